import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { computeSign, randomNonce } from '@fireline/shared';
import pg from 'pg';
import type { AppDeps } from '../core/context';
import { startApp } from '../bootstrap';
import { createLocalStorage } from '../core/storage';
import { openDatabase, type Database } from '../db/client';
import { testEnv } from '../env';

export const TEST_SECRET = 'test-secret';
export const TEST_CAPTCHA = 'ab12';

/** A fresh database: PGlite in memory, or a throwaway database on TEST_DATABASE_URL's server. */
export const openTestDatabase = async (): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({});
    return { database, drop: async () => {} };
  }
  const name = `fireline_t_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { database, url: url.toString(), drop };
};

/** A running app on a fresh database, with a known captcha and test secret. */
export const createTestApp = async (options: { env?: Record<string, string>; deps?: Partial<AppDeps> } = {}) => {
  const { database, drop } = await openTestDatabase();
  const env = testEnv({ CLIENT_SECRETS: `web:${TEST_SECRET}`, ...options.env });
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireline-files-'));
  const { app, deps } = await startApp(env, {
    database,
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
  const sign = computeSign({ method: options.method, secret: options.secret ?? TEST_SECRET, params, rawBody: options.body });
  return `${options.path}?${new URLSearchParams({ ...params, sign }).toString()}`;
};
