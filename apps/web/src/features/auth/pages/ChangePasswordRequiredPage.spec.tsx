import { LOCAL_STORAGE_KEYS } from '@leadsignal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ChangePasswordRequiredPage } from './ChangePasswordRequiredPage';
import { apiError, jsonResponse, mockApi } from '../../../../test/api';
import { storeSession, TEST_TOKEN, testUser } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render';

function change(current: string, next: string, confirmation = next) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

beforeEach(() => localStorage.clear());

describe('change password required page', () => {
  it('sends a visitor without a session to /login', () => {
    mockApi();
    const { router } = renderPage('/changepasswordrequired', <ChangePasswordRequiredPage />);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('changes the password, keeps the new token and goes to /home', async () => {
    storeSession();
    const api = mockApi({
      'POST auth/ChangePassword': () =>
        jsonResponse(200, { accessToken: 'fresh-token', user: testUser(), mustChangePassword: false }),
    });
    const { router, store } = renderPage('/changepasswordrequired', <ChangePasswordRequiredPage />);
    change('temporary-secret', 'my-own-secret-42');

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.calls).toMatchObject([
      {
        key: 'POST auth/ChangePassword',
        body: { currentPassword: 'temporary-secret', newPassword: 'my-own-secret-42' },
        authorization: `Bearer ${TEST_TOKEN}`,
      },
    ]);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.accessToken)).toBe('fresh-token');
    expect(store.getState().session.currentUser?.email).toBe('jane.doe@example.com');
  });

  it('refuses a new password equal to the current one without calling the server', () => {
    storeSession();
    const api = mockApi();
    renderPage('/changepasswordrequired', <ChangePasswordRequiredPage />);
    change('same-secret-42', 'same-secret-42');
    expect(screen.getByText('Choose a new password that differs from the current one.')).toBeTruthy();
    expect(api.calls).toMatchObject([]);
  });

  it('shows the server reason for a wrong current password and keeps the session', async () => {
    storeSession();
    mockApi({
      'POST auth/ChangePassword': () => apiError(400, 'The current password is not correct.', 'currentPassword'),
    });
    const { router } = renderPage('/changepasswordrequired', <ChangePasswordRequiredPage />);
    change('wrong-secret', 'my-own-secret-42');

    expect((await screen.findByRole('alert')).textContent).toContain('The current password is not correct.');
    expect(router.state.location.pathname).toBe('/changepasswordrequired');
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.accessToken)).toBe(TEST_TOKEN);
  });

  it('clears an old error when the user tries again', async () => {
    storeSession();
    mockApi({
      'POST auth/ChangePassword': () => apiError(400, 'The current password is not correct.', 'currentPassword'),
    });
    renderPage('/changepasswordrequired', <ChangePasswordRequiredPage />);
    change('wrong-secret', 'my-own-secret-42');
    await screen.findByText('The current password is not correct.');
    // Submitting again with a form the page itself refuses: the server's old answer must not linger.
    change('wrong-secret', 'my-own-secret-42', 'does-not-match');
    expect(screen.queryByText('The current password is not correct.')).toBeNull();
  });
});
