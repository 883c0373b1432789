import { statusCategories, statusCategoryLabels } from '@fireline/shared';
import { describe, expect, it } from 'vitest';
import { trendOption } from './chart-options';

const counts = Object.fromEntries(statusCategories.map((category, index) => [category, index])) as Record<
  (typeof statusCategories)[number],
  number
>;

type Axis = { type: string; data: string[]; axisLabel: { interval?: number; hideOverlap?: boolean; rotate?: number } };

describe('the events-per-day chart', () => {
  it('puts the days on the x axis, also for a window of one day', () => {
    const one = trendOption([{ date: '2026-12-01', total: 21, counts }], 'en') as {
      xAxis: Axis;
      series: { name: string }[];
    };
    expect(one.xAxis.data).toEqual(['2026-12-01']);
    expect(one.series.map((series) => series.name)).toEqual(
      statusCategories.map((category) => statusCategoryLabels[category].en),
    );
    const two = trendOption(
      [
        { date: '2026-12-01', total: 21, counts },
        { date: '2026-12-02', total: 21, counts },
      ],
      'zh',
    ) as { xAxis: Axis };
    expect(two.xAxis.data).toEqual(['2026-12-01', '2026-12-02']);
  });
});
