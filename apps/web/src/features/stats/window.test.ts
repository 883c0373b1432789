import { describe, expect, it } from 'vitest';
import { isValidRange, quickPickOf, quickPickRange, siteToday, windowFromSearch, windowQuery } from './window';

describe('statistic windows: site days', () => {
  it('takes today on the site’s clock, not the browser’s or UTC’s', () => {
    // 16:30 UTC on 1 March is 00:30 on 2 March at UTC+8 (the tests run with TZ=UTC).
    expect(siteToday(Date.parse('2026-03-01T16:30:00Z'), 480)).toBe('2026-03-02');
    expect(siteToday(Date.parse('2026-03-01T15:59:59Z'), 480)).toBe('2026-03-01');
    // A site behind UTC: 03:00 UTC on 2 March is still 1 March at UTC-5.
    expect(siteToday(Date.parse('2026-03-02T03:00:00Z'), -300)).toBe('2026-03-01');
  });
});

describe('statistic windows: quick picks', () => {
  it('takes last week as the Sunday-to-Saturday week before this one', () => {
    // Wednesday 4 March 2026: this week began on Sunday 1 March.
    expect(quickPickRange('lastWeek', '2026-03-04')).toEqual({ start: '2026-02-22', end: '2026-02-28' });
    // On a Sunday the week has just begun: last week ended yesterday.
    expect(quickPickRange('lastWeek', '2026-03-08')).toEqual({ start: '2026-03-01', end: '2026-03-07' });
    // On a Saturday this week is still the one from last Sunday.
    expect(quickPickRange('lastWeek', '2026-03-07')).toEqual({ start: '2026-02-22', end: '2026-02-28' });
    // Across a year's end.
    expect(quickPickRange('lastWeek', '2026-01-02')).toEqual({ start: '2025-12-21', end: '2025-12-27' });
  });

  it('takes last month and the last three months as whole calendar months before this one', () => {
    expect(quickPickRange('lastMonth', '2026-03-31')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(quickPickRange('lastMonth', '2026-03-01')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(quickPickRange('lastMonth', '2024-03-15')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(quickPickRange('lastMonth', '2026-01-01')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(quickPickRange('lastThreeMonths', '2026-03-31')).toEqual({ start: '2025-12-01', end: '2026-02-28' });
    expect(quickPickRange('lastThreeMonths', '2026-01-15')).toEqual({ start: '2025-10-01', end: '2025-12-31' });
    expect(quickPickRange('lastThreeMonths', '2026-05-31')).toEqual({ start: '2026-02-01', end: '2026-04-30' });
  });

  it('knows a range that is a quick pick, and one that is not', () => {
    expect(quickPickOf({ start: '2026-02-01', end: '2026-02-28' }, '2026-03-10')).toBe('lastMonth');
    expect(quickPickOf({ start: '2026-02-22', end: '2026-02-28' }, '2026-03-04')).toBe('lastWeek');
    expect(quickPickOf({ start: '2026-02-02', end: '2026-02-28' }, '2026-03-10')).toBeUndefined();
  });
});

describe('statistic windows: the URL', () => {
  it('reads a named window or a range, and today for anything else', () => {
    expect(windowFromSearch(new URLSearchParams('window=week'))).toEqual({ window: 'week' });
    expect(windowFromSearch(new URLSearchParams('start=2026-02-01&end=2026-02-28'))).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
    });
    for (const bad of ['window=year', 'start=2026-02-30&end=2026-03-02', 'start=2026-03-02&end=2026-03-01', ''])
      expect(windowFromSearch(new URLSearchParams(bad)), bad).toEqual({ window: 'today' });
    // At most 366 days: a leap year's whole year fits, one more day does not.
    expect(isValidRange('2024-01-01', '2024-12-31')).toBe(true);
    expect(isValidRange('2024-01-01', '2025-01-01')).toBe(false);
    expect(windowFromSearch(new URLSearchParams('start=2024-01-01&end=2025-01-01'))).toEqual({ window: 'today' });
  });

  it('sends a named window or the two days, never both', () => {
    expect(windowQuery({ window: 'last7' })).toEqual({ window: 'last7' });
    expect(windowQuery({ start: '2026-02-01', end: '2026-02-28' })).toEqual({ start: '2026-02-01', end: '2026-02-28' });
  });
});
