import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const HydrantOverviewPage = lazy(() => import('./pages/HydrantOverviewPage'));
export const HydrantListPage = lazy(() => import('./pages/HydrantListPage'));
export const HydrantEditPage = lazy(() => import('./pages/HydrantEditPage'));
export const HydrantDetailsRoute = lazy(() => import('./pages/HydrantDetailsRoute'));
export const HydrantEventListPage = lazy(() => import('./pages/HydrantEventListPage'));
export const HydrantAddressPage = lazy(() => import('./pages/HydrantAddressPage'));
export const HydrantImportPage = lazy(() => import('./pages/HydrantImportPage'));
export const HydrantMapPage = lazy(() => import('./pages/HydrantMapPage'));
