// The search kinds, each written once (issue 24, item 1): what it is called (nouns and every label and
// message of its screens), where it lives (the SPA's screen and management routes), how it is called (API
// paths of its search, saved searches, exports and rows), who may use it (permissions) and what a user pays
// for when they see a row. The API's controllers, the search registry, the SPA's router, navigation, home
// cards, downloads card and search screen all read it, so the three searches say the same thing the same way
// and a fourth kind is one more entry here (docs/adding-a-search-kind.md).
import { PERMISSIONS, type Permission } from './permissions';
import type { SearchableKind, ViewedItemKind } from './search-kinds';

/** A row's name, lower case: "alert" / "alerts". */
export interface KindNouns {
  one: string;
  many: string;
}

/** Every word a kind's screens show; one wording for one action across the kinds. */
export interface KindLabels {
  /** The search screen's heading and the sidebar's link to it: "Find Alerts". */
  title: string;
  /** The results' heading and the table's name: "Alerts". */
  results: string;
  /** The buttons beside Search: save the criteria as a saved search, and clear them. */
  create: string;
  clear: string;
  /** The create-saved-search modal's title, and what its Notifications switch does. */
  createTitle: string;
  notificationsHint: string;
  /** The export-all modal: "Alerts CSV Download". */
  csvDownloadTitle: string;
  /** The file "Download selected" saves: "alerts.csv". */
  selectedFileName: string;
  /** The saved-search page: heading, table name, the home card's and sidebar's link text, its description. */
  savedSearchesTitle: string;
  savedSearchesTable: string;
  savedSearchesLink: string;
  savedSearchesDescription: string;
  /** The CSV-downloads page: heading, table name, the home card's link text, its description. */
  downloadsTitle: string;
  downloadsTable: string;
  downloadsLink: string;
  downloadsDescription: string;
  /** What the search page is for (home, sidebar). */
  searchDescription: string;
  /** The home dashboard's name of the kind: "Alerts". */
  area: string;
  /** The detail modal's report button and the report modal's title. */
  report: string;
  reportTitle: string;
  /** How a row was paid for before, in Confirm Download: "downloaded or revealed" / "downloaded". */
  paidBefore: string;
}

/** The kind's own words for the spec §8 messages. */
export interface KindMessages {
  searchFailed: string;
  created: string;
  createFailed: string;
  downloadAllFailed: string;
  downloadSelectedFailed: string;
  /** The notice over results that come from a saved search. */
  viewingSavedSearch: (name: string) => string;
  /** The notice when a saved search's stored criteria no longer validate. */
  staleSavedSearch: (name: string, reason: string) => string;
}

/** The API's calls of a kind, as paths under /api (the server's controllers and the SPA's calls read them). */
export interface KindApi {
  /** POST criteria → `{[rowsKey]: rows, totalCount}`. */
  search: string;
  rowsKey: string;
  /** POST {id} → one row in detail. */
  getById: string;
  /** POST {id} → reveal a row's contact details for a credit; null for a kind nothing is revealed of. */
  reveal: string | null;
  savedSearches: {
    prefix: string;
    save: string;
    getDefault: string;
    get: string;
    list: string;
    delete: string;
    setDefault: string;
    setMonitored: string;
    update: string;
  };
  exports: {
    prefix: string;
    selected: string;
    all: string;
    list: string;
    /**
     * What a download would charge (POST, docs/exports.md): the download-selected body or `{criteria}` →
     * DownloadEstimate.
     */
    estimate: string;
    /** The download-selected body's list of `{id}`: `{events: [{id}]}`. */
    selectedKey: string;
  };
}

export interface KindManifest<K extends SearchableKind = SearchableKind> {
  kind: K;
  nouns: KindNouns;
  labels: KindLabels;
  messages: KindMessages;
  /** The SPA's screens: the search, its saved searches, its CSV downloads. */
  routes: { search: string; savedSearches: string; downloads: string };
  api: KindApi;
  /** What allowedPermissions must hold (the server checks them too); reveal is null when nothing is revealed. */
  permissions: { search: Permission; export: Permission; save: Permission; reveal: Permission | null };
  /**
   * What a user pays for once and then sees free (viewed_items.item_kind) when they see a row of this kind:
   * alerts pay for the person they name (as a prospect), or for the alert when it names nobody.
   */
  paysFor: ViewedItemKind;
}

const capital = (word: string) => word.replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase());

/**
 * One wording for every kind: the same action has the same words on every search screen, with the kind's
 * nouns in them. `overrides` keeps what the spec words differently (the alert screen's "Create Alerts").
 */
function wording(
  nouns: KindNouns,
  overrides: { labels?: Partial<KindLabels>; messages?: Partial<KindMessages> } = {},
): { labels: KindLabels; messages: KindMessages } {
  const One = capital(nouns.one);
  const Many = capital(nouns.many);
  return {
    labels: {
      title: `Find ${Many}`,
      results: Many,
      create: 'Save Search',
      clear: 'Clear Filters',
      createTitle: `Save ${One} Search`,
      notificationsHint: `Get a notification and an e-mail when new ${nouns.many} match this search.`,
      csvDownloadTitle: `${Many} CSV Download`,
      selectedFileName: `${nouns.many.replace(/\s+/g, '-')}.csv`,
      savedSearchesTitle: `Saved ${One} Searches`,
      savedSearchesTable: `Saved ${nouns.one} searches`,
      savedSearchesLink: `Saved ${nouns.one} searches`,
      savedSearchesDescription: `Run, rename, monitor and choose the default of the ${nouns.one} searches you saved.`,
      downloadsTitle: `${One} CSV Downloads`,
      downloadsTable: `${One} CSV downloads`,
      downloadsLink: `${One} downloads`,
      downloadsDescription: `Download the ${nouns.one} exports you requested once they are ready.`,
      searchDescription: `Search ${nouns.many}.`,
      area: Many,
      report: 'Report',
      reportTitle: 'Report inaccurate data',
      paidBefore: 'downloaded or revealed',
      ...overrides.labels,
    },
    messages: {
      searchFailed: `Failed to get the ${nouns.many}.`,
      created: 'Search successfully saved.',
      createFailed: 'Failed to save the search.',
      downloadAllFailed: `Failed to download all the ${nouns.many}.`,
      downloadSelectedFailed: `Failed to download the selected ${nouns.many}.`,
      viewingSavedSearch: (name) => `You are currently viewing results from saved search '${name}'`,
      staleSavedSearch: (name, reason) =>
        `The saved search '${name}' can no longer be applied: ${reason} Showing all ${nouns.many} instead; save the search again to fix it.`,
      ...overrides.messages,
    },
  };
}

const alertNouns: KindNouns = { one: 'alert', many: 'alerts' };

/** Trigger-event alerts (spec §2 Find Alerts): the spec words their screen, and those words stay. */
export const ALERTS_MANIFEST: KindManifest<'alerts'> = {
  kind: 'alerts',
  nouns: alertNouns,
  ...wording(alertNouns, {
    labels: {
      create: 'Create Alerts',
      clear: 'Clear Alerts',
      createTitle: 'Create Alert',
      searchDescription:
        'Search trigger events such as new hires, funding rounds and expansions, with contact details.',
      reportTitle: 'Report Alerts',
    },
    messages: {
      created: 'Alert successfully created.',
      createFailed: 'Failed to create an alert.',
      viewingSavedSearch: (name) => `You are currently viewing results from created alert '${name}'`,
      staleSavedSearch: (name, reason) =>
        `The alert '${name}' can no longer be applied: ${reason} Showing all alerts instead; create the alert again to fix it.`,
    },
  }),
  routes: { search: '/alerts', savedSearches: '/managealertsavesearch', downloads: '/eventscsvdownload' },
  api: {
    search: 'event/gettriggerevents',
    rowsKey: 'triggerEvents',
    getById: 'event/getById',
    reveal: 'event/getEmail',
    savedSearches: {
      prefix: 'event',
      save: 'saveSearch',
      getDefault: 'getDefaultSaveSearch',
      get: 'getSearch',
      list: 'listSaveSearch',
      delete: 'deleteEventSearch',
      setDefault: 'setDefaultEventSearch',
      setMonitored: 'updateEventSearchesToMonitor',
      update: 'updateSaveSearch',
    },
    exports: {
      prefix: 'event',
      selected: 'downloadSelectedTriggerEvents',
      all: 'downloadAllTriggerEvents',
      list: 'getAllEventsCsvDownloads',
      estimate: 'downloadEstimate',
      selectedKey: 'events',
    },
  },
  permissions: {
    search: PERMISSIONS.alertsSearch,
    export: PERMISSIONS.alertsExport,
    save: PERMISSIONS.alertsSave,
    reveal: PERMISSIONS.alertsReveal,
  },
  paysFor: 'prospect',
};

const companyNouns: KindNouns = { one: 'company', many: 'companies' };

/** Registered companies (/registries; docs/companies.md): paid for by downloading them, nothing is revealed. */
export const COMPANIES_MANIFEST: KindManifest<'companies'> = {
  kind: 'companies',
  nouns: companyNouns,
  ...wording(companyNouns, {
    labels: {
      title: 'Registered Companies',
      searchDescription: 'Find companies by industry, size, revenue and location.',
      paidBefore: 'downloaded',
    },
  }),
  routes: {
    search: '/registries',
    savedSearches: '/manageregisteredcompanysearch',
    downloads: '/registeredcompaniescsvdownload',
  },
  api: {
    search: 'company/registered/search',
    rowsKey: 'companies',
    getById: 'company/getById',
    reveal: null,
    savedSearches: {
      prefix: 'company/registered',
      save: 'saveSearch',
      getDefault: 'getDefaultSaveSearch',
      get: 'getSearch',
      list: 'getListSaveSearch',
      delete: 'deleteSaveSearch',
      setDefault: 'setDefaultSaveSearch',
      setMonitored: 'updateSaveSearchesToMonitor',
      update: 'updateSaveSearch',
    },
    exports: {
      prefix: 'company',
      selected: 'downloadSelected',
      all: 'downloadAll',
      list: 'getAllRegisteredCompanyCsvDownloads',
      estimate: 'downloadEstimate',
      selectedKey: 'companies',
    },
  },
  permissions: {
    search: PERMISSIONS.companiesSearch,
    export: PERMISSIONS.companiesExport,
    save: PERMISSIONS.companiesSave,
    reveal: null,
  },
  paysFor: 'company',
};

const prospectNouns: KindNouns = { one: 'prospect', many: 'prospects' };

/** Prospects (/prospects; docs/prospects.md): a person's e-mail and phone, paid for once per person. */
export const PROSPECTS_MANIFEST: KindManifest<'prospects'> = {
  kind: 'prospects',
  nouns: prospectNouns,
  ...wording(prospectNouns, {
    labels: { searchDescription: 'Find the people to contact by job function, level and company.' },
  }),
  routes: { search: '/prospects', savedSearches: '/manageprospectssearch', downloads: '/prospectscsvdownload' },
  api: {
    search: 'prospect/search',
    rowsKey: 'prospects',
    getById: 'prospect/getById',
    reveal: 'prospect/getEmail',
    savedSearches: {
      prefix: 'prospect',
      save: 'saveSearch',
      getDefault: 'getDefaultSaveSearch',
      get: 'getSearch',
      list: 'getListSaveSearch',
      delete: 'deleteSaveSearch',
      setDefault: 'setDefaultSaveSearch',
      setMonitored: 'updateSaveSearchesToMonitor',
      update: 'updateSaveSearch',
    },
    exports: {
      prefix: 'prospect',
      selected: 'downloadSelected',
      all: 'downloadAll',
      list: 'getAllProspectCsvDownloads',
      estimate: 'downloadEstimate',
      selectedKey: 'prospects',
    },
  },
  permissions: {
    search: PERMISSIONS.prospectsSearch,
    export: PERMISSIONS.prospectsExport,
    save: PERMISSIONS.prospectsSave,
    reveal: PERMISSIONS.prospectsReveal,
  },
  paysFor: 'prospect',
};

/** Every search kind, in the order screens list them. */
export const KIND_MANIFESTS: { [K in SearchableKind]: KindManifest<K> } = {
  alerts: ALERTS_MANIFEST,
  companies: COMPANIES_MANIFEST,
  prospects: PROSPECTS_MANIFEST,
};

export const MANIFESTS: readonly KindManifest[] = Object.values(KIND_MANIFESTS);

/** A full API path of a kind's saved-search call: `event/saveSearch`. */
export function savedSearchPath(manifest: KindManifest, call: Exclude<keyof KindApi['savedSearches'], 'prefix'>) {
  return `${manifest.api.savedSearches.prefix}/${manifest.api.savedSearches[call]}`;
}

/** A full API path of a kind's export call: `event/downloadAllTriggerEvents`. */
export function exportPath(manifest: KindManifest, call: 'selected' | 'all' | 'list' | 'estimate') {
  return `${manifest.api.exports.prefix}/${manifest.api.exports[call]}`;
}
