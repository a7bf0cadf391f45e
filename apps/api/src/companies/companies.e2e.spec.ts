// Registered companies end to end against a hand-made fixture on a database of its own: every criterion
// filters what it says, sorting and paging agree with the exact count, one company in detail, logos the
// app draws itself, the saved-search rules, both downloads (the export-all through a real worker process)
// with their credits, a company list opened and exported by the list criterion, and another user reaching
// nothing of yours.
import type { ChildProcess } from 'node:child_process';
import {
  CsvDownloadStatus,
  ROLES,
  UI_MESSAGES,
  type CompanyDetail,
  type CompanySearchCriteriaInput,
  type CsvDownload,
  type RegisteredCompany,
} from '@leadsignal/contracts';
import { parseCsv, stopProcess, waitFor } from '@leadsignal/testing';
import { createIsolatedApp } from '../../test/isolated-app';
import { createUser, login } from '../../test/accounts';
import type { TestApp } from '../../test/test-app';
import { spawnWorker } from '../../test/worker';
import {
  byName,
  COMPANY_KEYS,
  FIXTURE_COMPANIES,
  insertCompanies,
  type CompanyKey,
} from './__tests__/companies.fixture';

jest.setTimeout(90_000);

/** The company CSV's columns, as docs/companies.md documents them. */
const COMPANY_CSV_HEADER = [
  'Company ID',
  'Name',
  'Legal Name',
  'Trading Name',
  'Website',
  'Domain',
  'Industry',
  'Top-Level Industry',
  'Company Type',
  'Employee Size',
  'Revenue',
  'Status',
  'Incorporation Date',
  'Registration Number',
  'Jurisdiction Country',
  'Jurisdiction Subdivision',
  'Relationship',
  'Parent Company',
  'Source Kind',
  'Domain Type',
  'Technologies',
  'Funding Rounds',
  'Investors',
  'Description',
  'Phone',
  'Address',
  'Country',
  'State',
  'City',
  'Zip Code',
  'Date Added',
];

describe('registered companies', () => {
  let t: TestApp;
  let ids: Map<CompanyKey, string>;
  const keyOfDomain = new Map(COMPANY_KEYS.map((key) => [FIXTURE_COMPANIES[key].domain, key]));
  const tokens = new Map<string, string>();
  const userIds = new Map<string, string>();

  async function signUp(label: string, credits = 0, role: string = ROLES.user): Promise<void> {
    const user = await createUser(t.dataSource, { role, firstName: label });
    await t.dataSource.query(`UPDATE credit_accounts SET monthly_available_credits = $2 WHERE workspace_id = $1`, [
      user.id,
      credits,
    ]);
    tokens.set(label, await login(t, user.email, user.password));
    userIds.set(label, user.id);
  }

  const post = (label: string, path: string, body: unknown) =>
    t.http
      .post(`/api/${path}`)
      .set('Authorization', `Bearer ${tokens.get(label)}`)
      .send(body as object);
  const get = (label: string, path: string) =>
    t.http.get(`/api/${path}`).set('Authorization', `Bearer ${tokens.get(label)}`);

  async function search(criteria: CompanySearchCriteriaInput, label = 'searcher') {
    const res = await post(label, 'company/registered/search', { pageSize: 50, ...criteria });
    expect(res.status).toBe(200);
    const rows = res.body.companies as RegisteredCompany[];
    return {
      keys: rows.map((row) => keyOfDomain.get(row.domain) as CompanyKey),
      totalCount: res.body.totalCount,
      rows,
    };
  }

  async function expectKeys(criteria: CompanySearchCriteriaInput, expected: CompanyKey[]): Promise<void> {
    const { keys, totalCount } = await search(criteria);
    expect(keys).toEqual(byName(expected));
    expect(totalCount).toBe(expected.length);
  }

  beforeAll(async () => {
    t = await createIsolatedApp('companies');
    ids = await insertCompanies(t.dataSource);
    // Three prospects and two trigger events of Acme Robotics, one event of Globex.
    for (const [first, last] of [
      ['Ada', 'Lovelace'],
      ['Alan', 'Turing'],
      ['Grace', 'Hopper'],
    ]) {
      await t.dataSource.query(`INSERT INTO contacts (company_id, first_name, last_name) VALUES ($1, $2, $3)`, [
        ids.get('acme'),
        first,
        last,
      ]);
    }
    const day = 86_400_000;
    for (const [company, title, daysAgo] of [
      ['acme', 'Acme Robotics opens a Dallas plant', 3],
      ['acme', 'Acme Robotics raises a Series A', 30],
      ['globex', 'Globex reports earnings', 1],
    ] as const) {
      await t.dataSource.query(
        `INSERT INTO trigger_events (title, url, type, date_published, company_id, company_name, company_domain)
         VALUES ($1, $2, 'corporate_expansion', $3, $4, $5, $6)`,
        [
          title,
          `https://news.test.example/${encodeURIComponent(title)}`,
          new Date(Date.now() - daysAgo * day),
          ids.get(company),
          FIXTURE_COMPANIES[company].name,
          FIXTURE_COMPANIES[company].domain,
        ],
      );
    }
    await signUp('searcher');
    await signUp('other');
  }, 60000);
  afterAll(() => t?.close());

  describe('search', () => {
    it('answers every company A–Z with the exact count when no criterion is on ({page, pageSize} alone)', async () => {
      await expectKeys({}, COMPANY_KEYS);
      const res = await post('searcher', 'company/registered/search', {}).expect(200);
      expect(res.body.totalCount).toBe(COMPANY_KEYS.length);
      expect(res.body.companies).toHaveLength(COMPANY_KEYS.length); // default page size 20
    });

    it('pages server-side: page 2 of 10 is the next rows, the count stays the total', async () => {
      const res = await post('searcher', 'company/registered/search', { page: 2, pageSize: 10 }).expect(200);
      expect(res.body.companies.map((row: RegisteredCompany) => keyOfDomain.get(row.domain))).toEqual(
        byName(COMPANY_KEYS).slice(10, 20),
      );
      expect(res.body.totalCount).toBe(COMPANY_KEYS.length);
    });

    it('maps a row to the RegisteredCompany contract, with the logo from the app itself', async () => {
      const { rows } = await search({
        isCompanyURLsSelected: true,
        companyURLs: ['https://www.AcmeRobotics.co.uk/about'],
      });
      expect(rows).toEqual([
        {
          id: ids.get('acmeUk'),
          name: 'Acme Robotics UK',
          legalName: 'Acme Robotics UK Ltd',
          tradingName: null,
          domain: 'acmerobotics.co.uk',
          website: 'https://www.acmerobotics.co.uk',
          logo: '/api/logos/acmerobotics.co.uk.svg',
          industry: 'software development',
          topIndustry: 'technology, information and media',
          companyType: 'privately_held',
          employeeSize: '11-50',
          revenueBand: '$1 - 10m',
          fundingRounds: [],
          investors: [],
          country: 'united kingdom',
          state: 'England',
          city: 'London',
          zipCode: 'SW1A 1AA',
          incorporationDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
          status: 'active',
          relationship: 'Subsidiary',
          parentCompanyId: ids.get('acme'),
          registrationNumber: 'REG-ACMEUK',
          jurisdiction: { country: 'US', subdivision: 'England' },
          sourceKind: 'external',
          technologies: ['AWS'],
          domainType: 'unknown',
          dateAdded: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          isViewed: false,
        },
      ]);
    });

    const filters: [string, CompanySearchCriteriaInput, CompanyKey[]][] = [
      [
        'company names, exact (case-insensitive)',
        { isCompanyNamesSelected: true, companyNames: ['acme robotics', 'GLOBEX'] },
        ['acme', 'globex'],
      ],
      [
        'company names, partial',
        { isCompanyNamesSelected: true, companyNamesExactMatch: false, companyNames: ['robotik', 'hool'] },
        ['acmeDe', 'hooli'],
      ],
      [
        'websites, exact, normalised to the domain',
        { isCompanyURLsSelected: true, companyURLs: ['http://www.initech.com/x', 'relief.org'] },
        ['initech', 'relief'],
      ],
      [
        'websites, partial',
        { isCompanyURLsSelected: true, companyURLsExactMatch: false, companyURLs: ['acmerobot'] },
        ['acme', 'acmeUk', 'acmeDe'],
      ],
      [
        'keywords over names and description (accents and case folded, word prefix)',
        { isKeywordsSelected: true, keywords: ['MULLER', 'warehouse'] },
        ['muller', 'acme', 'acmeDe'],
      ],
      ['keywords over the legal name', { isKeywordsSelected: true, keywords: ['maschinenbau'] }, ['muller']],
      [
        'industries',
        { isCompanyIndustriesSelected: true, companyIndustries: ['banking', 'retail'] },
        ['globex', 'cornerShop'],
      ],
      [
        'a top-level industry selects its industries',
        { isCompanyIndustriesSelected: true, companyIndustries: ['technology, information and media'] },
        ['acme', 'acmeUk', 'acmeDe', 'initech', 'hooli'],
      ],
      [
        'company types',
        { isCompanyTypesSelected: true, companyTypes: ['govertment_agency', 'non_profit'] },
        ['army', 'cityHall', 'relief'],
      ],
      [
        'employee sizes',
        { isCompanyEmployeesSelected: true, companyEmployeeSizes: ['1-10', '1000+'] },
        ['acmeDe', 'cornerShop', 'globex', 'hooli'],
      ],
      ['revenue bands', { isCompanyRevenuesSelected: true, companyRevenues: ['> $1b'] }, ['globex', 'army', 'hooli']],
      [
        'technologies (any of them)',
        { isCompanyTechnologiesSelected: true, companyTechnologies: ['Salesforce', 'Kubernetes'] },
        ['acme', 'globex', 'relief', 'hooli'],
      ],
      [
        'relationships',
        { isRelationshipsSelected: true, relationships: ['Subsidiary', 'Affiliate'] },
        ['acmeUk', 'acmeDe', 'acmePartners'],
      ],
      ['source kind', { isSourcesSelected: true, sources: ['internal'] }, ['acmeDe', 'army', 'cornerShop']],
      [
        'domain types (derived from the domain)',
        { isDomainTypesSelected: true, domainTypes: ['education', 'military', 'government', 'nonprofit'] },
        ['stateU', 'army', 'cityHall', 'relief'],
      ],
      ['funding rounds', { isFundingRoundSelected: true, fundingRounds: ['Series B'] }, ['muller', 'hooli']],
      ['investors', { isInvestorsSelected: true, fundingInvestors: ['Accel'] }, ['initech', 'hooli']],
      ['country', { isCountriesSelected: true, country: 'Germany' }, ['acmeDe', 'muller']],
      ['states, case-insensitive', { isStatesSelected: true, states: ['texas'] }, ['acme', 'acmePartners']],
      ['cities', { isCititesSelected: true, cities: ['LONDON', 'Toronto'] }, ['acmeUk', 'relief']],
      ['zip codes', { isZipcodesSelected: true, zipCodes: ['sw1a 1aa', '94105'] }, ['acmeUk', 'initech']],
      [
        'registered in the last month',
        { isRegisteredDateRangeSelected: true, registeredDateRangeOption: 1 },
        ['acmeDe'],
      ],
      [
        'registered in the last quarter',
        { isRegisteredDateRangeSelected: true, registeredDateRangeOption: 2 },
        ['acmeDe', 'initech'],
      ],
      [
        'registered in the last year',
        { isRegisteredDateRangeSelected: true, registeredDateRangeOption: 3 },
        ['acmeDe', 'initech', 'acmePartners'],
      ],
      [
        'statuses',
        { isCompanyStatusesSelected: true, companyStatuses: ['dissolved', 'in_liquidation', 'acquired'] },
        ['umbrella', 'initech', 'muller'],
      ],
      [
        'a criterion whose flag is off changes nothing',
        { isCompanyStatusesSelected: false, companyStatuses: ['dissolved'] },
        COMPANY_KEYS,
      ],
      [
        'a combination: AND across criteria, OR within one',
        {
          isCompanyIndustriesSelected: true,
          companyIndustries: ['technology, information and media'],
          isCountriesSelected: true,
          country: 'united states',
          isCompanyStatusesSelected: true,
          companyStatuses: ['active', 'in_liquidation'],
          isCompanyTechnologiesSelected: true,
          companyTechnologies: ['AWS', 'Slack'],
        },
        ['acme', 'initech', 'hooli'],
      ],
    ];
    it.each(filters)('filters by %s', async (_name, criteria, expected) => {
      await expectKeys(criteria, expected);
    });

    it('sorts by name, employee size, incorporation date and date added, both ways (unknowns last)', async () => {
      const order = async (sortBy: string, sortDirection: string) =>
        (await search({ sortBy, sortDirection } as CompanySearchCriteriaInput)).keys;
      expect(await order('name', 'desc')).toEqual(byName(COMPANY_KEYS).reverse());
      const bySize = await order('employeeSize', 'asc');
      expect(bySize.slice(0, 2).sort()).toEqual(['acmeDe', 'cornerShop']);
      expect(bySize.slice(-2).sort()).toEqual(['globex', 'hooli']);
      expect((await order('employeeSize', 'desc')).slice(0, 2).sort()).toEqual(['globex', 'hooli']);
      const newestIncorporated = await order('incorporationDate', 'desc');
      expect(newestIncorporated.slice(0, 3)).toEqual(['acmeDe', 'initech', 'acmePartners']);
      expect(newestIncorporated.at(-1)).toBe('cornerShop');
      expect((await order('incorporationDate', 'asc')).slice(0, 2)).toEqual(['stateU', 'cityHall']);
      expect((await order('incorporationDate', 'asc')).at(-1)).toBe('cornerShop');
      expect((await order('dateAdded', 'desc')).slice(0, 3)).toEqual(['hooli', 'cornerShop', 'acmeDe']);
      expect((await order('dateAdded', 'asc'))[0]).toBe('stateU');
    });

    it('pages of a sorted search never overlap and add up to the count', async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 2; page++) {
        const res = await post('searcher', 'company/registered/search', {
          page,
          pageSize: 10,
          sortBy: 'employeeSize',
          sortDirection: 'desc',
        }).expect(200);
        seen.push(...res.body.companies.map((row: RegisteredCompany) => row.id));
      }
      expect(new Set(seen).size).toBe(COMPANY_KEYS.length);
    });

    it.each([
      ['page size 15', { pageSize: 15 }],
      ['an unknown field (an alert criterion)', { isTitlesSelected: true }],
      ['a string flag', { isCompanyStatusesSelected: 'yes' }],
      ['an unknown sort', { sortBy: 'revenue' }],
      ['a date range option out of range', { registeredDateRangeOption: 4 }],
      [
        '21 partial names',
        { companyNamesExactMatch: false, companyNames: Array.from({ length: 21 }, (_, i) => `n${i}`) },
      ],
    ])('refuses %s with 400 in the error shape', async (_label, body) => {
      const res = await post('searcher', 'company/registered/search', body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, errors: [{ reason: expect.any(String) }] });
    });

    it('needs the companies.search permission', async () => {
      await signUp('nobody', 0, 'No such role');
      await post('nobody', 'company/registered/search', {}).expect(403);
      await post('nobody', 'company/getById', { id: ids.get('acme') }).expect(403);
    });
  });

  describe('company/getById', () => {
    it('answers the company with its parent, subsidiaries, prospects count and latest trigger events', async () => {
      const res = await post('searcher', 'company/getById', { id: ids.get('acme') }).expect(200);
      const detail = res.body as CompanyDetail;
      expect(detail).toMatchObject({
        id: ids.get('acme'),
        name: 'Acme Robotics',
        description: 'Industrial robots for warehouses.',
        relationship: 'Parent',
        parent: null,
        contactCount: 3,
      });
      expect(detail.subsidiaries.map((s) => s.name)).toEqual(['Acme Partners', 'Acme Robotics UK', 'Acme Robotik']);
      expect(detail.subsidiaries[0]).toEqual({
        id: ids.get('acmePartners'),
        name: 'Acme Partners',
        domain: 'acmepartners.com',
        relationship: 'Affiliate',
        logo: '/api/logos/acmepartners.com.svg',
      });
      expect(detail.latestTriggerEvents.map((e) => e.title)).toEqual([
        'Acme Robotics opens a Dallas plant',
        'Acme Robotics raises a Series A',
      ]);

      const child = (await post('searcher', 'company/getById', { id: ids.get('acmeDe') }).expect(200)).body;
      expect(child.parent).toMatchObject({ id: ids.get('acme'), name: 'Acme Robotics', relationship: 'Parent' });
      expect(child.subsidiaries).toEqual([]);
      expect(child.contactCount).toBe(0);
    });

    it('answers 404 for an unknown company and 400 for a malformed id', async () => {
      await post('searcher', 'company/getById', { id: '00000000-0000-4000-8000-000000000000' }).expect(404);
      await post('searcher', 'company/getById', { id: 'acme' }).expect(400);
    });
  });

  describe('logos', () => {
    it('draws a known company a monogram once, keeps it in storage and serves it publicly', async () => {
      const res = await post('searcher', 'company/generateLogo', { domain: 'https://www.AcmeRobotics.com/' }).expect(
        200,
      );
      expect(res.body).toEqual({ url: '/api/logos/acmerobotics.com.svg' });
      const image = await t.http.get(res.body.url).buffer(true).expect(200);
      expect(image.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      const svg = Buffer.isBuffer(image.body) ? image.body.toString('utf8') : String(image.text);
      expect(svg).toContain('>AR</text>');
      expect(svg).toContain('aria-label="Acme Robotics"');
      // Served again from storage, the same bytes.
      const again = await t.http.get(res.body.url).buffer(true).expect(200);
      expect(Buffer.isBuffer(again.body) ? again.body.toString('utf8') : String(again.text)).toBe(svg);
    });

    it('draws an unknown domain on the fly and refuses what is not a domain', async () => {
      const image = await t.http.get('/api/logos/unknown-company.example.svg').buffer(true).expect(200);
      const svg = Buffer.isBuffer(image.body) ? image.body.toString('utf8') : String(image.text);
      expect(svg).toContain('>U</text>');
      await t.http.get('/api/logos/%3Cscript%3E.svg').expect(400);
      await post('searcher', 'company/generateLogo', { domain: 'not a domain' }).expect(400);
    });
  });

  describe('saved searches (company/registered/…)', () => {
    const criteria = JSON.stringify({ isCompanyStatusesSelected: true, companyStatuses: ['active'] });

    it('saves, lists, makes one default, monitors and deletes — per user and per kind', async () => {
      const first = await post('searcher', 'company/registered/saveSearch', {
        name: 'Active companies',
        searchCriteria: criteria,
        enableNotification: true,
      }).expect(201);
      expect(first.body).toMatchObject({
        kind: 'companies',
        name: 'Active companies',
        isDefault: false,
        criteriaError: null,
      });
      const second = await post('searcher', 'company/registered/saveSearch', {
        name: 'Second',
        searchCriteria: criteria,
      }).expect(201);
      // Alert criteria are not company criteria.
      await post('searcher', 'company/registered/saveSearch', {
        name: 'Wrong kind',
        searchCriteria: JSON.stringify({ isTitlesSelected: true }),
      }).expect(400);
      await post('searcher', 'company/registered/saveSearch', {
        name: 'Active companies',
        searchCriteria: criteria,
      }).expect(409);

      await post('searcher', 'company/registered/setDefaultSaveSearch', { id: first.body.id }).expect(200);
      await post('searcher', 'company/registered/setDefaultSaveSearch', { id: second.body.id }).expect(200);
      const byDefault = await get('searcher', 'company/registered/getDefaultSaveSearch').expect(200);
      expect(byDefault.body.id).toBe(second.body.id);
      await post('searcher', 'company/registered/updateSaveSearchesToMonitor', { ids: [first.body.id] }).expect(200);
      const list = (await get('searcher', 'company/registered/getListSaveSearch').expect(200)).body;
      expect(
        list.map((s: { name: string; isDefault: boolean; isMonitored: boolean }) => [
          s.name,
          s.isDefault,
          s.isMonitored,
        ]),
      ).toEqual([
        ['Second', true, false],
        ['Active companies', false, true],
      ]);
      const one = await get('searcher', `company/registered/getSearch?id=${first.body.id}`).expect(200);
      expect(one.body.id).toBe(first.body.id);
      // Alert saved searches are a list of their own.
      expect((await get('searcher', 'event/listSaveSearch').expect(200)).body).toEqual([]);

      // Another user reaches none of it.
      await get('other', `company/registered/getSearch?id=${first.body.id}`).expect(404);
      await post('other', 'company/registered/deleteSaveSearch', { id: first.body.id }).expect(404);
      await post('other', 'company/registered/setDefaultSaveSearch', { id: first.body.id }).expect(404);
      await post('other', 'company/registered/updateSaveSearchesToMonitor', { ids: [first.body.id] }).expect(404);
      expect((await get('other', 'company/registered/getListSaveSearch').expect(200)).body).toEqual([]);
      // No default: an empty answer (as event/getDefaultSaveSearch gives).
      expect((await get('other', 'company/registered/getDefaultSaveSearch').expect(200)).text).toBe('');

      await post('searcher', 'company/registered/deleteSaveSearch', { id: second.body.id }).expect(200);
      expect((await get('searcher', 'company/registered/getDefaultSaveSearch').expect(200)).text).toBe('');
    });
  });

  describe('lists', () => {
    it("opens a user's company list by the list criterion: exactly its members, paged and searched; nobody else's", async () => {
      const created = await post('searcher', 'lists', { kind: 'companies', name: 'Targets' }).expect(201);
      const listId = created.body.id as string;
      // Eleven of the fourteen: every company but acmeDe, army and cornerShop.
      const members = COMPANY_KEYS.filter((key) => !['acmeDe', 'army', 'cornerShop'].includes(key));
      expect(members).toHaveLength(11);
      await post('searcher', `lists/${listId}/members`, { ids: members.map((key) => ids.get(key)) }).expect(200);
      const inList = { isListSelected: true, listId };
      await expectKeys(inList, members);
      // Searched within: the keywords apply to the members only (acmeDe also says "warehouse" but is not one).
      await expectKeys({ ...inList, isKeywordsSelected: true, keywords: ['warehouse'] }, ['acme']);
      // Paged with the exact count.
      const second = await search({ ...inList, page: 2, pageSize: 10 });
      expect(second).toMatchObject({ keys: byName(members).slice(10), totalCount: 11 });

      // Another user's search with this list id matches nothing, and they cannot change the list.
      expect(await search(inList, 'other')).toMatchObject({ keys: [], totalCount: 0 });
      await post('other', `lists/${listId}/members/remove`, { ids: [ids.get('acme')] }).expect(404);

      // Pruned by its owner.
      const removed = await post('searcher', `lists/${listId}/members/remove`, { ids: [ids.get('globex')] }).expect(
        200,
      );
      expect(removed.body).toEqual({ changed: 1, memberCount: 10 });
      await expectKeys(
        inList,
        members.filter((key) => key !== 'globex'),
      );
    });
  });

  describe('downloads', () => {
    let worker: ChildProcess | undefined;
    afterAll(async () => {
      if (worker) await stopProcess(worker, 'SIGTERM');
    });

    const creditsOf = async (label: string): Promise<number> =>
      (
        await t.dataSource.query(`SELECT monthly_available_credits AS c FROM credit_accounts WHERE workspace_id = $1`, [
          userIds.get(label),
        ])
      )[0].c;
    const list = async (label: string): Promise<CsvDownload[]> =>
      (await get(label, 'company/getAllRegisteredCompanyCsvDownloads').expect(200)).body;

    it('downloads the selected companies: one credit per company not downloaded before, capped by the limit', async () => {
      await signUp('buyer', 3);
      const selected = { companies: [{ id: ids.get('globex') }, { id: ids.get('hooli') }] };
      const first = await post('buyer', 'company/downloadSelected', selected).expect(200);
      expect(first.body.monthlyAvailableCredit).toBe(1);
      expect([...first.body.newlyDownloadedIds].sort()).toEqual([ids.get('globex'), ids.get('hooli')].sort());
      const records = parseCsv(first.body.csvData, COMPANY_CSV_HEADER);
      expect(records.map((r) => r.Name)).toEqual(['Globex', 'Hooli']);

      // Again: free. Searching shows them as downloaded.
      const again = await post('buyer', 'company/downloadSelected', selected).expect(200);
      expect(again.body).toMatchObject({ monthlyAvailableCredit: 1, newlyDownloadedIds: [] });
      expect((await search({ isCompanyNamesSelected: true, companyNames: ['globex'] }, 'buyer')).rows[0].isViewed).toBe(
        true,
      );

      // Two new ones with one credit left: 402, nothing charged.
      const short = await post('buyer', 'company/downloadSelected', {
        companies: [{ id: ids.get('initech') }, { id: ids.get('relief') }],
      }).expect(402);
      expect(short.body.errors[0].reason).toBe(UI_MESSAGES.insufficientCredit);
      expect(await creditsOf('buyer')).toBe(1);

      // A limit of 1 takes the first one named only.
      await t.dataSource.query(`UPDATE credit_accounts SET download_limit = 1 WHERE workspace_id = $1`, [
        userIds.get('buyer'),
      ]);
      const capped = await post('buyer', 'company/downloadSelected', {
        companies: [{ id: ids.get('initech') }, { id: ids.get('relief') }],
      }).expect(200);
      expect(parseCsv(capped.body.csvData, COMPANY_CSV_HEADER).map((r) => r.Name)).toEqual(['Initech']);
      expect(await creditsOf('buyer')).toBe(0);
      await post('buyer', 'company/downloadSelected', { companies: [{ id: 'x' }] }).expect(400);
    });

    it('queues all results (3), the worker writes the file (4 → 1) with exactly the search rows, charged once', async () => {
      await signUp('exporter', 10);
      const criteria = { isCountriesSelected: true, country: 'united states' };
      const expected = (await search(criteria)).keys;
      const queued = await post('exporter', 'company/downloadAll', {
        ...criteria,
        csvDownloadName: 'US companies',
      }).expect(200);
      expect(queued.body).toEqual({ id: expect.any(String), status: CsvDownloadStatus.Queued });
      expect((await list('exporter'))[0]).toMatchObject({ kind: 'companies', status: CsvDownloadStatus.Queued });

      worker = spawnWorker({ databaseUrl: (t.dataSource.options as { url: string }).url });
      const ready = await waitFor(async () =>
        (await list('exporter')).find((d) => d.id === queued.body.id && d.status === CsvDownloadStatus.Ready),
      );
      expect(ready.totalRows).toBe(expected.length);
      expect(await creditsOf('exporter')).toBe(10 - expected.length);

      const file = await get('exporter', `exports/${queued.body.id}/file`).buffer(true).expect(200);
      const records = parseCsv(file.text, COMPANY_CSV_HEADER);
      expect(records.map((r) => keyOfDomain.get(r.Domain))).toEqual(expected);
      expect(records.find((r) => r.Name === 'Acme Partners')?.['Parent Company']).toBe('Acme Robotics');

      // The same export again costs nothing: every company is downloaded already. (The check before queueing
      // counts every row, as spec §5 asks, so the balance must cover them.)
      await t.dataSource.query(`UPDATE credit_accounts SET monthly_available_credits = 20 WHERE workspace_id = $1`, [
        userIds.get('exporter'),
      ]);
      const again = await post('exporter', 'company/downloadAll', { ...criteria, csvDownloadName: 'Again' }).expect(
        200,
      );
      await waitFor(async () =>
        (await list('exporter')).find((d) => d.id === again.body.id && d.status === CsvDownloadStatus.Ready),
      );
      expect(await creditsOf('exporter')).toBe(20);

      // Nobody else sees or fetches it.
      expect(await list('other')).toEqual([]);
      await get('other', `exports/${queued.body.id}/file`).expect(404);
      // Alert downloads are a list of their own.
      expect((await get('exporter', 'event/getAllEventsCsvDownloads').expect(200)).body).toEqual([]);
    });

    it('refuses an export-all that exceeds the credits (402) or matches nothing (422)', async () => {
      await signUp('poor', 1);
      const refused = await post('poor', 'company/downloadAll', { csvDownloadName: 'All' }).expect(402);
      expect(refused.body.errors[0].reason).toBe(UI_MESSAGES.insufficientCredit);
      await post('poor', 'company/downloadAll', {
        isCompanyNamesSelected: true,
        companyNames: ['nobody at all'],
        csvDownloadName: 'None',
      }).expect(422);
      await post('poor', 'company/downloadAll', { csvDownloadName: '' }).expect(400);
      expect(await list('poor')).toEqual([]);
    });

    it('exports a company list through downloadAll with the list criterion: its members only, the same credits', async () => {
      await signUp('lister', 5);
      const listId = (await post('lister', 'lists', { kind: 'companies', name: 'Export me' }).expect(201)).body
        .id as string;
      await post('lister', `lists/${listId}/members`, { ids: [ids.get('hooli'), ids.get('relief')] }).expect(200);
      // Someone else's list is nothing to export.
      await post('other', 'company/downloadAll', { isListSelected: true, listId, csvDownloadName: 'Theirs' }).expect(
        422,
      );

      const queued = await post('lister', 'company/downloadAll', {
        isListSelected: true,
        listId,
        csvDownloadName: 'My list',
      }).expect(200);
      worker ??= spawnWorker({ databaseUrl: (t.dataSource.options as { url: string }).url });
      const ready = await waitFor(async () =>
        (await list('lister')).find((d) => d.id === queued.body.id && d.status === CsvDownloadStatus.Ready),
      );
      expect(ready.totalRows).toBe(2);
      expect(await creditsOf('lister')).toBe(3);
      const file = await get('lister', `exports/${queued.body.id}/file`).buffer(true).expect(200);
      expect(parseCsv(file.text, COMPANY_CSV_HEADER).map((r) => r.Name)).toEqual(['Hooli', 'Relief Network']);
    });
  });
});
