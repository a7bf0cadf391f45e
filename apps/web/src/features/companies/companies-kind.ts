// Registered companies as a search kind: the second configuration of the search kit (spec §2 /registries,
// /manageregisteredcompanysearch, /registeredcompaniescsvdownload; docs/companies.md).
import {
  COMPANY_SORT_FIELDS,
  companySearchCriteriaSchema,
  defaultCompanySearchCriteria,
  PERMISSIONS,
} from '@leadsignal/contracts';
import { defineSearchKind } from '../search/kind';
import { companiesSearchApi } from './api';
import { companiesFilterConfig } from './companies-filter-config';
import { companyColumns } from './company-columns';

export const COMPANY_ROUTES = {
  search: '/registries',
  savedSearches: '/manageregisteredcompanysearch',
  downloads: '/registeredcompaniescsvdownload',
} as const;

export const companiesKind = defineSearchKind({
  id: 'companies',
  criteria: {
    schema: companySearchCriteriaSchema,
    defaults: defaultCompanySearchCriteria,
    sortFields: COMPANY_SORT_FIELDS,
  },
  filters: companiesFilterConfig,
  columns: companyColumns,
  api: companiesSearchApi,
  labels: {
    one: 'company',
    many: 'companies',
    title: 'Registered Companies',
    results: 'Companies',
    create: 'Create search',
    clear: 'Clear',
    createTitle: 'Create Company Search',
    notificationsHint: 'Get a notification and an e-mail when new companies match this search.',
    csvDownloadTitle: 'Companies CSV Download',
    selectedFileName: 'companies.csv',
    savedSearchesTitle: 'Saved Company Searches',
    savedSearchesTable: 'Saved company searches',
    downloadsTitle: 'Company CSV Downloads',
    downloadsTable: 'Company CSV downloads',
    // Companies are paid for by downloading them; nothing about a company is "revealed".
    paidBefore: 'downloaded',
    row: (row) => `company ${row.name}`,
  },
  messages: {
    searchFailed: 'Failed to get the companies.',
    created: 'Company search successfully created.',
    createFailed: 'Failed to create a company search.',
    downloadAllFailed: 'Failed to download all the companies.',
    downloadSelectedFailed: 'Failed to download the selected companies.',
    viewingSavedSearch: (name) => `You are currently viewing results from saved search '${name}'`,
    staleSavedSearch: (name, reason) =>
      `The company search '${name}' can no longer be applied: ${reason} Showing all companies instead; save the search again to fix it.`,
  },
  permissions: {
    search: PERMISSIONS.companiesSearch,
    export: PERMISSIONS.companiesExport,
    save: PERMISSIONS.companiesSave,
  },
  routes: COMPANY_ROUTES,
});
