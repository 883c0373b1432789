import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { and, arrayContains, asc, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { realtimeMessages } from '../db/schema';
import type { Bus, BusEvent } from './bus';

type Connection = { userId: number; sessionId: number; lang: 'zh' | 'en'; lastId: number; response: ServerResponse };

const frame = (id: number, data: unknown) => `id: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
/** A stored message as it goes on the wire: its JSON text as the database prints it, never parsed and printed again. */
const storedFrame = (id: number, json: string) => `id: ${id}\ndata: ${json}\n\n`;
/** The payload read as text (jsonb prints one line of valid JSON), so the driver does not build an object from it. */
const payloadText = sql<string>`${realtimeMessages.payload}::text`;

/** Rows read per query, live or on replay. */
const PAGE = 1000;

/**
 * The streams of this process. Messages live in realtime_messages, one row per message with its users, and their ids
 * commit in increasing order (realtime/push.ts). The bus only says "there are new rows"; the hub reads the rows after
 * the last one it read, once for all its streams, and sends each stream those naming its user. All reads run one
 * after another, so a stream never gets a message twice or out of order, and a reconnect with Last-Event-ID is sent
 * exactly what it missed before it joins the live rows.
 */
export const createSseHub = (options: { db: Db; bus: Bus; heartbeatMs: number; replayLimit: number; logger: FastifyBaseLogger }) => {
  const byUser = new Map<number, Set<Connection>>();
  const replayPage = options.replayLimit;
  /** The last id read for the live streams (undefined until the first stream opens). */
  let cursor: number | undefined;
  let chain: Promise<void> = Promise.resolve();
  let isPumpQueued = false;

  const writeText = (connection: Connection, text: string) => {
    if (!connection.response.writableEnded) connection.response.write(text);
  };
  const write = (connection: Connection, id: number, data: unknown) => writeText(connection, frame(id, data));

  const send = (connection: Connection, row: { id: number; payload: string }) => {
    if (row.id <= connection.lastId) return;
    writeText(connection, storedFrame(row.id, row.payload));
    connection.lastId = row.id;
  };

  /**
   * Hands a page of rows to the streams of their users: each row is serialised once however many streams get it, and
   * each stream gets its page in one write (one chunk on the wire, one read for the browser), not one per message.
   */
  const deliver = (rows: { id: number; userIds: number[]; payload: string }[]) => {
    const pending = new Map<Connection, string[]>();
    for (const row of rows) {
      let text: string | undefined;
      for (const userId of row.userIds) {
        for (const connection of byUser.get(userId) ?? []) {
          if (row.id <= connection.lastId) continue;
          text ??= storedFrame(row.id, row.payload);
          const parts = pending.get(connection) ?? [];
          parts.push(text);
          pending.set(connection, parts);
          connection.lastId = row.id;
        }
      }
    }
    for (const [connection, parts] of pending) writeText(connection, parts.join(''));
  };

  const newestId = async () => {
    const [row] = await options.db.select({ id: sql<number | null>`max(${realtimeMessages.id})` }).from(realtimeMessages);
    return Number(row?.id ?? 0);
  };

  /** Reads the rows after the cursor, page by page, and hands each to the streams of its users. */
  const pump = async () => {
    isPumpQueued = false;
    if (byUser.size === 0 || cursor === undefined) return;
    for (;;) {
      const rows = await options.db
        .select({ id: realtimeMessages.id, userIds: realtimeMessages.userIds, payload: payloadText })
        .from(realtimeMessages)
        .where(gt(realtimeMessages.id, cursor))
        .orderBy(asc(realtimeMessages.id))
        .limit(PAGE);
      deliver(rows);
      if (rows.length) cursor = rows[rows.length - 1]!.id;
      if (rows.length < PAGE) return;
    }
  };

  /** Sends a reconnected stream its user's rows after `from`, up to the live cursor, oldest first. */
  const replay = async (connection: Connection, upTo: number) => {
    for (;;) {
      const rows = await options.db
        .select({ id: realtimeMessages.id, payload: payloadText })
        .from(realtimeMessages)
        .where(and(gt(realtimeMessages.id, connection.lastId), lte(realtimeMessages.id, upTo), arrayContains(realtimeMessages.userIds, [connection.userId])))
        .orderBy(asc(realtimeMessages.id))
        .limit(replayPage);
      for (const row of rows) send(connection, row);
      if (rows.length < replayPage) return;
    }
  };

  /** Runs work after everything queued before it; a failure is logged, the next work still runs. */
  const enqueue = (work: () => Promise<void>) => {
    const next = chain.then(work).catch((error: unknown) => options.logger.error({ err: error }, 'push delivery failed'));
    chain = next;
    return next;
  };

  const schedulePump = () => {
    if (isPumpQueued || byUser.size === 0) return;
    isPumpQueued = true;
    void enqueue(pump);
  };

  const remove = (connection: Connection) => {
    const set = byUser.get(connection.userId);
    set?.delete(connection);
    if (set && set.size === 0) byUser.delete(connection.userId);
  };

  const onBusEvent = (event: BusEvent) => {
    if (event.kind === 'user_messages') {
      schedulePump();
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
    open: (input: { userId: number; sessionId: number; lang: 'zh' | 'en'; lastEventId?: number; response: ServerResponse }) =>
      enqueue(async () => {
        // With no stream open nobody needed the rows since the last read: start live reading at the newest.
        if (byUser.size === 0 || cursor === undefined) cursor = await newestId();
        const connection: Connection = { userId: input.userId, sessionId: input.sessionId, lang: input.lang, lastId: input.lastEventId ?? cursor, response: input.response };
        write(connection, connection.lastId, {});
        if (connection.lastId < cursor) await replay(connection, cursor);
        const set = byUser.get(input.userId) ?? new Set<Connection>();
        set.add(connection);
        byUser.set(input.userId, set);
        input.response.on('close', () => remove(connection));
        if (input.response.destroyed || input.response.writableEnded) remove(connection);
      }),
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
