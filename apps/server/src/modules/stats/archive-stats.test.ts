import { ErrorCodes, type Breakdown, type DeviceStatus } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildings, devices, fireSystems } from '../../db/schema';
import { call } from '../../test/http';
import { buildStatsWorld, type StatsWorld } from '../../test/stats-fixtures';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let world: StatsWorld;

/**
 * Archives: 甲 (key unit, class 1) has two buildings, two fire alarm systems and a sprinkler system, its transmission
 * device (online) and a pressure monitor (online, in alarm); 乙 (small venue, class 3) one building, one system, its
 * transmission device (offline) and a camera (offline, in fault). The unit outside has a building, a system and its
 * online transmission device in alarm: never counted for the centre.
 */
beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildStatsWorld(ctx);
  const { unitA, unitB, outsider } = world;
  await ctx.db.insert(buildings).values([
    {
      companyId: unitA.id,
      name: '甲 主楼',
      enumBuildingType: 1,
      enumBuildingProperty: 2,
      enumBuildingFireLevel: 1,
      enumBuildingFireResistance: 1,
      enumBuildingStructure: 1,
    },
    { companyId: unitA.id, name: '甲 副楼', enumBuildingType: 2 },
    { companyId: unitB.id, name: '乙 楼', enumBuildingType: 1, enumBuildingStructure: 2 },
    { companyId: outsider.id, name: '外 楼', enumBuildingType: 3 },
  ]);
  await ctx.db.insert(fireSystems).values([
    { companyId: unitA.id, name: '甲 火灾报警系统一', systemType: 1 },
    { companyId: unitA.id, name: '甲 火灾报警系统二', systemType: 1 },
    { companyId: unitA.id, name: '甲 喷淋', systemType: 12 },
    { companyId: unitB.id, name: '乙 火灾报警系统', systemType: 1 },
    { companyId: outsider.id, name: '外 喷淋', systemType: 12 },
  ]);
  await ctx.db.update(devices).set({ isOnline: true }).where(eq(devices.id, world.deviceA.id));
  await ctx.db.update(devices).set({ isOnline: true, state: 'alarm' }).where(eq(devices.id, world.deviceX.id));
  await ctx.db.insert(devices).values([
    {
      companyId: unitA.id,
      name: '甲 水压监测',
      deviceCode: 'STATWP1',
      deviceClass: 'alonedevice',
      deviceThingType: 0,
      deviceType: '4',
      deviceModel: 'FL-WP-100',
      brand: '火线物联',
      isOnline: true,
      state: 'alarm',
    },
    {
      companyId: unitB.id,
      name: '乙 摄像机',
      deviceCode: 'STATCAM1',
      deviceClass: 'video',
      deviceThingType: 0,
      deviceType: '9',
      deviceModel: 'DS-2CD3T46WDV3',
      brand: '海康威视',
      isOnline: false,
      state: 'fault',
    },
  ]);
});
afterAll(() => ctx.close());

const paths = {
  company: '/api_proxy/statistic/company/',
  building: '/api_proxy/statistic/building/',
  system: '/api_proxy/statistic/system/',
  device: '/api_proxy/statistic/device/',
  status: '/api_proxy/statistic/device/status/',
};

const breakdown = async (path: string, query: Record<string, string | number> = {}, session = world.operator) => {
  const { body } = await session.call<Breakdown>({ path, query });
  expect(body.code, `${path} ${body.msg}`).toBe(0);
  return body.data;
};

describe('statistics over the archives: who may ask', () => {
  it('refuses a caller without a session, or without the tab and the home page', async () => {
    for (const path of Object.values(paths)) {
      expect((await call(ctx.app, { path })).body.code, path).toBe(ErrorCodes.tokenInvalid);
      expect((await world.nobody.call({ path })).body.code, path).toBe(ErrorCodes.noPermission);
    }
  });

  it('lets the home page read its cards (unit type, systems, devices) but not the building tab', async () => {
    for (const path of [paths.company, paths.system, paths.device, paths.status])
      expect((await world.homeUser.call({ path })).body.code, path).toBe(0);
    expect((await world.homeUser.call({ path: paths.building })).body.code).toBe(ErrorCodes.noPermission);
  });

  it('refuses a unit outside the scope and names a bad grouping', async () => {
    for (const path of Object.values(paths)) {
      expect((await world.operator.call({ path, query: { company_id: world.outsider.id } })).body.code, path).toBe(
        ErrorCodes.noPermission,
      );
      expect((await world.manager.call({ path, query: { company_id: world.unitB.id } })).body.code, path).toBe(
        ErrorCodes.noPermission,
      );
    }
    for (const path of [paths.company, paths.building, paths.system, paths.device])
      expect((await world.operator.call({ path, query: { by: 'colour' } })).body, path).toMatchObject({
        code: ErrorCodes.paramValue,
        data: { field: 'by' },
      });
  });
});

describe('statistics over the archives: the numbers', () => {
  it('counts the centre’s units by type and by class, and only its own unit for a unit’s manager', async () => {
    expect(await breakdown(paths.company)).toEqual({
      by: 'type',
      total: 2,
      list: [
        { key: 'key_unit', name: '重点单位', count: 1 },
        { key: 'small_venue', name: '小型场所', count: 1 },
      ],
    });
    expect(await breakdown(paths.company, { by: 'class' })).toEqual({
      by: 'class',
      total: 2,
      list: [
        { key: '1', name: '消防安全重点单位', count: 1 },
        { key: '3', name: '一般单位', count: 1 },
      ],
    });
    expect(await breakdown(paths.company, {}, world.manager)).toMatchObject({ total: 1, list: [{ key: 'key_unit' }] });
  });

  it('counts buildings by each enum column, unset ones as not set', async () => {
    expect(await breakdown(paths.building)).toEqual({
      by: 'type',
      total: 3,
      list: [
        { key: '1', name: '住宅建筑', count: 2 },
        { key: '2', name: '公共建筑', count: 1 },
      ],
    });
    expect(await breakdown(paths.building, { by: 'property' })).toMatchObject({
      list: [
        { key: 'none', name: '未设置', count: 2 },
        { key: '2', name: '办公', count: 1 },
      ],
    });
    expect((await breakdown(paths.building, { by: 'structure' })).list).toEqual([
      { key: '1', name: '钢筋混凝土结构', count: 1 },
      { key: '2', name: '钢结构', count: 1 },
      { key: 'none', name: '未设置', count: 1 },
    ]);
    expect((await breakdown(paths.building, { by: 'fire_level' })).list[0]).toEqual({
      key: 'none',
      name: '未设置',
      count: 2,
    });
    expect((await breakdown(paths.building, { by: 'fire_resistance', company_id: world.unitB.id })).list).toEqual([
      { key: 'none', name: '未设置', count: 1 },
    ]);
  });

  it('counts fire systems by type', async () => {
    expect(await breakdown(paths.system)).toEqual({
      by: 'type',
      total: 4,
      list: [
        { key: '1', name: '火灾报警系统', count: 3 },
        { key: '12', name: '自动喷水灭火系统', count: 1 },
      ],
    });
  });

  it('counts devices by type, class, brand and model', async () => {
    expect((await breakdown(paths.device)).list).toEqual([
      { key: 'uitd', name: '用户信息传输装置', count: 2 },
      { key: '4', name: '消防水压监测终端', count: 1 },
      { key: '9', name: '视频摄像机', count: 1 },
    ]);
    const { body } = await world.operator.call<Breakdown>({ path: paths.device, lang: 'en' });
    expect(body.data.list[0]).toEqual({ key: 'uitd', name: 'User information transmission device', count: 2 });
    expect((await breakdown(paths.device, { by: 'class' })).list).toEqual([
      { key: 'dtu', name: '用户信息传输装置', count: 2 },
      { key: 'alonedevice', name: '独立式设备', count: 1 },
      { key: 'video', name: '视频设备', count: 1 },
    ]);
    expect((await breakdown(paths.device, { by: 'brand' })).list).toEqual([
      { key: 'none', name: '未设置', count: 2 },
      { key: '海康威视', name: '海康威视', count: 1 },
      { key: '火线物联', name: '火线物联', count: 1 },
    ]);
    expect(await breakdown(paths.device, { by: 'model', company_id: world.unitA.id })).toEqual({
      by: 'model',
      total: 2,
      list: [
        { key: 'FL-UITD-1', name: 'FL-UITD-1', count: 1 },
        { key: 'FL-WP-100', name: 'FL-WP-100', count: 1 },
      ],
    });
  });

  it('answers the device-status card: online, offline, in alarm, in fault', async () => {
    const status = async (session = world.operator) =>
      (await session.call<DeviceStatus>({ path: paths.status })).body.data;
    expect(await status()).toEqual({ total: 4, online: 2, offline: 2, alarm: 1, fault: 1 });
    expect(await status(world.manager)).toEqual({ total: 2, online: 2, offline: 0, alarm: 1, fault: 0 });
  });
});
