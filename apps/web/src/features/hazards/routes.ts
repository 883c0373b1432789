import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const HazardListPage = lazy(() => import('./pages/HazardListPage'));
export const HazardExaminePage = lazy(() => import('./pages/HazardExaminePage'));
export const HazardDetailPage = lazy(() => import('./pages/HazardDetailPage'));
export const HazardEditPage = lazy(() => import('./pages/HazardEditPage'));
