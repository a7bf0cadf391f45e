import { screen } from '@testing-library/react';
import { WelcomePage } from './WelcomePage';
import { renderPage } from '../../../../test/render';

describe('welcome page', () => {
  it('names the address and says what the sign-in page offers (it sends no link by itself)', () => {
    renderPage('/welcome', <WelcomePage />, { pathname: '/welcome', state: { email: 'new.user@example.com' } });
    expect(screen.getByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByText('new.user@example.com')).toBeTruthy();
    expect(screen.getByText(/the sign-in page offers to send the link again/)).toBeTruthy();
    expect(screen.queryByText(/sends a new link/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});
