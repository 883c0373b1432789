import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const BasicInfoPage = lazy(() => import('./pages/BasicInfoPage'));
export const BasicEditPage = lazy(() => import('./pages/BasicEditPage'));
export const NetworkedUnitsPage = lazy(() => import('./pages/NetworkedUnitsPage'));
export const BelongsPage = lazy(() => import('./pages/BelongsPage'));
