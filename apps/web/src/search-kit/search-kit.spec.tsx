// The search kit configured for a kind of its own (widgets, test/search-kit/test-kind.tsx): every piece calls
// that kind's paths and speaks its words, with nothing of another kind in between.
import { CsvDownloadStatus, type SavedSearch } from '@leadsignal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, mockApi } from '../../test/api';
import { renderRoute } from '../../test/render';
import {
  WIDGET_PERMISSIONS,
  widgetRow,
  WIDGETS_MANIFEST,
  widgetsKind,
  type WidgetCriteria,
  type WidgetRow,
} from '../../test/search-kit/test-kind';
import { formatDateTime } from '../lib/format';
import { notifyError, notifySuccess } from '../lib/toast';
import { CsvDownloadsPage } from './exports/CsvDownloadsPage';
import { SavedSearchesPage } from './saved-searches/SavedSearchesPage';
import { SearchScreen } from './screen/SearchScreen';
import { ownSharing } from '../../test/sharing';

jest.mock('../lib/toast');

const SEARCH = 'POST widget/search';
const DEFAULT = 'GET widget/getDefaultSaveSearch';
const BY_ID = 'GET widget/getSearch';

const widgets = (total: number) => () =>
  jsonResponse(200, {
    widgets: Array.from({ length: Math.min(total, 20) }, (_, i) => widgetRow(i + 1)),
    totalCount: total,
  });

function saved(name: string, criteria: Partial<WidgetCriteria>, overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: '0190a6c2-0000-7000-8000-0000000000c1',
    kind: 'companies',
    name,
    searchCriteria: JSON.stringify({ ...widgetsKind.criteria.defaults(), ...criteria }),
    enableNotification: false,
    isDefault: false,
    isMonitored: false,
    createdOn: '2025-06-01T00:00:00.000Z',
    criteriaError: null,
    ...ownSharing,
    ...overrides,
  };
}

function renderScreen(options: { entry?: string; onOpenDetails?: (row: WidgetRow) => void } = {}) {
  return renderRoute('/widgets', <SearchScreen kind={widgetsKind} onOpenDetails={options.onOpenDetails} />, {
    entry: options.entry,
    permissions: WIDGET_PERMISSIONS,
  });
}

const table = () => screen.getByRole('table', { name: 'Widgets' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);

beforeEach(() => {
  localStorage.clear();
  jest.mocked(notifyError).mockClear();
  jest.mocked(notifySuccess).mockClear();
});

describe('the search kit, configured for a kind of its own', () => {
  it("searches the kind's path with its defaults and shows its rows in its words", async () => {
    const api = mockApi({ [DEFAULT]: () => jsonResponse(200, null), [SEARCH]: widgets(3) });
    const onOpenDetails = jest.fn();
    renderScreen({ onOpenDetails });

    expect(await screen.findByText('3 widgets found')).toBeTruthy();
    expect(api.bodiesOf(SEARCH)).toEqual([widgetsKind.criteria.defaults()]);
    expect(api.bodiesOf(SEARCH)[0]).toMatchObject({ isActiveSelected: true, page: 1, pageSize: 20, sortBy: 'name' });
    expect(screen.getByRole('heading', { name: 'Find Widgets' })).toBeTruthy();
    expect(dataRows().map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Widget 1',
      'Widget 2',
      'Widget 3',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Select widget Widget 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Open Widget 2' }));
    expect(onOpenDetails).toHaveBeenCalledWith(widgetRow(2));
  });

  it("says the kind's message when the search answers without rows", async () => {
    mockApi({ [DEFAULT]: () => jsonResponse(200, null), [SEARCH]: () => jsonResponse(200, {}) });
    renderScreen();
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to get the widgets.'));
  });

  it("starts from ?ssid= with the kind's call by id", async () => {
    const texas = saved('Software', { isIndustriesSelected: true, industries: ['software'], page: 4 });
    const api = mockApi({ [BY_ID]: () => jsonResponse(200, texas), [SEARCH]: widgets(1) });
    renderScreen({ entry: `/widgets?ssid=${texas.id}` });

    expect(await screen.findByText("You are viewing the saved widget search 'Software'")).toBeTruthy();
    await waitFor(() => expect(api.bodiesOf(SEARCH)).toHaveLength(1));
    expect(api.bodiesOf(SEARCH)[0]).toMatchObject({ isIndustriesSelected: true, industries: ['software'], page: 1 });
    expect(api.keys()).toEqual([BY_ID, SEARCH]);
  });

  it("saves the panel's search with the kind's calls and words, and makes it current", async () => {
    const created = saved('Retailers', { isActiveSelected: false }, { id: '0190a6c2-0000-7000-8000-0000000000c2' });
    const api = mockApi({
      [DEFAULT]: () => jsonResponse(200, null),
      [SEARCH]: widgets(2),
      'POST widget/saveSearch': () => jsonResponse(201, created),
    });
    renderScreen();
    await screen.findByText('2 widgets found');

    fireEvent.click(screen.getByLabelText('Active Only', { selector: 'input[type=checkbox]' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Widget Search' });
    expect(within(dialog).getByText('Hear about new widgets that match.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Retailers' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("You are viewing the saved widget search 'Retailers'")).toBeTruthy();
    expect(notifySuccess).toHaveBeenCalledWith('Widget search saved.');
    const [body] = api.bodiesOf('POST widget/saveSearch') as { searchCriteria: string }[];
    expect(JSON.parse(body.searchCriteria)).toMatchObject({ isActiveSelected: false, page: 1 });
    expect(api.count('POST widget/setDefaultSaveSearch')).toBe(0);
    await waitFor(() => expect(api.bodiesOf(SEARCH)).toHaveLength(2));
    expect(api.bodiesOf(SEARCH)[1]).toMatchObject({ isActiveSelected: false });
  });

  it("exports through the kind's calls: the selection as widgets.csv, everything through its modal", async () => {
    URL.createObjectURL = jest.fn(() => 'blob:test/1');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = mockApi({
      [DEFAULT]: () => jsonResponse(200, null),
      [SEARCH]: widgets(3),
      'POST widget/downloadSelected': () =>
        jsonResponse(200, { monthlyAvailableCredit: 99, newlyDownloadedIds: [], csvData: 'Company\n' }),
      'POST widget/downloadAll': () => jsonResponse(200, { id: '0190a6c2-0000-7000-8000-0000000000e1', status: 3 }),
      'GET widget/getAllWidgetCsvDownloads': () => jsonResponse(200, []),
    });
    renderScreen();
    await screen.findByText('3 widgets found');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select widget Widget 1' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export' })));
    fireEvent.click(screen.getByRole('button', { name: 'Download selected (1)' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Download' })).getByRole('button', { name: 'Download' }),
    );
    await waitFor(() =>
      expect(api.bodiesOf('POST widget/downloadSelected')).toEqual([{ widgets: [{ id: widgetRow(1).id }] }]),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('download')).toBe('widgets.csv');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export' })));
    fireEvent.click(screen.getByRole('button', { name: 'Download up to 3 widgets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Widgets CSV Download' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'All of them' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(api.bodiesOf('POST widget/downloadAll')).toHaveLength(1));
    expect(api.bodiesOf('POST widget/downloadAll')[0]).toEqual({
      ...widgetsKind.criteria.defaults(),
      csvDownloadName: 'All of them',
      saveSearch: false,
      enableNotification: false,
    });
    click.mockRestore();
  });

  it("lists the kind's saved searches and opens one on the kind's screen", async () => {
    const search = saved('Software', {});
    mockApi({ 'GET widget/getListSaveSearch': () => jsonResponse(200, [search]) });
    const { router } = renderRoute('/managewidgetsearch', <SavedSearchesPage manifest={WIDGETS_MANIFEST} />, {
      permissions: WIDGET_PERMISSIONS,
    });
    expect(screen.getByRole('heading', { name: 'Saved Widget Searches' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Saved widget searches' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Open Software' }));
    expect(router.state.location.pathname).toBe('/widgets');
    expect(router.state.location.search).toBe(`?ssid=${search.id}`);
    expect(router.state.location.state).toEqual({ savedSearch: search });
  });

  it("lists the kind's CSV downloads", async () => {
    const api = mockApi({
      'GET widget/getAllWidgetCsvDownloads': () =>
        jsonResponse(200, [
          {
            id: '0190a6c2-0000-7000-8000-0000000000e1',
            name: 'All of them',
            kind: 'companies',
            status: CsvDownloadStatus.Ready,
            totalRows: 3,
            createdOn: '2025-03-04T10:00:00.000Z',
            completedOn: '2025-03-04T10:01:00.000Z',
            error: null,
            downloadUrl: '/api/exports/e1/file',
            expiresOn: '2025-03-11T10:00:00.000Z',
          },
        ]),
    });
    renderRoute('/widgetcsvdownload', <CsvDownloadsPage manifest={WIDGETS_MANIFEST} />, {
      permissions: WIDGET_PERMISSIONS,
    });
    expect(screen.getByRole('heading', { name: 'Widget CSV Downloads' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Widget CSV downloads' });
    expect(await within(table).findByRole('button', { name: 'Download All of them' })).toBeTruthy();
    expect(api.keys()).toEqual(['GET widget/getAllWidgetCsvDownloads']);
  });

  describe("a notification's arrival window (?ssid=…&arrivedAfter=…&arrivedUntil=…)", () => {
    const after = '2026-11-24T12:00:00.123456Z';
    const until = '2026-11-24T13:00:00.654321Z';
    const since = formatDateTime(after);
    const software = saved('Software', { isIndustriesSelected: true, industries: ['software'] });
    const entry = `/widgets?${new URLSearchParams({ ssid: software.id, arrivedAfter: after, arrivedUntil: until })}`;
    const windowed = (body: unknown) =>
      (body as WidgetCriteria).isArrivedWindowSelected ? widgets(2)() : widgets(1179)();

    it('loads the saved search, lays the window over it and says how many are new', async () => {
      const api = mockApi({ [BY_ID]: () => jsonResponse(200, software), [SEARCH]: windowed });
      renderScreen({ entry });

      expect(await screen.findByText('2 widgets found')).toBeTruthy();
      expect(api.bodiesOf(SEARCH)).toEqual([
        {
          ...widgetsKind.criteria.defaults(),
          isIndustriesSelected: true,
          industries: ['software'],
          isArrivedWindowSelected: true,
          arrivedAfter: after,
          arrivedUntil: until,
        },
      ]);
      const notice = screen.getByRole('status', { name: 'New matches' });
      expect(notice.textContent).toContain(`Showing the 2 new widgets since ${since}`);
      expect(screen.getByText("You are viewing the saved widget search 'Software'")).toBeTruthy();
      const filters = screen.getByRole('group', { name: 'Active filters' });
      expect(within(filters).getByText(`Arrived: since ${since}`)).toBeTruthy();
      expect(within(filters).getByText('Industry: Software')).toBeTruthy();
    });

    it('keeps the window while paging; Show all matches drops it and keeps the saved search', async () => {
      const api = mockApi({ [BY_ID]: () => jsonResponse(200, software), [SEARCH]: windowed });
      const { router } = renderScreen({ entry });
      await screen.findByText('2 widgets found');

      fireEvent.click(
        within(screen.getByRole('status', { name: 'New matches' })).getByRole('button', { name: 'Show all matches' }),
      );
      expect(await screen.findByText('1,179 widgets found')).toBeTruthy();
      expect(screen.queryByRole('status', { name: 'New matches' })).toBeNull();
      expect(api.bodiesOf(SEARCH)[1]).toMatchObject({
        isIndustriesSelected: true,
        isArrivedWindowSelected: false,
        arrivedAfter: '',
        arrivedUntil: '',
      });
      const params = new URLSearchParams(router.state.location.search);
      expect(params.get('ssid')).toBe(software.id);
      expect(params.has('arrivedAfter')).toBe(false);
      expect(screen.getByText("You are viewing the saved widget search 'Software'")).toBeTruthy();

      // Back to the notification's address: the window again, and it survives a new page.
      await act(async () => router.navigate(-1));
      expect(await screen.findByText('2 widgets found')).toBeTruthy();
      await act(async () =>
        router.navigate(
          `/widgets?${new URLSearchParams({ ssid: software.id, arrivedAfter: after, arrivedUntil: until, industries: 'software', page: '2' })}`,
        ),
      );
      await waitFor(() =>
        expect(api.bodiesOf(SEARCH).at(-1)).toMatchObject({
          page: 2,
          isArrivedWindowSelected: true,
          arrivedAfter: after,
          arrivedUntil: until,
        }),
      );
    });

    it("the active filters' × on the window shows every match too", async () => {
      const api = mockApi({ [BY_ID]: () => jsonResponse(200, software), [SEARCH]: windowed });
      renderScreen({ entry });
      await screen.findByText('2 widgets found');
      fireEvent.click(screen.getByRole('button', { name: 'Remove filter Arrived' }));
      expect(await screen.findByText('1,179 widgets found')).toBeTruthy();
      expect(api.bodiesOf(SEARCH)[1]).toMatchObject({ isIndustriesSelected: true, isArrivedWindowSelected: false });
    });

    it('never saves the window with a search', async () => {
      const created = saved(
        'New software',
        { isIndustriesSelected: true, industries: ['software'] },
        {
          id: '0190a6c2-0000-7000-8000-0000000000c3',
        },
      );
      const api = mockApi({
        [BY_ID]: () => jsonResponse(200, software),
        [SEARCH]: windowed,
        'POST widget/saveSearch': () => jsonResponse(201, created),
      });
      renderScreen({ entry });
      await screen.findByText('2 widgets found');

      fireEvent.click(screen.getByRole('button', { name: 'Save Search' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save Widget Search' });
      fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'New software' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.count('POST widget/saveSearch')).toBe(1));
      const [body] = api.bodiesOf('POST widget/saveSearch') as { searchCriteria: string }[];
      expect(JSON.parse(body.searchCriteria)).toMatchObject({
        isIndustriesSelected: true,
        isArrivedWindowSelected: false,
        arrivedAfter: '',
        arrivedUntil: '',
      });
    });

    it('ignores bounds that are no ISO-8601 instants', async () => {
      const api = mockApi({ [BY_ID]: () => jsonResponse(200, software), [SEARCH]: windowed });
      renderScreen({ entry: `/widgets?ssid=${software.id}&arrivedAfter=yesterday` });
      expect(await screen.findByText('1,179 widgets found')).toBeTruthy();
      expect(api.bodiesOf(SEARCH)[0]).toMatchObject({ isArrivedWindowSelected: false, arrivedAfter: '' });
      expect(screen.queryByRole('status', { name: 'New matches' })).toBeNull();
    });
  });

  it('collapses the filter panel above the results on a narrow screen, and closes it again on Search', async () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    try {
      const api = mockApi({ [DEFAULT]: () => jsonResponse(200, null), [SEARCH]: widgets(3) });
      renderScreen();
      expect(await screen.findByText('3 widgets found')).toBeTruthy();

      const toggle = screen.getByRole('button', { name: /^Filters/ });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();

      fireEvent.click(toggle);
      expect(toggle.getAttribute('aria-expanded')).toBe('true');
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(api.bodiesOf(SEARCH)).toHaveLength(2));
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    } finally {
      window.matchMedia = matchMedia;
    }
  });
});
