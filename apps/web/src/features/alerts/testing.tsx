// Test helpers of the alerts screen: alert rows, a fake API answering by "METHOD path" that records
// what each call sent, and the page inside a store (with the shared counters) and a router.
import { PERMISSIONS, type TriggerEvent } from '@leadsignal/contracts';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { fakeFetch, jsonResponse, storeSession, testUser } from '../../../test/fixtures';
import { makeStore } from '../../app/store';
import { initialSharedState, type SharedState } from '../../stores/shared-slice';
import { AlertsPage } from './AlertsPage';

type Handler = (body: Record<string, unknown>, request: Request) => Response | Promise<Response>;

export function alertRow(n: number, overrides: Partial<TriggerEvent> = {}): TriggerEvent {
  return {
    id: `0190a6c2-0000-7000-8000-${String(n).padStart(12, '0')}`,
    title: `Acme ${n} hires a new VP of Sales`,
    url: `https://news.example.com/acme-${n}`,
    type: 'personnel',
    datePublished: '2025-03-04T10:00:00.000Z',
    summary: `Summary ${n}`,
    quote: `Quote ${n}`,
    personQuotedName: `Quoted Person ${n}`,
    contactFirstName: 'Pat',
    contactLastName: `Lee${n}`,
    contactNameSourceDefault: null,
    isHasContactEmail: true,
    articleContact: null,
    articleJobTitle: 'VP of Sales',
    companyName: `Acme ${n}`,
    companyUrl: null,
    companyWebsite: `acme${n}.com`,
    companyLogo: null,
    companyLogoFromS3: null,
    domain: `acme${n}.com`,
    isViewed: false,
    ...overrides,
  };
}

export function apiError(statusCode: number, reason: string): Response {
  return jsonResponse(statusCode, { statusCode, errors: [{ reason }] });
}

/** Answers each call with handlers[`${method} ${path}`], else 404; records every call's body. */
export function fakeAlertsApi(handlers: Record<string, Handler>) {
  const calls: { key: string; body: Record<string, unknown> }[] = [];
  fakeFetch(async (request) => {
    const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api\//, '')}`;
    const text = await request.clone().text();
    const body = text ? JSON.parse(text) : {};
    calls.push({ key, body });
    const handler = handlers[key];
    return handler ? handler(body, request) : apiError(404, `No fake answer for ${key}`);
  });
  return {
    calls,
    bodiesOf: (key: string) => calls.filter((call) => call.key === key).map((call) => call.body),
  };
}

/** A search answer of `total` rows served `pageSize` at a time, as the server pages them. */
export function pagedSearch(total: number, overrides: (n: number) => Partial<TriggerEvent> = () => ({})): Handler {
  return (body) => {
    const page = Number(body.page ?? 1);
    const pageSize = Number(body.pageSize ?? 20);
    const first = (page - 1) * pageSize + 1;
    const count = Math.max(0, Math.min(pageSize, total - first + 1));
    const triggerEvents = Array.from({ length: count }, (_, i) => alertRow(first + i, overrides(first + i)));
    return jsonResponse(200, { triggerEvents, totalCount: total });
  };
}

/** Every alert permission: search, reveal, export and save. */
export const ALERT_PERMISSIONS = [
  PERMISSIONS.alertsSearch,
  PERMISSIONS.alertsReveal,
  PERMISSIONS.alertsExport,
  PERMISSIONS.alertsSave,
];

export function renderAlertsPage(shared: Partial<SharedState> = {}, options: { permissions?: string[] } = {}) {
  storeSession(testUser({ allowedPermissions: options.permissions ?? ALERT_PERMISSIONS }));
  const store = makeStore({ shared: { ...initialSharedState, monthlyAvailableCredits: 5, ...shared } });
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/alerts']}>
        <AlertsPage />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
