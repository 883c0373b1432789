import type { ReportPic } from '@fireline/shared';

type Labels = { completed: string; overdue: string; unfit: string };

/**
 * The patrol report's picture: per site day, the tasks that ended (completed and overdue stacked in one bar, so the
 * bar stands on its date's tick rather than beside it) and the unfit items found (a line over the same ticks).
 */
export const reportPictureOption = (points: ReportPic['points'], labels: Labels) => ({
  tooltip: { trigger: 'axis' },
  legend: { data: [labels.completed, labels.overdue, labels.unfit] },
  xAxis: { type: 'category', data: points.map((point) => point.date.slice(5)) },
  yAxis: { type: 'value', minInterval: 1 },
  series: [
    { name: labels.completed, type: 'bar', stack: 'ended', data: points.map((point) => point.completed) },
    { name: labels.overdue, type: 'bar', stack: 'ended', data: points.map((point) => point.overdue) },
    { name: labels.unfit, type: 'line', data: points.map((point) => point.unfit) },
  ],
});
