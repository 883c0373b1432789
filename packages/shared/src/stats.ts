import { z } from 'zod';
import { statusCategories, type StatusCategory } from './events';
import { zId } from './field-schemas';

/**
 * The statistics calls (issue 17; docs/statistics.md): the statistics pages (/statisticv2/*) and the home pages'
 * cards. The spec names the screens but no calls, so these are ours, all under /api_proxy/statistic/. Days are the
 * site's days ("YYYY-MM-DD" on GB_UTC_OFFSET_MINUTES' clock), never UTC's or the browser's.
 */

/** Windows of spec 000 §9 / 001 §9: today, this week (from Sunday, as the spec's date picker), this month, the last 7 days. */
export const statisticWindows = ['today', 'week', 'month', 'last7'] as const;
export type StatisticWindow = (typeof statisticWindows)[number];

/** A window given by `start` / `end` (the quick picks last week, last month, last three months) spans at most this. */
export const STATISTIC_MAX_DAYS = 366;
export const RANKING_LIMIT_DEFAULT = 10;
export const RANKING_LIMIT_MAX = 100;

/** What a statistic answers with when its window or grouping is refused, zh and en. */
export const statisticMessages = {
  windowOrRange: { zh: '请选择统计时段或起止日期，不能同时选择', en: 'give a window or start and end, not both' },
  endBeforeStart: { zh: '结束日期不能早于开始日期', en: 'end is before start' },
  atMostOneYear: { zh: '统计时段不能超过一年', en: 'a window spans at most one year' },
  notADay: { zh: '日期格式应为YYYY-MM-DD', en: 'a day is YYYY-MM-DD' },
  notSet: { zh: '未设置', en: 'not set' },
  noReason: { zh: '未填写原因', en: 'no reason given' },
} as const;

const DAY_MS = 86_400_000;
/** Epoch milliseconds of a "YYYY-MM-DD" day's start as a UTC date, or NaN when it is no calendar day. */
export const dayNumber = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const back = new Date(time);
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d ? time / DAY_MS : NaN;
};

const siteDay = z
  .string()
  .trim()
  .superRefine((value, context) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(dayNumber(value)))
      context.addIssue({ code: 'invalid_format', format: 'date', input: value, message: statisticMessages.notADay.en });
  });

/**
 * The window every windowed statistic takes, and the unit it may be narrowed to (one of the caller's units). `lang`
 * is read from the URL as sent (requestLang), so it is not declared: every declared field costs the contract fuzz.
 */
const windowFields = {
  window: z.enum(statisticWindows).optional(),
  start: siteDay.optional(),
  end: siteDay.optional(),
  company_id: zId.optional(),
};

type WindowInput = { window?: StatisticWindow; start?: string; end?: string };

/** `window`, or `start` and `end` together (site days, both included, at most a year); neither is today. */
const checkWindow = (value: WindowInput, context: z.RefinementCtx) => {
  const { window, start, end } = value;
  if (window && (start || end)) {
    context.addIssue({ code: 'custom', path: ['window'], message: statisticMessages.windowOrRange.en });
    return;
  }
  if (Boolean(start) !== Boolean(end)) {
    context.addIssue({ code: 'invalid_type', expected: 'string', input: undefined, path: [start ? 'end' : 'start'] });
    return;
  }
  if (!start || !end) return;
  const days = dayNumber(end) - dayNumber(start) + 1;
  if (days < 1) context.addIssue({ code: 'custom', path: ['end'], message: statisticMessages.endBeforeStart.en });
  else if (days > STATISTIC_MAX_DAYS)
    context.addIssue({ code: 'custom', path: ['end'], message: statisticMessages.atMostOneYear.en });
};

export type WindowQuery = WindowInput & { company_id?: number };

const category = z.enum(statusCategories).optional();

/** GET statistic/alarm/summary/ and statistic/alarm/trend/. */
export const alarmStatQuerySchema = z.object({ ...windowFields, status_category: category }).superRefine(checkWindow);
export type AlarmStatQuery = z.infer<typeof alarmStatQuerySchema>;

/** The alarm tab's groupings: alarm type, how handled (confirm type; process way), cause (confirm reason). */
export const alarmBreakdowns = ['type', 'ways', 'process_way', 'cause'] as const;
export type AlarmBreakdown = (typeof alarmBreakdowns)[number];
export const alarmBreakdownQuerySchema = z
  .object({ ...windowFields, status_category: category, by: z.enum(alarmBreakdowns).default('type') })
  .superRefine(checkWindow);
export type AlarmBreakdownQuery = z.infer<typeof alarmBreakdownQuerySchema>;

/** GET statistic/ranking/: units by their events in the window, most first. */
export const rankingQuerySchema = z
  .object({
    ...windowFields,
    status_category: category,
    limit: z.coerce.number().int().min(1).max(RANKING_LIMIT_MAX).default(RANKING_LIMIT_DEFAULT),
  })
  .superRefine(checkWindow);
export type RankingQuery = z.infer<typeof rankingQuerySchema>;

/** GET statistic/center/: units and devices joining in the window (increase monitor, company and device access). */
export const centerStatQuerySchema = z.object(windowFields).superRefine(checkWindow);
export type CenterStatQuery = z.infer<typeof centerStatQuerySchema>;

const archiveFields = { company_id: zId.optional() };

/** Unit type: the unit's sort on the platform (key unit, small venue, …); class: the archive's enum_company_type. */
export const companyBreakdowns = ['type', 'class'] as const;
export const companyStatQuerySchema = z.object({ ...archiveFields, by: z.enum(companyBreakdowns).default('type') });
export type CompanyStatQuery = z.infer<typeof companyStatQuerySchema>;

/** The building archive's enum columns. */
export const buildingBreakdowns = ['type', 'property', 'fire_resistance', 'structure', 'fire_level'] as const;
export type BuildingBreakdown = (typeof buildingBreakdowns)[number];
export const buildingStatQuerySchema = z.object({ ...archiveFields, by: z.enum(buildingBreakdowns).default('type') });
export type BuildingStatQuery = z.infer<typeof buildingStatQuerySchema>;

export const systemStatQuerySchema = z.object({ ...archiveFields, by: z.enum(['type']).default('type') });
export type SystemStatQuery = z.infer<typeof systemStatQuerySchema>;

/** Devices by type (enum_device_type), class (dtu, alonedevice, alarmer, video), brand or model. */
export const deviceBreakdowns = ['type', 'class', 'brand', 'model'] as const;
export type DeviceBreakdown = (typeof deviceBreakdowns)[number];
export const deviceStatQuerySchema = z.object({ ...archiveFields, by: z.enum(deviceBreakdowns).default('type') });
export type DeviceStatQuery = z.infer<typeof deviceStatQuerySchema>;

/** GET statistic/device/status/: the home page's device-status card. */
export const deviceStatusQuerySchema = z.object(archiveFields);
export type DeviceStatusQuery = z.infer<typeof deviceStatusQuerySchema>;

// Answers.

/** The window a statistic counted: its site days, both included, and the window asked for (null for start / end). */
const windowAnswerFields = {
  window: z.enum(statisticWindows).nullable(),
  start: z.string(),
  end: z.string(),
};
export type ResolvedWindow = { window: StatisticWindow | null; start: string; end: string };

const count = z.number().int();

/** One group of a statistic: its key (an enum id or a stored value; 'none' when unset), its name in the asked language. */
export const statisticItemSchema = z.object({ key: z.string(), name: z.string(), count });
export type StatisticItem = z.infer<typeof statisticItemSchema>;

/** A statistic of the archives (units, buildings, systems, devices): groups, largest first, and their total. */
export const breakdownSchema = z.object({ by: z.string(), total: count, list: z.array(statisticItemSchema) });
export type Breakdown = z.infer<typeof breakdownSchema>;

/** The same over the events of a window. */
export const alarmBreakdownSchema = breakdownSchema.extend(windowAnswerFields);
export type AlarmBreakdownAnswer = z.infer<typeof alarmBreakdownSchema>;

export const categoryTotalsSchema = z.object({
  status_category: z.enum(statusCategories),
  total: count,
  processed: count,
  unprocessed: count,
});

/** Events of the window, processed (handled) and unprocessed, in all and per category (every category, 0 included). */
export const alarmSummarySchema = z.object({
  ...windowAnswerFields,
  total: count,
  processed: count,
  unprocessed: count,
  list: z.array(categoryTotalsSchema),
});
export type AlarmSummary = z.infer<typeof alarmSummarySchema>;

/** A count per category, every category named. */
export const categoryCountsSchema = z.object({
  fire: count,
  fault: count,
  abnormal: count,
  operation: count,
  yinhuan: count,
  video: count,
  firecock: count,
} satisfies Record<StatusCategory, typeof count>);
export type CategoryCounts = z.infer<typeof categoryCountsSchema>;

/** Events per site day of the window (every day, oldest first) and per category. */
export const alarmTrendSchema = z.object({
  ...windowAnswerFields,
  total: count,
  days: z.array(z.object({ date: z.string(), total: count, counts: categoryCountsSchema })),
});
export type AlarmTrend = z.infer<typeof alarmTrendSchema>;

export const rankingRowSchema = z.object({
  rank: count,
  company_id: count,
  company_name: z.string(),
  total: count,
  processed: count,
  unprocessed: count,
});
export const rankingSchema = z.object({ ...windowAnswerFields, list: z.array(rankingRowSchema) });
export type Ranking = z.infer<typeof rankingSchema>;

/** How many joined before the window, in it per site day (every day), and in all at its end. */
export const growthSchema = z.object({
  before: count,
  total: count,
  days: z.array(z.object({ date: z.string(), count })),
});
export const centerStatSchema = z.object({ ...windowAnswerFields, units: growthSchema, devices: growthSchema });
export type CenterStat = z.infer<typeof centerStatSchema>;

/** Devices online, offline, in alarm and in fault (an alarm or fault device is online or offline as well). */
export const deviceStatusSchema = z.object({ total: count, online: count, offline: count, alarm: count, fault: count });
export type DeviceStatus = z.infer<typeof deviceStatusSchema>;

// ── Issue 17's pages: the device tab's "alarm" sub-kind and the goup page (by district) ──────────────────────────

/** GET statistic/device/alarm/: the scope's devices by type, each type with its devices' state now. */
export const deviceAlarmStatQuerySchema = z.object(archiveFields);
export type DeviceAlarmStatQuery = z.infer<typeof deviceAlarmStatQuerySchema>;

/** One device type: its devices, and of them those in alarm, in fault and offline now (an alarm device may be offline). */
export const deviceAlarmRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  total: count,
  alarm: count,
  fault: count,
  offline: count,
});
export const deviceAlarmStatSchema = z.object({
  total: count,
  alarm: count,
  fault: count,
  offline: count,
  list: z.array(deviceAlarmRowSchema),
});
export type DeviceAlarmStat = z.infer<typeof deviceAlarmStatSchema>;

/**
 * The goup page (the spec's spelling; it names no content): the scope's units by district. A unit's district is the
 * start of its region code (province 2 digits, city 4, district 6; docs/statistics.md).
 */
export const groupLevels = ['province', 'city', 'district'] as const;
export type GroupLevel = (typeof groupLevels)[number];
export const groupLevelDigits: Record<GroupLevel, number> = { province: 2, city: 4, district: 6 };

/** GET statistic/group/: units by region at `level` (default district), with the window's alarms. */
export const groupStatQuerySchema = z
  .object({ ...windowFields, level: z.enum(groupLevels).default('district') })
  .superRefine(checkWindow);
export type GroupStatQuery = z.infer<typeof groupStatQuerySchema>;

/** One region: its units, their devices, and their events of the window (in all and never handled). */
export const groupRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  units: count,
  devices: count,
  total: count,
  unprocessed: count,
});
export const groupStatSchema = z.object({
  ...windowAnswerFields,
  level: z.enum(groupLevels),
  units: count,
  devices: count,
  total: count,
  unprocessed: count,
  list: z.array(groupRowSchema),
});
export type GroupStat = z.infer<typeof groupStatSchema>;

// Export.

/** What statistic/export/ can write to a workbook: each statistic as its page shows it. */
export const statisticKinds = [
  'alarm_summary',
  'alarm_trend',
  'alarm_breakdown',
  'ranking',
  'company',
  'building',
  'system',
  'device',
  'device_status',
  'center',
  'device_alarm',
  'group',
] as const;
export type StatisticKind = (typeof statisticKinds)[number];

/**
 * Who may read each statistic: its tab of the statistics page, and for the cards of the home pages `home` too (any
 * one admits). Exporting needs the tab itself.
 */
export const statisticPermissions = {
  alarm_summary: ['statistic-alarm', 'home'],
  alarm_trend: ['statistic-alarm', 'home'],
  alarm_breakdown: ['statistic-alarm'],
  ranking: ['statistic-ranking', 'home'],
  company: ['statistic-company', 'home'],
  building: ['statistic-building'],
  system: ['statistic-system', 'home'],
  device: ['statistic-device', 'home'],
  device_status: ['statistic-device', 'home'],
  center: ['statistic-center', 'home'],
  device_alarm: ['statistic-device'],
  // By district counts units first: the unit statistics' tab.
  group: ['statistic-company'],
} as const satisfies Record<StatisticKind, readonly [string, ...string[]]>;

/** Sheet and file names of the exports. */
export const statisticNames: Record<StatisticKind, { zh: string; en: string }> = {
  alarm_summary: { zh: '告警统计', en: 'Alarm statistics' },
  alarm_trend: { zh: '告警趋势', en: 'Alarm trend' },
  alarm_breakdown: { zh: '告警分类统计', en: 'Alarms by group' },
  ranking: { zh: '单位告警排名', en: 'Unit alarm ranking' },
  company: { zh: '单位统计', en: 'Units' },
  building: { zh: '建筑统计', en: 'Buildings' },
  system: { zh: '消防系统统计', en: 'Fire systems' },
  device: { zh: '设备统计', en: 'Devices' },
  device_status: { zh: '设备状态', en: 'Device status' },
  center: { zh: '增长监控', en: 'Growth' },
  device_alarm: { zh: '设备告警统计', en: 'Device alarms' },
  group: { zh: '区域统计', en: 'Units by district' },
};

/** GET statistic/export/: `statistic` and that statistic's own query. */
export const statisticExportQuerySchema = z.object({ statistic: z.enum(statisticKinds) }).loose();

/** The query schema of each statistic, for its export. */
export const statisticQuerySchemas = {
  alarm_summary: alarmStatQuerySchema,
  alarm_trend: alarmStatQuerySchema,
  alarm_breakdown: alarmBreakdownQuerySchema,
  ranking: rankingQuerySchema,
  company: companyStatQuerySchema,
  building: buildingStatQuerySchema,
  system: systemStatQuerySchema,
  device: deviceStatQuerySchema,
  device_status: deviceStatusQuerySchema,
  center: centerStatQuerySchema,
  device_alarm: deviceAlarmStatQuerySchema,
  group: groupStatQuerySchema,
} satisfies Record<StatisticKind, z.ZodType>;

/** Names of the alarm categories. */
export const statusCategoryLabels: Record<StatusCategory, { zh: string; en: string }> = {
  fire: { zh: '火警', en: 'Fire' },
  fault: { zh: '故障', en: 'Fault' },
  abnormal: { zh: '异常', en: 'Abnormal' },
  operation: { zh: '操作', en: 'Operation' },
  yinhuan: { zh: '隐患', en: 'Hidden danger' },
  video: { zh: '视频', en: 'Video' },
  firecock: { zh: '消火栓', en: 'Hydrant' },
};

/** Names of the unit types (organisations' category, or kind when it has none). */
export const unitTypeLabels: Record<string, { zh: string; en: string }> = {
  key_unit: { zh: '重点单位', en: 'Key unit' },
  small_venue: { zh: '小型场所', en: 'Small-scale venue' },
  family: { zh: '家庭', en: 'Family' },
  micro_station: { zh: '微型消防站', en: 'Micro fire station' },
  control_room: { zh: '消防控制室', en: 'Fire control room' },
  nine_type: { zh: '九小场所', en: 'Nine-type small place' },
  household: { zh: '家庭用户', en: 'Household' },
  cared: { zh: '联网单位', en: 'Networked unit' },
};

/** Names of the device classes. */
export const deviceClassLabels: Record<string, { zh: string; en: string }> = {
  dtu: { zh: '用户信息传输装置', en: 'Transmission device' },
  alonedevice: { zh: '独立式设备', en: 'Independent device' },
  alarmer: { zh: '火灾报警控制器', en: 'Fire alarm controller' },
  video: { zh: '视频设备', en: 'Video device' },
};

/** Names of the device-status card's entries. */
export const deviceStatusLabels: Record<keyof DeviceStatus, { zh: string; en: string }> = {
  total: { zh: '设备总数', en: 'Devices' },
  online: { zh: '在线', en: 'Online' },
  offline: { zh: '离线', en: 'Offline' },
  alarm: { zh: '报警', en: 'In alarm' },
  fault: { zh: '故障', en: 'Fault' },
};

// Today by hour (the monitor screen's trend).

/** GET statistic/alarm/hourly/: today's events (the site's day) per hour and category; one unit of the scope or all. */
export const alarmHourlyQuerySchema = z.object({ company_id: zId.optional(), status_category: category });
export type AlarmHourlyQuery = z.infer<typeof alarmHourlyQuerySchema>;

/** Every hour of the site's today (0–23, oldest first; hours still to come count 0), per category. */
export const alarmHourlySchema = z.object({
  /** The site day counted, "YYYY-MM-DD". */
  date: z.string(),
  total: count,
  hours: z.array(z.object({ hour: count, total: count, counts: categoryCountsSchema })),
});
export type AlarmHourly = z.infer<typeof alarmHourlySchema>;

/** Who may read today's hourly trend: the alarm tab, or the home page's people (the monitor screen). */
export const alarmHourlyPermissions = ['statistic-alarm', 'home'] as const;
