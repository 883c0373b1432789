import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const CenterHomePage = lazy(() => import('./pages/CenterHomePage'));
export const CenterWallPage = lazy(() => import('./pages/CenterWallPage'));
export const AuthorityHomePage = lazy(() => import('./pages/AuthorityHomePage'));
export const EngineerHomePage = lazy(() => import('./pages/EngineerHomePage'));
export const UnitHomePage = lazy(() => import('./pages/UnitHomePage'));
export const CompanyHomeTabPage = lazy(() =>
  import('./pages/UnitHomePage').then((module) => ({ default: module.CompanyHomeTabPage })),
);
