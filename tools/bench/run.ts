import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { loginBench, repoRoot, signedPath, startBenchServer } from './bench-server';

/** `npm run bench`: prints the foundation's figures (docs/performance.md keeps them). */

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
  const env = { DATA_DIR: dataDir, SEED_DEMO: 'true', SCHEDULER_ENABLED: 'true', GB_GATEWAY_PORT: '0' };
  const first = await startBenchServer(env);
  await first.stop();
  const server = await startBenchServer(env);
  const { uid, token } = await loginBench(server.baseUrl, 'operator');
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
        setupRequest: (request) => ({ ...request, path: signedPath('GET', target, uid, {}) }),
        onResponse: (_status, body) => {
          if (!body.startsWith('{"code":0')) failedCodes += 1;
        },
      },
    ],
  });
  const rss = server.rssMb();
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
