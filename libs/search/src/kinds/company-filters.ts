// The company criteria (spec §3 lists, docs/companies.md) as compiler rules over any table that holds a
// company's columns: the companies table itself (the registered-companies search) or a table carrying a
// copy of them. One rule list, configured per table.
import type { CompanyFilters } from '@leadsignal/contracts';
import type { CriterionRule } from '../compiler';

/** registeredDateRangeOption → how far back a company's incorporation may be; 0 (any time) is absent. */
export const REGISTERED_DATE_RANGES: Readonly<Record<number, string>> = {
  1: '1 month',
  2: '3 months',
  3: '1 year',
};

/** Where each company fact is, as trusted SQL (e.g. `c.name`). */
export interface CompanyColumns {
  name: string;
  domain: string;
  /** A tsvector over the names and the description. */
  searchVector: string;
  industry: string;
  topIndustry: string;
  companyType: string;
  employeeSize: string;
  revenueBand: string;
  technologies: string;
  relationship: string;
  sourceKind: string;
  domainType: string;
  fundingRounds: string;
  investors: string;
  country: string;
  state: string;
  city: string;
  zipCode: string;
  incorporationDate: string;
  status: string;
  /** The company's id (list membership). */
  id: string;
}

export function companyFilterRules(c: CompanyColumns): CriterionRule<CompanyFilters>[] {
  return [
    {
      kind: 'name',
      flag: 'isCompanyNamesSelected',
      value: 'companyNames',
      exactMatch: 'companyNamesExactMatch',
      column: c.name,
    },
    {
      kind: 'domain',
      flag: 'isCompanyURLsSelected',
      value: 'companyURLs',
      exactMatch: 'companyURLsExactMatch',
      column: c.domain,
    },
    { kind: 'keywords', flag: 'isKeywordsSelected', value: 'keywords', vector: c.searchVector, config: 'simple' },
    {
      kind: 'inList',
      flag: 'isCompanyIndustriesSelected',
      value: 'companyIndustries',
      column: c.industry,
      orColumn: c.topIndustry,
    },
    { kind: 'inList', flag: 'isCompanyTypesSelected', value: 'companyTypes', column: c.companyType },
    { kind: 'inList', flag: 'isCompanyEmployeesSelected', value: 'companyEmployeeSizes', column: c.employeeSize },
    { kind: 'inList', flag: 'isCompanyRevenuesSelected', value: 'companyRevenues', column: c.revenueBand },
    {
      kind: 'arrayOverlap',
      flag: 'isCompanyTechnologiesSelected',
      value: 'companyTechnologies',
      column: c.technologies,
    },
    { kind: 'inList', flag: 'isRelationshipsSelected', value: 'relationships', column: c.relationship },
    { kind: 'inList', flag: 'isSourcesSelected', value: 'sources', column: c.sourceKind },
    { kind: 'inList', flag: 'isDomainTypesSelected', value: 'domainTypes', column: c.domainType },
    { kind: 'arrayOverlap', flag: 'isFundingRoundSelected', value: 'fundingRounds', column: c.fundingRounds },
    { kind: 'arrayOverlap', flag: 'isInvestorsSelected', value: 'fundingInvestors', column: c.investors },
    { kind: 'equals', flag: 'isCountriesSelected', value: 'country', column: c.country },
    { kind: 'inList', flag: 'isStatesSelected', value: 'states', column: c.state, caseInsensitive: true },
    { kind: 'inList', flag: 'isCititesSelected', value: 'cities', column: c.city, caseInsensitive: true },
    { kind: 'inList', flag: 'isZipcodesSelected', value: 'zipCodes', column: c.zipCode, caseInsensitive: true },
    {
      kind: 'dateRange',
      flag: 'isRegisteredDateRangeSelected',
      value: 'registeredDateRangeOption',
      column: c.incorporationDate,
      intervals: REGISTERED_DATE_RANGES,
    },
    { kind: 'inList', flag: 'isCompanyStatusesSelected', value: 'companyStatuses', column: c.status },
    { kind: 'list', flag: 'isListSelected', value: 'listId', column: c.id },
  ];
}
