import { statusCategories, statusCategoryLabels } from '@fireline/shared';
import { describe, expect, it } from 'vitest';
import { barOption } from './charts';

type Axis = { data: string[]; axisLabel: { interval?: number; hideOverlap?: boolean; rotate?: number } };

describe('the home page’s bar chart', () => {
  it('shows every category label in English, turned when they are long', () => {
    const names = statusCategories.map((category) => statusCategoryLabels[category].en);
    const option = barOption(names, [{ name: 'Alarms', values: names.map(() => 1) }], {
      format: String,
    }) as { xAxis: Axis };
    expect(option.xAxis.data).toEqual(names);
    expect(option.xAxis.axisLabel).toMatchObject({ interval: 0, hideOverlap: false });
    expect(option.xAxis.axisLabel.rotate).toBeGreaterThan(0);
    const zh = barOption(
      statusCategories.map((category) => statusCategoryLabels[category].zh),
      [{ name: '告警', values: names.map(() => 1) }],
      { format: String },
    ) as { xAxis: Axis };
    expect(zh.xAxis.axisLabel).toMatchObject({ interval: 0, rotate: 0 });
  });
});
