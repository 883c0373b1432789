import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * PGlite runs no autovacuum (it has no background workers): without this, the tables ingest rewrites (components,
 * devices, events, the push log) would keep every dead row version, the planner would never get column statistics,
 * and transaction ids would never be frozen. VACUUM (ANALYZE) of the whole database does what autovacuum would; it
 * skips pages already all-visible, so on a quiet database it takes tens of milliseconds. PostgreSQL does this itself.
 */
export const vacuumEmbedded = async (database: Pick<Database, 'db' | 'driver'>) => {
  if (database.driver !== 'pglite') return false;
  await database.db.execute(sql`vacuum (analyze)`);
  return true;
};
