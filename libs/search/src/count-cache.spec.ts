// The count cache (count-cache.ts) against real PostgreSQL and Redis: a repeated count is answered from
// Redis, any committed write of the searchable tables makes the next count a fresh one, a write still
// uncommitted neither shows nor poisons the cache, counts that read the clock or a user's list are never
// cached, and Redis being unreachable only means every count is made. In a database of its own (it counts
// whole tables).
import { randomUUID } from 'node:crypto';
import {
  alertSearchCriteriaSchema,
  companySearchCriteriaSchema,
  prospectSearchCriteriaSchema,
  type CompanySearchCriteriaInput,
} from '@leadsignal/contracts';
import { createDataSource, dropDatabase, ensureDatabase, runMigrations, SearchDatabase } from '@leadsignal/server-core';
import { siblingDatabaseUrl } from '@leadsignal/testing';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { cacheableCount, CountCache } from './count-cache';
import { searchKindDefinition } from './kinds';
import { SearchRepository } from './search.repository';

jest.setTimeout(60_000);

const USER_ID = '00000000-0000-4000-8000-000000000001';
const companies = searchKindDefinition('companies');
const company = (input: CompanySearchCriteriaInput) => companySearchCriteriaSchema.parse(input);

describe('which counts may be cached', () => {
  const sql = new SearchRepository(null as unknown as SearchDatabase);
  const cacheable = <K extends 'alerts' | 'companies' | 'prospects'>(kind: K, criteria: object) => {
    const definition = searchKindDefinition(kind);
    const { count } = sql.compile(definition, USER_ID, { ...criteria, page: 1, pageSize: 20 } as never);
    return cacheableCount(definition, count);
  };

  it('caches counts of the data alone, through roll-ups, the rows and a nested company', () => {
    expect(cacheable('alerts', alertSearchCriteriaSchema.parse({}))).toBe(true);
    expect(
      cacheable('alerts', alertSearchCriteriaSchema.parse({ isTitlesSelected: true, titles: ['acquisition'] })),
    ).toBe(true);
    expect(cacheable('companies', company({}))).toBe(true);
    expect(cacheable('companies', company({ isKeywordsSelected: true, keywords: ['logistics'] }))).toBe(true);
    expect(
      cacheable(
        'prospects',
        prospectSearchCriteriaSchema.parse({
          isContactJobLevelSelected: true,
          contactJobLevels: ['manager'],
          company: { isCompanyTypesSelected: true, companyTypes: ['privately_held'] },
        }),
      ),
    ).toBe(true);
  });

  it('never caches a count that reads the clock or a user’s list', () => {
    expect(
      cacheable(
        'alerts',
        alertSearchCriteriaSchema.parse({ isTriggerEventsDateRangeSelected: true, alertDateRangeOption: 2 }),
      ),
    ).toBe(false);
    expect(cacheable('companies', company({ isRegisteredDateRangeSelected: true, registeredDateRangeOption: 1 }))).toBe(
      false,
    );
    expect(cacheable('companies', company({ isListSelected: true, listId: randomUUID() }))).toBe(false);
  });
});

describe('CountCache with PostgreSQL and Redis', () => {
  const url = siblingDatabaseUrl('count_cache');
  const config = {
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `${process.env.REDIS_PREFIX ?? 'lstest'}:countcache:${randomUUID()}`,
    SEARCH_COUNT_CACHE_TTL_S: 60,
  };
  let dataSource: DataSource;
  let searchDb: SearchDatabase;
  let cache: CountCache;
  let repository: SearchRepository;

  const insertCompanies = (n: number, name = 'Harbor') =>
    dataSource.query(
      `INSERT INTO companies (name, domain, status, country)
       SELECT $1 || ' ' || i, lower($1) || i || '-' || md5(random()::text) || '.com', 'active', 'germany'
         FROM generate_series(1, $2::int) AS i`,
      [name, n],
    );
  const count = (input: CompanySearchCriteriaInput, repo = repository) =>
    repo.search(companies, USER_ID, { ...company(input), page: 1, pageSize: 20 });

  beforeAll(async () => {
    await ensureDatabase(url);
    dataSource = createDataSource(url);
    await dataSource.initialize();
    await runMigrations(dataSource);
    searchDb = new SearchDatabase({
      url,
      poolSize: 4,
      statementTimeoutMs: 10_000,
      applicationName: 'count-cache-spec',
    });
    cache = new CountCache(config);
    repository = new SearchRepository(searchDb, undefined, cache);
  });

  afterAll(async () => {
    await cache?.onModuleDestroy();
    await searchDb?.end();
    await dataSource?.destroy();
    await dropDatabase(url);
  });

  it('answers a repeated count from the cache until a write is committed', async () => {
    await insertCompanies(30);
    const partial = { isCompanyNamesSelected: true, companyNamesExactMatch: false, companyNames: ['harb'] };

    const first = await count(partial);
    expect(first).toMatchObject({ totalCount: 30, countedBy: null, countCached: false });
    expect(await count(partial)).toMatchObject({ totalCount: 30, countCached: true });
    // Another search is counted for itself.
    expect(await count({})).toMatchObject({ totalCount: 30, countCached: false });
    expect(await count({})).toMatchObject({ totalCount: 30, countCached: true });

    await insertCompanies(5);
    expect(await count(partial)).toMatchObject({ totalCount: 35, countCached: false });
    expect(await count(partial)).toMatchObject({ totalCount: 35, countCached: true });

    // An update that moves no row out of the search still makes a new version: counted again, same answer.
    await dataSource.query(`UPDATE companies SET status = 'active' WHERE name = 'Harbor 1'`);
    expect(await count(partial)).toMatchObject({ totalCount: 35, countCached: false });

    await dataSource.query(`DELETE FROM companies WHERE name IN ('Harbor 1', 'Harbor 2')`);
    expect(await count(partial)).toMatchObject({ totalCount: 31, countCached: false });
    await dataSource.query(`TRUNCATE companies CASCADE`);
    expect(await count(partial)).toMatchObject({ totalCount: 0, countCached: false });
    expect(await count({})).toMatchObject({ totalCount: 0, countCached: false });
  });

  it('neither shows nor caches a write that is not committed, and counts it once it is', async () => {
    await insertCompanies(10, 'Quay');
    const quay = { isCompanyNamesSelected: true, companyNamesExactMatch: false, companyNames: ['quay'] };
    expect(await count(quay)).toMatchObject({ totalCount: 10 });

    const writer = new Client({ connectionString: url });
    await writer.connect();
    try {
      await writer.query('BEGIN');
      await writer.query(
        `INSERT INTO companies (name, domain) VALUES ('Quay Extra', 'quay-extra-${randomUUID()}.com')`,
      );
      // The writer holds the version row; readers do not wait for it and still see (and cache) 10.
      expect(await count(quay)).toMatchObject({ totalCount: 10, countCached: true });
      expect(await count({ ...quay, companyNames: ['quay e'] })).toMatchObject({ totalCount: 0, countCached: false });
      await writer.query('COMMIT');
    } finally {
      await writer.end();
    }
    expect(await count(quay)).toMatchObject({ totalCount: 11, countCached: false });
    expect(await count({ ...quay, companyNames: ['quay e'] })).toMatchObject({ totalCount: 1, countCached: false });
    expect(await count(quay)).toMatchObject({ totalCount: 11, countCached: true });
  });

  it('counts searches of the clock every time, and an export count shares the cache', async () => {
    const recent = { isRegisteredDateRangeSelected: true, registeredDateRangeOption: 3 };
    await count(recent);
    expect(await count(recent)).toMatchObject({ countCached: false });

    const all = await repository.count(companies, USER_ID, company({}));
    expect(await count({})).toMatchObject({ totalCount: all, countCached: true });
  });

  it('makes every count when Redis cannot be reached', async () => {
    const offline = new CountCache({ ...config, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const repo = new SearchRepository(searchDb, undefined, offline);
      const expected = (await count({})).totalCount;
      expect(await count({}, repo)).toMatchObject({ totalCount: expected, countCached: false });
      expect(await count({}, repo)).toMatchObject({ totalCount: expected, countCached: false });
    } finally {
      await offline.onModuleDestroy();
    }
  });
});
