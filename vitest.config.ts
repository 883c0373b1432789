import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** `npm test`: shared, server and web unit tests; e2e has its own config (packages/e2e). */
export default defineConfig({
  test: {
    // Vitest leaves one core to its main process by default; the workers here do nearly all the work (jsdom, PGlite),
    // so on a 2-core machine a second worker halves the web tests (530 s → 258 s) instead of idling a core.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // jsdom tears a test file's window down while React's scheduler may still hold an Immediate queued by an Ant
    // Design animation; that callback then reads `window` and throws after every test of the file has passed.
    // Only that teardown artefact is filtered: any other unhandled error still fails the run.
    onUnhandledError(error) {
      const afterTeardown = error.name === 'ReferenceError' && error.message === 'window is not defined';
      if (afterTeardown && /react-dom|scheduler/.test(error.stack ?? '')) return false;
    },
    projects: [
      { test: { name: 'shared', root: './packages/shared', environment: 'node', include: ['src/**/*.test.ts'] } },
      // The repository's own lint rules.
      { test: { name: 'eslint', root: './eslint', environment: 'node', include: ['*.test.js'] } },
      { test: { name: 'gb26875', root: './packages/gb26875', environment: 'node', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          // Migrates (and seeds the demo into) one template per run; each file's database starts as a copy of it.
          globalSetup: ['./src/test/global-setup.ts'],
          // Files share a worker's module cache: each file builds its own app and database, and nothing here mocks a
          // module or keeps state at module level, so importing the whole server once per worker instead of once per
          // file (~2 s each) halves the project's time (319 s → 142 s on this 2-core machine).
          isolate: false,
          // A test waits on events with until()'s own deadlines; this only bounds the whole, which a machine whose
          // cores another process keeps busy stretches two- or threefold.
          testTimeout: 90_000,
          hookTimeout: 120_000,
        },
      },
      './apps/web',
    ],
  },
});
