import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

export type RunningServer = { baseUrl: string; gbPort: number; dataDir: string; stop: () => Promise<void> };

/** Starts the real server (as `npm start` does, minus the build) on a fresh data folder and waits for /healthz. */
export const startServer = async (env: Record<string, string> = {}): Promise<RunningServer> => {
  const port = await freePort();
  const gbPort = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireline-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CAPTCHA_REQUIRED: 'false',
      // Every spec's users sign in from 127.0.0.1, several a spec and three roles at once in no-dead-ends: a minute of
      // the suite holds more logins than one address may make (20, as a real client; auth.test.ts tests the limit).
      LOGIN_RATE_PER_MINUTE: '600',
      CAPTCHA_RATE_PER_MINUTE: '600',
      GB_GATEWAY_PORT: String(gbPort),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, gbPort, dataDir, stop };
};
