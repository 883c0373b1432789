import { defineConfig } from 'vitest/config';

/** Browser tests: one real server on a fresh data folder (global setup), Debian's Chromium per spec file. */
export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['./src/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
