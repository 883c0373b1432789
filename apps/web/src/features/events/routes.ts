import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const AlarmListPage = lazy(() => import('./pages/AlarmListPage'));
export const ShieldedListPage = lazy(() => import('./pages/ShieldedListPage'));
export const DeviceViewPage = lazy(() => import('./pages/DeviceViewPage'));
export const UnregisteredPage = lazy(() => import('./pages/UnregisteredPage'));
export const AlarmDetailPage = lazy(() => import('./pages/AlarmDetailPage'));
export const HistoryAlarmPage = lazy(() => import('./pages/HistoryAlarmPage'));
