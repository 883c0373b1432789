import { componentPageSchema } from '../device-records';
import {
  deletedSystemsSchema,
  systemComposQuerySchema,
  systemCreateSchema,
  systemDeleteQuerySchema,
  systemIdQuerySchema,
  systemItemSchema,
  systemListQuerySchema,
  systemOptionsQuerySchema,
  systemOptionsSchema,
  systemPageSchema,
  systemUpdateSchema,
} from '../systems';
import type { ApiEntries } from './entry';

/** The calls of the server's `systems` module: the schema objects its routes register. */
export const systemsApi = {
  'GET /api_proxy/system/info/': { query: systemIdQuerySchema, answer: systemItemSchema },
  'POST /api_proxy/system/info/': { body: systemCreateSchema, answer: systemItemSchema },
  'PUT /api_proxy/system/info/': { body: systemUpdateSchema, answer: systemItemSchema },
  'DELETE /api_proxy/system/info/': { query: systemDeleteQuerySchema, answer: deletedSystemsSchema },
  'GET /api_proxy/system/list/': { query: systemListQuerySchema, answer: systemPageSchema },
  'GET /api_proxy/system/compos_list/': { query: systemComposQuerySchema, answer: componentPageSchema },
  'GET /api_proxy/system/system_list/': { query: systemOptionsQuerySchema, answer: systemOptionsSchema },
} satisfies ApiEntries;
