import {
  alarmBreakdownQuerySchema,
  alarmBreakdownSchema,
  alarmStatQuerySchema,
  alarmSummarySchema,
  alarmTrendSchema,
  answers,
  centerStatQuerySchema,
  centerStatSchema,
  rankingQuerySchema,
  rankingSchema,
  statisticPermissions,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { alarmBreakdown, alarmRanking, alarmSummary, alarmTrend, centerGrowth } from './alarm-stats.service';
import { statsContext, statsTags as tags } from './stat-context';

/** Statistics over events (from the roll-up) and over units and devices joining: docs/statistics.md. */
export const alarmStatRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = statsContext(app);

  api.get(
    '/api_proxy/statistic/alarm/summary/',
    {
      config: { permission: statisticPermissions.alarm_summary },
      schema: {
        tags,
        summary: 'Events of a window, handled and not, per category',
        querystring: alarmStatQuerySchema,
        response: answers(alarmSummarySchema),
      },
    },
    async (request) => ok(request, await alarmSummary(await ctx(request), request.query)),
  );

  api.get(
    '/api_proxy/statistic/alarm/trend/',
    {
      config: { permission: statisticPermissions.alarm_trend },
      schema: {
        tags,
        summary: 'Events per site day and category',
        querystring: alarmStatQuerySchema,
        response: answers(alarmTrendSchema),
      },
    },
    async (request) => ok(request, await alarmTrend(await ctx(request), request.query)),
  );

  api.get(
    '/api_proxy/statistic/alarm/breakdown/',
    {
      config: { permission: statisticPermissions.alarm_breakdown },
      schema: {
        tags,
        summary: 'Events by alarm type, how handled, process way or cause',
        querystring: alarmBreakdownQuerySchema,
        response: answers(alarmBreakdownSchema),
      },
    },
    async (request) => ok(request, await alarmBreakdown(await ctx(request), request.query)),
  );

  api.get(
    '/api_proxy/statistic/ranking/',
    {
      config: { permission: statisticPermissions.ranking },
      schema: {
        tags,
        summary: 'Units by their events in a window, most first',
        querystring: rankingQuerySchema,
        response: answers(rankingSchema),
      },
    },
    async (request) => ok(request, await alarmRanking(await ctx(request), request.query)),
  );

  api.get(
    '/api_proxy/statistic/center/',
    {
      config: { permission: statisticPermissions.center },
      schema: {
        tags,
        summary: 'Units and devices joining per site day (increase monitor)',
        querystring: centerStatQuerySchema,
        response: answers(centerStatSchema),
      },
    },
    async (request) => ok(request, await centerGrowth(await ctx(request), request.query)),
  );
};
