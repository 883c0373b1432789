import {
  hydrantAlarmListQuerySchema,
  hydrantCreateSchema,
  hydrantIdQuerySchema,
  hydrantListQuerySchema,
  hydrantMapQuerySchema,
  hydrantScopeQuerySchema,
  hydrantUpdateSchema,
} from '@fireline/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, requestLang } from '../../core/envelope';
import { requireSession } from '../../core/request-context';
import type { HydrantAccess } from './hydrant-access';
import * as service from './hydrants.service';

/** The caller's organisation and scope: what decides which hydrants they see. */
export const hydrantAccess = async (request: FastifyRequest): Promise<HydrantAccess> => ({
  orgId: requireSession(request).orgId,
  scope: await request.scope(),
});

/** Municipal hydrants (spec 001 §2 /firecock/*); paths follow the spec's naming, see docs/archives.md. */
export const hydrantRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const tags = ['firecock'];

  api.get(
    '/api_proxy/firecock/list/',
    {
      config: { permission: 'firecock-list' },
      schema: { tags, summary: 'Hydrants, paged', querystring: hydrantListQuerySchema },
    },
    async (request) =>
      ok(request, await service.listHydrants(db, await hydrantAccess(request), request.query, requestLang(request))),
  );
  api.get(
    '/api_proxy/firecock/info/',
    { config: { permission: 'firecock' }, schema: { tags, summary: 'One hydrant', querystring: hydrantIdQuerySchema } },
    async (request) =>
      ok(
        request,
        await service.getHydrant(db, await hydrantAccess(request), request.query.equipment_id, requestLang(request)),
      ),
  );
  api.post(
    '/api_proxy/firecock/info/',
    {
      config: { permission: 'firecock-info-new' },
      schema: { tags, summary: 'Add a hydrant', body: hydrantCreateSchema },
    },
    async (request) =>
      ok(request, await service.createHydrant(db, await hydrantAccess(request), request.body, requestLang(request))),
  );
  api.put(
    '/api_proxy/firecock/info/',
    {
      config: { permission: 'firecock-info-edit' },
      schema: { tags, summary: 'Change a hydrant', body: hydrantUpdateSchema },
    },
    async (request) =>
      ok(request, await service.updateHydrant(db, await hydrantAccess(request), request.body, requestLang(request))),
  );
  api.delete(
    '/api_proxy/firecock/info/',
    {
      config: { permission: 'firecock-info-del' },
      schema: { tags, summary: 'Delete a hydrant', querystring: hydrantIdQuerySchema },
    },
    async (request) =>
      ok(request, await service.deleteHydrant(db, await hydrantAccess(request), request.query.equipment_id)),
  );
  api.get(
    '/api_proxy/firecock/map_list/',
    {
      config: { permission: 'firecock-map' },
      schema: {
        tags,
        summary: 'Every visible hydrant as a map point, by owner and state',
        querystring: hydrantMapQuerySchema,
      },
    },
    async (request) =>
      ok(
        request,
        await service.listHydrantPoints(db, await hydrantAccess(request), request.query, requestLang(request)),
      ),
  );
  api.get(
    '/api_proxy/firecock/overview/',
    {
      config: { permission: 'firecock-present' },
      schema: { tags, summary: 'Counts by type and state', querystring: hydrantScopeQuerySchema },
    },
    async (request) =>
      ok(request, await service.getHydrantOverview(db, await hydrantAccess(request), request.query.company_id)),
  );
  api.get(
    '/api_proxy/firecock/alarm_list/',
    {
      config: { permission: 'firecock-alarm' },
      schema: { tags, summary: 'Hydrant alarms, paged', querystring: hydrantAlarmListQuerySchema },
    },
    async (request) =>
      ok(
        request,
        await service.listHydrantAlarms(db, await hydrantAccess(request), request.query, requestLang(request)),
      ),
  );
};
