import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const SceneListPage = lazy(() => import('./pages/SceneListPage'));
export const SceneEditPage = lazy(() => import('./pages/SceneEditPage'));
export const SceneInfoPage = lazy(() => import('./pages/SceneInfoPage'));
export const SceneBindDevicePage = lazy(() => import('./pages/SceneBindDevicePage'));
export const SceneBindEquipmentPage = lazy(() => import('./pages/SceneBindEquipmentPage'));
