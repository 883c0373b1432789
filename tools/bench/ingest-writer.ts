import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, migrateDatabase, type Database } from '../../apps/server/src/db/client';
import { devices as devicesTable, organisations } from '../../apps/server/src/db/schema';
import { seedDemo } from '../../apps/server/src/db/seed/demo';
import { buildDevice } from '../../apps/server/src/db/seed/device-factories';
import { seedEnums } from '../../apps/server/src/db/seed/enums';
import { toDeviceRef } from '../../apps/server/src/ingest/device-lookup';
import { createInProcessBus } from '../../apps/server/src/realtime/bus';
import { createEventWriter } from '../../apps/server/src/modules/events/event-writer';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';

/**
 * The writer alone, in process (no TCP, no gateway): status changes committed per second with the traffic of
 * bench/ingest.ts, and a check that every alarm was stored once and none was acknowledged as a duplicate (a batch
 * that fails and is retried item by item shows up there, and in the warnings).
 *   npm run bench:ingest-writer -w @fireline/tools [-- --seconds 10 --devices 40 --batch 500]   (PostgreSQL too when BENCH_DATABASE_URL is set)
 */
const logger = { warn: (entry: { err?: Error }, message: string) => console.warn(message, entry.err?.message), error: (entry: { err?: Error }, message: string) => console.warn(message, entry.err?.message) } as unknown as NonNullable<Parameters<typeof createEventWriter>[0]['logger']>;
const args = new Map(process.argv.slice(2).map((arg, index, all) => [arg.replace(/^--/, ''), all[index + 1] ?? '']));
const SECONDS = Number(args.get('seconds') || 10);
const DEVICES = Number(args.get('devices') || 40);
const WINDOW = 16;

const drive = async (database: Database) => {
  await migrateDatabase(database);
  await seedEnums(database.db);
  await seedDemo(database.db);
  const [unit] = await database.db.select().from(organisations).limit(1);
  for (let index = 0; index < DEVICES; index += 1) await buildDevice(database.db, { companyId: unit!.id, gbAddress: String(500000 + index), deviceCode: `BENCH${index}` });
  const rows = await database.db.select().from(devicesTable).where(inArray(devicesTable.gbAddress, Array.from({ length: DEVICES }, (_, i) => String(500000 + i))));
  const writer = createEventWriter({ maxBatch: Number(args.get('batch') || 500), db: database.db, bus: createInProcessBus(), logger });
  let frames = 0;
  let alarms = 0;
  let duplicates = 0;
  let serial = 0;
  const deadline = Date.now() + SECONDS * 1000;
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(
    rows.map(async (row) => {
      const device = toDeviceRef(row);
      const active = new Set<number>();
      const busy = new Set<number>();
      const lane = async () => {
        while (Date.now() < deadline) {
          let component = 1 + Math.floor(Math.random() * 200);
          while (busy.has(component)) component = 1 + Math.floor(Math.random() * 200);
          busy.add(component);
          const isAlarm = !active.has(component);
          serial += 1;
          const result = await writer.submit({ kind: 'component_status', source: 'gb26875', device, uuid: `gb:${row.gbAddress}:${process.pid}-${serial}:0`, occurredAt: new Date(), flags: isAlarm ? 0b10 : 0b1, component: { systemType: 1, systemAddress: 1, componentType: 40, componentAddress: component, description: `${component}号 烟感` } });
          busy.delete(component);
          frames += 1;
          if (result.isDuplicate) duplicates += 1;
          if (isAlarm) alarms += 1;
          if (isAlarm) active.add(component);
          else active.delete(component);
        }
      };
      await Promise.all(Array.from({ length: WINDOW }, lane));
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  await writer.close();
  const stored = await database.db.execute(sql`select count(*)::int as n from events`);
  console.log(`alarms sent ${alarms}, events stored ${(stored as unknown as { rows: { n: number }[] }).rows[0]!.n}, acknowledged as duplicates ${duplicates}`);
  console.log(`status changes committed/s ${(frames / elapsed).toFixed(0)} (this process: ${(((used.user + used.system) / 1e6 / elapsed) * 100).toFixed(0)} % of one core)`);
};

{
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
