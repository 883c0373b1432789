import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(js|mjs|css|html|svg|json|txt|wasm)$/;

/**
 * Writes `x.br` and `x.gz` beside every text file of the build, at the highest levels (done once, read many times).
 * The server sends them to browsers that accept them (@fastify/static `preCompressed`), so no request pays for
 * compression and none gets the raw JavaScript.
 */
const precompress = (): Plugin => ({
  name: 'fireline-precompress',
  apply: 'build',
  writeBundle: async ({ dir }) => {
    if (!dir) return;
    const files = (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((entry) => entry.isFile() && compressible.test(entry.name) && !entry.parentPath.includes('.vite'))
      .map((entry) => path.join(entry.parentPath, entry.name));
    await Promise.all(
      files.map(async (file) => {
        const source = fs.readFileSync(file);
        const params = {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        };
        const [br, gz] = await Promise.all([brotli(source, { params }), gzip(source, { level: 9 })]);
        fs.writeFileSync(`${file}.br`, br);
        fs.writeFileSync(`${file}.gz`, gz);
      }),
    );
  },
});

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api_proxy', '/sse', '/upload', '/address', '/api', '/healthz', '/files', '/import', '/export'].map(
        (prefix) => [prefix, { target: 'http://127.0.0.1:8080' }],
      ),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    // A feature's index.ts only re-exports (lint checks it): free of side effects, it lets a page that imports one
    // helper leave the feature's other exports, and their imports, out of its chunk.
    rolldownOptions: {
      treeshake: { moduleSideEffects: [{ test: /\/src\/features\/[^/]+\/index\.ts$/, sideEffects: false }] },
    },
  },
  // Generous timeout: user-event tests on a loaded 2-core machine can take seconds; a real hang still fails.
  // TZ=UTC (a forks-pool child takes it at start): the browser is then not in the demo site's zone (UTC+8), so a time
  // formatted on the browser's clock instead of the site's fails the tests on any developer's machine.
  test: {
    name: 'web',
    environment: 'jsdom',
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    testTimeout: 60_000,
    env: { TZ: 'UTC' },
  },
});
