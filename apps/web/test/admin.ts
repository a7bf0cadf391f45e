// Test data of the admin pages: users and roles as the API answers them.
import { PERMISSIONS, type AdminUser, type PermissionRecord, type Role } from '@leadsignal/contracts';
import { testUser } from './fixtures';

export const ADMIN_ROLE: Role = {
  id: '0190a6c2-0000-7000-8000-0000000000a1',
  name: 'Admin',
  description: 'Everything.',
  permissions: Object.values(PERMISSIONS),
  userCount: 1,
  isBuiltIn: true,
  createdOn: '2025-01-01T00:00:00.000Z',
};

export const USER_ROLE: Role = {
  id: '0190a6c2-0000-7000-8000-0000000000a2',
  name: 'User',
  description: 'Searches and downloads.',
  permissions: [PERMISSIONS.alertsSearch, PERMISSIONS.alertsExport],
  userCount: 2,
  isBuiltIn: true,
  createdOn: '2025-01-01T00:00:00.000Z',
};

export const PERMISSION_CATALOGUE: PermissionRecord[] = [
  { name: PERMISSIONS.alertsExport, description: 'Export alerts to CSV.' },
  { name: PERMISSIONS.alertsSearch, description: 'Search trigger-event alerts.' },
  { name: PERMISSIONS.adminUsers, description: 'Manage users.' },
];

export function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    ...testUser(),
    isDisabled: false,
    emailConfirmed: true,
    mustChangePassword: false,
    hasPassword: true,
    hasGoogleSignIn: false,
    monthlyAvailableCredits: 100,
    allowanceCredits: 0,
    topUpCredits: 100,
    downloadLimit: 0,
    roles: [{ id: USER_ROLE.id, name: USER_ROLE.name }],
    team: { id: '0190a6c2-0000-7000-8000-0000000000f1', name: 'Acme Sales', role: 'owner', memberCount: 1 },
    ...overrides,
  };
}
