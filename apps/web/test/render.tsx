// A page or component as the app renders it: inside a fresh store and a router. `renderRoute` signs a user in
// (holding `permissions`) with credits to spend; `renderPage` renders a public page for nobody signed in. Any
// address but the page's renders "Elsewhere", so a spec can follow navigation; the router is returned to read
// the address and go back and forth.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { makeStore } from '../src/app/store';
import { initialSharedState, type SharedState } from '../src/stores/shared-slice';
import { storeSession, testUser } from './fixtures';

type Store = ReturnType<typeof makeStore>;

function renderAt(path: string, element: ReactElement, entry: InitialEntry, store: Store) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [entry] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...view };
}

/** A public page at `path` (opened at `entry`), nobody signed in. */
export function renderPage(path: string, element: ReactElement, entry: InitialEntry = path) {
  return renderAt(path, element, entry, makeStore());
}

/** A signed-in page at `path` for a user holding `permissions`; 100 credits unless `shared` says otherwise. */
export function renderRoute(
  path: string,
  element: ReactElement,
  options: { entry?: string; permissions: string[]; shared?: Partial<SharedState> },
) {
  storeSession(testUser({ allowedPermissions: options.permissions }));
  const store = makeStore({ shared: { ...initialSharedState, monthlyAvailableCredits: 100, ...options.shared } });
  return renderAt(path, element, options.entry ?? path, store);
}

/** A component inside a store (the default test user signed in, `shared` preloaded) and a router. */
export function renderWithStore(element: ReactElement, shared: Partial<SharedState> = {}) {
  storeSession();
  const store = makeStore({ shared: { ...initialSharedState, ...shared } });
  const view = render(
    <Provider store={store}>
      <MemoryRouter>{element}</MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
