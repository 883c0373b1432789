import { ErrorCodes } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, events, integrationKeys, organisations, unregisteredFrames } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { call } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { hashPushKey, newPushKey } from '../push-keys';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let towerDevice: typeof devices.$inferSelect;
let schoolDevice: typeof devices.$inferSelect;
const allKey = newPushKey();
const towerKey = newPushKey();
const deviceKey = newPushKey();
let sequence = 0;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  const units = await ctx.db.select().from(organisations);
  const tower = units.find((unit) => unit.name === '华鼎国际大厦')!;
  const school = units.find((unit) => unit.name === '朝阳实验学校')!;
  towerDevice = await buildDevice(ctx.db, { companyId: tower.id, deviceCode: 'TOWER01' });
  schoolDevice = await buildDevice(ctx.db, { companyId: school.id, deviceCode: 'SCHOOL01' });
  await ctx.db.insert(integrationKeys).values([
    { name: 'all units', keyHash: hashPushKey(allKey) },
    { name: 'tower only', keyHash: hashPushKey(towerKey), companyId: tower.id },
  ]);
  await ctx.db
    .update(devices)
    .set({ pushKeyHash: hashPushKey(deviceKey) })
    .where(eq(devices.id, towerDevice.id));
});
afterAll(() => ctx.close());

const alarm = (overrides: Record<string, unknown> = {}) => ({
  uuid: `push-test-${++sequence}-abcdef`,
  device_code: 'TOWER01',
  status_category: 'fire',
  alarm_type: 'fire_alarm',
  occurred_at: Math.floor(Date.now() / 1000),
  component: {
    system_type: 1,
    system_address: 1,
    component_type: 21,
    component_address: 40 + sequence,
    description: '烟感',
  },
  ...overrides,
});

type Answer = { list: { uuid: string; status: string; event_ids: number[] }[] };
const push = (body: unknown, key?: string) =>
  call<Answer>(ctx.app, {
    method: 'POST',
    path: '/api_proxy/extend_service/alarm_push/',
    body,
    headers: key ? { 'x-push-key': key } : {},
  });
const eventsWithUuidPrefix = async (uuid: string) =>
  (await ctx.db.select().from(events)).filter((event) => event.uuid === uuid);

describe('HTTP alarm_push', () => {
  it('refuses a call without a key or with an unknown one', async () => {
    expect((await push(alarm())).body.code).toBe(ErrorCodes.tokenInvalid);
    expect((await push(alarm(), 'made-up-key')).body.code).toBe(ErrorCodes.tokenInvalid);
  });

  it('stores a pushed fire alarm and answers after the commit with its event id', async () => {
    const body = alarm({ location: 'A座 3层 东侧走廊' });
    const { body: answer } = await push(body, allKey);
    expect(answer.code).toBe(0);
    expect(answer.data.list).toEqual([{ uuid: body.uuid, status: 'stored', event_ids: [expect.any(Number)] }]);
    const [event] = await eventsWithUuidPrefix(body.uuid);
    expect(event).toMatchObject({
      id: answer.data.list[0]!.event_ids[0],
      source: 'http',
      statusCategory: 'fire',
      alarmStatus: 'alarm',
      deviceId: towerDevice.id,
      location: 'A座 3层 东侧走廊',
    });
  });

  it('stores 100 concurrent copies of one uuid once', async () => {
    const body = alarm();
    const answers = await Promise.all(Array.from({ length: 100 }, () => push(body, allKey)));
    const statuses = answers.map((answer) => answer.body.data.list[0]!.status);
    expect(statuses.filter((status) => status === 'stored')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'duplicate')).toHaveLength(99);
    expect(await eventsWithUuidPrefix(body.uuid)).toHaveLength(1);
  });

  it('takes a batch and closes an occurrence with a recovery', async () => {
    const fault = alarm({ status_category: 'fault', alarm_type: 'fault' });
    const other = alarm({ status_category: 'abnormal', alarm_type: 'water_pressure_low', alarm_value: '0.05MPa' });
    const { body: answer } = await push({ events: [fault, other] }, allKey);
    expect(answer.data.list.map((item) => item.status)).toEqual(['stored', 'stored']);
    const recovery = { ...fault, uuid: `${fault.uuid}-r`, is_recovery: true };
    await push(recovery, allKey);
    const [closed] = await eventsWithUuidPrefix(fault.uuid);
    expect(closed!.restoreTime).not.toBeNull();
    const [stillOpen] = await eventsWithUuidPrefix(other.uuid);
    expect(stillOpen).toMatchObject({ restoreTime: null, alarmValue: '0.05MPa', alarmStatus: 'abnormal' });
  });

  it("keeps an alarm for another unit's device as unregistered, storing no event", async () => {
    const body = alarm({ device_code: 'SCHOOL01' });
    const { body: answer } = await push(body, towerKey);
    expect(answer.data.list[0]!.status).toBe('unregistered');
    expect(await eventsWithUuidPrefix(body.uuid)).toHaveLength(0);
    const kept = await ctx.db.select().from(unregisteredFrames).where(eq(unregisteredFrames.address, 'SCHOOL01'));
    expect(kept.length).toBeGreaterThan(0);
    expect((await ctx.db.select().from(events).where(eq(events.deviceId, schoolDevice.id))).length).toBe(0);
  });

  it("lets a device key push only that device's alarms", async () => {
    expect((await push(alarm(), deviceKey)).body.data.list[0]!.status).toBe('stored');
    expect((await push(alarm({ device_code: 'SCHOOL01' }), deviceKey)).body.data.list[0]!.status).toBe('unregistered');
  });

  it('names the missing field', async () => {
    const { device_code: _omitted, ...withoutCode } = alarm();
    const { body } = await push(withoutCode, allKey);
    expect(body.code).not.toBe(0);
    expect(body.msg).toContain('device_code');
  });
});
