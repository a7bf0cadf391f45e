// Find Alerts as a tool used all day (issue 16): sortable columns, the search in the address so back/forward
// and a shared link restore it, the active filters above the results, a failed search that leaves no stale
// results behind, and a revealed e-mail in its row with a copy button.
import { defaultAlertSearchCriteria, UI_MESSAGES, type AlertSearchCriteria } from '@leadsignal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NO_RECORDS_TEXT } from '../../components/DataTable';
import { notifyError } from '../../lib/toast';
import { AlertsPage, clearedCriteria } from './AlertsPage';
import { apiError, jsonResponse, mockApi } from '../../../test/api';
import { ALERT_PERMISSIONS, pagedSearch } from '../../../test/kinds/alerts';
import { renderRoute } from '../../../test/render';

jest.mock('../../lib/toast');
jest.setTimeout(30_000);

const SEARCH = 'POST event/gettriggerevents';

const toggle = (name: string) => screen.getByLabelText(name, { selector: 'input[type=checkbox]' }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const table = () => screen.getByRole('table', { name: 'Alerts' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);
const activeFilters = () =>
  within(screen.getByRole('group', { name: 'Active filters' }))
    .queryAllByRole('button')
    .map((remove) => remove.getAttribute('aria-label')?.replace('Remove filter ', ''));

function pick(name: string, typed: string) {
  const input = screen.getByLabelText(name, { selector: 'input[role=combobox]' });
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

function renderAlerts(entry = '/alerts', shared = {}) {
  return renderRoute('/alerts', <AlertsPage />, { entry, permissions: ALERT_PERMISSIONS, shared });
}

async function searchesSent(api: ReturnType<typeof mockApi>, count: number): Promise<AlertSearchCriteria> {
  await waitFor(() => expect(api.bodiesOf(SEARCH)).toHaveLength(count));
  await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
  return api.bodiesOf(SEARCH)[count - 1] as AlertSearchCriteria;
}

beforeEach(() => {
  localStorage.clear();
  jest.mocked(notifyError).mockClear();
});

describe('find alerts: sorting', () => {
  it('sorts on the server by a column, from page 1, newest first until told otherwise', async () => {
    const api = mockApi({ [SEARCH]: pagedSearch(45) });
    const { router } = renderAlerts();
    expect(await searchesSent(api, 1)).toMatchObject({ sortBy: 'datePublished', sortDirection: 'desc' });
    expect(button('Sort by Date, sorted descending')).toBeTruthy();

    fireEvent.click(button('Next Page'));
    expect(await searchesSent(api, 2)).toMatchObject({ page: 2, sortBy: 'datePublished' });
    fireEvent.click(button('Sort by Company'));
    expect(await searchesSent(api, 3)).toMatchObject({ sortBy: 'companyName', sortDirection: 'asc', page: 1 });
    expect(router.state.location.search).toBe('?sort=companyName.asc&page=1');
    expect(screen.getByText('1-20 of 45')).toBeTruthy();

    fireEvent.click(button('Sort by Company, sorted ascending'));
    expect(await searchesSent(api, 4)).toMatchObject({ sortBy: 'companyName', sortDirection: 'desc', page: 1 });
    expect(button('Sort by Company, sorted descending')).toBeTruthy();
    expect(button('Sort by Date')).toBeTruthy();
    for (const label of ['Alert Title', 'Type']) expect(button(`Sort by ${label}`)).toBeTruthy();
  });
});

describe('find alerts: the search in the address', () => {
  it('restores each search on back and forward, the panel included', async () => {
    const api = mockApi({ [SEARCH]: pagedSearch(45) });
    const { router } = renderAlerts();
    await searchesSent(api, 1);

    fireEvent.click(toggle('Alert Types'));
    pick('Alert Types', 'Funding');
    fireEvent.click(button('Search'));
    expect(await searchesSent(api, 2)).toMatchObject({ eventTypes: ['funding'], page: 1 });
    expect(router.state.location.search).toBe('?eventTypes=funding&page=1');
    fireEvent.click(button('Next Page'));
    expect(await searchesSent(api, 3)).toMatchObject({ eventTypes: ['funding'], page: 2 });
    expect(router.state.location.search).toBe('?eventTypes=funding&page=2');

    await act(() => router.navigate(-1));
    expect(await searchesSent(api, 4)).toMatchObject({ eventTypes: ['funding'], page: 1 });
    expect(screen.getByText('1-20 of 45')).toBeTruthy();

    await act(() => router.navigate(-1));
    expect(await searchesSent(api, 5)).toEqual(clearedCriteria());
    expect(toggle('Alert Types').checked).toBe(false);

    await act(() => router.navigate(2));
    expect(await searchesSent(api, 6)).toMatchObject({ eventTypes: ['funding'], page: 2 });
    expect(toggle('Alert Types').checked).toBe(true);
    expect(screen.getByText('21-40 of 45')).toBeTruthy();
  });

  it('opens a shared link as the search it spells out, without looking up the default', async () => {
    const api = mockApi({
      [SEARCH]: pagedSearch(120),
      'GET event/getDefaultSaveSearch': () => jsonResponse(200, null),
    });
    renderAlerts('/alerts?eventTypes=funding&states=Texas&sort=title.asc&size=50&page=2');
    expect(await searchesSent(api, 1)).toEqual({
      ...defaultAlertSearchCriteria(),
      isTriggerEventsTypeSelected: true,
      eventTypes: ['funding'],
      isStatesSelected: true,
      states: ['Texas'],
      sortBy: 'title',
      sortDirection: 'asc',
      pageSize: 50,
      page: 2,
    });
    expect(api.calls.map((call) => call.key)).toEqual([SEARCH]);
    expect(toggle('Alert Types').checked).toBe(true);
    expect(toggle('States').checked).toBe(true);
    expect(button('Sort by Alert Title, sorted ascending')).toBeTruthy();
    expect(screen.getByText('51-100 of 120')).toBeTruthy();
  });

  it('keeps the saved search the results came from while paging, and leaves it on Clear', async () => {
    const saved = {
      id: '0190a6c2-0000-7000-8000-0000000000d1',
      kind: 'alerts',
      name: 'Funding',
      searchCriteria: JSON.stringify({
        ...defaultAlertSearchCriteria(),
        isTriggerEventsTypeSelected: true,
        eventTypes: ['funding'],
      }),
      enableNotification: false,
      isDefault: false,
      isMonitored: false,
      createdOn: '2025-06-01T00:00:00.000Z',
      criteriaError: null,
    };
    const api = mockApi({ [SEARCH]: pagedSearch(45), 'GET event/getSearch': () => jsonResponse(200, saved) });
    const { router } = renderAlerts(`/alerts?ssid=${saved.id}`);
    expect(await screen.findByText(UI_MESSAGES.viewingSavedAlert('Funding'))).toBeTruthy();
    expect(await searchesSent(api, 1)).toMatchObject({ eventTypes: ['funding'], page: 1 });

    fireEvent.click(button('Next Page'));
    expect(await searchesSent(api, 2)).toMatchObject({ eventTypes: ['funding'], page: 2 });
    expect(router.state.location.search).toBe(`?ssid=${saved.id}&eventTypes=funding&page=2`);
    expect(screen.getByText(UI_MESSAGES.viewingSavedAlert('Funding'))).toBeTruthy();

    fireEvent.click(button('Clear Alerts'));
    expect(await searchesSent(api, 3)).toEqual(clearedCriteria());
    expect(router.state.location.search).toBe('?page=1');
    expect(screen.queryByText(UI_MESSAGES.viewingSavedAlert('Funding'))).toBeNull();
    expect(api.calls.filter((call) => call.key === 'GET event/getSearch')).toHaveLength(1);
  });
});

describe('find alerts: what is on screen', () => {
  it('sums up the searched filters above the results; removing one searches again without it', async () => {
    const api = mockApi({ [SEARCH]: pagedSearch(45) });
    renderAlerts();
    await searchesSent(api, 1);
    expect(screen.getByRole('group', { name: 'Active filters' }).textContent).toContain('Name Required');

    fireEvent.click(toggle('Alert Types'));
    pick('Alert Types', 'Funding');
    pick('Alert Types', 'Awards');
    // Not searched yet: the summary is of the results on screen.
    expect(activeFilters()).toEqual(['Name Required']);
    fireEvent.click(button('Search'));
    await searchesSent(api, 2);
    expect(screen.getByText('Alert Types: Funding, Awards')).toBeTruthy();
    expect(activeFilters()).toEqual(['Alert Types', 'Name Required']);

    fireEvent.click(button('Remove filter Name Required'));
    expect(await searchesSent(api, 3)).toMatchObject({
      isContactNameRequiredSelected: false,
      eventTypes: ['funding', 'awards'],
      page: 1,
    });
    expect(activeFilters()).toEqual(['Alert Types']);
    expect(toggle('Name Required').checked).toBe(false);
  });

  it('shows no rows and no count after a failed search, and can try again', async () => {
    let fail = false;
    const api = mockApi({
      [SEARCH]: (body, request) => (fail ? apiError(500, 'Database unavailable.') : pagedSearch(45)(body, request)),
    });
    renderAlerts();
    await searchesSent(api, 1);
    expect(screen.getByText('45 alerts found')).toBeTruthy();

    fail = true;
    fireEvent.click(button('Next Page'));
    await searchesSent(api, 2);
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(UI_MESSAGES.alertsFailed));
    expect(screen.queryByText('45 alerts found')).toBeNull();
    expect(screen.getByText('Search failed')).toBeTruthy();
    expect(screen.getByText(NO_RECORDS_TEXT)).toBeTruthy();
    expect(screen.getByText('0-0 of 0')).toBeTruthy();

    fail = false;
    fireEvent.click(button('Try again'));
    expect(await searchesSent(api, 3)).toMatchObject({ page: 2 });
    expect(screen.getByText('45 alerts found')).toBeTruthy();
    expect(dataRows()).toHaveLength(20);
  });

  it('shows a revealed e-mail in its row with a button that copies it', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = mockApi({
      [SEARCH]: pagedSearch(2),
      'POST event/getEmail': () =>
        jsonResponse(200, { data: 'pat.lee1@acme1.com', isCreditDeducted: true, monthlyAvailableCredit: 4 }),
    });
    renderAlerts('/alerts', { monthlyAvailableCredits: 5 });
    await searchesSent(api, 1);
    expect(within(dataRows()[0]).queryByText('pat.lee1@acme1.com')).toBeNull();

    fireEvent.click(button('Show e-mail of Pat Lee1'));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Confirm' }));
    const email = await screen.findByRole('dialog', { name: 'Email' });
    fireEvent.click(within(email).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const row = within(dataRows()[0]);
    expect(row.getByText('pat.lee1@acme1.com')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Copy e-mail of Pat Lee1' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('pat.lee1@acme1.com'));
    expect(await row.findByText('Copied')).toBeTruthy();
    expect(within(dataRows()[1]).queryByRole('button', { name: /Copy e-mail/ })).toBeNull();
  });
});
