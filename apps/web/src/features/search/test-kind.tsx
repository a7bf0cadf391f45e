// A second search kind for the kit's own tests: registered companies as spec §7 names their calls (no call
// by id for a saved search, so the kit finds it in the list), with a small criteria schema of its own. If the
// kit works for this and for alerts, it is configured, not copied.
import {
  arrivalWindowShape,
  criterionFlag,
  criterionListSchema,
  paginationShape,
  PERMISSIONS,
  sortShape,
} from '@leadsignal/contracts';
import { z } from 'zod';
import type { FilterConfig } from '../../components/filters';
import { createSearchKindApi } from './api';
import { defineSearchKind } from './kind';

export const companyCriteriaSchema = z.strictObject({
  isIndustriesSelected: criterionFlag(),
  industries: criterionListSchema,
  isNamesSelected: criterionFlag(),
  names: criterionListSchema,
  namesExactMatch: z.boolean().default(true),
  isActiveSelected: criterionFlag(true),
  ...arrivalWindowShape,
  ...paginationShape,
  ...sortShape(['name', 'employees'] as const, 'name', 'asc'),
});
export type CompanyCriteria = z.infer<typeof companyCriteriaSchema>;

export interface CompanyRow {
  id: string;
  name: string;
  isViewed: boolean;
}

const companyFilters: FilterConfig<CompanyCriteria> = {
  id: 'companies-filter',
  groups: [
    {
      id: 'company',
      title: 'Company Requirements',
      criteria: [
        {
          id: 'industries',
          name: 'Industry',
          kind: 'multiSelect',
          flag: 'isIndustriesSelected',
          field: 'industries',
          options: [
            { value: 'software', label: 'Software' },
            { value: 'retail', label: 'Retail' },
          ],
        },
        {
          id: 'names',
          name: 'Company Name',
          kind: 'tags',
          flag: 'isNamesSelected',
          field: 'names',
          exactMatchField: 'namesExactMatch',
        },
        {
          id: 'active',
          name: 'Active Only',
          kind: 'checkbox',
          flag: 'isActiveSelected',
          defaultEnabled: true,
          description: 'Only companies still trading.',
        },
      ],
    },
  ],
};

export const companiesApi = createSearchKindApi<CompanyCriteria, CompanyRow>({
  kind: 'companies',
  search: { path: 'company/registered/search', rowsKey: 'companies' },
  savedSearches: {
    save: 'company/registered/saveSearch',
    getDefault: 'company/registered/getDefaultSaveSearch',
    list: 'company/registered/getListSaveSearch',
    delete: 'company/registered/deleteSaveSearch',
    setDefault: 'company/registered/setDefaultSaveSearch',
    updateMonitored: 'company/registered/updateSaveSearchesToMonitor',
    update: 'company/registered/updateSaveSearch',
  },
  exports: {
    downloadAll: 'company/downloadAll',
    downloadSelected: 'company/downloadSelected',
    list: 'company/getAllRegisteredCompanyCsvDownloads',
    selectedBody: (ids) => ({ companies: ids.map((id) => ({ id })) }),
  },
});

export const companiesKind = defineSearchKind({
  id: 'companies',
  criteria: {
    schema: companyCriteriaSchema,
    defaults: () => companyCriteriaSchema.parse({}),
    sortFields: ['name', 'employees'],
  },
  filters: companyFilters,
  columns: [
    { id: 'name', header: 'Company', cell: (row: CompanyRow) => row.name },
    {
      id: 'open',
      header: 'Details',
      cell: (row: CompanyRow, context) => (
        <button type="button" onClick={() => context.openDetails(row)}>
          Open {row.name}
        </button>
      ),
    },
  ],
  api: companiesApi,
  labels: {
    one: 'company',
    many: 'companies',
    title: 'Registered Companies',
    results: 'Companies',
    create: 'Save Search',
    clear: 'Clear Filters',
    createTitle: 'Save Company Search',
    notificationsHint: 'Hear about new companies that match.',
    csvDownloadTitle: 'Companies CSV Download',
    selectedFileName: 'companies.csv',
    savedSearchesTitle: 'Saved Company Searches',
    savedSearchesTable: 'Saved company searches',
    downloadsTitle: 'Company CSV Downloads',
    downloadsTable: 'Company CSV downloads',
    row: (row) => `company ${row.name}`,
  },
  messages: {
    searchFailed: 'Failed to get the companies.',
    created: 'Company search saved.',
    createFailed: 'Failed to save the company search.',
    downloadAllFailed: 'Failed to download all the companies.',
    downloadSelectedFailed: 'Failed to download the selected companies.',
    viewingSavedSearch: (name) => `You are viewing the saved company search '${name}'`,
    staleSavedSearch: (name, reason) => `The company search '${name}' can no longer be applied: ${reason}`,
  },
  permissions: {
    search: PERMISSIONS.companiesSearch,
    export: PERMISSIONS.companiesExport,
    save: PERMISSIONS.companiesSave,
  },
  routes: {
    search: '/registries',
    savedSearches: '/manageregisteredcompanysearch',
    downloads: '/registeredcompaniescsvdownload',
  },
});

export const COMPANY_PERMISSIONS = [
  PERMISSIONS.companiesSearch,
  PERMISSIONS.companiesExport,
  PERMISSIONS.companiesSave,
];

export function companyRow(n: number, overrides: Partial<CompanyRow> = {}): CompanyRow {
  return {
    id: `0190a6c2-0000-7000-8000-${String(n).padStart(12, '0')}`,
    name: `Company ${n}`,
    isViewed: false,
    ...overrides,
  };
}
