import {
  answers,
  deviceEventStatsQuerySchema,
  deviceEventStatsSchema,
  eventCountSchema,
  eventFilterSchema,
  eventTotalsSchema,
  headerCountsSchema,
  recentEventCountsSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { eventContext, eventTags, homePermission, listPermission } from './event-context';
import { deviceSevenDays, listCount, recentCounts, tabCounts, totalsByCategory } from './event-queries.service';

/** The alarm counts of spec 000 §7: totals, tab counts, recent counts and a device's 7 days. */
export const eventCountRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = eventContext(app);

  api.get(
    '/api_proxy/event/event_total_by_status_home_page/',
    {
      config: homePermission,
      schema: {
        tags: eventTags,
        summary: 'Totals per category, processed and not',
        querystring: eventFilterSchema,
        response: answers(eventTotalsSchema),
      },
    },
    async (request) => ok(request, await totalsByCategory(await ctx(request), request.query)),
  );

  api.get(
    '/api_proxy/event/event_count_with_7days/',
    {
      config: listPermission,
      schema: {
        tags: eventTags,
        summary: "A device's 7-day count and 30-day false-alarm rate",
        querystring: deviceEventStatsQuerySchema,
        response: answers(deviceEventStatsSchema),
      },
    },
    async (request) => ok(request, await deviceSevenDays(await ctx(request), request.query.device_id)),
  );

  api.get(
    '/api_proxy/event/event_list_count_v2/',
    {
      config: listPermission,
      schema: {
        tags: eventTags,
        summary: 'How many events match',
        querystring: eventFilterSchema,
        response: answers(eventCountSchema),
      },
    },
    async (request) => ok(request, await listCount(await ctx(request), request.query)),
  );

  api.get(
    '/api_proxy/event/recent_event_count_v2/',
    {
      config: listPermission,
      schema: {
        tags: eventTags,
        summary: 'Events today, in 7 and in 30 days',
        querystring: eventFilterSchema,
        response: answers(recentEventCountsSchema),
      },
    },
    async (request) => ok(request, await recentCounts(await ctx(request), request.query)),
  );

  api.get(
    '/api_proxy/event/event_list_headers/',
    {
      config: listPermission,
      schema: {
        tags: eventTags,
        summary: 'Tab counts per category',
        querystring: eventFilterSchema,
        response: answers(headerCountsSchema),
      },
    },
    async (request) => ok(request, await tabCounts(await ctx(request), request.query)),
  );
};
