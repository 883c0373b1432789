import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const RepairEditPage = lazy(() => import('./pages/RepairEditPage'));
export const RepairListPage = lazy(() => import('./pages/RepairListPage'));
export const RepairDetailPage = lazy(() => import('./pages/RepairDetailPage'));
export const RepairReportDetailPage = lazy(() => import('./pages/RepairReportDetailPage'));
