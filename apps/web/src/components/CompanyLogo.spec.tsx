import { fireEvent, render, screen } from '@testing-library/react';
import { CompanyLogo, domainOf, logoSource } from './CompanyLogo';

describe('CompanyLogo', () => {
  it("shows the row's logo when it is the app's own address", () => {
    render(<CompanyLogo name="Acme Robotics" domain="acme.com" logo="/api/logos/acme.com.svg" />);
    expect(screen.getByRole('img', { name: 'Acme Robotics logo' }).getAttribute('src')).toBe('/api/logos/acme.com.svg');
  });

  it('never asks a third-party host: another address gives way to the app logo of the domain', () => {
    render(<CompanyLogo name="Acme" domain="https://www.Acme.com/about" logo="https://logo.clearbit.com/acme.com" />);
    expect(screen.getByRole('img', { name: 'Acme logo' }).getAttribute('src')).toBe('/api/logos/acme.com.svg');
  });

  it('shows the initials, with no image at all, without a valid domain', () => {
    const { container } = render(<CompanyLogo name="Northwind trading co" domain="not a domain" logo={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Northwind trading co logo' }).textContent).toBe('NT');
  });

  it('falls back to the initials when the image fails', () => {
    const { container } = render(<CompanyLogo name="Acme" domain="acme.com" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Acme logo' }).textContent).toBe('A');
  });

  it('reads domains out of addresses and refuses what is none', () => {
    expect(domainOf('HTTP://Sub.Example.co.uk:8080/x?y')).toBe('sub.example.co.uk');
    expect(domainOf('localhost')).toBeNull();
    expect(domainOf('')).toBeNull();
    expect(logoSource(undefined, 'a b.com')).toBeNull();
    expect(logoSource('javascript:alert(1)', 'acme.com')).toBe('/api/logos/acme.com.svg');
  });
});
