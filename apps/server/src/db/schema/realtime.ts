import type { PushedMessage } from '@fireline/shared';
import { bigserial, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every pushed message, once, with the users it goes to. The id is the SSE event id: ids commit in increasing order
 * (inserts take one transaction lock, realtime/push.ts), so a stream that sent id N has seen every message before N,
 * and a reconnect with Last-Event-ID is sent the rows after it that name its user.
 */
export const realtimeMessages = pgTable('realtime_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userIds: integer('user_ids').array().notNull(),
  /** One message of the push stream's contract (packages/shared/src/sse.ts). */
  payload: jsonb('payload').$type<PushedMessage>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
