import type { OperationLogFilter, PageQuery } from '@fireline/shared';
import { and, desc, eq, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { inReach, type Reach } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { cappedTotal } from '../../db/list-page';
import { operationLogs } from '../../db/schema';

export type OperationLogRow = typeof operationLogs.$inferSelect;

/**
 * The rows of the caller's organisation and the units of its scope (an administrator: all), by the list's filters.
 * Served by the (org_id, created_at, id) index for a scoped caller and (created_at, id) for the administrator.
 */
const whereOf = (reach: Reach, filter: OperationLogFilter): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [inReach(reach, operationLogs.orgId)];
  if (filter.company_id) conditions.push(eq(operationLogs.orgId, filter.company_id));
  if (filter.module) conditions.push(eq(operationLogs.module, filter.module));
  if (filter.action) conditions.push(eq(operationLogs.action, filter.action));
  if (filter.user_name) {
    const pattern = containsPattern(filter.user_name);
    conditions.push(or(ilike(operationLogs.username, pattern), ilike(operationLogs.realName, pattern)));
  }
  if (filter.start_time !== undefined)
    conditions.push(gte(operationLogs.createdAt, new Date(filter.start_time * 1000)));
  if (filter.end_time !== undefined) conditions.push(lte(operationLogs.createdAt, new Date(filter.end_time * 1000)));
  return and(...conditions);
};

const newestFirst = [desc(operationLogs.createdAt), desc(operationLogs.id)];

export const selectOperationLogs = async (db: DbOrTx, reach: Reach, query: PageQuery & OperationLogFilter) => {
  const where = whereOf(reach, query);
  // An append-only log grows without end: its total stops at the cap.
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(operationLogs)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    cappedTotal(db, { table: operationLogs, where, order: newestFirst }),
  ]);
  return { rows, total };
};

/** One batch of the export, in the list's order, after the row `afterId` (keyset on time and id, no OFFSET). */
export const readOperationLogBatch = (
  db: DbOrTx,
  reach: Reach,
  filter: OperationLogFilter,
  page: { afterId?: number; limit: number },
) => {
  const after =
    page.afterId === undefined
      ? undefined
      : sql`(${operationLogs.createdAt}, ${operationLogs.id}) < (select l.created_at, l.id from ${operationLogs} l where l.id = ${page.afterId})`;
  return db
    .select()
    .from(operationLogs)
    .where(and(whereOf(reach, filter), after))
    .orderBy(...newestFirst)
    .limit(page.limit);
};

/** The retention job's delete: rows older than `before`, a batch at a time so no statement holds the table for long. */
export const pruneOperationLogs = async (db: DbOrTx, before: Date, batch = 5000) => {
  let removed = 0;
  for (;;) {
    const done = await db
      .delete(operationLogs)
      .where(
        sql`${operationLogs.id} in (select id from ${operationLogs} where ${lt(operationLogs.createdAt, before)} limit ${batch})`,
      )
      .returning({ id: operationLogs.id });
    removed += done.length;
    if (done.length < batch) return removed;
  }
};
