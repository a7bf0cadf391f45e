import { Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { registerNavigator } from '../lib/navigation';
import { PublicLayout } from './layouts/PublicLayout';
import { RequireAuth } from './layouts/RequireAuth';
import { RequirePermission } from './layouts/RequirePermission';
import { SignedInShell } from './layouts/SignedInShell';
import { notFoundRoute, publicRoutes, signedInRoutes, type AppRoute } from './routes';

const toRouteObject = ({ path, element, permission }: AppRoute): RouteObject => ({
  path,
  element: permission ? <RequirePermission permission={permission}>{element}</RequirePermission> : element,
});

export const appRouteObjects: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { element: <PublicLayout />, children: publicRoutes.map(toRouteObject) },
      {
        element: (
          <RequireAuth>
            <SignedInShell />
          </RequireAuth>
        ),
        children: signedInRoutes.map(toRouteObject),
      },
      {
        path: notFoundRoute.path,
        element: <Suspense fallback={<PageLoader />}>{notFoundRoute.element}</Suspense>,
      },
    ],
  },
];

/** The browser router (plain paths, no hash); also lets code outside React navigate through it. */
export function createAppRouter() {
  const router = createBrowserRouter(appRouteObjects);
  registerNavigator((path) => void router.navigate(path));
  return router;
}
