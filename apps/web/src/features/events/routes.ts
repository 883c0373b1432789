import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const EventListPage = lazy(() => import('./pages/EventListPage'));
export const ShieldedListPage = lazy(() => import('./pages/ShieldedListPage'));
export const DeviceViewPage = lazy(() => import('./pages/DeviceViewPage'));
export const UnregisteredPage = lazy(() => import('./pages/UnregisteredPage'));
export const EventDetailPage = lazy(() => import('./pages/EventDetailPage'));
export const EventHistoryPage = lazy(() => import('./pages/EventHistoryPage'));
