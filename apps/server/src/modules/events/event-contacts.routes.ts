import {
  answers,
  eventContactQueuedSchema,
  eventPeopleQuerySchema,
  eventPeopleSchema,
  smsSendQuerySchema,
  type SmsSendQuery,
} from '@fireline/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { listEventPeople, queueEventContact } from './event-contacts.service';

const tags = ['events'];

/** An event's people, and an SMS or a call to one of them with the alarm's text. */
export const eventContactRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

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
