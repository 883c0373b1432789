import { dayNumber, STATISTIC_MAX_DAYS, statisticWindows, type StatisticWindow } from '@fireline/shared';
import { siteOffsetMinutes } from '../../lib/site-time';

/**
 * The statistics' windows on the client (docs/statistics.md "Windows"): a named window the server resolves (today, this
 * week, this month, the last 7 days), or start and end days for the quick picks and a custom range. Days are the
 * site's days ("YYYY-MM-DD" on the site's clock), never the browser's; weeks start on Sunday, as the spec's date picker.
 */
export type StatWindow = { window: StatisticWindow } | { start: string; end: string };

export const quickPicks = ['lastWeek', 'lastMonth', 'lastThreeMonths'] as const;
export type QuickPick = (typeof quickPicks)[number];

const DAY_MS = 86_400_000;
const dayText = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);
const addDays = (day: string, days: number) => dayText(dayNumber(day) + days);
/** The 1st of the month `months` before (negative) or after the month of `day`. */
const monthStart = (day: string, months: number) => {
  const date = new Date(dayNumber(day) * DAY_MS);
  return dayText(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1) / DAY_MS);
};

/** Today on the site's clock. */
export const siteToday = (now = Date.now(), offsetMinutes = siteOffsetMinutes()) =>
  dayText(Math.floor((now + offsetMinutes * 60_000) / DAY_MS));

/**
 * The quick picks' days, ending before the current period: last week is the Sunday-to-Saturday week before this one;
 * last month the calendar month before this one; the last three months the three calendar months before this one.
 */
export const quickPickRange = (pick: QuickPick, today: string): { start: string; end: string } => {
  if (pick === 'lastWeek') {
    const sunday = addDays(today, -new Date(dayNumber(today) * DAY_MS).getUTCDay());
    return { start: addDays(sunday, -7), end: addDays(sunday, -1) };
  }
  const thisMonth = monthStart(today, 0);
  return { start: monthStart(today, pick === 'lastMonth' ? -1 : -3), end: addDays(thisMonth, -1) };
};

/** The quick pick a range is, if any. */
export const quickPickOf = (range: { start: string; end: string }, today: string) =>
  quickPicks.find((pick) => {
    const days = quickPickRange(pick, today);
    return days.start === range.start && days.end === range.end;
  });

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(dayNumber(value));

/** Days from start to end, both included. */
export const spanDays = (start: string, end: string) => dayNumber(end) - dayNumber(start) + 1;

/** Whether a custom range may be asked for: whole days, in order, at most STATISTIC_MAX_DAYS. */
export const isValidRange = (start: string, end: string) => {
  const days = spanDays(start, end);
  return days >= 1 && days <= STATISTIC_MAX_DAYS;
};

/** The window a page's URL names (`?window=` or `?start=&end=`); today when it names none or a wrong one. */
export const windowFromSearch = (search: URLSearchParams): StatWindow => {
  const start = search.get('start');
  const end = search.get('end');
  if (isDay(start) && isDay(end) && isValidRange(start, end)) return { start, end };
  const window = search.get('window');
  return { window: statisticWindows.find((item) => item === window) ?? 'today' };
};

/** The window in a page's URL, keeping the URL's other values. */
export const windowToSearch = (value: StatWindow, search: URLSearchParams) => {
  const next = new URLSearchParams(search);
  for (const key of ['window', 'start', 'end']) next.delete(key);
  if ('window' in value) next.set('window', value.window);
  else {
    next.set('start', value.start);
    next.set('end', value.end);
  }
  return next;
};

/** The window's query fields, as every windowed statistic takes them. */
export const windowQuery = (value: StatWindow): Record<string, string> =>
  'window' in value ? { window: value.window } : { start: value.start, end: value.end };
