import type { StatisticKind } from '@fireline/shared';
import { api, formValues, type GetNamesUnder } from '../../lib/api';
import { currentLang } from '../../lib/i18n';

/** A statistic's query: window or start/end, company_id, and its own fields (docs/statistics.md). */
export type StatQuery = Record<string, string | number | undefined>;

/** GET statistic/{name}: every statistic call sends the screen's language. */
export const getStatistic = <N extends GetNamesUnder<'/api_proxy/statistic/'>>(
  name: N,
  query: StatQuery,
  options: { silent?: boolean } = {},
) =>
  api.get(
    `/api_proxy/statistic/${name}/`,
    formValues({ ...query, lang: currentLang() === 'en' ? 'eng' : 'zh' }),
    options,
  );

/** The statistics calls (docs/statistics.md "Calls"); every one counts the caller's units only. */
export const fetchAlarmSummary = (query: StatQuery) => getStatistic('alarm/summary', query);
export const fetchAlarmTrend = (query: StatQuery) => getStatistic('alarm/trend', query);
export const fetchAlarmBreakdown = (query: StatQuery) => getStatistic('alarm/breakdown', query);
export const fetchRanking = (query: StatQuery) => getStatistic('ranking', query);
export const fetchCenterStat = (query: StatQuery) => getStatistic('center', query);
export const fetchCompanyStat = (query: StatQuery) => getStatistic('company', query);
export const fetchBuildingStat = (query: StatQuery) => getStatistic('building', query);
export const fetchSystemStat = (query: StatQuery) => getStatistic('system', query);
export const fetchDeviceStat = (query: StatQuery) => getStatistic('device', query);
export const fetchDeviceStatus = (query: StatQuery) => getStatistic('device/status', query);
export const fetchDeviceAlarmStat = (query: StatQuery) => getStatistic('device/alarm', query);
export const fetchGroupStat = (query: StatQuery) => getStatistic('group', query);

/**
 * The one-time link of a statistic's xlsx (answers 9995 "no data available for export" when it counts nothing).
 * `silent`: the caller says what went wrong itself.
 */
export const fetchStatisticExport = (statistic: StatisticKind, query: StatQuery, options: { silent?: boolean } = {}) =>
  getStatistic('export', { ...query, statistic }, options);
