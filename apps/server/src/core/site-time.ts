/**
 * The site's clock (GB_UTC_OFFSET_MINUTES, UTC+8 by default: GB/T 26875.3 is a Chinese standard): devices keep
 * wall-clock time without a zone, and people read and type times on the site's clock. The server's own time zone never
 * matters. One object per app, built from the settings (AppDeps.siteTime), handed to the gateway's codec and to the
 * services that show or read a time.
 */
export type SiteTime = {
  /** Minutes east of UTC. */
  utcOffsetMinutes: number;
  /** "YYYY-MM-DD HH:mm:ss" on the site's clock, as the alarm tip and the records show it. */
  format: (date: Date) => string;
  /** "YYYY-MM-DD HH:mm:ss" (or with a T) read on the site's clock, as an instant. */
  parse: (text: string) => Date;
  /** Midnight starting the site's day `daysAgo` days before today, as an instant. */
  midnight: (daysAgo: number) => Date;
};

const pad = (value: number) => String(value).padStart(2, '0');

export const createSiteTime = (utcOffsetMinutes: number): SiteTime => {
  const offsetMs = utcOffsetMinutes * 60_000;
  return {
    utcOffsetMinutes,
    format: (date) => {
      const wall = new Date(date.getTime() + offsetMs);
      return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
    },
    parse: (text) => {
      const [date, time] = text.split(/[ T]/) as [string, string];
      const [y, m, d] = date.split('-').map(Number) as [number, number, number];
      const [hh, mm, ss] = time.split(':').map(Number) as [number, number, number];
      return new Date(Date.UTC(y, m - 1, d, hh, mm, ss) - offsetMs);
    },
    midnight: (daysAgo) => {
      const wall = new Date(Date.now() + offsetMs);
      return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() - daysAgo) - offsetMs);
    },
  };
};
