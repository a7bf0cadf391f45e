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
import { BAND_MS, bandableCount, cacheableCount, CountCache } from './count-cache';
import { searchKindDefinition } from './kinds';
import { SearchRepository } from './search.repository';

jest.setTimeout(60_000);

const USER_ID = '00000000-0000-4000-8000-000000000001';
const companies = searchKindDefinition('companies');
const prospects = searchKindDefinition('prospects');
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
    // No day holds a company any more: 0 without counting anything.
    expect(await count(partial)).toMatchObject({ totalCount: 0 });
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

  describe('by days', () => {
    /** Every statement the search connections run, in order. */
    let statements: { sql: string; params: unknown[] }[] = [];
    let spied: SearchDatabase;
    let banded: SearchRepository;
    let plain: SearchRepository;
    /** The UTC midnight starting the day of an instant. */
    const DAY_OF = (ms: number) => ms - (ms % BAND_MS);
    const dayCounts = () => statements.filter((s) => s.sql.includes('AS days'));
    const people = (input: object) => ({ ...prospectSearchCriteriaSchema.parse(input), page: 1, pageSize: 20 });
    /** n engineers added `daysAgo` days ago. */
    const addEngineers = (n: number, daysAgo: number, db: { query: DataSource['query'] } = dataSource) =>
      db.query(
        `INSERT INTO contacts (first_name, last_name, job_title, created_at)
         SELECT 'Ada', 'Lovelace' || i, 'Software Engineer', now() - make_interval(days => $2::int) - interval '1 hour'
           FROM generate_series(1, $1::int) AS i`,
        [n, daysAgo],
      );
    const engineers = people({ isKeywordsSelected: true, keywords: ['engineer'] });

    beforeAll(() => {
      spied = Object.create(searchDb) as SearchDatabase;
      spied.query = ((sql: string, params: unknown[], ...rest: never[]) => {
        statements.push({ sql, params });
        return searchDb.query(sql, params, ...rest);
      }) as SearchDatabase['query'];
      banded = new SearchRepository(spied, undefined, cache);
      plain = new SearchRepository(searchDb);
    });
    beforeEach(async () => {
      statements = [];
      await dataSource.query(`TRUNCATE contacts CASCADE`);
    });

    it('keeps a count of rows per day of the banded column, and bands only what is safe to', () => {
      const sql = new SearchRepository(null as unknown as SearchDatabase);
      const compiled = (kind: 'alerts' | 'prospects', criteria: object) =>
        sql.compile(searchKindDefinition(kind), USER_ID, { ...criteria, page: 1, pageSize: 20 } as never).count;
      const keyword = compiled(
        'alerts',
        alertSearchCriteriaSchema.parse({ isTitlesSelected: true, titles: ['merger'] }),
      );
      expect(keyword.banded).toMatchObject({ table: 'trigger_events', column: 'e.date_published', interval: null });
      expect(bandableCount(keyword.banded!)).toBe(true);
      // The range on the banded column leaves the conditions: the days inside it are counted without it.
      const ranged = compiled(
        'alerts',
        alertSearchCriteriaSchema.parse({
          isTitlesSelected: true,
          titles: ['merger'],
          isTriggerEventsDateRangeSelected: true,
          alertDateRangeOption: 3,
        }),
      );
      expect(ranged.banded).toMatchObject({ where: keyword.banded!.where, interval: '1 month' });
      expect(bandableCount(ranged.banded!)).toBe(true);
      // Roll-up counts are not banded; a list read (another table) is banded but not cacheable by days.
      expect(compiled('alerts', alertSearchCriteriaSchema.parse({})).banded).toBeUndefined();
      const listed = compiled('prospects', people({ isListSelected: true, listId: randomUUID() }));
      expect(bandableCount(listed.banded!)).toBe(false);
    });

    it('bands each kind by the column its table’s triggers stamp', async () => {
      const triggers: { table: string; args: string }[] = await dataSource.query(
        `SELECT tgrelid::regclass::text AS table, encode(tgargs, 'escape') AS args
           FROM pg_trigger WHERE tgname LIKE '%\\_band\\_insert'`,
      );
      const stamped = Object.fromEntries(triggers.map((t) => [t.table, t.args.replace(/\\000$/, '')]));
      for (const kind of ['alerts', 'companies', 'prospects'] as const) {
        const definition = searchKindDefinition(kind);
        expect([kind, stamped[definition.table]]).toEqual([kind, definition.countBand]);
      }
    });

    it('counts again only the days a write touched', async () => {
      for (const daysAgo of [3, 10, 17, 24, 31]) await addEngineers(4, daysAgo);
      expect(await banded.search(prospects, USER_ID, engineers)).toMatchObject({ totalCount: 20, countCached: false });
      expect(dayCounts()).toHaveLength(1);
      expect(await banded.search(prospects, USER_ID, engineers)).toMatchObject({ totalCount: 20, countCached: true });
      expect(dayCounts()).toHaveLength(1);

      // Two people added now: only today is counted again, the five older days come from Redis.
      await addEngineers(2, 0);
      statements = [];
      expect(await banded.search(prospects, USER_ID, engineers)).toMatchObject({ totalCount: 22, countCached: false });
      // The newest day: from its midnight on, no upper bound; a few rows, so read through the date index.
      const [recount] = dayCounts();
      expect(recount.params.slice(-2)).toEqual(['contacts', new Date(DAY_OF(Date.now() - 3_600_000)).toISOString()]);
      expect(recount.sql).toContain(') IS TRUE');
      // An update moving a person of an older day out of the search: that day again (both bounds), exact.
      // TypeORM answers an UPDATE … RETURNING with [rows, affected].
      const [[moved]]: [{ created_at: Date }[], number] = await dataSource.query(
        `UPDATE contacts SET job_title = 'Baker'
          WHERE id = (SELECT id FROM contacts WHERE created_at < now() - interval '16 days'
                        AND created_at > now() - interval '18 days' LIMIT 1)
          RETURNING created_at`,
      );
      statements = [];
      expect(await banded.search(prospects, USER_ID, engineers)).toMatchObject({ totalCount: 21, countCached: false });
      const day = DAY_OF(moved.created_at.getTime());
      expect(dayCounts().map((s) => s.params.slice(-3))).toEqual([
        ['contacts', new Date(day).toISOString(), new Date(day + BAND_MS).toISOString()],
      ]);
      expect(await banded.search(prospects, USER_ID, engineers)).toMatchObject({ totalCount: 21, countCached: true });
    });

    it('sums whole days of a relative date range from the cache and counts its first day live, exactly', async () => {
      // Two people a day for 120 days (an hour before now): every range starts inside a day that has rows.
      for (let day = 0; day < 120; day++) await addEngineers(2, day);
      for (const option of [1, 2, 3]) {
        const criteria = { ...engineers, isDateAddedRangeSelected: true, dateAddedRangeOption: option };
        const expected = (await plain.search(prospects, USER_ID, criteria)).totalCount;
        expect(expected).toBeGreaterThan(0);
        const first = await banded.search(prospects, USER_ID, criteria);
        expect(first.totalCount).toBe(expected);
        statements = [];
        const again = await banded.search(prospects, USER_ID, criteria);
        expect(again).toMatchObject({ totalCount: expected, countCached: true });
        // Only the range's first day was counted, from the rows; a year back holds no one, so nothing was.
        expect(dayCounts()).toHaveLength(0);
        expect(statements.some((s) => s.sql.includes('AS first_day'))).toBe(option !== 3);
      }
    });

    it('does not add a cached day to a day written after it was read: counted again, the answer of one moment', async () => {
      for (const daysAgo of [3, 10, 17]) await addEngineers(5, daysAgo);
      expect(await banded.search(prospects, USER_ID, engineers)).toMatchObject({ totalCount: 15 });
      await addEngineers(1, 0); // today is now new; the three older days stay cached
      // Between reading the versions and counting today, someone adds an engineer in a cached day.
      let wrote = false;
      const racing = Object.create(searchDb) as SearchDatabase;
      racing.query = (async (sql: string, params: unknown[], ...rest: never[]) => {
        const rows = await searchDb.query(sql, params, ...rest);
        if (!wrote && sql.includes('search_data_version d')) {
          wrote = true;
          await addEngineers(1, 17);
        }
        return rows;
      }) as SearchDatabase['query'];
      const result = await new SearchRepository(racing, undefined, cache).search(prospects, USER_ID, engineers);
      expect(wrote).toBe(true);
      expect(result.totalCount).toBe(17);
      expect(await plain.search(prospects, USER_ID, engineers)).toMatchObject({ totalCount: 17 });
    });
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
