import { alarmHourlyPermissions, alarmHourlyQuerySchema, alarmHourlySchema, answers } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { alarmHourly } from './hourly-stats.service';
import { statsContext, statsTags as tags } from './stat-context';

/** Today's events by hour and category: the monitor screen's trend (docs/statistics.md). */
export const hourlyStatRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = statsContext(app);

  api.get(
    '/api_proxy/statistic/alarm/hourly/',
    {
      config: { permission: alarmHourlyPermissions },
      schema: {
        tags,
        summary: "Today's events (the site's day) per hour and category",
        querystring: alarmHourlyQuerySchema,
        response: answers(alarmHourlySchema),
      },
    },
    async (request) => ok(request, await alarmHourly(await ctx(request), request.query)),
  );
};
