// A link to another site, opened in a new tab. Only http(s) addresses become links: data from feeds
// must never turn into a javascript: URL. An address without a scheme ("acme.com") is taken as https.
import type { ReactNode } from 'react';

export function externalUrl(address: string | null | undefined): string | null {
  const text = address?.trim();
  if (!text) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/+/, '')}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    // Not an address at all: shown as plain text by the caller.
    return null;
  }
}

export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string | null | undefined;
  children: ReactNode;
  className?: string;
}) {
  const url = externalUrl(href);
  if (!url) return <span className={className}>{children}</span>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}
