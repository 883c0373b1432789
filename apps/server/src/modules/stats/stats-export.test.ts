import { ErrorCodes, type DownloadTicketAnswer } from '@fireline/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRole, buildUser } from '../../db/seed/factories';
import { raiseAlarm } from '../../test/alarm-events';
import { call, loginAs } from '../../test/http';
import { buildStatsWorld, type StatsWorld } from '../../test/stats-fixtures';
import { createTestApp } from '../../test/test-app';
import { readXlsx } from '../imports/test-kit';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let world: StatsWorld;
let alarmTabOnly: Awaited<ReturnType<typeof loginAs>>;

const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
const path = '/api_proxy/statistic/export/';

/** 甲 has one open fire today, 乙 one fault; the unit outside a fire. */
beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildStatsWorld(ctx);
  await raiseAlarm(ctx.deps.eventWriter, world.deviceA);
  await raiseAlarm(ctx.deps.eventWriter, world.deviceB, { category: 'fault' });
  await raiseAlarm(ctx.deps.eventWriter, world.deviceX);
  const role = await buildRole(ctx.db, { grants: ['statistic-alarm'] });
  const user = await buildUser(ctx.db, { orgId: world.centre.id, roleId: role.id });
  alarmTabOnly = await loginAs(ctx.app, user.username, 'Fireline@2026');
});
afterAll(() => ctx.close());

const link = (session: StatsWorld['operator'], query: Record<string, string | number>, lang?: 'en') =>
  session.call<DownloadTicketAnswer>({ path, query, lang });

/** Opens the link as the browser does (no header) and reads the workbook back. */
const download = async (url: string) => {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.headers['content-type']).toContain('spreadsheetml');
  return { disposition: String(response.headers['content-disposition']), sheets: await readXlsx(response.rawPayload) };
};

describe('statistic export', () => {
  it('refuses without a session, without a statistics tab, and without the tab of the statistic asked for', async () => {
    expect((await call(ctx.app, { path, query: { statistic: 'alarm_summary' } })).body.code).toBe(
      ErrorCodes.tokenInvalid,
    );
    const bare = await ctx.app.inject({ method: 'GET', url: '/export/statistic?statistic=alarm_summary' });
    expect(bare.json()).toMatchObject({ code: ErrorCodes.tokenInvalid });
    expect((await link(world.nobody, { statistic: 'alarm_summary' })).body.code).toBe(ErrorCodes.noPermission);
    // The home page shows the summary card, but exporting belongs to the statistics page.
    expect((await link(world.homeUser, { statistic: 'alarm_summary' })).body.code).toBe(ErrorCodes.noPermission);
    expect((await link(alarmTabOnly, { statistic: 'alarm_summary' })).body.code).toBe(0);
    expect((await link(alarmTabOnly, { statistic: 'device' })).body.code).toBe(ErrorCodes.noPermission);
  });

  it('refuses a unit outside the scope and names a bad statistic or window', async () => {
    expect((await link(world.operator, { statistic: 'alarm_summary', company_id: world.outsider.id })).body.code).toBe(
      ErrorCodes.noPermission,
    );
    expect((await link(world.operator, { statistic: 'chart' })).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'statistic' },
    });
    expect((await link(world.operator, { statistic: 'alarm_trend', window: 'year' })).body).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'window' },
    });
  });

  it('answers "no data available for export" when the statistic counts nothing', async () => {
    const { body } = await link(world.operator, { statistic: 'alarm_summary', status_category: 'video' }, 'en');
    expect(body.code).toBe(ErrorCodes.noData);
    expect(body.msg).toContain('no data available for export');
    const zh = await link(world.operator, { statistic: 'building' });
    expect(zh.body.msg).toContain('暂无可导出的数据');
  });

  it('writes the summary as its table shows it, once per link, counting only the caller’s units', async () => {
    const { body } = await link(world.operator, { statistic: 'alarm_summary', window: 'today' });
    expect(body.code).toBe(0);
    expect(body.data.url).toMatch(/^\/export\/statistic\?.*ticket=/);
    const { disposition, sheets } = await download(body.data.url);
    expect(decodeURIComponent(disposition)).toContain(`告警统计-${today}_${today}.xlsx`);
    expect(sheets[0]!.name).toBe('告警统计');
    expect(sheets[0]!.rows).toEqual([
      ['类别', '总数', '已处理', '未处理'],
      ['火警', '1', '0', '1'],
      ['故障', '1', '0', '1'],
      ['异常', '0', '0', '0'],
      ['操作', '0', '0', '0'],
      ['隐患', '0', '0', '0'],
      ['视频', '0', '0', '0'],
      ['消火栓', '0', '0', '0'],
      ['合计', '2', '0', '2'],
    ]);
    const again = await ctx.app.inject({ method: 'GET', url: body.data.url });
    expect(again.json()).toMatchObject({ code: ErrorCodes.tokenInvalid });
  });

  it('writes the trend in English, a grouping with shares, the ranking and the device status', async () => {
    const trend = await link(world.operator, { statistic: 'alarm_trend', window: 'last7' }, 'en');
    const trendSheet = (await download(trend.body.data.url)).sheets[0]!;
    expect(trendSheet.name).toBe('Alarm trend');
    expect(trendSheet.rows[0]).toEqual([
      'date',
      'total',
      'Fire',
      'Fault',
      'Abnormal',
      'Operation',
      'Hidden danger',
      'Video',
      'Hydrant',
    ]);
    expect(trendSheet.rows).toHaveLength(8);
    expect(trendSheet.rows[7]).toEqual([today, '2', '1', '1', '0', '0', '0', '0', '0']);

    const types = await link(world.operator, { statistic: 'alarm_breakdown', by: 'type', company_id: world.unitA.id });
    expect((await download(types.body.data.url)).sheets[0]!.rows).toEqual([
      ['分类', '数量', '占比'],
      ['火警', '1', '100.0%'],
    ]);
    const ranking = await link(world.operator, { statistic: 'ranking' });
    expect((await download(ranking.body.data.url)).sheets[0]!.rows.map((row) => row.slice(0, 3))).toEqual([
      ['排名', '单位', '总数'],
      ['1', '统计单位甲', '1'],
      ['2', '统计单位乙', '1'],
    ]);
    const status = await link(world.operator, { statistic: 'device_status' });
    expect((await download(status.body.data.url)).sheets[0]!.rows).toEqual([
      ['状态', '数量'],
      ['设备总数', '2'],
      ['在线', '2'],
      ['离线', '0'],
      ['报警', '0'],
      ['故障', '0'],
    ]);
  });
});
