import {
  eventPushSchema,
  type HydrantAlarmItem,
  type HydrantItem,
  type HydrantMapPoint,
  type Page,
} from '@fireline/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  devices,
  events,
  hydrants,
  integrationKeys,
  organisations,
  readings,
  realtimeMessages,
  unregisteredFrames,
} from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { detectOfflineDevices } from '../../modules/devices/offline-detection';
import { call, loginAs } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { hashPushKey, newPushKey } from '../push-keys';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let cover: typeof devices.$inferSelect;
let hydrantId: number;
const allKey = newPushKey();
const towerKey = newPushKey();
let sequence = 0;
const start = Math.floor(Date.now() / 1000) - 3600;

beforeAll(async () => {
  ctx = await createTestApp({ seed: 'demo' });
  const org = async (name: string) =>
    (await ctx.db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id;
  const center = await org('火线消防远程监控中心');
  const tower = await org('华鼎国际大厦');
  cover = await buildDevice(ctx.db, {
    companyId: center,
    name: '智能闷盖 HYD-0007',
    deviceCode: 'HYD-0007',
    aliveSeconds: 600,
  });
  const [row] = await ctx.db
    .insert(hydrants)
    .values({
      companyId: center,
      equipmentNumber: 'XHS-RD-0007',
      longitude: 116.31,
      latitude: 39.98,
      pipeDiameter: 100,
      type: 3,
      lowerLimit: 0.15,
      deviceId: cover.id,
    })
    .returning();
  hydrantId = row!.id;
  await ctx.db.insert(integrationKeys).values([
    { name: 'all units', keyHash: hashPushKey(allKey) },
    { name: 'tower only', keyHash: hashPushKey(towerKey), companyId: tower },
  ]);
});
afterAll(() => ctx.close());

type Answer = { list: { uuid: string; status: string; event_ids: number[] }[] };
const push = (body: unknown, key = allKey) =>
  call<Answer>(ctx.app, {
    method: 'POST',
    path: '/api_proxy/extend_service/alarm_push/',
    body,
    headers: { 'x-push-key': key },
  });
/** A message of the hydrant's device, `seconds` after the test's start so each one is later than the last. */
const message = (fields: Record<string, unknown>) => ({
  uuid: `hydrant-report-${++sequence}-abcdef`,
  device_code: 'HYD-0007',
  occurred_at: start + sequence * 60,
  ...fields,
});
const readHydrant = async () => {
  const operator = await loginAs(ctx.app, 'operator');
  const answer = await operator.call<HydrantItem>({
    path: '/api_proxy/firecock/info/',
    query: { equipment_id: hydrantId },
  });
  expect(answer.body.code).toBe(0);
  return answer.body.data;
};
const lowPressureEvents = () =>
  ctx.db
    .select()
    .from(events)
    .where(
      and(
        eq(events.deviceId, cover.id),
        eq(events.statusCategory, 'firecock'),
        eq(events.alarmType, 'water_pressure_low'),
      ),
    );

describe('hydrant readings through HTTP alarm_push', () => {
  it("updates the bound hydrant's pressure, battery, signal, online and last report, and stores the pressure as a reading", async () => {
    const report = message({ readings: { pressure: 0.32, battery: 87, signal: 24 } });
    const { body } = await push(report);
    expect(body.code).toBe(0);
    expect(body.data.list).toEqual([{ uuid: report.uuid, status: 'stored', event_ids: [] }]);
    const hydrant = await readHydrant();
    expect(hydrant.pressure).toBe(0.32);
    expect(hydrant.electricity).toBe(87);
    expect(hydrant.signal_quality).toBe(24);
    expect(hydrant.is_online).toBe(true);
    expect(hydrant.last_report_time).toBe(report.occurred_at);
    expect(hydrant.water_pressure_status).toBe(0);
    const stored = await ctx.db.select().from(readings).where(eq(readings.deviceId, cover.id));
    expect(stored).toEqual([
      expect.objectContaining({
        uuid: `${report.uuid}#pressure`,
        analogType: 4,
        unit: 'MPa',
        value: 0.32,
        measuredAt: new Date(report.occurred_at * 1000),
      }),
    ]);
    expect(await ctx.db.select().from(events).where(eq(events.deviceId, cover.id))).toEqual([]);
  });

  it('changes nothing on a repeat of the same uuid, even with other values', async () => {
    const before = await readHydrant();
    const report = message({ readings: { pressure: 0.01, battery: 3, signal: 1 } });
    const first = { ...report, readings: { pressure: 0.3, battery: 86, signal: 23 } };
    expect((await push(first)).body.data.list[0]!.status).toBe('stored');
    const afterFirst = await readHydrant();
    expect((await push(report)).body.data.list[0]!.status).toBe('duplicate');
    expect(await readHydrant()).toEqual(afterFirst);
    expect(afterFirst).toMatchObject({ pressure: 0.3, electricity: 86, signal_quality: 23, water_pressure_status: 0 });
    expect(afterFirst.last_report_time).toBeGreaterThan(before.last_report_time!);
    expect(await lowPressureEvents()).toHaveLength(0);
  });

  it('opens one water_pressure_low event below lower_limit, none for a second low reading, and restores it at the limit', async () => {
    const low = message({ readings: { pressure: 0.08 } });
    const opened = await push(low);
    expect(opened.body.data.list[0]!.event_ids).toHaveLength(1);
    expect(await lowPressureEvents()).toEqual([
      expect.objectContaining({
        id: opened.body.data.list[0]!.event_ids[0],
        uuid: `${low.uuid}#water_pressure_low`,
        alarmStatus: 'alarm',
        alarmValue: '0.08MPa',
        restoreTime: null,
      }),
    ]);
    expect(await readHydrant()).toMatchObject({ pressure: 0.08, water_pressure_status: 1 });
    const operatorOnMap = await loginAs(ctx.app, 'operator');
    const map = await operatorOnMap.call<HydrantMapPoint[]>({
      path: '/api_proxy/firecock/map_list/',
      query: { state: 'alarm' },
    });
    expect(map.body.data.find((point) => point.equipment_id === hydrantId)).toMatchObject({
      state: 'alarm',
      is_alarm: true,
      pressure: 0.08,
    });

    // Pushed to the centre like any alarm, as the hydrant variant of the alarm tip.
    const [pushed] = await ctx.db
      .select()
      .from(realtimeMessages)
      .where(
        sql`${realtimeMessages.payload} -> 'msg_body' ->> 'event_id' = ${String(opened.body.data.list[0]!.event_ids[0])}`,
      )
      .limit(1);
    expect(eventPushSchema.safeParse(pushed!.payload).error).toBeUndefined();
    expect((pushed!.payload as { msg_body: Record<string, unknown> }).msg_body).toMatchObject({
      device_type_class: 'firecock',
      equipment_id: hydrantId,
      equipment_number: 'XHS-RD-0007',
      equipment_name: '智能消火栓',
    });

    const stillLow = await push(message({ readings: { pressure: 0.05, battery: 80 } }));
    expect(stillLow.body.data.list[0]!.event_ids).toEqual([]);
    expect(await lowPressureEvents()).toHaveLength(1);
    expect(await readHydrant()).toMatchObject({ pressure: 0.05, electricity: 80, water_pressure_status: 1 });

    const back = message({ readings: { pressure: 0.15 } });
    await push(back);
    const [restored] = await lowPressureEvents();
    expect(restored!.restoreTime).toEqual(new Date(back.occurred_at * 1000));
    expect(await readHydrant()).toMatchObject({ pressure: 0.15, water_pressure_status: 0 });

    const operator = await loginAs(ctx.app, 'operator');
    const list = await operator.call<Page<HydrantAlarmItem>>({
      path: '/api_proxy/firecock/alarm_list/',
      query: { equipment_id: hydrantId },
    });
    expect(list.body.data.list).toEqual([
      expect.objectContaining({
        alarm_type: 'water_pressure_low',
        alarm_type_name: '水压过低',
        alarm_value: '0.08MPa',
        restore_time: back.occurred_at,
      }),
    ]);
  });

  it('opens and restores low pressure within one batch in arrival order, and takes an alarm with readings as both', async () => {
    const low = message({ readings: { pressure: 0.1 } });
    const high = message({ readings: { pressure: 0.2 } });
    await push({ events: [low, high] });
    const rows = await lowPressureEvents();
    expect(rows.find((row) => row.uuid === `${low.uuid}#water_pressure_low`)?.restoreTime).toEqual(
      new Date(high.occurred_at * 1000),
    );
    expect(await readHydrant()).toMatchObject({ pressure: 0.2, water_pressure_status: 0 });

    const both = message({
      status_category: 'firecock',
      alarm_type: 'impact',
      readings: { pressure: 0.21, signal: 30 },
    });
    const answer = await push(both);
    expect(answer.body.data.list[0]!.event_ids).toHaveLength(1);
    expect(await readHydrant()).toMatchObject({ impact_status: 1, pressure: 0.21, signal_quality: 30 });
  });

  it('sets impact and water theft statuses from firecock alarms and clears them on recovery', async () => {
    await push(message({ status_category: 'firecock', alarm_type: 'water_theft' }));
    expect(await readHydrant()).toMatchObject({ impact_status: 1, water_theft_status: 1 });
    await push(message({ status_category: 'firecock', alarm_type: 'impact', is_recovery: true }));
    await push(message({ status_category: 'firecock', alarm_type: 'water_theft', is_recovery: true }));
    expect(await readHydrant()).toMatchObject({ impact_status: 0, water_theft_status: 0 });
    const open = await ctx.db
      .select()
      .from(events)
      .where(
        and(
          eq(events.deviceId, cover.id),
          sql`${events.alarmType} in ('impact', 'water_theft')`,
          sql`${events.restoreTime} is null`,
        ),
      );
    expect(open).toEqual([]);
  });

  it("keeps a report for a device of another unit's key unregistered and leaves the hydrant alone", async () => {
    const before = await readHydrant();
    const report = message({ readings: { pressure: 0.01, battery: 1, signal: 0 } });
    const { body } = await push(report, towerKey);
    expect(body.data.list[0]!.status).toBe('unregistered');
    expect(await readHydrant()).toEqual(before);
    const kept = await ctx.db.select().from(unregisteredFrames).where(eq(unregisteredFrames.address, 'HYD-0007'));
    expect(kept.map((row) => (row.payload as { uuid: string }).uuid)).toContain(report.uuid);
  });

  it('names the field of a reading out of range, and asks an alarm without readings for its category', async () => {
    for (const [readingsOfMessage, field] of [
      [{ pressure: 10.5 }, 'pressure'],
      [{ battery: 101 }, 'battery'],
      [{ signal: 32 }, 'signal'],
      [{ battery: 50.5 }, 'battery'],
    ] as const) {
      const { body } = await push(message({ readings: readingsOfMessage }));
      expect(body.code).not.toBe(0);
      expect(body.msg).toContain(field);
    }
    const { body } = await push(message({ alarm_type: 'impact' }));
    expect(body.code).not.toBe(0);
    expect(body.msg).toContain('status_category');
  });

  it('marks the hydrant offline when the scheduler marks its device offline', async () => {
    await ctx.db
      .update(devices)
      .set({ lastSeenAt: new Date(Date.now() - 601_000) })
      .where(eq(devices.id, cover.id));
    expect(await detectOfflineDevices(ctx.db, ctx.deps.eventWriter)).toContain(cover.id);
    const offline = await readHydrant();
    expect(offline.is_online).toBe(false);
    await push(message({ readings: { battery: 79 } }));
    expect(await readHydrant()).toMatchObject({ is_online: true, electricity: 79 });
  });
});
