import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const DepartmentPage = lazy(() => import('./pages/DepartmentPage'));
export const PostListPage = lazy(() => import('./pages/PostListPage'));
