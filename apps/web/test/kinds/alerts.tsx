// Test helpers of the alerts screen: alert rows, a search answered page by page, and the page inside a store
// (with the shared counters) and a router.
import { PERMISSIONS, type TriggerEvent } from '@leadsignal/contracts';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { AlertsPage } from '../../src/features/alerts/AlertsPage';
import { makeStore } from '../../src/app/store';
import { initialSharedState, type SharedState } from '../../src/stores/shared-slice';
import { jsonResponse, type Handler } from '../api';
import { storeSession, testUser } from '../fixtures';

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
  PERMISSIONS.reportData,
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
