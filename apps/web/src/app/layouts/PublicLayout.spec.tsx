import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PublicLayout } from './PublicLayout';

describe('public layout', () => {
  it('shows the 120px logo, Login and Signup above the page', () => {
    render(
      <MemoryRouter initialEntries={['/welcome']}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="/welcome" element={<p>Welcome page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );

    expect(screen.getByRole('img', { name: 'LeadSignal' }).getAttribute('width')).toBe('120');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Signup' }).getAttribute('href')).toBe('/signup');
    expect(screen.getByText('Welcome page')).toBeTruthy();
  });
});
