// Test helpers of the downloads feature: a fake API answering by "METHOD path" that records each call's
// body, and a component inside a store (session and shared counters preloaded) and a router.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { fakeFetch, jsonResponse, storeSession } from '../../../test/fixtures';
import { makeStore } from '../../app/store';
import { initialSharedState, type SharedState } from '../../stores/shared-slice';

type Handler = (body: unknown) => Response | Promise<Response>;

export function apiError(statusCode: number, reason: string): Response {
  return jsonResponse(statusCode, { statusCode, errors: [{ reason }] });
}

export function fakeDownloadsApi(handlers: Record<string, Handler>) {
  const calls: { key: string; body: unknown }[] = [];
  fakeFetch(async (request) => {
    const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\//, '')}`;
    const text = await request.clone().text();
    const body = text ? JSON.parse(text) : undefined;
    calls.push({ key, body });
    const handler = handlers[key];
    return handler ? handler(body) : apiError(404, `No fake answer for ${key}`);
  });
  return {
    calls,
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
