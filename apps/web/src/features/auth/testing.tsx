// Test helpers of the auth and profile pages: a page inside a memory router and store, and a fake API
// that answers by "METHOD path" and records what each call sent.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { fakeFetch, jsonResponse } from '../../../test/fixtures';
import { makeStore } from '../../app/store';

type Handler = (request: Request) => Response | Promise<Response>;

export const LOGIN_WORDING = 'Welcome back. Fresh trigger events are waiting.';
export const SIGNUP_WORDING = 'Create an account to search trigger events.';

const DEFAULT_HANDLERS: Record<string, Handler> = {
  'GET settings/loginVerbiage': () => jsonResponse(200, { content: LOGIN_WORDING }),
  'GET settings/signupVerbiage': () => jsonResponse(200, { content: SIGNUP_WORDING }),
  'GET settings/public': () => jsonResponse(200, { googleClientId: null }),
};

export function apiError(statusCode: number, reason: string, field?: string): Response {
  return jsonResponse(statusCode, { statusCode, errors: [field ? { reason, field } : { reason }] });
}

/** Answers each call with handlers[`${method} ${path}`] (or a default for the public settings), else 404. */
export function fakeApi(handlers: Record<string, Handler> = {}) {
  const calls: { key: string; body: unknown; authorization: string | null }[] = [];
  fakeFetch(async (request) => {
    const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\//, '')}`;
    const text = await request.clone().text();
    calls.push({ key, body: text ? JSON.parse(text) : undefined, authorization: request.headers.get('Authorization') });
    const handler = handlers[key] ?? DEFAULT_HANDLERS[key];
    return handler ? handler(request) : apiError(404, `No fake answer for ${key}`);
  });
  return {
    calls,
    /** The bodies sent with one call, oldest first. */
    bodiesOf: (key: string) => calls.filter((call) => call.key === key).map((call) => call.body),
  };
}

/** Renders `element` at `path`; any other address renders "Elsewhere" so tests can follow navigation. */
export function renderPage(path: string, element: ReactElement, entry: InitialEntry = path) {
  const store = makeStore();
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
