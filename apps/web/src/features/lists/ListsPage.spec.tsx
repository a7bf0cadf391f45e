// /updateList: the user's lists with their kind, empty and loading states, rename and delete; an open list's
// members through its kind's search (prospects or companies) with the list criterion, searched, removed and
// exported.
import { PERMISSIONS } from '@leadsignal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifySuccess } from '../../lib/toast';
import { NO_LISTS_TEXT, ListsPage } from './ListsPage';
import { jsonResponse, mockApi } from '../../../test/api';
import { company, COMPANY_SCREEN_PERMISSIONS, companyId } from '../../../test/kinds/companies';
import { PROSPECT_PERMISSIONS, prospectId, prospectRow, savedList } from '../../../test/kinds/prospects';
import { renderRoute } from '../../../test/render';

jest.mock('../../lib/toast');

const SEARCH = 'POST prospect/search';
const COMPANY_SEARCH = 'POST company/registered/search';
const DOWNLOAD_COMPANIES = 'POST company/downloadAll';
const LISTS = 'GET lists';

function renderPage(entry = '/updateList', permissions: string[] = PROSPECT_PERMISSIONS) {
  return renderRoute('/updateList', <ListsPage />, { entry, permissions });
}

const members = (total: number) => () =>
  jsonResponse(200, {
    prospects: Array.from({ length: Math.min(total, 20) }, (_, i) => prospectRow(i + 1)),
    totalCount: total,
  });

beforeEach(() => {
  localStorage.clear();
  jest.mocked(notifySuccess).mockClear();
});

describe('lists', () => {
  it('says so when the user has no lists', async () => {
    mockApi({ [LISTS]: () => jsonResponse(200, { items: [], totalCount: 0 }) });
    renderPage();
    expect(await screen.findByText(NO_LISTS_TEXT)).toBeTruthy();
  });

  it('shows prospect and company lists with their kind, for the kinds the user keeps', async () => {
    const api = mockApi({
      [LISTS]: (_body, request) => {
        const kind = new URL(request.url).searchParams.get('kind');
        return jsonResponse(200, {
          items: [
            kind === 'companies'
              ? savedList(2, { kind: 'companies', name: 'Targets', memberCount: 8 })
              : savedList(1, { name: 'Texas VPs' }),
          ],
          totalCount: 1,
        });
      },
    });
    renderPage('/updateList', [...PROSPECT_PERMISSIONS, PERMISSIONS.companiesSave]);
    const table = await screen.findByRole('table', { name: 'Your lists' });
    await within(table).findByText('Targets');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Texas VPs', 'Prospects', '3', 'Jun 2, 2025', 'RenameSharingDelete'],
      ['Targets', 'Companies', '8', 'Jun 2, 2025', 'RenameSharingDelete'],
    ]);
    expect(api.calls.map((call) => new URL(call.url).search).sort()).toEqual([
      '?kind=companies&pageSize=500',
      '?kind=prospects&pageSize=500',
    ]);
  });

  it('asks only for prospect lists without the companies save permission', async () => {
    const api = mockApi({ [LISTS]: () => jsonResponse(200, { items: [], totalCount: 0 }) });
    renderPage();
    await screen.findByText(NO_LISTS_TEXT);
    expect(api.calls.map((call) => new URL(call.url).search)).toEqual(['?kind=prospects&pageSize=500']);
  });

  it('creates a list of each kind the user keeps', async () => {
    const api = mockApi({
      [LISTS]: () => jsonResponse(200, { items: [], totalCount: 0 }),
      'POST lists': (body) => jsonResponse(201, savedList(9, { ...(body as object), memberCount: 0 })),
    });
    renderPage('/updateList', [...PROSPECT_PERMISSIONS, PERMISSIONS.companiesSave]);
    await screen.findByText(NO_LISTS_TEXT);
    fireEvent.click(screen.getByRole('button', { name: 'New company list' }));
    const dialog = await screen.findByRole('dialog', { name: 'New company list' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Targets' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf('POST lists')).toEqual([{ kind: 'companies', name: 'Targets' }]));
    expect(notifySuccess).toHaveBeenCalledWith("List 'Targets' created.");
    expect(screen.getByRole('button', { name: 'New prospect list' })).toBeTruthy();
  });

  it('offers no new company list without the companies save permission', async () => {
    mockApi({ [LISTS]: () => jsonResponse(200, { items: [], totalCount: 0 }) });
    renderPage();
    await screen.findByText(NO_LISTS_TEXT);
    expect(screen.getByRole('button', { name: 'New prospect list' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New company list' })).toBeNull();
  });

  it('renames and deletes a list', async () => {
    const list = savedList(1);
    const api = mockApi({
      [LISTS]: () => jsonResponse(200, { items: [list], totalCount: 1 }),
      [`PUT lists/${list.id}`]: (body) => jsonResponse(200, { ...list, ...(body as object) }),
      [`DELETE lists/${list.id}`]: () => jsonResponse(200, { id: list.id }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename List 1' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename list' });
    fireEvent.change(within(rename).getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await within(rename).findByText('Name is required.')).toBeTruthy();
    fireEvent.change(within(rename).getByLabelText('Name'), { target: { value: 'Top VPs' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf(`PUT lists/${list.id}`)).toEqual([{ name: 'Top VPs' }]));

    fireEvent.click(screen.getByRole('button', { name: 'Delete List 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete list' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.count(`DELETE lists/${list.id}`)).toBe(1));
    expect(notifySuccess).toHaveBeenCalledWith("List 'List 1' deleted.");
  });

  it('opens a list: its members through the prospects search with the list criterion, paged and searched', async () => {
    const list = savedList(1, { memberCount: 25 });
    const api = mockApi({
      [LISTS]: () => jsonResponse(200, { items: [list], totalCount: 1 }),
      [SEARCH]: members(25),
    });
    const { router } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'List 1' }));
    expect(router.state.location.search).toBe(`?list=${list.id}`);
    expect(await screen.findByRole('heading', { name: 'List 1' })).toBeTruthy();
    await screen.findByText('1-20 of 25');
    expect(api.bodiesOf(SEARCH)[0]).toMatchObject({
      isListSelected: true,
      listId: list.id,
      isKeywordsSelected: false,
      page: 1,
      pageSize: 20,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    await waitFor(() => expect(api.bodiesOf(SEARCH).at(-1)).toMatchObject({ page: 2, listId: list.id }));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search this list by name or job title' }), {
      target: { value: 'Lee1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.bodiesOf(SEARCH).at(-1)).toMatchObject({
        page: 1,
        isListSelected: true,
        isKeywordsSelected: true,
        keywords: ['Lee1'],
      }),
    );
  });

  it('removes the selected members and offers the export of the list', async () => {
    const list = savedList(1);
    const api = mockApi({
      [LISTS]: () => jsonResponse(200, { items: [list], totalCount: 1 }),
      [SEARCH]: members(3),
      [`POST lists/${list.id}/members/remove`]: () => jsonResponse(200, { changed: 1, memberCount: 2 }),
    });
    renderPage(`/updateList?list=${list.id}`);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select prospect Pat Lee2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove from list (1)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove from list' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.bodiesOf(`POST lists/${list.id}/members/remove`)).toEqual([{ ids: [prospectId(2)] }]),
    );
    expect(notifySuccess).toHaveBeenCalledWith("1 member removed from 'List 1'.");

    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('button', { name: /Download up to 3 prospects/ })).toBeTruthy();
  });

  it('opens a company list: its members through the companies search with the list criterion, searched, removed and exported', async () => {
    const list = savedList(2, { kind: 'companies', name: 'Targets', memberCount: 3 });
    const api = mockApi({
      [LISTS]: (_body, request) =>
        jsonResponse(
          200,
          new URL(request.url).searchParams.get('kind') === 'companies'
            ? { items: [list], totalCount: 1 }
            : { items: [], totalCount: 0 },
        ),
      [COMPANY_SEARCH]: () =>
        jsonResponse(200, {
          companies: [company(1, { status: 'active' }), company(2), company(3)],
          totalCount: 3,
        }),
      [`POST lists/${list.id}/members/remove`]: () => jsonResponse(200, { changed: 1, memberCount: 2 }),
      [DOWNLOAD_COMPANIES]: () => jsonResponse(200, { id: '0190a6c2-0000-7000-8000-0000000000e1', status: 3 }),
      'GET company/getAllRegisteredCompanyCsvDownloads': () => jsonResponse(200, []),
    });
    renderPage('/updateList', [...PROSPECT_PERMISSIONS, ...COMPANY_SCREEN_PERMISSIONS]);
    fireEvent.click(await screen.findByRole('button', { name: 'Targets' }));
    expect(await screen.findByRole('heading', { name: 'Targets' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Members of Targets' });
    await within(table).findByText('Company 1');
    expect(api.bodiesOf(COMPANY_SEARCH)[0]).toMatchObject({
      isListSelected: true,
      listId: list.id,
      isKeywordsSelected: false,
      page: 1,
      pageSize: 20,
    });
    expect(api.count(SEARCH)).toBe(0);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Name', 'Website', 'Industry', 'Location', 'Status']);
    const first = within(table).getAllByRole('row')[1];
    expect(
      within(first)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual([
      'Company 1',
      'company-1.example.com',
      'Robotics Engineering',
      'London, England, United Kingdom',
      'Active',
    ]);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search this list by name or description' }), {
      target: { value: 'robots  arms' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.bodiesOf(COMPANY_SEARCH).at(-1)).toMatchObject({
        page: 1,
        isListSelected: true,
        listId: list.id,
        isKeywordsSelected: true,
        keywords: ['robots', 'arms'],
      }),
    );

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select company Company 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove from list (1)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove from list' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(api.bodiesOf(`POST lists/${list.id}/members/remove`)).toEqual([{ ids: [companyId(2)] }]),
    );
    expect(notifySuccess).toHaveBeenCalledWith("1 member removed from 'Targets'.");

    // Export-all is the companies' downloadAll with the list criteria: the companies' credit rules apply.
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Download up to 3 companies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Companies CSV Download' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Targets' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(api.bodiesOf(DOWNLOAD_COMPANIES)).toHaveLength(1));
    expect(api.bodiesOf(DOWNLOAD_COMPANIES)[0]).toMatchObject({
      isListSelected: true,
      listId: list.id,
      isKeywordsSelected: true,
      keywords: ['robots', 'arms'],
      csvDownloadName: 'Targets',
    });
    expect(api.count('POST prospect/downloadAll')).toBe(0);
  });

  it('shows the loading state while the lists arrive', async () => {
    mockApi({ [LISTS]: () => new Promise(() => undefined) });
    renderPage();
    expect(await screen.findByText('Loading...')).toBeTruthy();
  });
});
