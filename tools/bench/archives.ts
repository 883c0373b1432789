import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client';
import { DEMO_PASSWORD, seedDemo } from '../../apps/server/src/db/seed/demo';
import { seedEnums } from '../../apps/server/src/db/seed/enums';
import { buildUser, findRole } from '../../apps/server/src/db/seed/factories';
import { buildComponentSheet, importComponents } from './archives-import';
import { describeSeed, seedArchives } from './archives-seed';
import { loginAs, percentiles, signedGet, startBenchServer, timeCalls, type BenchUser } from './bench-server';

/**
 * Unit archive figures for issue 3 (docs/performance.md "Unit archives (issue 3)"): the device tab lists and the unit
 * list through the real HTTP API on 500 units / 5 000 buildings / 200 000 devices, as a centre operator (all units)
 * and as one unit's manager, and a 10 000-component import.
 *   BENCH_DATABASE_URL=postgres://… npm run bench:archives [-- --rounds 100]
 */
const DATABASE_NAME = 'fireline_bench_archives';
const MANAGER = 'bench_manager';
const IMPORT_ROWS = 10_000;
const args = new Map(process.argv.slice(2).map((arg, index, all) => [arg.replace(/^--/, ''), all[index + 1] ?? '']));
const ROUNDS = Number(args.get('rounds') || 100);
const TARGETS = { devices: 30, companies: 20, importSeconds: 20 };

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.log(
    'archives: skipped (set BENCH_DATABASE_URL=postgres://… to seed 200 000 devices and measure the archive lists)',
  );
  process.exit(0);
}

const log = (line: string) => console.log(line);
const benchUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
})();

/** The bench's own database on the server, kept between runs so the seed is made once. */
const prepareDatabase = async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [DATABASE_NAME])).rowCount;
  if (!exists) await admin.query(`create database ${DATABASE_NAME}`);
  await admin.end();
  const database = await openDatabase({ url: benchUrl });
  await migrateDatabase(database);
  await seedEnums(database.db);
  await seedDemo(database.db);
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  const started = performance.now();
  const isSeeded = await seedArchives(client, log);
  const seedSeconds = (performance.now() - started) / 1000;
  const [unit] = (
    await client.query<{ id: number }>(
      `select id from organisations where account_source = 'bench' order by id limit 1`,
    )
  ).rows;
  const hasManager = (await client.query('select 1 from users where username = $1', [MANAGER])).rowCount;
  if (!hasManager)
    await buildUser(database.db, {
      orgId: unit!.id,
      roleId: (await findRole(database.db, 'cared_manager'))!.id,
      username: MANAGER,
      password: DEMO_PASSWORD,
      realName: '压测 单位管理员',
    });
  await database.close();
  return { client, isSeeded, seedSeconds, unitId: unit!.id };
};

/** Filter values from the seed: a building and the fire alarm system of the manager's unit, and of a unit far away. */
const pickFilters = async (client: pg.Client, unitId: number) => {
  const one = async (query: string, params: unknown[]) => Number((await client.query(query, params)).rows[0].id);
  const farUnit = await one(
    `select id from organisations where account_source = 'bench' order by id desc limit 1 offset 100`,
    [],
  );
  const of = async (companyId: number) => {
    const building = (
      await client.query('select id, name from buildings where company_id = $1 order by id limit 1 offset 3', [
        companyId,
      ])
    ).rows[0] as { id: number; name: string };
    const system = await one('select id from fire_systems where company_id = $1 and system_type = 1', [companyId]);
    const dtu = await one(`select id from devices where building_id = $1 and device_class = 'dtu'`, [building.id]);
    return { building: building.id, buildingName: building.name, system, dtu };
  };
  return { own: await of(unitId), far: await of(farUnit) };
};

type Variant = { name: string; query: Record<string, string | number> };

/** The device tabs of spec 001 (all, DTU, component) with the screen's filters, page 20. */
const deviceVariants = (filters: { building: number; buildingName: string; system: number; dtu: number }): Variant[] =>
  (['all', 'dtu', 'component'] as const).flatMap((tab): Variant[] => [
    { name: `${tab}`, query: { tab } },
    { name: `${tab}, page 6`, query: { tab, page_no: 5 } },
    { name: `${tab} + building`, query: { tab, building_id: filters.building } },
    ...(tab === 'component' ? [{ name: `${tab} + system`, query: { tab, system_id: filters.system } }] : []),
    { name: `${tab} + status fault`, query: { tab, status: 2 } },
    // A place every seventh component shares (25 000 rows), a building and floor name (hundreds of rows), a code fragment (a few rows).
    { name: `${tab} + broad keyword`, query: { tab, search: tab === 'component' ? '电梯前室' : '传输装置' } },
    { name: `${tab} + name keyword`, query: { tab, search: `${filters.buildingName} F3` } },
    {
      name: `${tab} + code keyword`,
      query: {
        tab,
        search:
          tab === 'component'
            ? `BJ${String(filters.dtu).padStart(8, '0')}0`
            : `UITD${String(filters.building).padStart(8, '0')}`,
      },
    },
  ]);

const companyVariants: Variant[] = [
  { name: 'no filter', query: {} },
  { name: 'page 10', query: { page_no: 9 } },
  { name: 'name', query: { company_name: '购物中心' } },
  { name: 'category', query: { category: 'small_venue' } },
  { name: 'region (county)', query: { region_code: '110108' } },
  { name: 'region (city) + category', query: { region_code: '1101', category: 'key_unit' } },
  { name: 'online', query: { enum_company_online_status: 1 } },
  { name: 'offline', query: { enum_company_online_status: 0 } },
  {
    name: 'created in a year',
    query: { start_time: Math.floor(Date.now() / 1000) - 365 * 86400, end_time: Math.floor(Date.now() / 1000) },
  },
];

const fmt = (value: number) => `${value.toFixed(1)} ms`;

/** Each variant timed ROUNDS times; prints them and the figure over all calls against its target. */
const measure = async (label: string, user: BenchUser, pathname: string, variants: Variant[], target: number) => {
  const all: number[] = [];
  for (const variant of variants) {
    const samples = await timeCalls(ROUNDS, () => signedGet(user, pathname, { page_size: 20, ...variant.query }));
    all.push(...samples);
    const figure = percentiles(samples);
    log(
      `    ${variant.name.padEnd(28)} p50 ${fmt(figure.p50).padStart(9)}  p95 ${fmt(figure.p95).padStart(9)}  p99 ${fmt(figure.p99).padStart(9)}`,
    );
  }
  const figure = percentiles(all);
  log(
    `  ${label}: ${figure.count} calls  p50 ${fmt(figure.p50)}  p95 ${fmt(figure.p95)}  p99 ${fmt(figure.p99)}  (target p95 ≤ ${target} ms: ${figure.p95 <= target ? 'met' : 'NOT met'})`,
  );
};

const importOnPostgres = async (client: pg.Client, user: BenchUser, companyId: number, sheet: Buffer) => {
  const code = `UITDIMP${Date.now().toString(36).toUpperCase()}`;
  const [device] = (
    await client.query<{ id: number }>(
      `insert into devices (company_id, name, device_code, device_class) values ($1, '导入压测 用户信息传输装置', $2, 'dtu') returning id`,
      [companyId, code],
    )
  ).rows;
  try {
    return await importComponents(user, { companyId, deviceId: device!.id }, sheet);
  } finally {
    await client.query('delete from components where device_id = $1', [device!.id]);
    await client.query('delete from devices where id = $1', [device!.id]);
  }
};

/** The same import on an embedded PGlite server with the demo data, onto a demo transmission device. */
const importOnPglite = async (sheet: Buffer) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireline-archives-'));
  const server = await startBenchServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  try {
    const operator = await loginAs(server.baseUrl, 'operator', DEMO_PASSWORD);
    const dtus = await signedGet<{ list: { device_id: number; info_company: { company_id: number } }[] }>(
      operator,
      '/api_proxy/device/device_list_by_mulit_params/',
      { tab: 'dtu', page_size: 1 },
    );
    const target = dtus.list[0]!;
    return await importComponents(
      operator,
      { companyId: target.info_company.company_id, deviceId: target.device_id },
      sheet,
    );
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
};

const main = async () => {
  const { client, isSeeded, seedSeconds, unitId } = await prepareDatabase();
  log(
    `archives: ${await describeSeed(client)} (${isSeeded ? `seeded in ${seedSeconds.toFixed(0)} s` : 'seed reused'})`,
  );
  const filters = await pickFilters(client, unitId);
  const server = await startBenchServer({ DATABASE_URL: benchUrl, DATABASE_POOL_SIZE: '10', SEED_DEMO: 'false' });
  const sheet = await buildComponentSheet(IMPORT_ROWS);
  try {
    const operator = await loginAs(server.baseUrl, 'operator', DEMO_PASSWORD);
    const manager = await loginAs(server.baseUrl, MANAGER, DEMO_PASSWORD);
    log(
      `PostgreSQL, ${ROUNDS} sequential calls per line, milliseconds from request to answer (load average ${os.loadavg()[0]!.toFixed(1)}):`,
    );
    const floor = percentiles(await timeCalls(ROUNDS, () => signedGet(operator, '/api_proxy/user/info/')));
    log(
      `  floor: signed GET /api_proxy/user/info/  p50 ${fmt(floor.p50)}  p95 ${fmt(floor.p95)}  p99 ${fmt(floor.p99)}`,
    );
    log('  device list, centre operator (all units):');
    await measure(
      'device list, centre operator',
      operator,
      '/api_proxy/device/device_list_by_mulit_params/',
      deviceVariants(filters.far),
      TARGETS.devices,
    );
    log("  device list, one unit's manager:");
    await measure(
      "device list, unit's manager",
      manager,
      '/api_proxy/device/device_list_by_mulit_params/',
      deviceVariants(filters.own),
      TARGETS.devices,
    );
    log('  unit list (/new_company_list), centre operator:');
    await measure(
      'unit list, centre operator',
      operator,
      '/api_proxy/company_cared/list/',
      companyVariants,
      TARGETS.companies,
    );
    log("  unit list (/new_company_list), unit's manager:");
    await measure(
      "unit list, unit's manager",
      manager,
      '/api_proxy/company_cared/list/',
      companyVariants.slice(0, 4),
      TARGETS.companies,
    );
    const onPostgres = await importOnPostgres(client, operator, unitId, sheet);
    log(
      `  import of ${IMPORT_ROWS} components (xlsx ${(sheet.length / 1024).toFixed(0)} KB): ${onPostgres.seconds.toFixed(1)} s, ${onPostgres.imported} imported (target ≤ ${TARGETS.importSeconds} s)`,
    );
  } finally {
    await server.stop();
    await client.end();
  }
  const onPglite = await importOnPglite(sheet);
  log(
    `PGlite: import of ${IMPORT_ROWS} components: ${onPglite.seconds.toFixed(1)} s, ${onPglite.imported} imported (target ≤ ${TARGETS.importSeconds} s)`,
  );
};

await main();
