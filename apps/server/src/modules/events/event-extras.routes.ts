import {
  answers,
  confirmReasonQuerySchema,
  confirmReasonListSchema,
  eventContactQueuedSchema,
  eventPeopleQuerySchema,
  eventPeopleSchema,
  focusLevelBodySchema,
  focusLevelSchema,
  smsSendQuerySchema,
  type SmsSendQuery,
} from '@fireline/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, requestLang } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { listEventPeople, queueEventContact } from './event-contacts.service';
import { listConfirmReasons, setFocusLevel } from './event-extras.service';

const tags = ['events'];

/** The handling dialog's helpers: confirm reasons, a device's focus level, and SMS or calls to the event's people. */
export const eventExtrasRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get(
    '/api_proxy/enum_confirm_reason/info/',
    {
      config: { permission: 'alarmdeal-list' },
      schema: {
        tags,
        summary: 'Handling reasons for a category and type',
        querystring: confirmReasonQuerySchema,
        response: answers(confirmReasonListSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await listConfirmReasons(db, {
          lang: requestLang(request),
          category: request.query.status_category,
          confirmType: request.query.enum_confirm_type,
          deviceType: request.query.enum_device_type,
          deviceModel: request.query.enum_device_model,
        }),
      ),
  );

  api.put(
    '/api_proxy/device/focus_level/',
    {
      config: { permission: 'alarmdeal-handle' },
      schema: {
        tags,
        summary: "Set a device's focus level (1 focus, 0 normal, -1 shielded)",
        body: focusLevelBodySchema,
        response: answers(focusLevelSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await setFocusLevel(db, {
          caller: await callerOf(request),
          deviceId: request.body.device_id,
          focusLevel: request.body.focus_level,
        }),
      ),
  );

  // Signed like /api_proxy/ calls (core/request-context.ts): the spec's paths, with the same checks.
  api.get(
    '/api_proxy/event/notify_people/',
    {
      config: { permission: 'alarmdeal-handle' },
      schema: {
        tags,
        summary: "The people an SMS or call about an event may go to, and the alarm's text",
        querystring: eventPeopleQuerySchema,
        response: answers(eventPeopleSchema),
      },
    },
    async (request) => ok(request, await listEventPeople(app.deps, await callerOf(request), request.query.event_id)),
  );

  const send = (channel: 'sms' | 'voice') => async (request: FastifyRequest<{ Querystring: SmsSendQuery }>) =>
    ok(
      request,
      await queueEventContact(app.deps, await callerOf(request), {
        channel,
        eventId: request.query.event_id,
        phone: request.query.phone,
      }),
    );

  api.get(
    '/send/sms_send',
    {
      config: { permission: 'alarmdeal-handle' },
      schema: {
        tags,
        summary: "SMS one of an event's people the alarm's text (through the outbox)",
        querystring: smsSendQuerySchema,
        response: answers(eventContactQueuedSchema),
      },
    },
    send('sms'),
  );

  // Our addition (the spec names only SMS): the voice gateway calls the number and reads the alarm out; landlines can take it.
  api.get(
    '/send/voice_send',
    {
      config: { permission: 'alarmdeal-handle' },
      schema: {
        tags,
        summary: "Call one of an event's people with the alarm's text (through the outbox)",
        querystring: smsSendQuerySchema,
        response: answers(eventContactQueuedSchema),
      },
    },
    send('voice'),
  );
};
