import type { PushedMessage } from '@fireline/shared';
import { lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { realtimeMessages } from '../db/schema';
import type { Bus } from './bus';

/** Stores one message per user inside the caller's transaction, so what is pushed commits with its cause. */
export const insertPushMessages = async (tx: DbOrTx, userIds: number[], payload: PushedMessage) => {
  if (userIds.length === 0) return;
  await tx.insert(realtimeMessages).values(userIds.map((userId) => ({ userId, payload })));
};

/** Tells every process's hub that these users have new messages; call after the commit. */
export const announcePush = (bus: Bus, userIds: number[]) =>
  userIds.length ? bus.publish({ kind: 'user_messages', userIds: [...new Set(userIds)] }) : Promise.resolve();

export const pushToUsers = async (deps: { db: DbOrTx; bus: Bus }, userIds: number[], payload: PushedMessage) => {
  await insertPushMessages(deps.db, userIds, payload);
  await announcePush(deps.bus, userIds);
};

/** Messages are kept for replay after a reconnect; a week is plenty. */
export const pruneRealtimeMessages = (db: DbOrTx, olderThanDays: number) =>
  db.delete(realtimeMessages).where(lt(realtimeMessages.createdAt, new Date(Date.now() - olderThanDays * 86_400_000)));
