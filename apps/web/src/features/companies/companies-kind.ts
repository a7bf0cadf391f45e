// Registered companies as a search kind (/registries; docs/companies.md): the company manifest's words,
// routes, calls and permissions, with the company criteria, filters and columns.
import {
  COMPANIES_MANIFEST,
  COMPANY_SORT_FIELDS,
  companySearchCriteriaSchema,
  defaultCompanySearchCriteria,
} from '@leadsignal/contracts';
import { defineSearchKind } from '../../search-kit';
import { companiesFilterConfig } from './companies-filter-config';
import { companyColumns } from './company-columns';

export const companiesKind = defineSearchKind({
  manifest: COMPANIES_MANIFEST,
  criteria: {
    schema: companySearchCriteriaSchema,
    defaults: defaultCompanySearchCriteria,
    sortFields: COMPANY_SORT_FIELDS,
  },
  filters: companiesFilterConfig,
  columns: companyColumns,
  rowLabel: (row) => `company ${row.name}`,
});
