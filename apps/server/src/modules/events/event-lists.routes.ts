import {
  answers,
  deviceEventListQuerySchema,
  deviceEventStatsQuerySchema,
  deviceEventStatsSchema,
  deviceMergedPageSchema,
  ErrorCodes,
  eventByUuidQuerySchema,
  eventCountSchema,
  eventDetailQuerySchema,
  eventDetailSchema,
  eventFilterSchema,
  eventListQuerySchema,
  eventRecordPageSchema,
  eventTotalsSchema,
  headerCountsSchema,
  homePageEventQuerySchema,
  pickerDevicePageSchema,
  pickerDeviceQuerySchema,
  recentEventCountsSchema,
} from '@fireline/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error';
import { ok, requestLang } from '../../core/envelope';
import {
  deviceSevenDays,
  devicesGradually,
  eventDetail,
  listByDevice,
  listCount,
  listEvents,
  listHomePageEvents,
  listShieldedEvents,
  mergedByDevice,
  recentCounts,
  tabCounts,
  totalsByCategory,
} from './event-queries.service';

const tags = ['events'];
const list = { permission: 'alarmdeal-list' };
const home = { permission: 'home' };

/** The alarm lists, counts and details of spec 000 §7 (docs/alarms.md "Lists and counts"). */
export const eventListRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, siteTime } = app.deps;
  const ctx = async (request: FastifyRequest) => ({
    db,
    siteTime,
    scope: await request.scope(),
    lang: requestLang(request),
  });

  api.get(
    '/api_proxy/event/event_list/',
    {
      config: list,
      schema: {
        tags,
        summary: 'Alarm events, newest first',
        querystring: eventListQuerySchema,
        response: answers(eventRecordPageSchema),
      },
    },
    async (request) => ok(request, await listEvents(await ctx(request), request.query)),
  );
  api.get(
    '/api_proxy/event/list_events_v2/',
    {
      config: list,
      schema: {
        tags,
        summary: 'Alarm events (several categories)',
        querystring: eventListQuerySchema,
        response: answers(eventRecordPageSchema),
      },
    },
    async (request) => ok(request, await listEvents(await ctx(request), request.query)),
  );
  api.get(
    '/api_proxy/event/event_shilter_list/',
    {
      config: { permission: 'alarmdeal-shielded' },
      schema: {
        tags,
        summary: 'Events stored while shielded',
        querystring: eventListQuerySchema,
        response: answers(eventRecordPageSchema),
      },
    },
    async (request) => ok(request, await listShieldedEvents(await ctx(request), request.query)),
  );
  api.get(
    '/api_proxy/event/event_list_home_page/',
    {
      config: home,
      schema: {
        tags,
        summary: 'Unprocessed events for the home page',
        querystring: homePageEventQuerySchema,
        response: answers(eventRecordPageSchema),
      },
    },
    async (request) => ok(request, await listHomePageEvents(await ctx(request), request.query)),
  );
  api.get(
    '/api_proxy/event/event_total_by_status_home_page/',
    {
      config: home,
      schema: {
        tags,
        summary: 'Totals per category, processed and not',
        querystring: eventFilterSchema,
        response: answers(eventTotalsSchema),
      },
    },
    async (request) => ok(request, await totalsByCategory(await ctx(request), request.query)),
  );
  api.get(
    '/api_proxy/event/list_merge_treats_v2/',
    {
      config: list,
      schema: {
        tags,
        summary: 'Events merged per device',
        querystring: eventListQuerySchema,
        response: answers(deviceMergedPageSchema),
      },
    },
    async (request) => ok(request, await mergedByDevice(await ctx(request), request.query)),
  );
  api.get(
    '/api_proxy/event/event_count_with_7days/',
    {
      config: list,
      schema: {
        tags,
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
      config: list,
      schema: {
        tags,
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
      config: list,
      schema: {
        tags,
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
      config: list,
      schema: {
        tags,
        summary: 'Tab counts per category',
        querystring: eventFilterSchema,
        response: answers(headerCountsSchema),
      },
    },
    async (request) => ok(request, await tabCounts(await ctx(request), request.query)),
  );
  api.get(
    '/api_proxy/event/info/',
    {
      config: list,
      schema: {
        tags,
        summary: 'One event with its handling history',
        querystring: eventDetailQuerySchema,
        response: answers(eventDetailSchema),
      },
    },
    async (request) => {
      const eventId = request.query.event_id ?? request.query.id;
      if (eventId === undefined)
        throw new AppError(ErrorCodes.paramRequired, {
          detail: { zh: 'event_id', en: 'event_id' },
          data: { field: 'event_id' },
        });
      return ok(request, await eventDetail(await ctx(request), { id: eventId }));
    },
  );
  api.get(
    '/api_proxy/event/info_by_uuid/',
    {
      config: list,
      schema: {
        tags,
        summary: 'One event by uuid',
        querystring: eventByUuidQuerySchema,
        response: answers(eventDetailSchema),
      },
    },
    async (request) => ok(request, await eventDetail(await ctx(request), { uuid: request.query.uuid })),
  );
  api.get(
    '/api_proxy/event/list_by_device/',
    {
      config: list,
      schema: {
        tags,
        summary: "A device's events",
        querystring: deviceEventListQuerySchema,
        response: answers(eventRecordPageSchema),
      },
    },
    async (request) => ok(request, await listByDevice(await ctx(request), request.query)),
  );
  api.get(
    '/api_proxy/device/getDeviceByGraduallyParams/',
    {
      config: list,
      schema: {
        tags,
        summary: 'Devices of a unit, narrowed by building, floor and type',
        querystring: pickerDeviceQuerySchema,
        response: answers(pickerDevicePageSchema),
      },
    },
    async (request) => ok(request, await devicesGradually(await ctx(request), request.query)),
  );
};
