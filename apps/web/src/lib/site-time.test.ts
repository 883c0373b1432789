import type { LoginAnswer } from '@fireline/shared';
import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from './session';
import { epochToSiteWall, formatEpoch, siteDayRange, siteWallToEpoch } from './site-time';
import { buildLoginAnswer } from './test-fixtures';

const utcSeconds = (...parts: [number, number, number, number?, number?, number?]) => Date.UTC(...parts) / 1000;

describe('site time', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession(buildLoginAnswer(['alarmdeal'], { utc_offset_minutes: 480 }));
  });

  it('runs where the browser is not at the site (web tests pin TZ=UTC), so browser-zone formatting would show', () => {
    expect(new Date(utcSeconds(2026, 10, 23) * 1000).getTimezoneOffset()).toBe(0);
  });

  it('shows an epoch at 23:30 UTC as the next calendar day at a UTC+8 site', () => {
    expect(formatEpoch(utcSeconds(2026, 10, 23, 23, 30), 'YYYY-MM-DD HH:mm:ss')).toBe('2026-11-24 07:30:00');
  });

  it('follows the offset the login answer gave', () => {
    saveSession(buildLoginAnswer(['alarmdeal'], { utc_offset_minutes: -300 }));
    expect(formatEpoch(utcSeconds(2026, 10, 23, 3, 0), 'YYYY-MM-DD HH:mm')).toBe('2026-11-22 22:00');
  });

  it('falls back to UTC+8, the server default, for a session stored before the offset was sent', () => {
    const older: Partial<LoginAnswer> = buildLoginAnswer(['alarmdeal']);
    delete older.utc_offset_minutes;
    clearSession();
    saveSession(older as LoginAnswer);
    expect(formatEpoch(utcSeconds(2026, 10, 23, 16, 0), 'YYYY-MM-DD HH:mm')).toBe('2026-11-24 00:00');
  });

  it('turns one picked day into the site day: 86 400 − 1 seconds from 16:00 UTC of the day before', () => {
    const [start, end] = siteDayRange(dayjs('2026-11-24'), dayjs('2026-11-24'));
    expect(start).toBe(utcSeconds(2026, 10, 23, 16));
    expect(end - start).toBe(86_400 - 1);
  });

  it('covers every picked day and swaps a reversed range', () => {
    expect(siteDayRange(dayjs('2026-03-02'), dayjs('2026-03-01'))).toEqual([
      utcSeconds(2026, 1, 28, 16),
      utcSeconds(2026, 2, 2, 16) - 1,
    ]);
  });

  it('reads a picked date and time as site wall time and shows it back the same', () => {
    const picked = dayjs('2026-11-24T07:30:00');
    const seconds = siteWallToEpoch(picked);
    expect(seconds).toBe(utcSeconds(2026, 10, 23, 23, 30));
    expect(epochToSiteWall(seconds).format('YYYY-MM-DD HH:mm:ss')).toBe('2026-11-24 07:30:00');
  });
});
