import { statusCategories, type AlarmHourly, type AlarmHourlyQuery, type CategoryCounts } from '@fireline/shared';
import { countEventsByHour } from './hourly-stats.repo';
import { addDays, midnightOf, siteDayOf } from './site-days';
import { statScope, type StatsCtx } from './stat-context';

const HOURS_PER_DAY = 24;

const noCounts = (): CategoryCounts =>
  Object.fromEntries(statusCategories.map((category) => [category, 0])) as CategoryCounts;

/**
 * Today's events by hour (the monitor screen's trend): the site's day (GB_UTC_OFFSET_MINUTES), from its midnight to
 * the next, every hour listed. Shielded events are not counted, as everywhere in the statistics.
 */
export const alarmHourly = async (ctx: StatsCtx, query: AlarmHourlyQuery, now = new Date()): Promise<AlarmHourly> => {
  const scope = await statScope(ctx, query.company_id);
  const offset = ctx.siteTime.utcOffsetMinutes;
  const date = siteDayOf(now, offset);
  const from = midnightOf(date, offset);
  const to = midnightOf(addDays(date, 1), offset);
  const rows = await countEventsByHour(ctx.db, scope, { from, to, statusCategory: query.status_category });
  const hours = Array.from({ length: HOURS_PER_DAY }, (_, hour) => ({ hour, total: 0, counts: noCounts() }));
  for (const row of rows) {
    const slot = hours[row.hour];
    if (!slot || !(row.category in slot.counts)) continue;
    slot.counts[row.category as keyof CategoryCounts] += row.count;
    slot.total += row.count;
  }
  return { date, total: hours.reduce((sum, slot) => sum + slot.total, 0), hours };
};
