import type { PushedMessage } from '@fireline/shared';
import { lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { realtimeMessages } from '../db/schema';
import type { Bus } from './bus';

/** Lock namespace for "push rows of one user" (pg_advisory_xact_lock(namespace, user_id)). */
const PUSH_LOCK_NAMESPACE = 7001;

/**
 * Takes each user's push lock until the transaction ends, in id order (no deadlocks). Message ids come from a sequence
 * when the row is written; without the lock two transactions could commit a user's ids out of order, and a stream that
 * had already sent the higher id would never send the lower one. With it, a user's ids commit in increasing order.
 */
export const lockPushUsers = async (tx: DbOrTx, userIds: readonly number[]) => {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${PUSH_LOCK_NAMESPACE}, id) from unnest(array[${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)}]) as id order by id`);
};

/** Stores one message per user inside the caller's transaction, so what is pushed commits with its cause. */
export const insertPushMessages = async (tx: DbOrTx, userIds: number[], payload: PushedMessage) => {
  if (userIds.length === 0) return;
  await lockPushUsers(tx, userIds);
  await tx.insert(realtimeMessages).values(userIds.map((userId) => ({ userId, payload })));
};

/** Tells every process's hub that these users have new messages; call after the commit. */
export const announcePush = (bus: Bus, userIds: number[]) =>
  userIds.length ? bus.publish({ kind: 'user_messages', userIds: [...new Set(userIds)] }) : Promise.resolve();

export const pushToUsers = async (deps: { db: Db; bus: Bus }, userIds: number[], payload: PushedMessage) => {
  await deps.db.transaction((tx) => insertPushMessages(tx, userIds, payload));
  await announcePush(deps.bus, userIds);
};

/** Messages are kept for replay after a reconnect; a week is plenty. */
export const pruneRealtimeMessages = (db: DbOrTx, olderThanDays: number) =>
  db.delete(realtimeMessages).where(lt(realtimeMessages.createdAt, new Date(Date.now() - olderThanDays * 86_400_000)));
