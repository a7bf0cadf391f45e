import { LOCAL_STORAGE_KEYS } from '@leadsignal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { meApi } from '../../lib/me-api';
import { ProfilePage } from './ProfilePage';
import { jsonResponse, mockApi } from '../../../test/api';
import { storeSession, testMe } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';

beforeEach(() => {
  localStorage.clear();
  storeSession();
});

describe('profile page', () => {
  it('saves the edited names and refetches users/me', async () => {
    let me = testMe();
    const api = mockApi({
      'GET users/me': () => jsonResponse(200, me),
      'PUT users/me': () => {
        me = testMe({ firstName: 'Janet', fullName: 'Janet Doe' });
        return jsonResponse(200, me);
      },
    });
    const { store } = renderPage('/profile', <ProfilePage />);
    // The shell keeps users/me subscribed; stand in for it.
    store.dispatch(meApi.endpoints.getMe.initiate());
    await waitFor(() => expect(api.bodiesOf('GET users/me')).toHaveLength(1));

    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' Janet ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
    expect(api.bodiesOf('PUT users/me')).toEqual([{ firstName: 'Janet', lastName: 'Doe' }]);
    await waitFor(() => expect(store.getState().session.currentUser?.fullName).toBe('Janet Doe'));
  });

  it('requires both names', async () => {
    const api = mockApi();
    renderPage('/profile', <ProfilePage />);
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Last name is required.')).toBeTruthy();
    expect(api.count('PUT users/me')).toBe(0);
  });

  it('asks before signing out everywhere; Cancel keeps the session', async () => {
    const api = mockApi({ 'POST auth/SignOutEverywhere': () => jsonResponse(200, {}) });
    const { router } = renderPage('/profile', <ProfilePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Sign out everywhere?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf('POST auth/SignOutEverywhere')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('signs out everywhere once confirmed: calls the server, ends the session and goes to /login saying why', async () => {
    const api = mockApi({ 'POST auth/SignOutEverywhere': () => jsonResponse(200, {}) });
    const { router, store } = renderPage('/profile', <ProfilePage />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.bodiesOf('POST auth/SignOutEverywhere')).toHaveLength(1);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.accessToken)).toBeNull();
    expect(store.getState().session.accessToken).toBeNull();
    expect(sessionStorage.getItem('signedOutReason')).toBe(
      'You signed out on every device. Sign in again to continue.',
    );
  });
});
