import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { computeSign, randomNonce, type Envelope, type LoginAnswer } from '@fireline/shared';

/** `npm run bench`: prints the foundation's figures (docs/performance.md keeps them). */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET = 'bench-secret';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const startServer = async (dataDir: string) => {
  const port = await freePort();
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', CAPTCHA_REQUIRED: 'false', CLIENT_SECRETS: `web:${SECRET}`, GB_GATEWAY_PORT: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  const startupMs = performance.now() - startedAt;
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { baseUrl, pid: child.pid!, startupMs, stop };
};

const signed = (method: string, pathname: string, uid: string | number, body?: string) => {
  const params: Record<string, string> = {
    uid: String(uid),
    view_type: 'web',
    cc: 'web',
    cv: 'bench',
    sign_time: String(Math.floor(Date.now() / 1000)),
    sign_random: randomNonce(),
  };
  const sign = computeSign({ method, secret: SECRET, params, rawBody: body });
  return `${pathname}?${new URLSearchParams({ ...params, sign })}`;
};

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
};

/** Entry chunk, its static imports and the login page's lazy chunk, gzipped, from Vite's manifest. */
const loginRouteGzipKb = () => {
  const dist = path.join(repoRoot, 'apps/web/dist');
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of Object.keys(manifest)) if (/LoginPage\.tsx$/.test(key)) visit(key);
  let bytes = 0;
  for (const key of seen) bytes += zlib.gzipSync(fs.readFileSync(path.join(dist, manifest[key]!.file))).length;
  return bytes / 1024;
};

const main = async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireline-bench-'));
  const first = await startServer(dataDir);
  await first.stop();
  const server = await startServer(dataDir);
  const loginBody = JSON.stringify({ username: 'operator', password: 'Fireline@2026', captcha_id: 'bench', captcha_code: 'bench' });
  const login = (await (
    await fetch(`${server.baseUrl}${signed('POST', '/api_proxy/user/login/', '', loginBody)}`, {
      method: 'POST',
      body: loginBody,
      headers: { 'content-type': 'application/json' },
    })
  ).json()) as Envelope<LoginAnswer>;
  if (login.code !== 0) throw new Error(`login failed: ${login.msg}`);
  const { uid, user_token: token } = login.data;
  const target = '/api_proxy/user/info/';
  let failedCodes = 0;
  const result = await autocannon({
    url: server.baseUrl,
    connections: 20,
    duration: 10,
    headers: { authorization: `token ${token}` },
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: signed('GET', target, uid) }),
        onResponse: (_status, body) => {
          if (!body.startsWith('{"code":0')) failedCodes += 1;
        },
      },
    ],
  });
  const rss = rssMb(server.pid);
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const gzip = loginRouteGzipKb();
  const figures = [
    ['start-up on PGlite, first run (migrate + seed)', `${first.startupMs.toFixed(0)} ms`],
    ['start-up on PGlite, existing data', `${server.startupMs.toFixed(0)} ms`],
    [`signed authenticated GET ${target}: requests/s`, result.requests.average.toFixed(0)],
    ['  latency p50 / p99', `${result.latency.p50} ms / ${result.latency.p99} ms`],
    ['  non-2xx / envelope code != 0 / errors / timeouts', `${result.non2xx} / ${failedCodes} / ${result.errors} / ${result.timeouts}`],
    ['server RSS after the run', `${rss.toFixed(0)} MB`],
    ['login route JS, gzipped', gzip === undefined ? 'no build (run npm run build)' : `${gzip.toFixed(1)} KB`],
  ];
  for (const [name, value] of figures) console.log(`${name.padEnd(52)} ${value}`);
};

await main();
