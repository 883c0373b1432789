import { statusCategories, statusCategoryLabels, type AlarmTrend, type Lang } from '@fireline/shared';
import type { EChartsCoreOption } from 'echarts/core';
import { formatCount } from '../format';

/** The statistics' chart options: one look for every page (the palette is ECharts' own). */

type Slice = { name: string; value: number };

/** Groups as a ring, with their shares; the legend scrolls when the groups are many. */
export const pieOption = (slices: Slice[]): EChartsCoreOption => ({
  tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
  legend: { type: 'scroll', orient: 'vertical', right: 8, top: 'middle', itemGap: 8 },
  series: [
    {
      type: 'pie',
      radius: ['38%', '62%'],
      center: ['40%', '50%'],
      percentPrecision: 1,
      avoidLabelOverlap: true,
      label: { formatter: '{d}%', overflow: 'none' },
      labelLine: { length: 8, length2: 8 },
      data: slices,
    },
  ],
});

type BarSeries = { name: string; values: number[]; stack?: string };

/**
 * Categories as bars (one series or several). Horizontal when the names are long or many, so they stay readable; the
 * count axis in shorthand.
 */
export const barOption = (
  names: string[],
  series: BarSeries[],
  options: { horizontal?: boolean } = {},
): EChartsCoreOption => {
  const horizontal = options.horizontal ?? (names.length > 8 || names.some((name) => name.length > 8));
  const categoryAxis = {
    type: 'category',
    data: names,
    inverse: horizontal,
    axisLabel: { interval: 0, width: horizontal ? 140 : 90, overflow: 'truncate' },
  };
  const valueAxis = { type: 'value', minInterval: 1, axisLabel: { formatter: (value: number) => formatCount(value) } };
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: series.length > 1 ? { top: 0 } : undefined,
    grid: { left: 8, right: 24, top: series.length > 1 ? 32 : 16, bottom: 8, containLabel: true },
    xAxis: horizontal ? valueAxis : categoryAxis,
    yAxis: horizontal ? categoryAxis : valueAxis,
    series: series.map((item) => ({
      type: 'bar',
      name: item.name,
      data: item.values,
      stack: item.stack,
      barMaxWidth: 36,
    })),
  };
};

/** Values per day as lines (dates on the category axis). */
export const lineOption = (dates: string[], series: { name: string; values: number[]; area?: boolean }[]) => ({
  tooltip: { trigger: 'axis' },
  legend: { top: 0, type: 'scroll' },
  grid: { left: 8, right: 24, top: 36, bottom: 8, containLabel: true },
  xAxis: { type: 'category', data: dates, boundaryGap: false },
  yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: (value: number) => formatCount(value) } },
  series: series.map((item) => ({
    type: 'line',
    name: item.name,
    data: item.values,
    // Straight segments: a smoothed line dips below 0 between a day with events and one without.
    smooth: false,
    showSymbol: dates.length <= 31,
    areaStyle: item.area ? { opacity: 0.15 } : undefined,
  })),
});

/**
 * The events per day, one line per category. A window of one day is one group of bars over that day (a line of one
 * point shows nothing): the x axis holds the days either way, never the categories.
 */
export const trendOption = (days: AlarmTrend['days'], lang: Lang): EChartsCoreOption => {
  const series = statusCategories.map((category) => ({
    name: statusCategoryLabels[category][lang],
    values: days.map((day) => day.counts[category]),
  }));
  const dates = days.map((day) => day.date);
  if (days.length !== 1) return lineOption(dates, series);
  const bars = barOption(dates, series, { horizontal: false });
  return {
    ...bars,
    legend: { top: 0, type: 'scroll' },
    grid: { left: 8, right: 24, top: 36, bottom: 8, containLabel: true },
  };
};
