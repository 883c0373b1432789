import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { measureLoginRouteJs } from './client-bytes';
import { loginBench, signedPath, startBenchServer } from './bench-server';

/**
 * `npm run bench`: this file prints the foundation's figures (docs/performance.md keeps them); the script then runs
 * ingest, alarm-lists, stats, alarm-tip, archives and patrol (`bench:patrol`, tools/bench/patrol.ts: task generation
 * and the record lists), the PostgreSQL ones only with BENCH_DATABASE_URL.
 */

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
  const loginJs = await measureLoginRouteJs(server.baseUrl);
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  const figures: [string, string][] = [
    ['start-up on PGlite, first run (migrate + seed)', `${first.startupMs.toFixed(0)} ms`],
    ['start-up on PGlite, existing data', `${server.startupMs.toFixed(0)} ms`],
    [`signed authenticated GET ${target}: requests/s`, result.requests.average.toFixed(0)],
    ['  latency p50 / p99', `${result.latency.p50} ms / ${result.latency.p99} ms`],
    [
      '  non-2xx / envelope code != 0 / errors / timeouts',
      `${result.non2xx} / ${failedCodes} / ${result.errors} / ${result.timeouts}`,
    ],
    ['server RSS after the run', `${rss.toFixed(0)} MB`],
    [
      'login route JS as received (Accept-Encoding: gzip, br)',
      loginJs === undefined
        ? 'no build (run npm run build)'
        : `${loginJs.kb.toFixed(1)} KB in ${loginJs.files} files (${loginJs.encodings})`,
    ],
  ];
  for (const [name, value] of figures) console.log(`${name.padEnd(56)} ${value}`);
};

await main();
