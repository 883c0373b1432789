import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../db/client';
import { jsonRowsSelect } from '../db/json-rows';
import { notificationOutbox } from '../db/schema';

export type OutboxRow = typeof notificationOutbox.$inferSelect;
export type NewNotification = typeof notificationOutbox.$inferInsert;

/** Which channels a dispatcher claims (channel names are plain words): only these, or all but these. */
export type ChannelFilter = { only?: readonly string[]; except?: readonly string[] };

/** A claimed row whose sender died is due again after this long. */
const CLAIM_SECONDS = 300;

/** Queues notifications in the caller's transaction, so they commit with their cause; a repeat is ignored. */
export const insertNotifications = async (tx: DbOrTx, rows: NewNotification[]) => {
  if (rows.length)
    await tx.insert(notificationOutbox).select(jsonRowsSelect(notificationOutbox, rows)).onConflictDoNothing();
};

/**
 * Claims up to `limit` due rows (SKIP LOCKED, in a statement of its own) so two processes never send the same one and no
 * transaction waits on a provider; a claim lapses after CLAIM_SECONDS.
 */
export const claimDueNotifications = async (db: Db, limit: number, channels: ChannelFilter = {}) => {
  const channelCondition = channels.only
    ? sql`and channel = any(${`{${channels.only.join(',')}}`}::text[])`
    : channels.except
      ? sql`and channel <> all(${`{${channels.except.join(',')}}`}::text[])`
      : sql``;
  const claimed = await queryRows<{ id: number }>(
    db,
    sql`update notification_outbox set status = 'sending', next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS})
        where id in (
          select id from notification_outbox
          where status in ('pending', 'failed', 'sending') and next_attempt_at <= now() ${channelCondition}
          order by id limit ${limit} for update skip locked)
        returning id`,
  );
  return claimed.map((row) => Number(row.id));
};

export const findNotification = async (db: DbOrTx, id: number): Promise<OutboxRow | undefined> => {
  const [row] = await db.select().from(notificationOutbox).where(eq(notificationOutbox.id, id));
  return row;
};

export const updateNotification = (db: DbOrTx, id: number, values: Partial<NewNotification>) =>
  db.update(notificationOutbox).set(values).where(eq(notificationOutbox.id, id));
