import {
  answers,
  breakdownSchema,
  buildingStatQuerySchema,
  companyStatQuerySchema,
  deviceStatQuerySchema,
  deviceStatusQuerySchema,
  deviceStatusSchema,
  statisticPermissions,
  systemStatQuerySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { buildingStats, deviceStats, deviceStatus, systemStats, unitStats } from './archive-stats.service';
import { statsContext, statsTags as tags } from './stat-context';

/** Statistics over the archives: units, buildings, fire systems, devices (docs/statistics.md). */
export const archiveStatRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = statsContext(app);
  const breakdown = answers(breakdownSchema);

  api.get(
    '/api_proxy/statistic/company/',
    {
      config: { permission: statisticPermissions.company },
      schema: { tags, summary: 'Units by type or class', querystring: companyStatQuerySchema, response: breakdown },
    },
    async (request) => ok(request, await unitStats(await ctx(request), request.query)),
  );

  api.get(
    '/api_proxy/statistic/building/',
    {
      config: { permission: statisticPermissions.building },
      schema: {
        tags,
        summary: 'Buildings by type, property, fire resistance, structure or fire level',
        querystring: buildingStatQuerySchema,
        response: breakdown,
      },
    },
    async (request) => ok(request, await buildingStats(await ctx(request), request.query)),
  );

  api.get(
    '/api_proxy/statistic/system/',
    {
      config: { permission: statisticPermissions.system },
      schema: { tags, summary: 'Fire systems by type', querystring: systemStatQuerySchema, response: breakdown },
    },
    async (request) => ok(request, await systemStats(await ctx(request), request.query)),
  );

  api.get(
    '/api_proxy/statistic/device/',
    {
      config: { permission: statisticPermissions.device },
      schema: {
        tags,
        summary: 'Devices by type, class, brand or model',
        querystring: deviceStatQuerySchema,
        response: breakdown,
      },
    },
    async (request) => ok(request, await deviceStats(await ctx(request), request.query)),
  );

  api.get(
    '/api_proxy/statistic/device/status/',
    {
      config: { permission: statisticPermissions.device_status },
      schema: {
        tags,
        summary: 'Devices online, offline, in alarm and in fault',
        querystring: deviceStatusQuerySchema,
        response: answers(deviceStatusSchema),
      },
    },
    async (request) => ok(request, await deviceStatus(await ctx(request), request.query)),
  );
};
