import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createInProcessBus, type Bus, type BusEvent } from './bus';

const CHANNEL = 'fireline_bus';

/**
 * PostgreSQL LISTEN/NOTIFY between server processes sharing one database. Every process listens on one
 * dedicated connection (re-opened with back-off when it drops) and delivers what arrives to its local
 * subscribers; publishing is a NOTIFY through the pool. Events carry ids only, far below NOTIFY's 8000 bytes.
 * The publishing process delivers to its own subscribers before `publish` resolves (a role change is enforced on the
 * holder's next call to it, not once the NOTIFY has come back) and skips its own NOTIFY by the process tag.
 */
export const createPgBus = async (options: {
  url: string;
  pool: pg.Pool;
  logger?: FastifyBaseLogger;
}): Promise<Bus> => {
  const local = createInProcessBus();
  const origin = randomUUID();
  let client: pg.Client | undefined;
  let isClosed = false;
  let delayMs = 250;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.url });
    next.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        const { origin: from, ...event } = JSON.parse(message.payload) as BusEvent & { origin?: string };
        if (from !== origin) void local.publish(event as BusEvent);
      } catch (error) {
        options.logger?.warn({ err: error }, 'unreadable bus notification');
      }
    });
    next.on('error', (error) => options.logger?.warn({ err: error }, 'bus connection error'));
    next.on('end', () => {
      if (isClosed) return;
      options.logger?.warn({ retryInMs: delayMs }, 'bus connection lost; reconnecting');
      setTimeout(() => void reconnect(), delayMs);
      delayMs = Math.min(delayMs * 2, 10_000);
    });
    await next.connect();
    await next.query(`listen ${CHANNEL}`);
    client = next;
    delayMs = 250;
  };
  const reconnect = async () => {
    try {
      await connect();
    } catch (error) {
      options.logger?.warn({ err: error }, 'bus reconnect failed');
      setTimeout(() => void reconnect(), delayMs);
      delayMs = Math.min(delayMs * 2, 10_000);
    }
  };
  await connect();

  return {
    publish: async (event) => {
      await options.pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ ...event, origin })]);
      await local.publish(event);
    },
    subscribe: local.subscribe,
    close: async () => {
      isClosed = true;
      await client?.end().catch(() => undefined);
      await local.close();
    },
  };
};
