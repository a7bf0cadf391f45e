import { PERMISSIONS } from '@leadsignal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { UsersPage } from './UsersPage';
import { ADMIN_ROLE, adminUser, USER_ROLE } from '../../../../test/admin';
import { apiError, jsonResponse, mockApi } from '../../../../test/api';
import { storeSession, testUser } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render';

const JANE = adminUser();
const SAM = adminUser({
  id: '0190a6c2-0000-7000-8000-000000000002',
  fullName: 'Sam Stone',
  firstName: 'Sam',
  lastName: 'Stone',
  email: 'sam@example.com',
  isDisabled: true,
  emailConfirmed: false,
  downloadLimit: 250,
  roles: [],
  team: { id: '0190a6c2-0000-7000-8000-0000000000f2', name: 'Acme Sales', role: 'manager', memberCount: 3 },
});

/** The signed-in administrator: neither Jane nor Sam. */
const ADMIN_ID = '0190a6c2-0000-7000-8000-0000000000ad';

beforeEach(() => {
  localStorage.clear();
  storeSession(testUser({ id: ADMIN_ID, allowedPermissions: [PERMISSIONS.adminUsers, PERMISSIONS.adminRoles] }));
});

/** A fake users API that filters by `search` and records each list request's query. */
function usersApi(extra: Parameters<typeof mockApi>[0] = {}) {
  const queries: Record<string, string>[] = [];
  const api = mockApi({
    'GET users': (_body: unknown, request: Request) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const search = (query.search ?? '').toLowerCase();
      const items = [JANE, SAM].filter((user) => `${user.fullName} ${user.email}`.toLowerCase().includes(search));
      return jsonResponse(200, { items, totalCount: items.length });
    },
    'GET roles': () => jsonResponse(200, [ADMIN_ROLE, USER_ROLE]),
    [`GET users/${JANE.id}/credits/ledger`]: () => jsonResponse(200, { items: [], totalCount: 0 }),
    [`GET users/${ADMIN_ID}/credits/ledger`]: () => jsonResponse(200, { items: [], totalCount: 0 }),
    ...extra,
  });
  return { api, queries };
}

describe('users page', () => {
  it('lists the users with their roles, team, credits, limit and status, 10 per page by default', async () => {
    const { queries } = usersApi();
    renderPage('/manage/users', <UsersPage />);

    const table = await screen.findByRole('table', { name: 'Users' });
    const jane = (await within(table).findByText('Jane Doe')).closest('tr') as HTMLElement;
    expect(within(jane).getByText('User')).toBeTruthy();
    expect(within(jane).getByText('Unlimited')).toBeTruthy();
    expect(within(jane).getByText('Active')).toBeTruthy();
    expect(within(jane).getByText('Personal')).toBeTruthy();
    const sam = within(table).getByText('Sam Stone').closest('tr') as HTMLElement;
    expect(within(sam).getByText('None')).toBeTruthy();
    expect(within(sam).getByText('250')).toBeTruthy();
    expect(within(sam).getByText('Disabled')).toBeTruthy();
    expect(within(sam).getByText('E-mail not confirmed')).toBeTruthy();
    expect(within(sam).getByText('Acme Sales')).toBeTruthy();
    expect(within(sam).getByText('(manager, 3 members)')).toBeTruthy();
    expect(queries[0]).toEqual({ page: '1', pageSize: '10', sort: 'createdOn', direction: 'desc' });
    expect(screen.getByText('1-2 of 2')).toBeTruthy();
    expect(
      Array.from((screen.getByLabelText('Rows per page:') as HTMLSelectElement).options).map((o) => o.value),
    ).toEqual(['10', '15', '20', '25', '30']);
  });

  it('searches by name or e-mail from page 1, and says when nothing matches', async () => {
    const { queries } = usersApi();
    renderPage('/manage/users', <UsersPage />);
    await screen.findByText('Jane Doe');

    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: '  sam ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('Jane Doe')).toBeNull());
    expect(screen.getByText('Sam Stone')).toBeTruthy();
    expect(queries.at(-1)).toEqual({ page: '1', pageSize: '10', search: 'sam', sort: 'createdOn', direction: 'desc' });

    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No user matches "nobody".')).toBeTruthy();

    // Clear goes back to the unfiltered list (served from the cache).
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Jane Doe')).toBeTruthy();
    expect(screen.getByText('Sam Stone')).toBeTruthy();
    expect((screen.getByLabelText('Search users') as HTMLInputElement).value).toBe('');
  });

  it('asks for another page size', async () => {
    const { queries } = usersApi();
    renderPage('/manage/users', <UsersPage />);
    await screen.findByText('Jane Doe');
    fireEvent.change(screen.getByLabelText('Rows per page:'), { target: { value: '25' } });
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({ page: '1', pageSize: '25', sort: 'createdOn', direction: 'desc' }),
    );
  });

  it('sorts by a column from page 1: ascending first, then descending', async () => {
    const { queries } = usersApi({
      'GET users': (_body: unknown, request: Request) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return jsonResponse(200, { items: [JANE, SAM], totalCount: 45 });
      },
    });
    renderPage('/manage/users', <UsersPage />);
    await screen.findByText('Jane Doe');
    fireEvent.click(screen.getByRole('button', { name: 'Next Page' }));
    await waitFor(() => expect(queries.at(-1)?.page).toBe('2'));

    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name' }));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', pageSize: '10', sort: 'name', direction: 'asc' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Name, sorted ascending' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ sort: 'name', direction: 'desc' }));
    expect(screen.getByRole('button', { name: 'Sort by Name, sorted descending' })).toBeTruthy();
  });

  it('edits a user: checks the numbers inline, sends only what changed, then reloads the list', async () => {
    const { api, queries } = usersApi({
      'PUT users/0190a6c2-0000-7000-8000-000000000001': () => jsonResponse(200, JANE),
    });
    renderPage('/manage/users', <UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Jane Doe' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByLabelText('Admin'));
    fireEvent.change(within(dialog).getByLabelText('Download limit'), { target: { value: '12.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Download limit must be a whole number of 0 or more.')).toBeTruthy();
    expect(api.bodiesOf('PUT users/0190a6c2-0000-7000-8000-000000000001')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Download limit'), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByLabelText('Must change password at next sign-in'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf('PUT users/0190a6c2-0000-7000-8000-000000000001')).toEqual([
      {
        roleIds: [ADMIN_ROLE.id, USER_ROLE.id],
        downloadLimit: 25,
        mustChangePassword: true,
      },
    ]);
    await waitFor(() => expect(queries).toHaveLength(2));
  });

  it('grants credits with a required reason as a ledger change, never through PUT users/:id', async () => {
    const { api } = usersApi({
      [`POST users/${JANE.id}/credits`]: () =>
        jsonResponse(200, { monthlyAvailableCredits: 150, allowanceCredits: 0, topUpCredits: 150 }),
    });
    renderPage('/manage/users', <UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Jane Doe' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Credits to grant (negative takes back)'), {
      target: { value: '50' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply credits' }));
    expect(await within(dialog).findByText('Say why (at least 3 characters).')).toBeTruthy();
    expect(api.bodiesOf(`POST users/${JANE.id}/credits`)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Goodwill for the outage' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply credits' }));
    await waitFor(() =>
      expect(api.bodiesOf(`POST users/${JANE.id}/credits`)).toEqual([{ delta: 50, reason: 'Goodwill for the outage' }]),
    );
    expect(await within(dialog).findByText('150')).toBeTruthy();
  });

  it("shows the server's reason in the form when it refuses", async () => {
    usersApi({
      'PUT users/0190a6c2-0000-7000-8000-000000000001': () =>
        apiError(422, 'You cannot disable your own account.', 'isDisabled'),
    });
    renderPage('/manage/users', <UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Jane Doe' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Disabled (cannot sign in)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('You cannot disable your own account.')).toBeTruthy();
  });

  it("makes roles, credits, limit and disabled read-only on the admin's own account", async () => {
    const me = adminUser({ id: ADMIN_ID, fullName: 'Ada Admin', email: 'ada@example.com' });
    const { api } = usersApi({
      'GET users': () => jsonResponse(200, { items: [me], totalCount: 1 }),
      [`PUT users/${ADMIN_ID}`]: () => jsonResponse(200, me),
    });
    renderPage('/manage/users', <UsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Ada Admin' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/This is your own account/)).toBeTruthy();
    expect((await within(dialog).findByLabelText('Admin')).hasAttribute('disabled')).toBe(true);
    for (const label of ['Download limit', 'Disabled (cannot sign in)']) {
      expect(within(dialog).getByLabelText(label).hasAttribute('disabled')).toBe(true);
    }
    expect(within(dialog).queryByLabelText('Credits to grant (negative takes back)')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('Must change password at next sign-in'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.bodiesOf(`PUT users/${ADMIN_ID}`)).toEqual([{ mustChangePassword: true }]));
  });
});
