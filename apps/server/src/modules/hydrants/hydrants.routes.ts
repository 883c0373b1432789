import {
  answers,
  deletedHydrantSchema,
  hydrantCreateSchema,
  hydrantIdQuerySchema,
  hydrantItemSchema,
  hydrantListQuerySchema,
  hydrantPageSchema,
  hydrantUpdateSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, requestLang } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { hydrantMonitoringRoutes } from './hydrant-monitoring.routes';
import * as service from './hydrants.service';

const tags = ['firecock'];

/** Municipal hydrants (spec 001 §2 /firecock/*); paths follow the spec's naming, see docs/archives.md. */
export const hydrantRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get(
    '/api_proxy/firecock/list/',
    {
      config: { permission: 'firecock-list' },
      schema: {
        tags,
        summary: 'Hydrants, paged',
        querystring: hydrantListQuerySchema,
        response: answers(hydrantPageSchema),
      },
    },
    async (request) =>
      ok(request, await service.listHydrants(db, await callerOf(request), request.query, requestLang(request))),
  );
  api.get(
    '/api_proxy/firecock/info/',
    {
      config: { permission: 'firecock' },
      schema: { tags, summary: 'One hydrant', querystring: hydrantIdQuerySchema, response: answers(hydrantItemSchema) },
    },
    async (request) =>
      ok(
        request,
        await service.getHydrant(db, await callerOf(request), request.query.equipment_id, requestLang(request)),
      ),
  );
  api.post(
    '/api_proxy/firecock/info/',
    {
      config: { permission: 'firecock-info-new' },
      schema: { tags, summary: 'Add a hydrant', body: hydrantCreateSchema, response: answers(hydrantItemSchema) },
    },
    async (request) =>
      ok(request, await service.createHydrant(db, await callerOf(request), request.body, requestLang(request))),
  );
  api.put(
    '/api_proxy/firecock/info/',
    {
      config: { permission: 'firecock-info-edit' },
      schema: { tags, summary: 'Change a hydrant', body: hydrantUpdateSchema, response: answers(hydrantItemSchema) },
    },
    async (request) =>
      ok(request, await service.updateHydrant(db, await callerOf(request), request.body, requestLang(request))),
  );
  api.delete(
    '/api_proxy/firecock/info/',
    {
      config: { permission: 'firecock-info-del' },
      schema: {
        tags,
        summary: 'Delete a hydrant',
        querystring: hydrantIdQuerySchema,
        response: answers(deletedHydrantSchema),
      },
    },
    async (request) =>
      ok(request, await service.deleteHydrant(db, await callerOf(request), request.query.equipment_id)),
  );
  await hydrantMonitoringRoutes(app);
};
