import { describe, expect, it } from 'vitest';
import { createSiteTime } from './site-time';

describe('site time', () => {
  it('shows and reads times on the site clock, whatever the server zone', () => {
    const beijing = createSiteTime(480);
    const instant = new Date('2026-11-22T02:35:08Z');
    expect(beijing.format(instant)).toBe('2026-11-22 10:35:08');
    expect(beijing.parse('2026-11-22 10:35:08')).toEqual(instant);
    expect(beijing.parse('2026-11-22T10:35:08')).toEqual(instant);
    const kolkata = createSiteTime(330);
    expect(kolkata.format(instant)).toBe('2026-11-22 08:05:08');
    expect(kolkata.parse(kolkata.format(instant))).toEqual(instant);
  });

  it("starts the site's day at its own midnight", () => {
    const site = createSiteTime(480);
    const today = site.midnight(0);
    expect(site.format(today).slice(11)).toBe('00:00:00');
    expect(today.getTime()).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - today.getTime()).toBeLessThan(86_400_000);
    expect(today.getTime() - site.midnight(1).getTime()).toBe(86_400_000);
  });
});
