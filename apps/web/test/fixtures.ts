// Shared test data: a signed-in user as the API describes them.
import { LOCAL_STORAGE_KEYS, PERMISSIONS, type CurrentUser, type MeResponse } from '@leadsignal/contracts';

export const TEST_TOKEN = 'test-access-token';

export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '0190a6c2-0000-7000-8000-000000000001',
    userName: 'jane.doe@example.com',
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane.doe@example.com',
    fullName: 'Jane Doe',
    createdOn: '2025-01-15T09:30:00.000Z',
    allowedPermissions: [PERMISSIONS.alertsSearch, PERMISSIONS.alertsExport, PERMISSIONS.alertsSave],
    ...overrides,
  };
}

export function testMe(overrides: Partial<MeResponse> = {}): MeResponse {
  return {
    ...testUser(),
    monthlyAvailableCredits: 42,
    allowanceCredits: 30,
    topUpCredits: 12,
    monthlyAllowance: 100,
    renewsOn: '2026-12-15',
    downloadLimit: 0,
    notificationCount: 3,
    mustChangePassword: false,
    monthlyCap: null,
    capRemaining: null,
    ...overrides,
  };
}

/** Puts a session in local storage, as a sign-in would; call before making the store. */
export function storeSession(user: CurrentUser = testUser(), token = TEST_TOKEN): void {
  localStorage.setItem(LOCAL_STORAGE_KEYS.accessToken, token);
  localStorage.setItem(LOCAL_STORAGE_KEYS.currentUser, JSON.stringify(user));
}
