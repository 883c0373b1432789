import os from 'node:os';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client';
import { DEMO_PASSWORD, seedDemo } from '../../apps/server/src/db/seed/demo';
import { seedEnums } from '../../apps/server/src/db/seed/enums';
import { buildUser, findRole } from '../../apps/server/src/db/seed/factories';
import { generateDueTasks } from '../../apps/server/src/modules/patrol';
import { loginAs, percentiles, signedGet, startBenchServer, timeCalls, type BenchUser } from './bench-server';
import {
  describeSeed,
  HISTORY_DAYS,
  isSeeded,
  PLANS_PER_UNIT,
  seedPatrol,
  seedPatrolUnits,
  UNITS,
} from './patrol-seed';

/**
 * Issue 19's patrol figures (docs/performance.md "Patrol (issue 19)"), PostgreSQL only:
 *   BENCH_DATABASE_URL=postgres://… npm run bench:patrol [-- --rounds 100]
 * (a) the task generator (the scheduler's `patrol-tasks` statement) over 500 units × 20 running plans: one run making
 *     every plan's current-period task, then a run that finds them all made (what every later minute costs);
 * (b) the patrol record lists (a year of daily check-ins for 500 units) through signed HTTP, as the centre operator
 *     (all units) and as one unit's manager: p95 of each call and of all of them.
 * Its database `fireline_bench_patrol` is seeded once (tools/bench/patrol-seed.ts) and kept between runs.
 */
const DATABASE_NAME = 'fireline_bench_patrol';
const MANAGER = 'bench_patrol_manager';
/** The demo centre operator's role has no patrol node: a centre account with the patrol tabs, scope the same 503 units. */
const CENTRE = 'bench_patrol_centre';
const PATROL_NODES = ['patrol', 'patrol-plan', 'patrol-administer', 'patrol-record', 'patrol-route', 'patrol-item'];
const UTC_OFFSET_MINUTES = 480;
const TARGETS = { generationSeconds: 10, listMs: 30 };
const args = new Map(process.argv.slice(2).map((arg, index, all) => [arg.replace(/^--/, ''), all[index + 1] ?? '']));
const ROUNDS = Number(args.get('rounds') || 100);

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.log('patrol: skipped (set BENCH_DATABASE_URL=postgres://… to seed 500 units of patrol data and measure)');
  process.exit(0);
}
const benchUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
})();
const log = (line: string) => console.log(line);
const fmt = (value: number) => `${value.toFixed(1)} ms`;

/** Creates, migrates and (once) seeds the bench database; answers a client on it and the manager's unit. */
const prepareDatabase = async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (!(await admin.query('select 1 from pg_database where datname = $1', [DATABASE_NAME])).rowCount)
    await admin.query(`create database ${DATABASE_NAME}`);
  await admin.end();
  const database = await openDatabase({ url: benchUrl, poolSize: 2 });
  await migrateDatabase(database);
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  if (!(await isSeeded(client))) {
    const started = performance.now();
    if ((await client.query(`select 1 from organisations where account_source = 'bench_patrol' limit 1`)).rowCount)
      throw new Error(`${DATABASE_NAME} holds a half-made seed: drop the database and run again`);
    log(`seeding ${DATABASE_NAME} (once; kept for later runs)`);
    await seedEnums(database.db);
    await seedDemo(database.db);
    await seedPatrolUnits(client);
    const [unit] = (
      await client.query<{ id: number }>(
        `select id from organisations where account_source = 'bench_patrol' order by id limit 1`,
      )
    ).rows;
    const manager = await buildUser(database.db, {
      orgId: unit!.id,
      roleId: (await findRole(database.db, 'cared_manager'))!.id,
      username: MANAGER,
      password: DEMO_PASSWORD,
      realName: '巡查压测 单位管理员',
    });
    await seedPatrol(client, { checkerId: manager.id, utcOffsetMinutes: UTC_OFFSET_MINUTES });
    log(`  seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  if (!(await client.query('select 1 from users where username = $1', [CENTRE])).rowCount) {
    const [role] = (
      await client.query<{ id: number }>(
        `insert into roles (code, name, eng_name, org_kind, permission_ids) values ($1, '巡查压测 中心', 'Patrol bench centre', 'center', $2) returning id`,
        [CENTRE, PATROL_NODES],
      )
    ).rows;
    const [centre] = (await client.query<{ org_id: number }>(`select org_id from users where username = 'operator'`))
      .rows;
    await buildUser(database.db, {
      orgId: centre!.org_id,
      roleId: role!.id,
      username: CENTRE,
      password: DEMO_PASSWORD,
      realName: '巡查压测 中心值班员',
    });
  }
  // The day counts as autovacuum leaves them on a live database (visibility map set): read from the index alone.
  await client.query('vacuum analyze patrol_record_unit_days');
  const [unit] = (await client.query<{ id: number }>(`select org_id as id from users where username = $1`, [MANAGER]))
    .rows;
  return { client, database, unitId: unit!.id };
};

/** (a) The generator: the current period's tasks removed, one timed run making them all, one finding them made. */
const benchGeneration = async (client: pg.Client, database: Awaited<ReturnType<typeof openDatabase>>) => {
  const { rows } = await client.query<{ count: string }>(
    `select count(*) from patrol_plans p join patrol_cycle_tasks c on c.plan_id = p.id and c.startup_status = 1
      where p.startup_status = 1 and p.start_time <= now() and p.end_time > now()`,
  );
  // Today's, this week's, month's and year's tasks go; the seeded past days (before today) stay.
  await client.query(`delete from patrol_tasks where created_at > now() - interval '1 day' and status = 1`);
  await client.query('vacuum analyze patrol_tasks');
  const time = async () => {
    const started = performance.now();
    const created = await generateDueTasks(database.db, { utcOffsetMinutes: UTC_OFFSET_MINUTES });
    return { created, seconds: (performance.now() - started) / 1000 };
  };
  const first = await time();
  const second = await time();
  log(
    `(a) task generation, ${Number(rows[0]!.count).toLocaleString('en')} running plans with enabled cycle tasks (${UNITS} units × ${PLANS_PER_UNIT}):`,
  );
  log(
    `    first run: ${first.created.toLocaleString('en')} tasks made in ${first.seconds.toFixed(2)} s (target ≤ ${TARGETS.generationSeconds} s: ${first.seconds <= TARGETS.generationSeconds ? 'met' : 'NOT met'})`,
  );
  log(`    next run (every period's task already made): ${second.created} made in ${second.seconds.toFixed(2)} s`);
};

type Variant = { name: string; path: string; query: Record<string, string | number> };

const siteDay = (daysAgo: number) =>
  new Date(Date.now() + UTC_OFFSET_MINUTES * 60_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

const recordPath = (name: string) => `/api_proxy/patrol/record/${name}/`;

/** The record screens' calls: a day's list (by person, by site), its pages, a site's history, a month's calendar. */
const variants = (ids: { unit: number; site: number; checker: number }, isCentre: boolean): Variant[] => {
  const list = recordPath('list_by_day_person_site');
  const yesterday = siteDay(1);
  return [
    { name: 'day list, yesterday', path: list, query: { start_date: yesterday, end_date: yesterday } },
    { name: 'day list, 100 days ago', path: list, query: { start_date: siteDay(100), end_date: siteDay(100) } },
    ...(isCentre
      ? [
          {
            name: 'day list, yesterday, page 20',
            path: list,
            query: { start_date: yesterday, end_date: yesterday, page_no: 19 },
          },
        ]
      : []),
    {
      name: 'day list, yesterday + person',
      path: list,
      query: { start_date: yesterday, end_date: yesterday, checked_by: ids.checker },
    },
    {
      name: 'day list, yesterday + site',
      path: list,
      query: { start_date: yesterday, end_date: yesterday, site_id: ids.site },
    },
    { name: 'all days, no filter', path: list, query: {} },
    { name: 'all days, page 10', path: list, query: { page_no: 9 } },
    {
      name: 'a month, abnormal',
      path: list,
      query: { start_date: siteDay(30), end_date: siteDay(0), punch_status: 2 },
    },
    ...(isCentre ? [{ name: 'all days, one unit', path: list, query: { company_cared_id: ids.unit } }] : []),
    { name: "a site's history", path: recordPath('list_by_site_id'), query: { site_id: ids.site } },
    {
      name: "a site's history, page 10",
      path: recordPath('list_by_site_id'),
      query: { site_id: ids.site, page_no: 9 },
    },
    {
      name: 'check data, a month',
      path: recordPath('check_data_by_date'),
      query: { start_date: siteDay(30), end_date: siteDay(0) },
    },
  ];
};

const measure = async (label: string, user: BenchUser, list: Variant[]) => {
  log(`  ${label}:`);
  const all: number[] = [];
  for (const variant of list) {
    const samples = await timeCalls(ROUNDS, () => signedGet(user, variant.path, { page_size: 20, ...variant.query }));
    all.push(...samples);
    const figure = percentiles(samples);
    log(
      `    ${variant.name.padEnd(32)} p50 ${fmt(figure.p50).padStart(9)}  p95 ${fmt(figure.p95).padStart(9)}  p99 ${fmt(figure.p99).padStart(9)}${figure.p95 > TARGETS.listMs ? '  ✗' : ''}`,
    );
  }
  const figure = percentiles(all);
  log(
    `  ${label}: ${figure.count} calls  p50 ${fmt(figure.p50)}  p95 ${fmt(figure.p95)}  p99 ${fmt(figure.p99)}  (target p95 ≤ ${TARGETS.listMs} ms: ${figure.p95 <= TARGETS.listMs ? 'met' : 'NOT met'})`,
  );
};

const main = async () => {
  const { client, database, unitId } = await prepareDatabase();
  try {
    log(`patrol: ${await describeSeed(client)} (${HISTORY_DAYS} days of history)`);
    log(
      `load average ${os
        .loadavg()
        .map((load) => load.toFixed(1))
        .join(' / ')} on ${os.cpus().length} cores`,
    );
    await benchGeneration(client, database);
    const pick = async (query: string, params: unknown[]) => Number((await client.query(query, params)).rows[0].id);
    const farUnit = await pick(
      `select id from organisations where account_source = 'bench_patrol' order by id desc limit 1 offset 100`,
      [],
    );
    const checker = await pick(`select id from users where username = $1`, [MANAGER]);
    const siteOf = (companyId: number) =>
      pick(`select id from patrol_sites where company_id = $1 order by id limit 1`, [companyId]);
    const server = await startBenchServer({
      DATABASE_URL: benchUrl,
      DATABASE_POOL_SIZE: '10',
      GB_UTC_OFFSET_MINUTES: String(UTC_OFFSET_MINUTES),
    });
    try {
      const operator = await loginAs(server.baseUrl, CENTRE, DEMO_PASSWORD);
      const manager = await loginAs(server.baseUrl, MANAGER, DEMO_PASSWORD);
      log(`(b) record lists, PostgreSQL, ${ROUNDS} sequential calls per line after a warm-up, page 20, through HTTP:`);
      const floor = percentiles(await timeCalls(ROUNDS, () => signedGet(operator, '/api_proxy/user/info/')));
      log(`  floor: signed GET /api_proxy/user/info/  p50 ${fmt(floor.p50)}  p95 ${fmt(floor.p95)}`);
      await measure(
        'centre account (503 units)',
        operator,
        variants({ unit: farUnit, site: await siteOf(farUnit), checker }, true),
      );
      await measure(
        "a unit's manager",
        manager,
        variants({ unit: unitId, site: await siteOf(unitId), checker }, false),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await database.close();
    await client.end();
  }
};

await main();
