import { ErrorCodes, statusCategories, type AlarmSummary, type AlarmTrend, type Ranking } from '@fireline/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmReasons, devices, events, organisations } from '../../db/schema';
import { call } from '../../test/http';
import { buildStatsWorld, raiseAt, type StatsWorld } from '../../test/stats-fixtures';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let world: StatsWorld;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Today on the site's clock (UTC+8, the test app's default), and the instant it started. */
const today = new Date(Date.now() + 8 * HOUR).toISOString().slice(0, 10);
const midnight = Date.parse(`${today}T00:00:00Z`) - 8 * HOUR;
const dayBefore = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY).toISOString().slice(0, 10);
let reasonId: number;

/**
 * 甲: a fire at 00:01 today handled as a real fire with a reason, a fire at 23:59 yesterday left open, two faults today
 * confirmed together as false alarms, an abnormality 8 days ago, a shielded fire today. 乙: two open fires today, an
 * open fault 3 days ago. The unit outside: three fires today, never counted for the centre.
 */
beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildStatsWorld(ctx);
  const { deviceA, deviceB, deviceX, operator } = world;
  const at = (offset: number) => new Date(midnight + offset);
  const raise = (device: typeof deviceA, offset: number, category: 'fire' | 'fault' | 'abnormal' = 'fire') =>
    raiseAt(ctx.db, ctx.deps.eventWriter, device, { at: at(offset), category });
  const handledFire = await raise(deviceA, 60_000);
  await raise(deviceA, -60_000);
  const faults = [await raise(deviceA, 10 * HOUR, 'fault'), await raise(deviceA, 11 * HOUR, 'fault')];
  await raise(deviceA, -8 * DAY + 12 * HOUR, 'abnormal');
  const shielded = await raise(deviceA, 12 * HOUR);
  await ctx.db.update(events).set({ isShielded: true }).where(eq(events.id, shielded));
  await raise(deviceB, 9 * HOUR);
  await raise(deviceB, 9.5 * HOUR);
  await raise(deviceB, -3 * DAY + HOUR, 'fault');
  for (const offset of [8, 8.1, 8.2]) await raise(deviceX, offset * HOUR);

  [{ id: reasonId }] = (await ctx.db
    .select({ id: confirmReasons.id })
    .from(confirmReasons)
    .where(and(eq(confirmReasons.statusCategory, 'fire'), eq(confirmReasons.enumConfirmType, 1)))
    .orderBy(confirmReasons.id)
    .limit(1)) as [{ id: number }];
  const handled = await operator.call({
    method: 'PUT',
    path: '/api_proxy/event/info/',
    body: { event_id: handledFire, enum_confirm_type: 1, confirm_desc: '现场确认', enum_confirm_reason: reasonId },
  });
  expect(handled.body.code).toBe(0);
  const batch = await operator.call({
    method: 'PUT',
    path: '/api_proxy/event/batch_confirm_event/',
    body: { event_ids: faults, enum_confirm_type: 2 },
  });
  expect(batch.body.code).toBe(0);
});
afterAll(() => ctx.close());

const paths = {
  summary: '/api_proxy/statistic/alarm/summary/',
  trend: '/api_proxy/statistic/alarm/trend/',
  breakdown: '/api_proxy/statistic/alarm/breakdown/',
  ranking: '/api_proxy/statistic/ranking/',
  center: '/api_proxy/statistic/center/',
};

describe('statistics over events: who may ask', () => {
  it('refuses a caller without a session and one holding neither the statistics tab nor the home page', async () => {
    for (const path of Object.values(paths)) {
      expect((await call(ctx.app, { path })).body.code, path).toBe(ErrorCodes.tokenInvalid);
      expect((await world.nobody.call({ path })).body.code, path).toBe(ErrorCodes.noPermission);
    }
  });

  it('lets the home page read its cards (summary, trend, ranking, growth) but not the alarm tab’s groupings', async () => {
    for (const path of [paths.summary, paths.trend, paths.ranking, paths.center])
      expect((await world.homeUser.call({ path })).body.code, path).toBe(0);
    expect((await world.homeUser.call({ path: paths.breakdown })).body.code).toBe(ErrorCodes.noPermission);
  });

  it('refuses a unit outside the caller’s scope (9993) and an unknown one (9995)', async () => {
    for (const path of Object.values(paths)) {
      const outside = await world.operator.call({ path, query: { company_id: world.outsider.id } });
      expect(outside.body.code, path).toBe(ErrorCodes.noPermission);
      const sibling = await world.manager.call({ path, query: { company_id: world.unitB.id } });
      expect(sibling.body.code, path).toBe(ErrorCodes.noPermission);
      expect((await world.operator.call({ path, query: { company_id: 99_999_999 } })).body.code, path).toBe(
        ErrorCodes.noData,
      );
    }
  });

  it('names the field of a bad window, grouping or limit', async () => {
    const refused = async (path: string, query: Record<string, string | number>) =>
      (await world.operator.call({ path, query })).body;
    expect(await refused(paths.summary, { window: 'year' })).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'window' },
    });
    expect(await refused(paths.trend, { start: '2026-02-30', end: '2026-03-02' })).toMatchObject({
      code: ErrorCodes.paramFormat,
      data: { field: 'start' },
    });
    expect(await refused(paths.trend, { start: dayBefore(3) })).toMatchObject({
      code: ErrorCodes.paramRequired,
      data: { field: 'end' },
    });
    expect(await refused(paths.summary, { start: today, end: dayBefore(1) })).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'end' },
    });
    expect(await refused(paths.summary, { start: dayBefore(366), end: today })).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'end' },
    });
    expect(
      (await world.operator.call({ path: paths.summary, query: { start: dayBefore(365), end: today } })).body.code,
    ).toBe(0);
    expect(await refused(paths.summary, { window: 'week', start: dayBefore(3), end: today })).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'window' },
    });
    expect(await refused(paths.breakdown, { by: 'colour' })).toMatchObject({
      code: ErrorCodes.paramValue,
      data: { field: 'by' },
    });
    expect(await refused(paths.ranking, { limit: 0 })).toMatchObject({
      code: ErrorCodes.paramFormat,
      data: { field: 'limit' },
    });
    expect(await refused(paths.ranking, { limit: 101 })).toMatchObject({
      code: ErrorCodes.paramFormat,
      data: { field: 'limit' },
    });
  });
});

const zero = Object.fromEntries(statusCategories.map((category) => [category, 0]));

describe('statistics over events: the numbers', () => {
  it('counts today’s events of the centre’s units, never the unit it does not watch nor shielded events', async () => {
    const { body } = await world.operator.call<AlarmSummary>({ path: paths.summary, query: { window: 'today' } });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      window: 'today',
      start: today,
      end: today,
      total: 5,
      processed: 3,
      unprocessed: 2,
    });
    expect(body.data.list.map((row) => row.status_category)).toEqual([...statusCategories]);
    expect(body.data.list[0]).toEqual({ status_category: 'fire', total: 3, processed: 1, unprocessed: 2 });
    expect(body.data.list[1]).toEqual({ status_category: 'fault', total: 2, processed: 2, unprocessed: 0 });
    expect(body.data.list.slice(2).every((row) => row.total === 0)).toBe(true);
    // No window: today.
    expect((await world.operator.call<AlarmSummary>({ path: paths.summary })).body.data).toMatchObject({ total: 5 });
  });

  it('counts only 甲 for 甲’s manager, as the centre does with company_id', async () => {
    const own = await world.manager.call<AlarmSummary>({ path: paths.summary });
    const narrowed = await world.operator.call<AlarmSummary>({
      path: paths.summary,
      query: { company_id: world.unitA.id },
    });
    for (const answer of [own.body.data, narrowed.body.data]) {
      expect(answer).toMatchObject({ total: 3, processed: 3, unprocessed: 0 });
      expect(answer.list[0]).toMatchObject({ status_category: 'fire', total: 1 });
    }
  });

  it('puts an event at 23:59 and one at 00:01 site time on different days', async () => {
    const { body } = await world.operator.call<AlarmTrend>({
      path: paths.trend,
      query: { start: dayBefore(1), end: today, company_id: world.unitA.id },
    });
    expect(body.data).toEqual({
      window: null,
      start: dayBefore(1),
      end: today,
      total: 4,
      days: [
        { date: dayBefore(1), total: 1, counts: { ...zero, fire: 1 } },
        { date: today, total: 3, counts: { ...zero, fire: 1, fault: 2 } },
      ],
    });
    const fires = await world.operator.call<AlarmSummary>({
      path: paths.summary,
      query: { company_id: world.unitA.id, status_category: 'fire' },
    });
    expect(fires.body.data).toMatchObject({ total: 1, processed: 1 });
  });

  it('answers every day of the last 7 days, the quick picks’ dates, this week from Sunday and this month', async () => {
    const last7 = (await world.operator.call<AlarmTrend>({ path: paths.trend, query: { window: 'last7' } })).body.data;
    expect(last7.days.map((day) => day.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dayBefore));
    expect(last7).toMatchObject({ window: 'last7', start: dayBefore(6), end: today, total: 7 });
    expect(last7.days.find((day) => day.date === dayBefore(3))!.counts).toEqual({ ...zero, fault: 1 });
    const picked = await world.operator.call<AlarmSummary>({
      path: paths.summary,
      query: { start: dayBefore(8), end: today },
    });
    expect(picked.body.data).toMatchObject({ window: null, total: 8 });
    expect(picked.body.data.list.find((row) => row.status_category === 'abnormal')).toMatchObject({ total: 1 });

    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const week = (await world.operator.call<AlarmSummary>({ path: paths.summary, query: { window: 'week' } })).body
      .data;
    expect(week).toMatchObject({ start: dayBefore(weekday), end: today });
    expect(week.total).toBe(5 + (weekday >= 1 ? 1 : 0) + (weekday >= 3 ? 1 : 0));
    const dayOfMonth = Number(today.slice(8));
    const month = (await world.operator.call<AlarmSummary>({ path: paths.summary, query: { window: 'month' } })).body
      .data;
    expect(month).toMatchObject({ start: `${today.slice(0, 8)}01`, end: today });
    expect(month.total).toBe(5 + (dayOfMonth >= 2 ? 1 : 0) + (dayOfMonth >= 4 ? 1 : 0) + (dayOfMonth >= 9 ? 1 : 0));
  });

  it('groups by alarm type, by how handled, by process way and by cause', async () => {
    const by = async (grouping: string) =>
      (
        await world.operator.call<{ by: string; total: number; list: { key: string; name: string; count: number }[] }>({
          path: paths.breakdown,
          query: { by: grouping },
        })
      ).body.data;
    expect(await by('type')).toMatchObject({
      by: 'type',
      total: 5,
      list: [
        { key: 'fire_alarm', name: '火警', count: 3 },
        { key: 'fault', name: '故障', count: 2 },
      ],
    });
    expect((await by('ways')).list).toEqual([
      { key: '0', name: '未处理', count: 2 },
      { key: '2', name: '误报', count: 2 },
      { key: '1', name: '真实火警', count: 1 },
    ]);
    expect(await by('process_way')).toMatchObject({ total: 3, list: [{ key: '1', name: '人工处理', count: 3 }] });
    const [reason] = await ctx.db.select().from(confirmReasons).where(eq(confirmReasons.id, reasonId));
    expect(await by('cause')).toMatchObject({
      total: 3,
      list: [
        { key: '0', name: '未填写原因', count: 2 },
        { key: String(reasonId), name: reason!.reason, count: 1 },
      ],
    });
    const english = await world.operator.call<{ list: { name: string }[] }>({
      path: paths.breakdown,
      query: { by: 'type' },
      lang: 'en',
    });
    expect(english.body.data.list.map((item) => item.name)).toEqual(['Fire alarm', 'Fault']);
  });

  it('ranks the centre’s units by their events, most first, within the limit', async () => {
    const ranking = async (query: Record<string, string | number> = {}, session = world.operator) =>
      (await session.call<Ranking>({ path: paths.ranking, query })).body.data.list;
    const a = { company_id: world.unitA.id, company_name: '统计单位甲' };
    const b = { company_id: world.unitB.id, company_name: '统计单位乙' };
    expect(await ranking()).toEqual([
      { rank: 1, ...a, total: 3, processed: 3, unprocessed: 0 },
      { rank: 2, ...b, total: 2, processed: 0, unprocessed: 2 },
    ]);
    expect(await ranking({ limit: 1 })).toHaveLength(1);
    expect((await ranking({ status_category: 'fire' })).map((row) => [row.company_id, row.total])).toEqual([
      [world.unitB.id, 2],
      [world.unitA.id, 1],
    ]);
    expect((await ranking({}, world.manager)).map((row) => row.company_id)).toEqual([world.unitA.id]);
  });

  it('counts units and devices joining per site day, by networking date or else by creation', async () => {
    await ctx.db
      .update(organisations)
      .set({ networkingDate: dayBefore(2) })
      .where(eq(organisations.id, world.unitA.id));
    await ctx.db
      .update(devices)
      .set({ networkingDate: dayBefore(10) })
      .where(eq(devices.id, world.deviceB.id));
    const { body } = await world.operator.call({ path: paths.center, query: { start: dayBefore(3), end: today } });
    const days = (counts: number[]) =>
      [3, 2, 1, 0].map((ago, index) => ({ date: dayBefore(ago), count: counts[index] }));
    expect(body.data).toEqual({
      window: null,
      start: dayBefore(3),
      end: today,
      units: { before: 0, total: 2, days: days([0, 1, 0, 1]) },
      devices: { before: 1, total: 2, days: days([0, 0, 0, 1]) },
    });
  });
});
