// The alerts kind (trigger events): each criterion of spec §3 → a trigger_events column (alias e) and how it
// matches (ARCHITECTURE §4), its sorts, count roll-ups, result and CSV columns, and what monitoring lists.
// Indexes serving these expressions are in migrations 1763853000000-alert-search and
// 1763862000000-alert-count-rollups; keep them in step. docs/exports.md documents the CSV columns.
import { ALERTS_MANIFEST, alertSearchCriteriaSchema, type AlertSearchCriteria } from '@leadsignal/contracts';
import {
  COMPANY_SIZES,
  COMPANY_TYPES,
  EVENT_TYPES,
  findOption,
  HIRE_TYPE_OPTIONS,
  INDUSTRIES,
  SENIORITY_LEVELS,
} from '@leadsignal/reference-data';
import type { CountRollup, CriterionRule, SearchDefinition } from '../compiler';
import type { CsvColumn, SearchKindDefinition } from '../search-kind';
import { COUNTRY_NAME_LABELS, labelSql } from './csv-labels';

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

/** The arrival window (a notification's new matches) on the arrival column; no roll-up holds it. */
const ARRIVAL_WINDOW: CriterionRule<AlertSearchCriteria> = {
  kind: 'arrivalWindow',
  flag: 'isArrivedWindowSelected',
  after: 'arrivedAfter',
  until: 'arrivedUntil',
  column: 'e.ingested_at',
};

export const ALERT_SEARCH: SearchDefinition<AlertSearchCriteria> = {
  orderBy: 'e.date_published DESC, e.id',
  sorts: {
    columns: {
      datePublished: { sql: 'e.date_published' },
      type: { sql: 'e.type' },
      companyName: { sql: 'lower(e.company_name)', nullable: true },
      // No index holds this order (types and company names lead an index each, migration 1763853000000).
      title: { sql: 'lower(e.title)', unindexed: true },
    },
    tieBreaker: 'e.id',
  },
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
    ARRIVAL_WINDOW,
  ],
};

/** Type and the required flags, as both roll-ups hold them. */
const rollupFlags: CriterionRule<AlertSearchCriteria>[] = [
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
export const ALERT_COUNT_ROLLUPS: readonly CountRollup<AlertSearchCriteria>[] = [
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

/** The first column is the alert id: downloads use it to mark the exported rows viewed. */
export const ALERT_CSV_COLUMNS: readonly CsvColumn[] = [
  { header: 'Alert ID', sql: 'e.id::text', plain: true },
  { header: 'Alert Title', sql: 'e.title' },
  { header: 'Alert URL', sql: 'e.url' },
  { header: 'Alert Type', sql: labelSql('e.type', EVENT_TYPES) },
  {
    header: 'Date Published',
    sql: `to_char(e.date_published AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    plain: true,
  },
  { header: 'Summary', sql: 'e.summary' },
  { header: 'Quote', sql: 'e.quote' },
  { header: 'Person Quoted', sql: 'e.person_quoted_name' },
  { header: 'Contact First Name', sql: 'e.contact_first_name' },
  { header: 'Contact Last Name', sql: 'e.contact_last_name' },
  { header: 'Contact Email', sql: 'c.email' },
  { header: 'Job Title', sql: 'e.article_job_title' },
  { header: 'Job Function', sql: 'e.contact_job_function' },
  { header: 'Job Level', sql: labelSql('e.contact_seniority', SENIORITY_LEVELS) },
  { header: 'Hire Type', sql: labelSql('e.hire_type', HIRE_TYPE_OPTIONS) },
  { header: 'Contact Source URL', sql: 'e.contact_name_source_url' },
  { header: 'Company Name', sql: 'e.company_name' },
  { header: 'Company Domain', sql: 'e.company_domain' },
  { header: 'Company Website', sql: 'e.company_website' },
  { header: 'Industry', sql: labelSql('e.company_industry', INDUSTRIES) },
  { header: 'Company Type', sql: labelSql('e.company_type', COMPANY_TYPES) },
  { header: 'Employee Size', sql: labelSql('e.company_employee_size', COMPANY_SIZES) },
  { header: 'Revenue', sql: 'e.company_revenue_band' },
  { header: 'Investors', sql: `array_to_string(e.company_investors, '; ')` },
  { header: 'Funding Rounds', sql: `array_to_string(e.company_funding_rounds, '; ')` },
  { header: 'Country', sql: labelSql('e.country', COUNTRY_NAME_LABELS) },
  { header: 'State', sql: 'e.state' },
  { header: 'City', sql: 'e.city' },
  { header: 'Zip Code', sql: 'e.zip_code' },
];

/** A trigger_events row as the search answers it (the API maps it to the TriggerEvent contract). */
export interface TriggerEventRecord {
  id: string;
  title: string;
  url: string;
  type: string;
  datePublished: Date;
  summary: string | null;
  quote: string | null;
  personQuotedName: string | null;
  contactFirstName: string | null;
  contactLastName: string | null;
  contactNameSourceUrl: string | null;
  hasContactEmail: boolean;
  articleJobTitle: string | null;
  companyName: string | null;
  companyDomain: string | null;
  companyWebsite: string | null;
  companyLogoUrl: string | null;
  isViewed: boolean;
}

export const ALERT_RESULT_COLUMNS = `
  e.id, e.title, e.url, e.type, e.date_published AS "datePublished", e.summary, e.quote,
  e.person_quoted_name AS "personQuotedName", e.contact_first_name AS "contactFirstName",
  e.contact_last_name AS "contactLastName", e.contact_name_source_url AS "contactNameSourceUrl",
  e.has_contact_email AS "hasContactEmail", e.article_job_title AS "articleJobTitle",
  e.company_name AS "companyName", e.company_domain AS "companyDomain", e.company_website AS "companyWebsite",
  e.company_logo_url AS "companyLogoUrl"`;

/** "Nov 24, 2026" (UTC). */
export function formatDay(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

const CONTACT_JOIN = 'LEFT JOIN contacts c ON c.id = e.contact_id';

export const ALERTS_KIND: SearchKindDefinition<'alerts'> = {
  kind: 'alerts',
  noun: { one: 'alert', many: 'alerts' },
  criteriaSchema: alertSearchCriteriaSchema,
  search: ALERT_SEARCH,
  table: 'trigger_events',
  alias: 'e',
  resultJoins: '',
  csvJoins: CONTACT_JOIN,
  resultColumns: ALERT_RESULT_COLUMNS,
  csvColumns: ALERT_CSV_COLUMNS,
  countRollups: ALERT_COUNT_ROLLUPS,
  // The named person when there is one (paid for once across alerts and prospects), else the alert itself.
  paysFor: { kind: ALERTS_MANIFEST.paysFor, column: 'contact_id', otherwise: 'alert' },
  subject: 'e.title',
  // The named person's e-mail.
  reveal: { fields: { email: 'c.email' }, joins: CONTACT_JOIN },
  arrivalColumn: 'e.ingested_at',
  countBand: 'date_published',
  digest: {
    columns: 'e.title, e.url, e.type, e.company_name AS "companyName", e.date_published AS "datePublished"',
    item: (row) => ({
      title: String(row.title),
      url: (row.url as string | null) ?? null,
      details: [
        row.companyName as string | null,
        findOption(EVENT_TYPES, String(row.type))?.label ?? String(row.type),
        formatDay(row.datePublished as Date),
      ].filter((part): part is string => Boolean(part)),
    }),
  },
  screenPath: '/alerts',
};
