// Whatever a person types into a search is data (docs/security.md, Text in searches and Dates in criteria), on
// the real API and PostgreSQL with a database of its own: 2,000 generated strings (quotes of every kind, the
// look-alikes unaccent turns into ' " and \, tsquery and LIKE operators, emoji, combining marks, right-to-left
// text) as keywords and names through the three searches, through monitored saved searches (a monitoring run
// and /home), and straight through PostgreSQL's tsquery parser; typographic apostrophes find what plain ones
// find and never become operators; and every date in criteria is bounded to 1900-01-01 … 2100-12-31.
import { QUEUES, type MailJob, type SearchableKind } from '@leadsignal/contracts';
import { NotificationsRepository } from '@leadsignal/notifications';
import { DigestMailer, MonitoringRepository, MonitoringService } from '@leadsignal/saved-searches';
import { prefixTsQuery } from '@leadsignal/search';
import { APP_CONFIG, redisConnectionOptions, type Env } from '@leadsignal/server-core';
import { Queue } from 'bullmq';
import { signedInUser } from '../test/accounts';
import { createIsolatedApp } from '../test/isolated-app';
import type { TestApp } from '../test/test-app';

jest.setTimeout(300_000);

/** mulberry32: a small seeded generator, so every run sends the same strings. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every character PostgreSQL's unaccent.rules turns into ' " or \ (ŉ into 'n). */
const UNACCENT_QUOTES = [...'ŉʹʺʻʼʽˈ‘’‛“”‟′″∖〝〞﹨＂＇＼'];
const PIECES = [
  ...UNACCENT_QUOTES,
  ...[...'\'"\\`´‚„‹›«»‵'],
  ...['&', '|', '!', ':', '*', '(', ')', '<->', '<2>', ':*', ':A', "''", '\\\\', "\\'", '%', '_', '--', ';', '$1'],
  ...['–', '—', '−', '‐', '⑴', '⒜', '©', '‼', '﹠', '｜', '＊', '（', '：', '≪', '￫', 'ﬁ', 'ǅ', 'İ', 'ß'],
  ...['🚀', '👩‍💻', '🇺🇸', '😀', '\u0301', '\u0308', '\u20DD', 'e\u0301', '\u200B', '\u200D', '\uFEFF', '\u2028'],
  ...['שלום', 'مرحبا', '\u202E', '\u200F', '\u200E', '東京', 'Zürich', 'Société'],
  ...['a', 'O', 'Brien', 'zzzzqqq', 'acme', 'cfo', '42', 'x'],
];
const SPACES = [' ', ' ', ' ', '\u00A0', '\u3000', '\u2003'];
const MAX_TERM = 300;

/** `count` strings a person could type into a search field (no control character, non-blank, ≤ 300 characters). */
function fuzzStrings(count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const fixed = [...UNACCENT_QUOTES, 'a’:*|’zzzzqqq', 'O’Brien', "'", '\\', "''", "\\'", ':*', '!', '<->', "a' | 'b"];
  const strings = [...fixed];
  while (strings.length < count) {
    const pieces = random() < 0.05 ? 60 + Math.floor(random() * 80) : 1 + Math.floor(random() * 12);
    let text = pick(PIECES);
    for (let i = 1; i < pieces; i++) text += (random() < 0.3 ? pick(SPACES) : '') + pick(PIECES);
    text = Array.from(text).slice(0, MAX_TERM).join('');
    strings.push(text.trim() === '' ? `${text}x` : text);
  }
  return strings;
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

interface Kind {
  kind: SearchableKind;
  search: string;
  saveSearch: string;
  rows: string;
  /** Criteria searching these keywords (alerts: titles). */
  keywords(terms: string[]): object;
  /** Criteria searching these names (company names; prospects: job titles), partly or exactly. */
  names(terms: string[], exactMatch: boolean): object;
}

const KINDS: Kind[] = [
  {
    kind: 'alerts',
    search: 'event/gettriggerevents',
    saveSearch: 'event/saveSearch',
    rows: 'triggerEvents',
    keywords: (terms) => ({ isContactNameRequiredSelected: false, isTitlesSelected: true, titles: terms }),
    names: (terms, exactMatch) => ({
      isContactNameRequiredSelected: false,
      isCompanyNamesSelected: true,
      companyNames: terms,
      companyNamesExactMatch: exactMatch,
    }),
  },
  {
    kind: 'companies',
    search: 'company/registered/search',
    saveSearch: 'company/registered/saveSearch',
    rows: 'companies',
    keywords: (terms) => ({ isKeywordsSelected: true, keywords: terms }),
    names: (terms, exactMatch) => ({
      isCompanyNamesSelected: true,
      companyNames: terms,
      companyNamesExactMatch: exactMatch,
    }),
  },
  {
    kind: 'prospects',
    search: 'prospect/search',
    saveSearch: 'prospect/saveSearch',
    rows: 'prospects',
    // The prospect's company by the same keywords: the nested criteria go through the same compiler.
    keywords: (terms) => ({
      isKeywordsSelected: true,
      keywords: terms,
      company: { isKeywordsSelected: true, keywords: terms },
    }),
    names: (terms, exactMatch) => ({ isJobTitlesSelected: true, jobTitles: terms, jobTitlesExactMatch: exactMatch }),
  },
];

describe('text and dates in searches', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signedInUser>>;
  /** Rows of each kind in the fixture (every search without criteria finds them all). */
  const fixtureCount: Record<SearchableKind, number> = { alerts: 0, companies: 0, prospects: 0 };

  const post = (path: string, body: object) =>
    t.http.post(`/api/${path}`).set('Authorization', `Bearer ${owner.token}`).send(body);
  const get = (path: string) => t.http.get(`/api/${path}`).set('Authorization', `Bearer ${owner.token}`);

  beforeAll(async () => {
    // Thousands of searches by one user in a minute, many of them "heavy" by cost: the fair-share budget and cap
    // (security.md "Fair share", tested in search-limits and search-fairness) are off here, so every string
    // reaches the compiler and the database.
    t = await createIsolatedApp('search_input', { SEARCH_HEAVY_PER_MINUTE: '0', SEARCH_HEAVY_CONCURRENCY: '0' });
    owner = await signedInUser(t);
    // O'Brien spelt with a plain and a typographic apostrophe, and in every kind words starting with "ana" (so with
    // "a", which an injected `'a':* | …` would match).
    const companies = [
      ["O'Brien Holdings", 'obrien-holdings.example'],
      ['O’Brien Partners', 'obrien-partners.example'],
      ['Acme Analytics', 'acme.example'],
      ['Globex', 'globex.example'],
    ];
    for (const [name, domain] of companies) {
      await t.dataSource.query(`INSERT INTO companies (name, domain, description) VALUES ($1, $2, $3)`, [
        name,
        domain,
        `${name} advises on accounting and audits`,
      ]);
    }
    const people = [
      ['Frank', "O'Brien", 'Chief Financial Officer', 'obrien-holdings.example'],
      ['Siobhan', 'O’Brien', 'Head of Sales', 'obrien-partners.example'],
      ['Ada', 'Lovelace', 'Analyst', 'acme.example'],
    ];
    for (const [first, last, title, domain] of people) {
      await t.dataSource.query(
        `INSERT INTO contacts (first_name, last_name, job_title, company_id, company_name)
         SELECT $1, $2, $3, id, name FROM companies WHERE domain = $4`,
        [first, last, title, domain],
      );
    }
    const events = [
      ["Frank O'Brien appointed CFO at Acme", "O'Brien Holdings"],
      ['Siobhan O’Brien joins as Head of Sales', 'O’Brien Partners'],
      ['Acme announces an analytics office in Austin', 'Acme Analytics'],
      ['Globex raises a Series B', 'Globex'],
    ];
    for (const [i, [title, company]] of events.entries()) {
      await t.dataSource.query(
        `INSERT INTO trigger_events (title, url, type, date_published, company_name)
         VALUES ($1, $2, 'personnel', now() - $3::int * interval '1 day', $4)`,
        [title, `https://news.example/search-input/${i}`, i, company],
      );
    }
    Object.assign(fixtureCount, { alerts: events.length, companies: companies.length, prospects: people.length });
  }, 120_000);
  afterAll(() => t?.close());

  /** The rows and count of a search (status asserted 200). */
  async function search(kind: Kind, criteria: object): Promise<{ texts: string[]; totalCount: number }> {
    const res = await post(kind.search, { pageSize: 50, ...criteria });
    expect({ status: res.status, body: res.status === 200 ? null : res.body }).toEqual({ status: 200, body: null });
    const rows = res.body[kind.rows] as Record<string, unknown>[];
    return { texts: rows.map((row) => JSON.stringify(row)), totalCount: res.body.totalCount };
  }

  describe('any text is data', () => {
    const strings = fuzzStrings(2000, 23);

    it('2,000 generated strings as keywords and names: every search answers, none with a server error', async () => {
      let requests = 0;
      const statuses = new Map<number, number>();
      /** Strings (alone) whose search did not answer 200, with the answer. */
      const failures: { kind: string; what: string; term: string; status: number; body: unknown }[] = [];
      const send = async (kind: Kind, what: string, terms: string[], criteria: (terms: string[]) => object) => {
        const res = await post(kind.search, criteria(terms));
        requests += 1;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 200) return;
        // Find the string(s) of the batch that fail on their own, to name them.
        for (const term of terms) {
          const alone = await post(kind.search, criteria([term]));
          if (alone.status !== 200)
            failures.push({ kind: kind.kind, what, term, status: alone.status, body: alone.body });
        }
      };
      for (const kind of KINDS) {
        for (const batch of chunks(strings, 50)) await send(kind, 'keywords', batch, kind.keywords);
        for (const batch of chunks(strings, 20))
          await send(kind, 'partial names', batch, (terms) => kind.names(terms, false));
        for (const batch of chunks(strings, 200))
          await send(kind, 'exact names', batch, (terms) => kind.names(terms, true));
      }
      const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((n, [, count]) => n + count, 0);
      console.log(
        `fuzz: ${strings.length} strings × ${KINDS.length} searches (keywords, partial and exact names; ${requests} requests), ` +
          `${serverErrors} server errors, answers ${JSON.stringify(Object.fromEntries(statuses))}`,
      );
      expect(failures).toEqual([]);
      expect(Object.fromEntries(statuses)).toEqual({ 200: requests });
    });

    it('PostgreSQL reads each string as words, never as an operator of its own', async () => {
      // One keyword's tsquery ANDs its words (<-> joins the parts of one word); an OR or a NOT can only come from
      // the text. Lexemes are stripped (quoted, '' inside) before looking for operators.
      const queries = strings.map((text) => prefixTsQuery([text])).filter((query): query is string => query !== null);
      const rows: { parsed: string }[] = await t.dataSource.query(
        `SELECT to_tsquery('simple', ls_unaccent(q))::text AS parsed FROM unnest($1::text[]) q`,
        [queries],
      );
      const withOperators = rows
        .map((row) => row.parsed)
        .filter((parsed) => /[|!]/.test(parsed.replace(/'(?:[^']|'')*'/g, '')));
      console.log(`fuzz: ${queries.length} keyword strings parsed by to_tsquery, ${withOperators.length} with | or !`);
      expect(withOperators).toEqual([]);
    });

    it('monitored saved searches holding them: monitoring runs them all and /home answers for their owner', async () => {
      const saved: string[] = [];
      for (const kind of KINDS) {
        for (const [i, batch] of chunks(strings, 50).entries()) {
          const criteria = { ...kind.keywords(batch), ...kind.names(batch.slice(0, 20), false) };
          const res = await post(kind.saveSearch, {
            name: `Fuzz ${kind.kind} ${i + 1}`,
            searchCriteria: JSON.stringify(criteria),
            enableNotification: true,
          });
          expect({ status: res.status, body: res.status === 201 ? null : res.body }).toEqual({
            status: 201,
            body: null,
          });
          saved.push(res.body.id);
        }
      }
      // The fixture arrived after the searches' watermark, so the run evaluates every search over it.
      await t.dataSource.query(`UPDATE saved_searches SET watermark = now() - interval '1 hour' WHERE user_id = $1`, [
        owner.id,
      ]);
      const queue = new Queue<MailJob>(QUEUES.mail, {
        connection: redisConnectionOptions(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'worker'),
        prefix: process.env.REDIS_PREFIX,
      });
      try {
        const monitoring = new MonitoringService(
          t.app.get<Env>(APP_CONFIG),
          t.dataSource,
          new MonitoringRepository(t.dataSource),
          new DigestMailer(queue),
          new NotificationsRepository(t.dataSource),
        );
        // It throws (MonitoringRunError) when any search of the user fails.
        const run = await monitoring.run();
        expect(run.users).toBe(1);
        const [{ due }] = await t.dataSource.query(
          `SELECT count(*)::int AS due FROM saved_searches WHERE user_id = $1 AND watermark < $2::timestamptz`,
          [owner.id, run.cutoff],
        );
        expect(due).toBe(0);
      } finally {
        await queue.close();
      }

      await post('home/visit', {}).expect(200);
      const home = await get('home/monitored-searches').expect(200);
      expect(home.body.searches).toHaveLength(saved.length);
      expect(home.body.searches.filter((s: { newMatches: unknown }) => typeof s.newMatches !== 'number')).toEqual([]);
      await post('event/setDefaultEventSearch', { id: saved[0] }).expect(200);
      const trend = await get('home/trigger-event-trend').expect(200);
      expect(trend.body.criteriaError).toBeNull();
      console.log(
        `fuzz: ${strings.length} strings in ${saved.length} monitored searches, monitoring run and /home answered`,
      );
    });
  });

  describe.each(KINDS)('typographic apostrophes in $kind keywords', (kind) => {
    it('a’:*|’zzzzqqq is literal text: it matches what "a zzzzqqq" matches (nothing), not a:* OR zzzzqqq:*', async () => {
      // Rows with words starting with "a" exist, so an injected `'a':* | 'zzzzqqq':*` would find them.
      expect((await search(kind, kind.keywords(['ana']))).totalCount).toBeGreaterThan(0);
      expect((await search(kind, kind.keywords(['zzzzqqq']))).totalCount).toBe(0);
      expect((await search(kind, kind.keywords(['a zzzzqqq']))).totalCount).toBe(0);
      expect((await search(kind, kind.keywords(['a’:*|’zzzzqqq']))).totalCount).toBe(0);
      expect((await search(kind, kind.keywords(["a':*|'zzzzqqq"]))).totalCount).toBe(0);
    });

    it.each(['O’Brien', "O'Brien", 'Oʼbrien', 'o‘brien'])(
      "%s finds the rows of O’Brien and of O'Brien",
      async (term) => {
        const { texts, totalCount } = await search(kind, kind.keywords([term]));
        expect(totalCount).toBe(2);
        expect(texts.filter((text) => text.includes("O'Brien"))).toHaveLength(1);
        expect(texts.filter((text) => text.includes('O’Brien'))).toHaveLength(1);
      },
    );
  });

  describe.each(KINDS)('dates in $kind criteria', (kind) => {
    it.each(['0000-01-01T00:00:00Z', '1899-12-31T23:59:59Z', '2101-01-01T00:00:00Z'])(
      '%s is refused with a 400 naming the field',
      async (instant) => {
        for (const field of ['arrivedAfter', 'arrivedUntil']) {
          const res = await post(kind.search, { isArrivedWindowSelected: true, [field]: instant });
          expect({ status: res.status, body: res.body }).toEqual({
            status: 400,
            body: {
              statusCode: 400,
              errors: [{ field, reason: `${field}: Must be a date from 1900-01-01 to 2100-12-31.` }],
            },
          });
        }
      },
    );

    it('1900-01-01 and 2100-12-31 are searched (every row arrived between them)', async () => {
      const { totalCount } = await search(kind, {
        ...(kind.kind === 'alerts' ? { isContactNameRequiredSelected: false } : {}),
        isArrivedWindowSelected: true,
        arrivedAfter: '1900-01-01T00:00:00Z',
        arrivedUntil: '2100-12-31T23:59:59Z',
      });
      expect(totalCount).toBe(fixtureCount[kind.kind]);
    });
  });
});
