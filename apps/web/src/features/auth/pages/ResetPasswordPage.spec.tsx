import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ResetPasswordPage } from './ResetPasswordPage';
import { apiError, jsonResponse, mockApi } from '../../../../test/api';
import { renderPage } from '../../../../test/render';

const TOKEN = 'reset-token-0123456789abcdef';

function choose(password: string, confirmation = password) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Set new password' }));
}

beforeEach(() => localStorage.clear());

describe('reset password page', () => {
  it('without a token explains the link is incomplete, offers a new one and shows no form', () => {
    const api = mockApi();
    renderPage('/resetpassword', <ResetPasswordPage />);

    expect(screen.getByRole('alert').textContent).toContain('This reset link is incomplete');
    expect(screen.getByRole('link', { name: 'Request a new reset link' }).getAttribute('href')).toBe('/forgotpassword');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('sets the new password with the token of the link and goes to /resetpasswordsuccess', async () => {
    const api = mockApi({ 'POST auth/ResetPassword': () => jsonResponse(200, {}) });
    const { router } = renderPage('/resetpassword', <ResetPasswordPage />, `/resetpassword?token=${TOKEN}`);
    choose('a-brand-new-secret');

    await waitFor(() => expect(router.state.location.pathname).toBe('/resetpasswordsuccess'));
    expect(api.bodiesOf('POST auth/ResetPassword')).toEqual([{ token: TOKEN, password: 'a-brand-new-secret' }]);
  });

  it('applies the password rules before calling the server', () => {
    const api = mockApi();
    renderPage('/resetpassword', <ResetPasswordPage />, `/resetpassword?token=${TOKEN}`);
    choose('12345678', '12345679');

    expect(screen.getByText('This password is too common. Choose another one.')).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('shows why an expired or used link was refused and offers a new one', async () => {
    mockApi({
      'POST auth/ResetPassword': () => apiError(400, 'This reset link is invalid or has expired.', 'token'),
    });
    const { router } = renderPage('/resetpassword', <ResetPasswordPage />, `/resetpassword?token=${TOKEN}`);
    choose('a-brand-new-secret');

    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/resetpassword');
  });
});
