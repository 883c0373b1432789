import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const ThirdSystemListPage = lazy(() => import('./pages/ThirdSystemListPage'));
export const ThirdSystemEditPage = lazy(() => import('./pages/ThirdSystemEditPage'));
export const ThirdSystemDetailPage = lazy(() => import('./pages/ThirdSystemDetailPage'));
export const ThirdSystemUnitsPage = lazy(() => import('./pages/ThirdSystemUnitsPage'));
export const ThirdSystemImportPage = lazy(() => import('./pages/ThirdSystemImportPage'));
export const ThirdEnterPage = lazy(() => import('./pages/ThirdEnterPage'));
