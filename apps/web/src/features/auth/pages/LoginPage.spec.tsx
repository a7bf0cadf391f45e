import { LOCAL_STORAGE_KEYS } from '@leadsignal/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { GoogleIdentity } from '../google-identity';
import { LoginPage } from './LoginPage';
import { apiError, jsonResponse, LOGIN_WORDING, mockApi } from '../../../../test/api';
import { storeSession, TEST_TOKEN, testUser } from '../../../../test/fixtures';
import { renderPage } from '../../../../test/render';

const NEW_TOKEN = 'new-access-token';

function signIn(email = 'jane.doe@example.com', password = 'correct horse') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const loginAnswer =
  (mustChangePassword = false) =>
  () =>
    jsonResponse(200, { accessToken: NEW_TOKEN, user: testUser(), mustChangePassword });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  delete window.google;
});

describe('login page', () => {
  it('shows the login wording, the links and no Google button when Google is not configured', async () => {
    mockApi();
    renderPage('/login', <LoginPage />);
    expect(await screen.findByText(LOGIN_WORDING)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgotpassword');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByTestId('google-sign-in')).toBeNull();
  });

  it('fills in the address a link names (?email=, as after accepting an invitation)', async () => {
    mockApi();
    renderPage('/login', <LoginPage />, '/login?email=ivy%40example.com');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ivy@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('shows the reason of a refused sign-in on the page and stays signed out', async () => {
    const api = mockApi({ 'POST auth/Login': () => apiError(401, 'Wrong e-mail or password.') });
    const { router, store } = renderPage('/login', <LoginPage />);
    signIn('Jane.Doe@example.com', 'wrong password');

    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain('Sign-in failed');
    expect(panel.textContent).toContain('Wrong e-mail or password.');
    expect(api.bodiesOf('POST auth/Login')).toEqual([{ email: 'Jane.Doe@example.com', password: 'wrong password' }]);
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session.accessToken).toBeNull();
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('tells an unconfirmed account to confirm, without blaming the password, and sends the link again', async () => {
    const api = mockApi({
      'POST auth/Login': () => apiError(403, 'Confirm your e-mail address first. We sent you a link.'),
      'POST auth/ResendConfirmation': () => jsonResponse(200, { message: 'sent' }),
    });
    renderPage('/login', <LoginPage />);
    signIn();
    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain('Confirm your e-mail address first. We sent you a link.');
    expect(panel.textContent).not.toMatch(/password/i);
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/We sent a new confirmation link to jane.doe@example.com/)).toBeTruthy();
    expect(api.bodiesOf('POST auth/ResendConfirmation')).toEqual([{ email: 'jane.doe@example.com' }]);
  });

  it('says why the last session ended, once', async () => {
    sessionStorage.setItem('signedOutReason', 'Your session has expired. Sign in again.');
    mockApi();
    const { unmount } = renderPage('/login', <LoginPage />);
    expect((await screen.findByRole('status')).textContent).toBe('Your session has expired. Sign in again.');
    unmount();
    renderPage('/login', <LoginPage />);
    await screen.findByText(LOGIN_WORDING);
    expect(screen.queryByText('Your session has expired. Sign in again.')).toBeNull();
  });

  it('does not call the server without an e-mail and password', async () => {
    const api = mockApi();
    renderPage('/login', <LoginPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    await screen.findByText(LOGIN_WORDING);
    expect(api.bodiesOf('POST auth/Login')).toEqual([]);
  });

  it('signs in, stores the session and goes to /home', async () => {
    mockApi({ 'POST auth/Login': loginAnswer() });
    const { router, store } = renderPage('/login', <LoginPage />);
    signIn();

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.accessToken)).toBe(NEW_TOKEN);
    expect(store.getState().session.currentUser?.fullName).toBe('Jane Doe');
  });

  it('returns to the page the user was sent away from', async () => {
    mockApi({ 'POST auth/Login': loginAnswer() });
    const from = { pathname: '/alerts', search: '?ssid=7', hash: '' };
    const { router } = renderPage('/login', <LoginPage />, { pathname: '/login', state: { from } });
    signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/alerts'));
    expect(router.state.location.search).toBe('?ssid=7');
  });

  it('sends a user who must change their password to /changepasswordrequired', async () => {
    mockApi({ 'POST auth/Login': loginAnswer(true) });
    const from = { pathname: '/alerts', search: '', hash: '' };
    const { router } = renderPage('/login', <LoginPage />, { pathname: '/login', state: { from } });
    signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/changepasswordrequired'));
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.accessToken)).toBe(NEW_TOKEN);
  });

  it('sends someone already signed in on to /home', async () => {
    storeSession();
    mockApi();
    const { router } = renderPage('/', <LoginPage />);
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.accessToken)).toBe(TEST_TOKEN);
  });

  it('confirms the e-mail address of a confirmation link and says so', async () => {
    const api = mockApi({ 'POST auth/ConfirmEmail': () => jsonResponse(200, {}) });
    const { router } = renderPage('/login', <LoginPage />, '/login?confirmToken=abcdefghijklmnopqrstuvwxyz');

    expect(await screen.findByText('Your e-mail address is confirmed. You can sign in now.')).toBeTruthy();
    expect(api.bodiesOf('POST auth/ConfirmEmail')).toEqual([{ token: 'abcdefghijklmnopqrstuvwxyz' }]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.bodiesOf('POST auth/ConfirmEmail')).toHaveLength(1);
  });

  it('says an address is already confirmed when its link is opened again', async () => {
    mockApi({ 'POST auth/ConfirmEmail': () => jsonResponse(200, { alreadyConfirmed: true }) });
    renderPage('/login', <LoginPage />, '/login?confirmToken=abcdefghijklmnopqrstuvwxyz');
    expect(await screen.findByText('Your e-mail address is already confirmed. You can sign in.')).toBeTruthy();
  });

  it('shows why a confirmation link failed', async () => {
    mockApi({
      'POST auth/ConfirmEmail': () => apiError(400, 'This confirmation link is invalid or has expired.', 'token'),
    });
    renderPage('/login', <LoginPage />, '/login?confirmToken=abcdefghijklmnopqrstuvwxyz');

    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain('Your e-mail address could not be confirmed');
    expect(panel.textContent).toContain('This confirmation link is invalid or has expired.');
  });

  it('offers Google sign-in when configured and signs in with its credential', async () => {
    const initialize = jest.fn<void, Parameters<GoogleIdentity['accounts']['id']['initialize']>>();
    const renderButton = jest.fn();
    window.google = { accounts: { id: { initialize, renderButton } } };
    const api = mockApi({
      'GET settings/public': () => jsonResponse(200, { googleClientId: 'client-123.apps.googleusercontent.com' }),
      'POST auth/LoginWithGoogle': loginAnswer(),
    });
    const { router } = renderPage('/login', <LoginPage />);

    await waitFor(() => expect(renderButton).toHaveBeenCalledTimes(1));
    expect(renderButton.mock.calls[0][0]).toBe(screen.getByTestId('google-sign-in'));
    const [{ client_id, callback }] = initialize.mock.calls[0];
    expect(client_id).toBe('client-123.apps.googleusercontent.com');

    act(() => callback({ credential: 'google-id-token' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(api.bodiesOf('POST auth/LoginWithGoogle')).toEqual([{ idToken: 'google-id-token' }]);
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.accessToken)).toBe(NEW_TOKEN);
  });
});
