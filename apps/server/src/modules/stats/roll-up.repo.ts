import { and, desc, eq, gte, inArray, lt, lte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { inScope, type Scope } from '../../core/scope';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { eventDayCounts, eventDayDeltas, events, eventUnitCounts, organisations, siteClock } from '../../db/schema';
import type { TimeSplit } from './site-days';

/**
 * Reads of the events roll-up (schema/stats.ts, docs/statistics.md "The roll-up"): the folded rows plus the deltas
 * not folded yet, in one statement, so a count is exact at any moment; and the fold and the offset's rebuild.
 */

/** What the events of a statistic are narrowed to. Shielded events are never counted, as in the alarm lists. */
export type RollUpFilter = {
  scope: Scope;
  /** Site days, both included; an end left out is open. */
  days?: { from?: string; to?: string };
  statusCategory?: string;
  /** true: handled (confirm type ≠ 0); false: never handled. */
  processed?: boolean;
  confirmType?: number;
};

type DayTable = typeof eventDayCounts | typeof eventDayDeltas;

const dayWhere = (table: DayTable, filter: RollUpFilter) =>
  and(
    inScope(filter.scope, table.companyId),
    eq(table.isShielded, false),
    filter.days?.from ? gte(table.siteDay, filter.days.from) : undefined,
    filter.days?.to ? lte(table.siteDay, filter.days.to) : undefined,
    filter.statusCategory ? eq(table.statusCategory, filter.statusCategory) : undefined,
    filter.processed === undefined
      ? undefined
      : filter.processed
        ? ne(table.enumConfirmType, 0)
        : eq(table.enumConfirmType, 0),
    filter.confirmType === undefined ? undefined : eq(table.enumConfirmType, filter.confirmType),
  );

const dayColumns = (table: DayTable) => ({
  siteDay: table.siteDay,
  companyId: table.companyId,
  statusCategory: table.statusCategory,
  alarmType: table.alarmType,
  enumConfirmType: table.enumConfirmType,
  processWay: table.processWay,
  confirmReasonId: table.confirmReasonId,
  events: table.events,
});

/** The roll-up's rows of the filter: folded counts and pending deltas together. */
const dayRows = (db: DbOrTx, filter: RollUpFilter) =>
  unionAll(
    db.select(dayColumns(eventDayCounts)).from(eventDayCounts).where(dayWhere(eventDayCounts, filter)),
    db.select(dayColumns(eventDayDeltas)).from(eventDayDeltas).where(dayWhere(eventDayDeltas, filter)),
  ).as('r');

const sumOf = (column: SQL | AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** Events per site day and category. */
export const selectDayCategoryCounts = async (db: DbOrTx, filter: RollUpFilter) => {
  const r = dayRows(db, filter);
  return db
    .select({
      day: r.siteDay,
      category: r.statusCategory,
      total: sumOf(r.events),
      unprocessed: sumOf(sql`case when ${r.enumConfirmType} = 0 then ${r.events} else 0 end`),
    })
    .from(r)
    .groupBy(r.siteDay, r.statusCategory);
};

export type EventGrouping = 'alarmType' | 'enumConfirmType' | 'processWay' | 'confirmReasonId';

/** Events per value of one column (alarm type, confirm type, process way, confirm reason), values as text. */
export const selectEventGroups = async (db: DbOrTx, filter: RollUpFilter, grouping: EventGrouping) => {
  const r = dayRows(db, filter);
  const rows = await db
    .select({ key: sql<string>`${r[grouping]}::text`, count: sumOf(r.events) })
    .from(r)
    .groupBy(r[grouping]);
  return rows.filter((row) => row.count !== 0);
};

/** Units by their events, most first (ties by id), with their names; units without events are left out. */
export const selectRanking = async (db: DbOrTx, filter: RollUpFilter, limit: number) => {
  const r = dayRows(db, filter);
  const total = sumOf(r.events);
  const ranked = await db
    .select({
      companyId: r.companyId,
      total,
      unprocessed: sumOf(sql`case when ${r.enumConfirmType} = 0 then ${r.events} else 0 end`),
    })
    .from(r)
    .groupBy(r.companyId)
    .having(sql`sum(${r.events}) > 0`)
    .orderBy(desc(total), r.companyId)
    .limit(limit);
  const names = ranked.length
    ? await db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .where(
          inArray(
            organisations.id,
            ranked.map((row) => row.companyId),
          ),
        )
    : [];
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return ranked.map((row) => ({ ...row, name: nameOf.get(row.companyId) ?? '' }));
};

/** The home counts' question: events per category, in all and never handled. */
export type CategoryTotalsFilter = Omit<RollUpFilter, 'days'> & { companyId?: number };

const unitWhere = (filter: RollUpFilter) =>
  and(
    inScope(filter.scope, eventUnitCounts.companyId),
    eq(eventUnitCounts.isShielded, false),
    filter.statusCategory ? eq(eventUnitCounts.statusCategory, filter.statusCategory) : undefined,
    filter.processed === undefined
      ? undefined
      : filter.processed
        ? ne(eventUnitCounts.enumConfirmType, 0)
        : eq(eventUnitCounts.enumConfirmType, 0),
    filter.confirmType === undefined ? undefined : eq(eventUnitCounts.enumConfirmType, filter.confirmType),
  );

const eventWhere = (filter: RollUpFilter, edges: { from?: Date; to?: Date }[]) =>
  and(
    inScope(filter.scope, events.companyId),
    sql`not ${events.isShielded}`,
    filter.statusCategory ? eq(events.statusCategory, filter.statusCategory) : undefined,
    filter.processed === undefined
      ? undefined
      : filter.processed
        ? sql`${events.enumConfirmType} <> 0`
        : sql`${events.enumConfirmType} = 0`,
    filter.confirmType === undefined ? undefined : eq(events.enumConfirmType, filter.confirmType),
    sql`(${sql.join(
      edges.map((edge) =>
        and(
          edge.from ? gte(events.receiveTime, edge.from) : undefined,
          edge.to ? lt(events.receiveTime, edge.to) : undefined,
        ),
      ),
      sql` or `,
    )})`,
  );

/**
 * Unprocessed events (never handled, not shielded) per unit and category, all time: the map's open alarms. The
 * all-time unit counts plus the pending deltas, in one statement (a few rows per unit, never the events).
 */
export const selectOpenEventsByUnit = async (db: DbOrTx, scope: Scope) => {
  const filter: RollUpFilter = { scope, processed: false };
  const rows = unionAll(
    db
      .select({
        companyId: eventUnitCounts.companyId,
        category: eventUnitCounts.statusCategory,
        events: eventUnitCounts.events,
      })
      .from(eventUnitCounts)
      .where(unitWhere(filter)),
    db
      .select({
        companyId: eventDayDeltas.companyId,
        category: eventDayDeltas.statusCategory,
        events: eventDayDeltas.events,
      })
      .from(eventDayDeltas)
      .where(dayWhere(eventDayDeltas, filter)),
  ).as('r');
  return db
    .select({ companyId: rows.companyId, category: rows.category, count: sumOf(rows.events) })
    .from(rows)
    .groupBy(rows.companyId, rows.category)
    .having(sql`sum(${rows.events}) > 0`);
};

/**
 * Events per category (total and never handled) over a time split: whole site days from the roll-up, the pieces of
 * day at the ends from the events (less than a day each, on the events' time indexes), in one statement; without a
 * time filter, from the all-time unit counts. Categories without events are left out.
 */
export const selectCategoryTotals = async (db: DbOrTx, filter: CategoryTotalsFilter, split: TimeSplit | 'all') => {
  if (split !== 'all' && split.empty) return [];
  const byCategory = (
    rows: SQL,
  ): Promise<{ category: string; total: number | string; unprocessed: number | string }[]> =>
    queryRows(
      db,
      sql`select status_category as category, sum(total)::bigint as total, sum(unprocessed)::bigint as unprocessed
          from (${rows}) t group by status_category having sum(total) > 0`,
    );
  const within: RollUpFilter = { ...filter, scope: narrowed(filter), days: split === 'all' ? undefined : split.days };
  const deltas = db
    .select({
      category: eventDayDeltas.statusCategory,
      total: sql`${eventDayDeltas.events}`.as('total'),
      unprocessed: sql`case when ${eventDayDeltas.enumConfirmType} = 0 then ${eventDayDeltas.events} else 0 end`.as(
        'unprocessed',
      ),
    })
    .from(eventDayDeltas)
    .where(dayWhere(eventDayDeltas, within));
  const parts: SQL[] = [];
  if (split === 'all') {
    parts.push(
      db
        .select({
          category: eventUnitCounts.statusCategory,
          total: sql`${eventUnitCounts.events}`.as('total'),
          unprocessed:
            sql`case when ${eventUnitCounts.enumConfirmType} = 0 then ${eventUnitCounts.events} else 0 end`.as(
              'unprocessed',
            ),
        })
        .from(eventUnitCounts)
        .where(unitWhere(within))
        .getSQL(),
    );
    parts.push(deltas.getSQL());
  } else {
    if (split.days) {
      parts.push(
        db
          .select({
            category: eventDayCounts.statusCategory,
            total: sql`${eventDayCounts.events}`.as('total'),
            unprocessed:
              sql`case when ${eventDayCounts.enumConfirmType} = 0 then ${eventDayCounts.events} else 0 end`.as(
                'unprocessed',
              ),
          })
          .from(eventDayCounts)
          .where(dayWhere(eventDayCounts, within))
          .getSQL(),
      );
      parts.push(deltas.getSQL());
    }
    if (split.edges.length)
      parts.push(
        db
          .select({
            category: events.statusCategory,
            total: sql`count(*)`.as('total'),
            unprocessed: sql`count(*) filter (where ${events.enumConfirmType} = 0)`.as('unprocessed'),
          })
          .from(events)
          .where(eventWhere(within, split.edges))
          .groupBy(events.statusCategory)
          .getSQL(),
      );
  }
  if (parts.length === 0) return [];
  const rows = await byCategory(sql.join(parts, sql` union all `));
  return rows.map((row) => ({
    category: row.category,
    total: Number(row.total),
    unprocessed: Number(row.unprocessed),
  }));
};

/** The scope narrowed to one unit when the filter names one. */
const narrowed = (filter: CategoryTotalsFilter): Scope =>
  filter.companyId
    ? filter.scope.isAll || filter.scope.unitIds.includes(filter.companyId)
      ? { isAll: false, unitIds: [filter.companyId] }
      : { isAll: false, unitIds: [] }
    : filter.scope;

/**
 * Moves the pending deltas into the folded counts (per day and all-time) in one statement, then drops the rows that
 * fell to 0 (a day's unhandled events once all are handled). Answers how many deltas it moved.
 */
export const foldEventDeltas = (db: Db) =>
  db.transaction(async (tx) => {
    const [result] = await queryRows<{ moved: number | string; zero_days: string; zero_units: number[] }>(
      tx,
      sql`with moved as (delete from ${eventDayDeltas} returning *),
        days as (
          insert into ${eventDayCounts} as c (site_day, company_id, status_category, alarm_type, system_type, enum_confirm_type,
            process_way, confirm_reason_id, is_shielded, events)
          select site_day, company_id, status_category, alarm_type, system_type, enum_confirm_type, process_way, confirm_reason_id,
            is_shielded, sum(events) from moved group by 1, 2, 3, 4, 5, 6, 7, 8, 9
          on conflict on constraint event_day_counts_pk do update set events = c.events + excluded.events
          returning c.company_id, c.site_day, c.events),
        units as (
          insert into ${eventUnitCounts} as u (company_id, status_category, enum_confirm_type, is_shielded, events)
          select company_id, status_category, enum_confirm_type, is_shielded, sum(events) from moved group by 1, 2, 3, 4
          on conflict on constraint event_unit_counts_pk do update set events = u.events + excluded.events
          returning u.company_id, u.events)
        select (select count(*) from moved) as moved,
          coalesce((select json_agg(json_build_object('company_id', company_id, 'site_day', site_day)) from days where events = 0), '[]')::text as zero_days,
          coalesce((select array_agg(distinct company_id) from units where events = 0), '{}') as zero_units`,
    );
    if (!result) return 0;
    if (result.zero_days !== '[]')
      await tx.execute(sql`delete from ${eventDayCounts} c using json_to_recordset(${result.zero_days}::json) as z(company_id int, site_day date)
        where c.company_id = z.company_id and c.site_day = z.site_day and c.events = 0`);
    if (result.zero_units.length)
      await tx
        .delete(eventUnitCounts)
        .where(and(eq(eventUnitCounts.events, 0), inArray(eventUnitCounts.companyId, result.zero_units)));
    return Number(result.moved);
  });

/** The offset the roll-up's days were computed with. */
export const selectRollUpOffset = async (db: DbOrTx) => {
  const [row] = await db.select({ minutes: siteClock.utcOffsetMinutes }).from(siteClock).where(eq(siteClock.id, 1));
  return row?.minutes;
};

/** Recounts the roll-up on another site clock (the migration's event_roll_up_rebuild: writers wait meanwhile). */
export const rebuildRollUp = (db: Db, offsetMinutes: number) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select event_roll_up_rebuild(${offsetMinutes}::int)`);
  });
