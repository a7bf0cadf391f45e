// The canonical searches the benchmark times (ARCHITECTURE §9), per search kind: single filters, realistic
// combinations, keywords, a deep page and the default screen. Values are ones the demo-data generator
// produces. For alerts Name Required is on unless a query turns it off, as on the screen.
import type {
  AlertSearchCriteriaInput,
  CompanySearchCriteriaInput,
  ProspectSearchCriteriaInput,
  SearchableKind,
} from '@leadsignal/contracts';

export interface CanonicalQuery<C = unknown> {
  name: string;
  criteria: C;
}

export const CANONICAL_QUERIES: readonly CanonicalQuery<AlertSearchCriteriaInput>[] = [
  { name: 'default-screen', criteria: {} },
  { name: 'default-page-200', criteria: { page: 200, pageSize: 50 } },
  { name: 'type-personnel', criteria: { isTriggerEventsTypeSelected: true, eventTypes: ['personnel'] } },
  { name: 'last-week', criteria: { isTriggerEventsDateRangeSelected: true, alertDateRangeOption: 2 } },
  { name: 'email-and-quote', criteria: { isContactEmailRequiredSelected: true, isQuotesRequiredSelected: true } },
  { name: 'state-california', criteria: { isCountriesSelected: true, isStatesSelected: true, states: ['California'] } },
  { name: 'city-austin', criteria: { isCititesSelected: true, cities: ['Austin'] } },
  { name: 'job-level-cxo-vp', criteria: { isContactJobLevelSelected: true, contactJobLevels: ['cxo', 'vp'] } },
  {
    name: 'industry-software',
    criteria: { isCompanyIndustriesSelected: true, companyIndustries: ['software development'] },
  },
  {
    name: 'investor',
    criteria: { isInvestorsSelected: true, fundingInvestors: ['Northgate Ventures', 'Summit Peak Capital'] },
  },
  {
    name: 'company-name-partial',
    criteria: { isCompanyNamesSelected: true, companyNamesExactMatch: false, companyNames: ['harbor'] },
  },
  {
    name: 'company-url-exact',
    criteria: { isCompanyURLsSelected: true, companyURLs: ['https://www.northwind.com', 'globex.io'] },
  },
  { name: 'keyword-acquisition', criteria: { isTitlesSelected: true, titles: ['acquisition'] } },
  { name: 'keyword-dividend', criteria: { isTitlesSelected: true, titles: ['dividend'] } },
  { name: 'keywords-multi', criteria: { isTitlesSelected: true, titles: ['series b', 'data center', 'lawsuit'] } },
  {
    name: 'combo-new-executives',
    criteria: {
      isContactEmailRequiredSelected: true,
      isTriggerEventsTypeSelected: true,
      eventTypes: ['personnel'],
      isNewHireTypeSelected: true,
      newHireType: 'new_hire',
      isContactJobLevelSelected: true,
      contactJobLevels: ['cxo', 'vp'],
      isCountriesSelected: true,
    },
  },
  {
    name: 'combo-funded-startups',
    criteria: {
      isTriggerEventsTypeSelected: true,
      eventTypes: ['funding'],
      isFundingRoundSelected: true,
      fundingRounds: ['Series A', 'Series B'],
      isCompanyEmployeesSelected: true,
      companyEmployeeSizes: ['11-50', '51-200'],
      isTriggerEventsDateRangeSelected: true,
      alertDateRangeOption: 4,
      isContactEmailRequiredSelected: true,
    },
  },
  {
    name: 'combo-regional-sales',
    criteria: {
      isStatesSelected: true,
      states: ['California', 'New York', 'Texas'],
      isContactJobFunctionSelected: true,
      contactJobFunctions: ['Sales', 'Marketing'],
      isCompanyEmployeesSelected: true,
      companyEmployeeSizes: ['201-500', '501-1000', '1001-5000'],
      isContactEmailRequiredSelected: true,
    },
  },
  {
    name: 'combo-enterprise-news',
    criteria: {
      isCompanyTypesSelected: true,
      companyTypes: ['public_company'],
      isCompanyRevenuesSelected: true,
      companyRevenues: ['$500m - 1b', '> $1b'],
      isQuotesRequiredSelected: true,
      isTriggerEventsDateRangeSelected: true,
      alertDateRangeOption: 3,
      isTitlesSelected: true,
      titles: ['expands'],
    },
  },
];

/** Issue 11: broad defaults, one industry, a top-level industry, technologies, keyword, name substring, relationship + status, combinations. */
export const COMPANY_QUERIES: readonly CanonicalQuery<CompanySearchCriteriaInput>[] = [
  { name: 'companies-default', criteria: {} },
  { name: 'companies-page-200', criteria: { page: 200, pageSize: 50 } },
  { name: 'companies-by-size-desc', criteria: { sortBy: 'employeeSize', sortDirection: 'desc' } },
  {
    name: 'companies-industry',
    criteria: { isCompanyIndustriesSelected: true, companyIndustries: ['software development'] },
  },
  {
    name: 'companies-top-industry',
    criteria: { isCompanyIndustriesSelected: true, companyIndustries: ['financial services'] },
  },
  {
    name: 'companies-technologies',
    criteria: { isCompanyTechnologiesSelected: true, companyTechnologies: ['Salesforce', 'HubSpot'] },
  },
  { name: 'companies-keyword', criteria: { isKeywordsSelected: true, keywords: ['logistics'] } },
  {
    name: 'companies-name-partial',
    criteria: { isCompanyNamesSelected: true, companyNamesExactMatch: false, companyNames: ['harbor'] },
  },
  {
    name: 'companies-subsidiaries-active',
    criteria: {
      isRelationshipsSelected: true,
      relationships: ['Subsidiary'],
      isCompanyStatusesSelected: true,
      companyStatuses: ['active'],
    },
  },
  {
    name: 'companies-combo-us-saas',
    criteria: {
      isCountriesSelected: true,
      isCompanyIndustriesSelected: true,
      companyIndustries: ['technology, information and media'],
      isCompanyEmployeesSelected: true,
      companyEmployeeSizes: ['51-200', '201-500'],
      isCompanyStatusesSelected: true,
      companyStatuses: ['active'],
    },
  },
  {
    name: 'companies-combo-new-funded',
    criteria: {
      isRegisteredDateRangeSelected: true,
      registeredDateRangeOption: 3,
      isFundingRoundSelected: true,
      fundingRounds: ['Seed', 'Series A'],
    },
  },
];

/** Issue 12: broad default, seniority + function, title keyword, company industry + size, person location, e-mail type, combinations. */
export const PROSPECT_QUERIES: readonly CanonicalQuery<ProspectSearchCriteriaInput>[] = [
  { name: 'prospects-default', criteria: {} },
  { name: 'prospects-page-200', criteria: { page: 200, pageSize: 50 } },
  {
    name: 'prospects-seniority-function',
    criteria: {
      isContactJobLevelSelected: true,
      contactJobLevels: ['cxo', 'vp'],
      isContactJobFunctionSelected: true,
      contactJobFunctions: ['Sales'],
    },
  },
  { name: 'prospects-title-keyword', criteria: { isKeywordsSelected: true, keywords: ['engineer'] } },
  {
    name: 'prospects-company-industry-size',
    criteria: {
      company: {
        isCompanyIndustriesSelected: true,
        companyIndustries: ['software development'],
        isCompanyEmployeesSelected: true,
        companyEmployeeSizes: ['51-200'],
      },
    },
  },
  {
    name: 'prospects-location',
    criteria: { isCountriesSelected: true, isStatesSelected: true, states: ['California'] },
  },
  { name: 'prospects-email-professional', criteria: { isEmailTypeSelected: true, emailTypeOption: 2 } },
  { name: 'prospects-by-company', criteria: { sortBy: 'company' } },
  {
    name: 'prospects-combo-sales-leaders',
    criteria: {
      isContactJobFunctionSelected: true,
      contactJobFunctions: ['Sales', 'Marketing'],
      isContactJobLevelSelected: true,
      contactJobLevels: ['director', 'vp', 'cxo'],
      isContactEmailRequiredSelected: true,
      isCountriesSelected: true,
    },
  },
  {
    name: 'prospects-combo-company',
    criteria: {
      isContactEmailRequiredSelected: true,
      isContactJobLevelSelected: true,
      contactJobLevels: ['manager', 'director'],
      company: {
        isCompanyTypesSelected: true,
        companyTypes: ['privately_held'],
        isCompanyRevenuesSelected: true,
        companyRevenues: ['$10 - 50m', '$50 - 100m'],
      },
    },
  },
];

/** Every kind's canonical queries. */
export const QUERIES_BY_KIND: { readonly [K in SearchableKind]: readonly CanonicalQuery[] } = {
  alerts: CANONICAL_QUERIES,
  companies: COMPANY_QUERIES,
  prospects: PROSPECT_QUERIES,
};
