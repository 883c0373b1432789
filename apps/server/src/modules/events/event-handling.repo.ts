import { and, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { confirmReasons, eventHandlings, events, users } from '../../db/schema';

export type EventRow = typeof events.$inferSelect;
export type NewHandling = typeof eventHandlings.$inferInsert;
/** The handling fields an event carries (its latest handling). */
export type HandlingValues = Pick<
  typeof events.$inferInsert,
  'enumConfirmType' | 'processWay' | 'confirmReasonId' | 'confirmDesc' | 'annexIds' | 'confirmUserId' | 'acceptEndTime'
>;

/** These events, locked for the transaction in id order (two handlings of overlapping sets queue, never deadlock). */
export const lockEvents = (tx: Tx, ids: number[]) =>
  tx.select().from(events).where(inArray(events.id, ids)).orderBy(events.id).for('update');

/** Earlier events of the same device / component and category nobody has handled yet, not among `taken`, locked. */
export const lockEarlierUnhandled = (tx: Tx, row: EventRow, taken: number[]) =>
  tx
    .select()
    .from(events)
    .where(
      and(
        eq(events.deviceId, row.deviceId),
        row.componentId === null ? sql`${events.componentId} is null` : eq(events.componentId, row.componentId),
        eq(events.statusCategory, row.statusCategory),
        eq(events.enumConfirmType, 0),
        lte(events.receiveTime, row.receiveTime),
        notInArray(events.id, taken),
      ),
    )
    .orderBy(events.id)
    .for('update');

/** Events nobody handled for `afterSeconds`, oldest first, at most `limit`, locked; ones another run holds are skipped. */
export const lockTimedOut = (tx: Tx, options: { afterSeconds: number; limit: number }) =>
  tx
    .select()
    .from(events)
    .where(
      and(
        eq(events.enumConfirmType, 0),
        sql`${events.receiveTime} < now() - make_interval(secs => ${options.afterSeconds})`,
      ),
    )
    .orderBy(events.receiveTime)
    .limit(options.limit)
    .for('update', { skipLocked: true });

/** The person chosen as handler, when active and of one of the units or of the operator's own organisation. */
export const findEligibleHandler = async (
  tx: Tx,
  options: { handlerId: number; operatorId: number; unitIds: number[] },
) => {
  const [person] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, options.handlerId),
        eq(users.isActive, true),
        sql`(${inArray(users.orgId, options.unitIds)} or ${users.orgId} = (select org_id from users where id = ${options.operatorId}))`,
      ),
    );
  return person;
};

export const findConfirmReason = async (db: DbOrTx, reasonId: number) => {
  const [reason] = await db.select().from(confirmReasons).where(eq(confirmReasons.id, reasonId));
  return reason;
};

/** One history row per event, and the events' own handling fields; answers the updated events. */
export const saveHandlings = async (tx: Tx, rows: NewHandling[], values: HandlingValues) => {
  await tx.insert(eventHandlings).values(rows);
  return tx
    .update(events)
    .set(values)
    .where(
      inArray(
        events.id,
        rows.map((row) => row.eventId),
      ),
    )
    .returning();
};
