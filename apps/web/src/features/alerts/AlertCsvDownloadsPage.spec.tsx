import {
  ALERTS_MANIFEST,
  CsvDownloadStatus,
  DELETE_UNFINISHED_DOWNLOAD_REASON,
  UI_MESSAGES,
  type CsvDownload,
} from '@leadsignal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { meApi } from '../../lib/me-api';
import { notifyError, notifySuccess } from '../../lib/toast';
import { CsvDownloadsPage, DOWNLOAD_DELETED_MESSAGE, DOWNLOADS_POLL_MS } from '../../search-kit';
import { formatDateTime } from '../../lib/format';
import { apiError, jsonResponse, mockApi } from '../../../test/api';
import { testMe } from '../../../test/fixtures';
import { renderWithStore } from '../../../test/render';

jest.mock('../../lib/toast');

const LIST = 'GET event/getAllEventsCsvDownloads';

function download(n: number, status: CsvDownloadStatus, overrides: Partial<CsvDownload> = {}): CsvDownload {
  const ready = status === CsvDownloadStatus.Ready;
  return {
    id: `0190a6c2-0000-7000-8000-${String(n).padStart(12, '0')}`,
    name: `Export ${n}`,
    kind: 'alerts',
    status,
    totalRows: ready ? 1200 * n : null,
    createdOn: '2025-03-04T10:00:00.000Z',
    completedOn: ready ? '2025-03-04T10:01:00.000Z' : null,
    error: null,
    downloadUrl: ready ? `/api/exports/${n}/download?token=t${n}` : null,
    expiresOn: '2025-03-11T10:00:00.000Z',
    ...overrides,
  };
}

const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;

describe('alert CSV downloads page', () => {
  let clicked: HTMLAnchorElement[];

  beforeEach(() => {
    jest.clearAllMocks();
    jest.useFakeTimers();
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => jest.useRealTimers());

  const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  it('polls while an export is Queued or Processing, toasts when it turns Ready, then stops polling', async () => {
    const answers = [
      [download(2, CsvDownloadStatus.Queued), download(1, CsvDownloadStatus.Ready)],
      [download(2, CsvDownloadStatus.Processing), download(1, CsvDownloadStatus.Ready)],
      [download(2, CsvDownloadStatus.Ready), download(1, CsvDownloadStatus.Ready)],
    ];
    let answer = 0;
    const api = mockApi({
      [LIST]: () => jsonResponse(200, answers[Math.min(answer++, answers.length - 1)]),
      'GET users/me': () => jsonResponse(200, testMe({ monthlyAvailableCredits: 58 })),
    });
    const { store } = renderWithStore(<CsvDownloadsPage manifest={ALERTS_MANIFEST} />);
    // The shell keeps users/me subscribed; stand in for it.
    store.dispatch(meApi.endpoints.getMe.initiate());
    await waitFor(() => expect(api.count('GET users/me')).toBe(1));

    const queued = await screen.findByRole('cell', { name: 'Export 2' });
    const row2 = queued.closest('tr') as HTMLElement;
    expect(within(row2).getByText('Queued')).toBeTruthy();
    expect(within(row2).getByRole('cell', { name: '—' })).toBeTruthy();
    expect(within(row2).queryByRole('button', { name: /Download/ })).toBeNull();
    expect(within(rowOf('Export 1')).getByText('Ready')).toBeTruthy();
    expect(within(rowOf('Export 1')).getByRole('cell', { name: '1,200' })).toBeTruthy();
    expect(within(rowOf('Export 1')).getByRole('button', { name: 'Download Export 1' })).toBeTruthy();
    // Export 1 was Ready already: not news.
    expect(notifySuccess).not.toHaveBeenCalled();

    await tick(DOWNLOADS_POLL_MS);
    await waitFor(() => expect(within(rowOf('Export 2')).getByText('Processing')).toBeTruthy());
    expect(notifySuccess).not.toHaveBeenCalled();

    await tick(DOWNLOADS_POLL_MS);
    await waitFor(() => expect(within(rowOf('Export 2')).getByText('Ready')).toBeTruthy());
    expect(notifySuccess).toHaveBeenCalledTimes(1);
    expect(notifySuccess).toHaveBeenCalledWith(UI_MESSAGES.csvReady);
    // The worker charged for it: the counters are fetched again.
    await waitFor(() => expect(api.count('GET users/me')).toBe(2));
    await waitFor(() => expect(store.getState().shared.monthlyAvailableCredits).toBe(58));

    const calls = api.count(LIST);
    await tick(DOWNLOADS_POLL_MS * 3);
    expect(api.count(LIST)).toBe(calls);
    expect(notifySuccess).toHaveBeenCalledTimes(1);
  });

  it('never polls when nothing is running, and shows why a download failed', async () => {
    const api = mockApi({
      [LIST]: () =>
        jsonResponse(200, [
          download(3, CsvDownloadStatus.Failed, {
            error: 'The export failed: the file could not be saved to storage.',
          }),
        ]),
    });
    renderWithStore(<CsvDownloadsPage manifest={ALERTS_MANIFEST} />);

    const row = (await screen.findByRole('cell', { name: 'Export 3' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('The export failed: the file could not be saved to storage.')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /^Download/ })).toBeNull();
    // A failed download can still be deleted.
    expect(within(row).getByRole('button', { name: 'Delete Export 3' })).toBeTruthy();
    await tick(DOWNLOADS_POLL_MS * 3);
    expect(api.count(LIST)).toBe(1);
  });

  it('downloads a Ready file through a freshly fetched link', async () => {
    let token = 'first';
    const api = mockApi({
      [LIST]: () =>
        jsonResponse(200, [
          download(1, CsvDownloadStatus.Ready, { downloadUrl: `/api/exports/1/download?token=${token}` }),
        ]),
    });
    renderWithStore(<CsvDownloadsPage manifest={ALERTS_MANIFEST} />);
    const button = await screen.findByRole('button', { name: 'Download Export 1' });

    token = 'fresh';
    fireEvent.click(button);

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(api.count(LIST)).toBe(2);
    expect(clicked[0].getAttribute('href')).toBe('/api/exports/1/download?token=fresh');
  });

  it('shows when each file expires, as the API answered it', async () => {
    mockApi({
      [LIST]: () =>
        jsonResponse(200, [
          download(1, CsvDownloadStatus.Ready, { expiresOn: '2025-03-18T09:30:00.000Z' }),
          download(2, CsvDownloadStatus.Queued, { expiresOn: '' }),
        ]),
    });
    renderWithStore(<CsvDownloadsPage manifest={ALERTS_MANIFEST} />);
    await screen.findByRole('cell', { name: 'Export 1' });
    expect(screen.getByRole('columnheader', { name: 'Expires' })).toBeTruthy();
    const expiry = formatDateTime('2025-03-18T09:30:00.000Z');
    expect(within(rowOf('Export 1')).getByRole('cell', { name: expiry })).toBeTruthy();
    // Not known yet (a download just queued): a dash, never a guess.
    expect(within(rowOf('Export 2')).getAllByRole('cell', { name: '—' })).toHaveLength(2);
  });

  it('deletes a finished download after a confirmation, toasts and refreshes the list', async () => {
    let deleted = false;
    const api = mockApi({
      [LIST]: () =>
        jsonResponse(
          200,
          deleted
            ? [download(2, CsvDownloadStatus.Queued)]
            : [download(2, CsvDownloadStatus.Queued), download(1, CsvDownloadStatus.Ready)],
        ),
      [`DELETE exports/${download(1, CsvDownloadStatus.Ready).id}`]: () => {
        deleted = true;
        return jsonResponse(200, { id: download(1, CsvDownloadStatus.Ready).id });
      },
    });
    renderWithStore(<CsvDownloadsPage manifest={ALERTS_MANIFEST} />);
    // Still running: nothing to delete yet.
    await screen.findByRole('cell', { name: 'Export 2' });
    expect(within(rowOf('Export 2')).queryByRole('button', { name: 'Delete Export 2' })).toBeNull();

    // Cancel asks nothing of the server.
    fireEvent.click(within(rowOf('Export 1')).getByRole('button', { name: 'Delete Export 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/credits it used are not refunded/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.keys().filter((key) => key.startsWith('DELETE'))).toEqual([]);

    fireEvent.click(within(rowOf('Export 1')).getByRole('button', { name: 'Delete Export 1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(DOWNLOAD_DELETED_MESSAGE));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Export 1' })).toBeNull());
    expect(api.keys().filter((key) => key.startsWith('DELETE'))).toHaveLength(1);
  });

  it('toasts the server’s refusal and keeps the row', async () => {
    const ready = download(1, CsvDownloadStatus.Ready);
    mockApi({
      [LIST]: () => jsonResponse(200, [ready]),
      [`DELETE exports/${ready.id}`]: () => apiError(409, DELETE_UNFINISHED_DOWNLOAD_REASON),
    });
    renderWithStore(<CsvDownloadsPage manifest={ALERTS_MANIFEST} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Export 1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(DELETE_UNFINISHED_DOWNLOAD_REASON));
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('cell', { name: 'Export 1' })).toBeTruthy();
  });

  it('says so when there are no downloads', async () => {
    mockApi({ [LIST]: () => jsonResponse(200, []) });
    renderWithStore(<CsvDownloadsPage manifest={ALERTS_MANIFEST} />);
    expect(await screen.findByText('There are no records to display')).toBeTruthy();
  });
});
