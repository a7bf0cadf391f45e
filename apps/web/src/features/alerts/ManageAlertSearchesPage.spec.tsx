import { ALERTS_MANIFEST, type SavedSearch } from '@leadsignal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifySuccess } from '../../lib/toast';
import { DEFAULT_SET, SavedSearchesPage, SEARCH_DELETED } from '../../search-kit';
import { jsonResponse, mockApi } from '../../../test/api';
import { storeSession } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { ownSharing } from '../../../test/sharing';

jest.mock('../../lib/toast');

function search(n: number, overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: `0190a6c2-0000-7000-8000-${String(n).padStart(12, '0')}`,
    kind: 'alerts',
    name: `Search ${String(n).padStart(2, '0')}`,
    searchCriteria: '{}',
    enableNotification: false,
    isDefault: false,
    isMonitored: false,
    createdOn: new Date(Date.UTC(2025, 0, n)).toISOString(),
    criteriaError: null,
    ...ownSharing,
    ...overrides,
  };
}

const LIST = 'GET event/listSaveSearch';
const table = () => screen.getByRole('table', { name: 'Saved alert searches' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

function renderManage() {
  return renderPage('/managealertsavesearch', <SavedSearchesPage manifest={ALERTS_MANIFEST} />);
}

beforeEach(() => {
  localStorage.clear();
  storeSession();
  jest.mocked(notifySuccess).mockClear();
});

describe('manage saved alert searches', () => {
  it('shows Loading... and then the empty state', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ [LIST]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderManage();
    expect(await screen.findByText('Loading...')).toBeTruthy();
    answer(jsonResponse(200, []));
    expect(await screen.findByText('There are no records to display')).toBeTruthy();
    expect(screen.getByText('0-0 of 0')).toBeTruthy();
  });

  it('lists name, created date, notifications, default and monitored state, newest first, 10 a page', async () => {
    const searches = Array.from({ length: 12 }, (_, i) => search(i + 1));
    searches[2] = search(3, { isDefault: true, enableNotification: true, isMonitored: true });
    mockApi({ [LIST]: () => jsonResponse(200, searches) });
    renderManage();

    await screen.findByText('Search 12');
    expect(names()).toEqual([
      'Search 12',
      'Search 11',
      'Search 10',
      'Search 09',
      'Search 08',
      'Search 07',
      'Search 06',
      'Search 05',
      'Search 04',
      'Search 03',
    ]);
    expect(screen.getByText('Rows per page:')).toBeTruthy();
    expect(screen.getByText('1-10 of 12')).toBeTruthy();
    const options = within(screen.getByLabelText('Rows per page:')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10', '15', '20', '25', '30']);

    const row3 = screen.getByText('Search 03').closest('tr') as HTMLElement;
    expect(within(row3).getByText('Jan 3, 2025')).toBeTruthy();
    // Notifications and Monitored each read On or Off beside their switch.
    expect(within(row3).getAllByText('On')).toHaveLength(2);
    expect(within(row3).getByText('Default')).toBeTruthy();
    expect((within(row3).getByRole('switch', { name: 'Monitor Search 03' }) as HTMLInputElement).checked).toBe(true);
    const row4 = screen.getByText('Search 04').closest('tr') as HTMLElement;
    expect(within(row4).getAllByText('Off')).toHaveLength(2);
    expect(within(row4).getByRole('button', { name: 'Set Search 04 as default' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(names()).toEqual(['Search 02', 'Search 01']);
    expect(screen.getByText('11-12 of 12')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Rows per page:'), { target: { value: '15' } });
    expect(names()).toHaveLength(12);
    expect(screen.getByText('1-12 of 12')).toBeTruthy();
  });

  it('sorts by a column, flips on a second click, and goes back to page 1', async () => {
    const searches = [
      search(1, { name: 'beta' }),
      search(2, { name: 'Alpha' }),
      search(3, { name: 'gamma', isMonitored: true }),
      ...Array.from({ length: 9 }, (_, i) => search(i + 4, { name: `zz ${i + 4}` })),
    ];
    mockApi({ [LIST]: () => jsonResponse(200, searches) });
    renderManage();
    await screen.findByText('gamma');
    fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    expect(screen.getByText('11-12 of 12')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(screen.getByText('1-10 of 12')).toBeTruthy();
    expect(names().slice(0, 3)).toEqual(['Alpha', 'beta', 'gamma']);
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name, sorted ascending' }));
    expect(names()[0]).toBe('zz 12');
    expect(screen.getByRole('button', { name: 'Sort by Name, sorted descending' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Monitored' }));
    expect(names()[0]).not.toBe('gamma');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Monitored, sorted ascending' }));
    expect(names()[0]).toBe('gamma');
  });

  it('switches monitoring by sending the whole new monitored set', async () => {
    const searches = [search(1, { isMonitored: true }), search(2), search(3)];
    const api = mockApi({
      [LIST]: () => jsonResponse(200, searches),
      'POST event/updateEventSearchesToMonitor': async (_body, request) => {
        const body = (await request.json()) as { ids: string[] };
        for (const s of searches) s.isMonitored = body.ids.includes(s.id);
        return jsonResponse(200, body);
      },
    });
    renderManage();
    await screen.findByText('Search 01');

    fireEvent.click(screen.getByRole('switch', { name: 'Monitor Search 03' }));
    await waitFor(() => expect(api.bodiesOf('POST event/updateEventSearchesToMonitor')).toHaveLength(1));
    expect(api.bodiesOf('POST event/updateEventSearchesToMonitor')[0]).toEqual({
      ids: [searches[0].id, searches[2].id],
    });
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Monitor Search 03' }) as HTMLInputElement).checked).toBe(true),
    );
    expect((screen.getByRole('switch', { name: 'Monitor Search 01' }) as HTMLInputElement).checked).toBe(true);
  });

  it('puts a switch back when the server refuses the change', async () => {
    const searches = [search(1)];
    mockApi({
      [LIST]: () => jsonResponse(200, searches),
      'POST event/updateEventSearchesToMonitor': () =>
        jsonResponse(404, { statusCode: 404, errors: [{ reason: 'Saved search not found.' }] }),
    });
    renderManage();
    const toggle = (await screen.findByRole('switch', { name: 'Monitor Search 01' })) as HTMLInputElement;
    fireEvent.click(toggle);
    await waitFor(() =>
      expect((screen.getByRole('switch', { name: 'Monitor Search 01' }) as HTMLInputElement).disabled).toBe(false),
    );
    expect((screen.getByRole('switch', { name: 'Monitor Search 01' }) as HTMLInputElement).checked).toBe(false);
  });

  it('sets the default, with a toast as Rename and Delete give', async () => {
    const searches = [search(1, { isDefault: true }), search(2)];
    const api = mockApi({
      [LIST]: () => jsonResponse(200, searches),
      'POST event/setDefaultEventSearch': async (_body, request) => {
        const { id } = (await request.json()) as { id: string };
        for (const s of searches) s.isDefault = s.id === id;
        return jsonResponse(200, { id });
      },
    });
    renderManage();
    fireEvent.click(await screen.findByRole('button', { name: 'Set Search 02 as default' }));
    await waitFor(() => expect(api.bodiesOf('POST event/setDefaultEventSearch')).toEqual([{ id: searches[1].id }]));
    // The list is fetched again and shows the new default.
    expect(await screen.findByRole('button', { name: 'Set Search 01 as default' })).toBeTruthy();
    expect(notifySuccess).toHaveBeenCalledWith(DEFAULT_SET);
  });

  it('deletes only after confirmation', async () => {
    let searches = [search(1), search(2)];
    const api = mockApi({
      [LIST]: () => jsonResponse(200, searches),
      'POST event/deleteEventSearch': async (_body, request) => {
        const { id } = (await request.json()) as { id: string };
        searches = searches.filter((s) => s.id !== id);
        return jsonResponse(200, { id });
      },
    });
    renderManage();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Search 02' }));
    expect(await screen.findByText("Delete the saved search 'Search 02'? This cannot be undone.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(/This cannot be undone/)).toBeNull());
    expect(api.bodiesOf('POST event/deleteEventSearch')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Search 02' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Search 02')).toBeNull());
    expect(api.bodiesOf('POST event/deleteEventSearch')).toEqual([{ id: searches[0].id.replace(/1$/, '2') }]);
    expect(notifySuccess).toHaveBeenCalledWith(SEARCH_DELETED);
    expect(screen.getByText('Search 01')).toBeTruthy();
  });

  it('opens a search on the alerts screen by its ssid, handing it over', async () => {
    const searches = [search(7)];
    mockApi({ [LIST]: () => jsonResponse(200, searches) });
    const { router } = renderManage();
    fireEvent.click(await screen.findByRole('button', { name: 'Open Search 07' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/alerts'));
    expect(router.state.location.search).toBe(`?ssid=${searches[0].id}`);
    expect(router.state.location.state).toEqual({ savedSearch: searches[0] });
    expect(screen.getByText('Elsewhere')).toBeTruthy();
  });

  it('flags a search whose criteria no longer validate', async () => {
    mockApi({
      [LIST]: () => jsonResponse(200, [search(1, { criteriaError: 'no longer matches the filters: pageSize' })]),
    });
    renderManage();
    expect(await screen.findByText('Its filters can no longer be applied.')).toBeTruthy();
  });
});
