import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { confirmReasons, eventDayDeltas, events } from '../../db/schema';
import { raiseAlarm } from '../../test/alarm-events';
import { buildStatsWorld, type StatsWorld } from '../../test/stats-fixtures';
import { createTestApp } from '../../test/test-app';
import { autoConfirmTimedOut } from '../events';
import { foldEventCounts, syncRollUpOffset } from './index';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let world: StatsWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await buildStatsWorld(ctx);
});
afterAll(() => ctx.close());

type KeyRow = { key: string; events: number };

/** The roll-up per key (day, unit, category, alarm type, system type, confirm type, way, reason, shielded): folded + pending. */
const rolledUp = async (): Promise<KeyRow[]> =>
  queryRows<KeyRow>(
    ctx.db,
    sql`select concat_ws('|', site_day::text, company_id, status_category, alarm_type, system_type, enum_confirm_type,
          process_way, confirm_reason_id, is_shielded) as key, sum(events)::int as events
        from (select * from event_day_counts union all select site_day, company_id, status_category, alarm_type, system_type,
          enum_confirm_type, process_way, confirm_reason_id, is_shielded, events from event_day_deltas) r
        group by 1 having sum(events) <> 0 order by 1`,
  );

/** The same keys counted on the events themselves, the day written out independently of the roll-up's function. */
const counted = async (offsetMinutes = 480): Promise<KeyRow[]> =>
  queryRows<KeyRow>(
    ctx.db,
    sql`select concat_ws('|', to_char((receive_time at time zone 'UTC') + ${offsetMinutes} * interval '1 minute', 'YYYY-MM-DD'),
          company_id, status_category, alarm_type, coalesce(system_type, 0), enum_confirm_type, coalesce(process_way, 0),
          coalesce(confirm_reason_id, 0), is_shielded) as key, count(*)::int as events
        from events group by 1 order by 1`,
  );

const unitTotals = async (table: 'event_unit_counts' | 'events') =>
  queryRows<KeyRow>(
    ctx.db,
    sql`select concat_ws('|', company_id, status_category, enum_confirm_type, is_shielded) as key,
          ${table === 'events' ? sql`count(*)` : sql`sum(events)`}::int as events
        from ${sql.raw(table)} group by 1 having ${table === 'events' ? sql`true` : sql`sum(events) <> 0`} order by 1`,
  );

const siteDayOf = (offsetMinutes: number) =>
  sql`to_char((e.receive_time at time zone 'UTC') + ${offsetMinutes} * interval '1 minute', 'YYYY-MM-DD')`;

/** Per watching organisation (0: every unit) and day key, shielded left out: event_org_day_counts + pending deltas. */
const viewersRolledUp = async (): Promise<KeyRow[]> =>
  queryRows<KeyRow>(
    ctx.db,
    sql`select concat_ws('|', org_id, site_day::text, status_category, alarm_type, system_type, enum_confirm_type, process_way,
          confirm_reason_id) as key, sum(events)::int as events
        from (
          select org_id, site_day, status_category, alarm_type, system_type, enum_confirm_type, process_way, confirm_reason_id, events
          from event_org_day_counts
          union all
          select v.org_id, d.site_day, d.status_category, d.alarm_type, d.system_type, d.enum_confirm_type, d.process_way,
            d.confirm_reason_id, d.events
          from event_day_deltas d
          join (select org_id, cared_id from org_bindings where status = 1 union all select 0, id from organisations) v
            on v.cared_id = d.company_id
          where not d.is_shielded) r
        group by 1 having sum(events) <> 0 order by 1`,
  );

/** The same counted on the events, with the bindings in force now. */
const viewersCounted = async (offsetMinutes = 480): Promise<KeyRow[]> =>
  queryRows<KeyRow>(
    ctx.db,
    sql`select concat_ws('|', v.org_id, ${siteDayOf(offsetMinutes)}, e.status_category, e.alarm_type, coalesce(e.system_type, 0),
          e.enum_confirm_type, coalesce(e.process_way, 0), coalesce(e.confirm_reason_id, 0)) as key, count(*)::int as events
        from events e
        join (select org_id, cared_id from org_bindings where status = 1 union all select 0, id from organisations) v
          on v.cared_id = e.company_id
        where not e.is_shielded group by 1 order by 1`,
  );

/** Per unit, site month and category (events and never handled), shielded left out: month rows + pending deltas. */
const monthsRolledUp = async () =>
  queryRows<{ key: string; events: number; unprocessed: number }>(
    ctx.db,
    sql`select concat_ws('|', company_id, site_month::text, status_category) as key, sum(events)::int as events,
          sum(unprocessed)::int as unprocessed
        from (
          select company_id, site_month, status_category, events, unprocessed from event_unit_month_counts
          union all
          select company_id, date_trunc('month', site_day::timestamp)::date, status_category, events,
            case when enum_confirm_type = 0 then events else 0 end
          from event_day_deltas where not is_shielded) r
        group by 1 having sum(events) <> 0 or sum(unprocessed) <> 0 order by 1`,
  );

const monthsCounted = async (offsetMinutes = 480) =>
  queryRows<{ key: string; events: number; unprocessed: number }>(
    ctx.db,
    sql`select concat_ws('|', e.company_id, left(${siteDayOf(offsetMinutes)}, 8) || '01', e.status_category) as key,
          count(*)::int as events, (count(*) filter (where e.enum_confirm_type = 0))::int as unprocessed
        from events e where not e.is_shielded group by 1 order by 1`,
  );

/** Both coarser tables agree with the events. */
const expectCoarseExact = async (offsetMinutes = 480) => {
  expect(await viewersRolledUp()).toEqual(await viewersCounted(offsetMinutes));
  expect(await monthsRolledUp()).toEqual(await monthsCounted(offsetMinutes));
};

const idsOf = async (companyId: number, category: string) =>
  (
    await ctx.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.companyId, companyId), eq(events.statusCategory, category), eq(events.enumConfirmType, 0)))
      .orderBy(events.id)
  ).map((row) => row.id);

describe('the events roll-up', () => {
  it('equals count(*) of the events after ingest, handling one by one and in a batch, the timeout job and deletes', async () => {
    const { deviceA, deviceB, deviceX, operator } = world;
    const writer = ctx.deps.eventWriter;
    // Concurrent submissions: the writer commits them in shared batches, one insert statement for several events.
    await Promise.all([
      ...Array.from({ length: 12 }, () => raiseAlarm(writer, deviceA)),
      ...Array.from({ length: 8 }, () => raiseAlarm(writer, deviceB, { category: 'fault' })),
      ...Array.from({ length: 6 }, () => raiseAlarm(writer, deviceX, { category: 'abnormal' })),
      ...Array.from({ length: 5 }, () => raiseAlarm(writer, deviceA, { category: 'fault' })),
    ]);
    expect(await rolledUp()).toEqual(await counted());

    const [reason] = await ctx.db
      .select()
      .from(confirmReasons)
      .where(and(eq(confirmReasons.statusCategory, 'fire'), eq(confirmReasons.enumConfirmType, 2)));
    for (const id of (await idsOf(world.unitA.id, 'fire')).slice(0, 3)) {
      const { body } = await operator.call({
        method: 'PUT',
        path: '/api_proxy/event/info/',
        body: { event_id: id, enum_confirm_type: 2, confirm_desc: '受潮误报', enum_confirm_reason: reason!.id },
      });
      expect(body.code).toBe(0);
    }
    const faults = (await idsOf(world.unitB.id, 'fault')).slice(0, 4);
    const batch = await operator.call({
      method: 'PUT',
      path: '/api_proxy/event/batch_confirm_event/',
      body: { event_ids: faults, enum_confirm_type: 3 },
    });
    expect(batch.body.code).toBe(0);
    // Unhandled for two hours: the timeout job processes them (confirm type 4, process way 2).
    const stale = (await idsOf(world.outsider.id, 'abnormal')).slice(0, 4);
    await ctx.db
      .update(events)
      .set({ receiveTime: new Date(Date.now() - 2 * 3_600_000) })
      .where(inArray(events.id, stale));
    expect(await autoConfirmTimedOut(ctx.deps, { afterSeconds: 3600 })).toBe(4);
    const [shielded] = await idsOf(world.unitA.id, 'fire');
    await ctx.db.update(events).set({ isShielded: true }).where(eq(events.id, shielded!));
    const gone = (await idsOf(world.unitA.id, 'fault')).slice(0, 2);
    await ctx.db.delete(events).where(inArray(events.id, gone));
    // The writer's recoveries and the escalation job update other columns: nothing counted moves.
    await ctx.db.update(events).set({ restoreTime: new Date(), escalationLevel: 1 });

    const expected = await counted();
    expect(expected.reduce((sum, row) => sum + row.events, 0)).toBe(12 + 8 + 6 + 5 - 2);
    expect(await rolledUp()).toEqual(expected);
    expect(expected.some((row) => row.key.includes(`|2|1|${reason!.id}|`))).toBe(true);
    expect(expected.some((row) => row.key.includes('|4|2|0|'))).toBe(true);
    await expectCoarseExact();
  });

  it('stays exact through the fold, which empties the deltas and drops the counts that fell to 0', async () => {
    const before = await counted();
    expect(await foldEventCounts(ctx.db)).toBeGreaterThan(0);
    expect(await ctx.db.$count(eventDayDeltas)).toBe(0);
    expect(await rolledUp()).toEqual(before);
    expect(await unitTotals('event_unit_counts')).toEqual(await unitTotals('events'));
    const zeros = await queryRows<{ n: number }>(
      ctx.db,
      sql`select (select count(*) from event_day_counts where events = 0) + (select count(*) from event_unit_counts where events = 0) as n`,
    );
    expect(Number(zeros[0]!.n)).toBe(0);

    // Folded counts and new deltas together.
    const [open] = await idsOf(world.unitB.id, 'fault');
    const { body } = await world.operator.call({
      method: 'PUT',
      path: '/api_proxy/event/info/',
      body: { event_id: open, enum_confirm_type: 8 },
    });
    expect(body.code).toBe(0);
    await raiseAlarm(ctx.deps.eventWriter, world.deviceB);
    expect(await rolledUp()).toEqual(await counted());
    await foldEventCounts(ctx.db);
    expect(await rolledUp()).toEqual(await counted());
    expect(await unitTotals('event_unit_counts')).toEqual(await unitTotals('events'));
    await expectCoarseExact();
    const coarseZeros = await queryRows<{ n: number }>(
      ctx.db,
      sql`select (select count(*) from event_org_day_counts where events = 0)
        + (select count(*) from event_unit_month_counts where events = 0 and unprocessed = 0) as n`,
    );
    expect(Number(coarseZeros[0]!.n)).toBe(0);
    // The centre's own rows hold its two units' events, not the outsider's.
    const [centreRows] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select coalesce(sum(events), 0)::int as n from event_org_day_counts where org_id = ${world.centre.id}`,
    );
    const [bound] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from events where company_id in (${world.unitA.id}, ${world.unitB.id}) and not is_shielded`,
    );
    expect(centreRows!.n).toBe(bound!.n);
  });

  it('moves a unit’s days into or out of an organisation’s rows when a binding is made, ended or changed', async () => {
    const { centre, unitB, outsider } = world;
    await raiseAlarm(ctx.deps.eventWriter, world.deviceX);
    // Pending deltas and folded days on both sides of each change.
    await ctx.db.execute(
      sql`update org_bindings set status = 0 where org_id = ${centre.id} and cared_id = ${unitB.id}`,
    );
    await expectCoarseExact();
    await foldEventCounts(ctx.db);
    await expectCoarseExact();
    await ctx.db.execute(
      sql`insert into org_bindings (org_id, cared_id, status) values (${centre.id}, ${outsider.id}, 1)`,
    );
    await raiseAlarm(ctx.deps.eventWriter, world.deviceX, { category: 'fault' });
    await expectCoarseExact();
    await ctx.db.execute(
      sql`update org_bindings set status = 1 where org_id = ${centre.id} and cared_id = ${unitB.id}`,
    );
    await foldEventCounts(ctx.db);
    await expectCoarseExact();
    await ctx.db.execute(sql`delete from org_bindings where org_id = ${centre.id} and cared_id = ${outsider.id}`);
    await expectCoarseExact();
    await foldEventCounts(ctx.db);
    await expectCoarseExact();
  });

  it('is recounted on the new site clock when the offset changes, and only then', async () => {
    const late = await raiseAlarm(ctx.deps.eventWriter, world.deviceA);
    // 20:30 UTC: the next day at UTC+8, the same day at UTC.
    await ctx.db
      .update(events)
      .set({ receiveTime: new Date('2026-03-10T20:30:00Z') })
      .where(eq(events.id, late));
    expect((await rolledUp()).some((row) => row.key.startsWith('2026-03-11|'))).toBe(true);
    expect(await syncRollUpOffset(ctx.db, { offsetMinutes: 0 })).toBe(true);
    expect(await rolledUp()).toEqual(await counted(0));
    expect((await rolledUp()).some((row) => row.key.startsWith('2026-03-10|'))).toBe(true);
    await raiseAlarm(ctx.deps.eventWriter, world.deviceA);
    expect(await rolledUp()).toEqual(await counted(0));
    expect(await syncRollUpOffset(ctx.db, { offsetMinutes: 0 })).toBe(false);
    await expectCoarseExact(0);
    expect(await syncRollUpOffset(ctx.db, { offsetMinutes: 480 })).toBe(true);
    expect(await rolledUp()).toEqual(await counted(480));
    await expectCoarseExact(480);
  });

  it('answers the home counts from it exactly as the events count, for any time range', async () => {
    const { operator, unitA } = world;
    const now = Math.floor(Date.now() / 1000);
    const direct = async (where: ReturnType<typeof sql>) =>
      queryRows<{ status_category: string; total: number; unprocessed: number }>(
        ctx.db,
        sql`select status_category, count(*)::int as total, (count(*) filter (where enum_confirm_type = 0))::int as unprocessed
            from events where company_id in (${world.unitA.id}, ${world.unitB.id}) and not is_shielded and ${where}
            group by 1 order by 1`,
      );
    const filters: [Record<string, number>, ReturnType<typeof sql>][] = [
      [{}, sql`true`],
      [{ company_id: unitA.id }, sql`company_id = ${unitA.id}`],
      [{ start_time: now - 90 }, sql`receive_time >= to_timestamp(${now - 90})`],
      [
        { start_time: now - 40 * 86_400, end_time: now - 86_400 + 7 },
        sql`receive_time >= to_timestamp(${now - 40 * 86_400}) and receive_time < to_timestamp(${now - 86_400 + 7})`,
      ],
      [{ end_time: now - 3600 }, sql`receive_time < to_timestamp(${now - 3600})`],
      [{ status: 1 }, sql`enum_confirm_type <> 0`],
      [{ enum_confirm_type: 2 }, sql`enum_confirm_type = 2`],
    ];
    for (const [query, where] of filters) {
      const { body } = await operator.call<{
        total: number;
        processed: number;
        unprocessed: number;
        list: { status_category: string; total: number; processed: number; unprocessed: number }[];
      }>({ path: '/api_proxy/event/event_total_by_status_home_page/', query });
      expect(body.code, JSON.stringify(query)).toBe(0);
      const expected = await direct(where);
      const list = [...body.data.list].sort((a, b) => a.status_category.localeCompare(b.status_category));
      expect(list, JSON.stringify(query)).toEqual(
        expected.map((row) => ({ ...row, processed: row.total - row.unprocessed })),
      );
      const count = await operator.call<{ total: number }>({ path: '/api_proxy/event/event_list_count_v2/', query });
      expect(count.body.data.total).toBe(expected.reduce((sum, row) => sum + row.total, 0));
    }
    // Events today (site day), in 7 and in 30 days (recent_event_count_v2), from the roll-up too.
    const [older] = await idsOf(unitA.id, 'fault');
    await ctx.db
      .update(events)
      .set({ receiveTime: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(events.id, older!));
    const recent = await operator.call<{ today: number; week: number; month: number }>({
      path: '/api_proxy/event/recent_event_count_v2/',
    });
    const [since] = await queryRows<{ today: number; week: number; month: number }>(
      ctx.db,
      sql`select
            (count(*) filter (where (receive_time at time zone 'UTC' + interval '8 hours')::date
              = (now() at time zone 'UTC' + interval '8 hours')::date))::int as today,
            (count(*) filter (where receive_time >= now() - interval '7 days'))::int as week,
            (count(*) filter (where receive_time >= now() - interval '30 days'))::int as month
          from events where company_id in (${world.unitA.id}, ${world.unitB.id}) and not is_shielded`,
    );
    expect(recent.body).toMatchObject({ code: 0, data: since });
    expect(since!.month).toBeGreaterThan(since!.today);
    const outside = await operator.call<{ total: number }>({
      path: '/api_proxy/event/event_list_count_v2/',
      query: { company_id: world.outsider.id },
    });
    expect(outside.body).toMatchObject({ code: 0, data: { total: 0 } });
  });

  it('ranks units and sums the centre’s events exactly over windows that cut months, before and after a fold', async () => {
    const { operator } = world;
    const day = (daysAgo: number) =>
      new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
    // Events spread over the last months, a few of them shielded.
    const ids = (await ctx.db.select({ id: events.id }).from(events).orderBy(events.id)).map((row) => row.id);
    for (const [index, id] of ids.entries())
      await ctx.db
        .update(events)
        .set({ receiveTime: new Date(Date.now() - ((index * 7) % 300) * 86_400_000 - index * 60_000) })
        .where(eq(events.id, id));
    const windows = [
      { start: day(365), end: day(0) },
      { start: day(100), end: day(3) },
      { start: day(45), end: day(30) },
    ];
    const check = async () => {
      for (const window of windows) {
        const direct = await queryRows<{ company_id: number; total: number; unprocessed: number }>(
          ctx.db,
          sql`select company_id, count(*)::int as total, (count(*) filter (where enum_confirm_type = 0))::int as unprocessed
              from events
              where company_id in (${world.unitA.id}, ${world.unitB.id}) and not is_shielded
                and (receive_time at time zone 'UTC' + interval '8 hours')::date between ${window.start}::date and ${window.end}::date
              group by 1 order by 2 desc, 1`,
        );
        const ranking = await operator.call<{ list: { company_id: number; total: number; unprocessed: number }[] }>({
          path: '/api_proxy/statistic/ranking/',
          query: window,
        });
        expect(ranking.body.code).toBe(0);
        expect(direct.length, JSON.stringify(window)).toBeGreaterThan(0);
        expect(
          ranking.body.data.list.map(({ company_id, total, unprocessed }) => ({ company_id, total, unprocessed })),
          JSON.stringify(window),
        ).toEqual(direct);
        const summary = await operator.call<{ total: number }>({
          path: '/api_proxy/statistic/alarm/summary/',
          query: window,
        });
        expect(summary.body.data.total, JSON.stringify(window)).toBe(direct.reduce((sum, row) => sum + row.total, 0));
      }
    };
    await check();
    await foldEventCounts(ctx.db);
    await check();
    await expectCoarseExact();
  });

  it('is emptied with the events', async () => {
    await ctx.db.execute(sql`truncate events`);
    expect(await rolledUp()).toEqual([]);
    expect(await viewersRolledUp()).toEqual([]);
    expect(await monthsRolledUp()).toEqual([]);
  });
});
