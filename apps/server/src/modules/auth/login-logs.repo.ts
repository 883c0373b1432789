import type { PageQuery } from '@fireline/shared';
import { and, count, desc, gte, ilike, lt, lte, sql, type SQL } from 'drizzle-orm';
import { inReach, type Reach } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { loginLogs } from '../../db/schema';

/** Login records of the caller's organisation and the units in scope; an administrator sees all, failures by unknown names too. */
type LoginLogFilter = { username?: string; start_time?: number; end_time?: number };

const whereOf = (reach: Reach, query: LoginLogFilter) => {
  const conditions: (SQL | undefined)[] = [inReach(reach, loginLogs.orgId)];
  if (query.username) conditions.push(ilike(loginLogs.username, containsPattern(query.username)));
  if (query.start_time) conditions.push(gte(loginLogs.createdAt, new Date(query.start_time * 1000)));
  if (query.end_time) conditions.push(lte(loginLogs.createdAt, new Date(query.end_time * 1000)));
  return and(...conditions);
};

export const selectLoginLogs = async (db: DbOrTx, reach: Reach, query: PageQuery & LoginLogFilter) => {
  const where = whereOf(reach, query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(loginLogs)
      .where(where)
      .orderBy(desc(loginLogs.id))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db.select({ value: count() }).from(loginLogs).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

export const insertLoginLog = (db: DbOrTx, values: typeof loginLogs.$inferInsert) =>
  db.insert(loginLogs).values(values);

export type LoginLogRow = typeof loginLogs.$inferSelect;

/** One batch of the login log's export, newest first after the row `afterId` (keyset, no OFFSET). */
export const readLoginLogBatch = (
  db: DbOrTx,
  reach: Reach,
  filter: LoginLogFilter,
  page: { afterId?: number; limit: number },
) =>
  db
    .select()
    .from(loginLogs)
    .where(and(whereOf(reach, filter), page.afterId === undefined ? undefined : lt(loginLogs.id, page.afterId)))
    .orderBy(desc(loginLogs.id))
    .limit(page.limit);

/** The retention job's delete (OPERATION_LOG_RETENTION_DAYS): records older than `before`, a batch at a time. */
export const pruneLoginLogs = async (db: DbOrTx, before: Date, batch = 5000) => {
  let removed = 0;
  for (;;) {
    const done = await db
      .delete(loginLogs)
      .where(
        sql`${loginLogs.id} in (select id from ${loginLogs} where ${lt(loginLogs.createdAt, before)} limit ${batch})`,
      )
      .returning({ id: loginLogs.id });
    removed += done.length;
    if (done.length < batch) return removed;
  }
};
