import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** One round trip to the database: the health check's proof that it answers. */
export const pingDatabase = (db: DbOrTx) => db.execute(sql`select 1`);
