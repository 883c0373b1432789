import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../test/http';
import { openStream } from '../test/sse-client';
import { createTestApp } from '../test/test-app';
import { announcePush, insertPushMessages, pushToUsers } from './push';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let baseUrl: string;

beforeAll(async () => {
  // A replay page of 2 rows, so a reconnect that missed more shows the pages join up.
  ctx = await createTestApp({ seed: 'demo', env: { SSE_HEARTBEAT_MS: '200', SSE_REPLAY_LIMIT: '2' } });
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
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(managerStream.messages()).toEqual([]);
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
    const streams = await Promise.all([operator, manager, engineer].map((session) => openStream({ baseUrl, token: session.token, uid: session.uid })));
    await pushToUsers(ctx.deps, [operator.uid, manager.uid], notice('for two'));
    const [first, second] = await Promise.all(streams.slice(0, 2).map((stream) => stream.waitFor((frame) => frame.data.msg_type === 'notice')));
    expect(first!.id).toBe(second!.id);
    await pushToUsers(ctx.deps, [engineer.uid], notice('for the engineer'));
    await streams[2]!.waitFor((frame) => frame.data.msg_type === 'notice');
    expect(streams[2]!.messages().map((frame) => (frame.data.msg_body as { title: string }).title)).toEqual(['for the engineer']);
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
    expect(stream.messages().map((frame) => (frame.data.msg_body as { title: string }).title).sort()).toEqual([...titles].sort());
    await stream.close();
  });

  it('does not skip a message whose transaction took its id first and committed last', async () => {
    const session = await loginAs(ctx.app, 'manager');
    const stream = await openStream({ baseUrl, token: session.token, uid: session.uid });
    await stream.waitFor((frame) => Object.keys(frame.data).length === 0);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = ctx.db.transaction(async (tx) => {
      await insertPushMessages(tx, [{ userIds: [session.uid], payload: notice('first') }]);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const fast = pushToUsers(ctx.deps, [session.uid], notice('second'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await slow;
    await announcePush(ctx.deps.bus, [session.uid]);
    await fast;
    await expect.poll(() => stream.messages().length, { timeout: 5_000 }).toBe(2);
    expect(stream.messages().map((frame) => (frame.data.msg_body as { title: string }).title)).toEqual(['first', 'second']);
    await stream.close();
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
    const stream = await openStream({ baseUrl: `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`, token: session.token, uid: session.uid });
    await stream.waitFor((frame) => Object.keys(frame.data).length === 0);
    await other.close();
    expect(await stream.waitEnded()).toBe(true);
  });
});
