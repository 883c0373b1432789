import type { OperationSummary } from '@fireline/shared';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The operation log (docs/architecture.md "Operation log"): one row per successful create, update or delete under
 * /api_proxy/, written by the request pipeline, in the change's transaction when it has one. Append-only: no call
 * changes or deletes a row; the retention job (OPERATION_LOG_RETENTION_DAYS) prunes old ones.
 * The operator is kept as they were at the time (account, name, organisation), so a row outlives a renamed or deleted
 * user.
 */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The operator's organisation: whose log the row is in (scoped lists read by it). */
    orgId: integer('org_id').notNull(),
    orgName: text('org_name').notNull(),
    userId: integer('user_id').notNull(),
    username: text('username').notNull(),
    realName: text('real_name').notNull().default(''),
    /** A key of operationModuleLabels (packages/shared/src/operation-log.ts). */
    module: text('module').notNull(),
    /** add, delete, modify, other. */
    action: text('action').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    recordIds: text('record_ids').array().notNull().default([]),
    remark: text('remark').notNull().default(''),
    /** What happened as a message key and its parameters (dates, names, enum values), rendered on display. */
    summary: jsonb('summary').$type<OperationSummary>(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A scoped list: its organisations' rows, newest first, within a time range; the platform's list and the
    // retention job by time alone.
    index('operation_logs_org_time_idx').on(t.orgId, t.createdAt, t.id),
    index('operation_logs_time_idx').on(t.createdAt, t.id),
  ],
);
