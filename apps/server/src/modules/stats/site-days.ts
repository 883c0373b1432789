import { dayNumber, type ResolvedWindow, type WindowQuery } from '@fireline/shared';
import type { SiteTime } from '../../core/site-time';

/**
 * Site days ("YYYY-MM-DD" on the site's clock, GB_UTC_OFFSET_MINUTES) and the windows of the statistics: the roll-up
 * counts by site day, so every window is a run of whole site days (docs/statistics.md "Windows").
 */
const DAY_MS = 86_400_000;

const dayText = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => dayText(dayNumber(day) + days);

/** The site day an instant falls on. */
export const siteDayOf = (instant: Date, offsetMinutes: number) =>
  dayText(Math.floor((instant.getTime() + offsetMinutes * 60_000) / DAY_MS));

/** The instant a site day starts. */
export const midnightOf = (day: string, offsetMinutes: number) =>
  new Date(dayNumber(day) * DAY_MS - offsetMinutes * 60_000);

/** Every day from start to end, both included, oldest first. */
export const daysOf = (window: { start: string; end: string }) => {
  const first = dayNumber(window.start);
  return Array.from({ length: dayNumber(window.end) - first + 1 }, (_, index) => dayText(first + index));
};

/**
 * The site days a query counts: `start` to `end` as given (the quick picks; the schema checked them), or the window
 * ending today: today, this week from Sunday (the spec's date picker starts weeks on Sunday), this month from the 1st,
 * the last 7 days with today. No window and no dates: today.
 */
export const resolveWindow = (query: WindowQuery, siteTime: SiteTime, now = new Date()): ResolvedWindow => {
  if (query.start && query.end) return { window: null, start: query.start, end: query.end };
  const window = query.window ?? 'today';
  const today = siteDayOf(now, siteTime.utcOffsetMinutes);
  const weekday = new Date(dayNumber(today) * DAY_MS).getUTCDay();
  const start =
    window === 'today'
      ? today
      : window === 'week'
        ? addDays(today, -weekday)
        : window === 'month'
          ? `${today.slice(0, 8)}01`
          : addDays(today, -6);
  return { window, start, end: today };
};

/**
 * An instant range [from, to) split into the whole site days inside it (answered by the roll-up) and the pieces of
 * day at its ends (counted on the events: less than a day each). Either end may be open; `empty` when from ≥ to.
 */
export type TimeSplit =
  { empty: true } | { empty: false; days?: { from?: string; to?: string }; edges: { from?: Date; to?: Date }[] };

export const splitBySiteDays = (offsetMinutes: number, from?: Date, to?: Date): TimeSplit => {
  if (from && to && from >= to) return { empty: true };
  const isMidnight = (instant: Date) =>
    midnightOf(siteDayOf(instant, offsetMinutes), offsetMinutes).getTime() === instant.getTime();
  const firstDay =
    from && (isMidnight(from) ? siteDayOf(from, offsetMinutes) : addDays(siteDayOf(from, offsetMinutes), 1));
  /** The day `to` falls on: the whole days end before it. */
  const endDay = to && siteDayOf(to, offsetMinutes);
  if (firstDay && endDay && firstDay >= endDay) return { empty: false, edges: [{ from, to }] };
  const edges: { from?: Date; to?: Date }[] = [];
  if (from && firstDay && !isMidnight(from)) edges.push({ from, to: midnightOf(firstDay, offsetMinutes) });
  if (to && endDay && !isMidnight(to)) edges.push({ from: midnightOf(endDay, offsetMinutes), to });
  return { empty: false, days: { from: firstDay, to: endDay && addDays(endDay, -1) }, edges };
};
