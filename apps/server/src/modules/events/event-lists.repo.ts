import { type EventFilter, type EventListQuery } from '@fireline/shared';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { inScope, type Scope } from '../../core/scope';
import type { DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like';
import { cappedTotal } from '../../db/list-page';
import { events } from '../../db/schema';
import { selectRecords } from './event-records.repo';

/** Unprocessed means never handled (docs/alarms.md "Decisions"); written as the partial indexes' predicate. */
export const unprocessedSql = sql`${events.enumConfirmType} = 0`;
export const processedSql = sql`${events.enumConfirmType} <> 0`;

/**
 * The WHERE of every event list and count: the scope first, then the filters. The unprocessed condition is written
 * exactly as the partial indexes' predicate so the planner can use them (docs/alarms.md "Indexes").
 */
export const eventWhere = (
  scope: Scope,
  filter: EventFilter & { status_categories?: string[] },
  options: { isShielded?: boolean } = {},
): SQL => {
  const conditions: (SQL | undefined)[] = [
    inScope(scope, events.companyId),
    options.isShielded === undefined
      ? undefined
      : options.isShielded
        ? sql`${events.isShielded}`
        : sql`not ${events.isShielded}`,
    filter.company_id ? eq(events.companyId, filter.company_id) : undefined,
    filter.building_id ? eq(events.buildingId, filter.building_id) : undefined,
    filter.floor_id ? eq(events.floorId, filter.floor_id) : undefined,
    filter.device_id ? eq(events.deviceId, filter.device_id) : undefined,
    filter.component_id ? eq(events.componentId, filter.component_id) : undefined,
    filter.device_type ? eq(events.deviceType, filter.device_type) : undefined,
    filter.status_category ? eq(events.statusCategory, filter.status_category) : undefined,
    filter.status_categories?.length ? inArray(events.statusCategory, filter.status_categories) : undefined,
    filter.status === undefined ? undefined : filter.status ? processedSql : unprocessedSql,
    filter.enum_confirm_type === undefined ? undefined : eq(events.enumConfirmType, filter.enum_confirm_type),
    filter.start_time ? gte(events.receiveTime, new Date(filter.start_time * 1000)) : undefined,
    filter.end_time ? lt(events.receiveTime, new Date(filter.end_time * 1000)) : undefined,
    filter.keyword
      ? or(
          ilike(events.deviceName, containsPattern(filter.keyword)),
          ilike(events.deviceCode, containsPattern(filter.keyword)),
        )
      : undefined,
  ];
  return and(...conditions.filter((item): item is SQL => item !== undefined)) ?? sql`true`;
};

/**
 * One page of records, newest first, and the total. The page's ids come from the events alone and the record joins run
 * on those ids only: planning the seven joins against a centre's 500-unit IN list cost 10–20 ms, more than running it.
 * The total stops counting at LIST_TOTAL_CAP (db/list-page.ts), so a centre's "all states" list does not count millions of rows.
 */
export const listEventRecords = async (
  db: DbOrTx,
  scope: Scope,
  query: EventListQuery,
  options: { isShielded?: boolean } = { isShielded: false },
) => {
  const where = eventWhere(scope, query, options);
  const newestFirst = [desc(events.receiveTime), desc(events.id)];
  const [page, total] = await Promise.all([
    db
      .select({ id: events.id })
      .from(events)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    cappedTotal(db, { table: events, where, order: newestFirst }),
  ]);
  const rows = page.length
    ? await selectRecords(db)
        .where(
          inArray(
            events.id,
            page.map((row) => row.id),
          ),
        )
        .orderBy(...newestFirst)
    : [];
  return { rows, total };
};

/** Totals with processed / unprocessed split, optionally grouped by category. */
export const countEvents = async (db: DbOrTx, scope: Scope, filter: EventFilter) => {
  const rows = await db
    .select({
      category: events.statusCategory,
      total: count(),
      unprocessed: sql<number>`count(*) filter (where ${unprocessedSql})`.mapWith(Number),
    })
    .from(events)
    .where(eventWhere(scope, filter, { isShielded: false }))
    .groupBy(events.statusCategory);
  return rows.map((row) => ({
    status_category: row.category,
    total: row.total,
    unprocessed: row.unprocessed,
    processed: row.total - row.unprocessed,
  }));
};

/**
 * Tab counts per category: never-handled events over all time (answered from the partial indexes on enum_confirm_type = 0,
 * which hold only those), and all events since `totalSince` (the filter's start_time wins): counting every event a centre
 * ever received would read millions of rows on each page load (docs/performance.md "Alarm lists").
 */
export const countTabs = async (db: DbOrTx, scope: Scope, filter: EventFilter, totalSince: Date) => {
  const where = eventWhere(scope, filter, { isShielded: false });
  const byCategory = (condition: SQL) =>
    db
      .select({ category: events.statusCategory, value: count() })
      .from(events)
      .where(and(where, condition))
      .groupBy(events.statusCategory);
  const [unprocessed, total] = await Promise.all([
    filter.status === true ? [] : byCategory(unprocessedSql),
    byCategory(filter.start_time ? sql`true` : gte(events.receiveTime, totalSince)),
  ]);
  const counts = (rows: { category: string; value: number }[]) => new Map(rows.map((row) => [row.category, row.value]));
  return { unprocessed: counts(unprocessed), total: counts(total) };
};

/** Counts since each of the given instants (one scan over the widest window). */
export const countSince = async <K extends string>(
  db: DbOrTx,
  scope: Scope,
  filter: EventFilter,
  since: Record<K, Date>,
): Promise<Record<K, number>> => {
  const entries = Object.entries<Date>(since);
  const oldest = new Date(Math.min(...entries.map(([, date]) => date.getTime())));
  const columns = Object.fromEntries(
    entries.map(([key, date]) => [
      key,
      sql<number>`count(*) filter (where ${events.receiveTime} >= ${date.toISOString()}::timestamptz)`.mapWith(Number),
    ]),
  );
  const [row] = await db
    .select(columns)
    .from(events)
    .where(and(eventWhere(scope, filter, { isShielded: false }), gte(events.receiveTime, oldest)));
  return Object.fromEntries(entries.map(([key]) => [key, Number(row?.[key] ?? 0)])) as Record<K, number>;
};

/** Events merged per device: one row per device with its counts and newest event id, newest device first. */
export const listMergedByDevice = async (db: DbOrTx, scope: Scope, query: EventListQuery) => {
  const where = eventWhere(scope, query, { isShielded: false });
  const grouped = db
    .select({
      deviceId: events.deviceId,
      total: count().as('total'),
      unprocessed: sql<number>`count(*) filter (where ${unprocessedSql})`.mapWith(Number).as('unprocessed'),
      lastReceive: sql<Date>`max(${events.receiveTime})`.as('last_receive'),
      lastId: sql<number>`max(${events.id})`.mapWith(Number).as('last_id'),
    })
    .from(events)
    .where(where)
    .groupBy(events.deviceId)
    .as('grouped');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(grouped)
      .orderBy(desc(grouped.lastReceive), desc(grouped.deviceId))
      .limit(query.page_size)
      .offset(query.page_no * query.page_size),
    db
      .select({ value: sql<number>`count(distinct ${events.deviceId})`.mapWith(Number) })
      .from(events)
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

/** A device's events per day over the last 7 days, and its 30-day total and misinformation count. */
export const deviceEventStats = async (db: DbOrTx, deviceId: number, offsetMinutes: number) => {
  const since30 = new Date(Date.now() - 30 * 86_400_000);
  const [days, [month]] = await Promise.all([
    db
      .select({
        day: sql<string>`to_char(${events.receiveTime} + make_interval(mins => ${offsetMinutes}), 'YYYY-MM-DD')`.as(
          'day',
        ),
        value: count(),
      })
      .from(events)
      .where(and(eq(events.deviceId, deviceId), gte(events.receiveTime, new Date(Date.now() - 7 * 86_400_000))))
      .groupBy(sql`1`),
    db
      .select({
        total: count(),
        misinformation: sql<number>`count(*) filter (where ${events.enumConfirmType} = 2)`.mapWith(Number),
      })
      .from(events)
      .where(and(eq(events.deviceId, deviceId), gte(events.receiveTime, since30))),
  ]);
  return { days, total30: month?.total ?? 0, misinformation30: month?.misinformation ?? 0 };
};
