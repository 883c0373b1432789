import type pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { foldEventCounts } from '../../apps/server/src/modules/stats';
import { benchDatabaseUrl, EVENTS, prepareAlarmListsDb } from './alarm-lists-db';
import { loginBench, percentiles, startBenchServer, type BenchSession } from './bench-server';

/**
 * Issue 17's figure: every home-page and statistics call p95 ≤ 100 ms on PostgreSQL over the alarm-list bench's 10
 * million events and 500 units, the centre's scope, through the real HTTP API:
 *   BENCH_DATABASE_URL=postgres://… npm run bench:stats [-- --reps 50 --only <part of a name>]
 * It reads the alarm-list bench's database (seeded once by whichever of the two runs first, then kept), folds the
 * roll-up's pending deltas first (what the scheduler's fold-event-counts job does every minute), then times each call
 * of `calls` one after another. To measure another call, add a line to `calls`.
 */
const TARGET_MS = 100;
const args = process.argv.slice(2);
const argOf = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const REPS = Number(argOf('--reps')) || 50;
const only = argOf('--only');

type Query = Record<string, string | number>;
/** One call to time: a name for the table, the path, its query. */
export type BenchCall = { name: string; path: string; query?: Query };

const DAY_MS = 86_400_000;
const SITE_OFFSET_MS = 8 * 3_600_000;
/** A site day (UTC+8, the bench server's default clock) `daysAgo` before today, and its midnight in epoch seconds. */
const siteDay = (daysAgo: number) =>
  new Date(Date.now() + SITE_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);
const siteMidnight = (day: string) => (Date.parse(`${day}T00:00:00Z`) - SITE_OFFSET_MS) / 1000;
const monthStart = `${siteDay(0).slice(0, 8)}01`;

/** The statistics' windows: today, this month, and the longest range a statistic takes (366 site days). */
const statWindows: { label: string; query: Query }[] = [
  { label: 'today', query: { window: 'today' } },
  { label: 'month', query: { window: 'month' } },
  { label: '366 days', query: { start: siteDay(365), end: siteDay(0) } },
];
/** The same windows as the event calls take them (start_time in epoch seconds), and no window at all. */
const eventWindows: { label: string; query: Query }[] = [
  { label: 'all time', query: {} },
  { label: 'today', query: { start_time: siteMidnight(siteDay(0)) } },
  { label: 'month', query: { start_time: siteMidnight(monthStart) } },
  { label: '366 days', query: { start_time: siteMidnight(siteDay(365)) } },
];

const stat = (path: string) => `/api_proxy/statistic/${path}/`;
const windowedStats: BenchCall[] = [
  { name: 'alarm/summary', path: stat('alarm/summary') },
  { name: 'alarm/trend', path: stat('alarm/trend') },
  ...['type', 'ways', 'process_way', 'cause'].map((by) => ({
    name: `alarm/breakdown by ${by}`,
    path: stat('alarm/breakdown'),
    query: { by },
  })),
  { name: 'ranking', path: stat('ranking') },
  { name: 'center', path: stat('center') },
  { name: 'group by district', path: stat('group') },
];
const archiveStats: BenchCall[] = [
  ...['type', 'class'].map((by) => ({ name: `company by ${by}`, path: stat('company'), query: { by } })),
  ...['type', 'property', 'fire_resistance', 'structure', 'fire_level'].map((by) => ({
    name: `building by ${by}`,
    path: stat('building'),
    query: { by },
  })),
  { name: 'system by type', path: stat('system') },
  ...['type', 'class', 'brand', 'model'].map((by) => ({
    name: `device by ${by}`,
    path: stat('device'),
    query: { by },
  })),
  { name: 'device/status', path: stat('device/status') },
  { name: 'device/alarm', path: stat('device/alarm') },
  { name: 'system/health', path: stat('system/health') },
  { name: 'company/activity', path: stat('company/activity') },
  { name: 'personnel', path: stat('personnel') },
  { name: 'alarm/hourly · today', path: stat('alarm/hourly') },
  { name: 'gis/unit_list', path: '/api_proxy/gis/unit_list/' },
  // The home pages' maintenance info card (docs/maintenance.md "Fire safety director").
  { name: 'maint/director/home_stats', path: '/api_proxy/maint/director/home_stats/' },
];
const eventCalls: BenchCall[] = [
  { name: 'event_total_by_status_home_page', path: '/api_proxy/event/event_total_by_status_home_page/' },
  { name: 'event_list_count_v2', path: '/api_proxy/event/event_list_count_v2/' },
  { name: 'event_list_home_page', path: '/api_proxy/event/event_list_home_page/', query: { page_size: 10 } },
  { name: 'recent_event_count_v2', path: '/api_proxy/event/recent_event_count_v2/' },
];

const within = (list: BenchCall[], windows: { label: string; query: Query }[]) =>
  windows.flatMap((window) =>
    list.map((call) => ({
      ...call,
      name: `${call.name} · ${window.label}`,
      query: { ...call.query, ...window.query },
    })),
  );

/** Every call the bench times, in the order printed. */
export const calls: BenchCall[] = [
  ...within(windowedStats, statWindows),
  ...archiveStats,
  ...within(eventCalls, eventWindows),
];

const timeCall = async (session: BenchSession, call: BenchCall) => {
  const once = async () => {
    const started = performance.now();
    const answer = await session.call({ path: call.path, query: call.query ?? {} });
    const ms = performance.now() - started;
    if (answer.code !== 0) throw new Error(`${call.name}: code ${answer.code} ${answer.msg}`);
    return ms;
  };
  for (let index = 0; index < 5; index += 1) await once();
  const samples: number[] = [];
  for (let index = 0; index < REPS; index += 1) samples.push(await once());
  return percentiles(samples);
};

/** The scheduler's fold of the roll-up's deltas, then what autovacuum would do to the tables it changed. */
const foldRollUp = async (benchUrl: string, client: pg.Client) => {
  const started = performance.now();
  const database = await openDatabase({ url: benchUrl, poolSize: 2 });
  let folded = 0;
  for (;;) {
    const rows = await foldEventCounts(database.db);
    folded += rows;
    if (!rows) break;
  }
  await database.close();
  await client.query(
    'vacuum analyze event_day_counts, event_unit_counts, event_day_deltas, event_org_day_counts, event_unit_month_counts',
  );
  console.log(
    `roll-up folded (${folded.toLocaleString('en')} delta rows) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
};

const main = async () => {
  const urls = benchDatabaseUrl();
  if (!urls) {
    console.log(
      'statistics: skipped — set BENCH_DATABASE_URL=postgres://… (it reads the alarm-list bench’s database there)',
    );
    return;
  }
  const client = await prepareAlarmListsDb(urls);
  const { rows: units } = await client.query<{ count: string }>(
    `select count(*) from org_bindings where status = 1 and org_id = (select org_id from users where username = 'operator')`,
  );
  await foldRollUp(urls.benchUrl, client);
  const server = await startBenchServer({ DATABASE_URL: urls.benchUrl, DATABASE_POOL_SIZE: '10' });
  try {
    const centre = await loginBench(server.baseUrl, 'operator');
    // A unit's own page (unit home): the centre's first unit.
    const { rows: first } = await client.query<{ id: number }>(
      `select cared_id as id from org_bindings where status = 1 and org_id = (select org_id from users where username = 'operator') order by cared_id limit 1`,
    );
    const unitCalls: BenchCall[] = [
      { name: 'unit/overview', path: stat('unit/overview'), query: { company_id: first[0]!.id } },
    ];
    const chosen = [...calls, ...unitCalls].filter((call) => !only || call.name.includes(only));
    console.log(
      `\nhome-page and statistics calls on PostgreSQL, ${EVENTS.toLocaleString('en')} events, ${units[0]!.count} units, centre scope, ${REPS} calls each (after 5 warm-up calls), through HTTP; target p95 ≤ ${TARGET_MS} ms`,
    );
    console.log(`${'call'.padEnd(52)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`);
    let over = 0;
    for (const call of chosen) {
      const figures = await timeCall(centre, call);
      const isOver = figures.p95 > TARGET_MS;
      if (isOver) over += 1;
      const cells = [figures.p50, figures.p95, figures.max].map((ms) => ms.toFixed(1).padStart(8)).join(' ');
      console.log(`${call.name.padEnd(52)} ${cells}${isOver ? `   ✗ p95 over ${TARGET_MS} ms` : ''}`);
    }
    console.log(
      over ? `\n${over} of ${chosen.length} calls over the target` : `\nall ${chosen.length} calls within the target`,
    );
  } finally {
    await server.stop();
    await client.end();
  }
};

await main();
