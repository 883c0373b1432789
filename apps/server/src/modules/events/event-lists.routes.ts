import {
  answers,
  deviceEventListQuerySchema,
  deviceMergedPageSchema,
  eventListQuerySchema,
  eventRecordPageSchema,
  homePageEventQuerySchema,
  pickerDevicePageSchema,
  pickerDeviceQuerySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { eventContext, eventTags, homePermission, listPermission } from './event-context';
import {
  devicesGradually,
  listByDevice,
  listEvents,
  listHomePageEvents,
  listShieldedEvents,
  mergedByDevice,
} from './event-queries.service';

/** The alarm lists of spec 000 §7 (docs/alarms.md "Lists and counts"), and the device picker of the handling dialog. */
export const eventListRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = eventContext(app);

  api.get(
    '/api_proxy/event/event_list/',
    {
      config: listPermission,
      schema: {
        tags: eventTags,
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
      config: listPermission,
      schema: {
        tags: eventTags,
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
        tags: eventTags,
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
      config: homePermission,
      schema: {
        tags: eventTags,
        summary: 'Unprocessed events for the home page',
        querystring: homePageEventQuerySchema,
        response: answers(eventRecordPageSchema),
      },
    },
    async (request) => ok(request, await listHomePageEvents(await ctx(request), request.query)),
  );

  api.get(
    '/api_proxy/event/list_merge_treats_v2/',
    {
      config: listPermission,
      schema: {
        tags: eventTags,
        summary: 'Events merged per device',
        querystring: eventListQuerySchema,
        response: answers(deviceMergedPageSchema),
      },
    },
    async (request) => ok(request, await mergedByDevice(await ctx(request), request.query)),
  );

  api.get(
    '/api_proxy/event/list_by_device/',
    {
      config: listPermission,
      schema: {
        tags: eventTags,
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
      config: listPermission,
      schema: {
        tags: eventTags,
        summary: 'Devices of a unit, narrowed by building, floor and type',
        querystring: pickerDeviceQuerySchema,
        response: answers(pickerDevicePageSchema),
      },
    },
    async (request) => ok(request, await devicesGradually(await ctx(request), request.query)),
  );
};
