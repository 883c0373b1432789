import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase, type Database, type Db } from '../db/client';
import * as schema from '../db/schema';
import { seedDemo } from '../db/seed/demo';
import { seedEnums } from '../db/seed/enums';
import { seedEquipmentAttrs } from '../db/seed/equipment-attrs';

/**
 * Where each test file's database comes from: migrated once per run instead of once per file (initdb + 19
 * migrations cost 5–10 s a file on this machine). `base` is migrated with the reference data every app seeds on
 * start; `demo` is `base` plus seedDemo (without plan images), so a file that needs the demo skips seeding it too.
 * PGlite: data-directory tarballs in a temp dir; PostgreSQL: template databases on TEST_DATABASE_URL's server.
 */
export type TestTemplates = { kind: 'pglite'; base: string; demo: string } | { kind: 'pg'; base: string; demo: string };

declare module 'vitest' {
  export interface ProvidedContext {
    firelineTemplates: TestTemplates;
  }
}

/** What createDeps seeds on every start; the template carries it so a boot finds it already there. */
export const prepareDatabase = async (database: Database) => {
  await migrateDatabase(database);
  await seedEnums(database.db);
  await seedEquipmentAttrs(database.db);
};

/** One statement on the server's maintenance connection (CREATE / DROP DATABASE cannot run in a pool's transaction). */
export const adminQuery = async (serverUrl: string, text: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

const setupPglite = async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fireline-tpl-'));
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle(client, { schema }) as unknown as Db;
  try {
    await prepareDatabase({ db, driver: 'pglite', close: () => client.close() });
    const base = path.join(dir, 'base.tar');
    fs.writeFileSync(base, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await seedDemo(db);
    const demo = path.join(dir, 'demo.tar');
    fs.writeFileSync(demo, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return {
      templates: { kind: 'pglite', base, demo } as const,
      cleanup: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  } finally {
    await client.close();
  }
};

const setupPg = async (serverUrl: string) => {
  const suffix = randomUUID().replaceAll('-', '').slice(0, 12);
  const base = `fireline_tpl_${suffix}`;
  const demo = `fireline_tpl_demo_${suffix}`;
  const cleanup = async () => {
    for (const name of [demo, base]) await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    await adminQuery(serverUrl, `create database ${base}`);
    const baseDb = await openDatabase({ url: withDatabase(serverUrl, base), poolSize: 1 });
    await prepareDatabase(baseDb).finally(() => baseDb.close());
    // A template must have no open connection while databases are created from it: every pool above is closed.
    await adminQuery(serverUrl, `create database ${demo} template ${base}`);
    const demoDb = await openDatabase({ url: withDatabase(serverUrl, demo), poolSize: 1 });
    await seedDemo(demoDb.db).finally(() => demoDb.close());
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { templates: { kind: 'pg', base, demo } as const, cleanup };
};

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const { templates, cleanup } = serverUrl ? await setupPg(serverUrl) : await setupPglite();
  project.provide('firelineTemplates', templates);
  return cleanup;
}
