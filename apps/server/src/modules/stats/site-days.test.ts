import { describe, expect, it } from 'vitest';
import { splitByMonths } from './site-days';

describe('a window as roll-up months and days', () => {
  it('reads whole months as months, joined when next to each other', () => {
    expect(splitByMonths('2026-01-01', '2026-03-31')).toEqual([
      { kind: 'months', from: '2026-01-01', to: '2026-03-01' },
    ]);
  });

  it('reads a few days of a month as days, and most of a month as the month less the days it leaves out', () => {
    // 366 days to the 26th: 5 days of November 2025, eleven whole months, November 2026 less its last 4 days.
    expect(splitByMonths('2025-11-26', '2026-11-26')).toEqual([
      { kind: 'days', from: '2025-11-26', to: '2025-11-30', sign: 1 },
      { kind: 'months', from: '2025-12-01', to: '2026-11-01' },
      { kind: 'days', from: '2026-11-27', to: '2026-11-30', sign: -1 },
    ]);
    expect(splitByMonths('2026-02-03', '2026-02-27')).toEqual([
      { kind: 'months', from: '2026-02-01', to: '2026-02-01' },
      { kind: 'days', from: '2026-02-01', to: '2026-02-02', sign: -1 },
      { kind: 'days', from: '2026-02-28', to: '2026-02-28', sign: -1 },
    ]);
    expect(splitByMonths('2026-11-26', '2026-11-26')).toEqual([
      { kind: 'days', from: '2026-11-26', to: '2026-11-26', sign: 1 },
    ]);
    // A leap February, whole.
    expect(splitByMonths('2028-02-01', '2028-02-29')).toEqual([
      { kind: 'months', from: '2028-02-01', to: '2028-02-01' },
    ]);
  });
});
