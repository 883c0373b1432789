import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const EventForwardListPage = lazy(() => import('./pages/EventForwardListPage'));
export const EventForwardInfoPage = lazy(() => import('./pages/EventForwardInfoPage'));
export const EventForwardEditPage = lazy(() => import('./pages/EventForwardEditPage'));
