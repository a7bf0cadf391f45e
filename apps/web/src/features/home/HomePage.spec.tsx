import { CsvDownloadStatus, PERMISSIONS, type CsvDownload, type LedgerEntry } from '@leadsignal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { meApi } from '../../lib/me-api';
import { HomePage } from './HomePage';
import { jsonResponse, mockApi } from '../../../test/api';
import { storeSession, testMe, testUser } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';

const ALL = [
  PERMISSIONS.alertsSearch,
  PERMISSIONS.alertsSave,
  PERMISSIONS.alertsExport,
  PERMISSIONS.companiesSearch,
  PERMISSIONS.companiesExport,
  PERMISSIONS.billing,
];

function usage(spent: Record<number, { reveal?: number; download?: number }> = {}) {
  return Array.from({ length: 30 }, (_, i) => ({
    day: new Date(Date.UTC(2026, 9, 26 + i)).toISOString().slice(0, 10),
    reveal: spent[i]?.reveal ?? 0,
    download: spent[i]?.download ?? 0,
  }));
}

function ledgerRow(overrides: Partial<LedgerEntry> = {}): LedgerEntry {
  return {
    id: 'l1',
    createdOn: new Date().toISOString(),
    kind: 'reveal',
    reason: 'alert e-mail reveal',
    subject: 'Acme hires a CFO',
    reference: null,
    delta: -1,
    allowanceDelta: -1,
    topUpDelta: 0,
    balanceAfter: 41,
    actorName: null,
    ...overrides,
  };
}

function download(overrides: Partial<CsvDownload>): CsvDownload {
  return {
    id: 'd',
    name: 'Download',
    kind: 'alerts',
    status: CsvDownloadStatus.Ready,
    totalRows: 10,
    createdOn: '2026-11-20T10:00:00.000Z',
    completedOn: null,
    error: null,
    downloadUrl: null,
    ...overrides,
  } as CsvDownload;
}

const weeks = (counts: Record<number, Record<string, number>> = {}) =>
  Array.from({ length: 12 }, (_, i) => {
    const c = counts[i] ?? {};
    return {
      weekStart: new Date(Date.UTC(2026, 8, 7 + i * 7)).toISOString().slice(0, 10),
      counts: c,
      total: Object.values(c).reduce((a, b) => a + b, 0),
    };
  });

function handlers(permissions: string[], overrides: Record<string, () => Response> = {}) {
  return {
    'GET users/me': () => jsonResponse(200, testMe({ allowedPermissions: permissions })),
    'GET credits/usage': () => jsonResponse(200, usage({ 27: { reveal: 2 }, 29: { reveal: 1, download: 4 } })),
    'GET credits/ledger': () =>
      jsonResponse(200, {
        items: [ledgerRow(), ledgerRow({ id: 'l2', kind: 'admin-grant', delta: 50, subject: null })],
        totalCount: 2,
      }),
    'POST home/visit': () => jsonResponse(200, { since: '2026-11-20T08:00:00.000Z', hasPreviousVisit: true }),
    'GET home/monitored-searches': () =>
      jsonResponse(200, {
        since: '2026-11-20T08:00:00.000Z',
        hasPreviousVisit: true,
        searches: [
          { id: 's1', kind: 'alerts', name: 'Funding in Texas', newMatches: 12, link: '/alerts?ssid=s1' },
          { id: 's2', kind: 'companies', name: 'SaaS in Ohio', newMatches: 0, link: '/registries?ssid=s2' },
        ],
      }),
    'GET notifications': () =>
      jsonResponse(200, {
        items: [
          {
            id: 'n1',
            kind: 'saved-search-matches',
            title: "12 new alerts for 'Funding in Texas'",
            itemCount: 12,
            link: '/alerts?ssid=s1',
            savedSearchId: 's1',
            isRead: false,
            createdOn: new Date().toISOString(),
          },
          {
            id: 'n2',
            kind: 'saved-search-matches',
            title: "3 new prospects for 'CFOs'",
            itemCount: 3,
            link: '/prospects?ssid=s3',
            savedSearchId: 's3',
            isRead: true,
            createdOn: new Date().toISOString(),
          },
        ],
        totalCount: 2,
        unreadCount: 1,
      }),
    'GET event/getAllEventsCsvDownloads': () =>
      jsonResponse(200, [
        download({ id: 'a1', name: 'Texas funding', createdOn: '2026-11-21T10:00:00.000Z' }),
        download({ id: 'a2', name: 'Older alerts', createdOn: '2026-11-01T10:00:00.000Z' }),
      ]),
    'GET company/getAllRegisteredCompanyCsvDownloads': () =>
      jsonResponse(200, [
        download({
          id: 'c1',
          kind: 'companies',
          name: 'Ohio SaaS',
          status: CsvDownloadStatus.Failed,
          createdOn: '2026-11-22T10:00:00.000Z',
        }),
      ]),
    'GET home/trigger-event-trend': () =>
      jsonResponse(200, {
        savedSearch: { id: 's1', name: 'Funding in Texas', link: '/alerts?ssid=s1' },
        criteriaError: null,
        weeks: weeks({ 3: { funding: 2 }, 11: { funding: 5, personnel: 1 } }),
      }),
    ...overrides,
  };
}

function renderHome(permissions: string[] = ALL, overrides: Record<string, () => Response> = {}) {
  storeSession(testUser({ allowedPermissions: permissions }));
  const api = mockApi(handlers(permissions, overrides));
  const view = renderPage('/home', <HomePage />);
  // The shell keeps users/me subscribed; stand in for it.
  view.store.dispatch(meApi.endpoints.getMe.initiate());
  return { api, ...view };
}

beforeEach(() => localStorage.clear());

describe('home dashboard', () => {
  it('shows credits left with the renewal date, the latest ledger rows and the 30-day usage with its table', async () => {
    renderHome();
    const credits = await screen.findByTestId('home-credits');
    expect((await within(credits).findByTestId('home-credits-left')).textContent).toBe('42');
    expect(within(credits).getByTestId('home-credits-renewal').textContent).toContain(
      'renews to 100 credits on Dec 15, 2026',
    );
    expect(within(credits).getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe('/pricing');
    const rows = await within(credits).findAllByTestId('home-ledger-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('E-mail reveal — Acme hires a CFO'),
      expect.stringContaining('+50'),
    ]);
    expect((await within(credits).findByTestId('home-usage-summary')).textContent).toBe(
      '7 credits used in the last 30 days: 3 on e-mail reveals and 4 on CSV downloads.',
    );
    // The chart (a lazily loaded chunk) is one named image; its numbers are in a table.
    expect(
      await within(credits).findByRole('img', { name: /Credits used per day over the last 30 days/ }),
    ).toBeTruthy();
    const table = within(credits).getByRole('table', { name: 'Credits used per day over the last 30 days, by kind' });
    const lastDay = within(table).getByRole('row', { name: /Tuesday, November 24, 2026/ });
    expect(
      within(lastDay)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '4', '5']);
  });

  it('shows the table of a chart on demand', async () => {
    renderHome();
    const credits = await screen.findByTestId('home-credits');
    const toggle = await within(credits).findByRole('button', { name: 'Show table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(region?.className).toBe('visually-hidden');
    fireEvent.click(toggle);
    expect(within(credits).getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true');
    expect(region?.className).not.toContain('visually-hidden');
  });

  it('records the visit before reading the new matches of the monitored searches', async () => {
    const { api } = renderHome();
    const card = await screen.findByTestId('home-monitored-searches');
    const items = await within(card).findAllByTestId('home-monitored');
    expect(items.map((item) => item.textContent)).toEqual([
      'Funding in TexasAlerts12 new',
      'SaaS in OhioCompaniesnothing new',
    ]);
    expect(within(card).getByRole('link', { name: 'Funding in Texas' }).getAttribute('href')).toBe('/alerts?ssid=s1');
    expect(within(card).getByTestId('home-visit-since').textContent).toMatch(/^New since your last visit \(Nov 20, /);
    const keys = api.calls.map((call) => call.key);
    expect(keys.indexOf('POST home/visit')).toBeLessThan(keys.indexOf('GET home/monitored-searches'));
  });

  it('lists the latest notifications, linking only pages the user may open', async () => {
    renderHome();
    const card = await screen.findByTestId('home-notifications');
    await within(card).findAllByTestId('home-notification');
    expect(within(card).getByRole('link', { name: "Unread: 12 new alerts for 'Funding in Texas'" })).toBeTruthy();
    // No prospects.search: the notification shows without a link.
    expect(within(card).getByText("3 new prospects for 'CFOs'")).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /CFOs/ })).toBeNull();
  });

  it('lists recent downloads of every kind the user may export, newest first, with their status', async () => {
    const { api } = renderHome();
    const card = await screen.findByTestId('home-downloads');
    const items = await within(card).findAllByTestId('home-download');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Ohio SaaS',
      'Texas funding',
      'Older alerts',
    ]);
    expect(items[0].textContent).toContain('Failed');
    expect(items[1].textContent).toContain('Ready');
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe('/registeredcompaniescsvdownload');
    // No prospects.export: their list is not asked for.
    expect(api.calls.map((call) => call.key)).not.toContain('GET prospect/getAllProspectCsvDownloads');
  });

  it('charts the default alert search’s events per week and type, with a table', async () => {
    renderHome();
    const card = await screen.findByTestId('home-trend');
    expect((await within(card).findByTestId('home-trend-summary')).textContent).toBe(
      '8 events in 12 weeks; most were Funding (7).',
    );
    expect(within(card).getByRole('link', { name: 'Funding in Texas' }).getAttribute('href')).toBe('/alerts?ssid=s1');
    expect(await within(card).findByRole('img', { name: /New trigger events per week by type/ })).toBeTruthy();
    const table = within(card).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Week', 'Personnel', 'Funding', 'Total']);
    const lastWeek = within(table).getByRole('row', { name: /Week of Nov 23, 2026/ });
    expect(
      within(lastWeek)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '5', '6']);
  });

  it('says so when there is nothing yet, and links only the pages the user may open', async () => {
    renderHome([PERMISSIONS.alertsSearch, PERMISSIONS.alertsSave, PERMISSIONS.alertsExport], {
      'GET users/me': () => jsonResponse(200, testMe({ renewsOn: null, topUpCredits: 0 })),
      'GET credits/usage': () => jsonResponse(200, usage()),
      'GET credits/ledger': () => jsonResponse(200, { items: [], totalCount: 0 }),
      'POST home/visit': () => jsonResponse(200, { since: '2026-11-17T08:00:00.000Z', hasPreviousVisit: false }),
      'GET home/monitored-searches': () =>
        jsonResponse(200, { since: '2026-11-17T08:00:00.000Z', hasPreviousVisit: false, searches: [] }),
      'GET notifications': () => jsonResponse(200, { items: [], totalCount: 0, unreadCount: 0 }),
      'GET event/getAllEventsCsvDownloads': () => jsonResponse(200, []),
      'GET home/trigger-event-trend': () => jsonResponse(200, { savedSearch: null, criteriaError: null, weeks: [] }),
    });
    const credits = await screen.findByTestId('home-credits');
    expect((await within(credits).findByTestId('home-credits-renewal')).textContent).toBe(
      'No monthly allowance renews: you have no active plan.',
    );
    expect(within(credits).queryByRole('link', { name: 'Buy credits' })).toBeNull();
    expect(await within(credits).findByText('No credit changes yet.')).toBeTruthy();
    expect((await within(credits).findByTestId('home-usage-summary')).textContent).toBe(
      'No credits used in the last 30 days.',
    );

    const searches = screen.getByTestId('home-monitored-searches');
    expect(await within(searches).findByText('You are not monitoring any saved search yet.')).toBeTruthy();
    expect(within(searches).getByRole('link', { name: 'saved alert searches' }).getAttribute('href')).toBe(
      '/managealertsavesearch',
    );
    expect(within(searches).queryByRole('link', { name: /company/ })).toBeNull();
    expect(await screen.findByText(/^No notifications yet\./)).toBeTruthy();
    expect(await screen.findByText(/^No CSV downloads yet\./)).toBeTruthy();
    const trend = screen.getByTestId('home-trend');
    expect(await within(trend).findByText('You have no default alert search.')).toBeTruthy();
    expect(within(trend).getByRole('link', { name: 'saved alert searches' })).toBeTruthy();
  });

  it('leaves out the trend and downloads for a user who may not search or export alerts', async () => {
    const { api } = renderHome([PERMISSIONS.companiesSearch]);
    await screen.findByTestId('home-monitored-searches');
    await waitFor(() => expect(api.calls.map((call) => call.key)).toContain('GET home/monitored-searches'));
    expect(screen.queryByTestId('home-trend')).toBeNull();
    expect(screen.queryByTestId('home-downloads')).toBeNull();
    const keys = api.calls.map((call) => call.key);
    expect(keys).not.toContain('GET home/trigger-event-trend');
    expect(keys.filter((key) => key.includes('CsvDownloads'))).toEqual([]);
  });

  it('shows loading states, then an error where a call fails', async () => {
    renderHome(ALL, {
      'GET notifications': () => jsonResponse(500, { statusCode: 500, errors: [{ reason: 'Down' }] }),
      'GET home/trigger-event-trend': () => jsonResponse(500, { statusCode: 500, errors: [{ reason: 'Down' }] }),
    });
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    expect(await screen.findByText('The notifications could not be loaded.')).toBeTruthy();
    expect(await screen.findByText('The trigger events could not be loaded.')).toBeTruthy();
  });
});
