import { ErrorCodes, type GisUnit, type GisUnitList } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices, events, organisations } from '../../db/schema';
import { buildDevice } from '../../db/seed/device-factories';
import { bindOrgs, buildOrg, buildRole, buildUser } from '../../db/seed/factories';
import type { DeviceRef } from '../../ingest/ingest-types';
import { raiseAlarm } from '../../test/alarm-events';
import { call, loginAs } from '../../test/http';
import { buildStatsWorld, type StatsWorld } from '../../test/stats-fixtures';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let world: StatsWorld;
/** 丙: a third unit of the centre, in another city, with one device online and nothing wrong. */
let unitC: { id: number };
/** A centre user holding only the unit list (networkcompany). */
let listUser: Awaited<ReturnType<typeof loginAs>>;

const path = '/api_proxy/gis/unit_list/';
/** Component status word bits (GB/T 26875.3): 1 fire alarm, 2 fault. */
const FIRE = 1 << 1;
const FAULT = 1 << 2;
let sequence = 0;

/** One component's status word through the real writer: opens its event and rolls the state up to device and unit. */
const statusFrame = async (device: DeviceRef, componentAddress: number, flags: number) => {
  sequence += 1;
  await ctx.deps.eventWriter.submit({
    kind: 'component_status',
    uuid: `gis-frame-${sequence}-${Date.now().toString(36)}`,
    source: 'gb26875',
    device,
    occurredAt: new Date(),
    component: {
      systemType: 1,
      systemAddress: 1,
      componentType: 21,
      componentAddress,
      description: `${componentAddress}号 烟感`,
    },
    flags,
  });
};

/**
 * 甲 (海淀, 116.31/39.98): a smoke detector in fire alarm, another in fault, a pushed fire handled and a shielded one →
 * fire, open fire 1, fault 1.
 * 乙 (朝阳, no coordinates): an open fault → fault. 丙 (天津): its device online → normal. The unit outside the centre
 * has a fire, never listed for the centre.
 */
beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildStatsWorld(ctx);
  const { db } = ctx;
  await db
    .update(organisations)
    .set({ longitude: 116.31, latitude: 39.98, regionCode: '110108', address: '北京市海淀区 1 号' })
    .where(eq(organisations.id, world.unitA.id));
  await db.update(organisations).set({ regionCode: '110105' }).where(eq(organisations.id, world.unitB.id));
  unitC = await buildOrg(db, {
    kind: 'cared',
    category: 'key_unit',
    name: '地图单位丙',
    regionCode: '120101',
    longitude: 117.2,
    latitude: 39.1,
  });
  await bindOrgs(db, world.centre.id, unitC.id);
  const deviceC = await buildDevice(db, { companyId: unitC.id });
  await db.update(devices).set({ isOnline: true }).where(eq(devices.id, deviceC.id));

  const handled = await raiseAlarm(ctx.deps.eventWriter, world.deviceA);
  const shielded = await raiseAlarm(ctx.deps.eventWriter, world.deviceA);
  await db.update(events).set({ isShielded: true }).where(eq(events.id, shielded));
  // States come from the devices' status words (GB/T 26875.3 frames), as the transmission devices send them.
  await statusFrame(world.deviceA, 1, FIRE);
  await statusFrame(world.deviceA, 2, FAULT);
  await statusFrame(world.deviceB, 1, FAULT);
  await statusFrame(world.deviceX, 1, FIRE);
  const answered = await world.operator.call({
    method: 'PUT',
    path: '/api_proxy/event/info/',
    body: { event_id: handled, enum_confirm_type: 2, confirm_desc: '误报' },
  });
  expect(answered.body.code).toBe(0);

  const listOnly = await buildRole(db, { grants: ['networkcompany'] });
  const user = await buildUser(db, { orgId: world.centre.id, roleId: listOnly.id });
  listUser = await loginAs(ctx.app, user.username, 'Fireline@2026');
});
afterAll(() => ctx.close());

const units = async (caller: { call: StatsWorld['operator']['call'] }, query: Record<string, string | number> = {}) => {
  const answer = await caller.call<GisUnitList>({ path, query });
  expect(answer.body.code).toBe(0);
  return answer.body.data!;
};
const byName = (list: GisUnit[]) => Object.fromEntries(list.map((unit) => [unit.company_name, unit]));

describe('map units: who may ask', () => {
  it('refuses a caller without a session, and one holding neither the home page nor the unit list', async () => {
    expect((await call(ctx.app, { path })).body.code).toBe(ErrorCodes.tokenInvalid);
    expect((await world.nobody.call({ path })).body.code).toBe(ErrorCodes.noPermission);
  });

  it('answers a holder of the home page and a holder of the unit list alike', async () => {
    const home = await units(world.homeUser);
    const list = await units(listUser);
    expect(home.list.map((unit) => unit.company_id)).toEqual(list.list.map((unit) => unit.company_id));
  });

  it("never lists another unit: the centre sees its three, a unit's manager only its own", async () => {
    const centre = await units(world.operator);
    expect(centre.list.map((unit) => unit.company_name)).toEqual(['统计单位甲', '统计单位乙', '地图单位丙']);
    expect(centre.total).toBe(3);
    const manager = await units(world.manager);
    expect(manager.list.map((unit) => unit.company_id)).toEqual([world.unitA.id]);
  });

  it('refuses one unit outside the scope (9993) and an unknown one (9995), naming company_id', async () => {
    expect((await world.operator.call({ path, query: { company_id: world.outsider.id } })).body).toMatchObject({
      code: ErrorCodes.noPermission,
    });
    expect((await world.manager.call({ path, query: { company_id: world.unitB.id } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await world.operator.call({ path, query: { company_id: 99_999_999 } })).body).toMatchObject({
      code: ErrorCodes.noData,
    });
    const one = await units(world.operator, { company_id: world.unitB.id });
    expect(one.list.map((unit) => unit.company_id)).toEqual([world.unitB.id]);
  });

  it('names the field of bad input', async () => {
    const refused = async (query: Record<string, string | number>) => (await world.operator.call({ path, query })).body;
    expect(await refused({ state: 'burning' })).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'state' },
    });
    expect(await refused({ kind: 'center' })).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'kind' } });
    expect(await refused({ category: 'castle' })).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'category' },
    });
    expect(await refused({ region_code: '11a' })).toMatchObject({
      code: ErrorCodes.paramFormat,
      data: { field: 'region_code' },
    });
    expect(await refused({ company_id: 'x' })).toMatchObject({ data: { field: 'company_id' } });
  });
});

describe('map units: what they say', () => {
  it('rolls each unit up to its worst state now: fire over fault, fault, online and well; nothing online is offline', async () => {
    const centre = await units(world.operator);
    const named = byName(centre.list);
    expect(named['统计单位甲']!.state).toBe('fire');
    expect(named['统计单位乙']!.state).toBe('fault');
    expect(named['地图单位丙']!.state).toBe('normal');
    expect(centre.states).toEqual({ fire: 1, fault: 1, offline: 0, normal: 1 });
    // The administrator sees the unit outside too: its fire; and a unit without any device online is offline.
    await buildOrg(ctx.db, { kind: 'cared', category: 'family', name: '地图单位丁' });
    const adminRole = await buildRole(ctx.db, { code: 'admin_system' });
    const adminUser = await buildUser(ctx.db, { orgId: world.centre.id, roleId: adminRole.id });
    const admin = await units(await loginAs(ctx.app, adminUser.username, 'Fireline@2026'));
    expect(byName(admin.list)['统计单位外']!.state).toBe('fire');
    expect(byName(admin.list)['地图单位丁']!.state).toBe('offline');
  });

  it('answers each unit field by field, with its open alarms (handled and shielded ones left out)', async () => {
    const named = byName((await units(world.operator)).list);
    expect(named['统计单位甲']).toEqual({
      company_id: world.unitA.id,
      company_name: '统计单位甲',
      kind: 'cared',
      category: 'key_unit',
      region_code: '110108',
      province_code: '11',
      city_code: '1101',
      district_code: '110108',
      address: '北京市海淀区 1 号',
      lng: 116.31,
      lat: 39.98,
      state: 'fire',
      open_alarms: { fire: 1, fault: 1, abnormal: 0, operation: 0, yinhuan: 0, video: 0, firecock: 0 },
      open_total: 2,
    });
    expect(named['统计单位乙']).toMatchObject({ lng: null, lat: null, open_total: 1, state: 'fault' });
    expect(named['地图单位丙']).toMatchObject({ open_total: 0, province_code: '12', lng: 117.2 });
  });

  it('keeps counting open alarms after the roll-up folds its deltas', async () => {
    const { foldEventCounts } = await import('../stats');
    await foldEventCounts(ctx.db);
    const named = byName((await units(world.operator)).list);
    expect(named['统计单位甲']!.open_alarms).toMatchObject({ fire: 1, fault: 1 });
    expect(named['统计单位乙']!.open_alarms.fault).toBe(1);
  });

  it('narrows by state, kind and category, and region (province, city or district prefix)', async () => {
    const names = async (query: Record<string, string>) =>
      (await units(world.operator, query)).list.map((unit) => unit.company_name);
    expect(await names({ state: 'fire' })).toEqual(['统计单位甲']);
    expect(await names({ state: 'normal' })).toEqual(['地图单位丙']);
    expect(await names({ state: 'offline' })).toEqual([]);
    expect(await names({ category: 'small_venue' })).toEqual(['统计单位乙']);
    expect(await names({ kind: 'household' })).toEqual([]);
    expect(await names({ kind: 'cared', category: 'key_unit' })).toEqual(['统计单位甲', '地图单位丙']);
    expect(await names({ region_code: '11' })).toEqual(['统计单位甲', '统计单位乙']);
    expect(await names({ region_code: '1201' })).toEqual(['地图单位丙']);
    expect(await names({ region_code: '110108' })).toEqual(['统计单位甲']);
    expect(await names({ region_code: '110108', state: 'fault' })).toEqual([]);
  });
});
