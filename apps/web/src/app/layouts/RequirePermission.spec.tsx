import { PERMISSIONS } from '@leadsignal/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ACCESS_DENIED_TITLE } from '../../components/AccessDeniedPage';
import { NO_LISTS_TEXT } from '../../features/lists/ListsPage';
import { appRouteObjects } from '../router';
import { makeStore } from '../store';
import { http } from 'msw';
import { jsonResponse, mockApi } from '../../../test/api';
import { storeSession, testMe, testUser } from '../../../test/fixtures';

function openAs(path: string, allowedPermissions: string[]) {
  localStorage.clear();
  const user = testUser({ allowedPermissions });
  storeSession(user);
  const api = mockApi(
    { 'GET users/me': () => jsonResponse(200, testMe(user)) },
    http.all('*/api/*', () => jsonResponse(200, { items: [], totalCount: 0 })),
  );
  const router = createMemoryRouter(appRouteObjects, { initialEntries: [path] });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { calls: api.keys };
}

describe('pages that need a permission', () => {
  it('answer a signed-in user without it with the access page, and call nothing for the page', async () => {
    const { calls } = openAs('/manage/users', [PERMISSIONS.alertsSearch]);
    expect(await screen.findByRole('heading', { name: ACCESS_DENIED_TITLE })).toBeTruthy();
    expect(screen.getByText(/manage users/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/home');
    // The shell's own calls (users/me, notifications) still run; the users list is never asked for.
    expect(calls()).not.toContain('GET users');
  });

  it('open for a user who holds it', async () => {
    const { calls } = openAs('/manage/users', [PERMISSIONS.adminUsers]);
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeTruthy();
    expect(calls()).toContain('GET users');
    expect(screen.queryByRole('heading', { name: ACCESS_DENIED_TITLE })).toBeNull();
  });

  it("open /updateList with either kind's save permission, and name both when neither is held", async () => {
    const { calls } = openAs('/updateList', [PERMISSIONS.companiesSave]);
    expect(await screen.findByText(NO_LISTS_TEXT)).toBeTruthy();
    expect(calls()).toContain('GET lists');
    expect(screen.queryByRole('heading', { name: ACCESS_DENIED_TITLE })).toBeNull();
    // The sidebar links it for the same user.
    expect(
      (await screen.findByRole('navigation', { name: 'Main navigation' })).querySelector('a[href="/updateList"]'),
    ).toBeTruthy();
    cleanup();

    openAs('/updateList', [PERMISSIONS.prospectsSave]);
    expect(await screen.findByText(NO_LISTS_TEXT)).toBeTruthy();
    cleanup();

    openAs('/updateList', [PERMISSIONS.companiesSearch, PERMISSIONS.prospectsSearch]);
    expect(await screen.findByRole('heading', { name: ACCESS_DENIED_TITLE })).toBeTruthy();
    expect(screen.getByText(PERMISSIONS.prospectsSave)).toBeTruthy();
    expect(screen.getByText(PERMISSIONS.companiesSave)).toBeTruthy();
    expect(screen.getByText(/one of the permissions/)).toBeTruthy();
  });

  it('include the search screens', async () => {
    openAs('/alerts', [PERMISSIONS.billing]);
    expect(await screen.findByRole('heading', { name: ACCESS_DENIED_TITLE })).toBeTruthy();
  });
});
