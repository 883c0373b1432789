import { HAZARD_MSG_TYPE, hazardDescription, isMobile, type HazardPush } from '@fireline/shared';
import type { AppDeps } from '../../core/context';
import type { DbOrTx } from '../../db/client';
import { insertNotifications, type NewNotification } from '../../notify/outbox.repo';
import { announcePush } from '../../realtime/push';
import { insertPushMessages } from '../../realtime/push.repo';
import { selectContacts, selectHoldersIn, type HazardRow } from './hazards.repo';

export type HazardDeps = Pick<AppDeps, 'db' | 'bus'>;
export type HazardPushKind = HazardPush['msg_body']['kind'];

/** A message to some people about one hazard. */
export type HazardNotice = { userIds: number[]; kind: HazardPushKind; hazard: HazardRow; companyName: string };

const epochOf = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null);

export const hazardPush = (notice: Omit<HazardNotice, 'userIds'>): HazardPush => ({
  msg_type: HAZARD_MSG_TYPE,
  msg_body: {
    kind: notice.kind,
    hazard_id: notice.hazard.id,
    company_id: notice.hazard.companyId,
    company_name: notice.companyName,
    description: notice.hazard.description,
    alarm_type: notice.hazard.alarmType,
    deadline: epochOf(notice.hazard.deadline),
  },
});

/** The unit's people who examine its hazards (confirm, designate, review, close). */
export const examinersOf = async (db: DbOrTx, companyId: number) =>
  (await selectHoldersIn(db, [companyId], 'danger-handle')).map((user) => user.id);

/** Whoever must dispose of a designated hazard: the designated person, or the designated company's disposers. */
export const disposersOf = async (db: DbOrTx, hazard: HazardRow) => {
  if (hazard.designateKind === 'user' && hazard.designatedUserId) return [hazard.designatedUserId];
  if (hazard.designateKind === 'company' && hazard.designatedCompanyId)
    return (await selectHoldersIn(db, [hazard.designatedCompanyId], 'danger-dispose')).map((user) => user.id);
  return [];
};

/**
 * Stores the push rows in the caller's transaction (they commit with the step) and answers who to announce to after
 * the commit. Last in the transaction: the push log's lock is held from its insert to the commit (realtime/push.ts).
 */
export const queueHazardPushes = async (tx: DbOrTx, notices: HazardNotice[]) => {
  const messages = notices
    .filter((notice) => notice.userIds.length > 0)
    .map((notice) => ({ userIds: [...new Set(notice.userIds)], payload: hazardPush(notice) }));
  await insertPushMessages(tx, messages);
  return [...new Set(messages.flatMap((message) => message.userIds))];
};

/** After the commit: every process's hub reads the new rows. A failed announcement only delays them. */
export const announce = (deps: Pick<HazardDeps, 'bus'>, userIds: number[]) =>
  announcePush(deps.bus, userIds).catch(() => undefined);

/** The address of a person-chosen channel, as the alarm notifications use them (notify/enqueue.ts). */
const addressFor = (
  channel: string,
  contact: { id: number; mobile: string | null; email: string | null; wechatOpenid: string | null },
) => {
  switch (channel) {
    case 'app':
      return String(contact.id);
    case 'sms':
    case 'voice':
      return contact.mobile && isMobile(contact.mobile) ? contact.mobile : undefined;
    case 'email':
      return contact.email ?? undefined;
    case 'wechat':
      return contact.wechatOpenid ?? undefined;
    default:
      return undefined;
  }
};

/**
 * Outbox rows telling people a hazard is overdue on the channels they chose in their push settings (besides the
 * console, which the push stream serves). Sent by the notification-dispatch job like the alarms' notifications.
 */
export const queueOverdueNotifications = async (tx: DbOrTx, notices: HazardNotice[]) => {
  const contacts = new Map(
    (await selectContacts(tx, [...new Set(notices.flatMap((notice) => notice.userIds))])).map((row) => [row.id, row]),
  );
  const rows: NewNotification[] = notices.flatMap((notice) => {
    const title = `【${notice.companyName}】隐患已超期`;
    const content = `${notice.companyName} 隐患「${hazardDescription({ description: notice.hazard.description, alarm_type: notice.hazard.alarmType }, 'zh')}」已超过整改期限，请尽快处理。`;
    return notice.userIds.flatMap((userId) => {
      const contact = contacts.get(userId);
      if (!contact) return [];
      return (contact.channels ?? []).flatMap((channel) => {
        const recipient = addressFor(channel, contact);
        if (!recipient) return [];
        return [
          {
            userId,
            channel,
            recipient,
            reason: `hazard_overdue:${notice.hazard.id}`,
            payload: { title, content, hazard_id: notice.hazard.id },
          },
        ];
      });
    });
  });
  await insertNotifications(tx, rows);
  return rows.length;
};
