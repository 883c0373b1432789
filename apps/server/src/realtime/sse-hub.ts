import type { ServerResponse } from 'node:http';
import { FORCE_LOGOUT_ACTION, SSE_RELOAD_ACTION, type ReloadMessage, type StreamData } from '@fireline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Bus, BusEvent } from './bus';
import { selectLastSkipped, selectMessagesAfter, selectNewestMessageId, selectUserMessages } from './sse-hub.repo';

type Connection = {
  userId: number;
  sessionId: number;
  lang: 'zh' | 'en';
  lastId: number;
  response: ServerResponse;
  openedAt: number;
  /** Text held back while the socket's buffer is full (write answered false), sent on 'drain'. */
  held: string[];
  heldBytes: number;
  isBlocked: boolean;
};

const frame = (id: number, data: StreamData) => `id: ${id}\ndata: ${JSON.stringify(data)}\n\n`;
/** A stored message as it goes on the wire: its JSON text as the database prints it, never parsed and printed again. */
const storedFrame = (id: number, json: string) => `id: ${id}\ndata: ${json}\n\n`;

/** Rows read per query, live or on replay. */
const PAGE = 1000;

/**
 * The streams of this process. Messages live in realtime_messages, one row per message with its users, and their ids
 * commit in increasing order (realtime/push.ts). The bus only says "there are new rows"; the hub reads the rows after
 * the last one it read, once for all its streams, and sends each stream those naming its user. All reads run one
 * after another, so a stream never gets a message twice or out of order, and a reconnect with Last-Event-ID is sent
 * exactly what it missed before it joins the live rows.
 */
export const createSseHub = (options: {
  db: Db;
  bus: Bus;
  heartbeatMs: number;
  replayLimit: number;
  /** Newest missed messages a reconnect is replayed; past that it gets `reload` first. */
  replayMax: number;
  streamsPerSession: number;
  maxBufferBytes: number;
  logger: FastifyBaseLogger;
}) => {
  const byUser = new Map<number, Set<Connection>>();
  const replayPage = options.replayLimit;
  /** The last id read for the live streams (undefined until the first stream opens). */
  let cursor: number | undefined;
  let chain: Promise<void> = Promise.resolve();
  let isPumpQueued = false;
  let opened = 0;

  const remove = (connection: Connection) => {
    const set = byUser.get(connection.userId);
    set?.delete(connection);
    if (set && set.size === 0) byUser.delete(connection.userId);
  };

  /** Ends a stream that fell too far behind; the client reconnects with Last-Event-ID and is replayed (capped). */
  const dropSlow = (connection: Connection) => {
    options.logger.warn(
      { userId: connection.userId, heldBytes: connection.heldBytes + connection.response.writableLength },
      'push stream closed: reader too slow',
    );
    connection.held = [];
    connection.heldBytes = 0;
    remove(connection);
    connection.response.destroy();
  };

  /**
   * Writes to a stream respecting back-pressure: once the socket's buffer is full, text is held until 'drain'; a stream
   * holding more than maxBufferBytes is closed, so one slow reader cannot grow the server without bound.
   */
  const writeText = (connection: Connection, text: string) => {
    const { response } = connection;
    if (response.writableEnded || response.destroyed) return;
    if (connection.isBlocked) {
      connection.held.push(text);
      connection.heldBytes += Buffer.byteLength(text);
      if (connection.heldBytes + response.writableLength > options.maxBufferBytes) dropSlow(connection);
      return;
    }
    if (response.write(text)) return;
    connection.isBlocked = true;
    response.once('drain', () => {
      connection.isBlocked = false;
      const held = connection.held.join('');
      connection.held = [];
      connection.heldBytes = 0;
      if (held) writeText(connection, held);
    });
  };
  const write = (connection: Connection, id: number, data: StreamData) => writeText(connection, frame(id, data));

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

  const newestId = () => selectNewestMessageId(options.db);

  /** Reads the rows after the cursor, page by page, and hands each to the streams of its users. */
  const pump = async () => {
    isPumpQueued = false;
    if (byUser.size === 0 || cursor === undefined) return;
    for (;;) {
      const rows = await selectMessagesAfter(options.db, cursor, PAGE);
      deliver(rows);
      if (rows.length) cursor = rows[rows.length - 1]!.id;
      if (rows.length < PAGE) return;
    }
  };

  /**
   * Sends a reconnected stream its user's rows after its last id, up to the live cursor, oldest first: at most the
   * newest replayMax of them. When more were missed, `reload` goes first, with the id of the last row skipped, so the
   * client reloads its lists and a further reconnect starts after the skipped rows.
   */
  const replay = async (connection: Connection, upTo: number) => {
    const skipped = await selectLastSkipped(options.db, {
      userId: connection.userId,
      afterId: connection.lastId,
      upTo,
      skip: options.replayMax,
    });
    if (skipped) {
      const reload: ReloadMessage = { action: SSE_RELOAD_ACTION };
      write(connection, skipped.id, reload);
      connection.lastId = skipped.id;
    }
    for (;;) {
      const rows = await selectUserMessages(options.db, {
        userId: connection.userId,
        afterId: connection.lastId,
        upTo,
        limit: replayPage,
      });
      for (const row of rows) send(connection, row);
      if (rows.length < replayPage) return;
    }
  };

  /** Runs work after everything queued before it; a failure is logged, the next work still runs. */
  const enqueue = (work: () => Promise<void>) => {
    const next = chain
      .then(work)
      .catch((error: unknown) => options.logger.error({ err: error }, 'push delivery failed'));
    chain = next;
    return next;
  };

  const schedulePump = () => {
    if (isPumpQueued || byUser.size === 0) return;
    isPumpQueued = true;
    void enqueue(pump);
  };

  /**
   * Keeps at most streamsPerSession streams per session: the oldest goes. Refusing the newest would strand the tab the
   * operator just opened; the oldest is the likeliest to be a tab long gone, and if it is still open its client
   * reconnects after 3 s and is replayed what it missed.
   */
  const closeOldestOfSession = (userId: number, sessionId: number) => {
    const mine = [...(byUser.get(userId) ?? [])]
      .filter((connection) => connection.sessionId === sessionId)
      .sort((a, b) => a.openedAt - b.openedAt);
    for (const connection of mine.slice(0, Math.max(0, mine.length - options.streamsPerSession + 1))) {
      remove(connection);
      connection.response.end();
    }
  };

  const onBusEvent = (event: BusEvent) => {
    if (event.kind === 'user_messages') {
      schedulePump();
      return;
    }
    if (event.kind !== 'session_ended') return;
    for (const connection of byUser.get(event.userId) ?? []) {
      if (connection.sessionId !== event.sessionId) continue;
      if (event.reason !== 'logout') {
        write(connection, connection.lastId, {
          action: FORCE_LOGOUT_ACTION,
          msg: connection.lang === 'en' ? event.engMsg : event.msg,
        });
      }
      connection.response.end();
      remove(connection);
    }
  };
  const unsubscribe = options.bus.subscribe(onBusEvent);

  const heartbeat = setInterval(() => {
    for (const connections of byUser.values())
      for (const connection of connections) write(connection, connection.lastId, {});
  }, options.heartbeatMs);

  return {
    /** Starts a stream: replays after `lastEventId` when given, else starts at the newest message. */
    open: (input: {
      userId: number;
      sessionId: number;
      lang: 'zh' | 'en';
      lastEventId?: number;
      response: ServerResponse;
    }) =>
      enqueue(async () => {
        // With no stream open nobody needed the rows since the last read: start live reading at the newest.
        if (byUser.size === 0 || cursor === undefined) cursor = await newestId();
        closeOldestOfSession(input.userId, input.sessionId);
        const connection: Connection = {
          userId: input.userId,
          sessionId: input.sessionId,
          lang: input.lang,
          // An id from the future (not ours) starts at the newest, like no id.
          lastId: Math.min(input.lastEventId ?? cursor, cursor),
          response: input.response,
          openedAt: ++opened,
          held: [],
          heldBytes: 0,
          isBlocked: false,
        };
        write(connection, connection.lastId, {});
        if (connection.lastId < cursor) await replay(connection, cursor);
        const set = byUser.get(input.userId) ?? new Set<Connection>();
        set.add(connection);
        byUser.set(input.userId, set);
        input.response.on('close', () => remove(connection));
        if (input.response.destroyed || input.response.writableEnded) remove(connection);
      }),
    connectionCount: () => [...byUser.values()].reduce((sum, set) => sum + set.size, 0),
    /** People with at least one stream open. */
    userCount: () => byUser.size,
    close: () => {
      clearInterval(heartbeat);
      unsubscribe();
      for (const connections of byUser.values()) for (const connection of connections) connection.response.end();
      byUser.clear();
    },
  };
};

export type SseHub = ReturnType<typeof createSseHub>;
