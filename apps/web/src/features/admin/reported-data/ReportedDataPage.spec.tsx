import {
  PERMISSIONS,
  type ReportedDataDetail,
  type ReportedDataItem,
  type SearchReportsRequest,
} from '@leadsignal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifySuccess } from '../../../lib/toast';
import { ReportedDataPage } from './ReportedDataPage';
import { formatDateTime } from '../../../lib/format';
import { apiError, jsonResponse, mockApi } from '../../../../test/api';
import { storeSession, testUser } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render';

jest.mock('../../../lib/toast');

const SEARCH = 'POST reportedData/search';
const GET = 'POST reportedData/getById';
const ACT = 'POST reportedData/createActions';

const LONG_DETAILS =
  'The funding amount is wrong: the press release says $12M, not $21M.\nAlso the date is a week off, please check the source again.';

function report(overrides: Partial<ReportedDataItem> = {}): ReportedDataItem {
  return {
    id: 'report-1',
    reportedSource: 'Alerts',
    reportedSourceId: 'alert-123',
    type: 1,
    typeLabel: 'Inaccurate Data',
    details: LONG_DETAILS,
    status: 'open',
    createdOn: '2025-03-04T12:00:00.000Z',
    updatedOn: '2025-03-04T12:00:00.000Z',
    reporter: { id: 'user-2', fullName: 'Sam Stone', email: 'sam@example.com' },
    subject: 'Acme raises Series B',
    ...overrides,
  };
}

const OPEN = report();
const RESOLVED = report({
  id: 'report-2',
  reportedSource: 'Registered Companies',
  reportedSourceId: 'company-9',
  typeLabel: 'Wrong Company',
  details: 'Not this company.',
  status: 'resolved',
  createdOn: '2025-03-02T12:00:00.000Z',
  reporter: { id: 'user-3', fullName: 'Lee Park', email: 'lee@example.com' },
  subject: null,
});
const DISMISSED = report({
  id: 'report-3',
  reportedSource: 'Prospects',
  reportedSourceId: 'contact-7',
  status: 'dismissed',
  subject: 'Jo Smith',
  reporter: { id: 'user-4', fullName: 'Kim Lee', email: 'kim@example.com' },
});
const CORRECTED = report({
  id: 'report-4',
  reportedSource: 'Registered Companies',
  reportedSourceId: 'company-3',
  status: 'corrected',
  subject: 'Globex',
  reporter: { id: 'user-5', fullName: 'Max Roe', email: 'max@example.com' },
});
const ALL = [OPEN, RESOLVED, DISMISSED, CORRECTED];

const RESOLVED_DETAIL: ReportedDataDetail = {
  ...RESOLVED,
  actions: [
    {
      action: 'resolved',
      note: 'Confirmed with the reporter.',
      createdOn: '2025-03-03T12:00:00.000Z',
      admin: { id: 'admin-1', fullName: 'Ada Admin' },
    },
  ],
};

beforeEach(() => {
  localStorage.clear();
  jest.clearAllMocks();
  storeSession(testUser({ allowedPermissions: [PERMISSIONS.adminReportedData] }));
});

/** A fake reported-data API that filters by status and source; `totalCount` may claim more rows. */
function reportsApi(options: { items?: ReportedDataItem[]; totalCount?: number } = {}, extra = {}) {
  return mockApi({
    [SEARCH]: async (_body, request) => {
      const body = (await request.json()) as SearchReportsRequest;
      const items = (options.items ?? ALL).filter(
        (item) =>
          (!body.status || item.status === body.status) &&
          (!body.reportedSource || item.reportedSource === body.reportedSource),
      );
      return jsonResponse(200, { items, totalCount: options.totalCount ?? items.length });
    },
    [GET]: async (_body, request) => {
      const { id } = (await request.json()) as { id: string };
      if (id === RESOLVED.id) return jsonResponse(200, RESOLVED_DETAIL);
      const item = ALL.find((candidate) => candidate.id === id);
      return item ? jsonResponse(200, { ...item, actions: [] }) : apiError(404, 'The report was not found.');
    },
    ...extra,
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('reported data page', () => {
  it('lists the open reports, newest first, 10 per page by default', async () => {
    const api = reportsApi();
    renderPage('/reported/data', <ReportedDataPage />);

    expect(screen.getByRole('heading', { name: 'Reported Data' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Reported data' });
    await within(table).findByText('Acme raises Series B');
    expect(api.bodiesOf(SEARCH)).toEqual([{ page: 1, pageSize: 10, status: 'open' }]);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('open');
    expect((screen.getByLabelText('Source') as HTMLSelectElement).value).toBe('');
    expect(Array.from((screen.getByLabelText('Status') as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'All',
      'Open',
      'Resolved',
      'Dismissed',
      'Corrected',
    ]);
    expect(Array.from((screen.getByLabelText('Source') as HTMLSelectElement).options).map((o) => o.text)).toEqual([
      'All',
      'Alerts',
      'Registered Companies',
      'Prospects',
    ]);

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Reported', 'Source', 'Row', 'Type', 'Details', 'Reporter', 'Status', 'Actions']);
    const row = rowOf('Acme raises Series B');
    expect(within(row).getByText(formatDateTime(OPEN.createdOn))).toBeTruthy();
    expect(within(row).getByText('Alerts')).toBeTruthy();
    expect(within(row).getByText('alert-123')).toBeTruthy();
    expect(within(row).getByText('Inaccurate Data')).toBeTruthy();
    expect(within(row).getByTitle(LONG_DETAILS, { normalizer: (text) => text })).toBeTruthy();
    expect(within(row).getByText('Sam Stone')).toBeTruthy();
    expect(within(row).getByText('sam@example.com')).toBeTruthy();
    expect(within(row).getByText('Open').className).toContain('bg-warning');
    expect(within(row).getByRole('button', { name: 'Review report from Sam Stone' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByText('1-1 of 1')).toBeTruthy();
    expect(
      Array.from((screen.getByLabelText('Rows per page:') as HTMLSelectElement).options).map((o) => o.value),
    ).toEqual(['10', '15', '20', '25', '30']);
  });

  it('filters by status and source from page 1, and shows every status with its badge', async () => {
    const api = reportsApi({ totalCount: 45 });
    renderPage('/reported/data', <ReportedDataPage />);
    await screen.findByText('Acme raises Series B');

    fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    await waitFor(() => expect(api.bodiesOf(SEARCH).at(-1)).toEqual({ page: 2, pageSize: 10, status: 'open' }));

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    await waitFor(() => expect(api.bodiesOf(SEARCH).at(-1)).toEqual({ page: 1, pageSize: 10 }));
    await screen.findByText('Globex');
    expect(within(rowOf('Acme raises Series B')).getByText('Open').className).toContain('bg-warning');
    expect(within(rowOf('Lee Park')).getByText('Resolved').className).toContain('bg-success');
    expect(within(rowOf('Jo Smith')).getByText('Dismissed').className).toContain('bg-secondary');
    expect(within(rowOf('Globex')).getByText('Corrected').className).toContain('bg-info');
    // A row whose subject was deleted says so, and still shows its id.
    const gone = rowOf('Lee Park');
    expect(within(gone).getByText('No longer exists').className).toContain('text-muted');
    expect(within(gone).getByText('company-9')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    await waitFor(() => expect(api.bodiesOf(SEARCH).at(-1)).toEqual({ page: 2, pageSize: 10 }));
    fireEvent.change(screen.getByLabelText('Source'), { target: { value: 'Registered Companies' } });
    await waitFor(() =>
      expect(api.bodiesOf(SEARCH).at(-1)).toEqual({ page: 1, pageSize: 10, reportedSource: 'Registered Companies' }),
    );
    await waitFor(() => expect(screen.queryByText('Acme raises Series B')).toBeNull());
    expect(screen.getByText('Globex')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'corrected' } });
    await waitFor(() =>
      expect(api.bodiesOf(SEARCH).at(-1)).toEqual({
        page: 1,
        pageSize: 10,
        status: 'corrected',
        reportedSource: 'Registered Companies',
      }),
    );
    await waitFor(() => expect(screen.queryByText('Lee Park')).toBeNull());
  });

  it('asks for another page size', async () => {
    const api = reportsApi();
    renderPage('/reported/data', <ReportedDataPage />);
    await screen.findByText('Acme raises Series B');
    fireEvent.change(screen.getByLabelText('Rows per page:'), { target: { value: '25' } });
    await waitFor(() => expect(api.bodiesOf(SEARCH).at(-1)).toEqual({ page: 1, pageSize: 25, status: 'open' }));
  });

  it('says when there is nothing to review, and uses the table default for the other filters', async () => {
    reportsApi({ items: [] });
    renderPage('/reported/data', <ReportedDataPage />);
    expect(await screen.findByText('There are no reports to review.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'resolved' } });
    expect(await screen.findByText('There are no records to display')).toBeTruthy();
  });

  it('reviews a report: shows its details and history', async () => {
    const api = reportsApi();
    renderPage('/reported/data', <ReportedDataPage />);
    await screen.findByText('Acme raises Series B');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Review report from Lee Park' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Review report')).toBeTruthy();
    await within(dialog).findByText('Not this company.');
    expect(api.bodiesOf(GET)).toEqual([{ id: 'report-2' }]);
    expect(within(dialog).getByText('Registered Companies')).toBeTruthy();
    expect(within(dialog).getByText('No longer exists')).toBeTruthy();
    expect(within(dialog).getByText('company-9')).toBeTruthy();
    expect(within(dialog).getByText('Wrong Company')).toBeTruthy();
    expect(within(dialog).getByText('Lee Park')).toBeTruthy();
    expect(within(dialog).getByText('lee@example.com')).toBeTruthy();
    expect(within(dialog).getByText(formatDateTime(RESOLVED.createdOn))).toBeTruthy();
    expect(within(dialog).getByText('Resolved', { selector: '.badge' })).toBeTruthy();
    expect(
      within(dialog).getByText(
        `Resolved by Ada Admin on ${formatDateTime('2025-03-03T12:00:00.000Z')}: Confirmed with the reporter.`,
      ),
    ).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the full details with their line breaks', async () => {
    reportsApi();
    renderPage('/reported/data', <ReportedDataPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Review report from Sam Stone' }));
    const dialog = await screen.findByRole('dialog');
    const details = await within(dialog).findByText(
      (_, element) => element?.textContent === LONG_DETAILS && element.tagName === 'DD',
    );
    expect(details.style.whiteSpace).toBe('pre-wrap');
    expect(within(dialog).getByText('No action has been taken yet.')).toBeTruthy();
  });

  it('requires an action and checks the note length, sending nothing until both are right', async () => {
    const api = reportsApi();
    renderPage('/reported/data', <ReportedDataPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Review report from Sam Stone' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('alert-123');

    expect(within(dialog).queryByText('Choose an action.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose an action.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Resolved').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(dialog).getByLabelText('Dismissed'));
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The note must be at most 2,000 characters.')).toBeTruthy();
    expect(within(dialog).queryByText('Choose an action.')).toBeNull();
    expect(within(dialog).getByLabelText('Note').getAttribute('aria-invalid')).toBe('true');
    expect(api.bodiesOf(ACT)).toEqual([]);
  });

  it('saves an action with its note, closes, toasts and reloads the list', async () => {
    const api = reportsApi({}, { [ACT]: () => jsonResponse(200, { ...OPEN, status: 'corrected', actions: [] }) });
    renderPage('/reported/data', <ReportedDataPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Review report from Sam Stone' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('alert-123');

    fireEvent.click(within(dialog).getByLabelText('Corrected'));
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: '  Fixed the amount.  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf(ACT)).toEqual([{ id: 'report-1', action: 'corrected', note: 'Fixed the amount.' }]);
    expect(notifySuccess).toHaveBeenCalledWith('The report has been updated.');
    await waitFor(() => expect(api.bodiesOf(SEARCH)).toHaveLength(2));
  });

  it("shows the server's reason in the modal when it refuses", async () => {
    const api = reportsApi({}, { [ACT]: () => apiError(409, 'This report has already been dismissed.') });
    renderPage('/reported/data', <ReportedDataPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Review report from Sam Stone' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('alert-123');

    fireEvent.click(within(dialog).getByLabelText('Resolved'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe('This report has already been dismissed.');
    expect(alert.className).toContain('alert-danger');
    expect(api.bodiesOf(ACT)).toEqual([{ id: 'report-1', action: 'resolved', note: '' }]);
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
