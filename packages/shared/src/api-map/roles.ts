import { deletedRecordSchema } from '../departments';
import {
  roleCreateSchema,
  roleIdQuerySchema,
  roleListQuerySchema,
  roleListSchema,
  roleRecordSchema,
  roleUpdateSchema,
} from '../roles';
import type { ApiEntries } from './entry';

/** The calls of the server's `roles` module: the schema objects its routes register. */
export const rolesApi = {
  'GET /api_proxy/role/list/': { query: roleListQuerySchema, answer: roleListSchema },
  'GET /api_proxy/role/info/': { query: roleIdQuerySchema, answer: roleRecordSchema },
  'POST /api_proxy/role/info/': { body: roleCreateSchema, answer: roleRecordSchema },
  'PUT /api_proxy/role/info/': { body: roleUpdateSchema, answer: roleRecordSchema },
  'DELETE /api_proxy/role/info/': { query: roleIdQuerySchema, answer: deletedRecordSchema },
} satisfies ApiEntries;
