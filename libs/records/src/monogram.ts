// A company's logo as the app draws it: its initials on a colour of its own, as SVG. Served from our own
// origin, so a page never asks a third-party logo host (and shows no broken image without internet).

/** Words that name a legal form, not the company: left out of the initials. */
const LEGAL_FORMS = new Set([
  'inc',
  'llc',
  'ltd',
  'plc',
  'gmbh',
  'ag',
  'sa',
  'nv',
  'bv',
  'pty',
  'pvt',
  'co',
  'corp',
  'corporation',
  'company',
  'group',
  'holdings',
  'limited',
  'the',
  'and',
  'of',
]);

/** Up to two initials of a name ("Acme Robotics Ltd" → "AR"), or of a domain's first label ("acme.io" → "A"). */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !LEGAL_FORMS.has(word.toLowerCase()));
  const letters = words.slice(0, 2).map((word) => word[0].toUpperCase());
  return letters.join('') || '?';
}

/** A stable hue per domain (FNV-1a), so a company keeps its colour. */
function hueOf(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % 360;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The SVG image: white initials (≥ 4.5:1 contrast) on a dark tone of the domain's hue. */
export function monogramSvg(name: string, domain: string): string {
  const initials = escapeXml(initialsOf(name));
  const label = escapeXml(name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${label}">` +
    `<rect width="64" height="64" rx="12" fill="hsl(${hueOf(domain)} 45% 32%)"/>` +
    `<text x="32" y="32" dy=".35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" ` +
    `font-size="${initials.length > 1 ? 24 : 28}" font-weight="600" fill="#ffffff">${initials}</text></svg>`
  );
}
