import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const EquipmentListPage = lazy(() => import('./pages/EquipmentListPage'));
export const EquipmentEditPage = lazy(() => import('./pages/EquipmentEditPage'));
export const EquipmentInfoPage = lazy(() => import('./pages/EquipmentInfoPage'));
export const EquipmentDevicePage = lazy(() => import('./pages/EquipmentDevicePage'));
