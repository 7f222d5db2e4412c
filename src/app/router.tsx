import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import { plannedRoutes } from './routeTable';
import { RequireAccess } from './RequireAccess';
import { HomeRedirect } from './HomeRedirect';
import { RouteErrorPage } from '../features/system/pages/RouteErrorPage';
import { PageLoading } from './PageLoading';

type PageModule = { default: ComponentType };
const page = (load: () => Promise<PageModule>) => async () => ({
  Component: (await load()).default,
});

const notBuilt = page(() => import('../features/system/pages/NotBuiltPage'));
const issueOf = (path: string) => plannedRoutes.find((route) => route.path === path)?.issue ?? null;

/** A child route whose feature is not built yet renders the honest placeholder. */
function planned(path: string, childPath: string): RouteObject {
  return { path: childPath, lazy: notBuilt, handle: { issue: issueOf(path) } };
}

const relative = (path: string, base: string) => path.slice(base.length + 1);

const appChildren: RouteObject[] = [
  // The guard turns exactly /app into the role's landing page before this renders.
  { index: true, element: null },
  ...Object.values(paths.app)
    .filter((path) => path !== paths.app.root)
    .map((path) => planned(path, relative(path, paths.app.root))),
  ...Object.values(paths.pages)
    .filter((path) => path !== paths.pages.root)
    .map((path) => planned(path, relative(path, paths.app.root))),
];

const handledUserPaths: string[] = [paths.user.root, paths.user.login, paths.user.addNewInfluencer];
const userChildren: RouteObject[] = [
  { index: true, element: <Navigate to={paths.user.login} replace /> },
  { path: 'login', lazy: page(() => import('../features/auth/pages/LoginPage')) },
  { path: 'addNewInfluencer', element: <Navigate to={paths.user.createUserDetail} replace /> },
  ...Object.values(paths.user)
    .filter((path) => !handledUserPaths.includes(path))
    .map((path) => planned(path, relative(path, paths.user.root))),
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: paths.home, element: <HomeRedirect /> },
      planned(paths.policies, paths.policies),
      { path: paths.error, lazy: page(() => import('../features/system/pages/ErrorPage')) },
      {
        path: paths.unauthorized,
        lazy: page(() => import('../features/system/pages/UnauthorizedPage')),
      },
      planned('/u/:userId', '/u/:userId'),
      {
        path: paths.user.root,
        lazy: page(() => import('../features/auth/pages/UserAreaLayout')),
        children: userChildren,
      },
      { path: paths.auth.root, children: [planned(paths.auth.action, 'action')] },
      {
        path: paths.app.root,
        element: <RequireAccess />,
        children: [
          {
            lazy: page(() => import('../layout/AppLayout')),
            children: appChildren,
          },
        ],
      },
      { path: '*', lazy: page(() => import('../features/system/pages/ErrorPage')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
