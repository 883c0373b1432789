import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { storedSiteOffset } from './session';

dayjs.extend(utc);

/**
 * Times are shown and filtered on the site's clock (the server's GB_UTC_OFFSET_MINUTES, sent with the login answer), not
 * the browser's: an operator's laptop set to another zone must see the same wall time as the server-formatted texts
 * beside it, and "today" must mean the site's day.
 */

/** The server's default (UTC+8), for a session stored before the login answer carried the offset. */
export const DEFAULT_SITE_OFFSET_MINUTES = 480;

export const siteOffsetMinutes = () => storedSiteOffset() ?? DEFAULT_SITE_OFFSET_MINUTES;

const WALL_PATTERN = 'YYYY-MM-DDTHH:mm:ss';

/** Epoch seconds as the site's wall clock shows them. */
export const formatEpoch = (seconds: number, pattern: string) =>
  dayjs.unix(seconds).utcOffset(siteOffsetMinutes()).format(pattern);

/** The wall time a picker value shows (its own fields, whatever the browser's zone), read as the site's: epoch seconds. */
export const siteWallToEpoch = (value: Dayjs) =>
  dayjs.utc(value.format(WALL_PATTERN)).unix() - siteOffsetMinutes() * 60;

/** The reverse: a picker value whose fields show the site's wall time of `seconds` (its calendar day in a date picker). */
export const epochToSiteWall = (seconds: number) => dayjs(formatEpoch(seconds, WALL_PATTERN));

/** Whole site days from `from`'s to `to`'s calendar day: [first midnight, last second] in epoch seconds, ends swapped when reversed. */
export const siteDayRange = (from: Dayjs, to: Dayjs): [number, number] => {
  const [first, last] = to.isBefore(from, 'day') ? [to, from] : [from, to];
  const midnight = (day: Dayjs) => dayjs.utc(day.format('YYYY-MM-DD')).unix() - siteOffsetMinutes() * 60;
  return [midnight(first), midnight(last.add(1, 'day')) - 1];
};
