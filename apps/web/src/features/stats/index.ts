/** What other features and the shell use of this feature; its pages are in routes.ts (docs/architecture.md). */
export {
  fetchAlarmSummary,
  fetchAlarmTrend,
  fetchCenterStat,
  fetchCompanyStat,
  fetchDeviceStatus,
  fetchRanking,
  getStatistic,
  type StatQuery,
} from './api';
export { useLiveStats, useStat } from './hooks';
export { statKeys } from './keys';
