// One user cannot starve search for everyone (issue 15, item 1; across API processes and heavy searches: issue
// 23, item 5), with the real API and PostgreSQL. A search
// is made to hang deterministically by holding an exclusive lock on trigger_events from another connection
// (every search statement waits on it), which lets these specs see what runs, what is refused, what is
// cancelled and what times out — no timings asserted.
import type { AddressInfo } from 'node:net';
import { waitFor } from '@leadsignal/testing';
import { Client } from 'pg';
import { createIsolatedApp } from '../../test/isolated-app';
import { createTestApp } from '../../test/test-app';
import { createUser, login } from '../../test/accounts';
import type { TestApp } from '../../test/test-app';

/** An isolated app created with these variables set (put back afterwards). */
function appWith(label: string, env: Record<string, string>): Promise<TestApp> {
  return withEnv(env, () => createIsolatedApp(label));
}

/** What `make` returns, made with these variables set (put back afterwards). */
async function withEnv<T>(env: Record<string, string>, make: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await make();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** Holds ACCESS EXCLUSIVE on trigger_events until released: every search statement waits for it. */
async function lockTriggerEvents(databaseUrl: string): Promise<{ release(): Promise<void> }> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('BEGIN');
  await client.query('LOCK TABLE trigger_events IN ACCESS EXCLUSIVE MODE');
  return {
    release: async () => {
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

describe('search limits', () => {
  describe('connections, concurrency and cancellation', () => {
    let t: TestApp;
    let baseUrl: string;
    let databaseUrl: string;
    const tokens: Record<string, string> = {};

    /** A search over HTTP (to the first API process unless told) that can be abandoned like a closed tab. */
    function search(user: string, body: object, server = baseUrl) {
      const controller = new AbortController();
      const response = fetch(`${server}/api/event/gettriggerevents`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[user]}` },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      return { response, abort: () => controller.abort() };
    }

    /**
     * Search statements running now, by whether they filter on the city (the heavy user's criterion), and how
     * many of the heavy ones are pages (not counts).
     */
    async function activeSearches(): Promise<{ heavy: number; other: number; heavyPages: number }> {
      const rows: { heavy: boolean; n: number; pages: number }[] = await t.dataSource.query(
        `SELECT query LIKE '%e.city%' AS heavy, count(*)::int AS n,
                count(*) FILTER (WHERE query LIKE '%WITH page AS%')::int AS pages
         FROM pg_stat_activity
         WHERE datname = current_database() AND application_name = 'leadsignal-search' AND state = 'active'
         GROUP BY 1`,
      );
      return {
        heavy: rows.find((row) => row.heavy)?.n ?? 0,
        other: rows.find((row) => !row.heavy)?.n ?? 0,
        heavyPages: rows.find((row) => row.heavy)?.pages ?? 0,
      };
    }

    const heavy = { isContactNameRequiredSelected: false, isCititesSelected: true, cities: ['Austin'] };
    /** A second API process on the same database and Redis (another replica, or another process of a cluster). */
    let second: TestApp;
    let secondUrl: string;

    beforeAll(async () => {
      // Six search connections, two searches per user: one user can hold at most four of them.
      const settings = {
        SEARCH_POOL_SIZE: '6',
        SEARCH_CONCURRENCY_PER_USER: '2',
        SEARCH_STATEMENT_TIMEOUT_MS: '60000',
      };
      t = await appWith('searchlimits', settings);
      await t.app.listen(0, '127.0.0.1');
      baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
      databaseUrl = (t.dataSource.options as { url: string }).url;
      second = await withEnv({ ...settings, DATABASE_URL: databaseUrl }, createTestApp);
      await second.app.listen(0, '127.0.0.1');
      secondUrl = `http://127.0.0.1:${(second.app.getHttpServer().address() as AddressInfo).port}`;
      for (const name of ['heavy', 'other']) {
        const user = await createUser(t.dataSource, { firstName: name });
        tokens[name] = await login(t, user.email, user.password);
      }
      // One event the heavy search matches (no contact name, so the default search still finds none): with
      // a day of events to count, its count reads trigger_events (and waits on the lock) like its page; on
      // an empty table the count is known to be 0 without reading it.
      await t.dataSource.query(
        `INSERT INTO trigger_events (title, url, type, date_published, city)
         VALUES ('Austin office opens', 'https://news.example/search-limits', 'corporate_expansion', now(), 'Austin')`,
      );
    }, 60000);
    afterAll(async () => {
      await second?.close();
      await t?.close();
    });

    it('refuses a third concurrent search of one user, keeps connections for others, health and sign-in, and cancels what a client abandons', async () => {
      const lock = await lockTriggerEvents(databaseUrl);
      try {
        const first = search('heavy', heavy);
        const second = search('heavy', heavy);
        await waitFor(async () => ((await activeSearches()).heavy === 4 ? true : undefined));

        // The third is refused at once, with a reason, while the two are still running.
        const third = await search('heavy', heavy).response;
        expect(third.status).toBe(429);
        expect(((await third.json()) as { errors: { reason: string }[] }).errors[0].reason).toBe(
          'You already have 2 searches running. Wait for them to finish, then search again.',
        );

        // Another user's default search still gets its connections (its page waits on the same lock).
        const other = search('other', {});
        await waitFor(async () => ((await activeSearches()).other >= 1 ? true : undefined));
        expect((await activeSearches()).heavy).toBe(4);

        // Readiness and sign-in use the main pool, which searches never touch.
        const ready = await fetch(`${baseUrl}/api/health/ready`);
        expect(ready.status).toBe(200);
        const user = await createUser(t.dataSource);
        expect((await login(t, user.email, user.password)).length).toBeGreaterThan(20);

        // A client that gives up: its statements stop in PostgreSQL at once, not when the time limit ends.
        first.abort();
        await expect(first.response).rejects.toThrow();
        await waitFor(async () => ((await activeSearches()).heavy === 2 ? true : undefined), 10000);

        await lock.release();
        const [otherAnswer, secondAnswer] = await Promise.all([other.response, second.response]);
        expect(otherAnswer.status).toBe(200);
        expect(secondAnswer.status).toBe(200);
        expect(await otherAnswer.json()).toEqual({ triggerEvents: [], totalCount: 0 });
      } finally {
        await lock.release().catch(() => undefined);
      }
    });

    it("counts one user's running searches across API processes", async () => {
      const lock = await lockTriggerEvents(databaseUrl);
      try {
        const first = search('heavy', heavy);
        const other = search('heavy', heavy, secondUrl);
        // Both pages wait on the lock (their counts may come from the count cache, filled by the test above).
        await waitFor(async () => ((await activeSearches()).heavyPages === 2 ? true : undefined));

        // Two running, one in each process: a third is refused by either.
        for (const server of [baseUrl, secondUrl]) {
          const third = await search('heavy', heavy, server).response;
          expect(third.status).toBe(429);
          expect(await third.json()).toEqual({
            statusCode: 429,
            errors: [{ reason: 'You already have 2 searches running. Wait for them to finish, then search again.' }],
          });
        }

        await lock.release();
        expect((await first.response).status).toBe(200);
        expect((await other.response).status).toBe(200);
        // Their slots are given back: the user searches again, twice at once, in the second process.
        const again = await Promise.all([search('heavy', heavy, secondUrl).response, search('heavy', {}).response]);
        expect(again.map((res) => res.status)).toEqual([200, 200]);
      } finally {
        await lock.release().catch(() => undefined);
      }
    });

    it('bounds the work one criterion may ask for (400, nothing run)', async () => {
      const many = (n: number) => Array.from({ length: n }, (_, i) => `acme ${i}`);
      const partial = await search('heavy', {
        isCompanyNamesSelected: true,
        companyNamesExactMatch: false,
        companyNames: many(1000),
      }).response;
      expect(partial.status).toBe(400);
      expect(await partial.json()).toEqual({
        statusCode: 400,
        errors: [
          {
            reason: 'companyNames: Partial matching takes at most 20 terms; turn Exact Match on to search for more.',
            field: 'companyNames',
          },
        ],
      });
      const keywords = await search('heavy', { isTitlesSelected: true, titles: many(51) }).response;
      expect(keywords.status).toBe(400);
      // Exact names are one index lookup, whatever their number.
      const exact = await search('heavy', { isCompanyNamesSelected: true, companyNames: many(1000) }).response;
      expect(exact.status).toBe(200);
    });
  });

  describe('heavy searches', () => {
    let t: TestApp;
    let token: string;
    /** Ten keywords: a heavy search (libs/search compiler/cost.ts). */
    const heavy = { isTitlesSelected: true, titles: Array.from({ length: 10 }, (_, i) => `keyword${i}`) };

    beforeAll(async () => {
      t = await appWith('heavysearch', { SEARCH_HEAVY_PER_MINUTE: '2' });
      const user = await createUser(t.dataSource);
      token = await login(t, user.email, user.password);
    }, 60000);
    afterAll(() => t?.close());

    const search = (body: object) =>
      t.http.post('/api/event/gettriggerevents').set('Authorization', `Bearer ${token}`).send(body);

    it("answers 429 with Retry-After beyond the user's heavy searches a minute, and still runs light ones", async () => {
      await search(heavy).expect(200);
      await search({ ...heavy, page: 2 }).expect(200);
      const refused = await search({ ...heavy, page: 3 }).expect(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(refused.body).toEqual({
        statusCode: 429,
        errors: [
          {
            reason:
              'You have run 2 complex searches (many keywords, partial matches or an unusual sort) in the last minute, ' +
              `the most allowed. Try again in ${retryAfter} seconds, or narrow the search (fewer terms, Exact Match on).`,
          },
        ],
      });
      // Nine keywords are light: the same user searches on.
      await search({ ...heavy, titles: heavy.titles.slice(0, 9) }).expect(200);
      // An export's count of heavy criteria is heavy too.
      const exported = await t.http
        .post('/api/event/downloadAllTriggerEvents')
        .set('Authorization', `Bearer ${token}`)
        .send({ ...heavy, csvDownloadName: 'heavy' })
        .expect(429);
      expect(exported.headers['retry-after']).toMatch(/^\d+$/);
    });
  });

  describe('statement time limit', () => {
    let t: TestApp;
    let token: string;

    beforeAll(async () => {
      t = await appWith('searchtimeout', { SEARCH_STATEMENT_TIMEOUT_MS: '500' });
      const user = await createUser(t.dataSource);
      token = await login(t, user.email, user.password);
    }, 60000);
    afterAll(() => t?.close());

    it('stops a search that runs too long and answers 503 with a reason in the error shape', async () => {
      const lock = await lockTriggerEvents((t.dataSource.options as { url: string }).url);
      try {
        const res = await t.http
          .post('/api/event/gettriggerevents')
          .set('Authorization', `Bearer ${token}`)
          .send({ isContactNameRequiredSelected: false })
          .expect(503);
        expect(res.body.errors[0].reason).toBe(
          'The search took longer than 0.5 seconds and was stopped. Narrow it down (fewer terms, Exact Match on, a date range) and try again.',
        );
      } finally {
        await lock.release();
      }
      await t.http.post('/api/event/gettriggerevents').set('Authorization', `Bearer ${token}`).send({}).expect(200);
    });
  });
});
