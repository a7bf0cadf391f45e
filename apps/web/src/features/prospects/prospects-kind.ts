// Prospects as a search kind: the third configuration of the search kit (issue 12; /prospects,
// /manageprospectssearch, /prospectscsvdownload).
import {
  defaultProspectSearchCriteria,
  PERMISSIONS,
  PROSPECT_SORT_FIELDS,
  prospectSearchCriteriaSchema,
  UI_MESSAGES,
} from '@leadsignal/contracts';
import { defineSearchKind } from '../search/kind';
import { prospectsSearchApi } from './api';
import { prospectName } from './format';
import { prospectColumns } from './prospect-columns';
import { prospectsFilterConfig } from './prospects-filter-config';

export const PROSPECT_ROUTES = {
  search: '/prospects',
  savedSearches: '/manageprospectssearch',
  downloads: '/prospectscsvdownload',
} as const;

export const prospectsKind = defineSearchKind({
  id: 'prospects',
  criteria: {
    schema: prospectSearchCriteriaSchema,
    defaults: defaultProspectSearchCriteria,
    sortFields: PROSPECT_SORT_FIELDS,
  },
  filters: prospectsFilterConfig,
  columns: prospectColumns,
  api: prospectsSearchApi,
  labels: {
    one: 'prospect',
    many: 'prospects',
    title: 'Find Prospects',
    results: 'Prospects',
    create: 'Save Search',
    clear: 'Clear Filters',
    createTitle: 'Save Prospect Search',
    notificationsHint: 'Get a notification and an e-mail when new prospects match this search.',
    csvDownloadTitle: 'Prospects CSV Download',
    selectedFileName: 'prospects.csv',
    savedSearchesTitle: 'Saved Prospect Searches',
    savedSearchesTable: 'Saved prospect searches',
    downloadsTitle: 'Prospect CSV Downloads',
    downloadsTable: 'Prospect CSV downloads',
    row: (row) => `prospect ${prospectName(row)}`,
  },
  messages: {
    searchFailed: 'Failed to get the prospects.',
    created: 'Prospect search saved.',
    createFailed: 'Failed to save the prospect search.',
    downloadAllFailed: UI_MESSAGES.downloadAllFailed,
    downloadSelectedFailed: UI_MESSAGES.downloadSelectedFailed,
    viewingSavedSearch: (name) => `You are viewing the saved prospect search '${name}'`,
    staleSavedSearch: (name, reason) =>
      `The prospect search '${name}' can no longer be applied: ${reason} Showing all prospects instead; save the search again to fix it.`,
  },
  permissions: {
    search: PERMISSIONS.prospectsSearch,
    export: PERMISSIONS.prospectsExport,
    save: PERMISSIONS.prospectsSave,
  },
  routes: PROSPECT_ROUTES,
});
