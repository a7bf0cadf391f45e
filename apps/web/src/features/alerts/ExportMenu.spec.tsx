import {
  capReachedReason,
  defaultAlertSearchCriteria,
  UI_MESSAGES,
  type AlertSearchCriteria,
  type AlertSortField,
  type TriggerEvent,
} from '@leadsignal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifyError, notifySuccess } from '../../lib/toast';
import { ExportMenu, type ExportMenuProps } from '../../search-kit';
import type { SelectedRow } from '../../search-kit/exports/export-rules';
import { alertsKind } from './alerts-kind';
import { apiError, jsonResponse, mockApi } from '../../../test/api';
import { renderWithStore } from '../../../test/render';

jest.mock('../../lib/toast');

const ALL = 'POST event/downloadAllTriggerEvents';
const SELECTED = 'POST event/downloadSelectedTriggerEvents';
const ESTIMATE = 'POST event/downloadEstimate';
const criteria = { ...defaultAlertSearchCriteria(), isTriggerEventsTypeSelected: true, eventTypes: ['funding'] };
const id = (n: number) => `0190a6c2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const rows = (...viewed: boolean[]): SelectedRow[] => viewed.map((isViewed, i) => ({ id: id(i + 1), isViewed }));

let savedBlobs: Blob[];

beforeEach(() => {
  jest.clearAllMocks();
  savedBlobs = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    savedBlobs.push(blob);
    return `blob:test/${savedBlobs.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});

async function renderMenu(
  props: Partial<ExportMenuProps<AlertSearchCriteria, TriggerEvent, AlertSortField>> = {},
  shared = { monthlyAvailableCredits: 1000, downloadLimit: 0 },
) {
  const onDownloaded = jest.fn();
  const view = renderWithStore(
    <ExportMenu
      kind={alertsKind}
      criteria={criteria}
      totalCount={120}
      loading={false}
      selectedRows={[]}
      onDownloaded={onDownloaded}
      {...props}
    />,
    shared,
  );
  await openMenu();
  return { ...view, onDownloaded };
}

/** Opens the Export dropdown and lets its positioning settle. */
async function openMenu(): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  });
}

const item = (name: RegExp) => screen.getByRole('button', { name });
/** A menu item is disabled with aria-disabled, a button with the attribute. */
const isDisabled = (element: HTMLElement) =>
  (element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true';

describe('Export menu', () => {
  it('offers "download up to N alerts", capped by the download limit, and "download selected"', async () => {
    await renderMenu({ selectedRows: rows(true, false) }, { monthlyAvailableCredits: 1000, downloadLimit: 50 });
    expect(isDisabled(item(/Download up to 50 alerts/))).toBe(false);
    expect(isDisabled(item(/Download selected \(2\)/))).toBe(false);
  });

  it('disables "download all" saying why while loading or without results, and "download selected" without a selection', async () => {
    const { unmount } = await renderMenu({ loading: true });
    expect(isDisabled(item(/Counting alerts…/))).toBe(true);
    expect(isDisabled(item(/Download selected \(0\)/))).toBe(true);
    unmount();
    await renderMenu({ totalCount: 0 });
    expect(isDisabled(item(/No alerts to download/))).toBe(true);
    expect(screen.queryByText(/Download up to 0/)).toBeNull();
  });

  it('shows "Download CSV?" instead of the download when the estimate exceeds the credits', async () => {
    const api = mockApi({
      [ESTIMATE]: () => jsonResponse(200, { requested: 120, rows: 120, credits: 101, downloadLimit: 0 }),
    });
    await renderMenu({}, { monthlyAvailableCredits: 100, downloadLimit: 0 });
    fireEvent.click(item(/Download up to 120 alerts/));

    const dialog = await screen.findByRole('dialog', { name: 'Download CSV?' });
    expect(within(dialog).getByText(UI_MESSAGES.insufficientCredit)).toBeTruthy();
    expect(api.bodiesOf(ESTIMATE)).toEqual([{ criteria }]);
    expect(api.count(ALL)).toBe(0);
  });

  it('shows the estimate in the CSV download modal: 120 rows, but 100 credits are enough for what it charges', async () => {
    mockApi({ [ESTIMATE]: () => jsonResponse(200, { requested: 120, rows: 120, credits: 37, downloadLimit: 0 }) });
    await renderMenu({}, { monthlyAvailableCredits: 100, downloadLimit: 0 });
    fireEvent.click(item(/Download up to 120 alerts/));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts CSV Download' });
    expect(dialog.textContent).toContain('120 alerts will be exported, using 37 credits when the file is ready');
  });

  it('queues all results through the Alerts CSV Download modal, with its name and save-search rules', async () => {
    const api = mockApi({
      [ALL]: () => jsonResponse(200, { id: id(99), status: 3 }),
      'GET event/getAllEventsCsvDownloads': () => jsonResponse(200, []),
    });
    await renderMenu();
    fireEvent.click(item(/Download up to 120 alerts/));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts CSV Download' });
    const cont = within(dialog).getByRole('button', { name: 'Continue' });
    const saveSearch = within(dialog).getByLabelText('Save Search');
    const notifications = within(dialog).getByLabelText('Notifications');

    expect((cont as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '   ' } });
    expect((cont as HTMLButtonElement).disabled).toBe(true);
    expect((notifications as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(saveSearch);
    fireEvent.click(notifications);
    expect((notifications as HTMLInputElement).checked).toBe(true);
    // Unticking Save Search clears Notifications.
    fireEvent.click(saveSearch);
    expect((notifications as HTMLInputElement).checked).toBe(false);
    expect((notifications as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(saveSearch);
    fireEvent.click(notifications);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Funding Q3 ' } });
    fireEvent.click(cont);

    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(UI_MESSAGES.csvQueued));
    expect(api.bodiesOf(ALL)).toEqual([
      { ...criteria, csvDownloadName: 'Funding Q3', saveSearch: true, enableNotification: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('follows an export queued from the alerts screen and announces it when it is Ready', async () => {
    jest.useFakeTimers();
    try {
      const listed = (status: number) => [
        {
          id: id(99),
          name: 'Funding Q3',
          kind: 'alerts',
          status,
          totalRows: status === 1 ? 120 : null,
          createdOn: '2025-03-04T10:00:00.000Z',
          completedOn: null,
          error: null,
          downloadUrl: status === 1 ? '/api/exports/x/download?token=t' : null,
          expiresOn: '2025-03-11T10:00:00.000Z',
        },
      ];
      let ready = false;
      const api = mockApi({
        [ALL]: () => jsonResponse(200, { id: id(99), status: 3 }),
        'GET event/getAllEventsCsvDownloads': () => jsonResponse(200, listed(ready ? 1 : 3)),
      });
      await renderMenu();
      fireEvent.click(item(/Download up to 120 alerts/));
      const dialog = await screen.findByRole('dialog', { name: 'Alerts CSV Download' });
      fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Funding Q3' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(UI_MESSAGES.csvQueued));
      await waitFor(() => expect(api.count('GET event/getAllEventsCsvDownloads')).toBe(1));
      expect(notifySuccess).not.toHaveBeenCalledWith(UI_MESSAGES.csvReady);

      ready = true;
      await act(() => jest.advanceTimersByTimeAsync(3000));
      await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(UI_MESSAGES.csvReady));
      // Nothing is running any more: the polling stops.
      const calls = api.count('GET event/getAllEventsCsvDownloads');
      await act(() => jest.advanceTimersByTimeAsync(9000));
      expect(api.count('GET event/getAllEventsCsvDownloads')).toBe(calls);
    } finally {
      jest.useRealTimers();
    }
  });

  it('notes when the download limit cuts the results', async () => {
    mockApi({});
    await renderMenu({}, { monthlyAvailableCredits: 100, downloadLimit: 50 });
    fireEvent.click(item(/Download up to 50 alerts/));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts CSV Download' });
    expect(within(dialog).getByRole('note').textContent).toContain(
      'only the first 50 of 120 alerts will be downloaded',
    );
  });

  it('answers a refused "download all": 402 opens "Download CSV?", other failures say so', async () => {
    let answer = () => apiError(402, UI_MESSAGES.insufficientCredit);
    mockApi({ [ALL]: () => answer() });
    await renderMenu();
    fireEvent.click(item(/Download up to 120 alerts/));
    let dialog = await screen.findByRole('dialog', { name: 'Alerts CSV Download' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Download CSV?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    answer = () => new Response('', { status: 500 });
    await openMenu();
    fireEvent.click(item(/Download up to 120 alerts/));
    dialog = await screen.findByRole('dialog', { name: 'Alerts CSV Download' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(UI_MESSAGES.downloadAllFailed));
  });

  it('downloads viewed rows within the limit at once: alerts.csv with a BOM, credits from the server', async () => {
    const api = mockApi({
      [SELECTED]: () =>
        jsonResponse(200, { monthlyAvailableCredit: 97, newlyDownloadedIds: [], csvData: 'Alert ID\nx\n' }),
    });
    const { store, onDownloaded } = await renderMenu({ selectedRows: rows(true, true) });
    fireEvent.click(item(/Download selected \(2\)/));

    await waitFor(() => expect(savedBlobs).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.bodiesOf(SELECTED)).toEqual([{ events: [{ id: id(1) }, { id: id(2) }] }]);
    const bytes = new Uint8Array(await readBlob(savedBlobs[0]));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(savedBlobs[0].type).toBe('text/csv;charset=utf-8');
    const link = (HTMLAnchorElement.prototype.click as jest.Mock).mock.contexts[0] as HTMLAnchorElement;
    expect(link.getAttribute('download')).toBe('alerts.csv');
    expect(store.getState().shared.monthlyAvailableCredits).toBe(97);
    expect(onDownloaded).toHaveBeenCalledWith([]);
    expect(notifySuccess).toHaveBeenCalledWith(UI_MESSAGES.csvReady);
  });

  it('asks to confirm with the estimate: two rows of one person and a viewed row cost 1 credit', async () => {
    const api = mockApi({
      [ESTIMATE]: () => jsonResponse(200, { requested: 3, rows: 3, credits: 1, downloadLimit: 0 }),
      [SELECTED]: () =>
        jsonResponse(200, { monthlyAvailableCredit: 99, newlyDownloadedIds: [id(2), id(3)], csvData: 'x\n' }),
    });
    await renderMenu({ selectedRows: rows(true, false, false) });
    fireEvent.click(item(/Download selected \(3\)/));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Download' });
    expect(dialog.textContent).toContain('Downloading 3 alerts uses 1 credit');
    expect(api.bodiesOf(ESTIMATE)).toEqual([{ events: [{ id: id(1) }, { id: id(2) }, { id: id(3) }] }]);
    expect(api.count(SELECTED)).toBe(0);
  });

  it('asks to confirm when selected rows cost credits, then downloads', async () => {
    const api = mockApi({
      [SELECTED]: () =>
        jsonResponse(200, { monthlyAvailableCredit: 98, newlyDownloadedIds: [id(2), id(3)], csvData: 'x\n' }),
    });
    const { onDownloaded } = await renderMenu({ selectedRows: rows(true, false, false) });
    fireEvent.click(item(/Download selected \(3\)/));

    // Without an estimate (here: no answer) the rows on screen are counted.
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Download' });
    expect(dialog.textContent).toContain('Downloading 3 alerts uses 2 credits');
    expect(api.count(SELECTED)).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(onDownloaded).toHaveBeenCalledWith([id(2), id(3)]));
    expect(api.count(SELECTED)).toBe(1);
    expect(notifySuccess).toHaveBeenCalledWith(UI_MESSAGES.csvReady);
  });

  it('asks to confirm a selection over the limit and sends only the first rows the limit allows', async () => {
    const api = mockApi({
      [SELECTED]: () => jsonResponse(200, { monthlyAvailableCredit: 10, newlyDownloadedIds: [], csvData: 'x\n' }),
    });
    await renderMenu({ selectedRows: rows(true, true, true) }, { monthlyAvailableCredits: 10, downloadLimit: 2 });
    fireEvent.click(item(/Download selected \(3\)/));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm Download' });
    expect(within(dialog).getByRole('note').textContent).toContain('only the first 2 will be downloaded');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(api.bodiesOf(SELECTED)).toEqual([{ events: [{ id: id(1) }, { id: id(2) }] }]));
  });

  it('shows "Download CSV?" when the selection costs more credits than are left', async () => {
    const api = mockApi({});
    await renderMenu({ selectedRows: rows(false, false) }, { monthlyAvailableCredits: 1, downloadLimit: 0 });
    fireEvent.click(item(/Download selected \(2\)/));
    expect(await screen.findByRole('dialog', { name: 'Download CSV?' })).toBeTruthy();
    expect(api.count(SELECTED)).toBe(0);
  });

  it("shows a 402's reason as the server words it (a member's monthly cap) for either download", async () => {
    const cap = capReachedReason(2, 2);
    mockApi({ [SELECTED]: () => apiError(402, cap), [ALL]: () => apiError(402, cap) });
    await renderMenu({ selectedRows: rows(true) });
    fireEvent.click(item(/Download selected \(1\)/));
    let dialog = await screen.findByRole('dialog', { name: 'Download CSV?' });
    expect(within(dialog).getByRole('alert').textContent).toBe(cap);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await openMenu();
    fireEvent.click(item(/Download up to 120 alerts/));
    dialog = await screen.findByRole('dialog', { name: 'Alerts CSV Download' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Mine' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    dialog = await screen.findByRole('dialog', { name: 'Download CSV?' });
    expect(within(dialog).getByRole('alert').textContent).toBe(cap);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('says "Failed to download the selected alerts." when the download fails', async () => {
    mockApi({ [SELECTED]: () => new Response('', { status: 500 }) });
    await renderMenu({ selectedRows: rows(true) });
    fireEvent.click(item(/Download selected \(1\)/));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(UI_MESSAGES.downloadSelectedFailed));
    expect(savedBlobs).toEqual([]);
  });
});

function readBlob(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
