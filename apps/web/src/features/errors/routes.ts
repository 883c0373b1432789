import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const NotFoundPage = lazy(() => import('./NotFoundPage'));
// Lazy: antd's Result is not needed by the login page, which shares the entry chunk with the session guard.
export const NoPermissionPage = lazy(() =>
  import('./NotFoundPage').then((module) => ({ default: module.NoPermissionPage })),
);
