import {
  answers,
  hydrantAlarmListQuerySchema,
  hydrantAlarmPageSchema,
  hydrantMapPointsSchema,
  hydrantMapQuerySchema,
  hydrantOverviewSchema,
  hydrantScopeQuerySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, requestLang } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import * as service from './hydrants.service';

const tags = ['firecock'];

/** What the hydrants report: their states on the map, the overview's counts, and their alarms. */
export const hydrantMonitoringRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get(
    '/api_proxy/firecock/map_list/',
    {
      config: { permission: 'firecock-map' },
      schema: {
        tags,
        summary: 'Every visible hydrant as a map point, by owner and state',
        querystring: hydrantMapQuerySchema,
        response: answers(hydrantMapPointsSchema),
      },
    },
    async (request) =>
      ok(request, await service.listHydrantPoints(db, await callerOf(request), request.query, requestLang(request))),
  );
  api.get(
    '/api_proxy/firecock/overview/',
    {
      config: { permission: 'firecock-present' },
      schema: {
        tags,
        summary: 'Counts by type and state',
        querystring: hydrantScopeQuerySchema,
        response: answers(hydrantOverviewSchema),
      },
    },
    async (request) =>
      ok(request, await service.getHydrantOverview(db, await callerOf(request), request.query.company_id)),
  );
  api.get(
    '/api_proxy/firecock/alarm_list/',
    {
      config: { permission: 'firecock-alarm' },
      schema: {
        tags,
        summary: 'Hydrant alarms, paged',
        querystring: hydrantAlarmListQuerySchema,
        response: answers(hydrantAlarmPageSchema),
      },
    },
    async (request) =>
      ok(request, await service.listHydrantAlarms(db, await callerOf(request), request.query, requestLang(request))),
  );
};
