// What /home links of the search kinds, from their manifests: a link to a kind's search, saved-search or
// download page shows only with the permission that page needs (the same the router and sidebar use), so the
// dashboard never links a page the user cannot open.
import { KIND_MANIFESTS, MANIFESTS, type KindManifest, type SearchKind } from '@leadsignal/contracts';

/** A kind's manifest; undefined for a kind this app does not know (an answer from a newer server). */
export function manifestOf(kind: SearchKind): KindManifest | undefined {
  return (KIND_MANIFESTS as Partial<Record<string, KindManifest>>)[kind];
}

const PAGES = MANIFESTS.flatMap(({ routes, permissions }) => [
  { path: routes.search, permission: permissions.search },
  { path: routes.savedSearches, permission: permissions.save },
  { path: routes.downloads, permission: permissions.export },
]);

/**
 * True when the address is one of the search, saved-search or download pages and the user holds its
 * permission (the same ones the router checks); anything else is shown without a link.
 */
export function canOpen(link: string | null, permissions: readonly string[]): link is string {
  if (!link || !link.startsWith('/') || link.startsWith('//')) return false;
  const path = link.split(/[?#]/)[0];
  const page = PAGES.find((candidate) => candidate.path === path);
  return Boolean(page && permissions.includes(page.permission));
}
