import {
  answers,
  deletedRecordSchema,
  roleCreateSchema,
  roleIdQuerySchema,
  roleListQuerySchema,
  roleListSchema,
  roleRecordSchema,
  roleUpdateSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './roles.service';

const tags = ['roles'];
/** Role management, and the account pages that give a person a role, read the roles. */
const readers = ['systemmanage-role', 'systemmanage-account', 'company-user'];
const keeper = 'systemmanage-role';

/** Roles of an organisation and their permission trees (/systemmanage/role; docs/system-management.md "Roles"). */
export const roleRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, bus } = app.deps;

  api.get(
    '/api_proxy/role/list/',
    {
      config: { permission: readers },
      schema: {
        tags,
        summary: 'An organisation’s roles, then the presets of its kind',
        querystring: roleListQuerySchema,
        response: answers(roleListSchema),
      },
    },
    async (request) => ok(request, await listRoles(db, await callerOf(request), request.query.company_id)),
  );

  api.get(
    '/api_proxy/role/info/',
    {
      config: { permission: readers },
      schema: {
        tags,
        summary: 'A role and its tree',
        querystring: roleIdQuerySchema,
        response: answers(roleRecordSchema),
      },
    },
    async (request) => ok(request, await getRole(db, await callerOf(request), request.query.id)),
  );

  api.post(
    '/api_proxy/role/info/',
    {
      config: { permission: keeper },
      schema: { tags, summary: 'Add a role', body: roleCreateSchema, response: answers(roleRecordSchema) },
    },
    async (request) => ok(request, await createRole(db, await callerOf(request), request.body)),
  );

  api.put(
    '/api_proxy/role/info/',
    {
      config: { permission: keeper },
      schema: {
        tags,
        summary: 'Change a role; its holders follow at once',
        body: roleUpdateSchema,
        response: answers(roleRecordSchema),
      },
    },
    async (request) => ok(request, await updateRole({ db, bus }, await callerOf(request), request.body)),
  );

  api.delete(
    '/api_proxy/role/info/',
    {
      config: { permission: keeper },
      schema: {
        tags,
        summary: 'Delete a role nobody holds',
        querystring: roleIdQuerySchema,
        response: answers(deletedRecordSchema),
      },
    },
    async (request) => ok(request, await deleteRole(db, await callerOf(request), request.query.id)),
  );
};
