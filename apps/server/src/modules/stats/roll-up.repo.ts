import { and, eq, gte, inArray, lt, lte, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { inScope, type Scope } from '../../core/scope';
import { queryRows, type DbOrTx } from '../../db/client';
import {
  eventDayCounts,
  eventDayDeltas,
  eventOrgDayCounts,
  events,
  eventUnitCounts,
  eventUnitMonthCounts,
  orgBindings,
  organisations,
  siteClock,
} from '../../db/schema';
import { splitByMonths, type TimeSplit } from './site-days';

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

/** A filter over a window of whole site days. */
type WindowFilter = RollUpFilter & { days: { from: string; to: string } };

type DayTable = typeof eventDayCounts | typeof eventDayDeltas;
type CountTable = DayTable | typeof eventOrgDayCounts | typeof eventUnitCounts;

/**
 * The filter's conditions every count table shares, in one order: its days (where the table has days), category,
 * handled or not, confirm type.
 */
const filterConditions = (
  table: { siteDay?: AnyColumn; statusCategory: AnyColumn; enumConfirmType: AnyColumn },
  filter: RollUpFilter,
) => [
  table.siteDay && filter.days?.from ? gte(table.siteDay, filter.days.from) : undefined,
  table.siteDay && filter.days?.to ? lte(table.siteDay, filter.days.to) : undefined,
  filter.statusCategory ? eq(table.statusCategory, filter.statusCategory) : undefined,
  filter.processed === undefined
    ? undefined
    : filter.processed
      ? ne(table.enumConfirmType, 0)
      : eq(table.enumConfirmType, 0),
  filter.confirmType === undefined ? undefined : eq(table.enumConfirmType, filter.confirmType),
];

/** A unit's rows of the filter, shielded events left out (they are never counted). */
const unitRowsWhere = (table: DayTable | typeof eventUnitCounts, filter: RollUpFilter) =>
  and(inScope(filter.scope, table.companyId), eq(table.isShielded, false), ...filterConditions(table, filter));

/** The columns a row of the roll-up is counted by, after its day and unit. */
const keyColumns = <T extends DayTable | typeof eventOrgDayCounts>(table: T) => ({
  statusCategory: table.statusCategory,
  alarmType: table.alarmType,
  enumConfirmType: table.enumConfirmType,
  processWay: table.processWay,
  confirmReasonId: table.confirmReasonId,
  events: table.events,
});

const dayColumns = (table: DayTable) => ({
  siteDay: table.siteDay,
  companyId: table.companyId,
  ...keyColumns(table),
});

/** A row's events by category, in all and never handled, as the category totals add them up. */
const categoryColumns = (table: CountTable) => ({
  category: table.statusCategory,
  total: sql`${table.events}`.as('total'),
  unprocessed: sql`case when ${table.enumConfirmType} = 0 then ${table.events} else 0 end`.as('unprocessed'),
});

/**
 * The organisation whose rows of event_org_day_counts answer for the scope: 0 for every unit (the administrator),
 * the organisation the scope's units are bound to; undefined for a unit's own scope or one unit (its own rows are few).
 */
const viewerOf = (scope: Scope) => (scope.isAll ? 0 : scope.boundTo);

const orgDayWhere = (viewer: number, filter: RollUpFilter) =>
  and(eq(eventOrgDayCounts.orgId, viewer), ...filterConditions(eventOrgDayCounts, filter));

/**
 * The roll-up's rows of the filter: folded counts and pending deltas together. An organisation's whole scope reads its
 * own rows (a few thousand a year) rather than its units' (units × days × keys); `companyId` is then 0 (not kept).
 */
const dayRows = (db: DbOrTx, filter: RollUpFilter) => {
  const viewer = viewerOf(filter.scope);
  const deltas = db
    .select(dayColumns(eventDayDeltas))
    .from(eventDayDeltas)
    .where(unitRowsWhere(eventDayDeltas, filter));
  if (viewer === undefined)
    return unionAll(
      db.select(dayColumns(eventDayCounts)).from(eventDayCounts).where(unitRowsWhere(eventDayCounts, filter)),
      deltas,
    ).as('r');
  return unionAll(
    db
      .select({
        siteDay: eventOrgDayCounts.siteDay,
        companyId: sql<number>`0`.mapWith(Number).as('company_id'),
        ...keyColumns(eventOrgDayCounts),
      })
      .from(eventOrgDayCounts)
      .where(orgDayWhere(viewer, filter)),
    deltas,
  ).as('r');
};

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

/**
 * Per unit, the window's events (total, never handled): whole months from event_unit_month_counts, the days of the
 * months the window cuts from event_day_counts (or a month less the days it leaves out, whichever reads fewer days),
 * and the pending deltas; shielded events left out throughout.
 */
const unitTotals = (db: DbOrTx, filter: WindowFilter) => {
  const category = (column: AnyColumn) =>
    filter.statusCategory ? sql`and ${column} = ${filter.statusCategory}` : sql``;
  const parts = splitByMonths(filter.days.from, filter.days.to);
  const months = parts.filter((part) => part.kind === 'months');
  const pieces: SQL[] = months.map(
    (part) => sql`select company_id, events, unprocessed from ${eventUnitMonthCounts}
      where ${inScope(filter.scope, eventUnitMonthCounts.companyId)} and site_month between ${part.from}::date and ${part.to}::date
      ${category(eventUnitMonthCounts.statusCategory)}`,
  );
  for (const part of parts)
    if (part.kind === 'days')
      pieces.push(sql`select company_id, ${part.sign}::int * events, ${part.sign}::int * (case when enum_confirm_type = 0 then events else 0 end)
        from ${eventDayCounts}
        where ${inScope(filter.scope, eventDayCounts.companyId)} and not is_shielded
          and site_day between ${part.from}::date and ${part.to}::date ${category(eventDayCounts.statusCategory)}`);
  pieces.push(sql`select company_id, events, case when enum_confirm_type = 0 then events else 0 end
    from ${eventDayDeltas}
    where ${inScope(filter.scope, eventDayDeltas.companyId)} and not is_shielded
      and site_day between ${filter.days.from}::date and ${filter.days.to}::date ${category(eventDayDeltas.statusCategory)}`);
  return sql.join(pieces, sql` union all `);
};

/** Per unit of the scope, the window's events (total, never handled); `tail` orders, cuts or narrows the units. */
const readUnitTotals = async (db: DbOrTx, filter: WindowFilter, tail: SQL = sql``) =>
  (
    await queryRows<{ company_id: number; total: number | string; unprocessed: number | string }>(
      db,
      sql`select company_id, sum(events)::bigint as total, sum(unprocessed)::bigint as unprocessed
        from (${unitTotals(db, filter)}) r(company_id, events, unprocessed) group by company_id ${tail}`,
    )
  ).map((row) => ({ companyId: row.company_id, total: Number(row.total), unprocessed: Number(row.unprocessed) }));

/** Per unit of the scope, the window's events (total, never handled), read as the ranking reads them. */
export const selectUnitTotals = async (db: DbOrTx, filter: WindowFilter) => readUnitTotals(db, filter);

/** Units by their events, most first (ties by id), with their names; units without events are left out. */
export const selectRanking = async (db: DbOrTx, filter: WindowFilter, limit: number) => {
  const ranked = await readUnitTotals(
    db,
    filter,
    sql`having sum(events) > 0 order by sum(events) desc, company_id limit ${limit}`,
  );
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
      .where(unitRowsWhere(eventUnitCounts, filter)),
    db
      .select({
        companyId: eventDayDeltas.companyId,
        category: eventDayDeltas.statusCategory,
        events: eventDayDeltas.events,
      })
      .from(eventDayDeltas)
      .where(unitRowsWhere(eventDayDeltas, filter)),
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
    .select(categoryColumns(eventDayDeltas))
    .from(eventDayDeltas)
    .where(unitRowsWhere(eventDayDeltas, within));
  const parts: SQL[] = [];
  if (split === 'all') {
    parts.push(
      db
        .select(categoryColumns(eventUnitCounts))
        .from(eventUnitCounts)
        .where(unitRowsWhere(eventUnitCounts, within))
        .getSQL(),
    );
    parts.push(deltas.getSQL());
  } else {
    if (split.days) {
      const viewer = viewerOf(within.scope);
      parts.push(
        viewer === undefined
          ? db
              .select(categoryColumns(eventDayCounts))
              .from(eventDayCounts)
              .where(unitRowsWhere(eventDayCounts, within))
              .getSQL()
          : db
              .select(categoryColumns(eventOrgDayCounts))
              .from(eventOrgDayCounts)
              .where(orgDayWhere(viewer, within))
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

/** The transaction lock the fold and the bindings trigger (migration 0025) share. */
const ROLL_UP_LOCK = sql`pg_advisory_xact_lock(7002, 0)`;

/**
 * Moves the pending deltas into the folded counts (per day and unit, all-time per unit, per day and watching
 * organisation, per month and unit) in one statement, then drops the rows that fell to 0 (a day's unhandled events
 * once all are handled). Answers how many deltas it moved.
 */
export const foldEventDeltas = async (tx: DbOrTx) => {
  // A binding made meanwhile either committed before (this statement sees it) or adds the days folded here.
  await tx.execute(sql`select ${ROLL_UP_LOCK}`);
  const [result] = await queryRows<{
    moved: number | string;
    zero_days: string;
    zero_units: number[];
    zero_viewer_days: string;
    zero_months: string;
  }>(
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
          returning u.company_id, u.events),
        viewers as (
          insert into ${eventOrgDayCounts} as o (org_id, site_day, status_category, alarm_type, system_type, enum_confirm_type,
            process_way, confirm_reason_id, events)
          select viewer, site_day, status_category, alarm_type, system_type, enum_confirm_type, process_way, confirm_reason_id, sum(events)
          from (
            select b.org_id as viewer, m.site_day, m.status_category, m.alarm_type, m.system_type, m.enum_confirm_type, m.process_way,
              m.confirm_reason_id, m.events
            from moved m join ${orgBindings} b on b.cared_id = m.company_id and b.status = 1 where not m.is_shielded
            union all
            select 0, site_day, status_category, alarm_type, system_type, enum_confirm_type, process_way, confirm_reason_id, events
            from moved where not is_shielded) v
          group by 1, 2, 3, 4, 5, 6, 7, 8
          on conflict on constraint event_org_day_counts_pk do update set events = o.events + excluded.events
          returning o.org_id, o.site_day, o.events),
        months as (
          insert into ${eventUnitMonthCounts} as mo (company_id, site_month, status_category, events, unprocessed)
          select company_id, date_trunc('month', site_day::timestamp)::date, status_category, sum(events),
            sum(case when enum_confirm_type = 0 then events else 0 end)
          from moved where not is_shielded group by 1, 2, 3
          on conflict on constraint event_unit_month_counts_pk
            do update set events = mo.events + excluded.events, unprocessed = mo.unprocessed + excluded.unprocessed
          returning mo.company_id, mo.site_month, mo.events, mo.unprocessed)
        select (select count(*) from moved) as moved,
          coalesce((select json_agg(json_build_object('company_id', company_id, 'site_day', site_day)) from days where events = 0), '[]')::text as zero_days,
          coalesce((select array_agg(distinct company_id) from units where events = 0), '{}') as zero_units,
          coalesce((select json_agg(json_build_object('org_id', org_id, 'site_day', site_day)) from viewers where events = 0), '[]')::text as zero_viewer_days,
          coalesce((select json_agg(json_build_object('company_id', company_id, 'site_month', site_month)) from months
            where events = 0 and unprocessed = 0), '[]')::text as zero_months`,
  );
  if (!result) return 0;
  if (result.zero_days !== '[]')
    await tx.execute(sql`delete from ${eventDayCounts} c using json_to_recordset(${result.zero_days}::json) as z(company_id int, site_day date)
        where c.company_id = z.company_id and c.site_day = z.site_day and c.events = 0`);
  if (result.zero_units.length)
    await tx
      .delete(eventUnitCounts)
      .where(and(eq(eventUnitCounts.events, 0), inArray(eventUnitCounts.companyId, result.zero_units)));
  if (result.zero_viewer_days !== '[]')
    await tx.execute(sql`delete from ${eventOrgDayCounts} o using json_to_recordset(${result.zero_viewer_days}::json) as z(org_id int, site_day date)
        where o.org_id = z.org_id and o.site_day = z.site_day and o.events = 0`);
  if (result.zero_months !== '[]')
    await tx.execute(sql`delete from ${eventUnitMonthCounts} m using json_to_recordset(${result.zero_months}::json) as z(company_id int, site_month date)
        where m.company_id = z.company_id and m.site_month = z.site_month and m.events = 0 and m.unprocessed = 0`);
  return Number(result.moved);
};

/** The offset the roll-up's days were computed with. */
export const selectRollUpOffset = async (db: DbOrTx) => {
  const [row] = await db.select({ minutes: siteClock.utcOffsetMinutes }).from(siteClock).where(eq(siteClock.id, 1));
  return row?.minutes;
};

/** Recounts the roll-up on another site clock (the migration's event_roll_up_rebuild: writers wait meanwhile). */
export const rebuildRollUp = async (tx: DbOrTx, offsetMinutes: number) => {
  await tx.execute(sql`select event_roll_up_rebuild(${offsetMinutes}::int)`);
};
