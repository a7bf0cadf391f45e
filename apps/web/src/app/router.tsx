import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { registerNavigator } from '../lib/navigation';
import { useAppSelector } from '../stores/hooks';
import { selectIsSignedIn } from '../stores/session-slice';
import { PublicLayout } from './layouts/PublicLayout';
import { RequireAuth } from './layouts/RequireAuth';
import { RequirePermission } from './layouts/RequirePermission';
import { notFoundRoute, publicRoutes, signedInRoutes, type AppRoute } from './routes';

// Only signed-in visitors need the shell (sidebar, top bar, notifications, badges): its own chunk keeps it out of
// the sign-in page's first load (docs/performance.md).
const SignedInShell = lazy(() => import('./layouts/SignedInShell').then((m) => ({ default: m.SignedInShell })));

/** The not-found page inside the layout the visitor is in: the signed-in shell, or the public top bar. */
function VisitorLayout() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? (
    <Suspense fallback={<PageLoader />}>
      <SignedInShell />
    </Suspense>
  ) : (
    <PublicLayout />
  );
}

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
      { element: <VisitorLayout />, children: [toRouteObject(notFoundRoute)] },
    ],
  },
];

/** The browser router (plain paths, no hash); also lets code outside React navigate through it. */
export function createAppRouter() {
  const router = createBrowserRouter(appRouteObjects);
  registerNavigator((path) => void router.navigate(path));
  return router;
}
