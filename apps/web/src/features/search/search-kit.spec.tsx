// The search kit configured for a second kind (registered companies, see test-kind.tsx): every piece calls
// that kind's paths and speaks its words, with nothing of alerts in between.
import { CsvDownloadStatus, type SavedSearch } from '@leadsignal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse } from '../../../test/fixtures';
import { notifyError, notifySuccess } from '../../lib/toast';
import { CsvDownloadsPage } from '../downloads';
import { SavedSearchesPage } from '../saved-searches';
import { formatArrivalInstant } from './components/ArrivalWindowNotice';
import { SearchScreen } from './SearchScreen';
import { COMPANY_PERMISSIONS, companiesKind, companyRow, type CompanyCriteria, type CompanyRow } from './test-kind';
import { fakeSearchApi, renderRoute } from './testing';

jest.mock('../../lib/toast');

const SEARCH = 'POST company/registered/search';
const DEFAULT = 'GET company/registered/getDefaultSaveSearch';
const LIST = 'GET company/registered/getListSaveSearch';

const companies = (total: number) => () =>
  jsonResponse(200, {
    companies: Array.from({ length: Math.min(total, 20) }, (_, i) => companyRow(i + 1)),
    totalCount: total,
  });

function saved(name: string, criteria: Partial<CompanyCriteria>, overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: '0190a6c2-0000-7000-8000-0000000000c1',
    kind: 'companies',
    name,
    searchCriteria: JSON.stringify({ ...companiesKind.criteria.defaults(), ...criteria }),
    enableNotification: false,
    isDefault: false,
    isMonitored: false,
    createdOn: '2025-06-01T00:00:00.000Z',
    criteriaError: null,
    ...overrides,
  };
}

function renderScreen(options: { entry?: string; onOpenDetails?: (row: CompanyRow) => void } = {}) {
  return renderRoute('/registries', <SearchScreen kind={companiesKind} onOpenDetails={options.onOpenDetails} />, {
    entry: options.entry,
    permissions: COMPANY_PERMISSIONS,
  });
}

const table = () => screen.getByRole('table', { name: 'Companies' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);

beforeEach(() => {
  localStorage.clear();
  jest.mocked(notifyError).mockClear();
  jest.mocked(notifySuccess).mockClear();
});

describe('the search kit, configured for a second kind', () => {
  it("searches the kind's path with its defaults and shows its rows in its words", async () => {
    const api = fakeSearchApi({ [DEFAULT]: () => jsonResponse(200, null), [SEARCH]: companies(3) });
    const onOpenDetails = jest.fn();
    renderScreen({ onOpenDetails });

    expect(await screen.findByText('3 companies found')).toBeTruthy();
    expect(api.bodiesOf(SEARCH)).toEqual([companiesKind.criteria.defaults()]);
    expect(api.bodiesOf(SEARCH)[0]).toMatchObject({ isActiveSelected: true, page: 1, pageSize: 20, sortBy: 'name' });
    expect(screen.getByRole('heading', { name: 'Registered Companies' })).toBeTruthy();
    expect(dataRows().map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Company 1',
      'Company 2',
      'Company 3',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Select company Company 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Open Company 2' }));
    expect(onOpenDetails).toHaveBeenCalledWith(companyRow(2));
  });

  it("says the kind's message when the search answers without rows", async () => {
    fakeSearchApi({ [DEFAULT]: () => jsonResponse(200, null), [SEARCH]: () => jsonResponse(200, {}) });
    renderScreen();
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to get the companies.'));
  });

  it('starts from ?ssid= by finding the search in the list when the kind has no call by id', async () => {
    const texas = saved('Software', { isIndustriesSelected: true, industries: ['software'], page: 4 });
    const api = fakeSearchApi({ [LIST]: () => jsonResponse(200, [texas]), [SEARCH]: companies(1) });
    renderScreen({ entry: `/registries?ssid=${texas.id}` });

    expect(await screen.findByText("You are viewing the saved company search 'Software'")).toBeTruthy();
    await waitFor(() => expect(api.bodiesOf(SEARCH)).toHaveLength(1));
    expect(api.bodiesOf(SEARCH)[0]).toMatchObject({ isIndustriesSelected: true, industries: ['software'], page: 1 });
    expect(api.keys()).toEqual([LIST, SEARCH]);
  });

  it("saves the panel's search with the kind's calls and words, and makes it current", async () => {
    const created = saved('Retailers', { isActiveSelected: false }, { id: '0190a6c2-0000-7000-8000-0000000000c2' });
    const api = fakeSearchApi({
      [DEFAULT]: () => jsonResponse(200, null),
      [SEARCH]: companies(2),
      'POST company/registered/saveSearch': () => jsonResponse(201, created),
    });
    renderScreen();
    await screen.findByText('2 companies found');

    fireEvent.click(screen.getByLabelText('Active Only', { selector: 'input[type=checkbox]' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save Company Search' });
    expect(within(dialog).getByText('Hear about new companies that match.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Retailers' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("You are viewing the saved company search 'Retailers'")).toBeTruthy();
    expect(notifySuccess).toHaveBeenCalledWith('Company search saved.');
    const [body] = api.bodiesOf('POST company/registered/saveSearch') as { searchCriteria: string }[];
    expect(JSON.parse(body.searchCriteria)).toMatchObject({ isActiveSelected: false, page: 1 });
    expect(api.count('POST company/registered/setDefaultSaveSearch')).toBe(0);
    await waitFor(() => expect(api.bodiesOf(SEARCH)).toHaveLength(2));
    expect(api.bodiesOf(SEARCH)[1]).toMatchObject({ isActiveSelected: false });
  });

  it("exports through the kind's calls: the selection as companies.csv, everything through its modal", async () => {
    URL.createObjectURL = jest.fn(() => 'blob:test/1');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = fakeSearchApi({
      [DEFAULT]: () => jsonResponse(200, null),
      [SEARCH]: companies(3),
      'POST company/downloadSelected': () =>
        jsonResponse(200, { monthlyAvailableCredit: 99, newlyDownloadedIds: [], csvData: 'Company\n' }),
      'POST company/downloadAll': () => jsonResponse(200, { id: '0190a6c2-0000-7000-8000-0000000000e1', status: 3 }),
      'GET company/getAllRegisteredCompanyCsvDownloads': () => jsonResponse(200, []),
    });
    renderScreen();
    await screen.findByText('3 companies found');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select company Company 1' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export' })));
    fireEvent.click(screen.getByRole('button', { name: 'Download selected (1)' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Download' })).getByRole('button', { name: 'Download' }),
    );
    await waitFor(() =>
      expect(api.bodiesOf('POST company/downloadSelected')).toEqual([{ companies: [{ id: companyRow(1).id }] }]),
    );
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('download')).toBe('companies.csv');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export' })));
    fireEvent.click(screen.getByRole('button', { name: 'Download up to 3 companies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Companies CSV Download' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'All of them' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(api.bodiesOf('POST company/downloadAll')).toHaveLength(1));
    expect(api.bodiesOf('POST company/downloadAll')[0]).toEqual({
      ...companiesKind.criteria.defaults(),
      csvDownloadName: 'All of them',
      saveSearch: false,
      enableNotification: false,
    });
    click.mockRestore();
  });

  it("lists the kind's saved searches and opens one on the kind's screen", async () => {
    const search = saved('Software', {});
    fakeSearchApi({ [LIST]: () => jsonResponse(200, [search]) });
    const { router } = renderRoute('/manageregisteredcompanysearch', <SavedSearchesPage kind={companiesKind} />, {
      permissions: COMPANY_PERMISSIONS,
    });
    expect(screen.getByRole('heading', { name: 'Saved Company Searches' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Saved company searches' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Open Software' }));
    expect(router.state.location.pathname).toBe('/registries');
    expect(router.state.location.search).toBe(`?ssid=${search.id}`);
    expect(router.state.location.state).toEqual({ savedSearch: search });
  });

  it("lists the kind's CSV downloads", async () => {
    const api = fakeSearchApi({
      'GET company/getAllRegisteredCompanyCsvDownloads': () =>
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
    renderRoute('/registeredcompaniescsvdownload', <CsvDownloadsPage kind={companiesKind} />, {
      permissions: COMPANY_PERMISSIONS,
    });
    expect(screen.getByRole('heading', { name: 'Company CSV Downloads' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Company CSV downloads' });
    expect(await within(table).findByRole('button', { name: 'Download All of them' })).toBeTruthy();
    expect(api.keys()).toEqual(['GET company/getAllRegisteredCompanyCsvDownloads']);
  });

  describe("a notification's arrival window (?ssid=…&arrivedAfter=…&arrivedUntil=…)", () => {
    const after = '2026-11-24T12:00:00.123456Z';
    const until = '2026-11-24T13:00:00.654321Z';
    const since = formatArrivalInstant(after);
    const software = saved('Software', { isIndustriesSelected: true, industries: ['software'] });
    const entry = `/registries?${new URLSearchParams({ ssid: software.id, arrivedAfter: after, arrivedUntil: until })}`;
    const windowed = (body: unknown) =>
      (body as CompanyCriteria).isArrivedWindowSelected ? companies(2)() : companies(1179)();

    it('loads the saved search, lays the window over it and says how many are new', async () => {
      const api = fakeSearchApi({ [LIST]: () => jsonResponse(200, [software]), [SEARCH]: windowed });
      renderScreen({ entry });

      expect(await screen.findByText('2 companies found')).toBeTruthy();
      expect(api.bodiesOf(SEARCH)).toEqual([
        {
          ...companiesKind.criteria.defaults(),
          isIndustriesSelected: true,
          industries: ['software'],
          isArrivedWindowSelected: true,
          arrivedAfter: after,
          arrivedUntil: until,
        },
      ]);
      const notice = screen.getByRole('status', { name: 'New matches' });
      expect(notice.textContent).toContain(`Showing the 2 new companies since ${since}`);
      expect(screen.getByText("You are viewing the saved company search 'Software'")).toBeTruthy();
      const filters = screen.getByRole('group', { name: 'Active filters' });
      expect(within(filters).getByText(`Arrived: since ${since}`)).toBeTruthy();
      expect(within(filters).getByText('Industry: Software')).toBeTruthy();
    });

    it('keeps the window while paging; Show all matches drops it and keeps the saved search', async () => {
      const api = fakeSearchApi({ [LIST]: () => jsonResponse(200, [software]), [SEARCH]: windowed });
      const { router } = renderScreen({ entry });
      await screen.findByText('2 companies found');

      fireEvent.click(
        within(screen.getByRole('status', { name: 'New matches' })).getByRole('button', { name: 'Show all matches' }),
      );
      expect(await screen.findByText('1,179 companies found')).toBeTruthy();
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
      expect(screen.getByText("You are viewing the saved company search 'Software'")).toBeTruthy();

      // Back to the notification's address: the window again, and it survives a new page.
      await act(async () => router.navigate(-1));
      expect(await screen.findByText('2 companies found')).toBeTruthy();
      await act(async () =>
        router.navigate(
          `/registries?${new URLSearchParams({ ssid: software.id, arrivedAfter: after, arrivedUntil: until, industries: 'software', page: '2' })}`,
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
      const api = fakeSearchApi({ [LIST]: () => jsonResponse(200, [software]), [SEARCH]: windowed });
      renderScreen({ entry });
      await screen.findByText('2 companies found');
      fireEvent.click(screen.getByRole('button', { name: 'Remove filter Arrived' }));
      expect(await screen.findByText('1,179 companies found')).toBeTruthy();
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
      const api = fakeSearchApi({
        [LIST]: () => jsonResponse(200, [software]),
        [SEARCH]: windowed,
        'POST company/registered/saveSearch': () => jsonResponse(201, created),
      });
      renderScreen({ entry });
      await screen.findByText('2 companies found');

      fireEvent.click(screen.getByRole('button', { name: 'Save Search' }));
      const dialog = await screen.findByRole('dialog', { name: 'Save Company Search' });
      fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'New software' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(api.count('POST company/registered/saveSearch')).toBe(1));
      const [body] = api.bodiesOf('POST company/registered/saveSearch') as { searchCriteria: string }[];
      expect(JSON.parse(body.searchCriteria)).toMatchObject({
        isIndustriesSelected: true,
        isArrivedWindowSelected: false,
        arrivedAfter: '',
        arrivedUntil: '',
      });
    });

    it('ignores bounds that are no ISO-8601 instants', async () => {
      const api = fakeSearchApi({ [LIST]: () => jsonResponse(200, [software]), [SEARCH]: windowed });
      renderScreen({ entry: `/registries?ssid=${software.id}&arrivedAfter=yesterday` });
      expect(await screen.findByText('1,179 companies found')).toBeTruthy();
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
      const api = fakeSearchApi({ [DEFAULT]: () => jsonResponse(200, null), [SEARCH]: companies(3) });
      renderScreen();
      expect(await screen.findByText('3 companies found')).toBeTruthy();

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
