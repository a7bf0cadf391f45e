// The prospects kind: people (the contacts table, alias p) by their own facts and location, and by every
// company criterion of the companies search applied to their company (through company_id, answered by the
// companies table's own indexes). Its sorts, result and CSV columns, and what monitoring lists. Indexes
// serving these expressions are in migration 1763871000000-prospects; keep them in step. docs/prospects.md
// documents the CSV columns.
import {
  PROSPECTS_MANIFEST,
  prospectSearchCriteriaSchema,
  type Prospect,
  type ProspectSearchCriteria,
} from '@leadsignal/contracts';
import {
  COMPANY_SIZES,
  EMAIL_STATUSES,
  findOption,
  INDUSTRIES,
  PHONE_TYPES,
  SENIORITY_LEVELS,
  STORED_EMAIL_TYPES,
} from '@leadsignal/reference-data';
import { rollupCriteria, type CountRollup, type CriterionRule, type SearchDefinition } from '../compiler';
import type { CsvColumn, SearchKindDefinition } from '../search-kind';
import { COMPANY_SEARCH } from './companies';
import { REGISTERED_DATE_RANGES } from './company-filters';
import { COUNTRY_NAME_LABELS, labelSql } from './csv-labels';

export const PROSPECT_SEARCH: SearchDefinition<ProspectSearchCriteria> = {
  orderBy: 'p.name_key, p.id',
  sorts: {
    columns: {
      name: { sql: 'p.name_key' },
      seniority: { sql: 'p.seniority_rank', nullable: true },
      company: { sql: 'lower(p.company_name)', nullable: true },
      dateAdded: { sql: 'p.created_at' },
    },
    tieBreaker: 'p.id',
  },
  criteria: [
    { kind: 'keywords', flag: 'isKeywordsSelected', value: 'keywords', vector: 'p.search_vector', config: 'simple' },
    {
      kind: 'name',
      flag: 'isJobTitlesSelected',
      value: 'jobTitles',
      exactMatch: 'jobTitlesExactMatch',
      column: 'p.job_title',
    },
    { kind: 'inList', flag: 'isContactJobFunctionSelected', value: 'contactJobFunctions', column: 'p.job_function' },
    { kind: 'inList', flag: 'isContactJobLevelSelected', value: 'contactJobLevels', column: 'p.seniority' },
    { kind: 'required', flag: 'isContactEmailRequiredSelected', predicate: 'p.has_email' },
    {
      kind: 'choice',
      flag: 'isEmailTypeSelected',
      value: 'emailTypeOption',
      predicates: {
        1: 'p.has_email',
        2: `p.email_type = 'professional'`,
        3: `p.email_type = 'personal'`,
        4: `p.email_type = 'role_based'`,
      },
    },
    { kind: 'required', flag: 'isPhoneRequiredSelected', predicate: 'p.has_phone' },
    {
      kind: 'inList',
      flag: 'isPhoneTypesSelected',
      value: 'phoneTypes',
      column: 'p.phone_type',
      anyValue: { value: 'any_phone', predicate: 'p.has_phone' },
      synonyms: { fixed_line_or_mobile: ['fixed_line_or_mobile', 'fixed_line', 'mobile'] },
    },
    { kind: 'equals', flag: 'isCountriesSelected', value: 'country', column: 'p.country' },
    { kind: 'inList', flag: 'isStatesSelected', value: 'states', column: 'p.state', caseInsensitive: true },
    { kind: 'inList', flag: 'isCititesSelected', value: 'cities', column: 'p.city', caseInsensitive: true },
    { kind: 'inList', flag: 'isZipcodesSelected', value: 'zipCodes', column: 'p.zip_code', caseInsensitive: true },
    {
      kind: 'dateRange',
      flag: 'isDateAddedRangeSelected',
      value: 'dateAddedRangeOption',
      column: 'p.created_at',
      intervals: REGISTERED_DATE_RANGES,
    },
    { kind: 'list', flag: 'isListSelected', value: 'listId', column: 'p.id' },
    {
      kind: 'arrivalWindow',
      flag: 'isArrivedWindowSelected',
      after: 'arrivedAfter',
      until: 'arrivedUntil',
      column: 'p.ingested_at',
    },
    {
      kind: 'nested',
      value: 'company',
      column: 'p.company_id',
      from: 'companies c',
      id: 'c.id',
      criteria: COMPANY_SEARCH.criteria as never,
    },
  ],
};

/** Columns of contact_place_counts (migration 1763895000000), by the contacts column they count. */
const REACH_ROLLUP_COLUMNS: Readonly<Record<string, string>> = {
  email_type: 'r.email_type',
  has_email: 'r.has_email',
  has_phone: 'r.has_phone',
  phone_type: 'r.phone_type',
  country: 'r.country',
};
const ROLE_ROLLUP_COLUMNS: Readonly<Record<string, string>> = {
  job_function: 'r.job_function',
  seniority: 'r.seniority',
};
/** Stored lower-cased, as the states criterion compares. */
const STATE_ROLLUP_COLUMN = { state: 'r.state' };

/**
 * The company criteria the contact_company roll-ups (migration 1763910000000) hold, by the companies column
 * they compare: the contacts' copies of their company's columns, as the roll-ups store them.
 */
const COMPANY_ROLLUP_COLUMNS: Readonly<Record<string, string>> = {
  company_type: 'r.company_type',
  revenue_band: 'r.company_revenue_band',
  employee_size: 'r.company_employee_size',
  status: 'r.company_status',
};
const INDUSTRY_ROLLUP_COLUMNS: Readonly<Record<string, string>> = {
  industry: 'r.company_industry',
  top_industry: 'r.company_top_industry',
  employee_size: 'r.company_employee_size',
  status: 'r.company_status',
};
const companyRollupCriteria = (columns: Readonly<Record<string, string>>) =>
  rollupCriteria(COMPANY_SEARCH.criteria, 'c', columns) as CriterionRule<never>[];

/**
 * The count roll-ups (migrations 1763895000000-company-prospect-rollups and 1763910000000-contact-company-
 * rollup), smallest first; the first that holds every applied criterion answers the count. The first three
 * hold the e-mail and phone criteria and the country; contact_place_counts adds states, contact_role_counts
 * job function and seniority, contact_counts both. The company criteria (nested) are held by the last two,
 * over the company columns copied onto contacts: contact_company_counts holds company type, revenue band,
 * size and status with job function, seniority and "has e-mail"; contact_company_industry_counts the
 * industry (or top-level industry), size and status with "has e-mail". Any other company criterion,
 * keywords, job titles, city, zip, date added and lists count the rows.
 */
export const PROSPECT_COUNT_ROLLUPS: readonly CountRollup<ProspectSearchCriteria>[] = [
  {
    name: 'contact_place_counts',
    from: 'contact_place_counts r',
    countColumn: 'r.contacts',
    criteria: rollupCriteria(PROSPECT_SEARCH.criteria, 'p', { ...REACH_ROLLUP_COLUMNS, ...STATE_ROLLUP_COLUMN }),
  },
  {
    name: 'contact_role_counts',
    from: 'contact_role_counts r',
    countColumn: 'r.contacts',
    criteria: rollupCriteria(PROSPECT_SEARCH.criteria, 'p', { ...ROLE_ROLLUP_COLUMNS, ...REACH_ROLLUP_COLUMNS }),
  },
  {
    name: 'contact_counts',
    from: 'contact_counts r',
    countColumn: 'r.contacts',
    criteria: rollupCriteria(PROSPECT_SEARCH.criteria, 'p', {
      ...ROLE_ROLLUP_COLUMNS,
      ...REACH_ROLLUP_COLUMNS,
      ...STATE_ROLLUP_COLUMN,
    }),
  },
  {
    name: 'contact_company_counts',
    from: 'contact_company_counts r',
    countColumn: 'r.contacts',
    criteria: rollupCriteria(PROSPECT_SEARCH.criteria, 'p', { ...ROLE_ROLLUP_COLUMNS, has_email: 'r.has_email' }),
    nested: { value: 'company', criteria: companyRollupCriteria(COMPANY_ROLLUP_COLUMNS) },
  },
  {
    name: 'contact_company_industry_counts',
    from: 'contact_company_industry_counts r',
    countColumn: 'r.contacts',
    criteria: rollupCriteria(PROSPECT_SEARCH.criteria, 'p', { has_email: 'r.has_email' }),
    nested: { value: 'company', criteria: companyRollupCriteria(INDUSTRY_ROLLUP_COLUMNS) },
  },
];

/** A contacts row as the search answers it (the API maps it to the Prospect contract). */
export interface ProspectRecord extends Omit<Prospect, 'fullName' | 'company' | 'dateAdded'> {
  companyId: string | null;
  companyName: string | null;
  companyDomain: string | null;
  companyIndustry: string | null;
  companyEmployeeSize: string | null;
  dateAdded: Date;
}

export const PROSPECT_RESULT_COLUMNS = `
  p.id, p.first_name AS "firstName", p.last_name AS "lastName", p.job_title AS "jobTitle",
  p.job_function AS "jobFunction", p.seniority, p.department, p.country, p.state, p.city,
  p.profile_url AS "profileUrl", p.has_email AS "hasEmail", p.email_type AS "emailType",
  p.email_status AS "emailStatus", p.has_phone AS "hasPhone", p.phone_type AS "phoneType",
  p.company_id AS "companyId", c.name AS "companyName", c.domain AS "companyDomain",
  c.industry AS "companyIndustry", c.employee_size AS "companyEmployeeSize", p.created_at AS "dateAdded"`;

const COMPANY_JOIN = 'LEFT JOIN companies c ON c.id = p.company_id';

/** The first column is the prospect id: downloads use it to mark the exported people paid for. */
export const PROSPECT_CSV_COLUMNS: readonly CsvColumn[] = [
  { header: 'Prospect ID', sql: 'p.id::text', plain: true },
  { header: 'First Name', sql: 'p.first_name' },
  { header: 'Last Name', sql: 'p.last_name' },
  { header: 'Job Title', sql: 'p.job_title' },
  { header: 'Job Function', sql: 'p.job_function' },
  { header: 'Seniority', sql: labelSql('p.seniority', SENIORITY_LEVELS) },
  { header: 'Department', sql: 'p.department' },
  { header: 'Email', sql: 'p.email' },
  { header: 'Email Type', sql: labelSql('p.email_type', STORED_EMAIL_TYPES) },
  { header: 'Email Status', sql: labelSql('p.email_status', EMAIL_STATUSES) },
  { header: 'Phone', sql: 'p.phone' },
  { header: 'Phone Type', sql: labelSql('p.phone_type', PHONE_TYPES) },
  { header: 'Profile URL', sql: 'p.profile_url' },
  { header: 'Country', sql: labelSql('p.country', COUNTRY_NAME_LABELS) },
  { header: 'State', sql: 'p.state' },
  { header: 'City', sql: 'p.city' },
  { header: 'Zip Code', sql: 'p.zip_code' },
  { header: 'Company Name', sql: 'c.name' },
  { header: 'Company Domain', sql: 'c.domain' },
  { header: 'Company Website', sql: 'c.website' },
  { header: 'Company Industry', sql: labelSql('c.industry', INDUSTRIES) },
  { header: 'Company Size', sql: labelSql('c.employee_size', COMPANY_SIZES) },
  { header: 'Company Revenue', sql: 'c.revenue_band' },
  { header: 'Company Country', sql: labelSql('c.country', COUNTRY_NAME_LABELS) },
  {
    header: 'Date Added',
    sql: `to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    plain: true,
  },
];

export const PROSPECTS_KIND: SearchKindDefinition<'prospects'> = {
  kind: 'prospects',
  noun: { one: 'prospect', many: 'prospects' },
  criteriaSchema: prospectSearchCriteriaSchema,
  search: PROSPECT_SEARCH,
  table: 'contacts',
  alias: 'p',
  resultJoins: COMPANY_JOIN,
  csvJoins: COMPANY_JOIN,
  resultColumns: PROSPECT_RESULT_COLUMNS,
  csvColumns: PROSPECT_CSV_COLUMNS,
  countRollups: PROSPECT_COUNT_ROLLUPS,
  paysFor: { kind: PROSPECTS_MANIFEST.paysFor, column: 'id' },
  subject: `nullif(trim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '')`,
  reveal: { fields: { email: 'p.email', phone: 'p.phone' }, joins: '' },
  arrivalColumn: 'p.ingested_at',
  countBand: 'created_at',
  digest: {
    columns: `p.first_name AS "firstName", p.last_name AS "lastName", p.profile_url AS "profileUrl",
      p.job_title AS "jobTitle", p.seniority, c.name AS "companyName", p.city`,
    item: (row) => ({
      title: [row.firstName, row.lastName].filter(Boolean).join(' ') || 'Unnamed prospect',
      url: (row.profileUrl as string | null) ?? null,
      details: [
        (row.jobTitle as string | null) ?? findOption(SENIORITY_LEVELS, String(row.seniority ?? ''))?.label ?? null,
        row.companyName as string | null,
        row.city as string | null,
      ].filter((part): part is string => Boolean(part)),
    }),
  },
  screenPath: '/prospects',
};
