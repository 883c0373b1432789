import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeSign, randomNonce, type Envelope, type LoginAnswer } from '@fireline/shared';

/** The pieces the benches share: a started server, signed calls through its HTTP API, percentiles. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_SECRET = 'bench-secret';

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

export type BenchServer = {
  baseUrl: string;
  gbPort: number;
  startupMs: number;
  rssMb: () => number;
  stop: () => Promise<void>;
};

/** Starts the compiled server as `npm start` runs it (no scheduler, no demo seed unless `env` says so) and waits for /healthz. */
export const startBenchServer = async (env: Record<string, string>): Promise<BenchServer> => {
  if (!fs.existsSync(path.join(repoRoot, 'apps/server/dist/main.js')))
    throw new Error('apps/server/dist/main.js is missing: run npm run build first');
  const [httpPort, gbPort] = [await freePort(), await freePort()];
  const startedAt = performance.now();
  const { DATABASE_URL: _unused, ...parent } = process.env;
  // BENCH_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (node --cpu-prof), to see where its time goes.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, 'apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...parent,
      PORT: String(httpPort),
      HOST: '127.0.0.1',
      GB_GATEWAY_PORT: String(gbPort),
      LOG_LEVEL: 'warn',
      CAPTCHA_REQUIRED: 'false',
      SCHEDULER_ENABLED: 'false',
      SEED_DEMO: 'false',
      CLIENT_SECRETS: `web:${BENCH_SECRET}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${httpPort}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const startupMs = performance.now() - startedAt;
  const rssMb = () =>
    Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { baseUrl, gbPort, startupMs, rssMb, stop };
};

/** A path with the signed-call parameters (ARCHITECTURE §3) for this user, method, query and body. */
export const signedPath = (
  method: string,
  pathname: string,
  uid: string | number,
  query: Record<string, string | number>,
  body?: string,
) => {
  const params: Record<string, string> = {
    ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    uid: String(uid),
    view_type: 'web',
    cc: 'web',
    cv: 'bench',
    sign_time: String(Math.floor(Date.now() / 1000)),
    sign_random: randomNonce(),
  };
  const sign = computeSign({ method, secret: BENCH_SECRET, params, rawBody: body });
  return `${pathname}?${new URLSearchParams({ ...params, sign })}`;
};

export type BenchSession = {
  uid: number;
  token: string;
  call: <T>(options: {
    method?: 'GET' | 'PUT' | 'POST';
    path: string;
    query?: Record<string, string | number>;
    body?: unknown;
  }) => Promise<Envelope<T>>;
};

/** Logs in with the demo password and returns a signed caller for that user. */
export const loginBench = async (
  baseUrl: string,
  username: string,
  password = 'Fireline@2026',
): Promise<BenchSession> => {
  const loginBody = JSON.stringify({ username, password, captcha_id: 'bench', captcha_code: 'bench' });
  const login = (await (
    await fetch(`${baseUrl}${signedPath('POST', '/api_proxy/user/login/', '', {}, loginBody)}`, {
      method: 'POST',
      body: loginBody,
      headers: { 'content-type': 'application/json' },
    })
  ).json()) as Envelope<LoginAnswer>;
  if (login.code !== 0) throw new Error(`login of ${username} failed: ${login.msg}`);
  const { uid, user_token: token } = login.data;
  return {
    uid: Number(uid),
    token,
    call: async ({ method = 'GET', path: pathname, query = {}, body }) => {
      const raw = body === undefined ? undefined : JSON.stringify(body);
      const response = await fetch(`${baseUrl}${signedPath(method, pathname, uid, query, raw)}`, {
        method,
        body: raw,
        headers: { authorization: `token ${token}`, ...(raw ? { 'content-type': 'application/json' } : {}) },
      });
      return (await response.json()) as Envelope<never>;
    },
  };
};

/** p50 / p95 / p99 of a list of milliseconds. */
export const percentiles = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted[sorted.length - 1] ?? NaN };
};

export type BenchUser = { uid: number; token: string; baseUrl: string };

/** Logs in and keeps the base URL with the user, for benches that call through `signedGet`. */
export const loginAs = async (baseUrl: string, username: string, password = 'Fireline@2026'): Promise<BenchUser> => {
  const { uid, token } = await loginBench(baseUrl, username, password);
  return { uid, token, baseUrl };
};

/** One signed GET as the user; a code other than 0 is an error, so a bench never times refusals. */
export const signedGet = async <T>(user: BenchUser, pathname: string, query: Record<string, string | number> = {}) => {
  const response = await fetch(`${user.baseUrl}${signedPath('GET', pathname, user.uid, query)}`, {
    headers: { authorization: `token ${user.token}` },
  });
  const answer = (await response.json()) as Envelope<T>;
  if (answer.code !== 0) throw new Error(`${pathname} ${JSON.stringify(query)}: code ${answer.code} ${answer.msg}`);
  return answer.data;
};

/** Calls one after another (a user clicking), after a warm-up; milliseconds from request to parsed answer. */
export const timeCalls = async (rounds: number, call: () => Promise<unknown>) => {
  for (let index = 0; index < Math.min(10, rounds); index += 1) await call();
  const samples: number[] = [];
  for (let index = 0; index < rounds; index += 1) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return samples;
};
