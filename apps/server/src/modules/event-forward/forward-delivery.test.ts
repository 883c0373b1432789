import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ErrorCodes,
  type ForwardDelivery,
  type ForwardRule,
  type ForwardRuleWithSecret,
  type Page,
} from '@fireline/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../../core/secret-box';
import { devices, events, notificationOutbox, organisations } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { toDeviceRef } from '../../ingest/device-lookup';
import type { DeviceRef } from '../../ingest/ingest-types';
import { buildAdapters } from '../../notify/adapters';
import { dispatchNotifications } from '../../notify/dispatcher';
import { raiseAlarm } from '../../test/alarm-events';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import type { ForwardBody } from './forward-body';
import { postToEndpoint } from './endpoint';
import { createForwardAdapter, endpointPolicyOf, FORWARD_CHANNEL } from './index';

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string; at: number };

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let manager: Awaited<ReturnType<typeof loginAs>>;
let endpoint: http.Server;
let base: string;
let tower: DeviceRef;
let school: DeviceRef;
let towerId: number;
const received: Received[] = [];

const TIMEOUT_MS = 400;

/** One run of the forwarding job, as the scheduler runs it (its own channel, four at a time). */
const dispatch = () =>
  dispatchNotifications({
    db: ctx.db,
    adapters: {
      ...buildAdapters(ctx.deps.env, ctx.deps.logger),
      event_forward: createForwardAdapter({
        db: ctx.db,
        box: createSecretBox(ctx.deps.env.DEVICE_SECRET_KEY),
        timeoutMs: TIMEOUT_MS,
        policy: endpointPolicyOf(ctx.deps.env),
      }),
    },
    logger: ctx.deps.logger,
    channels: { only: [FORWARD_CHANNEL] },
    concurrency: 4,
  });

const createRule = async (body: Record<string, unknown>) => {
  const answer = await manager.call<ForwardRuleWithSecret>({
    method: 'POST',
    path: '/api_proxy/event_forward/info/',
    body: { name: '区平台', categories: ['fire'], ...body },
  });
  if (answer.body.code !== 0) throw new Error(`rule not created: ${answer.body.msg}`);
  return answer.body.data;
};
const deliveriesOf = async (ruleId: number) =>
  (
    await manager.call<Page<ForwardDelivery>>({
      path: '/api_proxy/event_forward/deliveries/',
      query: { id: ruleId },
    })
  ).body.data;
const forwardRowsOf = (eventId: number) =>
  ctx.db
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.eventId, eventId), eq(notificationOutbox.channel, FORWARD_CHANNEL)));
const hmacOf = (secret: string, body: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

beforeAll(async () => {
  // The receiver listens on loopback: the administrator's allowed networks name it (the default refuses it).
  ctx = await createTestApp({ seed: 'demo', env: { EVENT_FORWARD_ALLOWED_NETWORKS: '127.0.0.1/32' } });
  endpoint = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body, at: Date.now() });
      if (request.url === '/ok') response.writeHead(200, { 'content-type': 'text/plain' }).end('accepted');
      if (request.url === '/fail') response.writeHead(500).end('boom: database down');
      if (request.url === '/redirect')
        response.writeHead(302, { location: `http://169.254.169.254/latest/meta-data` }).end();
      // /hang never answers.
    });
  });
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;
  manager = await loginAs(ctx.app, 'manager');
  const unit = async (name: string) =>
    (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;
  towerId = await unit('华鼎国际大厦');
  const towerDevice = await buildDevice(ctx.db, { companyId: towerId, name: 'C座 用户信息传输装置' });
  // enum_device_type 1: a user information transmission device (用传).
  await ctx.db.update(devices).set({ deviceType: '1' }).where(eq(devices.id, towerDevice.id));
  tower = toDeviceRef({ ...towerDevice, deviceType: '1' });
  school = toDeviceRef(await buildDevice(ctx.db, { companyId: await unit('朝阳实验学校') }));
});
afterEach(async () => {
  const rules = await manager.call<Page<ForwardRule>>({ path: '/api_proxy/event_forward/list/' });
  for (const rule of rules.body.data.list)
    await manager.call({ method: 'DELETE', path: '/api_proxy/event_forward/info/', query: { id: rule.id } });
  received.length = 0;
});
afterAll(async () => {
  endpoint.closeAllConnections();
  endpoint.close();
  await ctx.close();
});

describe('forwarding events to an endpoint', () => {
  it('posts an event raised through ingest, signed with the rule’s secret, and logs the delivery', async () => {
    const rule = await createRule({ url: `${base}/ok`, device_types: [1] });
    const eventId = await raiseAlarm(ctx.deps.eventWriter, tower);
    // Queued with the event, in its transaction: there the moment the writer acknowledges.
    expect(await forwardRowsOf(eventId)).toHaveLength(1);
    // Not forwarded: another category, a unit outside the owner's scope.
    const fault = await raiseAlarm(ctx.deps.eventWriter, tower, { category: 'fault' });
    const elsewhere = await raiseAlarm(ctx.deps.eventWriter, school);
    expect(await forwardRowsOf(fault)).toHaveLength(0);
    expect(await forwardRowsOf(elsewhere)).toHaveLength(0);

    expect(await dispatch()).toBe(1);
    expect(received).toHaveLength(1);
    const [post] = received;
    expect(post!.path).toBe('/ok');
    expect(post!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(post!.headers['x-fireline-signature']).toBe(hmacOf(rule.secret, post!.body));
    expect(post!.headers['x-fireline-rule']).toBe(String(rule.id));
    expect(post!.headers['x-fireline-kind']).toBe('event');
    const [stored] = await ctx.db.select().from(events).where(eq(events.id, eventId));
    const body = JSON.parse(post!.body) as ForwardBody;
    expect(body).toMatchObject({
      kind: 'event',
      rule_id: rule.id,
      event: {
        id: eventId,
        uuid: stored!.uuid,
        category: 'fire',
        alarm_status: 'alarm',
        alarm_type: stored!.alarmType,
        time: Math.floor(stored!.acceptTime.getTime() / 1000),
        time_text: ctx.deps.siteTime.format(stored!.acceptTime),
        utc_offset_minutes: 480,
        unit: { id: towerId, name: '华鼎国际大厦' },
        device: { id: tower.id, code: tower.deviceCode, name: 'C座 用户信息传输装置', type: 1 },
        component: { id: stored!.componentId, name: stored!.deviceName },
      },
    });
    expect(body.event.time_text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const log = await deliveriesOf(rule.id);
    expect(log.list).toEqual([
      expect.objectContaining({
        event_id: eventId,
        is_test: 0,
        status: 'sent',
        attempts: 1,
        status_code: 200,
        response_snippet: 'accepted',
        error: null,
      }),
    ]);
    expect(post!.headers['x-fireline-delivery']).toBe(String(log.list[0]!.id));
    const listed = await manager.call<ForwardRule>({ path: '/api_proxy/event_forward/info/', query: { id: rule.id } });
    expect(listed.body.data.last_delivery).toMatchObject({ status: 'sent', status_code: 200 });
  });

  it('does not forward another device type', async () => {
    await createRule({ url: `${base}/ok`, device_types: [2] });
    expect(await forwardRowsOf(await raiseAlarm(ctx.deps.eventWriter, tower))).toHaveLength(0);
  });

  it('retries an endpoint that answers 500 with growing delays, the same signed body each time', async () => {
    const rule = await createRule({ url: `${base}/fail` });
    await raiseAlarm(ctx.deps.eventWriter, tower);
    await dispatch();
    const first = (await deliveriesOf(rule.id)).list[0]!;
    expect(first).toMatchObject({
      status: 'failed',
      attempts: 1,
      status_code: 500,
      response_snippet: 'boom: database down',
      error: 'the endpoint answered HTTP 500',
    });
    const now = Math.floor(Date.now() / 1000);
    expect(first.next_attempt_time! - now).toBeGreaterThanOrEqual(25);
    expect(first.next_attempt_time! - now).toBeLessThanOrEqual(31);

    // Not due yet: a run now sends nothing.
    await dispatch();
    expect(received).toHaveLength(1);
    // Thirty seconds later (moved, not waited for), the second attempt; then the delay grows to two minutes.
    await ctx.db
      .update(notificationOutbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(notificationOutbox.id, first.id));
    await dispatch();
    const second = (await deliveriesOf(rule.id)).list[0]!;
    expect(second).toMatchObject({ id: first.id, status: 'failed', attempts: 2, status_code: 500 });
    expect(second.next_attempt_time! - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(115);
    expect(received).toHaveLength(2);
    expect(received[1]!.body).toBe(received[0]!.body);
    expect(received[1]!.headers['x-fireline-signature']).toBe(received[0]!.headers['x-fireline-signature']);
    expect(received[1]!.headers['x-fireline-signature']).toBe(hmacOf(rule.secret, received[1]!.body));
  });

  it('commits an event at once whatever its endpoint does, and logs the endpoint that never answers', async () => {
    const rule = await createRule({ url: `${base}/hang` });
    const started = performance.now();
    const eventId = await raiseAlarm(ctx.deps.eventWriter, tower);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await forwardRowsOf(eventId)).toMatchObject([{ status: 'pending', attempts: 0 }]);

    const sending = performance.now();
    await dispatch();
    expect(performance.now() - sending).toBeLessThan(TIMEOUT_MS + 1_500);
    expect(received.map((post) => post.path)).toEqual(['/hang']);
    const [delivery] = (await deliveriesOf(rule.id)).list;
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, status_code: null });
    expect(delivery!.error).toContain(`no answer within ${TIMEOUT_MS} ms`);
  });

  it('sends test events, at most five a minute per rule', async () => {
    const rule = await createRule({ url: `${base}/ok`, is_enabled: 0 });
    const press = () =>
      manager.call<{ delivery_id: number }>({
        method: 'POST',
        path: '/api_proxy/event_forward/test/',
        body: { id: rule.id },
        lang: 'en',
      });
    for (let index = 0; index < 5; index += 1) expect((await press()).body.code).toBe(0);
    const sixth = await press();
    expect(sixth.body.code).toBe(ErrorCodes.limitExceeded);
    expect(sixth.body.msg).toContain('at most 5 test events a minute per rule');
    const log = await deliveriesOf(rule.id);
    expect(log.total).toBe(5);
    expect(log.list.every((delivery) => delivery.is_test === 1 && delivery.event_id === null)).toBe(true);

    // A test goes out even while the rule is disabled: that is how an endpoint is tried before it is switched on.
    await dispatch();
    expect(received).toHaveLength(5);
    for (const post of received) {
      expect(post.headers['x-fireline-kind']).toBe('test');
      expect(post.headers['x-fireline-signature']).toBe(hmacOf(rule.secret, post.body));
      expect(JSON.parse(post.body)).toMatchObject({
        kind: 'test',
        event: { id: null, category: 'fire', unit: { id: towerId } },
      });
    }
  });

  it('forwards nothing for a disabled rule, and gives up what it had queued', async () => {
    const rule = await createRule({ url: `${base}/ok` });
    const queued = await raiseAlarm(ctx.deps.eventWriter, tower);
    await manager.call({ method: 'PUT', path: '/api_proxy/event_forward/info/', body: { id: rule.id, is_enabled: 0 } });
    expect(await forwardRowsOf(await raiseAlarm(ctx.deps.eventWriter, tower))).toHaveLength(0);
    await dispatch();
    expect(received).toHaveLength(0);
    expect(await forwardRowsOf(queued)).toMatchObject([
      { status: 'dead', attempts: 1, lastError: 'the rule is disabled' },
    ]);
  });
});

describe('the post itself (issue 28)', () => {
  const post = (url: string, policy: Parameters<typeof postToEndpoint>[0]['policy']) =>
    postToEndpoint({ url, body: '{}', headers: { 'content-type': 'application/json' }, timeoutMs: 2000, policy });
  const port = () => (endpoint.address() as AddressInfo).port;

  it('refuses loopback with the defaults, by address and by a name resolving to it, and sends nothing', async () => {
    const defaults = endpointPolicyOf({ EVENT_FORWARD_ALLOW_PRIVATE: false });
    for (const url of [`http://127.0.0.1:${port()}/ok`, `http://localhost:${port()}/ok`, `http://127.1:${port()}/ok`])
      await expect(post(url, defaults), url).rejects.toThrow(/not an address|not allowed/);
    expect(received).toEqual([]);
  });

  it('connects to the address the site allows, and never follows a redirect', async () => {
    const allowed = endpointPolicyOf({
      EVENT_FORWARD_ALLOW_PRIVATE: false,
      EVENT_FORWARD_ALLOWED_NETWORKS: '127.0.0.1',
    });
    expect((await post(`http://localhost:${port()}/ok`, allowed)).statusCode).toBe(200);
    const redirected = await post(`http://127.0.0.1:${port()}/redirect`, allowed);
    expect(redirected.statusCode).toBe(302);
    expect(received.map((item) => item.path)).toEqual(['/ok', '/redirect']);
  });
});
