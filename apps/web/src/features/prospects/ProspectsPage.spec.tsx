// /prospects: the kit's screen configured for prospects — its search and sorts, the reveal of e-mail and
// phone (permission, credits, already paid), the details, Add to list and the saved-search and downloads pages.
import { CsvDownloadStatus, PERMISSIONS, PROSPECTS_MANIFEST } from '@leadsignal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifyError, notifySuccess } from '../../lib/toast';
import { CsvDownloadsPage, REVEAL_COST_MESSAGE, SavedSearchesPage } from '../../search-kit';
import { ProspectsPage } from './ProspectsPage';
import { prospectsKind } from './prospects-kind';
import { jsonResponse, mockApi } from '../../../test/api';
import { PROSPECT_PERMISSIONS, prospectId, prospectRow, savedList } from '../../../test/kinds/prospects';
import { renderRoute } from '../../../test/render';

jest.mock('../../lib/toast');

const SEARCH = 'POST prospect/search';
const DEFAULT = 'GET prospect/getDefaultSaveSearch';
const GET_EMAIL = 'POST prospect/getEmail';
const BY_ID = 'POST prospect/getById';

const search =
  (total: number, overrides: (n: number) => object = () => ({})) =>
  () =>
    jsonResponse(200, {
      prospects: Array.from({ length: Math.min(total, 20) }, (_, i) => prospectRow(i + 1, overrides(i + 1))),
      totalCount: total,
    });

function renderPage(options: { permissions?: string[]; credits?: number; entry?: string } = {}) {
  return renderRoute('/prospects', <ProspectsPage />, {
    entry: options.entry,
    permissions: options.permissions ?? PROSPECT_PERMISSIONS,
    shared: { monthlyAvailableCredits: options.credits ?? 5 },
  });
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const table = () => screen.getByRole('table', { name: 'Prospects' });

beforeEach(() => {
  localStorage.clear();
  jest.mocked(notifyError).mockClear();
  jest.mocked(notifySuccess).mockClear();
});

describe('find prospects', () => {
  it('searches prospect/search with the defaults and shows the people', async () => {
    const api = mockApi({ [DEFAULT]: () => jsonResponse(200, null), [SEARCH]: search(2) });
    renderPage();
    expect(await screen.findByText('2 prospects found')).toBeTruthy();
    expect(api.bodiesOf(SEARCH)).toEqual([prospectsKind.criteria.defaults()]);
    const row = within(within(table()).getAllByRole('row')[1]);
    expect(row.getByRole('button', { name: 'Pat Lee1' })).toBeTruthy();
    expect(row.getByText('VP of Sales')).toBeTruthy();
    expect(row.getByText('Austin, Texas, United States')).toBeTruthy();
    expect(row.getByText('Jun 1, 2025')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Find Prospects' })).toBeTruthy();
    for (const group of ['Person', 'Contact Data', 'Company', 'Location']) {
      expect(screen.getByRole('heading', { name: group })).toBeTruthy();
    }
  });

  it('sorts on the server from page 1 and keeps the search in the address', async () => {
    const api = mockApi({ [SEARCH]: search(45) });
    const { router } = renderPage({ entry: '/prospects?page=2' });
    await screen.findByText('45 prospects found');
    expect(api.bodiesOf(SEARCH)[0]).toMatchObject({ page: 2 });
    fireEvent.click(button('Sort by Seniority'));
    await waitFor(() => expect(api.bodiesOf(SEARCH)).toHaveLength(2));
    expect(api.bodiesOf(SEARCH)[1]).toMatchObject({ page: 1, sortBy: 'seniority', sortDirection: 'asc' });
    expect(router.state.location.search).toBe('?sort=seniority.asc&page=1');
  });

  it('searches a company criterion under company.', async () => {
    const api = mockApi({ [SEARCH]: search(1) });
    renderPage({ entry: '/prospects?employeeSizes=51-200&page=1' });
    await screen.findByText('1 prospect found');
    expect(api.bodiesOf(SEARCH)[0]).toMatchObject({
      company: { isCompanyEmployeesSelected: true, companyEmployeeSizes: ['51-200'] },
    });
  });

  it('opens the details with the company and reports inaccurate data', async () => {
    mockApi({
      [SEARCH]: search(1),
      [BY_ID]: () => jsonResponse(200, { ...prospectRow(1), email: null, phone: null }),
    });
    renderPage({ entry: '/prospects?page=1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Company details of Pat Lee1: Acme 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prospect Information' });
    expect(within(dialog).getByText('acme1.com')).toBeTruthy();
    expect(within(dialog).getAllByRole('button', { name: 'Reveal e-mail' })).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report inaccurate data' })).toBeTruthy();
  });
});

describe('find prospects: reveal', () => {
  it('asks before spending a credit, shows e-mail and phone with copy buttons and sets the badge', async () => {
    const api = mockApi({
      [SEARCH]: search(2),
      [GET_EMAIL]: () =>
        jsonResponse(200, {
          data: 'pat.lee1@acme1.com',
          phone: '+1 512 555 0101',
          isCreditDeducted: true,
          monthlyAvailableCredits: 4,
        }),
    });
    const { store } = renderPage({ entry: '/prospects?page=1' });
    await screen.findByText('2 prospects found');
    fireEvent.click(button('Show e-mail of Pat Lee1'));
    const confirm = screen.getByRole('dialog', { name: 'Confirm' });
    expect(within(confirm).getByText(REVEAL_COST_MESSAGE)).toBeTruthy();
    expect(api.count(GET_EMAIL)).toBe(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    const email = await screen.findByRole('dialog', { name: 'Email' });
    expect(within(email).getByRole('link', { name: 'pat.lee1@acme1.com' })).toBeTruthy();
    expect(within(email).getByText('+1 512 555 0101')).toBeTruthy();
    expect(api.bodiesOf(GET_EMAIL)).toEqual([{ id: prospectId(1) }]);
    expect(store.getState().shared.monthlyAvailableCredits).toBe(4);
    const row = within(within(table()).getAllByRole('row')[1]);
    expect(row.getByRole('button', { name: 'Copy e-mail of Pat Lee1' })).toBeTruthy();
    expect(row.getByRole('button', { name: 'Copy phone of Pat Lee1' })).toBeTruthy();

    // Paid for now: the phone icon shows it again without asking or calling.
    fireEvent.click(within(email).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email' })).toBeNull());
    fireEvent.click(button('Show phone of Pat Lee1'));
    expect(await screen.findByRole('dialog', { name: 'Email' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Confirm' })).toBeNull();
    expect(api.count(GET_EMAIL)).toBe(1);
  });

  it('reveals a person already paid for without asking', async () => {
    const api = mockApi({
      [SEARCH]: search(1, () => ({ isViewed: true })),
      [GET_EMAIL]: () =>
        jsonResponse(200, {
          data: 'pat.lee1@acme1.com',
          phone: null,
          isCreditDeducted: false,
          monthlyAvailableCredits: 5,
        }),
    });
    const { store } = renderPage({ entry: '/prospects?page=1', credits: 0 });
    await screen.findByText('1 prospect found');
    fireEvent.click(button('Show e-mail of Pat Lee1'));
    expect(screen.queryByRole('dialog', { name: 'Confirm' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'pat.lee1@acme1.com' })).toBeTruthy();
    expect(api.count(GET_EMAIL)).toBe(1);
    expect(store.getState().shared.monthlyAvailableCredits).toBe(0);
  });

  it('goes straight to the insufficient-credit modal with no credit left', async () => {
    const api = mockApi({ [SEARCH]: search(1) });
    renderPage({ entry: '/prospects?page=1', credits: 0, permissions: [...PROSPECT_PERMISSIONS, PERMISSIONS.billing] });
    await screen.findByText('1 prospect found');
    fireEvent.click(button('Show e-mail of Pat Lee1'));
    const dialog = await screen.findByRole('dialog', { name: 'Not enough credits' });
    expect(within(dialog).getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('dialog', { name: 'Confirm' })).toBeNull();
    expect(api.count(GET_EMAIL)).toBe(0);
  });

  it('offers no reveal without the reveal permission', async () => {
    mockApi({ [SEARCH]: search(1) });
    renderPage({
      entry: '/prospects?page=1',
      permissions: PROSPECT_PERMISSIONS.filter((permission) => permission !== PERMISSIONS.prospectsReveal),
    });
    await screen.findByText('1 prospect found');
    expect(screen.queryByRole('button', { name: 'Show e-mail of Pat Lee1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show phone of Pat Lee1' })).toBeNull();
  });
});

describe('find prospects: add to list', () => {
  it('adds the rows selected across pages to a new list', async () => {
    const created = savedList(7, { name: 'Texas VPs', memberCount: 0 });
    const api = mockApi({
      [SEARCH]: search(45),
      'GET lists': () => jsonResponse(200, { items: [], totalCount: 0 }),
      'POST lists': () => jsonResponse(201, created),
      [`POST lists/${created.id}/members`]: () => jsonResponse(200, { changed: 2, memberCount: 2 }),
    });
    renderPage({ entry: '/prospects?page=1' });
    await screen.findByText('45 prospects found');
    expect(button('Add to list').disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select prospect Pat Lee1' }));
    fireEvent.click(button('Next Page'));
    await waitFor(() => expect(api.count(SEARCH)).toBe(2));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select prospect Pat Lee2' }));
    fireEvent.click(button('Add to list (2)'));

    const dialog = await screen.findByRole('dialog', { name: 'Add to list' });
    await waitFor(() => expect(api.count('GET lists')).toBe(1));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Name is required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('New list name'), { target: { value: 'Texas VPs' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith("2 added to 'Texas VPs' (2 in the list)."));
    expect(api.bodiesOf('POST lists')).toEqual([{ kind: 'prospects', name: 'Texas VPs' }]);
    expect(api.bodiesOf(`POST lists/${created.id}/members`)).toEqual([{ ids: [prospectId(1), prospectId(2)] }]);
    expect(button('Add to list').disabled).toBe(true);
  });

  it('adds to an existing list', async () => {
    const list = savedList(1);
    const api = mockApi({
      [SEARCH]: search(2),
      'GET lists': () => jsonResponse(200, { items: [list], totalCount: 1 }),
      [`POST lists/${list.id}/members`]: () => jsonResponse(200, { changed: 1, memberCount: 4 }),
    });
    renderPage({ entry: '/prospects?page=1' });
    await screen.findByText('2 prospects found');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select prospect Pat Lee2' }));
    fireEvent.click(button('Add to list (1)'));
    const dialog = await screen.findByRole('dialog', { name: 'Add to list' });
    await within(dialog).findByRole('option', { name: 'List 1 (3)' });
    fireEvent.change(within(dialog).getByLabelText('List'), { target: { value: list.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.bodiesOf(`POST lists/${list.id}/members`)).toEqual([{ ids: [prospectId(2)] }]));
  });

  it('is not offered without the save permission', async () => {
    mockApi({ [SEARCH]: search(1) });
    renderPage({
      entry: '/prospects?page=1',
      permissions: PROSPECT_PERMISSIONS.filter((permission) => permission !== PERMISSIONS.prospectsSave),
    });
    await screen.findByText('1 prospect found');
    expect(screen.queryByRole('button', { name: /Add to list/ })).toBeNull();
  });
});

describe('prospect saved searches and downloads', () => {
  it('lists the saved prospect searches from prospect/getListSaveSearch', async () => {
    const api = mockApi({ 'GET prospect/getListSaveSearch': () => jsonResponse(200, []) });
    renderRoute('/manageprospectssearch', <SavedSearchesPage manifest={PROSPECTS_MANIFEST} />, {
      permissions: PROSPECT_PERMISSIONS,
    });
    expect(await screen.findByRole('heading', { name: 'Saved Prospect Searches' })).toBeTruthy();
    await waitFor(() => expect(api.count('GET prospect/getListSaveSearch')).toBe(1));
  });

  it('lists the prospect downloads from prospect/getAllProspectCsvDownloads', async () => {
    const api = mockApi({
      'GET prospect/getAllProspectCsvDownloads': () =>
        jsonResponse(200, [
          {
            id: '0190a6c2-0000-7000-b000-000000000001',
            kind: 'prospects',
            name: 'Texas VPs',
            status: CsvDownloadStatus.Ready,
            totalRows: 3,
            createdOn: '2025-06-01T00:00:00.000Z',
            completedOn: '2025-06-01T00:01:00.000Z',
            error: null,
            downloadUrl: '/api/downloads/x',
            expiresOn: '2025-06-08T00:00:00.000Z',
          },
        ]),
    });
    renderRoute('/prospectscsvdownload', <CsvDownloadsPage manifest={PROSPECTS_MANIFEST} />, {
      permissions: PROSPECT_PERMISSIONS,
    });
    expect(await screen.findByRole('heading', { name: 'Prospect CSV Downloads' })).toBeTruthy();
    expect(await screen.findByText('Texas VPs')).toBeTruthy();
    expect(api.count('GET prospect/getAllProspectCsvDownloads')).toBeGreaterThanOrEqual(1);
  });
});
