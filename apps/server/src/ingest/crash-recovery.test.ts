import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeSign, randomNonce } from '@fireline/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { events, integrationKeys } from '../db/schema';
import { serverEntryArgs } from '../test/server-entry';
import { until } from '../test/until';
import { hashPushKey } from './push-keys';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET = 'crash-secret';
const KEY = 'crash-test-integration-key';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const startServer = async (dataDir: string, port: number) => {
  const { DATABASE_URL: _server, ...parentEnv } = process.env;
  const child = spawn(process.execPath, serverEntryArgs(), {
    cwd: serverRoot,
    env: {
      ...parentEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      CLIENT_SECRETS: `web:${SECRET}`,
      SCHEDULER_ENABLED: 'false',
      GB_GATEWAY_PORT: '-1',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const isUp = async () => {
    // A server that died (a failed migration) fails the test at once instead of at the deadline.
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    return (await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined))?.ok === true;
  };
  // The first start creates and migrates the embedded database: past 60 s on a machine whose cores are both taken.
  await until(isUp, 'the server to start', 240_000);
  return child;
};

const waitExit = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

const pushAlarm = async (port: number, uuid: string) => {
  const body = JSON.stringify({
    uuid,
    device_code: 'CRASH01',
    status_category: 'fire',
    alarm_type: 'fire_alarm',
    occurred_at: Math.floor(Date.now() / 1000),
  });
  const params = {
    uid: '',
    view_type: 'web',
    cc: 'web',
    cv: 'crash',
    sign_time: String(Math.floor(Date.now() / 1000)),
    sign_random: randomNonce(),
  };
  const sign = computeSign({ method: 'POST', secret: SECRET, params, rawBody: body });
  const response = await fetch(
    `http://127.0.0.1:${port}/api_proxy/extend_service/alarm_push/?${new URLSearchParams({ ...params, sign })}`,
    {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', 'x-push-key': KEY },
    },
  );
  const answer = (await response.json()) as { code: number; data: { list: { status: string }[] } };
  return answer.code === 0 && answer.data.list[0]?.status !== 'unregistered';
};

/** The embedded database on disk, the way `npm start` runs it, killed with SIGKILL in the middle of ingest. */
describe('crash during ingest', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireline-crash-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged alarm exactly once after SIGKILL and restart', async () => {
    const port = await freePort();
    child = await startServer(dataDir, port);
    child.kill('SIGTERM');
    await waitExit(child!);
    // Register the device and key while the server is down (one PGlite process per data folder).
    const setup = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    const { buildDevice } = await import('../db/seed/device-factories');
    const { buildOrg } = await import('../db/seed/factories');
    // No demo seed (it would triple the start-up on a loaded machine): the unit and its device are all this needs.
    const unit = await buildOrg(setup.db, { kind: 'cared' });
    await buildDevice(setup.db, { companyId: unit.id, deviceCode: 'CRASH01' });
    await setup.db.insert(integrationKeys).values({ name: 'crash', keyHash: hashPushKey(KEY) });
    await setup.close();

    child = await startServer(dataDir, port);
    const acknowledged: string[] = [];
    const sent: string[] = [];
    let isKilled = false;
    const senders = Array.from({ length: 8 }, async (_, worker) => {
      for (let index = 0; !isKilled; index += 1) {
        const uuid = `crash-${worker}-${index}-xxxxxxxx`;
        sent.push(uuid);
        try {
          if (await pushAlarm(port, uuid)) acknowledged.push(uuid);
        } catch {
          return;
        }
      }
    });
    // Kill mid-stream, eight senders busy, once enough has been acknowledged (a loaded machine may take a while).
    await until(() => acknowledged.length > 10, 'eleven acknowledged alarms', 60_000);
    child.kill('SIGKILL');
    isKilled = true;
    await Promise.all(senders);
    await waitExit(child!);
    expect(acknowledged.length).toBeGreaterThan(10);

    // Restart, then resend everything that was sent (a device would): nothing is stored twice.
    child = await startServer(dataDir, port);
    for (const uuid of sent.slice(0, 50)) await pushAlarm(port, uuid);
    child.kill('SIGTERM');
    await waitExit(child!);
    child = undefined;

    const check = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    const stored = (await check.db.select({ uuid: events.uuid }).from(events)).map((row) => row.uuid);
    await check.close();
    const missing = acknowledged.filter((uuid) => !stored.includes(uuid));
    expect(missing).toEqual([]);
    expect(new Set(stored).size).toBe(stored.length);
  }, 900_000);
});
