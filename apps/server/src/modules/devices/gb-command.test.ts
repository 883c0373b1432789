import { ErrorCodes } from '@fireline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../db/schema';
import { connectDevice } from '@fireline/gb26875/device';
import { loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
const deviceIds: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo', env: { GB_GATEWAY_PORT: '0', SEED_DEMO: 'false' } });
  for (const row of await ctx.db.select().from(devices)) deviceIds[row.gbAddress!] = row.id;
});
afterAll(() => ctx.close());

describe('commands down to a transmission device', () => {
  it('syncs the clock of a connected device of the unit and reads its status', async () => {
    const device = await connectDevice({ host: '127.0.0.1', port: ctx.deps.gbGateway!.port()!, address: '100001' });
    await device.send();
    const manager = await loginAs(ctx.app, 'manager');
    const sync = await manager.call<{ answer: string }>({
      method: 'POST',
      path: '/api_proxy/device/gb_command/',
      body: { device_id: deviceIds['100001'], command: 'sync_clock' },
    });
    expect(sync.body).toMatchObject({ code: 0, data: { answer: 'confirm' } });
    expect(device.received.some((frame) => frame.command === 1 && frame.adu[0] === 90)).toBe(true);
    const status = await manager.call<{ answer: string; data: { type: number }[] }>({
      method: 'POST',
      path: '/api_proxy/device/gb_command/',
      body: { device_id: deviceIds['100001'], command: 'read_status' },
    });
    expect(status.body.data).toMatchObject({ answer: 'response', data: [{ type: 21 }] });
    await device.close();
  });

  it("refuses another unit's device (9993) and says when a device is not connected", async () => {
    const manager = await loginAs(ctx.app, 'manager');
    const foreign = await manager.call({
      method: 'POST',
      path: '/api_proxy/device/gb_command/',
      body: { device_id: deviceIds['100003'], command: 'sync_clock' },
    });
    expect(foreign.body.code).toBe(ErrorCodes.noPermission);
    const operator = await loginAs(ctx.app, 'operator');
    const offline = await operator.call({
      method: 'POST',
      path: '/api_proxy/device/gb_command/',
      body: { device_id: deviceIds['100003'], command: 'check_post', timeout_minutes: 10 },
    });
    expect(offline.body.code).toBe(ErrorCodes.checkFailed);
    expect(offline.body.msg).toContain('设备不在线');
  });

  it('refuses a fire-authority officer, who may look at devices but not command them', async () => {
    const authority = await loginAs(ctx.app, 'authority');
    const { body } = await authority.call({
      method: 'POST',
      path: '/api_proxy/device/gb_command/',
      body: { device_id: deviceIds['100001'], command: 'initialise' },
    });
    expect(body.code).toBe(ErrorCodes.noPermission);
  });
});
