import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type Db } from '../../apps/server/src/db/client';
import * as schema from '../../apps/server/src/db/schema';
import { countTabs, listEventRecords } from '../../apps/server/src/modules/events/event-lists.repo';
import { TAB_TOTAL_WINDOW_MS } from '../../apps/server/src/modules/events/event-queries.service';
import { EVENTS, benchDatabaseUrl, prepareAlarmListsDb } from './alarm-lists-db';
import { UNITS } from './alarm-lists-seed';
import { loginBench, percentiles, startBenchServer, type BenchSession } from './bench-server';

/**
 * Issue 5's alarm-list figures on PostgreSQL with 10 million events across 500 units, through the real HTTP API:
 *   BENCH_DATABASE_URL=postgres://… npm run bench:alarm-lists [-- --reps 100 --explain]
 * The seeded database (fireline_bench_alarm_lists on that server) is kept, so a second run measures without reseeding.
 * Targets: list (a centre's scope, one category, unprocessed, newest first, page 20) p95 ≤ 20 ms; tab counts p95 ≤ 50 ms;
 * batch-confirming 100 events ≤ 200 ms.
 */
const args = process.argv.slice(2);
const REPS = Number(args[args.indexOf('--reps') + 1]) || 100;
const isExplain = args.includes('--explain');
const tabs = ['fire', 'fault', 'abnormal', 'operation', 'yinhuan', 'video'];

const urls = benchDatabaseUrl();
if (!urls) {
  console.log(
    'alarm lists: skipped — set BENCH_DATABASE_URL=postgres://… (a PostgreSQL server; the bench keeps its own database there)',
  );
  process.exit(0);
}
const { benchUrl } = urls;
const prepare = () => prepareAlarmListsDb(urls);

const timeCalls = async (count: number, call: (index: number) => Promise<{ code: number; msg: string }>) => {
  for (let index = 0; index < 10; index += 1) await call(index);
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const answer = await call(index);
    samples.push(performance.now() - started);
    if (answer.code !== 0) throw new Error(`call failed: ${answer.code} ${answer.msg}`);
  }
  return percentiles(samples);
};

const listCall = (session: BenchSession, query: Record<string, string | number>) => (index: number) =>
  session.call({
    path: '/api_proxy/event/event_list/',
    query: { status_category: tabs[index % tabs.length]!, page_no: 0, page_size: 20, ...query },
  });
const headersCall =
  (session: BenchSession, query: Record<string, string | number> = {}) =>
  () =>
    session.call({ path: '/api_proxy/event/event_list_headers/', query });

/** Batch-confirms 100 unprocessed events of the centre's scope as misreports, `runs` times; then puts them back as they were. */
const batchConfirm = async (client: pg.Client, session: BenchSession, runs: number) => {
  const times: number[] = [];
  const touched: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const { rows } = await client.query<{ id: string }>(
      `select id from events where enum_confirm_type = 0 and not is_shielded and status_category = $1 order by receive_time desc, id desc offset $2 limit 100`,
      [tabs[run % 3], 200 + run * 100],
    );
    const ids = rows.map((row) => Number(row.id));
    const started = performance.now();
    const answer = await session.call<{ count: number }>({
      method: 'PUT',
      path: '/api_proxy/event/batch_confirm_event/',
      body: { event_ids: ids, enum_confirm_type: 2, confirm_desc: 'bench' },
    });
    times.push(performance.now() - started);
    if (answer.code !== 0 || answer.data.count !== 100)
      throw new Error(`batch confirm failed: ${answer.code} ${answer.msg}`);
    touched.push(...ids);
  }
  await client.query(`delete from event_handlings where event_id = any($1::bigint[])`, [touched]);
  await client.query(
    `update events set enum_confirm_type = 0, confirm_user_id = null, accept_end_time = null, confirm_reason_id = null, confirm_desc = null, annex_ids = null, process_way = null where id = any($1::bigint[])`,
    [touched],
  );
  return times;
};

/** EXPLAIN (ANALYZE, BUFFERS) of the queries the repository sends for the centre's lists (unprocessed, any state) and tab counts. */
const explainQueries = async (client: pg.Client, unitIds: number[]) => {
  const captured: { query: string; params: unknown[] }[] = [];
  const pool = new pg.Pool({ connectionString: benchUrl, max: 2 });
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  }) as unknown as Db;
  const scope = { isAll: false as const, unitIds };
  await listEventRecords(db, scope, { status_category: 'fire', status: false, page_no: 0, page_size: 20 });
  await listEventRecords(db, scope, { status_category: 'fire', page_no: 0, page_size: 20 });
  await countTabs(db, scope, {}, new Date(Date.now() - TAB_TOTAL_WINDOW_MS));
  await pool.end();
  for (const { query, params } of captured) {
    const { rows } = await client.query(`explain (analyze, buffers) ${query}`, params);
    console.log(`\n${query.replace(/\$\d+(, \$\d+){10,}/, '$…')}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
  }
};

const main = async () => {
  const client = await prepare();
  const { rows: units } = await client.query<{ cared_id: number }>(
    `select cared_id from org_bindings where status = 1 and org_id = (select org_id from users where username = 'operator')`,
  );
  if (units.length !== UNITS) console.log(`note: the centre's scope has ${units.length} units`);
  if (isExplain)
    await explainQueries(
      client,
      units.map((row) => row.cared_id),
    );
  const server = await startBenchServer({ DATABASE_URL: benchUrl, DATABASE_POOL_SIZE: '10' });
  try {
    const centre = await loginBench(server.baseUrl, 'operator');
    const unit = await loginBench(server.baseUrl, 'manager');
    const figures: [string, ReturnType<typeof percentiles> | number[], string][] = [
      [
        'centre: list, one category, unprocessed, page 20',
        await timeCalls(REPS, listCall(centre, { status: 'false' })),
        'p95 ≤ 20 ms',
      ],
      ['centre: tab counts (event_list_headers)', await timeCalls(REPS, headersCall(centre)), 'p95 ≤ 50 ms'],
      ['centre: list, one category, any state, page 20', await timeCalls(REPS, listCall(centre, {})), ''],
      [
        'centre: list, one category, processed, page 20',
        await timeCalls(REPS, listCall(centre, { status: 'true' })),
        '',
      ],
      [
        'unit: list, one category, unprocessed, page 20',
        await timeCalls(REPS, listCall(unit, { status: 'false' })),
        'p95 ≤ 20 ms',
      ],
      ['unit: tab counts (event_list_headers)', await timeCalls(REPS, headersCall(unit)), 'p95 ≤ 50 ms'],
      ['unit: list, one category, any state, page 20', await timeCalls(REPS, listCall(unit, {})), ''],
      ['centre: batch confirm of 100 events (5 runs), ms', await batchConfirm(client, centre, 5), '≤ 200 ms'],
    ];
    console.log(
      `\nalarm lists on PostgreSQL, ${EVENTS.toLocaleString('en')} events, ${units.length} units, ${REPS} calls each (after 10 warm-up calls), through HTTP`,
    );
    console.log(`${'figure'.padEnd(52)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}   target`);
    for (const [name, value, target] of figures) {
      const cells = Array.isArray(value)
        ? value
            .map((ms) => ms.toFixed(0))
            .join(' / ')
            .padStart(26)
        : [value.p50, value.p95, value.p99].map((ms) => ms.toFixed(1).padStart(8)).join(' ');
      console.log(`${name.padEnd(52)} ${cells}   ${target}`);
    }
  } finally {
    await server.stop();
    await client.end();
  }
};

await main();
