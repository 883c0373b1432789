import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { notificationOutbox } from '../db/schema';
import type { ChannelAdapter, NotificationChannel, OutboxRow } from './adapters';

const MAX_ATTEMPTS = 5;
/** A claimed row whose sender died is due again after this long. */
const CLAIM_SECONDS = 300;

/**
 * Sends what is due, at most `limit` per run. Rows are claimed first (SKIP LOCKED, short transaction) so two
 * processes never send the same one and no transaction waits on a provider; a failure is recorded and retried
 * with growing delays, and given up ("dead") after five attempts.
 */
export const dispatchNotifications = async (options: {
  db: Db;
  adapters: Record<NotificationChannel, ChannelAdapter>;
  logger: FastifyBaseLogger;
  limit?: number;
}) => {
  const claimed = await queryRows<{ id: number }>(
    options.db,
    sql`update notification_outbox set status = 'sending', next_attempt_at = now() + make_interval(secs => ${CLAIM_SECONDS})
        where id in (
          select id from notification_outbox
          where status in ('pending', 'failed', 'sending') and next_attempt_at <= now()
          order by id limit ${options.limit ?? 100} for update skip locked)
        returning id`,
  );
  let sent = 0;
  for (const { id } of claimed) {
    const [row] = await options.db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.id, Number(id)));
    if (!row) continue;
    const attempts = row.attempts + 1;
    try {
      const adapter = options.adapters[row.channel as NotificationChannel];
      if (!adapter) throw new Error(`unknown channel ${row.channel}`);
      await adapter.send(row as OutboxRow);
      await options.db
        .update(notificationOutbox)
        .set({ status: 'sent', attempts, sentAt: new Date(), lastError: null })
        .where(eq(notificationOutbox.id, row.id));
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await options.db
        .update(notificationOutbox)
        .set({
          status: attempts >= MAX_ATTEMPTS ? 'dead' : 'failed',
          attempts,
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(Date.now() + 30_000 * attempts * attempts),
        })
        .where(eq(notificationOutbox.id, row.id));
      options.logger.warn({ id: row.id, channel: row.channel, attempts, err: message }, 'notification not sent');
    }
  }
  return sent;
};
