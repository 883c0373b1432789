import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Notifications waiting for, or done with, a channel (site notice, app, SMS, voice, e-mail, WeChat, webhook).
 * Written in the ingest transaction, sent by the dispatcher afterwards: a slow or failing channel never
 * holds up an alarm. Attempts and results stay on the row.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' }),
    userId: integer('user_id'),
    channel: text('channel').notNull(),
    /** Phone number, e-mail address, openid or URL, as the channel needs. */
    recipient: text('recipient').notNull(),
    /** Why: alarm, escalation:<level>, report_119, contact:<uuid> (an SMS or call from the handling dialog). */
    reason: text('reason').notNull(),
    payload: jsonb('payload').notNull(),
    /** pending, sent, failed (will retry), dead (gave up). */
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('notification_outbox_event_idx').on(t.eventId),
    uniqueIndex('notification_outbox_once_uq').on(t.eventId, t.userId, t.channel, t.reason),
    // The handling dialog's sends of a user in the last minute / day, for its rate limit.
    index('notification_outbox_contact_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.reason} like 'contact:%'`),
  ],
);
