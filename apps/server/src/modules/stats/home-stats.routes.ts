import {
  answers,
  companyActivitySchema,
  homeStatPermissions,
  homeStatQuerySchema,
  personnelSchema,
  systemHealthSchema,
  unitOverviewQuerySchema,
  unitOverviewSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { companyActivity, personnel, systemHealth, unitOverview } from './home-stats.service';
import { statsContext, statsTags as tags } from './stat-context';

/** The home pages' own statistics: system health, unit activity, personnel, one unit's overview (docs/statistics.md). */
export const homeStatRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = statsContext(app);

  api.get(
    '/api_proxy/statistic/system/health/',
    {
      config: { permission: homeStatPermissions.system_health },
      schema: {
        tags,
        summary: 'Fire systems and how many are healthy now (no device or component in fault or offline)',
        querystring: homeStatQuerySchema,
        response: answers(systemHealthSchema),
      },
    },
    async (request) => ok(request, await systemHealth(await ctx(request), request.query)),
  );

  api.get(
    '/api_proxy/statistic/company/activity/',
    {
      config: { permission: homeStatPermissions.company_activity },
      schema: {
        tags,
        summary: 'Units online, offline, in fire alarm, in fault and with events today',
        querystring: homeStatQuerySchema,
        response: answers(companyActivitySchema),
      },
    },
    async (request) => ok(request, await companyActivity(await ctx(request), request.query)),
  );

  api.get(
    '/api_proxy/statistic/personnel/',
    {
      config: { permission: homeStatPermissions.personnel },
      schema: {
        tags,
        summary: 'Accounts in all, active, logged in today and online now',
        querystring: homeStatQuerySchema,
        response: answers(personnelSchema),
      },
    },
    async (request) => ok(request, await personnel(await ctx(request), request.query)),
  );

  api.get(
    '/api_proxy/statistic/unit/overview/',
    {
      config: { permission: homeStatPermissions.unit_overview },
      schema: {
        tags,
        summary: "One unit's home: its state, devices, systems and their health, today's alarms, its place",
        querystring: unitOverviewQuerySchema,
        response: answers(unitOverviewSchema),
      },
    },
    async (request) => ok(request, await unitOverview(await ctx(request), request.query)),
  );
};
