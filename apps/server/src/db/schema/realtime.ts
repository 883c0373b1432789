import { bigserial, index, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** Every message pushed to a user, kept so a reconnecting stream gets what it missed (Last-Event-ID). */
export const realtimeMessages = pgTable(
  'realtime_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('realtime_messages_user_idx').on(t.userId, t.id)],
);
