import {
  eventMessages,
  ErrorCodes,
  HANDLING_IMAGE_MAX_BYTES,
  HANDLING_IMAGES_MAX,
  HANDLING_REMARK_MAX,
  handlingTypesFor,
  processResultOf,
  processWays,
  RT_EVENT_CONFIRM_MSG_TYPE,
  type HandleEventBody,
  type EventConfirmPush,
} from '@fireline/shared';
import { requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { SiteTime } from '../../core/site-time';
import type { Db, Tx } from '../../db/client';
import type { Bus } from '../../realtime/bus';
import { announcePush } from '../../realtime/push';
import { insertPushMessages } from '../../realtime/push.repo';
import {
  findConfirmReason,
  findEligibleHandler,
  lockEarlierUnhandled,
  lockEvents,
  saveHandlings,
} from './event-handling.repo';
import { findFiles } from './event-records.repo';
import { findRecipients } from '../../notify/recipients';
import type { StoredEvent } from '../../ingest/process-batch';

type Handling = Omit<HandleEventBody, 'event_id' | 'report_119'>;
type Checked = {
  confirmType: number;
  desc: string;
  annexIds: string[];
  handlerId: number | null;
  reasonId: number | null;
  acceptEndTime: Date;
  processWay: number;
  isConfirmHistory: number;
};

const fieldError = (
  code: (typeof ErrorCodes)[keyof typeof ErrorCodes],
  field: string,
  message: { zh: string; en: string },
  data: Record<string, unknown> = {},
) =>
  new AppError(code, {
    detail: { zh: `${field} ${message.zh}`, en: `${field} ${message.en}` },
    data: { field, ...data },
  });

/** "YYYY-MM-DD HH:mm:ss" is the site's wall time (GB_UTC_OFFSET_MINUTES); a number is epoch seconds. */
const parseTime = (siteTime: SiteTime, value: string | number | null | undefined) => {
  if (value === null || value === undefined) return new Date();
  if (typeof value === 'number') return new Date(value * 1000);
  return siteTime.parse(value);
};

/** The checks that need no event: type present, remark length, images, person (not a department). */
const checkFields = async (deps: { db: Db; siteTime: SiteTime }, body: Handling, operatorId: number) => {
  if (body.enum_confirm_type === null || body.enum_confirm_type === undefined)
    throw fieldError(ErrorCodes.paramRequired, 'enum_confirm_type', eventMessages.chooseAlarmType);
  if (body.confirm_desc.length > HANDLING_REMARK_MAX)
    throw fieldError(ErrorCodes.paramFormat, 'confirm_desc', eventMessages.textOverSize);
  if (body.annex_ids.length > HANDLING_IMAGES_MAX)
    throw fieldError(ErrorCodes.paramFormat, 'annex_ids', eventMessages.tooManyImages);
  const found = await findFiles(deps.db, body.annex_ids);
  if (found.length !== new Set(body.annex_ids).size)
    throw fieldError(ErrorCodes.paramValue, 'annex_ids', eventMessages.unknownImage);
  if (found.some((file) => file.size > HANDLING_IMAGE_MAX_BYTES))
    throw fieldError(ErrorCodes.paramFormat, 'annex_ids', eventMessages.imageTooLarge);
  const chosen = body.confirm_user_id;
  const isDepartment = body.confirm_user_type === 'dept' || (typeof chosen === 'string' && !/^\d+$/.test(chosen));
  if (isDepartment) throw fieldError(ErrorCodes.paramValue, 'confirm_user_id', eventMessages.selectPerson);
  return {
    confirmType: body.enum_confirm_type,
    desc: body.confirm_desc,
    annexIds: body.annex_ids,
    handlerId: chosen === null || chosen === undefined ? operatorId : Number(chosen),
    reasonId: body.enum_confirm_reason ?? null,
    acceptEndTime: parseTime(deps.siteTime, body.accept_end_time),
    processWay: processWays[body.processing_way],
    isConfirmHistory: body.is_confirm_history,
  } satisfies Checked;
};

/** The chosen handler must be an active person of the event's unit or of the caller's own organisation (the person tree). */
const checkHandler = async (tx: Tx, handlerId: number, operatorId: number, unitIds: number[]) => {
  if (handlerId === operatorId) return;
  const person = await findEligibleHandler(tx, { handlerId, operatorId, unitIds });
  if (!person) throw fieldError(ErrorCodes.paramValue, 'confirm_user_id', eventMessages.selectPerson);
};

const checkReason = async (tx: Tx, reasonId: number, confirmType: number, categories: string[]) => {
  const reason = await findConfirmReason(tx, reasonId);
  if (
    !reason ||
    reason.enumConfirmType !== confirmType ||
    categories.some((category) => category !== reason.statusCategory)
  ) {
    throw fieldError(ErrorCodes.paramValue, 'enum_confirm_reason', eventMessages.unknownReason);
  }
};

/** The message that makes every operator's alarm tip drop a handled event (spec 000 §3 rt_event_confirm). */
export const confirmMessage = (event: StoredEvent, siteTime: SiteTime): EventConfirmPush => ({
  msg_type: RT_EVENT_CONFIRM_MSG_TYPE,
  msg_body: {
    event_id: event.id,
    uuid: event.uuid,
    status_category: event.statusCategory,
    company_id: event.companyId,
  },
  rt_event_confirm: {
    accept_time: siteTime.format(event.acceptTime),
    thing_id: event.componentId ?? event.deviceId,
    thing_type: event.componentId ? 'info_device_component' : 'info_device',
    uuid: event.uuid,
    event_id: event.id,
    enum_confirm_type: { id: event.enumConfirmType },
  },
});

/** Writes one handling row per event, updates the events, and queues the rt_event_confirm pushes; returns who to announce. */
export const applyHandling = async (
  tx: Tx,
  options: {
    rows: StoredEvent[];
    historyIds: Set<number>;
    checked: Omit<Checked, 'isConfirmHistory'>;
    operatorId: number | null;
    siteTime: SiteTime;
  },
) => {
  const { rows, checked } = options;
  if (rows.length === 0) return { handled: [] as StoredEvent[], userIds: [] as number[] };
  const values = {
    enumConfirmType: checked.confirmType,
    processWay: checked.processWay,
    confirmReasonId: checked.reasonId,
    confirmDesc: checked.desc,
    annexIds: checked.annexIds,
    confirmUserId: checked.handlerId,
    acceptEndTime: checked.acceptEndTime,
  };
  const handled = await saveHandlings(
    tx,
    rows.map((event) => ({
      ...values,
      eventId: event.id,
      companyId: event.companyId,
      processResult: processResultOf[checked.confirmType] ?? null,
      operatorId: options.operatorId,
      isConfirmHistory: options.historyIds.has(event.id) ? 1 : 0,
    })),
    values,
  );
  const pushed = handled.filter((event) => !event.isShielded);
  const recipients = await findRecipients(tx, pushed);
  const messages = pushed.map((event) => ({
    userIds: (recipients.get(event.uuid) ?? []).map((recipient) => recipient.userId),
    payload: confirmMessage(event, options.siteTime),
  }));
  await insertPushMessages(tx, messages);
  return { handled, userIds: [...new Set(messages.flatMap((message) => message.userIds))] };
};

/**
 * Handles events all or nothing: every id must exist (9995), be in scope (9993) and allow the type for its category
 * (8996); with is_confirm_history the earlier unhandled events of the same thing and category are handled too.
 */
export const handleEvents = async (
  deps: { db: Db; bus: Bus; siteTime: SiteTime },
  options: { caller: Caller; eventIds: number[]; body: Handling },
) => {
  const operatorId = options.caller.session.userId;
  const checked = await checkFields(deps, options.body, operatorId);
  const ids = [...new Set(options.eventIds)];
  const result = await deps.db.transaction(async (tx) => {
    await requireAccess(tx, options.caller, { kind: 'event', ids });
    const rows = await lockEvents(tx, ids);
    // Deleted between the check and the lock.
    const missing = ids.find((id) => !rows.some((row) => row.id === id));
    if (missing !== undefined) throw new AppError(ErrorCodes.noData, { data: { event_id: missing } });
    for (const row of rows) {
      if (!handlingTypesFor(row.statusCategory).includes(checked.confirmType)) {
        throw fieldError(ErrorCodes.paramValue, 'enum_confirm_type', eventMessages.typeNotForCategory, {
          event_id: row.id,
        });
      }
    }
    const unitIds = [...new Set(rows.map((row) => row.companyId))];
    if (checked.handlerId !== null) await checkHandler(tx, checked.handlerId, operatorId, unitIds);
    if (checked.reasonId !== null)
      await checkReason(tx, checked.reasonId, checked.confirmType, [...new Set(rows.map((row) => row.statusCategory))]);
    const history = checked.isConfirmHistory ? await earlierUnhandled(tx, rows) : [];
    return applyHandling(tx, {
      rows: [...rows, ...history],
      historyIds: new Set(history.map((row) => row.id)),
      checked,
      operatorId,
      siteTime: deps.siteTime,
    });
  });
  await announcePush(deps.bus, result.userIds);
  return result.handled.map((event) => event.id);
};

/** Earlier events of the same device / component and category nobody has handled yet (is_confirm_history). */
const earlierUnhandled = async (tx: Tx, rows: StoredEvent[]) => {
  const found = new Map<number, StoredEvent>();
  const taken = rows.map((row) => row.id);
  for (const row of rows) {
    const same = await lockEarlierUnhandled(tx, row, taken);
    for (const event of same) found.set(event.id, event);
  }
  return [...found.values()];
};
