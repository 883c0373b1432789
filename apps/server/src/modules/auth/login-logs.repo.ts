import type { PageQuery } from '@fireline/shared';
import { and, count, desc, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { inReach, type Reach } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { loginLogs } from '../../db/schema';

/** Login records of the caller's organisation and the units in scope; an administrator sees all, failures by unknown names too. */
export const selectLoginLogs = async (
  db: DbOrTx,
  reach: Reach,
  query: PageQuery & { username?: string; start_time?: number; end_time?: number },
) => {
  const conditions: (SQL | undefined)[] = [inReach(reach, loginLogs.orgId)];
  if (query.username) conditions.push(ilike(loginLogs.username, containsPattern(query.username)));
  if (query.start_time) conditions.push(gte(loginLogs.createdAt, new Date(query.start_time * 1000)));
  if (query.end_time) conditions.push(lte(loginLogs.createdAt, new Date(query.end_time * 1000)));
  const where = and(...conditions);
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
