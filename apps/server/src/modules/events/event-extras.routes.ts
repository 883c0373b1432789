import {
  confirmReasonQuerySchema,
  ErrorCodes,
  eventPeopleQuerySchema,
  focusLevelBodySchema,
  smsSendQuerySchema,
} from '@fireline/shared';
import type { z } from 'zod';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error';
import { ok, requestLang } from '../../core/envelope';
import { requireSession } from '../../core/request-context';
import { requireUnitInScope } from '../../core/scope';
import { confirmReasons, devices } from '../../db/schema';
import { listEventPeople, queueEventContact } from './event-contacts.service';

type SmsSendQuery = z.infer<typeof smsSendQuerySchema>;

const tags = ['events'];

/** The handling dialog's helpers: confirm reasons, a device's focus level, and SMS or calls to the event's people. */
export const eventExtrasRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get(
    '/api_proxy/enum_confirm_reason/info/',
    {
      config: { permission: 'alarmdeal-list' },
      schema: { tags, summary: 'Handling reasons for a category and type', querystring: confirmReasonQuerySchema },
    },
    async (request) => {
      const {
        status_category: category,
        enum_confirm_type: confirmType,
        enum_device_type: deviceType,
        enum_device_model: deviceModel,
      } = request.query;
      const isEn = requestLang(request) === 'en';
      // Reasons for the device's type or model come first, then the general ones; another type's or model's are left out.
      const rows = await db
        .select()
        .from(confirmReasons)
        .where(
          and(
            eq(confirmReasons.statusCategory, category),
            eq(confirmReasons.enumConfirmType, confirmType),
            or(isNull(confirmReasons.deviceType), deviceType ? eq(confirmReasons.deviceType, deviceType) : sql`false`),
            or(
              isNull(confirmReasons.deviceModel),
              deviceModel ? eq(confirmReasons.deviceModel, deviceModel) : sql`false`,
            ),
          ),
        )
        .orderBy(
          sql`(${confirmReasons.deviceType} is null and ${confirmReasons.deviceModel} is null)`,
          asc(confirmReasons.sort),
        );
      return ok(
        request,
        rows.map((row) => ({ id: row.id, reason: isEn ? row.reasonEn : row.reason })),
      );
    },
  );

  api.put(
    '/api_proxy/device/focus_level/',
    {
      config: { permission: 'alarmdeal-handle' },
      schema: {
        tags,
        summary: "Set a device's focus level (1 focus, 0 normal, -1 shielded)",
        body: focusLevelBodySchema,
      },
    },
    async (request) => {
      const scope = await request.scope();
      const [device] = await db
        .select({ companyId: devices.companyId })
        .from(devices)
        .where(eq(devices.id, request.body.device_id));
      if (!device) throw new AppError(ErrorCodes.noData);
      requireUnitInScope(scope, device.companyId);
      await db
        .update(devices)
        .set({ focusLevel: request.body.focus_level })
        .where(eq(devices.id, request.body.device_id));
      return ok(request, { device_id: request.body.device_id, focus_level: request.body.focus_level });
    },
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
      },
    },
    async (request) =>
      ok(
        request,
        await listEventPeople(
          db,
          { session: requireSession(request), scope: await request.scope() },
          request.query.event_id,
        ),
      ),
  );

  const send = (channel: 'sms' | 'voice') => async (request: FastifyRequest<{ Querystring: SmsSendQuery }>) =>
    ok(
      request,
      await queueEventContact(
        app.deps,
        { session: requireSession(request), scope: await request.scope() },
        { channel, eventId: request.query.event_id, phone: request.query.phone },
      ),
    );

  api.get(
    '/send/sms_send',
    {
      config: { permission: 'alarmdeal-handle' },
      schema: {
        tags,
        summary: "SMS one of an event's people the alarm's text (through the outbox)",
        querystring: smsSendQuerySchema,
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
      },
    },
    send('voice'),
  );
};
