import type { EventPersonSource } from '@fireline/shared';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { buildings, events, floors, notificationOutbox, organisations } from '../../db/schema';

/** Serialises one user's sends, so two at once cannot both pass the rate limit (transaction lock, any process). */
const CONTACT_LOCK_NAMESPACE = 7002;

/** The event with the names its text needs; undefined when there is none. */
export const findEventForContact = async (db: DbOrTx, eventId: number) => {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) return undefined;
  const [unit] = await db.select().from(organisations).where(eq(organisations.id, event.companyId));
  const [building] = event.buildingId
    ? await db.select({ name: buildings.name }).from(buildings).where(eq(buildings.id, event.buildingId))
    : [];
  const [floor] = event.floorId
    ? await db.select({ name: floors.name }).from(floors).where(eq(floors.id, event.floorId))
    : [];
  return { event, unit: unit!, buildingName: building?.name ?? '', floorName: floor?.name ?? '' };
};

type UserPerson = { id: number; real_name: string; mobile: string; org_name: string; source: EventPersonSource };

/**
 * Active users with a mobile who may be reached about a unit's alarm: the unit's own, the caller's colleagues, and
 * the alarm handlers of organisations bound to the unit (centre, maintenance company: the push's receivers).
 */
export const listReachableUsers = (db: DbOrTx, options: { unitId: number; callerOrgId: number }) =>
  queryRows<UserPerson>(
    db,
    sql`
    select u.id, u.real_name, u.mobile, o.name as org_name,
           case when u.org_id = ${options.unitId} then 'unit_user' when u.org_id = ${options.callerOrgId} then 'own_org' else 'bound_org' end as source
    from users u
    join organisations o on o.id = u.org_id
    join roles r on r.id = u.role_id
    where u.is_active and coalesce(u.mobile, '') <> '' and (
      u.org_id = ${options.unitId}
      or u.org_id = ${options.callerOrgId}
      or (u.org_id in (select b.org_id from org_bindings b where b.cared_id = ${options.unitId} and b.status = 1) and 'alarmdeal' = any(r.permission_ids))
    )
    order by case when u.org_id = ${options.unitId} then 0 when u.org_id = ${options.callerOrgId} then 1 else 2 end, u.id`,
  );

/** Takes the user's send lock and counts their queued sends in the last minute and day (in the caller's transaction). */
export const countRecentSends = async (tx: DbOrTx, userId: number) => {
  await tx.execute(sql`select pg_advisory_xact_lock(${CONTACT_LOCK_NAMESPACE}, ${userId})`);
  const [row] = await queryRows<{ minute: number; day: number }>(
    tx,
    sql`select count(*) filter (where created_at > now() - interval '1 minute')::int as minute, count(*)::int as day
        from notification_outbox
        where user_id = ${userId} and reason like 'contact:%' and created_at > now() - interval '1 day'`,
  );
  return { minute: Number(row?.minute ?? 0), day: Number(row?.day ?? 0) };
};

export const insertContact = async (tx: DbOrTx, values: typeof notificationOutbox.$inferInsert) => {
  const [row] = await tx.insert(notificationOutbox).values(values).returning();
  return row!;
};
