import { ErrorCodes, type DeviceAlarmStat, type DownloadTicketAnswer } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devices } from '../../db/schema';
import { bindOrgs, buildOrg } from '../../db/seed/factories';
import { call } from '../../test/http';
import { buildStatsWorld, type StatsWorld } from '../../test/stats-fixtures';
import { createTestApp } from '../../test/test-app';
import { readXlsx } from '../imports/test-kit';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let world: StatsWorld;
let emptyUnit: { id: number };

const path = '/api_proxy/statistic/device/alarm/';

/**
 * Devices now: 甲's transmission device online in alarm and its pressure monitor online in fault; 乙's transmission
 * device offline and quiet, its camera offline in alarm and a device without a type online and quiet. The unit
 * outside has its transmission device in alarm and a pressure monitor in fault: never counted for the centre. 丙
 * (the centre's too) has no devices.
 */
beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildStatsWorld(ctx);
  const { unitA, unitB, outsider } = world;
  emptyUnit = await buildOrg(ctx.db, { kind: 'cared', category: 'key_unit', name: '统计单位丙' });
  await bindOrgs(ctx.db, world.centre.id, emptyUnit.id);
  await ctx.db.update(devices).set({ isOnline: true, state: 'alarm' }).where(eq(devices.id, world.deviceA.id));
  await ctx.db.update(devices).set({ isOnline: true, state: 'alarm' }).where(eq(devices.id, world.deviceX.id));
  const device = (companyId: number, code: string, values: Partial<typeof devices.$inferInsert>) => ({
    companyId,
    name: code,
    deviceCode: code,
    deviceClass: 'alonedevice',
    deviceThingType: 0,
    ...values,
  });
  await ctx.db
    .insert(devices)
    .values([
      device(unitA.id, 'DASTAT1', { deviceType: '4', isOnline: true, state: 'fault' }),
      device(unitB.id, 'DASTAT2', { deviceType: '9', deviceClass: 'video', isOnline: false, state: 'alarm' }),
      device(unitB.id, 'DASTAT3', { deviceType: null, isOnline: true }),
      device(outsider.id, 'DASTAT4', { deviceType: '4', isOnline: true, state: 'fault' }),
    ]);
});
afterAll(() => ctx.close());

const stat = async (query: Record<string, string | number> = {}, session = world.operator, lang?: 'en') => {
  const { body } = await session.call<DeviceAlarmStat>({ path, query, lang });
  expect(body.code, body.msg).toBe(0);
  return body.data;
};

describe('statistic/device/alarm: who may ask', () => {
  it('refuses a caller without a session, without the device tab, and the home page alone', async () => {
    expect((await call(ctx.app, { path })).body.code).toBe(ErrorCodes.tokenInvalid);
    expect((await world.nobody.call({ path })).body.code).toBe(ErrorCodes.noPermission);
    expect((await world.homeUser.call({ path })).body.code).toBe(ErrorCodes.noPermission);
  });

  it('refuses a unit outside the scope (9993), an unknown one (9995), and names a bad company_id', async () => {
    expect((await world.operator.call({ path, query: { company_id: world.outsider.id } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await world.manager.call({ path, query: { company_id: world.unitB.id } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await world.operator.call({ path, query: { company_id: 99_999_999 } })).body.code).toBe(ErrorCodes.noData);
    expect((await world.operator.call({ path, query: { company_id: 'first' } })).body).toMatchObject({
      // The catalogue's mapping of a number that reads as none.
      code: ErrorCodes.paramRequired,
      data: { field: 'company_id' },
    });
  });
});

describe('statistic/device/alarm: the numbers', () => {
  it('counts the centre’s devices by type with their state now, never the unit outside', async () => {
    expect(await stat()).toEqual({
      total: 5,
      alarm: 2,
      fault: 1,
      offline: 2,
      list: [
        { key: 'uitd', name: '用户信息传输装置', total: 2, alarm: 1, fault: 0, offline: 1 },
        { key: '4', name: '消防水压监测终端', total: 1, alarm: 0, fault: 1, offline: 0 },
        { key: '9', name: '视频摄像机', total: 1, alarm: 1, fault: 0, offline: 1 },
        { key: 'none', name: '未设置', total: 1, alarm: 0, fault: 0, offline: 0 },
      ],
    });
  });

  it('counts only 甲 for 甲’s manager, as the centre does with company_id; names in English on request', async () => {
    const own = await stat({}, world.manager);
    expect(await stat({ company_id: world.unitA.id })).toEqual(own);
    expect(own).toEqual({
      total: 2,
      alarm: 1,
      fault: 1,
      offline: 0,
      list: [
        { key: '4', name: '消防水压监测终端', total: 1, alarm: 0, fault: 1, offline: 0 },
        { key: 'uitd', name: '用户信息传输装置', total: 1, alarm: 1, fault: 0, offline: 0 },
      ],
    });
    const english = await stat({ company_id: world.unitB.id }, world.operator, 'en');
    expect(english.list.map((row) => row.name)).toEqual([
      'Video camera',
      'not set',
      'User information transmission device',
    ]);
  });
});

describe('statistic/device/alarm: export', () => {
  const link = (query: Record<string, string | number>, lang?: 'en') =>
    world.operator.call<DownloadTicketAnswer>({
      path: '/api_proxy/statistic/export/',
      query: { statistic: 'device_alarm', ...query },
      lang,
    });

  it('writes the table as the page shows it, with a total row', async () => {
    const { body } = await link({});
    expect(body.code, body.msg).toBe(0);
    const response = await ctx.app.inject({ method: 'GET', url: body.data.url });
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toMatch(
      /设备告警统计-\d{4}-\d{2}-\d{2}\.xlsx/,
    );
    const [sheet] = await readXlsx(response.rawPayload);
    expect(sheet!.name).toBe('设备告警统计');
    expect(sheet!.rows).toEqual([
      ['设备类型', '设备数', '报警', '故障', '离线'],
      ['用户信息传输装置', '2', '1', '0', '1'],
      ['消防水压监测终端', '1', '0', '1', '0'],
      ['视频摄像机', '1', '1', '0', '1'],
      ['未设置', '1', '0', '0', '0'],
      ['合计', '5', '2', '1', '2'],
    ]);
  });

  it('answers "no data available for export" for a unit without devices, and refuses one outside', async () => {
    const { body } = await link({ company_id: emptyUnit.id }, 'en');
    expect(body.code).toBe(ErrorCodes.noData);
    expect(body.msg).toContain('no data available for export');
    expect((await link({ company_id: world.outsider.id })).body.code).toBe(ErrorCodes.noPermission);
    expect(
      (await world.homeUser.call({ path: '/api_proxy/statistic/export/', query: { statistic: 'device_alarm' } })).body
        .code,
    ).toBe(ErrorCodes.noPermission);
  });
});
