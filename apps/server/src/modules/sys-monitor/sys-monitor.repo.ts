import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** The database's size on disk, in bytes (PGlite answers it too, for its data directory). */
export const selectDatabaseSize = async (db: Db) => {
  const [row] = await queryRows<{ bytes: string | number }>(
    db,
    sql`select pg_database_size(current_database()) as bytes`,
  );
  return Number(row?.bytes ?? 0);
};

/**
 * The notification outbox's backlog by state, and when the oldest waiting row (pending or retrying) is due; on the
 * outbox's (status, next_attempt_at) index. Sent rows are not counted.
 */
export const selectOutboxBacklog = async (db: Db) => {
  const rows = await queryRows<{ status: string; rows: string | number; oldest_due: Date | string | null }>(
    db,
    sql`select status, count(*) as rows, min(next_attempt_at) as oldest_due
        from notification_outbox where status in ('pending', 'failed', 'sending', 'dead') group by status`,
  );
  const of = (status: string) => rows.find((row) => row.status === status);
  const dues = ['pending', 'failed']
    .map((status) => of(status)?.oldest_due)
    .filter((due): due is Date | string => due !== null && due !== undefined)
    .map((due) => new Date(due));
  return {
    pending: Number(of('pending')?.rows ?? 0),
    retrying: Number(of('failed')?.rows ?? 0),
    sending: Number(of('sending')?.rows ?? 0),
    dead: Number(of('dead')?.rows ?? 0),
    oldestDue: dues.length ? new Date(Math.min(...dues.map((due) => due.getTime()))) : null,
  };
};
