import { count, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type Page = { page_no: number; page_size: number };

/**
 * A long list's total is exact up to this many rows; past it the answer says this many (500 pages of 20, more than a
 * pager is used for; a filter narrows it). Counting a centre's millions of events or log rows read them all.
 * docs/performance.md "Alarm lists".
 */
export const LIST_TOTAL_CAP = 10_000;

/**
 * How many rows match, counted no further than LIST_TOTAL_CAP, in the list's own order: newest first, the count reads
 * the recent (cached) end of the table, as the page does.
 */
export const cappedTotal = async (
  db: DbOrTx,
  options: { table: PgTable; where: SQL | undefined; order: (SQL | PgColumn)[] },
) => {
  const capped = db
    .select({ one: sql`1` })
    .from(options.table)
    .where(options.where)
    .orderBy(...options.order)
    .limit(LIST_TOTAL_CAP)
    .as('capped');
  const [row] = await db.select({ value: count() }).from(capped);
  return row?.value ?? 0;
};

/**
 * One page of a list, newest id first, and the total of the same filter (`page_no` 0-based): the rows come from the
 * list's own joined query, the total counts the base table alone.
 */
export const newestFirstPage = async <Query extends PgSelect>(
  db: DbOrTx,
  options: { rows: Query; table: PgTable; id: PgColumn; where: SQL | undefined; page: Page },
) => {
  const { rows, table, id, where, page } = options;
  const [list, [total]] = await Promise.all([
    rows
      .where(where)
      .orderBy(desc(id))
      .limit(page.page_size)
      .offset(page.page_no * page.page_size),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return { list, total: total?.value ?? 0 };
};
