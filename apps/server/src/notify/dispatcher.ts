import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { isPermanentFailure, type Adapters, type OutboxChannel } from './adapters';
import { claimDueNotifications, findNotification, updateNotification, type ChannelFilter } from './outbox.repo';

export const MAX_ATTEMPTS = 5;

/** When a failed row is tried again: 30 s after the first failure, then 2 min, 4.5 min, 8 min. */
export const retryDelayMs = (attempts: number) => 30_000 * attempts * attempts;

/**
 * Sends what is due, at most `limit` per run, `concurrency` at a time (1 by default). Rows are claimed first (SKIP
 * LOCKED, short transaction) so two processes never send the same one and no transaction waits on a provider; a
 * failure is recorded and retried with growing delays, and given up ("dead") after five attempts, or at once when the
 * adapter says trying again cannot help (a rule deleted or disabled, an address refused). `channels` splits the outbox
 * between jobs, so a slow channel (webhooks of event forwarding) never holds up the others.
 */
export const dispatchNotifications = async (options: {
  db: Db;
  adapters: Adapters;
  logger: FastifyBaseLogger;
  limit?: number;
  channels?: ChannelFilter;
  concurrency?: number;
}) => {
  const claimed = await claimDueNotifications(options.db, options.limit ?? 100, options.channels);
  let sent = 0;
  const sendOne = async (id: number) => {
    const row = await findNotification(options.db, id);
    if (!row) return;
    const attempts = row.attempts + 1;
    try {
      const adapter = options.adapters[row.channel as OutboxChannel];
      if (!adapter) throw new Error(`unknown channel ${row.channel}`);
      await adapter.send(row);
      await updateNotification(options.db, row.id, { status: 'sent', attempts, sentAt: new Date(), lastError: null });
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await updateNotification(options.db, row.id, {
        status: attempts >= MAX_ATTEMPTS || isPermanentFailure(error) ? 'dead' : 'failed',
        attempts,
        lastError: message.slice(0, 500),
        nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
      });
      options.logger.warn({ id: row.id, channel: row.channel, attempts, err: message }, 'notification not sent');
    }
  };
  const queue = [...claimed];
  const lane = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) await sendOne(id);
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 1) }, lane));
  return sent;
};
