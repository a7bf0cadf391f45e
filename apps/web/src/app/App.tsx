import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { subscribeToToasts, toastsRaised, wantToasts } from '../lib/toast';
import { createAppRouter } from './router';
import { preloadSignInPage } from './routes';
import { store } from './store';

const router = createAppRouter();

/**
 * What the first render waits for. On / and /login (a first visit): the sign-in page's code (the HTML already
 * preloads it) and its wording and settings (inside the HTML, or asked for now), so React's first paint is the
 * page itself and replaces the HTML's static first paint without a "Loading..." in between (docs/performance.md).
 */
export function prepareFirstPage(): Promise<unknown> {
  if (window.location.pathname !== '/' && window.location.pathname !== '/login') return Promise.resolve();
  return Promise.all([
    preloadSignInPage(),
    import('../features/auth/api').then(({ prefetchSignIn }) => prefetchSignIn(store.dispatch)),
  ]);
}
// Mounted once the page is idle or at the first toast, so react-toastify is not part of the first load
// (lib/toast.ts).
const Toasts = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));

export function App() {
  const showToasts = useSyncExternalStore(subscribeToToasts, toastsRaised);
  useEffect(() => {
    // Pages that call react-toastify themselves need the container too: it comes once the first render is done.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(wantToasts, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(wantToasts, 1000);
    return () => window.clearTimeout(id);
  }, []);
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      {showToasts && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </Provider>
  );
}
