import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api_proxy', '/sse', '/upload', '/address', '/api', '/healthz', '/files', '/import', '/export'].map((prefix) => [prefix, { target: 'http://127.0.0.1:8080' }]),
    ),
  },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
  // Generous timeout: user-event tests on a loaded 2-core machine can take seconds; a real hang still fails.
  // TZ=UTC (a forks-pool child takes it at start): the browser is then not in the demo site's zone (UTC+8), so a time
  // formatted on the browser's clock instead of the site's fails the tests on any developer's machine.
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    testTimeout: 20_000,
    env: { TZ: 'UTC' },
  },
});
