import { eventMessages, alarmTypeLabel, ErrorCodes, processWays, TIMEOUT_CONFIRM_TYPE } from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { SiteTime } from '../../core/site-time';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { Bus } from '../../realtime/bus';
import { announcePush } from '../../realtime/push';
import { findEvent, findReportParties, insertEventAction, insertOutboxRow } from './event-actions.repo';
import { lockTimedOut } from './event-handling.repo';
import { applyHandling } from './event-handling.service';

/**
 * Reports an event to the 119 command centre: the action (time, operator) is recorded once, and the report goes out
 * through the notification outbox (a webhook to REPORT_119_URL, else a voice call to REPORT_119_PHONE).
 */
export const reportTo119 = async (
  deps: { db: Db; env: Env; siteTime: SiteTime },
  options: { caller: Caller; eventId: number; remark: string },
) =>
  deps.db.transaction(async (tx) => {
    const operatorId = options.caller.session.userId;
    await requireAccess(tx, options.caller, { kind: 'event', ids: options.eventId });
    const event = await findEvent(tx, options.eventId);
    if (!event) throw new AppError(ErrorCodes.noData);
    const action = await insertEventAction(tx, {
      eventId: event.id,
      companyId: event.companyId,
      action: 'report_119',
      operatorId,
      remark: options.remark,
    });
    if (!action) throw new AppError(ErrorCodes.alreadyExists, { detail: eventMessages.alreadyReported119 });
    const { company, operator } = await findReportParties(tx, {
      companyId: event.companyId,
      operatorId,
    });
    const isWebhook = Boolean(deps.env.REPORT_119_URL);
    await insertOutboxRow(tx, {
      eventId: event.id,
      userId: operatorId,
      channel: isWebhook ? 'webhook' : 'voice',
      recipient: deps.env.REPORT_119_URL ?? deps.env.REPORT_119_PHONE,
      reason: 'report_119',
      payload: {
        title: `【${company?.name ?? ''}】${alarmTypeLabel(event.alarmType, 'zh')}`,
        content: [
          company?.name,
          company?.address,
          event.installAddress,
          event.location,
          event.deviceName,
          alarmTypeLabel(event.alarmType, 'zh'),
          options.remark,
        ]
          .filter(Boolean)
          .join(' '),
        event_id: event.id,
        uuid: event.uuid,
        accept_time: deps.siteTime.format(event.acceptTime),
        operator: operator?.name ?? '',
        operator_account: operator?.username ?? '',
        operator_mobile: operator?.mobile ?? '',
      },
    });
    return {
      id: action.id,
      event_id: event.id,
      action: action.action,
      time: deps.siteTime.format(action.createdAt),
      operator: { id: operatorId, name: operator?.name ?? '', account: operator?.username ?? '' },
      remark: action.remark,
    };
  });

/**
 * Events nobody handled within `afterSeconds` are processed automatically (processing way "timeout auto", confirm type 4),
 * each with its own history row and the rt_event_confirm push. At most `limit` per run, oldest first.
 */
export const autoConfirmTimedOut = async (
  deps: { db: Db; bus: Bus; siteTime: SiteTime },
  options: { afterSeconds: number; limit?: number },
) => {
  if (options.afterSeconds <= 0) return 0;
  const result = await deps.db.transaction(async (tx) => {
    const due = await lockTimedOut(tx, { afterSeconds: options.afterSeconds, limit: options.limit ?? 500 });
    return applyHandling(tx, {
      rows: due,
      historyIds: new Set(),
      checked: {
        confirmType: TIMEOUT_CONFIRM_TYPE,
        desc: '',
        annexIds: [],
        handlerId: null,
        reasonId: null,
        acceptEndTime: new Date(),
        processWay: processWays.timeout_auto,
      },
      operatorId: null,
      siteTime: deps.siteTime,
    });
  });
  await announcePush(deps.bus, result.userIds);
  return result.handled.length;
};
