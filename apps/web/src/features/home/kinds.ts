// What /home says and links for each search kind, with the permission each page needs (the same ones the
// router and sidebar use), so the dashboard never links a page the user cannot open.
import { PERMISSIONS, type Permission, type SearchKind } from '@leadsignal/contracts';

export interface KindPages {
  /** "Alerts", "Companies", "Prospects". */
  label: string;
  search: { path: string; permission: Permission };
  savedSearches: { path: string; label: string; permission: Permission };
  downloads: { path: string; label: string; permission: Permission };
}

export const KIND_PAGES: Record<SearchKind, KindPages> = {
  alerts: {
    label: 'Alerts',
    search: { path: '/alerts', permission: PERMISSIONS.alertsSearch },
    savedSearches: {
      path: '/managealertsavesearch',
      label: 'Saved alert searches',
      permission: PERMISSIONS.alertsSave,
    },
    downloads: { path: '/eventscsvdownload', label: 'Alert downloads', permission: PERMISSIONS.alertsExport },
  },
  companies: {
    label: 'Companies',
    search: { path: '/registries', permission: PERMISSIONS.companiesSearch },
    savedSearches: {
      path: '/manageregisteredcompanysearch',
      label: 'Saved company searches',
      permission: PERMISSIONS.companiesSave,
    },
    downloads: {
      path: '/registeredcompaniescsvdownload',
      label: 'Company downloads',
      permission: PERMISSIONS.companiesExport,
    },
  },
  prospects: {
    label: 'Prospects',
    search: { path: '/prospects', permission: PERMISSIONS.prospectsSearch },
    savedSearches: {
      path: '/manageprospectssearch',
      label: 'Saved prospect searches',
      permission: PERMISSIONS.prospectsSave,
    },
    downloads: { path: '/prospectscsvdownload', label: 'Prospect downloads', permission: PERMISSIONS.prospectsExport },
  },
};

export const KINDS = Object.keys(KIND_PAGES) as SearchKind[];

/** The permission an in-app address needs, by its path (undefined: any signed-in user, or unknown). */
export function permissionOfLink(link: string): Permission | undefined {
  const path = link.split(/[?#]/)[0];
  for (const kind of KINDS) {
    const pages = KIND_PAGES[kind];
    for (const page of [pages.search, pages.savedSearches, pages.downloads]) {
      if (page.path === path) return page.permission;
    }
  }
  return undefined;
}

/** True when the address is one of this app's pages the user may open. */
export function canOpen(link: string | null, permissions: readonly string[]): link is string {
  if (!link || !link.startsWith('/') || link.startsWith('//')) return false;
  const path = link.split(/[?#]/)[0];
  const known = KINDS.some((kind) =>
    [KIND_PAGES[kind].search, KIND_PAGES[kind].savedSearches, KIND_PAGES[kind].downloads].some((p) => p.path === path),
  );
  if (!known) return false;
  const permission = permissionOfLink(link);
  return !permission || permissions.includes(permission);
}
