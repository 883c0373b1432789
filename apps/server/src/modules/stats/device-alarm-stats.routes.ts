import { answers, deviceAlarmStatQuerySchema, deviceAlarmStatSchema, statisticPermissions } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { deviceAlarmStats } from './device-alarm-stats.service';
import { statsContext, statsTags as tags } from './stat-context';

/** The device tab's "alarm" page: devices by type and their state now (docs/statistics.md). */
export const deviceAlarmStatRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = statsContext(app);

  api.get(
    '/api_proxy/statistic/device/alarm/',
    {
      config: { permission: statisticPermissions.device_alarm },
      schema: {
        tags,
        summary: 'Devices by type: in all, in alarm, in fault and offline now',
        querystring: deviceAlarmStatQuerySchema,
        response: answers(deviceAlarmStatSchema),
      },
    },
    async (request) => ok(request, await deviceAlarmStats(await ctx(request), request.query)),
  );
};
