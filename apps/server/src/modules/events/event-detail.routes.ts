import {
  answers,
  ErrorCodes,
  eventByUuidQuerySchema,
  eventDetailQuerySchema,
  eventDetailSchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error';
import { ok } from '../../core/envelope';
import { eventContext, eventTags, listPermission } from './event-context';
import { eventDetail } from './event-queries.service';

/** One event with its handling history, by id or uuid. */
export const eventDetailRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = eventContext(app);

  api.get(
    '/api_proxy/event/info/',
    {
      config: listPermission,
      schema: {
        tags: eventTags,
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
      config: listPermission,
      schema: {
        tags: eventTags,
        summary: 'One event by uuid',
        querystring: eventByUuidQuerySchema,
        response: answers(eventDetailSchema),
      },
    },
    async (request) => ok(request, await eventDetail(await ctx(request), { uuid: request.query.uuid })),
  );
};
