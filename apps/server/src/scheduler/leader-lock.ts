import type pg from 'pg';
import type { Database } from '../db/client';

/** Any fixed 64-bit key; all Fireline processes on one database compete for it. */
const SCHEDULER_LOCK_KEY = 0x46_4c_53_43_48_44; // "FLSCHD"

export type LeaderLock = { isLeader: () => Promise<boolean>; release: () => Promise<void> };

/**
 * Only the holder of a PostgreSQL session advisory lock runs the scheduler. The lock lives on one dedicated
 * connection: if the process dies, the connection closes and another process takes over at its next try.
 * PGlite is one process by construction, so it always leads.
 */
export const createLeaderLock = (database: Database): LeaderLock => {
  if (!database.pool) return { isLeader: async () => true, release: async () => {} };
  const pool = database.pool;
  let client: pg.PoolClient | undefined;
  let isHeld = false;
  const drop = () => {
    client?.release(true);
    client = undefined;
    isHeld = false;
  };
  return {
    isLeader: async () => {
      try {
        if (!client) {
          client = await pool.connect();
          client.on('error', drop);
        }
        if (!isHeld) {
          const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
            SCHEDULER_LOCK_KEY,
          ]);
          isHeld = result.rows[0]?.locked === true;
        } else {
          await client.query('select 1');
        }
        return isHeld;
      } catch {
        drop();
        return false;
      }
    },
    release: async () => {
      if (client && isHeld)
        await client.query('select pg_advisory_unlock($1)', [SCHEDULER_LOCK_KEY]).catch(() => undefined);
      drop();
    },
  };
};
