import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../server-root';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export const migrationsFolder = path.join(serverRoot, 'drizzle');

export type Database = {
  db: Db;
  driver: 'pglite' | 'pg';
  /** node-postgres pool, for LISTEN/NOTIFY and advisory locks; absent on PGlite. */
  pool?: pg.Pool;
  /** The connection string, so the bus can open its own listening connection. */
  url?: string;
  close: () => Promise<void>;
};

/** PGlite on dataDir (or in memory when dataDir is undefined), node-postgres when a URL is given. */
export const openDatabase = async (options: {
  url?: string;
  dataDir?: string;
  poolSize?: number;
}): Promise<Database> => {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection that dies (database restart, admin termination) must not take the process down: the pool
    // drops it and opens a new one for the next query, and queries report their own failures.
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, driver: 'pg', pool, url: options.url, close: () => pool.end() };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm ships with PGlite; the archive lists' keyword indexes need it (see migrateDatabase).
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, driver: 'pglite', close: () => client.close() };
};

/** Extensions the migrations' indexes use; created before them, as drizzle-kit does not emit CREATE EXTENSION. */
const requiredExtensions = ['pg_trgm'];

export const migrateDatabase = async (database: Database) => {
  for (const name of requiredExtensions) await database.db.execute(sql.raw(`create extension if not exists ${name}`));
  if (database.driver === 'pg') {
    await migratePg(database.db as never, { migrationsFolder });
  } else {
    await migratePglite(database.db as never, { migrationsFolder });
  }
};

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export const queryRows = async <T>(db: DbOrTx, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
