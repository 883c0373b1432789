import type { PushedMessage } from '@fireline/shared';
import { lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { jsonRowsSelect } from '../db/json-rows';
import { realtimeMessages } from '../db/schema';

/** Transaction lock key of "writing realtime_messages" (pg_advisory_xact_lock(namespace, 0)). */
const PUSH_LOCK_NAMESPACE = 7001;

/**
 * Message ids come from a sequence when the row is written. Without a lock two transactions could commit ids out of
 * order, and a hub that had already read the higher id would never read the lower one. Every writer takes this lock
 * just before its insert and holds it to its commit, so ids commit in increasing order. It is taken last in the
 * transaction, for the insert and the commit only.
 */
const lockPushLog = (tx: DbOrTx) => tx.execute(sql`select pg_advisory_xact_lock(${PUSH_LOCK_NAMESPACE}, 0)`);

/**
 * Stores messages inside the caller's transaction, so what is pushed commits with its cause: one row per message with
 * its recipients (an alarm goes to about ten people; one row each was the writer's largest insert).
 */
export const insertPushMessages = async (
  tx: DbOrTx,
  messages: { userIds: readonly number[]; payload: PushedMessage }[],
) => {
  const rows = messages
    .filter((message) => message.userIds.length > 0)
    .map((message) => ({ userIds: [...new Set(message.userIds)], payload: message.payload }));
  if (rows.length === 0) return;
  await lockPushLog(tx);
  await tx.insert(realtimeMessages).select(jsonRowsSelect(realtimeMessages, rows));
};

/** Messages are kept for replay after a reconnect; a week is plenty. */
export const pruneRealtimeMessages = (db: DbOrTx, olderThanDays: number) =>
  db.delete(realtimeMessages).where(lt(realtimeMessages.createdAt, new Date(Date.now() - olderThanDays * 86_400_000)));
