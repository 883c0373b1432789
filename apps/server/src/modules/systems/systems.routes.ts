import {
  answers,
  componentPageSchema,
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
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import {
  changeSystem,
  createSystem,
  getSystem,
  listComponents,
  listSystemOptions,
  listSystemPage,
  removeSystems,
} from './systems.service';

const read = { permission: 'company-firesystem' };
const tags = ['system'];

/** Fire systems of a unit (spec 001 §3 "System", §7 system/*). */
export const systemRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  api.get(
    '/api_proxy/system/info/',
    {
      config: read,
      schema: {
        tags,
        summary: 'One fire system with counts and remaining validity',
        querystring: systemIdQuerySchema,
        response: answers(systemItemSchema),
      },
    },
    async (request) => ok(request, await getSystem(deps, await callerOf(request), request.query.system_id)),
  );
  api.post(
    '/api_proxy/system/info/',
    {
      config: { permission: 'networkcompany-system-info-new' },
      schema: { tags, summary: 'New fire system', body: systemCreateSchema, response: answers(systemItemSchema) },
    },
    async (request) => ok(request, await createSystem(deps, await callerOf(request), request.body)),
  );
  // Editing has no button key of its own in the spec: whoever may add systems may edit them.
  api.put(
    '/api_proxy/system/info/',
    {
      config: { permission: 'networkcompany-system-info-new' },
      schema: { tags, summary: 'Change a fire system', body: systemUpdateSchema, response: answers(systemItemSchema) },
    },
    async (request) => ok(request, await changeSystem(deps, await callerOf(request), request.body)),
  );
  api.delete(
    '/api_proxy/system/info/',
    {
      config: { permission: 'networkcompany-system-info-del' },
      schema: {
        tags,
        summary: 'Delete fire systems without devices',
        querystring: systemDeleteQuerySchema,
        response: answers(deletedSystemsSchema),
      },
    },
    async (request) => ok(request, await removeSystems(deps.db, await callerOf(request), request.query.system_ids)),
  );
  api.get(
    '/api_proxy/system/list/',
    {
      config: read,
      schema: {
        tags,
        summary: "A unit's fire systems, paged, with counts",
        querystring: systemListQuerySchema,
        response: answers(systemPageSchema),
      },
    },
    async (request) => ok(request, await listSystemPage(deps, await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/system/compos_list/',
    {
      config: read,
      schema: {
        tags,
        summary: "A system's components, paged",
        querystring: systemComposQuerySchema,
        response: answers(componentPageSchema),
      },
    },
    async (request) => ok(request, await listComponents(deps.db, await callerOf(request), request.query)),
  );
  api.get(
    '/api_proxy/system/system_list/',
    {
      config: read,
      schema: {
        tags,
        summary: "A unit's systems for pickers",
        querystring: systemOptionsQuerySchema,
        response: answers(systemOptionsSchema),
      },
    },
    async (request) => ok(request, await listSystemOptions(deps.db, await callerOf(request), request.query.company_id)),
  );
};
