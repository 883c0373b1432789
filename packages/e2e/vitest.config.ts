import { defineConfig } from 'vitest/config';
import { STEP_MS } from './src/waits';

/**
 * Browser tests: one real server on a fresh data folder and one Chromium (global setup); each spec file connects to
 * that Chromium and opens its own contexts.
 */
export default defineConfig({
  test: {
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['./src/global-setup.ts'],
    // A spec's steps each wait at most STEP_MS, so a hang fails at the step that hangs; the whole test's budget only
    // bounds the sum of its steps, which a busy machine stretches (maint's 20 s took over 45 s there).
    testTimeout: 10 * STEP_MS,
    hookTimeout: 120_000,
    fileParallelism: false,
    // The files run one after another in one worker sharing its module cache: the shared schemas, the GB/T 26875
    // codec and exceljs load once per run instead of once per file (about 1.3 s each). Nothing here mocks modules or
    // keeps state in a shared one; each spec's own variables live in its own module.
    isolate: false,
    // A file's `describe.concurrent` tests (no-dead-ends: one walk per role) run at most three at a time, so a busy
    // 2-core machine still draws each page within the walk's waits.
    maxConcurrency: 3,
    // `expect.poll` gives up after 1 s by default: on a busy machine a page's data takes longer than that to arrive,
    // and 34 polls failed there and nowhere else. Every poll waits as long as any other step of a spec.
    expect: { poll: { timeout: STEP_MS } },
  },
});
