import type { AddressInfo } from 'node:net';
import { UNREGISTERED_FIRE_MSG_TYPE, type UnregisteredFireBody } from '@fireline/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDevice, uplink } from '@fireline/gb26875/device';
import { createGbGateway, type GbGateway } from './gb26875/gateway';
import { queryRows } from '../db/client';
import { integrationKeys } from '../db/schema';
import { hashPushKey, newPushKey } from './push-keys';
import { call, loginAs } from '../test/http';
import { openStream } from '../test/sse-client';
import { createTestApp } from '../test/test-app';
import { createUnregisteredFireAlerts } from './unregistered-fire';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let gateway: GbGateway;
let port: number;
let baseUrl: string;
const FIRE = 0b10;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo', env: { SSE_HEARTBEAT_MS: '200' } });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const onUnregisteredFire = createUnregisteredFireAlerts({
    db: ctx.db,
    bus: ctx.deps.bus,
    logger: ctx.deps.logger,
    siteTime: ctx.deps.siteTime,
  });
  gateway = createGbGateway({
    db: ctx.db,
    siteTime: ctx.deps.siteTime,
    writer: ctx.deps.eventWriter,
    logger: ctx.deps.logger,
    replyTimeoutMs: 500,
    retries: 1,
    onUnregisteredFire,
  });
  port = await gateway.listen(0, '127.0.0.1');
});
afterAll(async () => {
  await gateway.close();
  await ctx.close();
});

/** A device nobody registered sends fire alarms (and a heartbeat) over real TCP, as GB/T 26875.3 frames. */
const strangerSends = async (address: string, fires: number, description = '3F 烟感') => {
  const device = await connectDevice({ host: '127.0.0.1', port, address, resendMs: 2_000 });
  for (let count = 0; count < fires; count += 1) {
    await device.send(
      uplink.componentStatus([
        {
          systemType: 1,
          systemAddress: 1,
          componentType: 40,
          componentAddress: 5 + count,
          status: FIRE,
          description,
          time: new Date(),
        },
      ]),
    );
  }
  await device.send();
  await device.close();
};

/** Every unregistered-fire message stored, with the users it went to. */
const pushedFires = async () =>
  queryRows<{ user_ids: number[]; payload: { msg_body: UnregisteredFireBody } }>(
    ctx.db,
    sql`select user_ids, payload from realtime_messages where payload->>'msg_type' = ${UNREGISTERED_FIRE_MSG_TYPE} order by id`,
  );

const isFireOf = (address: string) => (frame: { data: Record<string, unknown> }) =>
  frame.data.msg_type === UNREGISTERED_FIRE_MSG_TYPE &&
  (frame.data.msg_body as UnregisteredFireBody).address === address;

describe('fire alarms from unregistered devices', () => {
  it('reach the centre’s people on their stream as a fire alarm marked unregistered, once per address while it repeats', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const manager = await loginAs(ctx.app, 'manager');
    const stream = await openStream({ baseUrl, token: operator.token, uid: operator.uid });
    await stream.waitFor((frame) => Object.keys(frame.data).length === 0);

    await strangerSends('640101', 3);
    const pushed = await stream.waitFor(isFireOf('640101'));
    expect(pushed.data.msg_body).toMatchObject({
      source: 'gb26875',
      address: '640101',
      status_category: 'fire',
      alarm_status: 'alarm',
      alarm_type: 'fire_alarm',
      content: '部件状态: 1-5 3F 烟感: 火警',
      content_en: 'component status: 1-5 3F 烟感: Fire alarm',
    });
    expect((pushed.data.msg_body as UnregisteredFireBody).remote).toMatch(/^127\.0\.0\.1:\d+$/);
    expect((pushed.data.msg_body as UnregisteredFireBody).accept_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    // Another address is pushed on its own; by then the first one's repeats were long decided.
    await strangerSends('640102', 1);
    await stream.waitFor(isFireOf('640102'));
    expect(stream.messages().filter(isFireOf('640101'))).toHaveLength(1);
    await stream.close();

    const stored = await pushedFires();
    expect(stored.map((row) => row.payload.msg_body.address)).toEqual(['640101', '640102']);
    // A unit's manager is nobody's recipient here: the device belongs to no unit they watch.
    expect(
      stored.every(
        (row) => row.user_ids.map(Number).includes(operator.uid) && !row.user_ids.map(Number).includes(manager.uid),
      ),
    ).toBe(true);
  });

  it('pushes a fire alarm an all-units integration sends for a code no unit has, once per code', async () => {
    const pushKey = newPushKey();
    await ctx.db.insert(integrationKeys).values({ name: 'all units', keyHash: hashPushKey(pushKey) });
    const push = (uuid: string, category: string) =>
      call(ctx.app, {
        method: 'POST',
        path: '/api_proxy/extend_service/alarm_push/',
        headers: { 'x-push-key': pushKey },
        body: {
          uuid,
          device_code: 'NOBODY-9',
          status_category: category,
          alarm_type: category === 'fire' ? 'fire_alarm' : 'fault',
          occurred_at: Math.floor(Date.now() / 1000),
        },
      });
    await push('nobody-9-fault-0001', 'fault');
    await push('nobody-9-fire-00001', 'fire');
    await push('nobody-9-fire-00002', 'fire');
    const http = (await pushedFires()).filter((row) => row.payload.msg_body.source === 'http');
    expect(
      http.map((row) => [row.payload.msg_body.address, row.payload.msg_body.content, row.payload.msg_body.content_en]),
    ).toEqual([['NOBODY-9', '火警', 'Fire alarm']]);
  });

  it('does not push a heartbeat or other frames of an unregistered device', async () => {
    const before = (await pushedFires()).length;
    await strangerSends('640103', 0);
    expect(await pushedFires()).toHaveLength(before);
  });

  it('pushes at most the per-minute ceiling of different addresses, so invented addresses cannot flood the operators', async () => {
    const alerts = createUnregisteredFireAlerts({
      db: ctx.db,
      bus: ctx.deps.bus,
      logger: ctx.deps.logger,
      siteTime: ctx.deps.siteTime,
      perMinute: 2,
    });
    const fire = (address: string) =>
      alerts({ source: 'gb26875', address, remote: '127.0.0.1', summary: { zh: '火警', en: 'Fire alarm' } });
    expect([await fire('650001'), await fire('650002'), await fire('650003')]).toEqual([true, true, false]);
  });
});
