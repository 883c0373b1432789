import {
  eventMessages,
  answers,
  batchConfirmBodySchema,
  batchHandledSchema,
  ErrorCodes,
  eventActionBodySchema,
  eventReportSchema,
  handledEventSchema,
  handleEventBodySchema,
} from '@fireline/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error';
import { ok, requestLang } from '../../core/envelope';
import { callerOf } from '../../core/request-context';
import { reportTo119 } from './event-actions.service';
import { handleEvents } from './event-handling.service';
import { eventDetail } from './event-queries.service';

const tags = ['events'];
const handle = { permission: 'alarmdeal-handle' };

/** Handling calls of spec 000 §7: one event, a batch (all or nothing), and actions on an event (report to 119). */
export const eventHandlingRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, bus, env, siteTime } = app.deps;

  api.put(
    '/api_proxy/event/info/',
    {
      config: handle,
      schema: {
        tags,
        summary: 'Handle one event',
        body: handleEventBodySchema,
        response: answers(handledEventSchema),
      },
    },
    async (request) => {
      const caller = await callerOf(request);
      const { event_id: eventId, report_119: report119, ...body } = request.body;
      const handledIds = await handleEvents({ db, bus, siteTime }, { caller, eventIds: [eventId], body });
      // A report already made stays as it was: handling again must not fail because of it.
      if (report119)
        await reportTo119({ db, env, siteTime }, { caller, eventId, remark: body.confirm_desc }).catch(
          (error: unknown) => {
            if (!(error instanceof AppError && error.code === ErrorCodes.alreadyExists)) throw error;
          },
        );
      const detail = await eventDetail({ db, siteTime, caller, lang: requestLang(request) }, { id: eventId });
      return ok(request, { ...detail, handled_ids: handledIds });
    },
  );

  api.put(
    '/api_proxy/event/batch_confirm_event/',
    {
      config: handle,
      schema: {
        tags,
        summary: 'Handle several events, all or nothing',
        body: batchConfirmBodySchema,
        response: answers(batchHandledSchema),
      },
    },
    async (request) => {
      const { event_ids: eventIds, ...body } = request.body;
      if (eventIds.length === 0)
        throw new AppError(ErrorCodes.paramRequired, {
          detail: { zh: `event_ids ${eventMessages.selectAlarm.zh}`, en: `event_ids ${eventMessages.selectAlarm.en}` },
          data: { field: 'event_ids' },
        });
      const handledIds = await handleEvents({ db, bus, siteTime }, { caller: await callerOf(request), eventIds, body });
      return ok(request, { handled_ids: handledIds, count: handledIds.length });
    },
  );

  api.put(
    '/api_proxy/event/event_info/',
    {
      config: handle,
      schema: {
        tags,
        summary: 'An action on an event: report to the 119 command centre',
        body: eventActionBodySchema,
        response: answers(eventReportSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await reportTo119(
          { db, env, siteTime },
          { caller: await callerOf(request), eventId: request.body.event_id, remark: request.body.remark },
        ),
      ),
  );
};
