import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const FireSystemPage = lazy(() => import('./pages/FireSystemPage'));
export const SystemEditPage = lazy(() => import('./pages/SystemEditPage'));
