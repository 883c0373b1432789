import {
  alarmTypeLabel,
  statisticMessages,
  statusCategories,
  type AlarmBreakdownAnswer,
  type AlarmBreakdownQuery,
  type AlarmStatQuery,
  type AlarmSummary,
  type AlarmTrend,
  type CategoryCounts,
  type CenterStat,
  type CenterStatQuery,
  type EventFilter,
  type Ranking,
  type RankingQuery,
  type StatusCategory,
} from '@fireline/shared';
import type { Scope } from '../../core/scope';
import type { SiteTime } from '../../core/site-time';
import type { DbOrTx } from '../../db/client';
import { countDevicesJoined, countUnitsJoined, selectEnumNames, selectReasonNames } from './archive-stats.repo';
import {
  selectCategoryTotals,
  selectDayCategoryCounts,
  selectEventGroups,
  selectRanking,
  type EventGrouping,
  type RollUpFilter,
} from './roll-up.repo';
import { daysOf, resolveWindow, splitBySiteDays } from './site-days';
import { presentGroups, statScope, type StatsCtx } from './stat-context';

/** The window's site days and the units counted: what every statistic over events starts with. */
const eventFilterOf = async (ctx: StatsCtx, query: AlarmStatQuery) => {
  const window = resolveWindow(query, ctx.siteTime);
  const filter: RollUpFilter = {
    scope: await statScope(ctx, query.company_id),
    days: { from: window.start, to: window.end },
    statusCategory: query.status_category,
  };
  return { window, filter };
};

const zeroCounts = (): CategoryCounts => ({
  fire: 0,
  fault: 0,
  abnormal: 0,
  operation: 0,
  yinhuan: 0,
  video: 0,
  firecock: 0,
});
const isCategory = (value: string): value is StatusCategory => (statusCategories as readonly string[]).includes(value);

/** Events of the window, handled and not, in all and per category (every category). */
export const alarmSummary = async (ctx: StatsCtx, query: AlarmStatQuery): Promise<AlarmSummary> => {
  const { window, filter } = await eventFilterOf(ctx, query);
  const rows = await selectDayCategoryCounts(ctx.db, filter);
  const list = statusCategories.map((category) => {
    const own = rows.filter((row) => row.category === category);
    const total = own.reduce((sum, row) => sum + row.total, 0);
    const unprocessed = own.reduce((sum, row) => sum + row.unprocessed, 0);
    return { status_category: category, total, processed: total - unprocessed, unprocessed };
  });
  const sum = (key: 'total' | 'processed' | 'unprocessed') => list.reduce((acc, row) => acc + row[key], 0);
  return { ...window, total: sum('total'), processed: sum('processed'), unprocessed: sum('unprocessed'), list };
};

/** Events per site day of the window (every day, oldest first) and per category. */
export const alarmTrend = async (ctx: StatsCtx, query: AlarmStatQuery): Promise<AlarmTrend> => {
  const { window, filter } = await eventFilterOf(ctx, query);
  const rows = await selectDayCategoryCounts(ctx.db, filter);
  const byDay = new Map(daysOf(window).map((day) => [day, zeroCounts()]));
  for (const row of rows) {
    const counts = byDay.get(row.day);
    if (counts && isCategory(row.category)) counts[row.category] += row.total;
  }
  const days = [...byDay].map(([date, counts]) => ({
    date,
    total: Object.values(counts).reduce((sum, value) => sum + value, 0),
    counts,
  }));
  return { ...window, total: days.reduce((sum, day) => sum + day.total, 0), days };
};

/**
 * The alarm tab's groupings: by alarm type; by how handled (`ways`: the confirm type, 0 = not handled yet, so the
 * groups add up to all events); by process way and by cause (confirm reason), over handled events only.
 */
const groupings: Record<AlarmBreakdownQuery['by'], { column: EventGrouping; handledOnly: boolean }> = {
  type: { column: 'alarmType', handledOnly: false },
  ways: { column: 'enumConfirmType', handledOnly: false },
  process_way: { column: 'processWay', handledOnly: true },
  cause: { column: 'confirmReasonId', handledOnly: true },
};

export const alarmBreakdown = async (ctx: StatsCtx, query: AlarmBreakdownQuery): Promise<AlarmBreakdownAnswer> => {
  const { window, filter } = await eventFilterOf(ctx, query);
  const grouping = groupings[query.by];
  const rows = await selectEventGroups(
    ctx.db,
    { ...filter, processed: grouping.handledOnly ? true : undefined },
    grouping.column,
  );
  const names =
    query.by === 'ways'
      ? await selectEnumNames(ctx.db, 'enum_confirm_type')
      : query.by === 'process_way'
        ? await selectEnumNames(ctx.db, 'enum_process_way')
        : query.by === 'cause'
          ? await selectReasonNames(
              ctx.db,
              rows.map((row) => Number(row.key)).filter((id) => id > 0),
            )
          : undefined;
  // Stored as 0 in the roll-up when the event has none: shown as not set (a cause: no reason given).
  const nameOf = (key: string) =>
    query.by === 'type'
      ? { zh: alarmTypeLabel(key, 'zh'), en: alarmTypeLabel(key, 'en') }
      : key === '0' && query.by !== 'ways'
        ? query.by === 'cause'
          ? statisticMessages.noReason
          : statisticMessages.notSet
        : names?.get(key);
  return { ...window, by: query.by, ...presentGroups(rows, nameOf, ctx.lang) };
};

/** Units of the scope by their events in the window, most first (ties by id): the home page's top 10. */
export const alarmRanking = async (ctx: StatsCtx, query: RankingQuery): Promise<Ranking> => {
  const { window, filter } = await eventFilterOf(ctx, query);
  const rows = await selectRanking(ctx.db, { ...filter, days: { from: window.start, to: window.end } }, query.limit);
  return {
    ...window,
    list: rows.map((row, index) => ({
      rank: index + 1,
      company_id: row.companyId,
      company_name: row.name,
      total: row.total,
      processed: row.total - row.unprocessed,
      unprocessed: row.unprocessed,
    })),
  };
};

/** Units and devices joining in the window, per site day, with how many there were before it. */
export const centerGrowth = async (ctx: StatsCtx, query: CenterStatQuery): Promise<CenterStat> => {
  const window = resolveWindow(query, ctx.siteTime);
  const scope = await statScope(ctx, query.company_id);
  const range = { from: window.start, to: window.end, offsetMinutes: ctx.siteTime.utcOffsetMinutes };
  const [units, devices] = await Promise.all([
    countUnitsJoined(ctx.db, scope, range),
    countDevicesJoined(ctx.db, scope, range),
  ]);
  const growth = (counted: typeof units) => {
    const byDay = new Map(counted.days.map((row) => [row.day, row.count]));
    const days = daysOf(window).map((date) => ({ date, count: byDay.get(date) ?? 0 }));
    return { before: counted.before, total: counted.before + days.reduce((sum, day) => sum + day.count, 0), days };
  };
  return { ...window, units: growth(units), devices: growth(devices) };
};

/**
 * The home counts (event_total_by_status_home_page, event_list_count_v2) from the roll-up, bounded whatever the
 * time filter: all time from the per-unit totals, a time range as whole site days plus the pieces of day at its
 * ends. Undefined when the filter names what the roll-up does not keep (building, floor, device, component, device
 * type, keyword): those narrow the events' own query to one place's rows.
 */
/** Whether the filter names what the roll-up does not keep (a place, a device type, a keyword). */
const namesAPlace = (filter: EventFilter) =>
  Boolean(
    filter.building_id ||
    filter.floor_id ||
    filter.device_id ||
    filter.component_id ||
    filter.device_type ||
    filter.keyword,
  );

export const countCategoriesFromRollUp = async (
  ctx: { db: DbOrTx; scope: Scope; siteTime: SiteTime },
  filter: EventFilter,
  /** Counted from this instant on (the later of it and start_time). */
  since?: Date,
) => {
  if (namesAPlace(filter)) return undefined;
  const start = filter.start_time ? new Date(filter.start_time * 1000) : undefined;
  const from = since && (!start || since > start) ? since : start;
  const to = filter.end_time ? new Date(filter.end_time * 1000) : undefined;
  const rows = await selectCategoryTotals(
    ctx.db,
    {
      scope: ctx.scope,
      companyId: filter.company_id,
      statusCategory: filter.status_category,
      processed: filter.status,
      confirmType: filter.enum_confirm_type,
    },
    from || to ? splitBySiteDays(ctx.siteTime.utcOffsetMinutes, from, to) : 'all',
  );
  return rows.map((row) => ({
    status_category: row.category,
    total: row.total,
    unprocessed: row.unprocessed,
    processed: row.total - row.unprocessed,
  }));
};

/**
 * Events since each instant (recent_event_count_v2: today, 7 and 30 days), from the roll-up as the home counts are;
 * undefined when the filter names what the roll-up does not keep.
 */
export const countSinceFromRollUp = async <K extends string>(
  ctx: { db: DbOrTx; scope: Scope; siteTime: SiteTime },
  filter: EventFilter,
  since: Record<K, Date>,
): Promise<Record<K, number> | undefined> => {
  if (namesAPlace(filter)) return undefined;
  const entries = await Promise.all(
    Object.entries<Date>(since).map(async ([key, at]) => {
      const rows = (await countCategoriesFromRollUp(ctx, filter, at)) ?? [];
      return [key, rows.reduce((sum, row) => sum + row.total, 0)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<K, number>;
};
