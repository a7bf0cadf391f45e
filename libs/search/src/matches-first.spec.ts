// A page of prospects filtered by their company, found matches-first (SearchRepository, CompiledSearchPage.
// matchesFirst) when its roll-up count is small, holds exactly the rows and order of the usual page that walks
// the sort order: for every sort, both directions and several pages. Real PostgreSQL, a database of its own.
import { prospectSearchCriteriaSchema, type ProspectSearchCriteriaInput } from '@leadsignal/contracts';
import { createDataSource, dropDatabase, ensureDatabase, runMigrations, SearchDatabase } from '@leadsignal/server-core';
import { siblingDatabaseUrl } from '@leadsignal/testing';
import type { DataSource } from 'typeorm';
import { searchKindDefinition } from './kinds';
import { MATCHES_FIRST_MAX, SearchRepository } from './search.repository';

jest.setTimeout(60_000);

const USER_ID = '00000000-0000-4000-8000-000000000001';
const prospects = searchKindDefinition('prospects');

describe('matches-first pages', () => {
  const url = siblingDatabaseUrl('matches_first');
  let dataSource: DataSource;
  let searchDb: SearchDatabase;
  let repository: SearchRepository;
  const queries: string[] = [];

  beforeAll(async () => {
    await ensureDatabase(url);
    dataSource = createDataSource(url);
    await dataSource.initialize();
    await runMigrations(dataSource);
    searchDb = new SearchDatabase({ url, poolSize: 2, statementTimeoutMs: 10_000, applicationName: 'matches-first' });
    const query = searchDb.query.bind(searchDb);
    searchDb.query = ((sql: string, params: unknown[], signal?: AbortSignal) => {
      queries.push(sql);
      return query(sql, params, signal);
    }) as SearchDatabase['query'];
    repository = new SearchRepository(searchDb);
    await dataSource.query(`
      INSERT INTO companies (name, domain, company_type, revenue_band, employee_size, industry, status)
      SELECT 'Co ' || i, 'co' || i || '.com',
             (ARRAY['privately_held', 'public_company', NULL])[1 + i % 3],
             (ARRAY['$10 - 50m', '$50 - 100m', '> $1b'])[1 + i % 3],
             (ARRAY['51-200', '201-500', NULL])[1 + i % 3],
             (ARRAY['software development', 'banking'])[1 + i % 2], 'active'
        FROM generate_series(1, 60) AS i`);
    // Names, seniorities and company names repeat, so the id tie-breaker decides many places.
    await dataSource.query(`
      INSERT INTO contacts (company_id, company_name, first_name, last_name, seniority, email, created_at)
      SELECT (SELECT id FROM companies WHERE domain = 'co' || (1 + i % 60) || '.com'),
             CASE WHEN i % 5 = 0 THEN NULL ELSE 'Co ' || (1 + i % 7) END,
             (ARRAY['Ana', 'Ben', 'Cy'])[1 + i % 3], 'P' || (i % 11),
             (ARRAY['cxo', 'vp', 'director', 'manager', NULL])[1 + i % 5],
             CASE WHEN i % 4 = 0 THEN NULL ELSE 'p' || i || '@example.com' END,
             timestamptz '2025-01-01' + (i % 13) * interval '1 day'
        FROM generate_series(1, 700) AS i`);
    await dataSource.query(`ANALYZE companies; ANALYZE contacts`);
  });

  afterAll(async () => {
    await searchDb?.end();
    await dataSource?.destroy();
    await dropDatabase(url);
  });

  const byCompany: ProspectSearchCriteriaInput = {
    isContactJobLevelSelected: true,
    contactJobLevels: ['manager', 'director', 'vp'],
    company: {
      isCompanyTypesSelected: true,
      companyTypes: ['privately_held'],
      isCompanyRevenuesSelected: true,
      companyRevenues: ['$10 - 50m', '$50 - 100m'],
    },
  };

  it('gives the rows and order of the page that walks the sort order', async () => {
    let compared = 0;
    for (const sortBy of ['name', 'seniority', 'company', 'dateAdded'] as const) {
      for (const sortDirection of ['asc', 'desc'] as const) {
        for (const page of [1, 2, 4]) {
          const criteria = prospectSearchCriteriaSchema.parse({
            ...byCompany,
            sortBy,
            sortDirection,
            page,
            pageSize: 20,
          });
          queries.length = 0;
          const answer = await repository.search<'prospects', { id: string }>(prospects, USER_ID, criteria);
          expect(queries.some((sql) => sql.includes('matches AS MATERIALIZED'))).toBe(true);
          expect(answer.countedBy).toBe('contact_company_counts');
          expect(answer.totalCount).toBeLessThanOrEqual(MATCHES_FIRST_MAX);
          const walked = repository.compile(prospects, USER_ID, criteria).page;
          const expected = await dataSource.query(walked.sql, walked.params);
          expect(answer.rows.map((row) => row.id)).toEqual(expected.map((row: { id: string }) => row.id));
          if (answer.rows.length) compared++;
        }
      }
    }
    // Not vacuous: most pages had rows.
    expect(compared).toBeGreaterThanOrEqual(16);
  });

  it('is not used when nothing is filtered through the company', async () => {
    const criteria = prospectSearchCriteriaSchema.parse({ isContactJobLevelSelected: true, contactJobLevels: ['vp'] });
    expect(repository.compile(prospects, USER_ID, criteria).matchesFirst).toBeNull();
    queries.length = 0;
    await repository.search(prospects, USER_ID, criteria);
    expect(queries.some((sql) => sql.includes('MATERIALIZED'))).toBe(false);
  });
});

describe('prepared first pages', () => {
  const repository = new SearchRepository(null as unknown as SearchDatabase);
  const alerts = searchKindDefinition('alerts');

  it('prepares the first page of a search without values, with its LIMIT written out', () => {
    const first = repository.compile(alerts, USER_ID, { ...alerts.criteriaSchema.parse({}), page: 1, pageSize: 20 });
    expect(first.page.prepare).toBe(true);
    expect(first.page.params).toEqual([USER_ID]);
    expect(first.page.sql).toMatch(/LIMIT 20\s*\)/);
  });

  it('never prepares a later page or a search with values (their plans depend on them)', () => {
    const second = repository.compile(alerts, USER_ID, { ...alerts.criteriaSchema.parse({}), page: 2, pageSize: 20 });
    expect(second.page.prepare).toBe(false);
    expect(second.page.sql).toMatch(/LIMIT \$1 OFFSET \$2/);
    const keyword = alerts.criteriaSchema.parse({ isTitlesSelected: true, titles: ['acquisition'] });
    expect(repository.compile(alerts, USER_ID, { ...keyword, page: 1, pageSize: 20 }).page.prepare).toBe(false);
  });
});
