import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { ChannelAdapter, NotificationChannel } from './adapters';
import { claimDueNotifications, findNotification, updateNotification } from './outbox.repo';

const MAX_ATTEMPTS = 5;

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
  const claimed = await claimDueNotifications(options.db, options.limit ?? 100);
  let sent = 0;
  for (const id of claimed) {
    const row = await findNotification(options.db, id);
    if (!row) continue;
    const attempts = row.attempts + 1;
    try {
      const adapter = options.adapters[row.channel as NotificationChannel];
      if (!adapter) throw new Error(`unknown channel ${row.channel}`);
      await adapter.send(row);
      await updateNotification(options.db, row.id, { status: 'sent', attempts, sentAt: new Date(), lastError: null });
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await updateNotification(options.db, row.id, {
        status: attempts >= MAX_ATTEMPTS ? 'dead' : 'failed',
        attempts,
        lastError: message.slice(0, 500),
        nextAttemptAt: new Date(Date.now() + 30_000 * attempts * attempts),
      });
      options.logger.warn({ id: row.id, channel: row.channel, attempts, err: message }, 'notification not sent');
    }
  }
  return sent;
};
