import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const PatrolFrame = lazy(() => import('./components/PatrolFrame'));
export const PlanListPage = lazy(() => import('./pages/PlanListPage'));
export const PlanNewPage = lazy(() => import('./pages/PlanNewPage'));
export const PlanDetailsPage = lazy(() => import('./pages/PlanDetailsPage'));
export const TaskListPage = lazy(() => import('./pages/TaskListPage'));
export const TaskDetailsPage = lazy(() => import('./pages/TaskDetailsPage'));
export const SiteListPage = lazy(() => import('./pages/SiteListPage'));
export const SiteNewPage = lazy(() => import('./pages/SiteNewPage'));
export const SiteDetailPage = lazy(() => import('./pages/SiteDetailPage'));
export const SiteHistoryPage = lazy(() => import('./pages/SiteHistoryPage'));
export const ItemListPage = lazy(() => import('./pages/ItemListPage'));
export const ItemNewPage = lazy(() => import('./pages/ItemNewPage'));
export const ItemDetailPage = lazy(() => import('./pages/ItemDetailPage'));
export const RecordPage = lazy(() => import('./pages/RecordPage'));
export const RecordDetailListPage = lazy(() => import('./pages/RecordDetailListPage'));
export const RecordSiteDetailPage = lazy(() => import('./pages/RecordSiteDetailPage'));
export const RouteDetailsPage = lazy(() => import('./pages/RouteDetailsPage'));
export const DownloadFilePage = lazy(() => import('./pages/DownloadFilePage'));
export const CheckInPage = lazy(() => import('./pages/CheckInPage'));
