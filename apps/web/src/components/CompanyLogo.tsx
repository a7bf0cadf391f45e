// A company's logo, or its initials when there is none or the image fails to load.
import { useState } from 'react';
import './company-logo.css';

export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

export function CompanyLogo({
  name,
  src,
  size = 32,
}: {
  name: string | null;
  src: string | null | undefined;
  size?: number;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const style = { width: size, height: size };
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={name ? `${name} logo` : 'Company logo'}
        className="company-logo"
        style={style}
        loading="lazy"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      className="company-logo company-logo-initials"
      style={style}
      role="img"
      aria-label={name ? `${name} logo` : 'Company logo'}
    >
      {initialsOf(name) || '?'}
    </span>
  );
}
