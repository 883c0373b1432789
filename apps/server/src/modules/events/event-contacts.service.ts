import {
  eventMessages,
  alarmTypeLabel,
  composePlace,
  ErrorCodes,
  isLandline,
  isMobile,
  isPhone,
  type EventPerson,
} from '@fireline/shared';
import { randomUUID } from 'node:crypto';
import { requireAccess, type Caller } from '../../core/access';
import { AppError } from '../../core/app-error';
import type { SiteTime } from '../../core/site-time';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { countRecentSends, findEventForContact, insertContact, listReachableUsers } from './event-contacts.repo';

type Loaded = NonNullable<Awaited<ReturnType<typeof findEventForContact>>>;

/** The contacts a unit's archive names (spec 001 §3), with the label the dialog shows. */
const archiveContacts = [
  ['contactPhone', 'contactName', '联系人'],
  ['controlRoomPhone', undefined, '消防控制室'],
  ['safetyResponsibilityPhone', 'safetyResponsibilityName', '消防安全责任人'],
  ['safetyManagerPhone', 'safetyManagerName', '消防安全管理人'],
  ['parttimeResponsibilityPhone', 'parttimeResponsibilityName', '专兼职消防管理人'],
  ['legalRepresentativePhone', 'legalRepresentativeName', '法定代表人'],
] as const;

/** A number as typed or stored, compared without spaces and hyphens. */
const normalise = (phone: string) => phone.replace(/[\s-]/g, '');

const phoneField = (
  code: typeof ErrorCodes.paramValue | typeof ErrorCodes.paramFormat,
  detail: { zh: string; en: string },
) => new AppError(code, { detail: { zh: `phone ${detail.zh}`, en: `phone ${detail.en}` }, data: { field: 'phone' } });

/** The event of the caller's scope (9995 when there is none, 9993 outside the scope). */
const loadEvent = async (db: Db, caller: Caller, eventId: number) => {
  await requireAccess(db, caller, { kind: 'event', ids: eventId, field: 'event_id' });
  const loaded = await findEventForContact(db, eventId);
  if (!loaded)
    throw new AppError(ErrorCodes.noData, { detail: { zh: 'event_id', en: 'event_id' }, data: { field: 'event_id' } });
  return loaded;
};

/** The alarm's text (unit, place, device, category, time): what every SMS and call about it says, never free text. */
const alarmText = ({ event, unit, buildingName, floorName }: Loaded, siteTime: SiteTime) => {
  const label = alarmTypeLabel(event.alarmType, 'zh');
  const place = composePlace({
    building: buildingName,
    floor: floorName,
    position: event.location ?? event.installAddress,
  });
  return {
    title: `【${unit.name}】${label}`,
    content: `【${unit.name}】${[place, event.deviceName].filter(Boolean).join(' ')} ${label}，${siteTime.format(event.acceptTime)}，请立即核实处理。`,
  };
};

/** The people of the event: its unit's users and archive contacts, the caller's colleagues, the bound organisations' handlers; one entry per number. */
const peopleOf = async (db: Db, caller: Caller, loaded: Loaded): Promise<EventPerson[]> => {
  const people: EventPerson[] = [];
  const seen = new Set<string>();
  const add = (person: Omit<EventPerson, 'can_sms'>) => {
    const key = normalise(person.phone);
    if (!isPhone(key) && !isPhone(person.phone)) return;
    if (seen.has(key)) return;
    seen.add(key);
    people.push({ ...person, can_sms: isMobile(person.phone) });
  };
  const users = await listReachableUsers(db, { unitId: loaded.unit.id, callerOrgId: caller.session.orgId });
  for (const user of users.filter((row) => row.source === 'unit_user'))
    add({
      person_id: `u${user.id}`,
      name: user.real_name,
      phone: user.mobile,
      source: 'unit_user',
      org_name: user.org_name,
    });
  for (const [phoneColumn, nameColumn, label] of archiveContacts) {
    const phone = loaded.unit[phoneColumn];
    if (!phone) continue;
    const name = nameColumn ? loaded.unit[nameColumn] : undefined;
    add({
      person_id: `c${loaded.unit.id}:${phoneColumn}`,
      name: name ? `${name}（${label}）` : label,
      phone,
      source: 'unit_contact',
      org_name: loaded.unit.name,
    });
  }
  for (const user of users.filter((row) => row.source !== 'unit_user'))
    add({
      person_id: `u${user.id}`,
      name: user.real_name,
      phone: user.mobile,
      source: user.source,
      org_name: user.org_name,
    });
  return people;
};

/** GET event/notify_people: who the handling dialog may text or call about this event, and the text they will get. */
export const listEventPeople = async (deps: { db: Db; siteTime: SiteTime }, caller: Caller, eventId: number) => {
  const loaded = await loadEvent(deps.db, caller, eventId);
  return { list: await peopleOf(deps.db, caller, loaded), text: alarmText(loaded, deps.siteTime).content };
};

/**
 * Queues an SMS or a voice call about an event in the caller's scope, to one of its people, with the alarm's text,
 * within the caller's per-minute and per-day limits (counted in the database under a per-user lock, so several
 * processes and concurrent calls share them).
 */
export const queueEventContact = async (
  deps: { db: Db; env: Env; siteTime: SiteTime },
  caller: Caller,
  options: { channel: 'sms' | 'voice'; eventId: number; phone: string },
) => {
  const { channel, phone } = options;
  if (channel === 'sms' && isLandline(phone)) throw phoneField(ErrorCodes.paramValue, eventMessages.smsLandline);
  if (!(channel === 'sms' ? isMobile(phone) : isPhone(phone)))
    throw phoneField(ErrorCodes.paramFormat, { zh: '格式错误', en: 'format' });
  const loaded = await loadEvent(deps.db, caller, options.eventId);
  const person = (await peopleOf(deps.db, caller, loaded)).find(
    (candidate) => normalise(candidate.phone) === normalise(phone),
  );
  if (!person) throw phoneField(ErrorCodes.paramValue, eventMessages.notEventPerson);
  const text = alarmText(loaded, deps.siteTime);
  const row = await deps.db.transaction(async (tx) => {
    const recent = await countRecentSends(tx, caller.session.userId);
    if (recent.minute >= deps.env.NOTIFY_SEND_PER_MINUTE)
      throw new AppError(ErrorCodes.limitExceeded, { detail: eventMessages.sendLimitMinute });
    if (recent.day >= deps.env.NOTIFY_SEND_PER_DAY)
      throw new AppError(ErrorCodes.limitExceeded, { detail: eventMessages.sendLimitDay });
    return insertContact(tx, {
      eventId: loaded.event.id,
      userId: caller.session.userId,
      channel,
      recipient: person.phone,
      reason: `contact:${randomUUID()}`,
      payload: {
        ...text,
        event_id: loaded.event.id,
        uuid: loaded.event.uuid,
        accept_time: deps.siteTime.format(loaded.event.acceptTime),
        person_id: person.person_id,
        sender: caller.session.orgName,
      },
    });
  });
  return { id: row.id, status: row.status };
};
