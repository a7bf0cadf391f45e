import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifySuccess } from '../../../lib/toast';
import { AcceptInvitePage, INVITE_ACCEPTED_MESSAGE } from './AcceptInvitePage';
import { apiError, jsonResponse, mockApi } from '../../../../test/api';
import { renderPage } from '../../../../test/render';

jest.mock('../../../lib/toast');

const TOKEN = 'invite-token-0123456789abcdef';

function choose(password: string, confirmation = password) {
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Set password and join' }));
}

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

describe('accept invitation page', () => {
  it('without a token explains the link is incomplete and shows no form', () => {
    const api = mockApi();
    renderPage('/acceptinvite', <AcceptInvitePage />);
    expect(screen.getByRole('alert').textContent).toContain('This invitation link is incomplete');
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('sets the password with the link’s token, toasts and goes to /login with the address', async () => {
    const api = mockApi({ 'POST auth/AcceptInvite': () => jsonResponse(200, { email: 'ivy@example.com' }) });
    const { router } = renderPage('/acceptinvite', <AcceptInvitePage />, `/acceptinvite?token=${TOKEN}`);
    choose('a-brand-new-secret');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?email=ivy%40example.com');
    expect(api.bodiesOf('POST auth/AcceptInvite')).toEqual([{ token: TOKEN, password: 'a-brand-new-secret' }]);
    expect(notifySuccess).toHaveBeenCalledWith(INVITE_ACCEPTED_MESSAGE);
  });

  it('applies the password rules before calling the server', () => {
    const api = mockApi();
    renderPage('/acceptinvite', <AcceptInvitePage />, `/acceptinvite?token=${TOKEN}`);
    choose('12345678', '12345679');
    expect(screen.getByText('This password is too common. Choose another one.')).toBeTruthy();
    expect(screen.getByText('Passwords do not match.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('shows why an expired or used link was refused, with a way forward', async () => {
    mockApi({ 'POST auth/AcceptInvite': () => apiError(400, 'This invitation link is invalid.', 'token') });
    const { router } = renderPage('/acceptinvite', <AcceptInvitePage />, `/acceptinvite?token=${TOKEN}`);
    choose('a-brand-new-secret');

    const panel = await screen.findByRole('alert');
    expect(panel.textContent).toContain('This invitation link is invalid.');
    expect(screen.getByRole('link', { name: 'choose a password by e-mail' }).getAttribute('href')).toBe(
      '/forgotpassword',
    );
    expect(router.state.location.pathname).toBe('/acceptinvite');
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});
