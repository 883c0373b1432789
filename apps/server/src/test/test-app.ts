import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { computeSign, randomNonce } from '@fireline/shared';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import type { AppDeps } from '../core/context';
import { startApp } from '../bootstrap';
import { createLocalStorage } from '../core/storage';
import { openDatabase, type Database } from '../db/client';
import * as schema from '../db/schema';
import { seedDemo } from '../db/seed/demo';
import { testEnv } from '../env';
import { adminQuery, prepareDatabase, type TestTemplates } from './global-setup';

export const TEST_SECRET = 'test-secret';
export const TEST_CAPTCHA = 'ab12';

/** Which starting point a test file's database copies (see global-setup.ts): `demo` has seedDemo's rows in it. */
export type TestSeed = 'base' | 'demo';

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Outside the server project's globalSetup (no templates provided): migrate here, as every file used to. */
const templates = (): TestTemplates | undefined => {
  try {
    return inject('firelineTemplates');
  } catch {
    return undefined;
  }
};

/**
 * A fresh, migrated database of its own: PGlite in memory loaded from the run's template data directory, or a
 * throwaway database on TEST_DATABASE_URL's server created from the run's template database. Either way it is
 * migrated and holds the reference data startApp seeds, so startApp is told to skip both (`prepared`).
 */
export const openTestDatabase = async (
  options: { seed?: TestSeed } = {},
): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> => {
  const seed = options.seed ?? 'base';
  const serverUrl = process.env.TEST_DATABASE_URL;
  const provided = templates();
  if (!serverUrl) {
    if (provided?.kind !== 'pglite') {
      const database = await openDatabase({});
      await prepareDatabase(database);
      if (seed === 'demo') await seedDemo(database.db);
      return { database, drop: async () => {} };
    }
    const client = await PGlite.create({
      extensions: { pg_trgm },
      loadDataDir: new Blob([fs.readFileSync(provided[seed])]),
    });
    const db = drizzlePglite(client, { schema }) as unknown as Database['db'];
    return { database: { db, driver: 'pglite', close: () => client.close() }, drop: async () => {} };
  }
  const name = `fireline_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await adminQuery(
    serverUrl,
    provided?.kind === 'pg' ? `create database ${name} template ${provided[seed]}` : `create database ${name}`,
  );
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ url, poolSize: 5 });
  if (provided?.kind !== 'pg') {
    await prepareDatabase(database);
    if (seed === 'demo') await seedDemo(database.db);
  }
  const drop = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  return { database, url, drop };
};

/** A running app on a fresh database (with the demo rows when `seed: 'demo'`), with a known captcha and test secret. */
export const createTestApp = async (
  options: { env?: Record<string, string>; deps?: Partial<AppDeps>; seed?: TestSeed } = {},
) => {
  const { database, drop } = await openTestDatabase({ seed: options.seed });
  const env = testEnv({ CLIENT_SECRETS: `web:${TEST_SECRET}`, ...options.env });
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireline-files-'));
  const { app, deps } = await startApp(env, {
    database,
    prepared: !options.deps?.database,
    captcha: () => ({ text: TEST_CAPTCHA, svg: '<svg/>' }),
    storage: createLocalStorage(filesDir),
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    deps,
    db: deps.db,
    filesDir,
    close: async () => {
      await app.close();
      await drop();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
};

/** Signs a call exactly as the web client does. */
export const signedUrl = (options: {
  method: string;
  path: string;
  uid?: number | string;
  query?: Record<string, string | number>;
  body?: string;
  secret?: string;
  signTime?: number;
  signRandom?: string;
  lang?: 'en';
}) => {
  const params: Record<string, string> = {
    ...Object.fromEntries(Object.entries(options.query ?? {}).map(([key, value]) => [key, String(value)])),
    uid: String(options.uid ?? ''),
    view_type: 'web',
    cc: 'web',
    cv: '1.0.0',
    sign_time: String(options.signTime ?? Math.floor(Date.now() / 1000)),
    sign_random: options.signRandom ?? randomNonce(),
    ...(options.lang === 'en' ? { lang: 'eng' } : {}),
  };
  const sign = computeSign({
    method: options.method,
    secret: options.secret ?? TEST_SECRET,
    params,
    rawBody: options.body,
  });
  return `${options.path}?${new URLSearchParams({ ...params, sign }).toString()}`;
};
