import { lazy } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { RequireSession } from './RequireSession';

const LoginPage = lazy(() => import('../features/auth/pages/LoginPage'));
const Layout = lazy(() => import('./Layout'));
const NotFoundPage = lazy(() => import('../features/errors/NotFoundPage'));
const SetupPage = lazy(() => import('../features/settings/pages/SetupPage'));

/**
 * The route table. Feature pages join `consoleRoutes` as their issues land; a path no feature serves yet shows
 * the not-found page inside the console rather than anything pretending to work.
 */
export const consoleRoutes: { path: string; element: React.ReactNode }[] = [{ path: '/systemmanage/setup', element: <SetupPage /> }];

export const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '/login.html', element: <Navigate to="/login" replace /> },
  {
    element: (
      <RequireSession>
        <Layout />
      </RequireSession>
    ),
    children: [{ index: true, element: <Navigate to="/new_company_list" replace /> }, ...consoleRoutes, { path: '*', element: <NotFoundPage /> }],
  },
]);
