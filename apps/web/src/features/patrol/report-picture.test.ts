import { describe, expect, it } from 'vitest';
import { reportPictureOption } from './report-picture';

describe('the patrol report picture', () => {
  it('draws one bar per date, on its tick: completed and overdue stacked, not side by side', () => {
    const option = reportPictureOption(
      [
        { date: '2026-11-03', completed: 1, overdue: 0, unfit: 0 },
        { date: '2026-11-04', completed: 0, overdue: 1, unfit: 2 },
      ],
      { completed: 'Completed', overdue: 'Overdue', unfit: 'Unfit' },
    );
    expect(option.xAxis.data).toEqual(['11-03', '11-04']);
    const bars = option.series.filter((series) => series.type === 'bar');
    expect(bars).toHaveLength(2);
    // ECharts puts bars of different stacks side by side around the tick, and bars of one stack on it.
    expect(new Set(bars.map((series) => series.stack)).size).toBe(1);
    expect(bars[0]!.stack).toBeTruthy();
  });
});
