// /registries: the kit's screen configured for companies — its columns by label, sorts, selection across
// pages, the starting search (?ssid=, the default), the export wording, the detail modal and Report, Add to
// list, and what each permission shows.
import { PERMISSIONS } from '@leadsignal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifyError, notifySuccess } from '../../lib/toast';
import { CompaniesPage } from './CompaniesPage';
import { jsonResponse, mockApi } from '../../../test/api';
import {
  company,
  COMPANY_SCREEN_PERMISSIONS,
  companyDetail,
  companyId,
  savedCompanySearch,
} from '../../../test/kinds/companies';
import { savedList } from '../../../test/kinds/prospects';
import { renderRoute } from '../../../test/render';

jest.mock('../../lib/toast');

const SEARCH = 'POST company/registered/search';
const DEFAULT = 'GET company/registered/getDefaultSaveSearch';
const BY_ID = 'GET company/registered/getSearch';
const DETAIL = 'POST company/getById';

const page = (total: number) => (body: unknown) => {
  const { page: n, pageSize } = body as { page: number; pageSize: number };
  const first = (n - 1) * pageSize + 1;
  const count = Math.max(0, Math.min(pageSize, total - first + 1));
  return jsonResponse(200, {
    companies: Array.from({ length: count }, (_, i) => company(first + i)),
    totalCount: total,
  });
};

function renderPage(options: { entry?: string; permissions?: string[] } = {}) {
  return renderRoute('/registries', <CompaniesPage />, {
    entry: options.entry,
    permissions: options.permissions ?? COMPANY_SCREEN_PERMISSIONS,
  });
}

const table = () => screen.getByRole('table', { name: 'Companies' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);

beforeEach(() => {
  localStorage.clear();
  jest.mocked(notifyError).mockClear();
  jest.mocked(notifySuccess).mockClear();
});

describe('Registered Companies', () => {
  it('shows every column with values by their labels', async () => {
    mockApi({ [DEFAULT]: () => jsonResponse(200, null), [SEARCH]: page(1) });
    renderPage();
    await screen.findByText('1 company found');
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    // After the selection column; the logo sits in the name cell and the relationship under the status.
    expect(headers.slice(1)).toEqual([
      'Name ▲',
      'Website',
      'Industry',
      'Size',
      'Revenue',
      'Location',
      'Incorporated',
      'StatusRelationship',
      'Date Added',
    ]);
    const [row] = dataRows();
    for (const text of [
      'Company 1',
      'company-1.example.com',
      'Robotics Engineering',
      '1,001-5,000',
      '$10 - 50m',
      'London, England, United Kingdom',
      'Sep 15, 2019',
      'In Liquidation',
      'Subsidiary',
      'Mar 4, 2025',
    ]) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(row).getByRole('img', { name: 'Company 1 logo' }).getAttribute('src')).toBe(
      '/api/logos/company-1.example.com.svg',
    );
  });

  it('sorts by name, size, incorporation date and date added on the server, from page 1', async () => {
    const api = mockApi({ [DEFAULT]: () => jsonResponse(200, null), [SEARCH]: page(45) });
    const { router } = renderPage();
    await screen.findByText('45 companies found');
    for (const label of ['Name', 'Size', 'Incorporated', 'Date Added']) {
      expect(screen.getByRole('button', { name: new RegExp(`^Sort by ${label}`) })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: /^Sort by Website/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    await waitFor(() => expect(api.bodiesOf(SEARCH)).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Date Added' }));
    await waitFor(() => expect(api.bodiesOf(SEARCH)).toHaveLength(3));
    expect(api.bodiesOf(SEARCH)[2]).toMatchObject({ sortBy: 'dateAdded', sortDirection: 'asc', page: 1 });
    expect(router.state.location.search).toBe('?sort=dateAdded.asc&page=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Sort by Size' }));
    await waitFor(() => expect(api.bodiesOf(SEARCH)).toHaveLength(4));
    expect(api.bodiesOf(SEARCH)[3]).toMatchObject({ sortBy: 'employeeSize', page: 1 });
  });

  it('keeps the selection across pages', async () => {
    mockApi({ [DEFAULT]: () => jsonResponse(200, null), [SEARCH]: page(45) });
    renderPage();
    await screen.findByText('45 companies found');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select company Company 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select company Company 21' }));
    expect(screen.getByText('2 items selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous Page' }));
    expect(
      ((await screen.findByRole('checkbox', { name: 'Select company Company 1' })) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('starts from the saved search of ?ssid=, and from the default without one', async () => {
    const bySsid = savedCompanySearch('Robotics', {
      isCompanyIndustriesSelected: true,
      companyIndustries: ['manufacturing'],
    });
    const api = mockApi({ [BY_ID]: () => jsonResponse(200, bySsid), [SEARCH]: page(3) });
    const first = renderPage({ entry: `/registries?ssid=${bySsid.id}` });
    expect(await screen.findByText("You are currently viewing results from saved search 'Robotics'")).toBeTruthy();
    expect(api.bodiesOf(SEARCH)[0]).toMatchObject({
      isCompanyIndustriesSelected: true,
      companyIndustries: ['manufacturing'],
    });
    expect(api.count(DEFAULT)).toBe(0);
    // The panel shows it, by label.
    expect(screen.getByText('Manufacturing (all)')).toBeTruthy();
    first.unmount();

    const byDefault = savedCompanySearch(
      'Dissolved',
      { isCompanyStatusesSelected: true, companyStatuses: ['dissolved'] },
      { isDefault: true },
    );
    const second = mockApi({ [DEFAULT]: () => jsonResponse(200, byDefault), [SEARCH]: page(2) });
    renderPage();
    expect(await screen.findByText("You are currently viewing results from saved search 'Dissolved'")).toBeTruthy();
    expect(second.bodiesOf(SEARCH)[0]).toMatchObject({
      isCompanyStatusesSelected: true,
      companyStatuses: ['dissolved'],
    });
  });

  it('asks to confirm a download of companies not downloaded before, in company words', async () => {
    mockApi({ [DEFAULT]: () => jsonResponse(200, null), [SEARCH]: page(3) });
    renderPage();
    await screen.findByText('3 companies found');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select company Company 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getByRole('button', { name: 'Download up to 3 companies' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download selected (1)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Download' });
    expect(confirm.textContent).toContain(
      'Downloading 1 company uses 1 credit: one for each company you have not downloaded before.',
    );
    expect(confirm.textContent).not.toContain('revealed');
  });

  it('opens a company, its parent and subsidiaries in place, and reports it with one dialog at a time', async () => {
    const parent = {
      id: companyId(90),
      name: 'Group Holdings',
      domain: 'group.example.com',
      relationship: 'Parent',
      logo: '/api/logos/group.example.com.svg',
    };
    const details: Record<string, unknown> = {
      [companyId(1)]: companyDetail(1, {
        parent,
        contactCount: 12,
        latestTriggerEvents: [
          {
            id: 'e1',
            title: 'Company 1 raises a Series B',
            type: 'funding',
            url: 'https://news.example.com/1',
            datePublished: '2025-05-02T00:00:00.000Z',
          },
        ],
      }),
      [parent.id]: companyDetail(90, {
        name: 'Group Holdings',
        domain: 'group.example.com',
        relationship: 'Parent',
        subsidiaries: [
          {
            id: companyId(1),
            name: 'Company 1',
            domain: 'company-1.example.com',
            relationship: 'Subsidiary',
            logo: '/api/logos/company-1.example.com.svg',
          },
        ],
      }),
    };
    const api = mockApi({
      [DEFAULT]: () => jsonResponse(200, null),
      [SEARCH]: page(1),
      [DETAIL]: (body) => jsonResponse(200, details[(body as { id: string }).id]),
      'POST reportedData/create': () => jsonResponse(201, { id: 'r1' }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Company 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Company 1' });
    expect(await within(dialog).findByText('12 contacts')).toBeTruthy();
    expect(within(dialog).getByText('Company 1 raises a Series B')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'See all alerts for Company 1' }).getAttribute('href')).toBe(
      '/alerts?companyURLs=company-1.example.com&off=nameRequired&page=1',
    );
    expect(within(dialog).getByText('Robotics Engineering')).toBeTruthy();
    expect(within(dialog).getByText('Manufacturing')).toBeTruthy();
    expect(within(dialog).getByText('Privately Held')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: /Group Holdings/ }));
    dialog = await screen.findByRole('dialog', { name: 'Group Holdings' });
    expect(await within(dialog).findByText('Subsidiaries (1)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /Company 1/ }));
    dialog = await screen.findByRole('dialog', { name: 'Company 1' });

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Report' }));
    const report = await screen.findByRole('dialog', { name: 'Report inaccurate data' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Company 1' })).toBeNull());
    fireEvent.change(within(report).getByLabelText('Details'), { target: { value: 'It moved.' } });
    fireEvent.click(within(report).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Your report has been successfully submitted.'));
    expect(api.bodiesOf('POST reportedData/create')).toEqual([
      { reportedSourceId: companyId(1), reportedSource: 'Registered Companies', type: 1, details: 'It moved.' },
    ]);
    // The details come back.
    expect(await screen.findByRole('dialog', { name: 'Company 1' })).toBeTruthy();
  });

  it('adds the selected companies to an existing company list', async () => {
    const list = savedList(2, { kind: 'companies', name: 'Targets' });
    const api = mockApi({
      [DEFAULT]: () => jsonResponse(200, null),
      [SEARCH]: page(2),
      'GET lists': () => jsonResponse(200, { items: [list], totalCount: 1 }),
      [`POST lists/${list.id}/members`]: () => jsonResponse(200, { changed: 1, memberCount: 4 }),
    });
    renderPage();
    await screen.findByText('2 companies found');
    expect((screen.getByRole('button', { name: 'Add to list' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select company Company 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to list (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to list' });
    await within(dialog).findByRole('option', { name: 'Targets (3)' });
    expect(api.calls.filter((call) => call.url.includes('/lists')).map((call) => new URL(call.url).search)).toEqual([
      '?kind=companies&pageSize=500',
    ]);
    fireEvent.change(within(dialog).getByLabelText('List'), { target: { value: list.id } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.bodiesOf(`POST lists/${list.id}/members`)).toEqual([{ ids: [companyId(2)] }]));
  });

  it('offers only what the permissions allow', async () => {
    mockApi({
      [DEFAULT]: () => jsonResponse(200, null),
      [SEARCH]: page(1),
      [DETAIL]: () => jsonResponse(200, companyDetail(1)),
    });
    renderPage({ permissions: [PERMISSIONS.companiesSearch] });
    await screen.findByText('1 company found');
    expect(screen.queryByRole('button', { name: 'Save Search' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add to list/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Company 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Company 1' });
    await within(dialog).findByText('Company 1 builds robots.');
    expect(within(dialog).queryByRole('button', { name: 'Report' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: /See all alerts/ })).toBeNull();
  });
});
