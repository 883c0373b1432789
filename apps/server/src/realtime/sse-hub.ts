import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { realtimeMessages } from '../db/schema';
import type { Bus, BusEvent } from './bus';

type Connection = { userId: number; sessionId: number; lang: 'zh' | 'en'; lastId: number; response: ServerResponse };

const frame = (id: number, data: unknown) => `id: ${id}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The streams of this process. Messages live in realtime_messages; the bus only says "user N has news",
 * and the hub sends each stream the rows after the last id it sent, so a stream never gets a message twice
 * or out of order, and a reconnect with Last-Event-ID gets exactly what it missed.
 */
export const createSseHub = (options: { db: Db; bus: Bus; heartbeatMs: number; replayLimit: number; logger: FastifyBaseLogger }) => {
  const byUser = new Map<number, Set<Connection>>();
  // One delivery at a time per user, so concurrent announcements cannot interleave.
  const chains = new Map<number, Promise<void>>();

  const write = (connection: Connection, id: number, data: unknown) => {
    if (!connection.response.writableEnded) connection.response.write(frame(id, data));
  };

  const deliver = async (userId: number) => {
    const connections = byUser.get(userId);
    if (!connections?.size) return;
    const from = Math.min(...[...connections].map((connection) => connection.lastId));
    const rows = await options.db
      .select({ id: realtimeMessages.id, payload: realtimeMessages.payload })
      .from(realtimeMessages)
      .where(and(eq(realtimeMessages.userId, userId), gt(realtimeMessages.id, from)))
      .orderBy(asc(realtimeMessages.id))
      .limit(options.replayLimit || 500);
    for (const connection of connections) {
      for (const row of rows) {
        if (row.id <= connection.lastId) continue;
        write(connection, row.id, row.payload);
        connection.lastId = row.id;
      }
    }
  };

  const schedule = (userId: number) => {
    const next = (chains.get(userId) ?? Promise.resolve())
      .then(() => deliver(userId))
      .catch((error: unknown) => options.logger.error({ err: error, userId }, 'push delivery failed'));
    chains.set(userId, next);
    void next.finally(() => {
      if (chains.get(userId) === next) chains.delete(userId);
    });
    return next;
  };

  const remove = (connection: Connection) => {
    const set = byUser.get(connection.userId);
    set?.delete(connection);
    if (set && set.size === 0) byUser.delete(connection.userId);
  };

  const onBusEvent = (event: BusEvent) => {
    if (event.kind === 'user_messages') {
      for (const userId of event.userIds) if (byUser.has(userId)) void schedule(userId);
      return;
    }
    for (const connection of byUser.get(event.userId) ?? []) {
      if (connection.sessionId !== event.sessionId) continue;
      if (event.reason === 'replaced') {
        write(connection, connection.lastId, { action: 'force_logout', msg: connection.lang === 'en' ? event.engMsg : event.msg });
      }
      connection.response.end();
      remove(connection);
    }
  };
  const unsubscribe = options.bus.subscribe(onBusEvent);

  const heartbeat = setInterval(() => {
    for (const connections of byUser.values()) for (const connection of connections) write(connection, connection.lastId, {});
  }, options.heartbeatMs);

  return {
    /** Starts a stream: replays after `lastEventId` when given, else starts at the newest message. */
    open: async (input: { userId: number; sessionId: number; lang: 'zh' | 'en'; lastEventId?: number; response: ServerResponse }) => {
      let lastId = input.lastEventId;
      if (lastId === undefined) {
        const [newest] = await options.db
          .select({ id: realtimeMessages.id })
          .from(realtimeMessages)
          .where(eq(realtimeMessages.userId, input.userId))
          .orderBy(desc(realtimeMessages.id))
          .limit(1);
        lastId = newest?.id ?? 0;
      }
      const connection: Connection = { userId: input.userId, sessionId: input.sessionId, lang: input.lang, lastId, response: input.response };
      const set = byUser.get(input.userId) ?? new Set<Connection>();
      set.add(connection);
      byUser.set(input.userId, set);
      input.response.on('close', () => remove(connection));
      write(connection, connection.lastId, {});
      if (input.lastEventId !== undefined) await schedule(input.userId);
    },
    connectionCount: () => [...byUser.values()].reduce((sum, set) => sum + set.size, 0),
    close: () => {
      clearInterval(heartbeat);
      unsubscribe();
      for (const connections of byUser.values()) for (const connection of connections) connection.response.end();
      byUser.clear();
    },
  };
};

export type SseHub = ReturnType<typeof createSseHub>;
