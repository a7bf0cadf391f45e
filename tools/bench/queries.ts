// The canonical alert searches the benchmark times (ARCHITECTURE §9): single filters, realistic
// combinations of 4–6 filters, keywords, a deep page and the default screen. Values are ones the
// demo-data generator produces. Name Required is on unless a query turns it off, as on the screen.
import type { SearchCriteriaInput } from '@leadsignal/contracts';

export interface CanonicalQuery {
  name: string;
  criteria: SearchCriteriaInput;
}

export const CANONICAL_QUERIES: readonly CanonicalQuery[] = [
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
