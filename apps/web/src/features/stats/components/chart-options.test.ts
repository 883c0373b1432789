import { statusCategories, statusCategoryLabels } from '@fireline/shared';
import { describe, expect, it } from 'vitest';
import { barOption as homeBarOption } from '../../home/charts';
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

describe('the home page’s bar chart', () => {
  it('shows every category label in English, turned when they are long', () => {
    const names = statusCategories.map((category) => statusCategoryLabels[category].en);
    const option = homeBarOption(names, [{ name: 'Alarms', values: names.map(() => 1) }], {
      format: String,
    }) as { xAxis: Axis };
    expect(option.xAxis.data).toEqual(names);
    expect(option.xAxis.axisLabel).toMatchObject({ interval: 0, hideOverlap: false });
    expect(option.xAxis.axisLabel.rotate).toBeGreaterThan(0);
    const zh = homeBarOption(
      statusCategories.map((category) => statusCategoryLabels[category].zh),
      [{ name: '告警', values: names.map(() => 1) }],
      { format: String },
    ) as { xAxis: Axis };
    expect(zh.xAxis.axisLabel).toMatchObject({ interval: 0, rotate: 0 });
  });
});
