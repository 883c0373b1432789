import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../apps/server/src/db/client';
import { seedDemo } from '../../apps/server/src/db/seed/demo';
import { seedEnums } from '../../apps/server/src/db/seed/enums';
import { seedAlarmLists } from './alarm-lists-seed';

/**
 * The alarm-list bench's database (fireline_bench_alarm_lists on BENCH_DATABASE_URL's server): 10 million events across
 * 500 units, seeded once and kept, so later runs (and the statistics bench, which reads the same data) only migrate.
 */
export const EVENTS = 10_000_000;
export const DATABASE = 'fireline_bench_alarm_lists';

/** The bench database's URL on BENCH_DATABASE_URL's server, or undefined when that is not set. */
export const benchDatabaseUrl = () => {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) return undefined;
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  return { serverUrl, benchUrl: url.toString() };
};

const adminQuery = async (serverUrl: string, text: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(text);
  } finally {
    await admin.end();
  }
};

const isSeeded = async (client: pg.Client) => {
  const { rows } = await client
    .query<{ events: string }>(
      `select events from bench_seed where to_regclass('bench_seed') is not null order by seeded_at desc limit 1`,
    )
    .catch(() => ({ rows: [] }));
  return Number(rows[0]?.events ?? 0) === EVENTS;
};

/** Migrates (new migrations apply to the kept data too), then seeds once; a half-seeded database is started again. */
export const prepareAlarmListsDb = async ({ serverUrl, benchUrl }: { serverUrl: string; benchUrl: string }) => {
  const { rowCount } = await adminQuery(serverUrl, `select 1 from pg_database where datname = '${DATABASE}'`);
  if (!rowCount) await adminQuery(serverUrl, `create database ${DATABASE}`);
  let client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  if (!(await isSeeded(client)) && rowCount) {
    await client.end();
    await adminQuery(serverUrl, `drop database ${DATABASE} with (force)`);
    await adminQuery(serverUrl, `create database ${DATABASE}`);
    client = new pg.Client({ connectionString: benchUrl });
    await client.connect();
  }
  const database = await openDatabase({ url: benchUrl, poolSize: 2 });
  await migrateDatabase(database);
  if (!(await isSeeded(client))) {
    await seedEnums(database.db);
    await seedDemo(database.db);
    const { rows } = await client.query<{ id: number }>(`select id from users where username = 'operator'`);
    await seedAlarmLists(client, { events: EVENTS, operatorId: rows[0]!.id });
  } else {
    console.log(`reusing ${DATABASE} (${EVENTS.toLocaleString('en')} events seeded)`);
  }
  await database.close();
  return client;
};
