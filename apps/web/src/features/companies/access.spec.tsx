// Who reaches the registered-company pages: each route requires its permission, and the sidebar and the home
// page link only the pages the user may open.
import { PERMISSIONS } from '@leadsignal/contracts';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SignedInShell } from '../../app/layouts/SignedInShell';
import { signedInRoutes } from '../../app/routes';
import { makeStore } from '../../app/store';
import { HomePage } from '../home/HomePage';
import { http } from 'msw';
import { jsonResponse, mockApi } from '../../../test/api';
import { storeSession, testMe, testUser } from '../../../test/fixtures';

function renderHome(permissions: string[]) {
  const user = testUser({ allowedPermissions: permissions });
  storeSession(user);
  mockApi(
    {},
    http.all('*/api/*', () => jsonResponse(200, testMe(user))),
  );
  render(
    <Provider store={makeStore()}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route element={<SignedInShell />}>
            <Route path="/home" element={<HomePage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(() => localStorage.clear());

describe('access to the registered-company pages', () => {
  it('requires each page its permission', () => {
    const permissionOf = (path: string) => signedInRoutes.find((route) => route.path === path)?.permission;
    expect(permissionOf('/registries')).toBe(PERMISSIONS.companiesSearch);
    expect(permissionOf('/manageregisteredcompanysearch')).toBe(PERMISSIONS.companiesSave);
    expect(permissionOf('/registeredcompaniescsvdownload')).toBe(PERMISSIONS.companiesExport);
  });

  it('links only the pages the user may open, in the sidebar and on the home page', async () => {
    renderHome([PERMISSIONS.companiesSearch, PERMISSIONS.companiesExport]);
    await screen.findByText('Credit: 42');
    const sidebar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Registered Companies' }).getAttribute('href')).toBe(
      '/registries',
    );
    expect(within(sidebar).getByRole('link', { name: 'Company CSV Downloads' })).toBeTruthy();
    expect(within(sidebar).queryByRole('link', { name: 'Saved Company Searches' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open Registered Companies' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open Saved Company Searches' })).toBeNull();
  });

  it('shows no company link without the permissions', async () => {
    renderHome([PERMISSIONS.alertsSearch]);
    await screen.findByText('Credit: 42');
    expect(screen.queryByRole('link', { name: /Registered Companies/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Company CSV Downloads/ })).toBeNull();
  });
});
