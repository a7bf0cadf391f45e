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

const PAGES = KINDS.flatMap((kind) => {
  const pages = KIND_PAGES[kind];
  return [pages.search, pages.savedSearches, pages.downloads];
});

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
