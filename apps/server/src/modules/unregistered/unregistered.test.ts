import { ErrorCodes, type Page, type UnregisteredDevice, type UnregisteredFrame } from '@fireline/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, events, integrationKeys, organisations, roles, unregisteredFrames } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { connectDevice, uplink } from '@fireline/gb26875/device';
import { createGbGateway, type GbGateway } from '../../ingest/gb26875/gateway';
import { hashPushKey, newPushKey } from '../../ingest/push-keys';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let gateway: GbGateway;
let port: number;
const pushKey = newPushKey();
const STRANGER = '640001';
const FIRE = 0b10;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  await ctx.db.insert(integrationKeys).values({ name: 'all units', keyHash: hashPushKey(pushKey) });
  gateway = createGbGateway({
    db: ctx.db,
    siteTime: ctx.deps.siteTime,
    writer: ctx.deps.eventWriter,
    logger: ctx.deps.logger,
    replyTimeoutMs: 500,
    retries: 1,
    // An unknown address is looked up again on its next frame, so a device registered mid-test is found at once (the
    // gateway's own few seconds are no behaviour of this module).
    unknownCacheMs: 0,
  });
  port = await gateway.listen(0, '127.0.0.1');
});
afterAll(async () => {
  await gateway.close();
  await ctx.close();
});

const listAs = async (username: string, query: Record<string, string | number> = {}) =>
  (await loginAs(ctx.app, username)).call<Page<UnregisteredDevice>>({
    path: '/api_proxy/device/unregistered_list/',
    query,
  });

/** A device nobody registered sends a fire alarm, then a heartbeat, over real TCP; both are confirmed. */
const strangerReports = async (address: string) => {
  const device = await connectDevice({ host: '127.0.0.1', port, address, resendMs: 2_000 });
  const fire = await device.send(
    uplink.componentStatus([
      {
        systemType: 1,
        systemAddress: 1,
        componentType: 40,
        componentAddress: 5,
        status: FIRE,
        description: '3F 烟感',
        time: new Date(),
      },
    ]),
  );
  const heartbeat = await device.send();
  await device.close();
  return [fire.command, heartbeat.command];
};

describe('unregistered devices', () => {
  it('shows the centre a device that reports without an archive, with its fire alarm decoded', async () => {
    expect(await strangerReports(STRANGER)).toEqual([3, 3]);
    const { body } = await listAs('operator');
    expect(body.code).toBe(0);
    const stranger = body.data.list.find((row) => row.address === STRANGER);
    expect(stranger).toMatchObject({ source: 'gb26875', frames: 2, fire_frames: 1, last_summary: '心跳' });
    expect(stranger!.remote).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(stranger!.last_seen).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const operator = await loginAs(ctx.app, 'operator');
    const frames = await operator.call<Page<UnregisteredFrame>>({
      path: '/api_proxy/device/unregistered_frames/',
      query: { source: 'gb26875', address: STRANGER },
    });
    expect(frames.body.data.total).toBe(2);
    const [newest, oldest] = frames.body.data.list;
    expect(newest).toMatchObject({ summary: '心跳', is_fire: false });
    expect(oldest).toMatchObject({ summary: '部件状态: 1-5 3F 烟感: 火警', is_fire: true });
    expect(oldest!.hex).toMatch(/^4040/);
    const english = await operator.call<Page<UnregisteredFrame>>({
      path: '/api_proxy/device/unregistered_frames/',
      query: { source: 'gb26875', address: STRANGER, lang: 'eng' },
    });
    expect(english.body.data.list[1]!.summary).toBe('component status: 1-5 3F 烟感: Fire alarm');
  });

  it('lists a pushed alarm for an unknown device code, filters by source and address, and pages', async () => {
    const pushed = await call<{ list: { status: string }[] }>(ctx.app, {
      method: 'POST',
      path: '/api_proxy/extend_service/alarm_push/',
      headers: { 'x-push-key': pushKey },
      body: {
        uuid: 'unknown-code-0001-abc',
        device_code: 'NOBODY-7',
        status_category: 'fire',
        alarm_type: 'fire_alarm',
        occurred_at: Math.floor(Date.now() / 1000),
      },
    });
    expect(pushed.body.data.list[0]!.status).toBe('unregistered');
    const http = await listAs('operator', { source: 'http' });
    expect(http.body.data.list.map((row) => [row.address, row.fire_frames, row.last_summary])).toEqual([
      ['NOBODY-7', 1, '火警'],
    ]);
    const byKeyword = await listAs('admin', { keyword: '4000' });
    expect(byKeyword.body.data.list.map((row) => row.address)).toEqual([STRANGER]);
    const firstPage = await listAs('admin', { page_size: 1 });
    expect(firstPage.body.data).toMatchObject({ total: 2 });
    expect(firstPage.body.data.list).toHaveLength(1);
    const pastTheEnd = await listAs('admin', { page_size: 1, page_no: 5 });
    expect(pastTheEnd.body.data).toEqual({ list: [], total: 2 });
  });

  it('refuses a unit’s manager, even one whose role was given the tab', async () => {
    expect((await listAs('manager')).body.code).toBe(ErrorCodes.noPermission);
    const [manager] = await ctx.db.select().from(roles).where(eq(roles.code, 'cared_manager'));
    await ctx.db
      .update(roles)
      .set({ permissionIds: sql`array_append(${roles.permissionIds}, 'alarmdeal-unregistered')` })
      .where(eq(roles.id, manager!.id));
    const asManager = await loginAs(ctx.app, 'manager');
    expect((await asManager.call({ path: '/api_proxy/device/unregistered_list/' })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect(
      (
        await asManager.call({
          method: 'DELETE',
          path: '/api_proxy/device/unregistered/',
          query: { source: 'gb26875', address: STRANGER },
        })
      ).body.code,
    ).toBe(ErrorCodes.noPermission);
    expect(await ctx.db.select().from(unregisteredFrames).where(eq(unregisteredFrames.address, STRANGER))).toHaveLength(
      2,
    );
  });

  it('names a bad field and keeps everything', async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const { body } = await operator.call({
      method: 'DELETE',
      path: '/api_proxy/device/unregistered/',
      query: { source: 'smtp', address: STRANGER },
    });
    expect(body.code).not.toBe(0);
    expect(body.msg).toContain('source');
    expect(await ctx.db.select().from(unregisteredFrames).where(eq(unregisteredFrames.address, STRANGER))).toHaveLength(
      2,
    );
  });

  it('drops a device from the list once it is registered, stores its next alarm as an event, and forgets a dismissed one', async () => {
    const [tower] = await ctx.db.select().from(organisations).where(eq(organisations.name, '华鼎国际大厦'));
    const registered = await buildDevice(ctx.db, { companyId: tower!.id, gbAddress: STRANGER, name: '新登记 用传' });
    expect((await listAs('operator')).body.data.list.map((row) => row.address)).toEqual(['NOBODY-7']);
    // Once registered (and the gateway's memory of unknown addresses expired), its alarms are events, no longer kept frames.
    expect(await strangerReports(STRANGER)).toEqual([3, 3]);
    const stored = await ctx.db.select().from(events).where(eq(events.deviceId, registered.id));
    expect(stored.map((event) => [event.statusCategory, event.deviceName])).toEqual([['fire', '3F 烟感']]);
    expect(await ctx.db.select().from(unregisteredFrames).where(eq(unregisteredFrames.address, STRANGER))).toHaveLength(
      2,
    );
    await ctx.db.delete(events).where(eq(events.deviceId, registered.id));
    await ctx.db.execute(sql`delete from open_events where device_id = ${registered.id}`);
    await ctx.db.execute(sql`delete from components where device_id = ${registered.id}`);
    await ctx.db.delete(devices).where(eq(devices.id, registered.id));

    const operator = await loginAs(ctx.app, 'operator');
    const dismissed = await operator.call<{ removed: number }>({
      method: 'DELETE',
      path: '/api_proxy/device/unregistered/',
      query: { source: 'http', address: 'NOBODY-7' },
    });
    expect(dismissed.body.data.removed).toBe(1);
    expect((await listAs('operator')).body.data.list.map((row) => row.address)).toEqual([STRANGER]);
  });
});
