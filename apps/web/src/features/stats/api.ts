import type {
  AlarmBreakdownAnswer,
  AlarmSummary,
  AlarmTrend,
  Breakdown,
  CenterStat,
  DeviceAlarmStat,
  DeviceStatus,
  DownloadTicketAnswer,
  GroupStat,
  Ranking,
  StatisticKind,
} from '@fireline/shared';
import { api } from '../../lib/api';
import { currentLang } from '../../lib/i18n';

/** A statistic's query: window or start/end, company_id, and its own fields (docs/statistics.md). */
export type StatQuery = Record<string, string | number | undefined>;

const get = <T>(path: string, query: StatQuery, options: { silent?: boolean } = {}) =>
  api.get<T>(`/api_proxy/statistic/${path}/`, { ...query, lang: currentLang() === 'en' ? 'eng' : 'zh' }, options);

/** The statistics calls (docs/statistics.md "Calls"); every one counts the caller's units only. */
export const fetchAlarmSummary = (query: StatQuery) => get<AlarmSummary>('alarm/summary', query);
export const fetchAlarmTrend = (query: StatQuery) => get<AlarmTrend>('alarm/trend', query);
export const fetchAlarmBreakdown = (query: StatQuery) => get<AlarmBreakdownAnswer>('alarm/breakdown', query);
export const fetchRanking = (query: StatQuery) => get<Ranking>('ranking', query);
export const fetchCenterStat = (query: StatQuery) => get<CenterStat>('center', query);
export const fetchCompanyStat = (query: StatQuery) => get<Breakdown>('company', query);
export const fetchBuildingStat = (query: StatQuery) => get<Breakdown>('building', query);
export const fetchSystemStat = (query: StatQuery) => get<Breakdown>('system', query);
export const fetchDeviceStat = (query: StatQuery) => get<Breakdown>('device', query);
export const fetchDeviceStatus = (query: StatQuery) => get<DeviceStatus>('device/status', query);
export const fetchDeviceAlarmStat = (query: StatQuery) => get<DeviceAlarmStat>('device/alarm', query);
export const fetchGroupStat = (query: StatQuery) => get<GroupStat>('group', query);

/**
 * The one-time link of a statistic's xlsx (answers 9995 "no data available for export" when it counts nothing).
 * `silent`: the caller says what went wrong itself.
 */
export const fetchStatisticExport = (statistic: StatisticKind, query: StatQuery, options: { silent?: boolean } = {}) =>
  get<DownloadTicketAnswer>('export', { ...query, statistic }, options);
