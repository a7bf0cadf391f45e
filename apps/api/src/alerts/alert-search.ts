// The alert search's table for the shared compiler: each criterion of spec §3 → a trigger_events
// column (alias e) and how it matches (ARCHITECTURE §4). Indexes serving these expressions are in
// migrations 1763853000000-alert-search and 1763862000000-alert-count-rollups; keep them in step.
import type { SearchCriteria } from '@leadsignal/contracts';
import type { CountRollup, CriterionRule, SearchDefinition } from '../search';

/** alertDateRangeOption → how far back; 0 (any time) is absent on purpose. */
export const ALERT_DATE_RANGES: Readonly<Record<number, string>> = {
  1: '1 day',
  2: '7 days',
  3: '1 month',
  4: '3 months',
};

/** "Name Required": a first or a last name (a stored column; NULL and '' both count as missing). */
export const HAS_CONTACT_NAME = 'e.has_contact_name';
/** "Quote Required": a non-empty quote (a stored column). */
export const HAS_QUOTE = 'e.has_quote';

export const ALERT_SEARCH: SearchDefinition<SearchCriteria> = {
  orderBy: 'e.date_published DESC, e.id',
  criteria: [
    { kind: 'inList', flag: 'isTriggerEventsTypeSelected', value: 'eventTypes', column: 'e.type' },
    { kind: 'keywords', flag: 'isTitlesSelected', value: 'titles', vector: 'e.search_vector', config: 'simple' },
    {
      kind: 'dateRange',
      flag: 'isTriggerEventsDateRangeSelected',
      value: 'alertDateRangeOption',
      column: 'e.date_published',
      intervals: ALERT_DATE_RANGES,
    },
    { kind: 'required', flag: 'isContactEmailRequiredSelected', predicate: 'e.has_contact_email' },
    { kind: 'required', flag: 'isContactNameRequiredSelected', predicate: HAS_CONTACT_NAME },
    { kind: 'required', flag: 'isQuotesRequiredSelected', predicate: HAS_QUOTE },
    { kind: 'equals', flag: 'isNewHireTypeSelected', value: 'newHireType', column: 'e.hire_type' },
    {
      kind: 'inList',
      flag: 'isContactJobFunctionSelected',
      value: 'contactJobFunctions',
      column: 'e.contact_job_function',
    },
    { kind: 'inList', flag: 'isContactJobLevelSelected', value: 'contactJobLevels', column: 'e.contact_seniority' },
    {
      kind: 'name',
      flag: 'isCompanyNamesSelected',
      value: 'companyNames',
      exactMatch: 'companyNamesExactMatch',
      column: 'e.company_name',
    },
    {
      kind: 'domain',
      flag: 'isCompanyURLsSelected',
      value: 'companyURLs',
      exactMatch: 'companyURLsExactMatch',
      column: 'e.company_domain',
    },
    { kind: 'inList', flag: 'isCompanyIndustriesSelected', value: 'companyIndustries', column: 'e.company_industry' },
    { kind: 'inList', flag: 'isCompanyTypesSelected', value: 'companyTypes', column: 'e.company_type' },
    {
      kind: 'inList',
      flag: 'isCompanyEmployeesSelected',
      value: 'companyEmployeeSizes',
      column: 'e.company_employee_size',
    },
    { kind: 'inList', flag: 'isCompanyRevenuesSelected', value: 'companyRevenues', column: 'e.company_revenue_band' },
    { kind: 'arrayOverlap', flag: 'isInvestorsSelected', value: 'fundingInvestors', column: 'e.company_investors' },
    {
      kind: 'arrayOverlap',
      flag: 'isFundingRoundSelected',
      value: 'fundingRounds',
      column: 'e.company_funding_rounds',
    },
    { kind: 'equals', flag: 'isCountriesSelected', value: 'country', column: 'e.country' },
    { kind: 'inList', flag: 'isStatesSelected', value: 'states', column: 'e.state', caseInsensitive: true },
    { kind: 'inList', flag: 'isCititesSelected', value: 'cities', column: 'e.city', caseInsensitive: true },
    { kind: 'inList', flag: 'isZipcodesSelected', value: 'zipCodes', column: 'e.zip_code', caseInsensitive: true },
  ],
};

/** Type and the required flags, as both roll-ups hold them. */
const rollupFlags: CriterionRule<SearchCriteria>[] = [
  { kind: 'inList', flag: 'isTriggerEventsTypeSelected', value: 'eventTypes', column: 'r.type' },
  { kind: 'required', flag: 'isContactEmailRequiredSelected', predicate: 'r.has_contact_email' },
  { kind: 'required', flag: 'isContactNameRequiredSelected', predicate: 'r.has_contact_name' },
  { kind: 'required', flag: 'isQuotesRequiredSelected', predicate: 'r.has_quote' },
];

/**
 * The count roll-ups (migrations 1763853000000, 1763862000000, 1763865000000), smallest first; the
 * first that holds every applied criterion answers the count. Each holds the type and the required
 * flags; beyond those: place = country and states, day = the date range, company = country, size,
 * revenue band and company type, contact = country, job level, job function and hire type,
 * funding = country, investors and funding rounds.
 */
export const ALERT_COUNT_ROLLUPS: readonly CountRollup<SearchCriteria>[] = [
  {
    name: 'trigger_event_place_counts',
    from: 'trigger_event_place_counts r',
    countColumn: 'r.events',
    criteria: [
      ...rollupFlags,
      { kind: 'equals', flag: 'isCountriesSelected', value: 'country', column: 'r.country' },
      // Stored lower-cased already; lower() again costs nothing on this small table.
      { kind: 'inList', flag: 'isStatesSelected', value: 'states', column: 'r.state', caseInsensitive: true },
    ],
  },
  {
    name: 'trigger_event_day_counts',
    from: 'trigger_event_day_counts r',
    countColumn: 'r.events',
    criteria: rollupFlags,
    dayBuckets: { flag: 'isTriggerEventsDateRangeSelected', bucketColumn: 'r.day' },
  },
  {
    name: 'trigger_event_company_counts',
    from: 'trigger_event_company_counts r',
    countColumn: 'r.events',
    criteria: [
      ...rollupFlags,
      { kind: 'equals', flag: 'isCountriesSelected', value: 'country', column: 'r.country' },
      { kind: 'inList', flag: 'isCompanyEmployeesSelected', value: 'companyEmployeeSizes', column: 'r.employee_size' },
      { kind: 'inList', flag: 'isCompanyRevenuesSelected', value: 'companyRevenues', column: 'r.revenue_band' },
      { kind: 'inList', flag: 'isCompanyTypesSelected', value: 'companyTypes', column: 'r.company_type' },
    ],
  },
  {
    name: 'trigger_event_contact_counts',
    from: 'trigger_event_contact_counts r',
    countColumn: 'r.events',
    criteria: [
      ...rollupFlags,
      { kind: 'equals', flag: 'isCountriesSelected', value: 'country', column: 'r.country' },
      { kind: 'inList', flag: 'isContactJobLevelSelected', value: 'contactJobLevels', column: 'r.seniority' },
      { kind: 'inList', flag: 'isContactJobFunctionSelected', value: 'contactJobFunctions', column: 'r.job_function' },
      { kind: 'equals', flag: 'isNewHireTypeSelected', value: 'newHireType', column: 'r.hire_type' },
    ],
  },
  {
    name: 'trigger_event_funding_counts',
    from: 'trigger_event_funding_counts r',
    countColumn: 'r.events',
    criteria: [
      ...rollupFlags,
      { kind: 'equals', flag: 'isCountriesSelected', value: 'country', column: 'r.country' },
      { kind: 'arrayOverlap', flag: 'isInvestorsSelected', value: 'fundingInvestors', column: 'r.investors' },
      { kind: 'arrayOverlap', flag: 'isFundingRoundSelected', value: 'fundingRounds', column: 'r.funding_rounds' },
    ],
  },
];
