import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const MapDistributionCard = lazy(() => import('./components/MapCards'));
export const UnitLocationCard = lazy(() =>
  import('./components/MapCards').then((module) => ({ default: module.UnitLocationCard })),
);
export const GisPage = lazy(() => import('./pages/GisPage'));
export const CompanyMapPage = lazy(() => import('./pages/CompanyMapPage'));
export const MonitorScreenPage = lazy(() => import('./pages/MonitorScreenPage'));
