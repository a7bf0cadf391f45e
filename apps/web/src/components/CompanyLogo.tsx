// A company's logo: only ever the app's own monogram address (GET /api/logos/<domain>.svg, docs/companies.md),
// never a third-party host, so an offline or blocked logo server cannot break a page or fill the console.
// Without a valid domain it shows the initials and asks nothing; a failed image falls back to them too.
import { useState } from 'react';
import './company-logo.css';

export const LOGO_PATH = '/api/logos/';

const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

/** The domain of a domain or address ("https://www.Acme.com/about" → "acme.com"), or null when it has none. */
export function domainOf(text: string | null | undefined): string | null {
  const host = (text ?? '')
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[/?#:].*$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
  return DOMAIN.test(host) ? host : null;
}

/** The logo address to request: the row's own when it is the app's, else the app's for the domain, else none. */
export function logoSource(logo: string | null | undefined, domain: string | null | undefined): string | null {
  if (logo && logo.startsWith(LOGO_PATH)) return logo;
  const known = domainOf(domain);
  return known ? `${LOGO_PATH}${encodeURIComponent(known)}.svg` : null;
}

export function CompanyLogo({
  name,
  domain,
  logo,
  size = 32,
}: {
  name: string | null;
  /** The company's domain (or website address). */
  domain: string | null | undefined;
  /** The logo address the API gave for the row (used only when it is the app's own). */
  logo?: string | null;
  size?: number;
}) {
  const src = logoSource(logo, domain);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size };
  const label = name ? `${name} logo` : 'Company logo';
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={label}
        className="company-logo"
        style={style}
        loading="lazy"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span className="company-logo company-logo-initials" style={style} role="img" aria-label={label}>
      {initialsOf(name) || '?'}
    </span>
  );
}
