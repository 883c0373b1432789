import {
  alarmBreakdownQuerySchema,
  alarmStatQuerySchema,
  buildingStatQuerySchema,
  centerStatQuerySchema,
  companyStatQuerySchema,
  deviceAlarmStatQuerySchema,
  deviceStatQuerySchema,
  deviceStatusLabels,
  deviceStatusQuerySchema,
  ErrorCodes,
  exportNoDataMessage,
  groupStatQuerySchema,
  rankingQuerySchema,
  statisticNames,
  statisticPermissions,
  statisticQuerySchemas,
  statusCategories,
  statusCategoryLabels,
  systemStatQuerySchema,
  type Breakdown,
  type ResolvedWindow,
  type StatisticKind,
} from '@fireline/shared';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { holds } from '../../core/access';
import { AppError } from '../../core/app-error';
import { mapValidationIssues } from '../../core/validation-errors';
import { alarmBreakdown, alarmRanking, alarmSummary, alarmTrend, centerGrowth } from './alarm-stats.service';
import { buildingStats, deviceStats, deviceStatus, systemStats, unitStats } from './archive-stats.service';
import { deviceAlarmStats } from './device-alarm-stats.service';
import { groupStats } from './group-stats.service';
import { siteDayOf } from './site-days';
import type { StatsCtx } from './stat-context';

/**
 * statistic/export/: one statistic as its page shows it (its table beside the chart) as an xlsx. The signed call
 * checks the permission and the input, counts, refuses an empty statistic with the spec's 'no data available for
 * export' and answers a one-time link (as file/download_ticket does); the link (/export/statistic, opened by the
 * browser without our header) counts again and writes the workbook.
 */

type Label = { zh: string; en: string };
type Table = { columns: Label[]; rows: (string | number)[][]; isEmpty: boolean; window?: ResolvedWindow };

const label = (zh: string, en: string): Label => ({ zh, en });
const share = (count: number, total: number) => (total ? `${((count / total) * 100).toFixed(1)}%` : '0%');

const breakdownTable = (answer: Breakdown, window?: ResolvedWindow): Table => ({
  columns: [label('分类', 'group'), label('数量', 'count'), label('占比', 'share')],
  rows: answer.list.map((item) => [item.name, item.count, share(item.count, answer.total)]),
  isEmpty: answer.total === 0,
  window,
});

const windowOf = (answer: ResolvedWindow): ResolvedWindow => ({
  window: answer.window,
  start: answer.start,
  end: answer.end,
});

const parse = <S extends z.ZodType>(schema: S, query: Record<string, unknown>): z.infer<S> => {
  const parsed = schema.safeParse(query);
  if (parsed.success) return parsed.data;
  const mapped = mapValidationIssues(parsed.error.issues, 'querystring');
  throw new AppError(mapped.code, { detail: mapped.detail, data: mapped.data });
};

/** Counts one statistic with the query its page sent and lays it out as the page's table. */
const tableOf = async (ctx: StatsCtx, kind: StatisticKind, query: Record<string, unknown>): Promise<Table> => {
  const { lang } = ctx;
  switch (kind) {
    case 'alarm_summary': {
      const answer = await alarmSummary(ctx, parse(alarmStatQuerySchema, query));
      return {
        columns: [
          label('类别', 'category'),
          label('总数', 'total'),
          label('已处理', 'processed'),
          label('未处理', 'unprocessed'),
        ],
        rows: [
          ...answer.list.map((row) => [
            statusCategoryLabels[row.status_category][lang],
            row.total,
            row.processed,
            row.unprocessed,
          ]),
          [lang === 'en' ? 'all' : '合计', answer.total, answer.processed, answer.unprocessed],
        ],
        isEmpty: answer.total === 0,
        window: windowOf(answer),
      };
    }
    case 'alarm_trend': {
      const answer = await alarmTrend(ctx, parse(alarmStatQuerySchema, query));
      return {
        columns: [
          label('日期', 'date'),
          label('合计', 'total'),
          ...statusCategories.map((category) => statusCategoryLabels[category]),
        ],
        rows: answer.days.map((day) => [
          day.date,
          day.total,
          ...statusCategories.map((category) => day.counts[category]),
        ]),
        isEmpty: answer.total === 0,
        window: windowOf(answer),
      };
    }
    case 'alarm_breakdown': {
      const answer = await alarmBreakdown(ctx, parse(alarmBreakdownQuerySchema, query));
      return breakdownTable(answer, windowOf(answer));
    }
    case 'ranking': {
      const answer = await alarmRanking(ctx, parse(rankingQuerySchema, query));
      return {
        columns: [
          label('排名', 'rank'),
          label('单位', 'unit'),
          label('总数', 'total'),
          label('已处理', 'processed'),
          label('未处理', 'unprocessed'),
        ],
        rows: answer.list.map((row) => [row.rank, row.company_name, row.total, row.processed, row.unprocessed]),
        isEmpty: answer.list.length === 0,
        window: windowOf(answer),
      };
    }
    case 'center': {
      const answer = await centerGrowth(ctx, parse(centerStatQuerySchema, query));
      return {
        columns: [label('日期', 'date'), label('新增单位', 'units joined'), label('新增设备', 'devices joined')],
        rows: [
          [lang === 'en' ? 'before' : '此前', answer.units.before, answer.devices.before],
          ...answer.units.days.map((day, index) => [day.date, day.count, answer.devices.days[index]?.count ?? 0]),
          [lang === 'en' ? 'in all' : '累计', answer.units.total, answer.devices.total],
        ],
        isEmpty: answer.units.total === 0 && answer.devices.total === 0,
        window: windowOf(answer),
      };
    }
    case 'company':
      return breakdownTable(await unitStats(ctx, parse(companyStatQuerySchema, query)));
    case 'building':
      return breakdownTable(await buildingStats(ctx, parse(buildingStatQuerySchema, query)));
    case 'system':
      return breakdownTable(await systemStats(ctx, parse(systemStatQuerySchema, query)));
    case 'device':
      return breakdownTable(await deviceStats(ctx, parse(deviceStatQuerySchema, query)));
    case 'device_status': {
      const answer = await deviceStatus(ctx, parse(deviceStatusQuerySchema, query));
      return {
        columns: [label('状态', 'status'), label('数量', 'count')],
        rows: (['total', 'online', 'offline', 'alarm', 'fault'] as const).map((key) => [
          deviceStatusLabels[key][lang],
          answer[key],
        ]),
        isEmpty: answer.total === 0,
      };
    }
    case 'device_alarm': {
      const answer = await deviceAlarmStats(ctx, parse(deviceAlarmStatQuerySchema, query));
      return {
        columns: [
          label('设备类型', 'device type'),
          label('设备数', 'devices'),
          label('报警', 'in alarm'),
          label('故障', 'in fault'),
          label('离线', 'offline'),
        ],
        rows: [
          ...answer.list.map((row) => [row.name, row.total, row.alarm, row.fault, row.offline]),
          [lang === 'en' ? 'all' : '合计', answer.total, answer.alarm, answer.fault, answer.offline],
        ],
        isEmpty: answer.total === 0,
      };
    }
    case 'group': {
      const answer = await groupStats(ctx, parse(groupStatQuerySchema, query));
      return {
        columns: [
          label('区域', 'district'),
          label('单位数', 'units'),
          label('设备数', 'devices'),
          label('告警总数', 'alarms'),
          label('未处理', 'unprocessed'),
        ],
        rows: [
          ...answer.list.map((row) => [row.name, row.units, row.devices, row.total, row.unprocessed]),
          [lang === 'en' ? 'all' : '合计', answer.units, answer.devices, answer.total, answer.unprocessed],
        ],
        isEmpty: answer.units === 0,
        window: windowOf(answer),
      };
    }
  }
};

/** The statistic's table, refused without its tab's permission (9993) or when it counts nothing (9995). */
const requireTable = async (ctx: StatsCtx, kind: StatisticKind, query: Record<string, unknown>) => {
  if (!holds(ctx.caller, statisticPermissions[kind][0])) throw new AppError(ErrorCodes.noPermission);
  const table = await tableOf(ctx, kind, query);
  if (table.isEmpty) throw new AppError(ErrorCodes.noData, { detail: exportNoDataMessage });
  return table;
};

/** The statistic's own query fields out of a call's query (without the signature's fields and the language). */
const statisticParams = (kind: StatisticKind, query: Record<string, unknown>) => {
  const fields = Object.keys(statisticQuerySchemas[kind].shape);
  const picked = Object.fromEntries(Object.entries(query).filter(([name]) => fields.includes(name) && name !== 'lang'));
  return { ...picked, statistic: kind };
};

/** The signed call: checks and counts, then answers the query of the one-time link to the workbook. */
export const prepareStatisticExport = async (
  ctx: StatsCtx,
  options: { kind: StatisticKind; query: Record<string, unknown> },
) => {
  await requireTable(ctx, options.kind, options.query);
  return statisticParams(options.kind, options.query);
};

/** The link: the workbook of the statistic, named after it and its window (or today, for the archives' counts). */
export const writeStatisticExport = async (
  ctx: StatsCtx,
  options: { kind: StatisticKind; query: Record<string, unknown> },
) => {
  const table = await requireTable(ctx, options.kind, options.query);
  const name = statisticNames[options.kind][ctx.lang];
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name);
  sheet.columns = table.columns.map((column, index) => ({ header: column[ctx.lang], key: String(index), width: 18 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row);
  const days = table.window
    ? `${table.window.start}_${table.window.end}`
    : siteDayOf(new Date(), ctx.siteTime.utcOffsetMinutes);
  return {
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
    filename: `${name}-${days}.xlsx`,
    type: 'xlsx' as const,
  };
};
