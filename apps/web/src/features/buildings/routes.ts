import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const BuildingListPage = lazy(() => import('./pages/BuildingListPage'));
export const BuildingEditPage = lazy(() => import('./pages/BuildingEditPage'));
export const BuildingInfoPage = lazy(() => import('./pages/BuildingInfoPage'));
export const BuildingFloorPage = lazy(() => import('./pages/BuildingFloorPage'));
