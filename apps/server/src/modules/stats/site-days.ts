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

/** A run of site days read from the roll-up: whole months (their first days), or days added (1) or taken away (-1). */
export type MonthPart =
  { kind: 'months'; from: string; to: string } | { kind: 'days'; from: string; to: string; sign: 1 | -1 };

const monthStartOf = (day: string) => `${day.slice(0, 8)}01`;
const monthEndOf = (day: string) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return dayText(Date.UTC(y, m, 0) / DAY_MS);
};
const dayCount = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/**
 * Site days `from`..`to` (both included) as the fewest roll-up rows: each month the window covers whole is read as a
 * month; a month it cuts as its days inside the window, or as the month less its days outside, whichever is fewer
 * days (this month to today: the month less the days still to come, which have no events). Whole months next to each
 * other are one run.
 */
export const splitByMonths = (from: string, to: string): MonthPart[] => {
  const parts: MonthPart[] = [];
  const addMonth = (month: string) => {
    const last = parts.at(-1);
    if (last?.kind === 'months' && addDays(monthEndOf(last.to), 1) === month) last.to = month;
    else parts.push({ kind: 'months', from: month, to: month });
  };
  for (let start = monthStartOf(from); start <= to; start = addDays(monthEndOf(start), 1)) {
    const end = monthEndOf(start);
    const inFrom = from > start ? from : start;
    const inTo = to < end ? to : end;
    const inside = dayCount(inFrom, inTo);
    const all = dayCount(start, end);
    if (inside === all) addMonth(start);
    else if (inside <= all - inside) parts.push({ kind: 'days', from: inFrom, to: inTo, sign: 1 });
    else {
      addMonth(start);
      if (inFrom > start) parts.push({ kind: 'days', from: start, to: addDays(inFrom, -1), sign: -1 });
      if (inTo < end) parts.push({ kind: 'days', from: addDays(inTo, 1), to: end, sign: -1 });
    }
  }
  return parts;
};
