import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { subscribeToToasts, toastsRaised } from '../lib/toast';
import { createAppRouter } from './router';
import { store } from './store';

const router = createAppRouter();
// Mounted with the first toast, so react-toastify is not part of the first load (lib/toast.ts).
const Toasts = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));

export function App() {
  const showToasts = useSyncExternalStore(subscribeToToasts, toastsRaised);
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
