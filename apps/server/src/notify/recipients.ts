import { ADMIN_ROLE_CODE } from '../core/session';
import type { Tx } from '../db/client';
import { selectCandidates } from './recipients.repo';

/** A user an event goes to, with what their notification channels need. */
export type Recipient = {
  userId: number;
  priority: number;
  channels: string[];
  mobile: string | null;
  email: string | null;
  wechatOpenid: string | null;
};

/** What choosing recipients reads of an event; stored or about to be inserted (the writer assigns before inserting). */
export type RoutedEvent = { uuid: string; companyId: number; statusCategory: string; isShielded?: boolean | null };

/**
 * Who gets each event pushed: active users whose scope covers the unit (administrators, the unit's own
 * people, the people of organisations bound to it) and whose role may handle alarms, minus the categories
 * they switched off; designated units narrow a user's share, "receive all fire alarms" widens it again.
 * Answers the recipients by event uuid.
 */
export const findRecipients = async (tx: Tx, events: RoutedEvent[]) => {
  const byEvent = new Map<string, Recipient[]>();
  if (events.length === 0) return byEvent;
  const candidates = await selectCandidates(tx, [...new Set(events.map((event) => event.companyId))]);
  for (const event of events) {
    if (event.isShielded) continue;
    const recipients: Recipient[] = [];
    for (const user of candidates) {
      const isAdmin = user.role_code === ADMIN_ROLE_CODE;
      const covers =
        isAdmin ||
        Number(user.org_id) === event.companyId ||
        (user.bound_unit_ids ?? []).map(Number).includes(event.companyId);
      if (!covers) continue;
      if (!isAdmin && !user.permission_ids.includes('alarmdeal')) continue;
      if ((user.muted_categories ?? []).includes(event.statusCategory)) continue;
      const designated = user.designated_unit_ids?.map(Number);
      const isDesignated = !designated || designated.length === 0 || designated.includes(event.companyId);
      if (!isDesignated && !(user.receive_all_fire && event.statusCategory === 'fire')) continue;
      recipients.push({
        userId: Number(user.id),
        priority: Number(user.priority ?? 0),
        channels: user.channels ?? [],
        mobile: user.mobile,
        email: user.email,
        wechatOpenid: user.wechat_openid,
      });
    }
    byEvent.set(event.uuid, recipients);
  }
  return byEvent;
};
