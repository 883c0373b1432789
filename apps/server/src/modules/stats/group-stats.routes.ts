import { answers, groupStatQuerySchema, groupStatSchema, statisticPermissions } from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { groupStats } from './group-stats.service';
import { statsContext, statsTags as tags } from './stat-context';

/** The goup page: units by district with their devices and the window's alarms (docs/statistics.md). */
export const groupStatRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = statsContext(app);

  api.get(
    '/api_proxy/statistic/group/',
    {
      config: { permission: statisticPermissions.group },
      schema: {
        tags,
        summary: 'Units by district: units, devices, and the window’s alarms',
        querystring: groupStatQuerySchema,
        response: answers(groupStatSchema),
      },
    },
    async (request) => ok(request, await groupStats(await ctx(request), request.query)),
  );
};
