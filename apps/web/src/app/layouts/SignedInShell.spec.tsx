import { LOCAL_STORAGE_KEYS, PERMISSIONS } from '@leadsignal/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../store';
import { SignedInShell } from './SignedInShell';
import { http } from 'msw';
import { jsonResponse, mockApi } from '../../../test/api';
import { storeSession, testMe, testUser } from '../../../test/fixtures';

function renderShell() {
  const store = makeStore();
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/home']}>
        <Routes>
          <Route element={<SignedInShell />}>
            <Route path="/home" element={<p>Home content</p>} />
            <Route path="/profile" element={<p>Profile content</p>} />
          </Route>
          <Route path="/login" element={<p>Login page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}

const sidebar = () => screen.queryByRole('navigation', { name: 'Main navigation' });

beforeEach(() => {
  localStorage.clear();
  storeSession();
  mockApi(
    {},
    http.all('*/api/*', () => jsonResponse(200, testMe())),
  );
});

describe('signed-in shell', () => {
  it('shows the sidebar by default and remembers hiding and showing it in local storage', async () => {
    const first = renderShell();
    await screen.findByText('Credit: 42');
    expect(sidebar()).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(sidebar()).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.sidebarVisible)).toBe('false');

    first.unmount();
    renderShell();
    await screen.findByText('Credit: 42');
    expect(sidebar()).toBeNull();
    expect(screen.getByRole('button', { name: 'Toggle sidebar' }).getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(sidebar()).not.toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.sidebarVisible)).toBe('true');
  });

  it('fills the badges, the notification count and the name from users/me', async () => {
    renderShell();
    expect(await screen.findByText('Credit: 42')).toBeTruthy();
    expect(screen.getByText('Download limit: Unlimited')).toBeTruthy();
    expect(screen.getByText('Notifications').textContent).toBe('Notifications 3');
    expect(screen.getByText('Jane Doe')).toBeTruthy();
  });

  it('shows the admin links only for the admin permissions the user holds', async () => {
    localStorage.clear();
    const admin = testUser({ allowedPermissions: [PERMISSIONS.adminUsers, PERMISSIONS.adminReportedData] });
    storeSession(admin);
    mockApi(
      {},
      http.all('*/api/*', () => jsonResponse(200, testMe(admin))),
    );
    renderShell();
    await screen.findByText('Credit: 42');

    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/manage/users');
    expect(screen.getByRole('link', { name: 'Reported Data' }).getAttribute('href')).toBe('/reported/data');
    expect(screen.queryByRole('link', { name: 'Roles' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Find Alerts' })).toBeNull();
  });

  it('hides the admin section from users without admin permissions', async () => {
    renderShell();
    await screen.findByText('Credit: 42');
    expect(screen.getByRole('link', { name: 'Find Alerts' }).getAttribute('href')).toBe('/alerts');
    expect(screen.queryByRole('heading', { name: 'Admin' })).toBeNull();
  });

  it('links every signed-in user to their team, whatever their permissions', async () => {
    localStorage.clear();
    const plain = testUser({ allowedPermissions: [] });
    storeSession(plain);
    mockApi(
      {},
      http.all('*/api/*', () => jsonResponse(200, testMe(plain))),
    );
    renderShell();
    await screen.findByText('Credit: 42');
    expect(screen.getByRole('link', { name: 'Team' }).getAttribute('href')).toBe('/team');
  });

  it('logs out: clears the token and user, keeps the sidebar choice and goes to /login', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.sidebarVisible, 'false');
    const { store } = renderShell();
    await screen.findByText('Credit: 42');

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.currentUser)).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.sidebarVisible)).toBe('false');
    expect(store.getState().session).toEqual({ accessToken: null, currentUser: null });
    expect(store.getState().api.queries).toEqual({});
  });

  describe('on a narrow screen', () => {
    const matchMedia = window.matchMedia;
    beforeEach(() => {
      // Every query matches: below the lg breakpoint.
      window.matchMedia = ((query: string) => ({
        matches: true,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('keeps the sidebar, the badges, the name and Logout in an off-canvas menu, closed after following a link', async () => {
      renderShell();
      await screen.findByRole('button', { name: 'Open menu' });
      // Every query matches, the phone one too: the badges are folded into the menu.
      expect(screen.queryByText('Credit: 42')).toBeNull();
      expect(sidebar()).toBeNull();
      expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
      // The stored preference to show the sidebar does not open the menu.
      expect(localStorage.getItem(LOCAL_STORAGE_KEYS.sidebarVisible)).toBeNull();

      const open = screen.getByRole('button', { name: 'Open menu' });
      expect(open.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(open);
      const menu = await screen.findByRole('dialog', { name: 'Menu' });
      expect(within(menu).getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
      expect(within(menu).getByText('Jane Doe')).toBeTruthy();
      expect(await within(menu).findByText('Credit: 42')).toBeTruthy();
      expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Open menu', hidden: true }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      // Opening the menu does not change the wide screen's sidebar preference.
      expect(localStorage.getItem(LOCAL_STORAGE_KEYS.sidebarVisible)).toBeNull();

      fireEvent.click(within(menu).getByRole('link', { name: 'Profile' }));
      expect(await screen.findByText('Profile content')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    });
  });
});
