import { PERMISSIONS } from '@leadsignal/contracts';
import { screen, within } from '@testing-library/react';
import { PermissionsPage } from './PermissionsPage';
import { ADMIN_ROLE, PERMISSION_CATALOGUE, USER_ROLE } from '../../../../test/admin';
import { jsonResponse, mockApi } from '../../../../test/api';
import { storeSession, testUser } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render';

beforeEach(() => localStorage.clear());

const handlers = {
  'GET permissions': () => jsonResponse(200, PERMISSION_CATALOGUE),
  'GET roles': () => jsonResponse(200, [ADMIN_ROLE, USER_ROLE]),
};

describe('permissions page', () => {
  it('lists each permission, what it allows and the roles that grant it', async () => {
    storeSession(testUser({ allowedPermissions: [PERMISSIONS.adminPermissions, PERMISSIONS.adminRoles] }));
    mockApi(handlers);
    renderPage('/manage/permissions', <PermissionsPage />);
    const table = await screen.findByRole('table', { name: 'Permissions' });
    const search = (await within(table).findByText(PERMISSIONS.alertsSearch)).closest('tr') as HTMLElement;
    expect(within(search).getByText('Search trigger-event alerts.')).toBeTruthy();
    expect(await within(search).findByText('Admin, User')).toBeTruthy();
    const users = within(table).getByText(PERMISSIONS.adminUsers).closest('tr') as HTMLElement;
    expect(within(users).getByText('Admin')).toBeTruthy();
  });

  it('does not ask for the roles without the roles permission', async () => {
    storeSession(testUser({ allowedPermissions: [PERMISSIONS.adminPermissions] }));
    const api = mockApi(handlers);
    renderPage('/manage/permissions', <PermissionsPage />);
    await screen.findByText(PERMISSIONS.alertsSearch);
    expect(screen.queryByText('Granted by')).toBeNull();
    expect(api.calls.map((call) => call.key)).toEqual(['GET permissions']);
  });
});
