import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ImportRowError } from '@fireline/shared';

/**
 * Batch-import jobs (spec 001 §4 "Import job"). The row is the truth the poller reads: a runner touches heartbeat_at
 * while it works, so a job whose runner died (crash, restart, another process gone) is found and marked failed.
 */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    fileId: text('file_id').notNull(),
    companyId: integer('company_id'),
    thingId: integer('thing_id'),
    thingType: integer('thing_type'),
    boundThingType: integer('bound_thing_type'),
    creatorId: integer('creator_id').notNull(),
    /** Language of the row messages and column headers reported back: the one the job was started in. */
    lang: text('lang').notNull().default('zh'),
    /** running, finished or failed. */
    status: text('status').notNull().default('running'),
    total: integer('total').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    errors: jsonb('errors').$type<ImportRowError[]>().notNull().default([]),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_jobs_creator_idx').on(t.creatorId, t.id),
    index('import_jobs_running_idx')
      .on(t.heartbeatAt)
      .where(sql`${t.status} = 'running'`),
  ],
);
