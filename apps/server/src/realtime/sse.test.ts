import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { arrayContains, desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeMessages } from '../db/schema';
import { loginAs } from '../test/http';
import { openStream } from '../test/sse-client';
import { until } from '../test/until';
import { createTestApp } from '../test/test-app';
import { announcePush, pushToUsers } from './push';
import { insertPushMessages } from './push.repo';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;

beforeAll(async () => {
  // A replay page of 2 rows, so a reconnect that missed more shows the pages join up; a small unsent-bytes bound.
  ctx = await createTestApp({
    seed: 'demo',
    env: {
      SSE_HEARTBEAT_MS: '200',
      SSE_REPLAY_LIMIT: '2',
      SSE_REPLAY_MAX: '200',
      SSE_STREAMS_PER_SESSION: '3',
      SSE_MAX_BUFFER_BYTES: '262144',
    },
  });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());

const notice = (title: string) => ({ msg_type: 'notice', app_id: [29], msg_body: { title, content: title } });

describe('push stream', () => {
  it('answers 401 without a token, with an unknown one, or with another user’s uid', async () => {
    expect((await openStream({ baseUrl })).status).toBe(401);
    expect((await openStream({ baseUrl, token: 'made-up' })).status).toBe(401);
    const session = await loginAs(ctx.app, 'operator');
    expect((await openStream({ baseUrl, token: session.token, uid: session.uid + 100 })).status).toBe(401);
  });

  it('sends heartbeats {} with an id, and a pushed message to its user only', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const manager = await loginAs(ctx.app, 'manager');
    const operatorStream = await openStream({ baseUrl, token: operator.token, uid: operator.uid });
    const managerStream = await openStream({ baseUrl, token: manager.token, uid: manager.uid });
    expect(operatorStream.status).toBe(200);
    const heartbeat = await operatorStream.waitFor((frame) => Object.keys(frame.data).length === 0);
    expect(heartbeat.id).toEqual(expect.any(Number));

    await pushToUsers(ctx.deps, [operator.uid], notice('for the operator'));
    const message = await operatorStream.waitFor((frame) => frame.data.msg_type === 'notice');
    expect(message.data).toMatchObject({ app_id: [29], msg_body: { title: 'for the operator' } });
    expect(message.id).toBeGreaterThan(0);
    // The manager's own message, pushed after: once it is there, the operator's would have come first (one stream, in
    // id order).
    await pushToUsers(ctx.deps, [manager.uid], notice('for the manager'));
    await managerStream.waitFor((frame) => frame.data.msg_type === 'notice');
    expect(managerStream.messages().map((frame) => (frame.data.msg_body as { title: string }).title)).toEqual([
      'for the manager',
    ]);
    await operatorStream.close();
    await managerStream.close();
  });

  it('replays exactly what was missed after a reconnect with Last-Event-ID, in order', async () => {
    const session = await loginAs(ctx.app, 'admin');
    const first = await openStream({ baseUrl, token: session.token, uid: session.uid });
    await pushToUsers(ctx.deps, [session.uid], notice('one'));
    const seen = await first.waitFor((frame) => frame.data.msg_type === 'notice');
    await first.close();
    await pushToUsers(ctx.deps, [session.uid], notice('two'));
    await pushToUsers(ctx.deps, [session.uid], notice('three'));
    const again = await openStream({ baseUrl, token: session.token, uid: session.uid, lastEventId: seen.id });
    await again.waitFor((frame) => (frame.data.msg_body as { title?: string } | undefined)?.title === 'three');
    const titles = again.messages().map((frame) => (frame.data.msg_body as { title: string }).title);
    expect(titles).toEqual(['two', 'three']);
    const ids = again.messages().map((frame) => frame.id!);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    await again.close();
  });

  it('sends one message for several users to each of their streams once', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const manager = await loginAs(ctx.app, 'manager');
    const engineer = await loginAs(ctx.app, 'engineer');
    const streams = await Promise.all(
      [operator, manager, engineer].map((session) => openStream({ baseUrl, token: session.token, uid: session.uid })),
    );
    await pushToUsers(ctx.deps, [operator.uid, manager.uid], notice('for two'));
    const [first, second] = await Promise.all(
      streams.slice(0, 2).map((stream) => stream.waitFor((frame) => frame.data.msg_type === 'notice')),
    );
    expect(first!.id).toBe(second!.id);
    await pushToUsers(ctx.deps, [engineer.uid], notice('for the engineer'));
    await streams[2]!.waitFor((frame) => frame.data.msg_type === 'notice');
    expect(streams[2]!.messages().map((frame) => (frame.data.msg_body as { title: string }).title)).toEqual([
      'for the engineer',
    ]);
    expect(streams[0]!.messages()).toHaveLength(1);
    expect(streams[1]!.messages()).toHaveLength(1);
    await Promise.all(streams.map((stream) => stream.close()));
  });

  it('replays everything missed, page after page, when more was missed than one replay page', async () => {
    const session = await loginAs(ctx.app, 'authority');
    const first = await openStream({ baseUrl, token: session.token, uid: session.uid });
    await pushToUsers(ctx.deps, [session.uid], notice('seen'));
    const seen = await first.waitFor((frame) => frame.data.msg_type === 'notice');
    await first.close();
    const titles = ['m1', 'm2', 'm3', 'm4', 'm5'];
    for (const title of titles) await pushToUsers(ctx.deps, [session.uid], notice(title));
    const again = await openStream({ baseUrl, token: session.token, uid: session.uid, lastEventId: seen.id });
    await again.waitFor((frame) => (frame.data.msg_body as { title?: string } | undefined)?.title === 'm5');
    expect(again.messages().map((frame) => (frame.data.msg_body as { title: string }).title)).toEqual(titles);
    await pushToUsers(ctx.deps, [session.uid], notice('live'));
    await again.waitFor((frame) => (frame.data.msg_body as { title?: string } | undefined)?.title === 'live');
    expect(again.messages()).toHaveLength(6);
    await again.close();
  });

  it('delivers messages written by concurrent transactions in id order, none missing', async () => {
    const session = await loginAs(ctx.app, 'operator');
    const stream = await openStream({ baseUrl, token: session.token, uid: session.uid });
    await stream.waitFor((frame) => Object.keys(frame.data).length === 0);
    const titles = Array.from({ length: 20 }, (_, index) => `c${index}`);
    await Promise.all(titles.map((title) => pushToUsers(ctx.deps, [session.uid], notice(title))));
    await expect.poll(() => stream.messages().length, { timeout: 10_000 }).toBe(20);
    const ids = stream.messages().map((frame) => frame.id!);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(20);
    expect(
      stream
        .messages()
        .map((frame) => (frame.data.msg_body as { title: string }).title)
        .sort(),
    ).toEqual([...titles].sort());
    await stream.close();
  });

  it('does not skip a message whose transaction took its id first and committed last', async () => {
    const session = await loginAs(ctx.app, 'manager');
    const stream = await openStream({ baseUrl, token: session.token, uid: session.uid });
    await stream.waitFor((frame) => Object.keys(frame.data).length === 0);
    let release!: () => void;
    let inserted!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const firstInserted = new Promise<void>((resolve) => (inserted = resolve));
    const slow = ctx.db.transaction(async (tx) => {
      await insertPushMessages(tx, [{ userIds: [session.uid], payload: notice('first') }]);
      inserted();
      await held;
    });
    await firstInserted;
    let isFastDone = false;
    const fast = pushToUsers(ctx.deps, [session.uid], notice('second')).then(() => (isFastDone = true));
    // The second push is under way while the first is uncommitted. On PostgreSQL it waits for the push log's lock
    // (push.repo.ts), or, were that lock gone, commits and is announced first; PGlite runs one transaction at a time,
    // so there it can only wait for the first to end.
    if (process.env.TEST_DATABASE_URL)
      await until(
        async () =>
          isFastDone ||
          (
            (await ctx.db.execute(sql`select 1 from pg_locks where locktype = 'advisory' and not granted`)) as {
              rows: unknown[];
            }
          ).rows.length > 0,
        'the second push queued or committed',
      );
    release();
    await slow;
    await announcePush(ctx.deps.bus, [session.uid]);
    await fast;
    await expect.poll(() => stream.messages().length, { timeout: 5_000 }).toBe(2);
    expect(stream.messages().map((frame) => (frame.data.msg_body as { title: string }).title)).toEqual([
      'first',
      'second',
    ]);
    await stream.close();
  });

  it('replays at most the newest SSE_REPLAY_MAX messages after Last-Event-ID 0, with reload first', async () => {
    const session = await loginAs(ctx.app, 'admin');
    await ctx.db.transaction((tx) =>
      insertPushMessages(
        tx,
        Array.from({ length: 500 }, (_, index) => ({ userIds: [session.uid], payload: notice(`r${index}`) })),
      ),
    );
    const newest = await ctx.db
      .select({ id: realtimeMessages.id })
      .from(realtimeMessages)
      .where(arrayContains(realtimeMessages.userIds, [session.uid]))
      .orderBy(desc(realtimeMessages.id))
      .limit(201);
    const stream = await openStream({ baseUrl, token: session.token, uid: session.uid, lastEventId: 0 });
    await stream.waitFor((frame) => frame.id === newest[0]!.id && frame.data.msg_type === 'notice');
    const [reload, ...replayed] = stream.messages();
    expect(reload).toEqual({ id: newest[200]!.id, data: { action: 'reload' } });
    expect(replayed.map((frame) => frame.id)).toEqual(
      newest
        .slice(0, 200)
        .map((row) => row.id)
        .reverse(),
    );
    expect((replayed.at(-1)!.data.msg_body as { title: string }).title).toBe('r499');
    await stream.close();
    // A reconnect that missed no more than the cap gets no reload.
    const again = await openStream({ baseUrl, token: session.token, uid: session.uid, lastEventId: newest[3]!.id });
    await again.waitFor((frame) => frame.id === newest[0]!.id && frame.data.msg_type === 'notice');
    expect(again.messages().map((frame) => frame.id)).toEqual([newest[2]!.id, newest[1]!.id, newest[0]!.id]);
    await again.close();
  });

  it('keeps three streams per session: a fourth closes the oldest, the others stay live', async () => {
    const session = await loginAs(ctx.app, 'operator');
    const streams = [];
    for (let index = 0; index < 4; index += 1) {
      const stream = await openStream({ baseUrl, token: session.token, uid: session.uid });
      await stream.waitFor((frame) => Object.keys(frame.data).length === 0);
      streams.push(stream);
    }
    expect(await streams[0]!.waitEnded()).toBe(true);
    await pushToUsers(ctx.deps, [session.uid], notice('to the open tabs'));
    for (const stream of streams.slice(1))
      expect((await stream.waitFor((frame) => frame.data.msg_type === 'notice')).data.msg_body).toMatchObject({
        title: 'to the open tabs',
      });
    await Promise.all(streams.map((stream) => stream.close()));
  });

  it('closes a stream whose reader stops reading once it holds more than SSE_MAX_BUFFER_BYTES, and serves the others', async () => {
    const session = await loginAs(ctx.app, 'manager');
    const socket = connect((ctx.app.server.address() as AddressInfo).port, '127.0.0.1');
    socket.write(
      `GET /sse?pid=119&uid=${session.uid}&utype=w HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: token ${session.token}\r\n\r\n`,
    );
    const [head] = (await once(socket, 'data')) as [Buffer];
    expect(head.toString()).toContain('200 OK');
    socket.pause();
    let isClosed = false;
    socket.on('close', () => (isClosed = true));
    // 48 × 8 messages of 24 KB: 9 MB, more than the socket buffers and the 256 KB bound together.
    const big = 'x'.repeat(24 * 1024);
    for (let batch = 0; batch < 48; batch += 1) {
      await ctx.db.transaction((tx) =>
        insertPushMessages(
          tx,
          Array.from({ length: 8 }, () => ({ userIds: [session.uid], payload: notice(big) })),
        ),
      );
      await announcePush(ctx.deps.bus, [session.uid]);
    }
    // Another reader of the same user is still served in full.
    const healthy = await openStream({ baseUrl, token: session.token, uid: session.uid });
    await pushToUsers(ctx.deps, [session.uid], notice('after the flood'));
    await healthy.waitFor(
      (frame) => (frame.data.msg_body as { title?: string } | undefined)?.title === 'after the flood',
    );
    await healthy.close();
    // The slow reader, reading again, finds its stream cut short by the server: far less than the 9 MB, then the end.
    let received = 0;
    socket.on('data', (chunk: Buffer) => (received += chunk.length));
    socket.resume();
    await expect.poll(() => isClosed, { timeout: 10_000 }).toBe(true);
    expect(received).toBeLessThan(48 * 8 * big.length);
  });

  it('sends force_logout to the first stream when the user logs in elsewhere, and ends it', async () => {
    const first = await loginAs(ctx.app, 'engineer');
    const stream = await openStream({ baseUrl, token: first.token, uid: first.uid });
    const englishFirst = await loginAs(ctx.app, 'authority');
    const englishStream = await openStream({ baseUrl, token: englishFirst.token, uid: englishFirst.uid, lang: 'en' });
    await stream.waitFor((frame) => Object.keys(frame.data).length === 0);
    await loginAs(ctx.app, 'engineer');
    await loginAs(ctx.app, 'authority');
    const forced = await stream.waitFor((frame) => frame.data.action === 'force_logout');
    expect(forced.data.msg).toBe('此账号已在别处登录，请重新登录');
    expect(forced.id).toEqual(expect.any(Number));
    expect(await stream.waitEnded()).toBe(true);
    const english = await englishStream.waitFor((frame) => frame.data.action === 'force_logout');
    expect(english.data.msg).toBe('this account has logged in elsewhere, please log in again');
    // The replaced token cannot open a new stream.
    expect((await openStream({ baseUrl, token: first.token, uid: first.uid })).status).toBe(401);
  });

  it('ends open streams when the server shuts down, instead of waiting for them', async () => {
    const other = await createTestApp({ seed: 'demo', env: { SSE_HEARTBEAT_MS: '200' } });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const session = await loginAs(other.app, 'operator');
    const stream = await openStream({
      baseUrl: `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`,
      token: session.token,
      uid: session.uid,
    });
    await stream.waitFor((frame) => Object.keys(frame.data).length === 0);
    await other.close();
    expect(await stream.waitEnded()).toBe(true);
  });
});
