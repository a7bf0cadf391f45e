// The company criteria every search's filters share: alerts, registered companies and prospects (one object
// down, under `company.`) carry the same company fields (contracts' companyFiltersShape), so each criterion is
// described once here; a screen picks the ones it shows, in its own order, and adjusts what it shows
// differently (e.g. the companies screen's grouped industries).
import {
  COMPANY_RELATIONSHIPS,
  COMPANY_SIZES,
  COMPANY_STATUSES,
  COMPANY_TYPES,
  DOMAIN_TYPES,
  FUNDING_STAGES,
  INDUSTRIES,
  PERIOD_DATE_RANGES,
  REVENUE_BANDS,
  SOURCE_KINDS,
  TECHNOLOGIES,
} from '@leadsignal/reference-data';
import type { CriterionDefinition } from './types';

function definitions(path: (field: string) => string) {
  return {
    companyNames: {
      id: 'companyNames',
      name: 'Company Name',
      kind: 'tags',
      flag: path('isCompanyNamesSelected'),
      field: path('companyNames'),
      exactMatchField: path('companyNamesExactMatch'),
      importCsv: true,
    },
    companyURLs: {
      id: 'companyURLs',
      name: 'Company Website',
      kind: 'tags',
      flag: path('isCompanyURLsSelected'),
      field: path('companyURLs'),
      exactMatchField: path('companyURLsExactMatch'),
      importCsv: true,
    },
    keywords: {
      id: 'keywords',
      name: 'Keywords',
      kind: 'tags',
      flag: path('isKeywordsSelected'),
      field: path('keywords'),
    },
    industries: {
      id: 'industries',
      name: 'Industry',
      kind: 'multiSelect',
      flag: path('isCompanyIndustriesSelected'),
      field: path('companyIndustries'),
      options: INDUSTRIES,
    },
    companyTypes: {
      id: 'companyTypes',
      name: 'Company Type',
      kind: 'multiSelect',
      flag: path('isCompanyTypesSelected'),
      field: path('companyTypes'),
      options: COMPANY_TYPES,
    },
    employeeSizes: {
      id: 'employeeSizes',
      name: 'Employee Size',
      kind: 'multiSelect',
      flag: path('isCompanyEmployeesSelected'),
      field: path('companyEmployeeSizes'),
      options: COMPANY_SIZES,
    },
    revenues: {
      id: 'revenues',
      name: 'Revenue Band',
      kind: 'multiSelect',
      flag: path('isCompanyRevenuesSelected'),
      field: path('companyRevenues'),
      options: REVENUE_BANDS,
    },
    technologies: {
      id: 'technologies',
      name: 'Technologies',
      kind: 'multiSelect',
      flag: path('isCompanyTechnologiesSelected'),
      field: path('companyTechnologies'),
      options: TECHNOLOGIES,
    },
    domainTypes: {
      id: 'domainTypes',
      name: 'Domain Type',
      kind: 'multiSelect',
      flag: path('isDomainTypesSelected'),
      field: path('domainTypes'),
      options: DOMAIN_TYPES,
    },
    fundingRounds: {
      id: 'fundingRounds',
      name: 'Funding Round',
      kind: 'multiSelect',
      flag: path('isFundingRoundSelected'),
      field: path('fundingRounds'),
      options: FUNDING_STAGES,
    },
    investors: {
      id: 'investors',
      name: 'Investors',
      kind: 'tags',
      flag: path('isInvestorsSelected'),
      field: path('fundingInvestors'),
    },
    incorporated: {
      id: 'incorporated',
      name: 'Incorporation Date',
      kind: 'singleSelect',
      flag: path('isRegisteredDateRangeSelected'),
      field: path('registeredDateRangeOption'),
      options: PERIOD_DATE_RANGES,
      emptyValue: 0,
      isClearable: true,
    },
    statuses: {
      id: 'statuses',
      name: 'Status',
      kind: 'multiSelect',
      flag: path('isCompanyStatusesSelected'),
      field: path('companyStatuses'),
      options: COMPANY_STATUSES,
    },
    relationships: {
      id: 'relationships',
      name: 'Relationship',
      kind: 'multiSelect',
      flag: path('isRelationshipsSelected'),
      field: path('relationships'),
      options: COMPANY_RELATIONSHIPS,
    },
    sources: {
      id: 'sources',
      name: 'Source',
      kind: 'multiSelect',
      flag: path('isSourcesSelected'),
      field: path('sources'),
      options: SOURCE_KINDS,
    },
  } as const;
}

type Definitions = ReturnType<typeof definitions>;

/** Each company criterion as a definition of the criterion kind it is (tags, multiSelect …). */
export type CompanyCriteria<C> = {
  [K in keyof Definitions]: Extract<CriterionDefinition<C>, { kind: Definitions[K]['kind'] }>;
};

/**
 * The company criteria over the criteria fields of companyFiltersShape (`isCompanyNamesSelected`/
 * `companyNames` …), at the top level or, with `prefix: 'company'`, one object down (`company.companyNames`);
 * the ids are the same either way.
 */
export function companyCriteria<C>({ prefix = '' }: { prefix?: '' | 'company' } = {}): CompanyCriteria<C> {
  return definitions((field) => (prefix ? `${prefix}.${field}` : field)) as unknown as CompanyCriteria<C>;
}
