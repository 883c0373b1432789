import { and, arrayContains, asc, desc, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { realtimeMessages } from '../db/schema';

/** The payload read as text (jsonb prints one line of valid JSON), so the driver does not build an object from it. */
const payloadText = sql<string>`${realtimeMessages.payload}::text`;

export const selectNewestMessageId = async (db: Db) => {
  const [row] = await db.select({ id: sql<number | null>`max(${realtimeMessages.id})` }).from(realtimeMessages);
  return Number(row?.id ?? 0);
};

/** Every user's messages after `cursor`, oldest first, at most `limit`. */
export const selectMessagesAfter = (db: Db, cursor: number, limit: number) =>
  db
    .select({ id: realtimeMessages.id, userIds: realtimeMessages.userIds, payload: payloadText })
    .from(realtimeMessages)
    .where(gt(realtimeMessages.id, cursor))
    .orderBy(asc(realtimeMessages.id))
    .limit(limit);

const ofUserBetween = (userId: number, afterId: number, upTo: number) =>
  and(
    gt(realtimeMessages.id, afterId),
    lte(realtimeMessages.id, upTo),
    arrayContains(realtimeMessages.userIds, [userId]),
  );

/** The user's message `skip` places before the newest up to `upTo` (newest first): the last one a replay leaves out. */
export const selectLastSkipped = async (
  db: Db,
  options: { userId: number; afterId: number; upTo: number; skip: number },
) => {
  const [skipped] = await db
    .select({ id: realtimeMessages.id })
    .from(realtimeMessages)
    .where(ofUserBetween(options.userId, options.afterId, options.upTo))
    .orderBy(desc(realtimeMessages.id))
    .offset(options.skip)
    .limit(1);
  return skipped;
};

/** The user's messages after `afterId` up to `upTo`, oldest first, at most `limit`. */
export const selectUserMessages = (db: Db, options: { userId: number; afterId: number; upTo: number; limit: number }) =>
  db
    .select({ id: realtimeMessages.id, payload: payloadText })
    .from(realtimeMessages)
    .where(ofUserBetween(options.userId, options.afterId, options.upTo))
    .orderBy(asc(realtimeMessages.id))
    .limit(options.limit);
