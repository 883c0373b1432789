import { ErrorCodes, type DownloadTicketAnswer, type GroupStat } from '@fireline/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, organisations } from '../../db/schema';
import { bindOrgs, buildOrg, buildRole, buildUser } from '../../db/seed/factories';
import { call, loginAs } from '../../test/http';
import { buildStatsWorld, raiseAt, type StatsWorld } from '../../test/stats-fixtures';
import { createTestApp } from '../../test/test-app';
import { readXlsx } from '../imports/test-kit';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let world: StatsWorld;
let emptyCentre: Awaited<ReturnType<typeof loginAs>>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Today on the site's clock (UTC+8, the test app's default), and the instant it started. */
const today = new Date(Date.now() + 8 * HOUR).toISOString().slice(0, 10);
const midnight = Date.parse(`${today}T00:00:00Z`) - 8 * HOUR;
const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
const path = '/api_proxy/statistic/group/';

/**
 * Regions: 甲 in 北京市 海淀区 (110108), 乙 on a street of 北京市 朝阳区 (110105001), 丙 in 广东省 广州市 天河区
 * (440106) without devices, 丁 without a region code; the unit outside in 海淀区 too. Events: 甲 a fire at 00:01 today
 * (handled), a fire at 23:59 yesterday (open), a shielded fire today; 乙 two open fires today; the unit outside two
 * fires today (never counted for the centre).
 */
beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildStatsWorld(ctx);
  const { unitA, unitB, outsider, deviceA, deviceB, deviceX } = world;
  const region = (id: number, regionCode: string) =>
    ctx.db.update(organisations).set({ regionCode }).where(eq(organisations.id, id));
  await region(unitA.id, '110108');
  await region(unitB.id, '110105001');
  await region(outsider.id, '110108');
  const unitC = await buildOrg(ctx.db, {
    kind: 'cared',
    category: 'key_unit',
    name: '统计单位丙',
    regionCode: '440106',
  });
  const unitD = await buildOrg(ctx.db, { kind: 'cared', category: 'small_venue', name: '统计单位丁' });
  await bindOrgs(ctx.db, world.centre.id, unitC.id);
  await bindOrgs(ctx.db, world.centre.id, unitD.id);

  const raise = (device: typeof deviceA, offset: number) =>
    raiseAt(ctx.db, ctx.deps.eventWriter, device, { at: new Date(midnight + offset) });
  const handled = await raise(deviceA, 60_000);
  await ctx.db.update(events).set({ enumConfirmType: 1 }).where(eq(events.id, handled));
  await raise(deviceA, -60_000);
  const shielded = await raise(deviceA, 2 * HOUR);
  await ctx.db.update(events).set({ isShielded: true }).where(eq(events.id, shielded));
  await raise(deviceB, 9 * HOUR);
  await raise(deviceB, 9.5 * HOUR);
  await raise(deviceX, 8 * HOUR);
  await raise(deviceX, -60_000);

  const centre = await buildOrg(ctx.db, { kind: 'center', name: '无单位中心' });
  const role = await buildRole(ctx.db, { grants: ['statistic'] });
  const user = await buildUser(ctx.db, { orgId: centre.id, roleId: role.id });
  emptyCentre = await loginAs(ctx.app, user.username, 'Fireline@2026');
});
afterAll(() => ctx.close());

const stat = async (query: Record<string, string | number> = {}, session = world.operator, lang?: 'en') => {
  const { body } = await session.call<GroupStat>({ path, query, lang });
  expect(body.code, body.msg).toBe(0);
  return body.data;
};

describe('statistic/group: who may ask', () => {
  it('refuses a caller without a session, without the unit statistics, and the home page alone', async () => {
    expect((await call(ctx.app, { path })).body.code).toBe(ErrorCodes.tokenInvalid);
    expect((await world.nobody.call({ path })).body.code).toBe(ErrorCodes.noPermission);
    expect((await world.homeUser.call({ path })).body.code).toBe(ErrorCodes.noPermission);
  });

  it('refuses a unit outside the scope (9993) or unknown (9995), and names a bad level, window or company', async () => {
    expect((await world.operator.call({ path, query: { company_id: world.outsider.id } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await world.manager.call({ path, query: { company_id: world.unitB.id } })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await world.operator.call({ path, query: { company_id: 99_999_999 } })).body.code).toBe(ErrorCodes.noData);
    const refused = async (query: Record<string, string | number>) => (await world.operator.call({ path, query })).body;
    expect(await refused({ level: 'street' })).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'level' } });
    expect(await refused({ window: 'year' })).toMatchObject({ code: ErrorCodes.paramValue, data: { field: 'window' } });
    expect(await refused({ start: yesterday })).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'end' },
    });
    expect(await refused({ start: today, end: yesterday })).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'end' },
    });
    expect(await refused({ company_id: 'first' })).toMatchObject({
      // The catalogue's mapping of a number that reads as none.
      code: ErrorCodes.paramRequired,
      data: { field: 'company_id' },
    });
  });
});

describe('statistic/group: the numbers', () => {
  it('groups the centre’s units by district with their devices and today’s alarms, never the unit outside', async () => {
    expect(await stat({ window: 'today' })).toEqual({
      window: 'today',
      start: today,
      end: today,
      level: 'district',
      units: 4,
      devices: 2,
      total: 3,
      unprocessed: 2,
      list: [
        { key: '110105', name: '北京市 朝阳区', units: 1, devices: 1, total: 2, unprocessed: 2 },
        { key: '110108', name: '北京市 海淀区', units: 1, devices: 1, total: 1, unprocessed: 0 },
        { key: '440106', name: '广东省 广州市 天河区', units: 1, devices: 0, total: 0, unprocessed: 0 },
        { key: 'none', name: '未设置', units: 1, devices: 0, total: 0, unprocessed: 0 },
      ],
    });
  });

  it('puts an event at 23:59 and one at 00:01 site time on different days', async () => {
    const haidian = async (query: Record<string, string>) =>
      (await stat({ ...query, company_id: world.unitA.id })).list;
    expect(await haidian({ start: yesterday, end: yesterday })).toEqual([
      { key: '110108', name: '北京市 海淀区', units: 1, devices: 1, total: 1, unprocessed: 1 },
    ]);
    expect(await haidian({ start: yesterday, end: today })).toEqual([
      { key: '110108', name: '北京市 海淀区', units: 1, devices: 1, total: 2, unprocessed: 1 },
    ]);
    expect((await stat({ window: 'last7' })).total).toBe(4);
  });

  it('rolls up to cities and provinces; a unit’s manager sees only the unit’s region', async () => {
    const cities = await stat({ level: 'city' });
    expect(cities.list.map((row) => [row.key, row.name, row.units, row.total])).toEqual([
      ['1101', '北京市', 2, 3],
      ['4401', '广东省 广州市', 1, 0],
      ['none', '未设置', 1, 0],
    ]);
    const provinces = await stat({ level: 'province' }, world.operator, 'en');
    expect(provinces).toMatchObject({ level: 'province', units: 4, devices: 2, total: 3 });
    expect(provinces.list.map((row) => [row.key, row.name, row.devices])).toEqual([
      ['11', '北京市', 2],
      ['44', '广东省', 0],
      ['none', 'not set', 0],
    ]);
    expect(await stat({}, world.manager)).toMatchObject({
      units: 1,
      total: 1,
      list: [{ key: '110108', units: 1, devices: 1, total: 1, unprocessed: 0 }],
    });
  });
});

describe('statistic/group: export', () => {
  const link = (session: typeof emptyCentre, query: Record<string, string | number>, lang?: 'en') =>
    session.call<DownloadTicketAnswer>({
      path: '/api_proxy/statistic/export/',
      query: { statistic: 'group', ...query },
      lang,
    });

  it('writes the regions as the page shows them, with a total row, named after the window', async () => {
    const { body } = await link(world.operator, { window: 'today', level: 'city' });
    expect(body.code, body.msg).toBe(0);
    const response = await ctx.app.inject({ method: 'GET', url: body.data.url });
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(
      `区域统计-${today}_${today}.xlsx`,
    );
    const [sheet] = await readXlsx(response.rawPayload);
    expect(sheet!.rows).toEqual([
      ['区域', '单位数', '设备数', '告警总数', '未处理'],
      ['北京市', '2', '2', '3', '2'],
      ['广东省 广州市', '1', '0', '0', '0'],
      ['未设置', '1', '0', '0', '0'],
      ['合计', '4', '2', '3', '2'],
    ]);
  });

  it('answers "no data available for export" for a scope without units, and refuses without the tab', async () => {
    const { body } = await link(emptyCentre, {}, 'en');
    expect(body.code).toBe(ErrorCodes.noData);
    expect(body.msg).toContain('no data available for export');
    expect((await link(world.homeUser, {})).body.code).toBe(ErrorCodes.noPermission);
    expect((await link(world.operator, { level: 'street' })).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'level' },
    });
  });
});
