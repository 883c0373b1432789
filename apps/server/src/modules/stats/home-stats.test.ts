import {
  ErrorCodes,
  type CompanyActivity,
  type Personnel,
  type SystemHealth,
  type UnitOverview,
} from '@fireline/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { components, devices, events, fireSystems, loginLogs, sessions, users } from '../../db/schema';
import { buildOrg, buildRole, buildUser } from '../../db/seed/factories';
import { call, loginAs } from '../../test/http';
import { buildStatsWorld, raiseAt, type StatsWorld } from '../../test/stats-fixtures';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let world: StatsWorld;
type Session = Awaited<ReturnType<typeof loginAs>>;
/** Holds only a unit's home tab; and a centre watching nothing, with the home page. */
let overviewOnly: Session;
let emptyCentreUser: Session;
const systems: Record<'s1' | 's2' | 's3' | 's4' | 's5' | 'x1', number> = { s1: 0, s2: 0, s3: 0, s4: 0, s5: 0, x1: 0 };

const HOUR = 3_600_000;
/** Today's start on the site's clock (UTC+8, the test app's default). */
const today = new Date(Date.now() + 8 * HOUR).toISOString().slice(0, 10);
const midnight = Date.parse(`${today}T00:00:00Z`) - 8 * HOUR;

const paths = {
  health: '/api_proxy/statistic/system/health/',
  activity: '/api_proxy/statistic/company/activity/',
  personnel: '/api_proxy/statistic/personnel/',
  overview: '/api_proxy/statistic/unit/overview/',
};

/**
 * The centre watches 甲 and 乙; 外 is outside.
 * - 甲: its transmission device online and in alarm (a component in fire alarm on system S1, one in fault on S2), a
 *   pressure monitor on S3 offline; events: two faults today (one handled), a fire yesterday 23:59.
 * - 乙: its transmission device offline, a component on S4 behind it; a fire today, shielded.
 * - 外: device online in alarm, a component in fault on X1, a fire today: never counted for the centre.
 * Systems: S1 healthy (an alarm is no fault), S2 fault, S3 a device offline, S4 a component whose device is offline,
 * S5 (甲's) nothing connected: "no devices", neither healthy nor counted in the rate.
 * People (the centre's reach: its own and 甲's, 乙's): besides the world's four logged-in ones, `overviewOnly` and a stale
 * session (logged in today, not seen for 10 minutes) in the centre, 乙's user who logged in yesterday only (and failed
 * today) and 乙's disabled user; 外's logged-in user and another centre's never count.
 */
beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildStatsWorld(ctx);
  const { db } = ctx;
  const { unitA, unitB, outsider, deviceA, deviceB, deviceX, operator, centre } = world;
  const raise = (device: typeof deviceA, offset: number, category: 'fire' | 'fault' = 'fire') =>
    raiseAt(db, ctx.deps.eventWriter, device, { at: new Date(midnight + offset), category });
  const faults = [await raise(deviceA, 9 * HOUR, 'fault'), await raise(deviceA, 10 * HOUR, 'fault')];
  await raise(deviceA, -60_000);
  const shielded = await raise(deviceB, 8 * HOUR);
  await db.update(events).set({ isShielded: true }).where(eq(events.id, shielded));
  await raise(deviceX, 8 * HOUR);
  const handled = await operator.call({
    method: 'PUT',
    path: '/api_proxy/event/batch_confirm_event/',
    body: { event_ids: [faults[0]], enum_confirm_type: 2 },
  });
  expect(handled.body.code).toBe(0);

  // The states now, written as they stand (the raised alarms' own components are put back to normal).
  await db.update(components).set({ state: 'normal' });
  await db.update(devices).set({ state: 'normal', isOnline: false });
  const [s1, s2, s3, s4, x1, s5] = await db
    .insert(fireSystems)
    .values([
      { companyId: unitA.id, name: '甲 火灾报警系统一', systemType: 1 },
      { companyId: unitA.id, name: '甲 火灾报警系统二', systemType: 1 },
      { companyId: unitA.id, name: '甲 喷淋', systemType: 12 },
      { companyId: unitB.id, name: '乙 火灾报警系统', systemType: 1 },
      { companyId: outsider.id, name: '外 火灾报警系统', systemType: 1 },
      { companyId: unitA.id, name: '甲 防烟排烟', systemType: 1 },
    ])
    .returning({ id: fireSystems.id });
  Object.assign(systems, { s1: s1!.id, s2: s2!.id, s3: s3!.id, s4: s4!.id, s5: s5!.id, x1: x1!.id });
  await db
    .update(devices)
    .set({ isOnline: true, state: 'alarm' })
    .where(inArray(devices.id, [deviceA.id, deviceX.id]));
  await db.update(devices).set({ systemId: systems.s1 }).where(eq(devices.id, deviceA.id));
  await db.insert(devices).values({
    companyId: unitA.id,
    name: '甲 水压监测',
    deviceCode: 'HOMEWP1',
    deviceClass: 'alonedevice',
    deviceThingType: 0,
    systemId: systems.s3,
    isOnline: false,
  });
  const component = (device: typeof deviceA, address: number, systemId: number, state: string) => ({
    companyId: device.companyId,
    deviceId: device.id,
    systemType: 1,
    systemAddress: 1,
    componentAddress: 90_000 + address,
    name: `部件${address}`,
    systemId,
    state,
  });
  await db
    .insert(components)
    .values([
      component(deviceA, 1, systems.s1, 'normal'),
      component(deviceA, 2, systems.s1, 'alarm'),
      component(deviceA, 3, systems.s2, 'fault'),
      component(deviceB, 4, systems.s4, 'normal'),
      component(deviceX, 5, systems.x1, 'fault'),
    ]);

  const overviewRole = await buildRole(db, { grants: ['company-home_page'] });
  const homeRole = await buildRole(db, { grants: ['home'] });
  const person = async (orgId: number, roleId: number) => (await buildUser(db, { orgId, roleId })).username;
  overviewOnly = await loginAs(ctx.app, await person(centre.id, overviewRole.id), 'Fireline@2026');
  const stale = await loginAs(ctx.app, await person(centre.id, homeRole.id), 'Fireline@2026');
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(Date.now() - 10 * 60_000) })
    .where(eq(sessions.userId, stale.uid));
  const yesterday = await buildUser(db, { orgId: unitB.id, roleId: homeRole.id });
  await db.insert(loginLogs).values([
    {
      userId: yesterday.id,
      orgId: unitB.id,
      username: yesterday.username,
      platform: 'web',
      operation: 'login',
      status: 'success',
      createdAt: new Date(midnight - 60_000),
    },
    {
      userId: yesterday.id,
      orgId: unitB.id,
      username: yesterday.username,
      platform: 'web',
      operation: 'login',
      status: 'failure',
    },
  ]);
  const disabled = await buildUser(db, { orgId: unitB.id, roleId: homeRole.id });
  await db.update(users).set({ isActive: false }).where(eq(users.id, disabled.id));
  await loginAs(ctx.app, await person(outsider.id, homeRole.id), 'Fireline@2026');
  const emptyCentre = await buildOrg(db, { kind: 'center', name: '空中心' });
  emptyCentreUser = await loginAs(ctx.app, await person(emptyCentre.id, homeRole.id), 'Fireline@2026');
});
afterAll(() => ctx.close());

const read = async <T>(
  path: string,
  query: Record<string, string | number> = {},
  session: Session = world.operator,
) => {
  const { body } = await session.call<T>({ path, query });
  expect(body.code, `${path} ${body.msg}`).toBe(0);
  return body.data;
};

describe('home statistics: who may ask', () => {
  it('refuses a caller without a session, and one holding neither the home page nor the tab', async () => {
    for (const path of Object.values(paths)) {
      const query: Record<string, number> = path === paths.overview ? { company_id: world.unitA.id } : {};
      expect((await call(ctx.app, { path, query })).body.code, path).toBe(ErrorCodes.tokenInvalid);
      expect((await world.nobody.call({ path, query })).body.code, path).toBe(ErrorCodes.noPermission);
    }
  });

  it('lets the home page read every card, and a unit tab holder only the unit overview', async () => {
    for (const path of Object.values(paths)) {
      const query: Record<string, number> = path === paths.overview ? { company_id: world.unitA.id } : {};
      expect((await world.homeUser.call({ path, query })).body.code, path).toBe(0);
      expect((await overviewOnly.call({ path, query })).body.code, path).toBe(
        path === paths.overview ? 0 : ErrorCodes.noPermission,
      );
    }
  });

  it('refuses another unit: outside the centre, or another unit for a unit’s own people', async () => {
    for (const path of Object.values(paths)) {
      expect((await world.operator.call({ path, query: { company_id: world.outsider.id } })).body.code, path).toBe(
        ErrorCodes.noPermission,
      );
      expect((await world.manager.call({ path, query: { company_id: world.unitB.id } })).body.code, path).toBe(
        ErrorCodes.noPermission,
      );
    }
  });

  it('names the field of bad input: a missing or malformed unit, an unknown one, a centre that is no unit', async () => {
    expect((await world.operator.call({ path: paths.overview })).body).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'company_id' },
    });
    for (const path of Object.values(paths))
      expect((await world.operator.call({ path, query: { company_id: 'abc' } })).body, path).toMatchObject({
        data: { field: 'company_id' },
      });
    expect((await world.operator.call({ path: paths.overview, query: { company_id: 99_999 } })).body.code).toBe(
      ErrorCodes.noData,
    );
    expect((await world.operator.call({ path: paths.overview, query: { company_id: world.centre.id } })).body).toEqual(
      expect.objectContaining({ code: ErrorCodes.noData, data: { field: 'company_id' } }),
    );
  });
});

describe('home statistics: the numbers', () => {
  it('rates system health: no device or component in fault or offline, per type, the outside unit never counted', async () => {
    expect(await read<SystemHealth>(paths.health)).toEqual({
      total: 5,
      healthy: 1,
      unhealthy: 3,
      no_devices: 1,
      rate: 0.25,
      types: [
        { key: '1', name: '火灾报警系统', total: 4, healthy: 1, no_devices: 1 },
        { key: '12', name: '自动喷水灭火系统', total: 1, healthy: 0, no_devices: 0 },
      ],
    });
    const { body } = await world.operator.call<SystemHealth>({ path: paths.health, lang: 'en' });
    expect(body.data.types[0]!.name).toBe('Fire alarm system');
    expect(await read<SystemHealth>(paths.health, {}, world.manager)).toMatchObject({
      total: 4,
      healthy: 1,
      no_devices: 1,
      rate: 0.3333,
    });
    expect(await read<SystemHealth>(paths.health, { company_id: world.unitB.id })).toMatchObject({
      total: 1,
      healthy: 0,
      rate: 0,
    });
    expect(await read<SystemHealth>(paths.health, {}, emptyCentreUser)).toEqual({
      total: 0,
      healthy: 0,
      unhealthy: 0,
      no_devices: 0,
      rate: null,
      types: [],
    });
  });

  it('counts units online, offline, in alarm, in fault and with events today (shielded ones left out)', async () => {
    expect(await read<CompanyActivity>(paths.activity)).toEqual({
      total: 2,
      online: 1,
      offline: 1,
      alarm: 1,
      fault: 1,
      events_today: 1,
    });
    expect(await read<CompanyActivity>(paths.activity, { company_id: world.unitB.id })).toEqual({
      total: 1,
      online: 0,
      offline: 1,
      alarm: 0,
      fault: 0,
      events_today: 0,
    });
    expect(await read<CompanyActivity>(paths.activity, {}, emptyCentreUser)).toMatchObject({ total: 0 });
  });

  it('counts the accounts of the centre and its units: active, logged in today, online in the last 5 minutes', async () => {
    expect(await read<Personnel>(paths.personnel)).toEqual({ total: 8, active: 7, logged_in_today: 6, online: 5 });
    expect(await read<Personnel>(paths.personnel, { company_id: world.unitB.id })).toEqual({
      total: 2,
      active: 1,
      logged_in_today: 0,
      online: 0,
    });
    expect(await read<Personnel>(paths.personnel, {}, world.manager)).toEqual({
      total: 1,
      active: 1,
      logged_in_today: 1,
      online: 1,
    });
  });

  it('answers a unit’s overview: worst state, devices, systems with their health, today’s alarms, its place', async () => {
    const overview = await read<UnitOverview>(paths.overview, { company_id: world.unitA.id });
    expect(overview).toMatchObject({
      company_id: world.unitA.id,
      company_name: '统计单位甲',
      state: 'fire',
      devices: { total: 2, online: 1, offline: 1, alarm: 1, fault: 0 },
      systems: { total: 4, healthy: 1, no_devices: 1, rate: 0.3333 },
      alarms_today: { date: today, total: 2, unprocessed: 1 },
    });
    expect(overview.systems.list).toEqual([
      {
        system_id: systems.s1,
        name: '甲 火灾报警系统一',
        system_type: 1,
        type_name: '火灾报警系统',
        system_status: 1,
        devices: 1,
        components: 2,
        fault: 0,
        offline: 0,
        healthy: true,
        state: 'healthy',
      },
      expect.objectContaining({ system_id: systems.s2, components: 1, fault: 1, offline: 0, healthy: false }),
      expect.objectContaining({
        system_id: systems.s3,
        devices: 1,
        components: 0,
        fault: 0,
        offline: 1,
        healthy: false,
        state: 'unhealthy',
      }),
      expect.objectContaining({
        system_id: systems.s5,
        devices: 0,
        components: 0,
        healthy: false,
        state: 'no_devices',
      }),
    ]);
    expect(overview.alarms_today.list.map((row) => row.status_category)).toEqual([
      'fire',
      'fault',
      'abnormal',
      'operation',
      'yinhuan',
      'video',
      'firecock',
    ]);
    expect(overview.alarms_today.list[1]).toEqual({ status_category: 'fault', total: 2, processed: 1, unprocessed: 1 });
    expect(overview.alarms_today.list[0]).toEqual({ status_category: 'fire', total: 0, processed: 0, unprocessed: 0 });

    const unitB = await read<UnitOverview>(paths.overview, { company_id: world.unitB.id });
    expect(unitB).toMatchObject({
      state: 'offline',
      devices: { total: 1, online: 0, offline: 1, alarm: 0, fault: 0 },
      systems: { total: 1, healthy: 0, list: [expect.objectContaining({ system_id: systems.s4, offline: 1 })] },
      alarms_today: { total: 0 },
    });
    expect(await read<UnitOverview>(paths.overview, { company_id: world.unitA.id }, world.manager)).toMatchObject({
      state: 'fire',
    });
  });
});
