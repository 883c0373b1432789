import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, queryRows, type Database } from '../../apps/server/src/db/client';
import { devices as devicesTable } from '../../apps/server/src/db/schema';
import { toDeviceRef } from '../../apps/server/src/ingest/device-lookup';
import { createInProcessBus } from '../../apps/server/src/realtime/bus';
import { createSiteTime } from '../../apps/server/src/core/site-time';
import { createEventWriter } from '../../apps/server/src/ingest/event-writer';
import { DEFAULT_UTC_OFFSET_MINUTES } from '@fireline/gb26875';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { benchAddress, busySiteTraffic, prepareBenchDatabase } from './ingest-traffic';

/**
 * The writer alone, in process (no TCP, no gateway): status changes committed per second with the traffic of
 * bench/ingest.ts, and a check that every alarm was stored once and none was acknowledged as a duplicate (a batch
 * that fails and is retried item by item shows up there, and in the warnings).
 *   npm run bench:ingest-writer -w @fireline/tools [-- --seconds 10 --devices 40 --batch 500 --lanes 1 --only postgres --profile]   (PostgreSQL too when BENCH_DATABASE_URL is set)
 */
const logger = {
  warn: (entry: { err?: Error }, message: string) => console.warn(message, entry.err?.message),
  error: (entry: { err?: Error }, message: string) => console.warn(message, entry.err?.message),
} as unknown as NonNullable<Parameters<typeof createEventWriter>[0]['logger']>;
const args = new Map(process.argv.slice(2).map((arg, index, all) => [arg.replace(/^--/, ''), all[index + 1] ?? '']));
const SECONDS = Number(args.get('seconds') || 10);
const DEVICES = Number(args.get('devices') || 40);
const WINDOW = 16;

/**
 * `--profile`: every statement the writer sends on PostgreSQL timed by its first words (node-postgres's
 * Client.query wrapped), printed per batch at the end, largest first: where a batch's time goes.
 */
const statementTimes = new Map<string, { calls: number; ms: number }>();
if (args.has('profile')) {
  const original = pg.Client.prototype.query as (...input: unknown[]) => unknown;
  pg.Client.prototype.query = function timed(this: pg.Client, ...input: unknown[]) {
    const first = input[0] as string | { text?: string };
    const text = (typeof first === 'string' ? first : (first.text ?? '')).replace(/\s+/g, ' ').trim();
    const key = text.slice(0, 60).toLowerCase();
    const started = performance.now();
    const result = original.apply(this, input);
    const done = () => {
      const entry = statementTimes.get(key) ?? { calls: 0, ms: 0 };
      entry.calls += 1;
      entry.ms += performance.now() - started;
      statementTimes.set(key, entry);
    };
    if (result instanceof Promise) result.then(done, done);
    return result;
  } as typeof pg.Client.prototype.query;
}
const printProfile = () => {
  if (!args.has('profile')) return;
  const batches = statementTimes.get('commit')?.calls ?? 1;
  console.log(`statements per batch (${batches} batches), ms:`);
  for (const [key, entry] of [...statementTimes].sort((a, b) => b[1].ms - a[1].ms).slice(0, 16)) {
    console.log(
      `  ${(entry.ms / batches).toFixed(1).padStart(7)}  ${(entry.calls / batches).toFixed(1).padStart(5)}×  ${key}`,
    );
  }
};

/**
 * What the database wrote, per status change: WAL bytes (every heap row and index entry written is in it, so it moves
 * with the schema and the statements, not with how busy the machine is), and the share of updates that were HOT.
 */
const printWriteVolume = async (database: Database, walBefore: string, changes: number) => {
  // A backend reports its table counters about once a second.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const [wal] = await queryRows<{ bytes: string }>(
    database.db,
    sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), ${walBefore}::pg_lsn)::text as bytes`,
  );
  console.log(`WAL written per status change: ${(Number(wal!.bytes) / Math.max(1, changes)).toFixed(0)} bytes`);
  const tables = await queryRows<{ relname: string; updates: number; hot: number }>(
    database.db,
    sql`select relname, n_tup_upd::int as updates, n_tup_hot_upd::int as hot from pg_stat_user_tables
        where relname in ('components', 'events', 'devices') order by relname`,
  );
  for (const table of tables) {
    if (table.updates > 0)
      console.log(
        `  ${table.relname}: ${table.updates} updates, ${((100 * table.hot) / table.updates).toFixed(0)} % HOT`,
      );
  }
};

const drive = async (database: Database) => {
  await prepareBenchDatabase(database, DEVICES);
  const rows = await database.db
    .select()
    .from(devicesTable)
    .where(
      inArray(
        devicesTable.gbAddress,
        Array.from({ length: DEVICES }, (_, index) => benchAddress(index)),
      ),
    );
  const writer = createEventWriter({
    maxBatch: Number(args.get('batch') || 500),
    lanes: Number(args.get('lanes') || 1),
    db: database.db,
    bus: createInProcessBus(),
    logger,
    siteTime: createSiteTime(DEFAULT_UTC_OFFSET_MINUTES),
  });
  const [walBefore] = await queryRows<{ lsn: string }>(database.db, sql`select pg_current_wal_lsn()::text as lsn`);
  // The profile is of the traffic, not of the seed.
  statementTimes.clear();
  let alarms = 0;
  let changes = 0;
  let duplicates = 0;
  let serial = 0;
  const figures = await busySiteTraffic({
    devices: rows,
    seconds: SECONDS,
    window: WINDOW,
    send: async (row, component, isAlarm) => {
      serial += 1;
      const result = await writer.submit({
        kind: 'component_status',
        source: 'gb26875',
        device: toDeviceRef(row),
        uuid: `gb:${row.gbAddress}:${process.pid}-${serial}:0`,
        occurredAt: new Date(),
        flags: isAlarm ? 0b10 : 0b1,
        component: {
          systemType: 1,
          systemAddress: 1,
          componentType: 40,
          componentAddress: component,
          description: `${component}号 烟感`,
        },
      });
      if (result.isDuplicate) duplicates += 1;
      if (isAlarm) alarms += 1;
      changes += 1;
      return true;
    },
  });
  await writer.close();
  const stored = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from events where device_code like 'BENCH%'`,
  );
  console.log(`alarms sent ${alarms}, events stored ${stored[0]!.n}, acknowledged as duplicates ${duplicates}`);
  console.log(
    `status changes committed/s ${figures.frames.toFixed(0)} (this process: ${(figures.generatorCpu * 100).toFixed(0)} % of one core)`,
  );
  await printWriteVolume(database, walBefore!.lsn, changes);
  printProfile();
};

if (args.get('only') !== 'postgres') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireline-prof-'));
  const database = await openDatabase({ dataDir: path.join(dir, 'db') });
  console.log('PGlite');
  await drive(database);
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `fl_ingest_prof_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  console.log('PostgreSQL');
  await drive(database);
  await database.close();
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
}
