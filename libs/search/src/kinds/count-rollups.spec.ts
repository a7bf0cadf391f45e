// The company and prospect count roll-ups (migrations 1763895000000-company-prospect-rollups,
// 1763897000000-company-technology-rollup and 1763910000000-contact-company-rollup) against real
// PostgreSQL: for many criteria, the count a roll-up answers equals COUNT(*) over the rows, after inserts,
// updates that move rows between roll-up groups (of contacts, and of companies, which moves their contacts),
// deletes and truncation; criteria no roll-up holds are counted from the rows. Runs in one transaction that is
// rolled back, in a database of its own; the interleaved writes of two transactions in another.
import {
  companySearchCriteriaSchema,
  prospectSearchCriteriaSchema,
  type CompanySearchCriteriaInput,
  type ProspectSearchCriteriaInput,
} from '@leadsignal/contracts';
import { createDataSource, dropDatabase, ensureDatabase, runMigrations } from '@leadsignal/server-core';
import { siblingDatabaseUrl } from '@leadsignal/testing';
import type { QueryRunner } from 'typeorm';
import { compileCount, type CountRollup, type SearchDefinition } from '../compiler';
import { COMPANY_COUNT_ROLLUPS, COMPANY_SEARCH } from './companies';
import { PROSPECT_COUNT_ROLLUPS, PROSPECT_SEARCH } from './prospects';

jest.setTimeout(120_000);

const USER_ID = '00000000-0000-4000-8000-000000000001';

type Case<I> = [input: I, rollup: string | null];

const COMPANY_CASES: Case<CompanySearchCriteriaInput>[] = [
  [{}, 'company_profile_counts'],
  [{ isCompanyStatusesSelected: true, companyStatuses: ['active'] }, 'company_profile_counts'],
  [
    {
      isRelationshipsSelected: true,
      relationships: ['Subsidiary'],
      isCompanyStatusesSelected: true,
      companyStatuses: ['active', 'dormant'],
    },
    'company_profile_counts',
  ],
  [
    { isCompanyEmployeesSelected: true, companyEmployeeSizes: ['51-200', '201-500'], isCountriesSelected: true },
    'company_profile_counts',
  ],
  [{ isCountriesSelected: true, country: 'united states' }, 'company_profile_counts'],
  [
    {
      isCompanyTypesSelected: true,
      companyTypes: ['privately_held'],
      isCompanyRevenuesSelected: true,
      companyRevenues: ['$10 - 50m', '$50 - 100m'],
    },
    'company_profile_counts',
  ],
  [{ isSourcesSelected: true, sources: ['internal'] }, 'company_profile_counts'],
  [{ isDomainTypesSelected: true, domainTypes: ['education', 'nonprofit'] }, 'company_profile_counts'],
  [{ isCompanyIndustriesSelected: true, companyIndustries: ['banking'] }, 'company_counts'],
  // A top-level industry selects every industry under it.
  [{ isCompanyIndustriesSelected: true, companyIndustries: ['financial services'] }, 'company_counts'],
  [
    {
      isCompanyIndustriesSelected: true,
      companyIndustries: ['software development', 'financial services'],
      isCompanyEmployeesSelected: true,
      companyEmployeeSizes: ['51-200'],
      isCompanyStatusesSelected: true,
      companyStatuses: ['active'],
      isCountriesSelected: true,
      country: 'germany',
    },
    'company_counts',
  ],
  [{ isCompanyTechnologiesSelected: true, companyTechnologies: ['Salesforce'] }, 'company_technology_pair_counts'],
  // Two technologies: a company using both counts once (inclusion–exclusion over the pairs).
  [
    { isCompanyTechnologiesSelected: true, companyTechnologies: ['Salesforce', 'HubSpot'] },
    'company_technology_pair_counts',
  ],
  [
    {
      isCompanyTechnologiesSelected: true,
      companyTechnologies: [' HubSpot', 'Salesforce', 'HubSpot'],
      isCompanyStatusesSelected: true,
      companyStatuses: ['active', 'acquired'],
      isRelationshipsSelected: true,
      relationships: ['Subsidiary'],
    },
    'company_technology_pair_counts',
  ],
  [{ isCompanyTechnologiesSelected: true, companyTechnologies: ['Zoom'] }, 'company_technology_pair_counts'],
  // Three technologies would need triples: counted from the rows, as is a criterion the roll-up lacks.
  [{ isCompanyTechnologiesSelected: true, companyTechnologies: ['Salesforce', 'HubSpot', 'Slack'] }, null],
  [
    {
      isCompanyTechnologiesSelected: true,
      companyTechnologies: ['Salesforce'],
      isCompanyEmployeesSelected: true,
      companyEmployeeSizes: ['51-200'],
    },
    null,
  ],
  [
    { isKeywordsSelected: true, keywords: ['acme'], isCompanyStatusesSelected: true, companyStatuses: ['active'] },
    null,
  ],
  [{ isCompanyNamesSelected: true, companyNames: ['co 1'], companyNamesExactMatch: false }, null],
  [{ isStatesSelected: true, states: ['texas'] }, null],
  [{ isRegisteredDateRangeSelected: true, registeredDateRangeOption: 3 }, null],
  [{ isListSelected: true, listId: '00000000-0000-4000-8000-000000000002' }, null],
];

const PROSPECT_CASES: Case<ProspectSearchCriteriaInput>[] = [
  [{}, 'contact_place_counts'],
  [{ isContactEmailRequiredSelected: true }, 'contact_place_counts'],
  [{ isEmailTypeSelected: true, emailTypeOption: 1 }, 'contact_place_counts'],
  [{ isEmailTypeSelected: true, emailTypeOption: 2 }, 'contact_place_counts'],
  [{ isEmailTypeSelected: true, emailTypeOption: 4, isPhoneRequiredSelected: true }, 'contact_place_counts'],
  [{ isPhoneTypesSelected: true, phoneTypes: ['any_phone'] }, 'contact_place_counts'],
  // fixed_line_or_mobile also matches fixed lines and mobiles.
  [{ isPhoneTypesSelected: true, phoneTypes: ['fixed_line_or_mobile', 'voip'] }, 'contact_place_counts'],
  [
    { isCountriesSelected: true, country: 'united states', isStatesSelected: true, states: ['Texas'] },
    'contact_place_counts',
  ],
  [
    {
      isContactJobFunctionSelected: true,
      contactJobFunctions: ['Sales'],
      isContactJobLevelSelected: true,
      contactJobLevels: ['cxo', 'vp'],
    },
    'contact_role_counts',
  ],
  [
    {
      isContactJobFunctionSelected: true,
      contactJobFunctions: ['Sales', 'Marketing'],
      isContactJobLevelSelected: true,
      contactJobLevels: ['director', 'vp', 'cxo'],
      isContactEmailRequiredSelected: true,
      isCountriesSelected: true,
      country: 'germany',
    },
    'contact_role_counts',
  ],
  [
    {
      isContactJobLevelSelected: true,
      contactJobLevels: ['vp'],
      isStatesSelected: true,
      states: ['california', 'texas'],
    },
    'contact_counts',
  ],
  [
    {
      isContactJobLevelSelected: true,
      contactJobLevels: ['vp'],
      company: { isCompanyStatusesSelected: true, companyStatuses: ['active'] },
    },
    'contact_company_counts',
  ],
  [
    {
      isContactEmailRequiredSelected: true,
      isContactJobLevelSelected: true,
      contactJobLevels: ['manager', 'director', 'cxo'],
      isContactJobFunctionSelected: true,
      contactJobFunctions: ['Sales'],
      company: {
        isCompanyTypesSelected: true,
        companyTypes: ['privately_held'],
        isCompanyRevenuesSelected: true,
        companyRevenues: ['$10 - 50m', '$50 - 100m'],
      },
    },
    'contact_company_counts',
  ],
  [
    {
      company: {
        isCompanyEmployeesSelected: true,
        companyEmployeeSizes: ['51-200', '201-500'],
        isCompanyStatusesSelected: true,
        companyStatuses: ['active', 'acquired'],
      },
    },
    'contact_company_counts',
  ],
  // Nested criteria that are all unselected apply nothing.
  [{ company: { isCompanyTypesSelected: false, companyTypes: ['privately_held'] } }, 'contact_place_counts'],
  [
    { company: { isCompanyIndustriesSelected: true, companyIndustries: ['software development'] } },
    'contact_company_industry_counts',
  ],
  // A top-level industry matches the contacts of every company under it.
  [
    {
      isContactEmailRequiredSelected: true,
      company: {
        isCompanyIndustriesSelected: true,
        companyIndustries: ['financial services', 'banking'],
        isCompanyEmployeesSelected: true,
        companyEmployeeSizes: ['51-200'],
      },
    },
    'contact_company_industry_counts',
  ],
  // Industry with seniority, a company criterion neither holds, or one with an e-mail type: the rows.
  [
    {
      isContactJobLevelSelected: true,
      contactJobLevels: ['vp'],
      company: { isCompanyIndustriesSelected: true, companyIndustries: ['banking'] },
    },
    null,
  ],
  [{ company: { isCountriesSelected: true, country: 'germany' } }, null],
  [
    {
      company: {
        isCompanyTypesSelected: true,
        companyTypes: ['public_company'],
        isCompanyTechnologiesSelected: true,
        companyTechnologies: ['Salesforce'],
      },
    },
    null,
  ],
  [
    {
      isEmailTypeSelected: true,
      emailTypeOption: 2,
      company: { isCompanyTypesSelected: true, companyTypes: ['public_company'] },
    },
    null,
  ],
  [
    {
      isCountriesSelected: true,
      country: 'germany',
      company: { isCompanyTypesSelected: true, companyTypes: ['public_company'] },
    },
    null,
  ],
  [{ isKeywordsSelected: true, keywords: ['ana'] }, null],
  [{ isCititesSelected: true, cities: ['austin'] }, null],
  [{ isJobTitlesSelected: true, jobTitles: ['engineer'], jobTitlesExactMatch: false }, null],
  [{ isDateAddedRangeSelected: true, dateAddedRangeOption: 1 }, null],
];

/** Each roll-up table's keys as the source computes them: an oracle written apart from the migration. */
const ORACLES: Record<string, { source: string; keys: string[]; exprs: string[]; count: string }> = {};
function oracle(table: string, source: string, count: string, keys: Record<string, string>): void {
  ORACLES[table] = { source, keys: Object.keys(keys), exprs: Object.values(keys), count };
}
/** Every pair of distinct technologies a company uses (a <= b, a = b included) — one row per company and pair. */
const TECHNOLOGY_PAIRS = `(SELECT DISTINCT c.id, a.t AS technology_a, b.t AS technology_b, c.status, c.relationship
     FROM companies c, unnest(c.technologies) AS a(t), unnest(c.technologies) AS b(t) WHERE a.t <= b.t) pairs`;
const plain = (...names: string[]) => Object.fromEntries(names.map((n) => [n, `coalesce(${n}, '')`]));
const profile = plain(
  'status',
  'relationship',
  'domain_type',
  'source_kind',
  'company_type',
  'employee_size',
  'revenue_band',
  'country',
);
oracle('company_profile_counts', 'companies', 'companies', profile);
oracle('company_counts', 'companies', 'companies', { ...plain('industry', 'top_industry'), ...profile });
oracle('company_technology_pair_counts', TECHNOLOGY_PAIRS, 'companies', {
  technology_a: 'technology_a',
  technology_b: 'technology_b',
  ...plain('status', 'relationship'),
});
const reach = { ...plain('email_type', 'phone_type', 'country'), has_email: 'has_email', has_phone: 'has_phone' };
const state = { state: `coalesce(lower(state), '')` };
oracle('contact_place_counts', 'contacts', 'contacts', { ...reach, ...state });
oracle('contact_role_counts', 'contacts', 'contacts', { ...plain('job_function', 'seniority'), ...reach });
oracle('contact_counts', 'contacts', 'contacts', { ...plain('job_function', 'seniority'), ...reach, ...state });
/** Each contact with its company's columns read from companies (not the copies on contacts). */
const CONTACT_COMPANIES = `(SELECT p.seniority, p.job_function, p.has_email, c.industry, c.top_industry, c.company_type,
          c.employee_size, c.revenue_band, c.status
     FROM contacts p LEFT JOIN companies c ON c.id = p.company_id) pc`;
const company = (names: Record<string, string>) =>
  Object.fromEntries(Object.entries(names).map(([key, column]) => [key, `coalesce(${column}, '')`]));
oracle('contact_company_counts', CONTACT_COMPANIES, 'contacts', {
  ...company({
    company_type: 'company_type',
    company_revenue_band: 'revenue_band',
    company_employee_size: 'employee_size',
    company_status: 'status',
  }),
  ...plain('seniority', 'job_function'),
  has_email: 'has_email',
});
oracle('contact_company_industry_counts', CONTACT_COMPANIES, 'contacts', {
  ...company({
    company_industry: 'industry',
    company_top_industry: 'top_industry',
    company_employee_size: 'employee_size',
    company_status: 'status',
  }),
  has_email: 'has_email',
});

/** Contacts whose copies of their company's columns differ from the company's (NULL without a company). */
const STALE_COPIES = `
  SELECT p.id FROM contacts p LEFT JOIN companies c ON c.id = p.company_id
   WHERE (p.company_industry, p.company_top_industry, p.company_type, p.company_employee_size, p.company_revenue_band,
          p.company_status)
         IS DISTINCT FROM (c.industry, c.top_industry, c.company_type, c.employee_size, c.revenue_band, c.status)`;

describe('company and prospect count roll-ups', () => {
  // A database of its own: the specs expect the roll-ups empty at first, whatever other specs committed.
  const databaseUrl = siblingDatabaseUrl('rollups');
  const dataSource = createDataSource(databaseUrl, 'leadsignal-rollups-spec');
  let runner: QueryRunner;

  beforeAll(async () => {
    await dropDatabase(databaseUrl);
    await ensureDatabase(databaseUrl);
    await dataSource.initialize();
    await runMigrations(dataSource);
    runner = dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
  });

  afterAll(async () => {
    await runner?.rollbackTransaction();
    await runner?.release();
    await dataSource.destroy();
    await dropDatabase(databaseUrl);
  });

  /** Rows of roll-up tables that differ from a GROUP BY over their source (zero rows may stay). */
  async function mismatches(): Promise<unknown[]> {
    const found: unknown[] = await runner.query(STALE_COPIES);
    for (const [table, o] of Object.entries(ORACLES)) {
      const keys = o.keys.join(', ');
      const grouped = o.keys.map((key, i) => `${o.exprs[i]} AS ${key}`).join(', ');
      const positions = o.keys.map((_, i) => i + 1).join(', ');
      const rows = await runner.query(`
        WITH truth AS (SELECT ${grouped}, count(*) AS n FROM ${o.source} GROUP BY ${positions})
        SELECT '${table}' AS rollup, ${keys}, truth.n, r.${o.count} AS stored
          FROM truth FULL JOIN (SELECT * FROM ${table} WHERE ${o.count} <> 0) r USING (${keys})
         WHERE truth.n IS DISTINCT FROM r.${o.count}`);
      found.push(...rows);
    }
    return found;
  }

  async function countsOf<C>(
    definition: SearchDefinition<C>,
    from: string,
    rollups: readonly CountRollup<C>[],
    criteria: C,
  ): Promise<{ rollup: string | null; counted: number; exact: number }> {
    const viaRollup = compileCount(definition, from, criteria, rollups, { userId: USER_ID });
    const rows = compileCount(definition, from, criteria, [], { userId: USER_ID });
    const [{ count: counted }] = await runner.query(viaRollup.sql, viaRollup.params);
    const [{ count: exact }] = await runner.query(rows.sql, rows.params);
    return { rollup: viaRollup.rollup, counted: Number(counted), exact: Number(exact) };
  }

  /** Every case: the expected roll-up (or none) answers, with the exact count. Returns the counts. */
  async function checkAll(): Promise<number[]> {
    expect(await mismatches()).toEqual([]);
    const totals: number[] = [];
    for (const [input, rollup] of COMPANY_CASES) {
      const criteria = companySearchCriteriaSchema.parse(input);
      const result = await countsOf(COMPANY_SEARCH, 'companies c', COMPANY_COUNT_ROLLUPS, criteria);
      expect({ input, rollup: result.rollup, count: result.counted }).toEqual({ input, rollup, count: result.exact });
      totals.push(result.exact);
    }
    for (const [input, rollup] of PROSPECT_CASES) {
      const criteria = prospectSearchCriteriaSchema.parse(input);
      const result = await countsOf(PROSPECT_SEARCH, 'contacts p', PROSPECT_COUNT_ROLLUPS, criteria);
      expect({ input, rollup: result.rollup, count: result.counted }).toEqual({ input, rollup, count: result.exact });
      totals.push(result.exact);
    }
    return totals;
  }

  it('start empty and are filled by inserts', async () => {
    for (const table of Object.keys(ORACLES)) {
      expect(await runner.query(`SELECT coalesce(sum(${ORACLES[table].count}), 0)::int AS n FROM ${table}`)).toEqual([
        { n: 0 },
      ]);
    }
    // Values cycle with co-prime periods, so the 600 companies and 900 contacts fill many groups; NULLs included.
    await runner.query(`
      INSERT INTO companies (name, domain, industry, top_industry, company_type, employee_size, revenue_band, status,
                             relationship, country, state, source_kind, technologies, incorporation_date)
      SELECT 'Co ' || i || (ARRAY['', ' Acme', ' Harbor'])[1 + i % 3],
             'co' || i || (ARRAY['.com', '.org', '.edu', '.gov', '.io'])[1 + i % 5],
             (ARRAY['banking', 'capital markets', 'software development', NULL, 'financial services', 'hospitals and health care'])[1 + i % 6],
             (ARRAY['financial services', 'financial services', 'technology, information and media', NULL, 'financial services', 'hospitals and health care'])[1 + i % 6],
             (ARRAY['privately_held', 'public_company', NULL])[1 + i % 3],
             (ARRAY['1-10', '51-200', '201-500', NULL])[1 + i % 4],
             (ARRAY['$0 - 1m', '$10 - 50m', '$50 - 100m', '> $1b', NULL, '$1 - 10m', '$100 - 250m'])[1 + i % 7],
             (ARRAY['active', 'active', 'dormant', 'dissolved', 'acquired', 'in_liquidation', 'active', 'active', 'active',
                    'active', 'active'])[1 + i % 11],
             (ARRAY['Subsidiary', NULL, 'Parent', 'Affiliate', NULL, NULL, NULL, NULL, 'Subsidiary', NULL, NULL, NULL,
                    NULL])[1 + i % 13],
             (ARRAY['united states', 'germany', NULL, 'france'])[1 + (i / 7) % 4],
             (ARRAY['Texas', 'california', NULL])[1 + i % 3],
             (ARRAY['external', 'internal'])[1 + (i / 3) % 2],
             CASE i % 4 WHEN 0 THEN ARRAY['Salesforce'] WHEN 1 THEN '{}'
                        WHEN 2 THEN ARRAY['HubSpot', 'Salesforce', 'Slack'] ELSE ARRAY['Zoom', 'HubSpot', 'Zoom'] END,
             current_date - i * 3
        FROM generate_series(1, 600) AS i`);
    await runner.query(`
      INSERT INTO contacts (company_id, first_name, last_name, job_title, job_function, seniority, email, email_type,
                            phone, phone_type, country, state, city, created_at)
      SELECT (SELECT id FROM companies WHERE domain LIKE 'co' || (1 + i % 600) || '.%'),
             (ARRAY['Person', 'Ana', 'Ben'])[1 + i % 3], 'P' || i,
             (ARRAY['Engineer', 'Sales Director', 'Nurse', NULL])[1 + i % 4],
             (ARRAY['Sales', 'Marketing', 'Engineering', NULL, 'Finance'])[1 + i % 5],
             (ARRAY['cxo', 'vp', 'director', 'manager', NULL, 'staff', 'vp'])[1 + i % 7],
             CASE WHEN i % 4 = 0 THEN NULL ELSE 'p' || i || '@example.com' END,
             CASE WHEN i % 4 = 0 THEN NULL ELSE (ARRAY['professional', 'personal', 'role_based'])[1 + i % 3] END,
             CASE WHEN i % 3 = 0 THEN NULL ELSE '+1 555 ' || i END,
             CASE WHEN i % 3 = 0 THEN NULL
                  ELSE (ARRAY['mobile', 'fixed_line', 'fixed_line_or_mobile', 'voip', NULL])[1 + i % 5] END,
             (ARRAY['united states', 'germany', NULL])[1 + (i / 5) % 3],
             (ARRAY['Texas', 'TEXAS', 'California', NULL, 'Bavaria'])[1 + i % 5],
             (ARRAY['Austin', 'Berlin', NULL])[1 + i % 3],
             now() - i * interval '1 day'
        FROM generate_series(1, 900) AS i`);
    const totals = await checkAll();
    expect(totals[0]).toBe(600);
    // The cases are not vacuous: most of them match some but not all rows.
    expect(totals.filter((n) => n > 0 && n < 900).length).toBeGreaterThanOrEqual(30);
  });

  it('stay exact through updates that move rows between groups, and deletes', async () => {
    await runner.query(
      `UPDATE companies SET status = 'dissolved', relationship = NULL WHERE relationship = 'Subsidiary'`,
    );
    await runner.query(
      `UPDATE companies SET industry = 'banking', top_industry = 'financial services', country = NULL
        WHERE industry = 'software development' AND employee_size = '51-200'`,
    );
    // domain_type is generated from the domain: a new domain moves the row.
    await runner.query(`UPDATE companies SET domain = replace(domain, '.io', '.edu') WHERE domain LIKE '%.io'`);
    await runner.query(`UPDATE companies SET name = name || ' Ltd'`); // moves nothing
    // New technologies move a company between pairs (a NULL element matches nothing); none leaves them all.
    await runner.query(
      `UPDATE companies SET technologies = technologies || ARRAY['Salesforce', NULL] WHERE status = 'active'`,
    );
    await runner.query(`UPDATE companies SET technologies = '{}' WHERE company_type = 'public_company'`);
    // An upsert fires the insert trigger for new rows and the update trigger for the existing ones.
    await runner.query(`
      INSERT INTO companies (name, domain, status, country)
      SELECT 'Upsert ' || i, 'co' || i || '.com', 'acquired', 'france' FROM generate_series(1, 40) AS i
      ON CONFLICT (domain) DO UPDATE SET status = EXCLUDED.status, country = EXCLUDED.country`);
    await runner.query(
      `UPDATE contacts SET email = NULL, email_type = NULL, seniority = 'vp' WHERE email_type = 'personal'`,
    );
    // has_phone is generated from the phone.
    await runner.query(
      `UPDATE contacts SET phone = NULL, phone_type = NULL, state = 'texas' WHERE phone_type = 'voip'`,
    );
    await runner.query(`UPDATE contacts SET job_function = 'Sales', country = 'germany' WHERE job_function IS NULL`);
    // Companies' copied columns change: their contacts move between the contact_company roll-ups' keys.
    await runner.query(`
      UPDATE companies SET revenue_band = CASE revenue_band WHEN '$10 - 50m' THEN '$50 - 100m' ELSE '$10 - 50m' END,
                           company_type = coalesce(company_type, 'privately_held')
       WHERE employee_size IN ('51-200', '1-10')`);
    await runner.query(`UPDATE companies SET industry = NULL, top_industry = NULL WHERE industry = 'capital markets'`);
    await runner.query(`UPDATE companies SET status = 'acquired' WHERE country = 'germany'`);
    // Contacts move to another company, lose theirs, or get one; a direct write of a copy is overwritten.
    await runner.query(`
      UPDATE contacts SET company_id = (SELECT id FROM companies WHERE domain LIKE 'co7.%' ORDER BY domain LIMIT 1)
       WHERE seniority = 'manager'`);
    await runner.query(`UPDATE contacts SET company_id = NULL WHERE job_title = 'Nurse'`);
    await runner.query(`
      UPDATE contacts SET company_id = (SELECT id FROM companies WHERE domain LIKE 'co8.%' ORDER BY domain LIMIT 1)
       WHERE company_id IS NULL AND city = 'Austin'`);
    await runner.query(`UPDATE contacts SET company_status = 'dissolved', company_type = NULL WHERE city = 'Berlin'`);
    await runner.query(`
      INSERT INTO contacts (company_id, first_name, last_name, seniority, job_function, email, company_type)
      SELECT (SELECT id FROM companies WHERE domain LIKE 'co' || i || '.%' ORDER BY domain LIMIT 1), 'New', 'N' || i, 'cxo', 'Sales',
             'n' || i || '@example.com', 'not_a_type'
        FROM generate_series(1, 60) AS i`);
    await checkAll();

    await runner.query(`DELETE FROM contacts WHERE seniority = 'director' OR state = 'Bavaria'`);
    // The foreign key sets the deleted companies' contacts' company_id NULL (an update of contacts).
    const [{ n: orphaned }] = await runner.query(`
      SELECT count(*)::int AS n FROM contacts p JOIN companies c ON c.id = p.company_id
       WHERE c.status = 'dormant' OR c.revenue_band = '> $1b'`);
    expect(orphaned).toBeGreaterThan(0);
    await runner.query(`DELETE FROM companies WHERE status = 'dormant' OR revenue_band = '> $1b'`);
    const totals = await checkAll();
    expect(totals[0]).toBeLessThan(600);
  });

  it('are emptied by truncation and rebuilt by their refresh functions', async () => {
    await runner.query(`SAVEPOINT truncated`);
    await runner.query(`TRUNCATE contacts CASCADE`);
    expect(await runner.query(`SELECT count(*)::int AS n FROM contact_counts`)).toEqual([{ n: 0 }]);
    expect(await runner.query(`SELECT count(*)::int AS n FROM contact_company_counts`)).toEqual([{ n: 0 }]);
    expect(await runner.query(`SELECT count(*)::int AS n FROM contact_company_industry_counts`)).toEqual([{ n: 0 }]);
    await runner.query(`ROLLBACK TO SAVEPOINT truncated`);
    // A load that bypassed the triggers: the refresh functions rebuild the roll-ups from the rows.
    await runner.query(`DELETE FROM company_counts`);
    await runner.query(`DELETE FROM company_technology_pair_counts WHERE technology_a <> technology_b`);
    await runner.query(`UPDATE contact_place_counts SET contacts = contacts + 1`);
    await runner.query(`DELETE FROM contact_company_industry_counts WHERE has_email`);
    // Copies written while the trigger that keeps them was off.
    await runner.query(`ALTER TABLE contacts DISABLE TRIGGER contact_company_columns_fill`);
    await runner.query(`UPDATE contacts SET company_revenue_band = 'stale', company_industry = NULL WHERE has_phone`);
    await runner.query(`ALTER TABLE contacts ENABLE TRIGGER contact_company_columns_fill`);
    expect((await runner.query(STALE_COPIES)).length).toBeGreaterThan(0);
    expect(await mismatches()).not.toEqual([]);
    await runner.query(`SELECT refresh_contact_company_columns()`);
    expect(await runner.query(STALE_COPIES)).toEqual([]);
    await runner.query(`SELECT refresh_contact_company_counts()`);
    await runner.query(`SELECT refresh_company_counts()`);
    await runner.query(`SELECT refresh_company_technology_counts()`);
    await runner.query(`SELECT refresh_contact_counts()`);
    await checkAll();
  });
});

describe("contacts' copies of their company's columns under interleaved transactions", () => {
  // Committed writes of two connections, so a database of its own.
  const databaseUrl = siblingDatabaseUrl('rollups_race');
  const dataSource = createDataSource(databaseUrl, 'leadsignal-rollups-race-spec');
  let a: QueryRunner;
  let b: QueryRunner;

  beforeAll(async () => {
    await dropDatabase(databaseUrl);
    await ensureDatabase(databaseUrl);
    await dataSource.initialize();
    await runMigrations(dataSource);
    a = dataSource.createQueryRunner();
    b = dataSource.createQueryRunner();
    await a.connect();
    await b.connect();
    await a.query(`
      INSERT INTO companies (name, domain, company_type, revenue_band, status)
      VALUES ('Race A', 'race-a.example', 'privately_held', '$0 - 1m', 'active'),
             ('Race B', 'race-b.example', 'public_company', '$1 - 10m', 'active')`);
  });

  afterAll(async () => {
    await a?.release();
    await b?.release();
    await dataSource.destroy();
    await dropDatabase(databaseUrl);
  });

  const idOf = async (domain: string) =>
    (await a.query(`SELECT id FROM companies WHERE domain = $1`, [domain]))[0].id as string;
  /** Resolves to true if the promise settles within `ms`. */
  const settlesWithin = (promise: Promise<unknown>, ms: number) =>
    Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

  async function expectExact(): Promise<void> {
    expect(await a.query(STALE_COPIES)).toEqual([]);
    const rows = await a.query(`
      WITH truth AS (
        SELECT coalesce(c.revenue_band, '') AS company_revenue_band, count(*)::int AS n
          FROM contacts p LEFT JOIN companies c ON c.id = p.company_id GROUP BY 1)
      SELECT * FROM truth FULL JOIN (
        SELECT company_revenue_band, sum(contacts)::int AS stored FROM contact_company_counts
         GROUP BY 1 HAVING sum(contacts) <> 0) r USING (company_revenue_band)
       WHERE truth.n IS DISTINCT FROM r.stored`);
    expect(rows).toEqual([]);
  }

  it('a contact inserted while its company is being changed waits, then copies the new values', async () => {
    const companyA = await idOf('race-a.example');
    await a.startTransaction();
    await a.query(`UPDATE companies SET revenue_band = '$10 - 50m' WHERE id = $1`, [companyA]);
    await b.startTransaction();
    const insert = b.query(`INSERT INTO contacts (company_id, first_name, last_name) VALUES ($1, 'Ann', 'One')`, [
      companyA,
    ]);
    expect(await settlesWithin(insert, 300)).toBe(false);
    await a.commitTransaction();
    await insert;
    await b.commitTransaction();
    expect(await a.query(`SELECT company_revenue_band FROM contacts WHERE last_name = 'One'`)).toEqual([
      { company_revenue_band: '$10 - 50m' },
    ]);
    await expectExact();
  });

  it('a company changed while a contact joins it waits, then rewrites that contact too', async () => {
    const companyB = await idOf('race-b.example');
    await b.startTransaction();
    await b.query(`INSERT INTO contacts (company_id, first_name, last_name) VALUES ($1, 'Bo', 'Two')`, [companyB]);
    await a.startTransaction();
    const update = a.query(`UPDATE companies SET revenue_band = '$50 - 100m' WHERE id = $1`, [companyB]);
    expect(await settlesWithin(update, 300)).toBe(false);
    await b.commitTransaction();
    await update;
    await a.commitTransaction();
    expect(await a.query(`SELECT company_revenue_band FROM contacts WHERE last_name = 'Two'`)).toEqual([
      { company_revenue_band: '$50 - 100m' },
    ]);
    await expectExact();
  });

  it('a contact moved to a company being changed waits too; a deleted company leaves its contacts without', async () => {
    const companyA = await idOf('race-a.example');
    const companyB = await idOf('race-b.example');
    await a.startTransaction();
    await a.query(`UPDATE companies SET revenue_band = '> $1b' WHERE id = $1`, [companyB]);
    await b.startTransaction();
    const move = b.query(`UPDATE contacts SET company_id = $1 WHERE last_name = 'One'`, [companyB]);
    expect(await settlesWithin(move, 300)).toBe(false);
    await a.commitTransaction();
    await move;
    await b.commitTransaction();
    await expectExact();
    await a.query(`DELETE FROM companies WHERE id = $1`, [companyB]);
    expect(await a.query(`SELECT company_revenue_band, company_type FROM contacts ORDER BY last_name`)).toEqual([
      { company_revenue_band: null, company_type: null },
      { company_revenue_band: null, company_type: null },
    ]);
    await expectExact();
    expect(companyA).not.toBe(companyB);
  });
});
