// The alert search, one event and the e-mail reveal against a hand-made fixture on a database of
// its own: every filter returns exactly its rows, bad criteria are refused, and credits follow the
// rules of ARCHITECTURE §5 under concurrency.
import { randomUUID } from 'node:crypto';
import {
  NOT_ENOUGH_CREDITS_REASON,
  ROLES,
  type AlertSearchCriteriaInput,
  type TriggerEvent,
} from '@leadsignal/contracts';
import type { TestApp } from '../../test/test-app';
import { createUser, login } from '../../test/accounts';
import { createIsolatedApp } from '../../test/isolated-app';
import { ALL_KEYS, insertFixture, keyOf, newestFirst } from './__tests__/alerts.fixture';

describe('alerts', () => {
  let t: TestApp;
  let ids: Map<string, string>;
  const tokens = new Map<string, string>();
  const userIds = new Map<string, string>();

  async function signUpUser(label: string, credits: number): Promise<string> {
    const user = await createUser(t.dataSource, { role: ROLES.user, firstName: label });
    await t.dataSource.query(`UPDATE credit_accounts SET monthly_available_credits = $2 WHERE workspace_id = $1`, [
      user.id,
      credits,
    ]);
    tokens.set(label, await login(t, user.email, user.password));
    userIds.set(label, user.id);
    return label;
  }

  const post = (label: string, path: string, body: unknown) =>
    t.http
      .post(`/api/${path}`)
      .set('Authorization', `Bearer ${tokens.get(label)}`)
      .send(body as object);

  /** Every matching fixture key (one page of 50 holds them all) and the total count. */
  async function search(
    criteria: AlertSearchCriteriaInput,
    label = 'searcher',
  ): Promise<{ keys: string[]; totalCount: number; rows: TriggerEvent[] }> {
    const res = await post(label, 'event/gettriggerevents', {
      isContactNameRequiredSelected: false,
      pageSize: 50,
      ...criteria,
    });
    expect(res.status).toBe(200);
    const rows = res.body.triggerEvents as TriggerEvent[];
    return { keys: rows.map((row) => keyOf(row.url)), totalCount: res.body.totalCount, rows };
  }

  async function expectKeys(criteria: AlertSearchCriteriaInput, expected: string[]): Promise<void> {
    const { keys, totalCount } = await search(criteria);
    expect(keys).toEqual(newestFirst(expected));
    expect(totalCount).toBe(expected.length);
  }

  beforeAll(async () => {
    t = await createIsolatedApp('alerts');
    ids = await insertFixture(t.dataSource);
    await signUpUser('searcher', 0);
  }, 60000);
  afterAll(() => t?.close());

  describe('search', () => {
    it('answers every row newest first, with the exact count, when no criterion is on', async () => {
      const { keys, totalCount } = await search({});
      expect(keys).toEqual(newestFirst(ALL_KEYS));
      expect(totalCount).toBe(20);
    });

    it('pages server-side: page 2 of 10 is the next ten rows, the count stays the total', async () => {
      const res = await post('searcher', 'event/gettriggerevents', {
        isContactNameRequiredSelected: false,
        page: 2,
        pageSize: 10,
      });
      expect(res.status).toBe(200);
      expect(res.body.triggerEvents.map((row: TriggerEvent) => keyOf(row.url))).toEqual(
        newestFirst(ALL_KEYS).slice(10, 20),
      );
      expect(res.body.totalCount).toBe(20);
    });

    it('applies Name Required by default (a first or last name; empty strings do not count)', async () => {
      const res = await post('searcher', 'event/gettriggerevents', { pageSize: 50 });
      const keys = res.body.triggerEvents.map((row: TriggerEvent) => keyOf(row.url));
      const unnamed = ['initech-award', 'hooli-earnings', 'wayne-award'];
      expect(keys).toEqual(newestFirst(ALL_KEYS.filter((key) => !unnamed.includes(key))));
      expect(res.body.totalCount).toBe(17);
    });

    it('maps a row to the TriggerEvent contract', async () => {
      const { rows } = await search({ isCompanyURLsSelected: true, companyURLs: ['natural-foods.com'] });
      expect(rows).toEqual([
        {
          id: ids.get('natural-launch'),
          title: '100% Natural_Foods launches an e-mail ordering app',
          url: 'https://news.test.example/natural-launch',
          type: 'products_and_services',
          datePublished: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          summary: 'Customers order by e-mail.',
          quote: 'Simple.',
          personQuotedName: "Frank O'Brien",
          contactFirstName: 'Frank',
          contactLastName: "O'Brien",
          contactNameSourceDefault: 'https://news.test.example/natural-launch',
          isHasContactEmail: true,
          articleContact: "Frank O'Brien",
          articleJobTitle: 'Job title',
          companyName: '100% Natural_Foods',
          companyUrl: 'https://www.natural-foods.com',
          companyWebsite: 'https://www.natural-foods.com',
          // The app's own logo route (issue 11), not the provider's host.
          companyLogo: '/api/logos/natural-foods.com.svg',
          companyLogoFromS3: '/api/logos/natural-foods.com.svg',
          domain: 'natural-foods.com',
          isViewed: false,
        },
      ]);
      expect(rows[0]).not.toHaveProperty('email');
    });

    const filters: [string, AlertSearchCriteriaInput, string[]][] = [
      [
        'Email Required',
        { isContactEmailRequiredSelected: true },
        [
          'acme-funding',
          'acme-hire',
          'umbrella-legal',
          'muller-expansion',
          'acme-partner',
          'natural-launch',
          'globex-acquires',
          'stark-lease',
          'hooli-departure',
          'piedpiper-funding',
          'initech-credit',
          'globex-rival',
          'societe-app',
          'hooli-funding',
          'umbrella-award',
        ],
      ],
      [
        'Quote Required (an empty quote does not count)',
        { isQuotesRequiredSelected: true },
        [
          'acme-funding',
          'globex-promo',
          'initech-award',
          'muller-expansion',
          'natural-launch',
          'globex-acquires',
          'stark-lease',
          'hooli-departure',
          'piedpiper-funding',
          'globex-rival',
          'societe-app',
          'hooli-funding',
          'umbrella-award',
        ],
      ],
      [
        'event types',
        { isTriggerEventsTypeSelected: true, eventTypes: ['funding', 'awards'] },
        ['acme-funding', 'piedpiper-funding', 'hooli-funding', 'initech-award', 'wayne-award', 'umbrella-award'],
      ],
      ['date range: last day', { isTriggerEventsDateRangeSelected: true, alertDateRangeOption: 1 }, ['acme-funding']],
      [
        'date range: last week',
        { isTriggerEventsDateRangeSelected: true, alertDateRangeOption: 2 },
        ['acme-funding', 'acme-hire', 'muller-expansion', 'natural-launch', 'societe-app'],
      ],
      [
        'date range: last month',
        { isTriggerEventsDateRangeSelected: true, alertDateRangeOption: 3 },
        [
          'acme-funding',
          'acme-hire',
          'muller-expansion',
          'natural-launch',
          'societe-app',
          'globex-promo',
          'acme-partner',
          'stark-lease',
          'hooli-departure',
          'wayne-award',
          'initech-credit',
          'hooli-funding',
          'acme-promotion',
        ],
      ],
      [
        'date range: last 3 months',
        { isTriggerEventsDateRangeSelected: true, alertDateRangeOption: 4 },
        ALL_KEYS.filter((key) => key !== 'umbrella-legal' && key !== 'globex-acquires'),
      ],
      [
        'date range flag with "any time"',
        { isTriggerEventsDateRangeSelected: true, alertDateRangeOption: 0 },
        ALL_KEYS,
      ],
      ['new hire type', { isNewHireTypeSelected: true, newHireType: 'promotion' }, ['globex-promo', 'acme-promotion']],
      [
        'job functions',
        { isContactJobFunctionSelected: true, contactJobFunctions: ['IT', 'Sales'] },
        ['acme-hire', 'natural-launch', 'piedpiper-funding', 'globex-promo', 'acme-promotion'],
      ],
      [
        'job levels',
        { isContactJobLevelSelected: true, contactJobLevels: ['cxo'] },
        [
          'acme-funding',
          'muller-expansion',
          'globex-acquires',
          'hooli-departure',
          'piedpiper-funding',
          'hooli-funding',
        ],
      ],
      [
        'company names, exact and case-insensitive',
        { isCompanyNamesSelected: true, companyNames: ['ACME CORP', 'hooli'] },
        ['acme-funding', 'acme-hire', 'acme-promotion', 'hooli-earnings', 'hooli-departure', 'hooli-funding'],
      ],
      [
        'company names, exact: a part of a name is no match',
        { isCompanyNamesSelected: true, companyNames: ['acme'] },
        [],
      ],
      [
        'company names, partial',
        { isCompanyNamesSelected: true, companyNamesExactMatch: false, companyNames: ['acme'] },
        ['acme-funding', 'acme-hire', 'acme-promotion', 'acme-partner'],
      ],
      [
        'company names, partial: % is a plain character',
        { isCompanyNamesSelected: true, companyNamesExactMatch: false, companyNames: ['100%'] },
        ['natural-launch'],
      ],
      [
        'company names, partial: _ is a plain character',
        { isCompanyNamesSelected: true, companyNamesExactMatch: false, companyNames: ['a_u'] },
        [],
      ],
      [
        'company URLs, exact after normalising to the domain',
        { isCompanyURLsSelected: true, companyURLs: ['https://www.Hooli.com/about', 'globex.io'] },
        ['hooli-earnings', 'hooli-departure', 'hooli-funding', 'globex-promo', 'globex-acquires', 'globex-rival'],
      ],
      [
        'company URLs, partial',
        { isCompanyURLsSelected: true, companyURLsExactMatch: false, companyURLs: ['http://acme'] },
        ['acme-funding', 'acme-hire', 'acme-promotion', 'acme-partner'],
      ],
      [
        'industries',
        { isCompanyIndustriesSelected: true, companyIndustries: ['banking'] },
        ['globex-promo', 'globex-acquires', 'globex-rival', 'societe-app'],
      ],
      [
        'company types',
        { isCompanyTypesSelected: true, companyTypes: ['public_company'] },
        [
          'globex-promo',
          'globex-acquires',
          'globex-rival',
          'umbrella-legal',
          'umbrella-award',
          'hooli-earnings',
          'hooli-departure',
          'hooli-funding',
          'wayne-award',
          'societe-app',
        ],
      ],
      [
        'employee sizes',
        { isCompanyEmployeesSelected: true, companyEmployeeSizes: ['11-50'] },
        ['acme-partner', 'initech-award', 'initech-credit', 'piedpiper-funding'],
      ],
      [
        'revenues',
        { isCompanyRevenuesSelected: true, companyRevenues: ['> $1b'] },
        ['globex-promo', 'globex-acquires', 'globex-rival', 'wayne-award', 'societe-app'],
      ],
      [
        'investors (any of them)',
        { isInvestorsSelected: true, fundingInvestors: ['Raviga Capital', 'Andreessen Horowitz'] },
        ['piedpiper-funding', 'hooli-earnings', 'hooli-departure', 'hooli-funding'],
      ],
      [
        'funding rounds',
        { isFundingRoundSelected: true, fundingRounds: ['Series B'] },
        ['acme-partner', 'muller-expansion', 'piedpiper-funding'],
      ],
      ['country', { isCountriesSelected: true, country: 'United Kingdom' }, ['umbrella-legal', 'umbrella-award']],
      [
        'states, case-insensitive',
        { isStatesSelected: true, states: ['CALIFORNIA'] },
        [
          'acme-funding',
          'acme-hire',
          'hooli-earnings',
          'hooli-departure',
          'piedpiper-funding',
          'hooli-funding',
          'acme-promotion',
        ],
      ],
      [
        'cities, case-insensitive',
        { isCititesSelected: true, cities: ['palo alto'] },
        ['hooli-earnings', 'hooli-departure', 'piedpiper-funding', 'hooli-funding'],
      ],
      [
        'zip codes, case-insensitive',
        { isZipcodesSelected: true, zipCodes: ['sw1a 1aa', '94105'] },
        ['umbrella-legal', 'acme-funding', 'acme-promotion'],
      ],
      [
        'keywords: accents and case do not matter',
        { isTitlesSelected: true, titles: ['zurich'] },
        ['muller-expansion'],
      ],
      [
        'keywords: accented company name typed without accents',
        { isTitlesSelected: true, titles: ['MULLER'] },
        ['muller-expansion'],
      ],
      ['keywords: word prefix in title or summary', { isTitlesSelected: true, titles: ['acqui'] }, ['globex-acquires']],
      [
        'keywords: all words of one keyword, any keyword',
        { isTitlesSelected: true, titles: ['raviga', 'growth round'] },
        ['piedpiper-funding', 'hooli-funding'],
      ],
      ['keywords: punctuation inside a word', { isTitlesSelected: true, titles: ['e-mail'] }, ['natural-launch']],
      ['keywords: tsquery syntax is plain text', { isTitlesSelected: true, titles: ['cloud & !(x'] }, []],
      [
        'a realistic combination: named, e-mail, personnel, California, VP',
        {
          isContactNameRequiredSelected: true,
          isContactEmailRequiredSelected: true,
          isTriggerEventsTypeSelected: true,
          eventTypes: ['personnel'],
          isStatesSelected: true,
          states: ['California'],
          isContactJobLevelSelected: true,
          contactJobLevels: ['vp'],
        },
        ['acme-hire'],
      ],
      [
        'a combination through the place roll-up: US, funding, e-mail',
        {
          isCountriesSelected: true,
          isTriggerEventsTypeSelected: true,
          eventTypes: ['funding'],
          isContactEmailRequiredSelected: true,
        },
        ['acme-funding', 'piedpiper-funding', 'hooli-funding'],
      ],
      [
        'a combination through the day roll-up: last month, quote, personnel',
        {
          isTriggerEventsDateRangeSelected: true,
          alertDateRangeOption: 3,
          isQuotesRequiredSelected: true,
          isTriggerEventsTypeSelected: true,
          eventTypes: ['personnel'],
        },
        ['globex-promo', 'hooli-departure'],
      ],
      ['flags off: values are ignored', { eventTypes: ['funding'], states: ['Texas'], titles: ['acme'] }, ALL_KEYS],
    ];
    it.each(filters)('%s', async (_name, criteria, expected) => {
      await expectKeys(criteria, expected);
    });

    it('an arrival window answers the rows that arrived in (after, until], counted exactly', async () => {
      const [first, second] = ALL_KEYS;
      await t.dataSource.query(
        `UPDATE trigger_events SET ingested_at = CASE id WHEN $1::uuid THEN '2020-01-01T00:00:00.5Z'::timestamptz
           ELSE '2020-01-02T00:00:00Z'::timestamptz END WHERE id = ANY(ARRAY[$1, $2]::uuid[])`,
        [ids.get(first), ids.get(second)],
      );
      const window = { isArrivedWindowSelected: true, arrivedAfter: '2020-01-01T00:00:00Z' };
      await expectKeys({ ...window, arrivedUntil: '2020-01-02T00:00:00Z' }, [first, second]);
      // After is exclusive (to the microsecond), until inclusive; either bound may be left out.
      await expectKeys(
        { ...window, arrivedAfter: '2020-01-01T00:00:00.500000Z', arrivedUntil: '2020-01-03T00:00:00Z' },
        [second],
      );
      await expectKeys({ isArrivedWindowSelected: true, arrivedUntil: '2020-01-01T01:00:01+01:00' }, [first]);
      // The window's flag off: the bounds are ignored.
      await expectKeys({ arrivedAfter: '2020-01-01T00:00:00Z', arrivedUntil: '2020-01-02T00:00:00Z' }, ALL_KEYS);
    });

    it.each([
      ['an unknown field', { isSomethingSelected: true }, /Unknown field/],
      ['page size 15', { pageSize: 15 }, /Page size must be one of 10, 20, 50/],
      ['a list given as a string', { eventTypes: 'funding' }, /eventTypes/],
      ['a flag given as a string', { isTitlesSelected: 'yes' }, /isTitlesSelected/],
      ['page 0', { page: 0 }, /page/],
      ['an unknown date range option', { alertDateRangeOption: 7 }, /alertDateRangeOption/],
      ['an unknown hire type', { newHireType: 'fired' }, /newHireType/],
      ['an arrival bound that is no ISO-8601 timestamp', { arrivedAfter: 'yesterday' }, /arrivedAfter/],
      ['an arrival bound without its time zone', { arrivedUntil: '2026-11-24T13:22:01' }, /arrivedUntil/],
    ])('refuses %s with a 400', async (_name, body, reason) => {
      const res = await post('searcher', 'event/gettriggerevents', body);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].reason).toMatch(reason);
    });

    it('needs a signed-in caller', async () => {
      expect((await t.http.post('/api/event/gettriggerevents').send({})).status).toBe(401);
    });
  });

  describe('one event', () => {
    it('answers the event without its e-mail until it is viewed', async () => {
      const res = await post('searcher', 'event/getById', { id: ids.get('stark-lease') });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: ids.get('stark-lease'),
        articleContact: 'Hank',
        isViewed: false,
        email: null,
      });
    });

    it('answers 404 for an unknown id and 400 for something that is no id', async () => {
      const unknown = await post('searcher', 'event/getById', { id: randomUUID() });
      expect(unknown.status).toBe(404);
      expect((await post('searcher', 'event/getById', { id: 'nope' })).status).toBe(400);
      expect((await post('searcher', 'event/getEmail', { id: randomUUID() })).status).toBe(404);
    });
  });

  describe('e-mail reveal', () => {
    const ledger = (label: string) =>
      t.dataSource.query(
        `SELECT delta, balance_after, reason, reference, idempotency_key FROM credit_ledger WHERE user_id = $1`,
        [userIds.get(label)],
      );
    const credits = async (label: string) =>
      (
        await t.dataSource.query(`SELECT monthly_available_credits AS c FROM credit_accounts WHERE workspace_id = $1`, [
          userIds.get(label),
        ])
      )[0].c;

    it('charges one credit the first time, with a ledger row, and nothing after', async () => {
      await signUpUser('payer', 5);
      const id = ids.get('acme-funding');
      const first = await post('payer', 'event/getEmail', { id });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ data: 'ann@acme.com', isCreditDeducted: true, monthlyAvailableCredit: 4, paidBy: null });
      // The key names what was paid for: the person the alert names (the alert itself when it names nobody).
      const [{ contact_id: person }] = await t.dataSource.query(`SELECT contact_id FROM trigger_events WHERE id = $1`, [
        id,
      ]);
      const paidFor = person ? `prospect:${person}` : `alert:${id}`;
      expect(await ledger('payer')).toEqual([
        {
          delta: -1,
          balance_after: 4,
          reason: 'alert e-mail reveal',
          reference: id,
          idempotency_key: `reveal:${userIds.get('payer')}:${paidFor}`,
        },
      ]);

      const again = await post('payer', 'event/getEmail', { id });
      expect(again.body).toEqual({
        data: 'ann@acme.com',
        isCreditDeducted: false,
        monthlyAvailableCredit: 4,
        paidBy: { name: expect.any(String), on: expect.any(String), byYou: true },
      });
      expect(await credits('payer')).toBe(4);

      const detail = await post('payer', 'event/getById', { id });
      expect(detail.body).toMatchObject({ isViewed: true, email: 'ann@acme.com' });
      const { rows } = await search({ isCompanyNamesSelected: true, companyNames: ['Acme Corp'] }, 'payer');
      expect(rows.find((row) => row.id === id)?.isViewed).toBe(true);
    });

    it("another user's reveal does not make the row viewed for me", async () => {
      const id = ids.get('acme-funding');
      const { rows } = await search({ isCompanyNamesSelected: true, companyNames: ['Acme Corp'] }, 'searcher');
      expect(rows.find((row) => row.id === id)?.isViewed).toBe(false);
      expect((await post('searcher', 'event/getById', { id })).body).toMatchObject({ isViewed: false, email: null });
    });

    it('costs nothing for a row without an e-mail and leaves it unviewed', async () => {
      await signUpUser('no-email', 2);
      const res = await post('no-email', 'event/getEmail', { id: ids.get('globex-promo') });
      expect(res.body).toEqual({ data: null, isCreditDeducted: false, monthlyAvailableCredit: 2, paidBy: null });
      expect(await ledger('no-email')).toEqual([]);
      expect((await post('no-email', 'event/getById', { id: ids.get('globex-promo') })).body.isViewed).toBe(false);
    });

    it('answers 402 with the spec message when no credit is left, and changes nothing', async () => {
      const res = await post('searcher', 'event/getEmail', { id: ids.get('acme-hire') });
      expect(res.status).toBe(402);
      expect(res.body).toEqual({ statusCode: 402, errors: [{ reason: NOT_ENOUGH_CREDITS_REASON }] });
      expect(await ledger('searcher')).toEqual([]);
      expect((await post('searcher', 'event/getById', { id: ids.get('acme-hire') })).body.isViewed).toBe(false);
    });

    it('N concurrent reveals with k credits succeed exactly k times', async () => {
      await signUpUser('racer', 3);
      const withEmail = [
        'acme-hire',
        'umbrella-legal',
        'muller-expansion',
        'acme-partner',
        'natural-launch',
        'globex-acquires',
        'stark-lease',
        'hooli-departure',
      ];
      const results = await Promise.all(withEmail.map((key) => post('racer', 'event/getEmail', { id: ids.get(key) })));
      const paid = results.filter((res) => res.status === 200);
      expect(paid).toHaveLength(3);
      expect(paid.every((res) => res.body.isCreditDeducted === true)).toBe(true);
      expect(results.filter((res) => res.status === 402)).toHaveLength(5);
      expect(await credits('racer')).toBe(0);
      expect((await ledger('racer')).map((row: { balance_after: number }) => row.balance_after).sort()).toEqual([
        0, 1, 2,
      ]);
      const [viewed] = await t.dataSource.query(`SELECT count(*)::int AS n FROM viewed_items WHERE user_id = $1`, [
        userIds.get('racer'),
      ]);
      expect(viewed.n).toBe(3);
    });

    it('two (or more) concurrent reveals of one row cost one credit', async () => {
      await signUpUser('twin', 5);
      const id = ids.get('hooli-funding');
      const results = await Promise.all(Array.from({ length: 6 }, () => post('twin', 'event/getEmail', { id })));
      expect(results.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(results.every((res) => res.body.data === 'mia@hooli.com')).toBe(true);
      expect(results.filter((res) => res.body.isCreditDeducted)).toHaveLength(1);
      expect(await credits('twin')).toBe(4);
      expect(await ledger('twin')).toHaveLength(1);
    });
  });

  describe('count roll-ups', () => {
    it('stay exact through inserts, updates, deletes and truncation', async () => {
      const mismatches = async (q: { query: (sql: string) => Promise<unknown[]> }) =>
        q.query(`
          WITH day AS (
            SELECT (date_published AT TIME ZONE 'UTC')::date AS day, type, has_contact_name, has_contact_email, has_quote, count(*) AS events
              FROM trigger_events GROUP BY 1, 2, 3, 4, 5),
          place AS (
            SELECT coalesce(country, '') AS country, coalesce(lower(state), '') AS state, type, has_contact_name, has_contact_email, has_quote,
                   count(*) AS events
              FROM trigger_events GROUP BY 1, 2, 3, 4, 5, 6),
          contact AS (
            SELECT coalesce(country, '') AS country, type, has_contact_name, has_contact_email, has_quote,
                   coalesce(contact_seniority, '') AS seniority, coalesce(contact_job_function, '') AS job_function,
                   coalesce(hire_type, '') AS hire_type, count(*) AS events
              FROM trigger_events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8),
          company AS (
            SELECT coalesce(country, '') AS country, type, has_contact_name, has_contact_email, has_quote,
                   coalesce(company_employee_size, '') AS employee_size, coalesce(company_revenue_band, '') AS revenue_band,
                   coalesce(company_type, '') AS company_type, count(*) AS events
              FROM trigger_events GROUP BY 1, 2, 3, 4, 5, 6, 7, 8),
          funding AS (
            SELECT coalesce(country, '') AS country, type, has_contact_name, has_contact_email, has_quote,
                   company_investors AS investors, company_funding_rounds AS funding_rounds, count(*) AS events
              FROM trigger_events GROUP BY 1, 2, 3, 4, 5, 6, 7)
          SELECT 'day' AS rollup FROM day FULL JOIN (SELECT * FROM trigger_event_day_counts WHERE events <> 0) r
            USING (day, type, has_contact_name, has_contact_email, has_quote)
            WHERE day.events IS DISTINCT FROM r.events
          UNION ALL
          SELECT 'place' FROM place FULL JOIN (SELECT * FROM trigger_event_place_counts WHERE events <> 0) r
            USING (country, state, type, has_contact_name, has_contact_email, has_quote)
            WHERE place.events IS DISTINCT FROM r.events
          UNION ALL
          SELECT 'contact' FROM contact FULL JOIN (SELECT * FROM trigger_event_contact_counts WHERE events <> 0) r
            USING (country, type, has_contact_name, has_contact_email, has_quote, seniority, job_function, hire_type)
            WHERE contact.events IS DISTINCT FROM r.events
          UNION ALL
          SELECT 'company' FROM company FULL JOIN (SELECT * FROM trigger_event_company_counts WHERE events <> 0) r
            USING (country, type, has_contact_name, has_contact_email, has_quote, employee_size, revenue_band, company_type)
            WHERE company.events IS DISTINCT FROM r.events
          UNION ALL
          SELECT 'funding' FROM funding FULL JOIN (SELECT * FROM trigger_event_funding_counts WHERE events <> 0) r
            USING (country, type, has_contact_name, has_contact_email, has_quote, investors, funding_rounds)
            WHERE funding.events IS DISTINCT FROM r.events`);
      const runner = t.dataSource.createQueryRunner();
      await runner.connect();
      await runner.startTransaction();
      try {
        expect(await mismatches(runner)).toEqual([]);
        await runner.query(
          `UPDATE trigger_events SET type = 'awards', country = 'france', contact_last_name = NULL WHERE type = 'funding'`,
        );
        await runner.query(`UPDATE trigger_events SET quote = NULL, state = 'TEXAS' WHERE country = 'united states'`);
        await runner.query(
          `UPDATE trigger_events SET contact_seniority = 'vp', company_type = NULL, hire_type = NULL WHERE has_contact_email`,
        );
        expect(await mismatches(runner)).toEqual([]);
        await runner.query(`DELETE FROM trigger_events WHERE type = 'personnel'`);
        expect(await mismatches(runner)).toEqual([]);
        await runner.query(`TRUNCATE trigger_events CASCADE`);
        expect(await runner.query(`SELECT count(*)::int AS n FROM trigger_event_day_counts`)).toEqual([{ n: 0 }]);
        await runner.query(`SELECT refresh_trigger_event_counts()`);
        expect(await mismatches(runner)).toEqual([]);
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    });
  });
});
