import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const DeviceListPage = lazy(() => import('./pages/DeviceListPage'));
export const DeviceInfoPage = lazy(() => import('./pages/DeviceInfoPage'));
export const DeviceRedirect = lazy(() => import('./pages/DeviceRedirect'));
export const DeviceEditPage = lazy(() => import('./pages/DeviceEditPage'));
