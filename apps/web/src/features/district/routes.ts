import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const DistrictListPage = lazy(() => import('./pages/DistrictListPage'));
export const DistrictAddPage = lazy(() => import('./pages/DistrictAddPage'));
export const DistrictDetailsPage = lazy(() => import('./pages/DistrictDetailsPage'));
export const BindingUnitPage = lazy(() => import('./pages/BindingUnitPage'));
export const DistrictImportPage = lazy(() => import('./pages/DistrictImportPage'));
export const DistrictMoreAddPage = lazy(() => import('./pages/DistrictMoreAddPage'));
