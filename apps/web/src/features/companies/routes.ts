import { lazy } from 'react';

// The route table titles the unit form by its mode.
export { companyEditMode } from './company-edit-mode';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const CompanyListPage = lazy(() => import('./pages/CompanyListPage'));
export const CompanyEditPage = lazy(() => import('./pages/CompanyEditPage'));
export const CompanyImportPage = lazy(() => import('./pages/CompanyImportPage'));
export const CompanyInfoPage = lazy(() => import('./pages/CompanyInfoPage'));
export const ControlRoomListPage = lazy(() => import('./pages/ControlRoomListPage'));
export const ControlRoomEditPage = lazy(() => import('./pages/ControlRoomEditPage'));
