import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const StatisticReportPage = lazy(() => import('./pages/StatisticReportPage'));
export const StatisticIndexPage = lazy(() => import('./pages/StatisticIndexPage'));
export const ArchiveStatPage = lazy(() => import('./pages/ArchiveStatPage'));
export const AlarmStatPage = lazy(() => import('./pages/AlarmStatPage'));
export const DeviceStatPage = lazy(() => import('./pages/DeviceStatPage'));
export const GroupStatPage = lazy(() => import('./pages/GroupStatPage'));
export const RankingStatPage = lazy(() => import('./pages/RankingStatPage'));
export const CenterStatPage = lazy(() => import('./pages/CenterStatPage'));
export const StatisticExportPage = lazy(() => import('./pages/StatisticExportPage'));
