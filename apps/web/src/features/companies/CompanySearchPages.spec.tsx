// The saved-search and CSV-downloads pages configured for companies: their calls, rename, notifications on
// and off, and the downloads list that polls until an export is Ready.
import {
  COMPANIES_MANIFEST,
  CsvDownloadStatus,
  UI_MESSAGES,
  type CsvDownload,
  type SavedSearch,
} from '@leadsignal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifyError, notifySuccess } from '../../lib/toast';
import { CsvDownloadsPage, DOWNLOADS_POLL_MS, SavedSearchesPage, SEARCH_RENAMED } from '../../search-kit';
import { apiError, jsonResponse, mockApi } from '../../../test/api';
import { COMPANY_SCREEN_PERMISSIONS, savedCompanySearch } from '../../../test/kinds/companies';
import { renderRoute, renderWithStore } from '../../../test/render';

jest.mock('../../lib/toast');

const LIST = 'GET company/registered/getListSaveSearch';
const UPDATE = 'POST company/registered/updateSaveSearch';

function renderManage() {
  return renderRoute('/manageregisteredcompanysearch', <SavedSearchesPage manifest={COMPANIES_MANIFEST} />, {
    permissions: COMPANY_SCREEN_PERMISSIONS,
  });
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  jest.mocked(notifyError).mockClear();
  jest.mocked(notifySuccess).mockClear();
});

describe('saved company searches', () => {
  function serverWith(searches: SavedSearch[]) {
    return mockApi({
      [LIST]: () => jsonResponse(200, searches),
      [UPDATE]: (body) => {
        const { id, ...changes } = body as { id: string; name?: string; enableNotification?: boolean };
        if (changes.name === 'Taken') return apiError(409, "You already have a saved search named 'Taken'.");
        const index = searches.findIndex((search) => search.id === id);
        searches[index] = {
          ...searches[index],
          ...changes,
          isMonitored: searches[index].isMonitored || changes.enableNotification === true,
        };
        return jsonResponse(200, searches[index]);
      },
    });
  }

  it('renames a search through updateSaveSearch, and shows a refused name in the dialog', async () => {
    const api = serverWith([savedCompanySearch('Robotics', {})]);
    renderManage();
    expect(await screen.findByRole('heading', { name: 'Saved Company Searches' })).toBeTruthy();
    fireEvent.click(within(await waitFor(() => rowOf('Robotics'))).getByRole('button', { name: 'Rename Robotics' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
    const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Taken' } });
    fireEvent.click(save);
    expect(await within(dialog).findByText("You already have a saved search named 'Taken'.")).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  Robots in London ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(SEARCH_RENAMED));
    expect(api.bodiesOf(UPDATE)[1]).toEqual({ id: '0190a6c2-0000-7000-8000-0000000000c1', name: 'Robots in London' });
    expect(await screen.findByRole('link', { name: 'Robots in London' })).toBeTruthy();
    dialog = screen.queryByRole('dialog', { name: 'Rename saved search' }) as HTMLElement;
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Rename saved search' })).toBeNull());
  });

  it('turns notifications on (which monitors the search) and off', async () => {
    const api = serverWith([savedCompanySearch('Robotics', {})]);
    renderManage();
    const notifications = () => screen.getByRole('switch', { name: 'Notifications for Robotics' }) as HTMLInputElement;
    await screen.findByRole('switch', { name: 'Notifications for Robotics' });
    expect(notifications().checked).toBe(false);
    fireEvent.click(notifications());
    await waitFor(() => expect(notifications().checked).toBe(true));
    expect((screen.getByRole('switch', { name: 'Monitor Robotics' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(notifications());
    await waitFor(() => expect(notifications().checked).toBe(false));
    expect(api.bodiesOf(UPDATE)).toEqual([
      { id: '0190a6c2-0000-7000-8000-0000000000c1', enableNotification: true },
      { id: '0190a6c2-0000-7000-8000-0000000000c1', enableNotification: false },
    ]);
  });

  it('opens a search on /registries by its ssid', async () => {
    serverWith([savedCompanySearch('Robotics', {})]);
    const { router } = renderManage();
    fireEvent.click(await screen.findByRole('button', { name: 'Open Robotics' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registries'));
    expect(router.state.location.search).toBe('?ssid=0190a6c2-0000-7000-8000-0000000000c1');
  });
});

describe('company CSV downloads', () => {
  const LIST_DOWNLOADS = 'GET company/getAllRegisteredCompanyCsvDownloads';
  function download(status: CsvDownloadStatus): CsvDownload {
    const ready = status === CsvDownloadStatus.Ready;
    return {
      id: '0190a6c2-0000-7000-8000-000000000d01',
      name: 'London robots',
      kind: 'companies',
      status,
      totalRows: ready ? 2 : null,
      createdOn: '2025-03-04T10:00:00.000Z',
      completedOn: ready ? '2025-03-04T10:01:00.000Z' : null,
      error: null,
      downloadUrl: ready ? '/api/exports/1/download?token=t' : null,
      expiresOn: '2025-03-11T10:00:00.000Z',
    };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("polls the kind's list while an export runs and toasts when it is Ready", async () => {
    const answers = [
      download(CsvDownloadStatus.Queued),
      download(CsvDownloadStatus.Processing),
      download(CsvDownloadStatus.Ready),
    ];
    let answer = 0;
    mockApi({
      [LIST_DOWNLOADS]: () => jsonResponse(200, [answers[Math.min(answer++, answers.length - 1)]]),
      'GET users/me': () => jsonResponse(200, {}),
    });
    renderWithStore(<CsvDownloadsPage manifest={COMPANIES_MANIFEST} />);
    expect(await screen.findByRole('heading', { name: 'Company CSV Downloads' })).toBeTruthy();
    expect(await screen.findByText('Queued')).toBeTruthy();
    await act(() => jest.advanceTimersByTimeAsync(DOWNLOADS_POLL_MS));
    expect(await screen.findByText('Processing')).toBeTruthy();
    await act(() => jest.advanceTimersByTimeAsync(DOWNLOADS_POLL_MS));
    expect(await screen.findByText('Ready')).toBeTruthy();
    expect(notifySuccess).toHaveBeenCalledWith(UI_MESSAGES.csvReady);
    expect(screen.getByRole('button', { name: 'Download London robots' })).toBeTruthy();
  });
});
