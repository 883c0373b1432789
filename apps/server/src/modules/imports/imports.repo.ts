import { formatImportMessage, type ImportJobView, type ImportKind, type ImportRowError } from '@fireline/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { importJobs } from '../../db/schema';

export type ImportJob = typeof importJobs.$inferSelect;

/** A runner touches its job this often; a running job not touched for STALE_AFTER_MS has lost its runner. */
export const HEARTBEAT_MS = 5_000;
export const STALE_AFTER_MS = 30_000;

export const insertJob = async (db: DbOrTx, values: typeof importJobs.$inferInsert) => {
  const [row] = await db.insert(importJobs).values(values).returning();
  return row!;
};

export const findJob = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(importJobs).where(eq(importJobs.id, id)).limit(1);
  return row;
};

export const touchJob = async (db: DbOrTx, id: number) => {
  await db
    .update(importJobs)
    .set({ heartbeatAt: new Date() })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, 'running')));
};

export const finishJob = async (
  db: DbOrTx,
  id: number,
  values: { status: 'finished' | 'failed'; total: number; imported: number; errors: ImportRowError[] },
) => {
  await db
    .update(importJobs)
    .set({ ...values, finishedAt: new Date() })
    .where(and(eq(importJobs.id, id), eq(importJobs.status, 'running')));
};

/**
 * Marks failed every running job whose runner stopped touching it (a crash, a restart, a process gone); the message is
 * in each job's own language. Run at start-up and before a poll reads a running job.
 */
export const failStaleJobs = async (db: DbOrTx, options: { id?: number } = {}) => {
  const error = (lang: 'zh' | 'en') =>
    JSON.stringify([{ row: 0, column: '', message: formatImportMessage('interrupted', lang) }]);
  await db
    .update(importJobs)
    .set({
      status: 'failed',
      finishedAt: new Date(),
      errors: sql`case when ${importJobs.lang} = 'en' then ${error('en')}::jsonb else ${error('zh')}::jsonb end`,
    })
    .where(
      and(
        eq(importJobs.status, 'running'),
        lt(importJobs.heartbeatAt, new Date(Date.now() - STALE_AFTER_MS)),
        options.id === undefined ? sql`true` : eq(importJobs.id, options.id),
      ),
    );
};

export const presentJob = (job: ImportJob): ImportJobView => ({
  job_id: job.id,
  kind: job.kind as ImportKind,
  status: job.status as ImportJobView['status'],
  total: job.total,
  imported: job.imported,
  errors: job.errors,
  create_time: Math.floor(job.createdAt.getTime() / 1000),
  finish_time: job.finishedAt ? Math.floor(job.finishedAt.getTime() / 1000) : null,
});
