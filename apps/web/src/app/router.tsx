import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { registerNavigator } from '../lib/navigation';
import { PublicLayout } from './layouts/PublicLayout';
import { RequireAuth } from './layouts/RequireAuth';
import { RequirePermission } from './layouts/RequirePermission';
import { notFoundRoute, publicRoutes, signedInRoutes, type AppRoute } from './routes';

// Only signed-in visitors need the shell (sidebar, top bar, notifications, badges): its own chunk keeps it out of
// the sign-in page's first load (docs/performance.md).
const SignedInShell = lazy(() => import('./layouts/SignedInShell').then((m) => ({ default: m.SignedInShell })));

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
            <Suspense fallback={<PageLoader />}>
              <SignedInShell />
            </Suspense>
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
