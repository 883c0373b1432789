import { lazy } from 'react';

/** The pages the route table (app/routes.tsx) mounts, each loaded in a chunk of its own when first shown. */
export const UserListPage = lazy(() => import('./pages/UserListPage'));
export const UserFormPage = lazy(() => import('./pages/UserFormPage'));
export const UserInfoPage = lazy(() => import('./pages/UserInfoPage'));
export const AlarmRulesPage = lazy(() => import('./pages/AlarmRulesPage'));
export const AlarmSetupPage = lazy(() => import('./pages/AlarmSetupPage'));
export const AlarmInfoPage = lazy(() => import('./pages/AlarmInfoPage'));
export const MyHomePage = lazy(() => import('./pages/MyHomePage'));
