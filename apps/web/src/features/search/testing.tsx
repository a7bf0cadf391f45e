// Test helpers of the search kit and its kinds: a fake API answering by "METHOD path" that records each
// call's body, and a component inside a store (session and shared counters preloaded) and a router.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { fakeFetch, jsonResponse, storeSession, testUser } from '../../../test/fixtures';
import { makeStore } from '../../app/store';
import { initialSharedState, type SharedState } from '../../stores/shared-slice';

type Handler = (body: unknown, request: Request) => Response | Promise<Response>;

export function apiError(statusCode: number, reason: string): Response {
  return jsonResponse(statusCode, { statusCode, errors: [{ reason }] });
}

/** Answers each call with handlers[`${method} ${path}`], else 404; records every call's body. */
export function fakeSearchApi(handlers: Record<string, Handler>) {
  const calls: { key: string; body: unknown; url: string }[] = [];
  fakeFetch(async (request) => {
    const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\//, '')}`;
    const text = await request.clone().text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ key, body, url: request.url });
    const handler = handlers[key];
    return handler ? handler(body, request) : apiError(404, `No fake answer for ${key}`);
  });
  return {
    calls,
    keys: () => calls.map((call) => call.key),
    bodiesOf: (key: string) => calls.filter((call) => call.key === key).map((call) => call.body),
    count: (key: string) => calls.filter((call) => call.key === key).length,
  };
}

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

/**
 * A page at `path` in a memory router (any other address renders "Elsewhere"), for a user holding
 * `permissions`; the router is returned so tests can read the address and go back and forth.
 */
export function renderRoute(
  path: string,
  element: ReactElement,
  options: { entry?: string; permissions: string[]; shared?: Partial<SharedState> },
) {
  storeSession(testUser({ allowedPermissions: options.permissions }));
  const store = makeStore({ shared: { ...initialSharedState, monthlyAvailableCredits: 100, ...options.shared } });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [options.entry ?? path] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...view };
}
