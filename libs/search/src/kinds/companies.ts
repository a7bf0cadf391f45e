// The registered-companies kind: the company criteria over the companies table (alias c), its sorts, the
// result and CSV columns, and what monitoring lists. Indexes serving these expressions are in migration
// 1763870000000-registered-companies; keep them in step. docs/companies.md documents the CSV columns.
import {
  COMPANIES_MANIFEST,
  companySearchCriteriaSchema,
  type CompanySearchCriteria,
  type RegisteredCompany,
} from '@leadsignal/contracts';
import {
  COMPANY_SIZES,
  COMPANY_STATUSES,
  COMPANY_TYPES,
  DOMAIN_TYPES,
  findOption,
  INDUSTRIES,
  SOURCE_KINDS,
  TOP_LEVEL_INDUSTRIES,
} from '@leadsignal/reference-data';
import { rollupCriteria, type CountRollup, type CriterionRule, type SearchDefinition } from '../compiler';
import type { CsvColumn, SearchKindDefinition } from '../search-kind';
import { companyFilterRules } from './company-filters';
import { COUNTRY_CODE_LABELS, COUNTRY_NAME_LABELS, labelSql } from './csv-labels';

export const COMPANY_SEARCH: SearchDefinition<CompanySearchCriteria> = {
  orderBy: 'lower(c.name), c.id',
  sorts: {
    columns: {
      name: { sql: 'lower(c.name)' },
      employeeSize: { sql: 'c.employee_size_rank', nullable: true },
      incorporationDate: { sql: 'c.incorporation_date', nullable: true },
      dateAdded: { sql: 'c.created_at' },
    },
    tieBreaker: 'c.id',
  },
  criteria: companyFilterRules({
    name: 'c.name',
    domain: 'c.domain',
    searchVector: 'c.search_vector',
    industry: 'c.industry',
    topIndustry: 'c.top_industry',
    companyType: 'c.company_type',
    employeeSize: 'c.employee_size',
    revenueBand: 'c.revenue_band',
    technologies: 'c.technologies',
    relationship: 'c.relationship',
    sourceKind: 'c.source_kind',
    domainType: 'c.domain_type',
    fundingRounds: 'c.funding_rounds',
    investors: 'c.investors',
    country: 'c.country',
    state: 'c.state',
    city: 'c.city',
    zipCode: 'c.zip_code',
    incorporationDate: 'c.incorporation_date',
    status: 'c.status',
    id: 'c.id',
  }),
};

/** Columns of company_profile_counts (migration 1763895000000), by the companies column they count. */
const PROFILE_ROLLUP_COLUMNS: Readonly<Record<string, string>> = {
  status: 'r.status',
  relationship: 'r.relationship',
  domain_type: 'r.domain_type',
  source_kind: 'r.source_kind',
  company_type: 'r.company_type',
  employee_size: 'r.employee_size',
  revenue_band: 'r.revenue_band',
  country: 'r.country',
};

/** The distinct technologies a criteria's technologies criterion names (as the compiler reads them). */
function chosenTechnologies(criteria: CompanySearchCriteria): number {
  if (!criteria.isCompanyTechnologiesSelected) return 0;
  return new Set(criteria.companyTechnologies.map((name) => name.trim()).filter((name) => name !== '')).size;
}

/**
 * The technologies criterion over company_technology_pair_counts (migration 1763897000000): a company
 * using any of the chosen technologies, counted by inclusion–exclusion over the pairs whose two
 * technologies are both chosen — exact for one or two technologies (n(A) + n(B) − n(A and B)), so the
 * roll-up accepts at most two and three or more count the rows.
 */
const TECHNOLOGY_PAIR_RULES: CriterionRule<CompanySearchCriteria>[] = ['r.technology_a', 'r.technology_b'].map(
  (column) => ({
    kind: 'inList',
    flag: 'isCompanyTechnologiesSelected',
    value: 'companyTechnologies',
    column,
  }),
);

/**
 * The count roll-ups (migrations 1763895000000-company-prospect-rollups and 1763897000000-company-
 * technology-rollup), smallest first; the first that holds every applied criterion answers the count.
 * company_profile_counts holds status, relationship, domain type, source kind, company type, size,
 * revenue band and country; company_counts adds the industry and the top-level industry (an industry
 * criterion matches either); company_technology_pair_counts holds one or two technologies with status
 * and relationship. Names, domains, keywords, three or more technologies, funding, investors, state,
 * city, zip, incorporation date and lists count the rows.
 */
export const COMPANY_COUNT_ROLLUPS: readonly CountRollup<CompanySearchCriteria>[] = [
  {
    name: 'company_profile_counts',
    from: 'company_profile_counts r',
    countColumn: 'r.companies',
    criteria: rollupCriteria(COMPANY_SEARCH.criteria, 'c', PROFILE_ROLLUP_COLUMNS),
  },
  {
    name: 'company_counts',
    from: 'company_counts r',
    countColumn: 'r.companies',
    criteria: rollupCriteria(COMPANY_SEARCH.criteria, 'c', {
      ...PROFILE_ROLLUP_COLUMNS,
      industry: 'r.industry',
      top_industry: 'r.top_industry',
    }),
  },
  {
    name: 'company_technology_pair_counts',
    from: 'company_technology_pair_counts r',
    countColumn: 'CASE WHEN r.technology_a = r.technology_b THEN r.companies ELSE -r.companies END',
    criteria: [
      ...rollupCriteria(COMPANY_SEARCH.criteria, 'c', { status: 'r.status', relationship: 'r.relationship' }),
      ...TECHNOLOGY_PAIR_RULES,
    ],
    accepts: (criteria) => chosenTechnologies(criteria) <= 2,
  },
];

/** The arrival window (a notification's new matches) on the arrival column; no roll-up holds it. */
const COMPANY_ARRIVAL_WINDOW: CriterionRule<CompanySearchCriteria> = {
  kind: 'arrivalWindow',
  flag: 'isArrivedWindowSelected',
  after: 'arrivedAfter',
  until: 'arrivedUntil',
  column: 'c.ingested_at',
};

/**
 * A companies row as the search answers it: the RegisteredCompany contract as the columns hold it (the API
 * adds the logo and nests the jurisdiction).
 */
export interface CompanyRecord extends Omit<RegisteredCompany, 'logo' | 'jurisdiction' | 'dateAdded'> {
  jurisdictionCountry: string | null;
  jurisdictionSubdivision: string | null;
  dateAdded: Date;
}

export const COMPANY_RESULT_COLUMNS = `
  c.id, c.name, c.legal_name AS "legalName", c.trading_name AS "tradingName", c.domain, c.website,
  c.industry, c.top_industry AS "topIndustry", c.company_type AS "companyType", c.employee_size AS "employeeSize",
  c.revenue_band AS "revenueBand", c.funding_rounds AS "fundingRounds", c.investors, c.country, c.state, c.city,
  c.zip_code AS "zipCode", to_char(c.incorporation_date, 'YYYY-MM-DD') AS "incorporationDate", c.status,
  c.relationship, c.parent_company_id AS "parentCompanyId", c.registration_number AS "registrationNumber",
  c.jurisdiction_country AS "jurisdictionCountry", c.jurisdiction_subdivision AS "jurisdictionSubdivision",
  c.source_kind AS "sourceKind", c.technologies, c.domain_type AS "domainType", c.created_at AS "dateAdded"`;

/** The first column is the company id: downloads use it to mark the exported companies downloaded. */
export const COMPANY_CSV_COLUMNS: readonly CsvColumn[] = [
  { header: 'Company ID', sql: 'c.id::text', plain: true },
  { header: 'Name', sql: 'c.name' },
  { header: 'Legal Name', sql: 'c.legal_name' },
  { header: 'Trading Name', sql: 'c.trading_name' },
  { header: 'Website', sql: 'c.website' },
  { header: 'Domain', sql: 'c.domain' },
  { header: 'Industry', sql: labelSql('c.industry', INDUSTRIES) },
  { header: 'Top-Level Industry', sql: labelSql('c.top_industry', TOP_LEVEL_INDUSTRIES) },
  { header: 'Company Type', sql: labelSql('c.company_type', COMPANY_TYPES) },
  { header: 'Employee Size', sql: labelSql('c.employee_size', COMPANY_SIZES) },
  { header: 'Revenue', sql: 'c.revenue_band' },
  { header: 'Status', sql: labelSql('c.status', COMPANY_STATUSES) },
  { header: 'Incorporation Date', sql: `to_char(c.incorporation_date, 'YYYY-MM-DD')` },
  { header: 'Registration Number', sql: 'c.registration_number' },
  { header: 'Jurisdiction Country', sql: labelSql('c.jurisdiction_country', COUNTRY_CODE_LABELS) },
  { header: 'Jurisdiction Subdivision', sql: 'c.jurisdiction_subdivision' },
  { header: 'Relationship', sql: 'c.relationship' },
  { header: 'Parent Company', sql: 'parent.name' },
  { header: 'Source Kind', sql: labelSql('c.source_kind', SOURCE_KINDS) },
  { header: 'Domain Type', sql: labelSql('c.domain_type', DOMAIN_TYPES) },
  { header: 'Technologies', sql: `array_to_string(c.technologies, '; ')` },
  { header: 'Funding Rounds', sql: `array_to_string(c.funding_rounds, '; ')` },
  { header: 'Investors', sql: `array_to_string(c.investors, '; ')` },
  { header: 'Description', sql: 'c.description' },
  { header: 'Phone', sql: 'c.phone' },
  { header: 'Address', sql: 'c.address' },
  { header: 'Country', sql: labelSql('c.country', COUNTRY_NAME_LABELS) },
  { header: 'State', sql: 'c.state' },
  { header: 'City', sql: 'c.city' },
  { header: 'Zip Code', sql: 'c.zip_code' },
  {
    header: 'Date Added',
    sql: `to_char(c.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
    plain: true,
  },
];

function titleCase(text: string): string {
  return text.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

export const COMPANIES_KIND: SearchKindDefinition<'companies'> = {
  kind: 'companies',
  noun: { one: 'company', many: 'companies' },
  criteriaSchema: companySearchCriteriaSchema,
  // The arrival window is the kind's own, not a company filter (a prospect search's company has none).
  search: { ...COMPANY_SEARCH, criteria: [...COMPANY_SEARCH.criteria, COMPANY_ARRIVAL_WINDOW] },
  table: 'companies',
  alias: 'c',
  resultJoins: '',
  csvJoins: 'LEFT JOIN companies parent ON parent.id = c.parent_company_id',
  resultColumns: COMPANY_RESULT_COLUMNS,
  csvColumns: COMPANY_CSV_COLUMNS,
  countRollups: COMPANY_COUNT_ROLLUPS,
  paysFor: { kind: COMPANIES_MANIFEST.paysFor, column: 'id' },
  subject: 'c.name',
  reveal: null,
  arrivalColumn: 'c.ingested_at',
  countBand: 'created_at',
  digest: {
    columns: 'c.name, c.website, c.industry, c.city, c.country, c.status',
    item: (row) => ({
      title: String(row.name),
      url: (row.website as string | null) ?? null,
      details: [
        findOption(INDUSTRIES, String(row.industry ?? ''))?.label ?? (row.industry as string | null),
        [row.city, row.country]
          .filter(Boolean)
          .map((part) => titleCase(String(part)))
          .join(', ') || null,
        findOption(COMPANY_STATUSES, String(row.status))?.label ?? null,
      ].filter((part): part is string => Boolean(part)),
    }),
  },
  screenPath: '/registries',
};
