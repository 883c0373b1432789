import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { events, organisations } from '../../apps/server/src/db/schema';
import { connectDevice, uplink } from '@fireline/gb26875/device';
import { loginBench, startBenchServer } from './bench-server';
import { writeSetFloor } from './ingest-floor';
import { benchAddress, busySiteTraffic, prepareBenchDatabase } from './ingest-traffic';

/**
 * Ingest figures for issue 4: events committed per second through the GB/T 26875.3 gateway over loopback TCP,
 * the plain batched INSERT ceiling of the same rows, frame → SSE latency at a fixed rate, and the server's RSS.
 *   npm run bench:ingest [-- --seconds 60 --devices 50 --only postgres]   (PostgreSQL too when BENCH_DATABASE_URL is set)
 * The server's writer lanes follow INGEST_WRITER_LANES (PostgreSQL only; default one).
 */
const args = new Map(process.argv.slice(2).map((arg, index, all) => [arg.replace(/^--/, ''), all[index + 1] ?? '']));
const SECONDS = Number(args.get('seconds') || 20);
const DEVICES = Number(args.get('devices') || 40);
const WINDOW = 16;
const FIRE = 0b10;
const NORMAL = 0b1;

/** Every frame is a committed status change; half of them open an event. */
const sustained = async (gbPort: number, seconds: number) => {
  const devices = await Promise.all(
    Array.from({ length: DEVICES }, (_, index) =>
      connectDevice({ host: '127.0.0.1', port: gbPort, address: benchAddress(index) }),
    ),
  );
  const figures = await busySiteTraffic({
    devices,
    seconds,
    window: WINDOW,
    send: async (device, component, isAlarm) => {
      const answer = await device.send(
        uplink.componentStatus([
          {
            systemType: 1,
            systemAddress: 1,
            componentType: 40,
            componentAddress: component,
            status: isAlarm ? FIRE : 0b1,
            description: `${component}号 烟感`,
            time: new Date(),
          },
        ]),
      );
      return answer.command === 3;
    },
  });
  await Promise.all(devices.map((device) => device.close()));
  return figures;
};

/** Frames at a fixed rate, each timed from send to its message on an operator's push stream. */
let latencyRuns = 0;
const latency = async (
  server: { baseUrl: string; gbPort: number },
  ratePerSecond: number,
  seconds: number,
  options: { registered: boolean },
) => {
  // Each run alarms components of its own, so none is already in alarm (which would open nothing and push nothing).
  latencyRuns += 1;
  const base = 9_000_000 + latencyRuns * 100_000;
  const admin = await loginBench(server.baseUrl, 'admin');
  const sentAt = new Map<string, number>();
  const samples: number[] = [];
  // Frame → Confirm: the commit's share of the latency (the Confirm goes out once the event is committed).
  const confirmed: number[] = [];
  const controller = new AbortController();
  const stream = await fetch(`${server.baseUrl}/sse?pid=119&uid=${admin.uid}&utype=w`, {
    headers: { authorization: `token ${admin.token}` },
    signal: controller.signal,
  });
  const reading = (async () => {
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const data = /data: (.*)/.exec(buffer.slice(0, cut))?.[1];
          buffer = buffer.slice(cut + 2);
          const name = data
            ? (JSON.parse(data) as { msg_body?: { product_name?: string } }).msg_body?.product_name
            : undefined;
          const start = name ? sentAt.get(name) : undefined;
          if (start !== undefined) samples.push(performance.now() - start);
          cut = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  const devices = await Promise.all(
    Array.from({ length: Math.min(DEVICES, 20) }, (_, index) =>
      connectDevice({ host: '127.0.0.1', port: server.gbPort, address: benchAddress(index) }),
    ),
  );
  const total = ratePerSecond * seconds;
  const componentFrame = (index: number, status: number) =>
    uplink.componentStatus([
      {
        systemType: 1,
        systemAddress: 2,
        componentType: 40,
        componentAddress: base + index,
        status,
        description: `lat-${latencyRuns}-${index}`,
        time: new Date(),
      },
    ]);
  // A site's detectors are in its archive before they alarm: a normal status frame of each registers it first (not timed).
  if (options.registered)
    await Promise.all(
      Array.from({ length: total }, (_, index) => devices[index % devices.length]!.send(componentFrame(index, NORMAL))),
    );
  const started = performance.now();
  const sends: Promise<unknown>[] = [];
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / ratePerSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const name = `lat-${latencyRuns}-${index}`;
    const sent = performance.now();
    sentAt.set(name, sent);
    sends.push(
      devices[index % devices.length]!.send(componentFrame(index, FIRE)).then(() =>
        confirmed.push(performance.now() - sent),
      ),
    );
  }
  await Promise.all(sends);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  controller.abort();
  await reading;
  await Promise.all(devices.map((device) => device.close()));
  const at = (list: number[], q: number) =>
    list.sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(q * list.length))] ?? NaN;
  return {
    received: samples.length,
    total,
    p50: at(samples, 0.5),
    p99: at(samples, 0.99),
    confirmP50: at(confirmed, 0.5),
    confirmP99: at(confirmed, 0.99),
  };
};

/** The same rows by plain batched INSERTs of 500, one transaction each: what the database alone can do. */
const ceiling = async (database: Database, rows: number) => {
  const [unit] = await database.db.select().from(organisations).limit(1);
  const started = performance.now();
  for (let done = 0; done < rows; done += 500) {
    const batch = Array.from({ length: Math.min(500, rows - done) }, (_, index) => ({
      uuid: `ceiling-${done + index}-${Math.random()}`,
      source: 'bench',
      companyId: unit!.id,
      deviceId: 1,
      statusCategory: 'fire',
      alarmStatus: 'alarm',
      alarmType: 'fire_alarm',
      deviceCode: 'BENCH',
      deviceName: 'bench',
      acceptTime: new Date(),
    }));
    await database.db.transaction(async (tx) => {
      await tx.insert(events).values(batch);
    });
  }
  return rows / ((performance.now() - started) / 1000);
};

/**
 * The same rows made by the database itself (generate_series), 500 a transaction: the database's own ceiling, without
 * the client's cost of binding and parsing a VALUES list (docs/performance.md, session 8).
 */
const serverCeiling = async (database: Database, rows: number) => {
  const [unit] = await database.db.select().from(organisations).limit(1);
  const started = performance.now();
  for (let done = 0; done < rows; done += 500) {
    const count = Math.min(500, rows - done);
    await database.db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into events (uuid, source, company_id, device_id, status_category, alarm_status, alarm_type, device_code, device_name, accept_time)
            select 'server-ceiling-' || ${done} || '-' || g || '-' || random(), 'bench', ${unit!.id}, 1, 'fire', 'alarm', 'fire_alarm', 'BENCH', 'bench', now()
            from generate_series(1, ${count}::int) g`,
      );
    });
  }
  return rows / ((performance.now() - started) / 1000);
};

const run = async (
  label: string,
  open: () => Promise<{ database: Database; env: Record<string, string>; cleanup: () => Promise<void> }>,
) => {
  const setup = await open();
  await prepareBenchDatabase(setup.database, DEVICES);
  await setup.database.close();
  const server = await startBenchServer(setup.env);
  const { frames: rate, events: eventRate, generatorCpu } = await sustained(server.gbPort, SECONDS);
  const timing = await latency(server, 2000, 5, { registered: true });
  // The same rate of first frames from components nobody registered: each is created as it alarms.
  const unregistered = await latency(server, 2000, 5, { registered: false });
  // Half the sustained rate: what one group commit plus the push costs when the queue does not grow.
  const calmRate = Math.max(50, Math.round(rate / 2 / 50) * 50);
  const calm = await latency(server, calmRate, 10, { registered: true });
  const rss = server.rssMb();
  await server.stop();
  const again = await open();
  const insertRate = await ceiling(again.database, Math.max(20_000, Math.round(rate * 5)));
  const serverRate = await serverCeiling(again.database, Math.max(20_000, Math.round(rate * 5)));
  // PGlite is one connection in one thread: a second lane has nothing to run on.
  const floorLanes = label === 'PGlite' ? [1] : [1, 2];
  const floors: number[] = [];
  for (const connections of floorLanes)
    floors.push(await writeSetFloor(again.database, { devices: DEVICES, seconds: 15, connections }));
  await again.database.close();
  await again.cleanup();
  const lines = [
    [
      `${label}: status changes committed/s through the gateway (${DEVICES} devices, ${SECONDS} s)`,
      `${rate.toFixed(0)} (events opened/s ${eventRate.toFixed(0)})`,
    ],
    [
      `${label}: plain batched INSERT ceiling, rows/s`,
      `${insertRate.toFixed(0)} (gateway = ${(rate / insertRate).toFixed(2)} × ceiling)`,
    ],
    [
      `${label}: the same rows made by the database (generate_series), rows/s`,
      `${serverRate.toFixed(0)} (gateway = ${(rate / serverRate).toFixed(2)} × that)`,
    ],
    ...floors.map((floor, index) => [
      `${label}: the writer's write set made by the database, ${floorLanes[index]} connection(s), status changes/s`,
      `${floor.toFixed(0)} (events opened/s ${(floor / 2).toFixed(0)}; gateway = ${(rate / floor).toFixed(2)} × that)`,
    ]),
    [`${label}: load generator CPU during the sustained run`, `${(generatorCpu * 100).toFixed(0)} % of one core`],
    [
      `${label}: frame → SSE latency at 2000 frames/s, p50 / p99`,
      `${timing.p50.toFixed(0)} ms / ${timing.p99.toFixed(0)} ms (${timing.received}/${timing.total} seen)`,
    ],
    [
      `${label}: the same, components not registered before (created by the alarm)`,
      `${unregistered.p50.toFixed(0)} ms / ${unregistered.p99.toFixed(0)} ms (${unregistered.received}/${unregistered.total} seen)`,
    ],
    [
      `${label}: frame → SSE latency at ${calmRate} frames/s, p50 / p99`,
      `${calm.p50.toFixed(0)} ms / ${calm.p99.toFixed(0)} ms (${calm.received}/${calm.total} seen)`,
    ],
    [
      `${label}: frame → Confirm (committed) at 2000 / ${calmRate} frames/s, p50 / p99`,
      `${timing.confirmP50.toFixed(0)} / ${timing.confirmP99.toFixed(0)} ms, ${calm.confirmP50.toFixed(0)} / ${calm.confirmP99.toFixed(0)} ms`,
    ],
    [`${label}: server RSS at the end`, `${rss.toFixed(0)} MB`],
  ];
  for (const [name, value] of lines) console.log(`${name!.padEnd(78)} ${value}`);
};

const ONLY = args.get('only');
/**
 * The bench plays thousands of devices from one address at thousands of frames a second: it measures the pipeline, so
 * the gateway's flood guards (per-connection and per-address rates, uncommitted frames per socket) are opened wide.
 */
const pipelineLimits = {
  GB_CONNECTION_RATE: '1000000',
  GB_CONNECTION_BURST: '1000000',
  GB_ADDRESS_RATE: '1000000',
  GB_ADDRESS_BURST: '1000000',
  GB_MAX_UNCOMMITTED: '100000',
  GB_MAX_CONNECTIONS_PER_PEER: '10000',
};
if (ONLY !== 'postgres') {
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireline-ingest-'));
  await run('PGlite', async () => ({
    database: await openDatabase({ dataDir: path.join(pgliteDir, 'db') }),
    env: { ...pipelineLimits, DATA_DIR: pgliteDir },
    cleanup: async () => fs.rmSync(pgliteDir, { recursive: true, force: true }),
  }));
}

const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl && ONLY !== 'pglite') {
  const name = `fireline_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let isCreated = false;
  await run('PostgreSQL', async () => {
    const database = await openDatabase({ url: url.toString() });
    isCreated = true;
    return {
      database,
      env: { ...pipelineLimits, DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '10' },
      cleanup: async () => {
        if (isCreated) await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  });
} else {
  console.log('PostgreSQL: set BENCH_DATABASE_URL=postgres://… to measure it too');
}
