import { PERMISSIONS, type Role } from '@leadsignal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RolesPage } from './RolesPage';
import { ADMIN_ROLE, PERMISSION_CATALOGUE, USER_ROLE } from '../../../../test/admin';
import { apiError, jsonResponse, mockApi } from '../../../../test/api';
import { storeSession, testUser } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render';

beforeEach(() => {
  localStorage.clear();
  storeSession(testUser({ allowedPermissions: [PERMISSIONS.adminRoles] }));
});

function rolesApi(extra: Parameters<typeof mockApi>[0] = {}) {
  let roles: Role[] = [ADMIN_ROLE, USER_ROLE];
  return mockApi({
    'GET roles': () => jsonResponse(200, roles),
    'GET permissions': () => jsonResponse(200, PERMISSION_CATALOGUE),
    'POST roles': async (_body, request) => {
      const body = await request.json();
      const created: Role = { ...body, id: 'new-role', userCount: 0, isBuiltIn: false, createdOn: '2026-11-22' };
      roles = [...roles, created];
      return jsonResponse(201, created);
    },
    ...extra,
  });
}

describe('roles page', () => {
  it('lists the roles with their permissions and user counts', async () => {
    rolesApi();
    renderPage('/manage/roles', <RolesPage />);
    const table = await screen.findByRole('table', { name: 'Roles' });
    const user = (await within(table).findByText('User')).closest('tr') as HTMLElement;
    expect(within(user).getByText('alerts.search, alerts.export')).toBeTruthy();
    expect(within(user).getByText('2')).toBeTruthy();
    expect(within(user).getByText('Built in')).toBeTruthy();
  });

  it('creates a role: the name is required, the chosen permissions are sent, the list shows it', async () => {
    const api = rolesApi();
    renderPage('/manage/roles', <RolesPage />);
    await screen.findByText('Everything.');
    fireEvent.click(screen.getByRole('button', { name: 'New role' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required.')).toBeTruthy();
    expect(api.bodiesOf('POST roles')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Researchers ' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Search only' } });
    fireEvent.click(within(dialog).getByLabelText(/alerts\.search/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf('POST roles')).toEqual([
      { name: 'Researchers', description: 'Search only', permissions: [PERMISSIONS.alertsSearch] },
    ]);
    expect(await screen.findByText('Researchers')).toBeTruthy();
  });

  it("keeps a built-in role's name and shows the server's reason when it refuses", async () => {
    const api = rolesApi({
      [`PUT roles/${ADMIN_ROLE.id}`]: () =>
        apiError(422, 'The Admin role always grants every permission.', 'permissions'),
    });
    renderPage('/manage/roles', <RolesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit role Admin' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.click(within(dialog).getByLabelText(/admin\.users/));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('The Admin role always grants every permission.')).toBeTruthy();
    const [body] = api.bodiesOf(`PUT roles/${ADMIN_ROLE.id}`) as { permissions: string[] }[];
    expect(Object.keys(body).sort()).toEqual(['description', 'permissions']);
    expect(body.permissions).not.toContain(PERMISSIONS.adminUsers);
  });

  it('deletes a role nobody holds after asking; a held or built-in role offers no delete', async () => {
    const unused: Role = { ...USER_ROLE, id: 'unused-role', name: 'Interns', userCount: 0, isBuiltIn: false };
    const held: Role = { ...USER_ROLE, id: 'held-role', name: 'Analysts', userCount: 3, isBuiltIn: false };
    let roles: Role[] = [ADMIN_ROLE, USER_ROLE, unused, held];
    const api = rolesApi({
      'GET roles': () => jsonResponse(200, roles),
      'DELETE roles/unused-role': () => {
        roles = roles.filter((role) => role.id !== 'unused-role');
        return jsonResponse(200, { id: 'unused-role' });
      },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPage('/manage/roles', <RolesPage />);
    const button = await screen.findByRole('button', { name: 'Delete role Interns' });
    expect(screen.queryByRole('button', { name: 'Delete role User' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Delete role Analysts' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(button);
    expect(api.calls.filter((call) => call.key.startsWith('DELETE'))).toHaveLength(0);
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByText('Interns')).toBeNull());
    expect(api.calls.filter((call) => call.key === 'DELETE roles/unused-role')).toHaveLength(1);
    expect(confirm).toHaveBeenCalledWith('Delete the role Interns? This cannot be undone.');
    confirm.mockRestore();
  });
});
