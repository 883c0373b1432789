import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../db/client';
import { ADMIN_ROLE_CODE } from '../core/session';

type Candidate = {
  id: number;
  org_id: number;
  role_code: string;
  permission_ids: string[];
  muted_categories: string[] | null;
  receive_all_fire: boolean | null;
  designated_unit_ids: number[] | null;
  bound_unit_ids: number[] | null;
  channels: string[] | null;
  priority: number | null;
  mobile: string | null;
  email: string | null;
  wechat_openid: string | null;
};

/** A user an event goes to, with what their notification channels need. */
export type Recipient = {
  userId: number;
  priority: number;
  channels: string[];
  mobile: string | null;
  email: string | null;
  wechatOpenid: string | null;
};

/**
 * Who gets each event pushed: active users whose scope covers the unit (administrators, the unit's own
 * people, the people of organisations bound to it) and whose role may handle alarms, minus the categories
 * they switched off; designated units narrow a user's share, "receive all fire alarms" widens it again.
 */
/** What choosing recipients reads of an event; stored or about to be inserted (the writer assigns before inserting). */
export type RoutedEvent = { uuid: string; companyId: number; statusCategory: string; isShielded?: boolean | null };

/** Recipients by event uuid. */
export const findRecipients = async (tx: Tx, events: RoutedEvent[]) => {
  const byEvent = new Map<string, Recipient[]>();
  if (events.length === 0) return byEvent;
  const companyIds = [...new Set(events.map((event) => event.companyId))];
  const list = sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const candidates = await queryRows<Candidate>(
    tx,
    sql`
    select u.id, u.org_id, r.code as role_code, r.permission_ids, u.mobile, u.email, u.wechat_openid,
           ps.muted_categories, ps.receive_all_fire, ps.designated_unit_ids, ps.channels, ps.priority,
           (select array_agg(b.cared_id) from org_bindings b where b.org_id = u.org_id and b.status = 1 and b.cared_id in (${list})) as bound_unit_ids
    from users u
    join roles r on r.id = u.role_id
    left join push_settings ps on ps.user_id = u.id
    where u.is_active and (
      r.code = ${ADMIN_ROLE_CODE}
      or u.org_id in (${list})
      or u.org_id in (select b.org_id from org_bindings b where b.status = 1 and b.cared_id in (${list}))
    )`,
  );
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
