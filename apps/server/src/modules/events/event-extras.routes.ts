import { alarmMessages, confirmReasonQuerySchema, ErrorCodes, focusLevelBodySchema, isLandline, isMobile, isPhone, smsSendQuerySchema } from '@fireline/shared';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../core/app-error';
import { ok, requestLang } from '../../core/envelope';
import { requireSession } from '../../core/request-context';
import { requireUnitInScope } from '../../core/scope';
import { confirmReasons, devices, events, notificationOutbox } from '../../db/schema';

const tags = ['events'];

/** The handling dialog's helpers: confirm reasons, a device's focus level, and SMS to the people on site. */
export const eventExtrasRoutes = async (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  api.get('/api_proxy/enum_confirm_reason/info/', { config: { permission: 'alarmdeal-list' }, schema: { tags, summary: 'Handling reasons for a category and type', querystring: confirmReasonQuerySchema } }, async (request) => {
    const { status_category: category, enum_confirm_type: confirmType, enum_device_type: deviceType, enum_device_model: deviceModel } = request.query;
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
          or(isNull(confirmReasons.deviceModel), deviceModel ? eq(confirmReasons.deviceModel, deviceModel) : sql`false`),
        ),
      )
      .orderBy(sql`(${confirmReasons.deviceType} is null and ${confirmReasons.deviceModel} is null)`, asc(confirmReasons.sort));
    return ok(request, rows.map((row) => ({ id: row.id, reason: isEn ? row.reasonEn : row.reason })));
  });

  api.put('/api_proxy/device/focus_level/', { config: { permission: 'alarmdeal-handle' }, schema: { tags, summary: "Set a device's focus level (1 focus, 0 normal, -1 shielded)", body: focusLevelBodySchema } }, async (request) => {
    const scope = await request.scope();
    const [device] = await db.select({ companyId: devices.companyId }).from(devices).where(eq(devices.id, request.body.device_id));
    if (!device) throw new AppError(ErrorCodes.noData);
    requireUnitInScope(scope, device.companyId);
    await db.update(devices).set({ focusLevel: request.body.focus_level }).where(eq(devices.id, request.body.device_id));
    return ok(request, { device_id: request.body.device_id, focus_level: request.body.focus_level });
  });

  /** Queues a message to a person on site through the notification outbox: a channel failing never blocks the operator. */
  const queueContact = async (request: FastifyRequest, channel: 'sms' | 'voice', query: { phone: string; content: string; event_id?: number | undefined }) => {
    const session = requireSession(request);
    const { phone, content, event_id: eventId } = query;
    if (eventId) {
      const [event] = await db.select({ companyId: events.companyId }).from(events).where(eq(events.id, eventId));
      if (!event) throw new AppError(ErrorCodes.noData);
      requireUnitInScope(await request.scope(), event.companyId);
    }
    const [row] = await db
      .insert(notificationOutbox)
      .values({ eventId: eventId ?? null, userId: session.userId, channel, recipient: phone, reason: `${channel}:${Date.now()}`, payload: { title: session.orgName, content, event_id: eventId ?? null } })
      .returning();
    return ok(request, { id: row!.id, status: row!.status });
  };

  api.get('/send/sms_send', { config: { permission: 'alarmdeal-handle' }, schema: { tags, summary: 'Send an SMS from the handling dialog (through the outbox)', querystring: smsSendQuerySchema } }, async (request) => {
    const { phone } = request.query;
    if (isLandline(phone)) throw new AppError(ErrorCodes.paramValue, { detail: alarmMessages.smsLandline, data: { field: 'phone' } });
    if (!isMobile(phone)) throw new AppError(ErrorCodes.paramFormat, { detail: { zh: 'phone', en: 'phone' }, data: { field: 'phone' } });
    return queueContact(request, 'sms', request.query);
  });

  // Our addition (the spec names only SMS): the voice gateway calls the number and reads the alarm out; landlines can take it.
  api.get('/send/voice_send', { config: { permission: 'alarmdeal-handle' }, schema: { tags, summary: 'Call a person about the alarm through the voice channel of the outbox', querystring: smsSendQuerySchema } }, async (request) => {
    if (!isPhone(request.query.phone)) throw new AppError(ErrorCodes.paramFormat, { detail: { zh: 'phone', en: 'phone' }, data: { field: 'phone' } });
    return queueContact(request, 'voice', request.query);
  });
};
