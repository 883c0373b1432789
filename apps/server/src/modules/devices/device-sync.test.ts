import { ErrorCodes, type DeviceSyncAnswer } from '@fireline/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { components, devices, events } from '../../db/schema';
import { connectDevice } from '@fireline/gb26875/device';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

/** A short reply timeout: the silent-device case waits it out once. */
const REPLY_TIMEOUT_MS = 400;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const deviceIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({
    seed: 'demo',
    env: { GB_GATEWAY_PORT: '0', GB_REPLY_TIMEOUT_MS: String(REPLY_TIMEOUT_MS) },
  });
  for (const row of await ctx.db.select().from(devices)) if (row.gbAddress) deviceIds[row.gbAddress] = row.id;
});
afterAll(() => ctx.close());

const connect = async (address: string) => {
  const device = await connectDevice({ host: '127.0.0.1', port: ctx.deps.gbGateway!.port()!, address });
  // The first uplink tells the gateway which connection the address is on.
  await device.send();
  return device;
};
const sync = (user: Awaited<ReturnType<typeof loginAs>>, deviceId: number) =>
  user.call<DeviceSyncAnswer>({ path: '/api_proxy/device/sync_device_event/', query: { device_id: deviceId } });
const openEvents = (deviceId: number) =>
  ctx.db
    .select({ alarmType: events.alarmType, category: events.statusCategory })
    .from(events)
    .where(and(eq(events.deviceId, deviceId), isNull(events.restoreTime)));

describe('sync a transmission device (GET device/sync_device_event)', () => {
  it('reads the device and its systems over TCP and stores what they report, so state and events catch up, then restore', async () => {
    const deviceId = deviceIds['100001']!;
    const systems = await ctx.db
      .selectDistinct({ type: components.systemType, address: components.systemAddress })
      .from(components)
      .where(eq(components.deviceId, deviceId));
    expect(systems.length).toBeGreaterThan(0);
    const device = await connect('100001');
    const first = systems[0]!;
    // The device's mains power failed (bit 3) and its first system reports a fire alarm (bit 1) that the centre missed.
    device.setStatus({ device: 0b1001, system: { type: first.type, address: first.address, status: 0b11 } });
    const manager = await loginAs(ctx.app, 'manager');

    const { body } = await sync(manager, deviceId);
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      device_id: deviceId,
      timeout_s: REPLY_TIMEOUT_MS / 1000,
      enum_device_status: 1,
      enum_device_online_status: 1,
    });
    expect(body.data.sent[0]).toMatchObject({
      command: 'read_device_status',
      adu_type: 81,
      answered: 1,
      result: [{ type: 21, status: 0b1001 }],
    });
    expect(body.data.sent.slice(1)).toEqual(
      systems.map((system) =>
        expect.objectContaining({
          command: 'read_system_status',
          adu_type: 61,
          system_type: system.type,
          system_address: system.address,
          answered: 1,
        }),
      ),
    );
    const requests = device.received.filter((frame) => frame.command === 4).map((frame) => frame.adu[0]);
    expect(requests).toEqual([81, ...systems.map(() => 61)]);
    expect((await openEvents(deviceId)).map((event) => event.alarmType).sort()).toEqual(['fire_alarm', 'mains_fault']);

    // A second sync with nothing changed opens nothing new.
    await sync(manager, deviceId);
    expect(await openEvents(deviceId)).toHaveLength(2);

    // The device recovered: a sync restores both occurrences and the device is normal again.
    device.setStatus({ device: 0b1, system: { type: first.type, address: first.address, status: 0b1 } });
    const recovered = await sync(manager, deviceId);
    expect(recovered.body.data.enum_device_status).toBe(0);
    expect(await openEvents(deviceId)).toEqual([]);
    await device.close();
  });

  it('says what it sent and that the device stayed silent within the reply timeout', async () => {
    const device = await connect('100002');
    device.setAnswerControls(false);
    const operator = await loginAs(ctx.app, 'operator');
    const started = Date.now();
    const { body } = await sync(operator, deviceIds['100002']!);
    expect(Date.now() - started).toBeGreaterThanOrEqual(REPLY_TIMEOUT_MS);
    expect(body.code).toBe(0);
    expect(body.data.sent).toEqual([{ command: 'read_device_status', adu_type: 81, answered: 0, result: null }]);
    await device.close();
  });

  it("refuses an offline device with the catalogue's check-failed code and a clear text", async () => {
    const operator = await loginAs(ctx.app, 'operator');
    const { body } = await operator.call({
      path: '/api_proxy/device/sync_device_event/',
      query: { device_id: deviceIds['100003']! },
      lang: 'en',
    });
    expect(body.code).toBe(ErrorCodes.checkFailed);
    expect(body.msg).toBe('check failed: device is not connected');
    const zh = await sync(operator, deviceIds['100003']!);
    expect(zh.body.msg).toContain('设备不在线');
  });

  it("refuses another unit's device without sending it anything", async () => {
    const device = await connect('100003');
    const manager = await loginAs(ctx.app, 'manager');
    const { body } = await sync(manager, deviceIds['100003']!);
    expect(body.code).toBe(ErrorCodes.noPermission);
    expect(device.received.filter((frame) => frame.command === 4)).toEqual([]);
    await device.close();
  });

  it('refuses a device that is not a transmission device, a missing id, a caller without the command button, and no session', async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const [uitd] = await ctx.db.select().from(devices).where(eq(devices.id, deviceIds['100001']!));
    const [sensor] = await ctx.db
      .select()
      .from(devices)
      .where(and(eq(devices.deviceClass, 'alonedevice'), eq(devices.companyId, uitd!.companyId)))
      .limit(1);
    const notDtu = await manager.call({
      path: '/api_proxy/device/sync_device_event/',
      query: { device_id: sensor!.id },
      lang: 'en',
    });
    expect(notDtu.body).toMatchObject({ code: ErrorCodes.checkFailed });
    const missing = await manager.call({ path: '/api_proxy/device/sync_device_event/' });
    expect(missing.body).toMatchObject({ code: ErrorCodes.paramRequired, data: { field: 'device_id' } });
    const authority = await loginAs(ctx.app, 'authority');
    expect((await sync(authority, deviceIds['100001']!)).body.code).toBe(ErrorCodes.noPermission);
    expect(
      (
        await call(ctx.app, {
          path: '/api_proxy/device/sync_device_event/',
          query: { device_id: deviceIds['100001']! },
        })
      ).body.code,
    ).toBe(ErrorCodes.tokenInvalid);
  });
});
