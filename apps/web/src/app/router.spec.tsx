import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { appRouteObjects } from './router';
import { makeStore } from './store';
import { http } from 'msw';
import { jsonResponse, mockApi } from '../../test/api';
import { storeSession, testMe } from '../../test/fixtures';

function renderAt(path: string) {
  const router = createMemoryRouter(appRouteObjects, { initialEntries: [path] });
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

beforeEach(() => {
  localStorage.clear();
  mockApi(
    {},
    http.all('*/api/*', () => jsonResponse(200, testMe())),
  );
});

describe('routes', () => {
  it('sends a signed-out visitor of a signed-in page to /login', async () => {
    const router = renderAt('/home');
    expect(router.state.location.pathname).toBe('/login');
    // Let whichever page answers /login finish loading inside the test.
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
  });

  it('shows "Loading..." while a page loads, then the page inside the shell', async () => {
    storeSession();
    renderAt('/home');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane Doe' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Find Alerts' }).getAttribute('href')).toBe('/alerts');
    expect(screen.queryByRole('link', { name: 'Open Users' })).toBeNull();
  });

  it('opens a team invitation link inside the shell for a signed-in user', async () => {
    storeSession();
    renderAt('/team/join?token=abc');
    expect(await screen.findByRole('heading', { name: 'Join the team' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Team' }).getAttribute('href')).toBe('/team');
  });

  it('answers an unknown address with the not-found page', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});
