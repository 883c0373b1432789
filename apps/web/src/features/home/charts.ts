import type { ComponentProps } from 'react';
import type { Chart } from '../../components/charts/Chart';

/**
 * ECharts options of the home cards. Every text comes from the caller (already translated); `dark` is the wall
 * screen's palette. Numbers in tooltips and labels go through `format` (the 10K / 100M shorthand).
 */
export type ChartOption = ComponentProps<typeof Chart>['option'];

type Look = { dark?: boolean; format: (value: number) => string };

const palette = ['#1677ff', '#ff4d4f', '#fa8c16', '#faad14', '#13c2c2', '#722ed1', '#52c41a', '#eb2f96', '#2f54eb'];
const textColour = (dark?: boolean) => (dark ? 'rgba(255,255,255,0.85)' : 'rgba(0,0,0,0.65)');
const lineColour = (dark?: boolean) => (dark ? 'rgba(255,255,255,0.15)' : 'rgba(0,0,0,0.08)');

const base = (look: Look) => ({
  color: palette,
  backgroundColor: 'transparent',
  textStyle: { color: textColour(look.dark) },
  tooltip: { valueFormatter: (value: unknown) => (typeof value === 'number' ? look.format(value) : String(value)) },
});

/** A ring of named parts (a pie): unit types, devices online and offline. */
export const pieOption = (
  items: { name: string; value: number; colour?: string }[],
  look: Look & { seriesName: string },
): ChartOption => ({
  ...base(look),
  tooltip: { ...base(look).tooltip, trigger: 'item' },
  legend: { type: 'scroll', bottom: 0, textStyle: { color: textColour(look.dark) } },
  series: [
    {
      name: look.seriesName,
      type: 'pie',
      radius: ['42%', '68%'],
      center: ['50%', '44%'],
      avoidLabelOverlap: true,
      // A part of 0 keeps its legend entry but draws no label pointing at nothing.
      minShowLabelAngle: 1,
      label: { color: textColour(look.dark), formatter: (params: { value: number }) => look.format(params.value) },
      data: items.map((item) => ({
        name: item.name,
        value: item.value,
        ...(item.colour ? { itemStyle: { color: item.colour } } : {}),
      })),
    },
  ],
});

/** Labels longer than this (English names) are turned on a horizontal axis, so that every one of them shows. */
const LONG_LABEL = 6;

const axes = (categories: string[], look: Look, options: { horizontal?: boolean; everyLabel?: boolean } = {}) => {
  const turned = !options.horizontal && categories.some((name) => name.length > LONG_LABEL);
  const categoryAxis = {
    type: 'category',
    data: categories,
    // Named categories all show (turned when long); a run of days may skip some, the tooltip names each.
    axisLabel: options.everyLabel
      ? { color: textColour(look.dark), interval: 0, hideOverlap: false, rotate: turned ? 30 : 0 }
      : { color: textColour(look.dark), hideOverlap: true },
    axisLine: { lineStyle: { color: lineColour(look.dark) } },
  };
  const valueAxis = {
    type: 'value',
    minInterval: 1,
    axisLabel: { color: textColour(look.dark), formatter: (value: number) => look.format(value) },
    splitLine: { lineStyle: { color: lineColour(look.dark) } },
  };
  return options.horizontal
    ? { xAxis: valueAxis, yAxis: { ...categoryAxis, inverse: true } }
    : { xAxis: categoryAxis, yAxis: valueAxis };
};

type Series = { name: string; values: number[]; colour?: string };

/** Lines over days: cumulative units and devices, an alarm trend. */
export const lineOption = (days: string[], series: Series[], look: Look & { area?: boolean }): ChartOption => ({
  ...base(look),
  tooltip: { ...base(look).tooltip, trigger: 'axis' },
  legend: { top: 0, textStyle: { color: textColour(look.dark) } },
  grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
  ...axes(days, look),
  series: series.map((item) => ({
    name: item.name,
    type: 'line',
    smooth: 0.3,
    // Counts never dip below 0 between two days: the curve stays between its points.
    smoothMonotone: 'x',
    showSymbol: days.length <= 10,
    data: item.values,
    ...(item.colour ? { itemStyle: { color: item.colour }, lineStyle: { color: item.colour } } : {}),
    ...(look.area ? { areaStyle: { opacity: 0.15 } } : {}),
  })),
});

/** Bars per category, stacked when there are several series (processed and unprocessed alarms). */
export const barOption = (
  categories: string[],
  series: Series[],
  look: Look & { horizontal?: boolean },
): ChartOption => ({
  ...base(look),
  tooltip: { ...base(look).tooltip, trigger: 'axis', axisPointer: { type: 'shadow' } },
  legend: series.length > 1 ? { top: 0, textStyle: { color: textColour(look.dark) } } : undefined,
  grid: { left: 8, right: 16, top: series.length > 1 ? 32 : 12, bottom: 8, containLabel: true },
  ...axes(categories, look, { horizontal: look.horizontal, everyLabel: true }),
  series: series.map((item) => ({
    name: item.name,
    type: 'bar',
    stack: series.length > 1 ? 'total' : undefined,
    barMaxWidth: 28,
    data: item.values,
    ...(item.colour ? { itemStyle: { color: item.colour } } : {}),
  })),
});

/** The colours of states, as the tags and the alarm tip use them. */
export const stateColours = {
  fire: '#ff4d4f',
  fault: '#fa8c16',
  offline: '#8c8c8c',
  normal: '#52c41a',
  online: '#1677ff',
} as const;
