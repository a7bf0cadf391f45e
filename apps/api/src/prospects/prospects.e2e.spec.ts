// Prospects end to end against hand-made fixtures on a database of their own: every person criterion and
// every company criterion through the person's company, exact counts, sorting and paging; contact details
// never sent before they are paid for; a person paid for once whether revealed or downloaded here or through
// an alert (concurrent reveals included); both downloads with e-mails and phones; lists, private to their
// owner, opened and exported through the search; and another user reaching nothing of yours.
import type { ChildProcess } from 'node:child_process';
import {
  CsvDownloadStatus,
  ROLES,
  UI_MESSAGES,
  type CsvDownload,
  type Prospect,
  type ProspectSearchCriteriaInput,
  type SavedList,
} from '@leadsignal/contracts';
import { parseCsv, stopProcess, waitFor } from '@leadsignal/testing';
import { createIsolatedApp } from '../../test/isolated-app';
import { createUser, login } from '../../test/accounts';
import type { TestApp } from '../../test/test-app';
import { spawnWorker } from '../../test/worker';
import { insertCompanies, type CompanyKey } from '../companies/__tests__/companies.fixture';
import {
  byName,
  FIXTURE_PROSPECTS,
  insertProspects,
  PROSPECT_KEYS,
  type ProspectKey,
} from './__tests__/prospects.fixture';

jest.setTimeout(90_000);

/** The prospect CSV's columns, as docs/prospects.md documents them. */
const PROSPECT_CSV_HEADER = [
  'Prospect ID',
  'First Name',
  'Last Name',
  'Job Title',
  'Job Function',
  'Seniority',
  'Department',
  'Email',
  'Email Type',
  'Email Status',
  'Phone',
  'Phone Type',
  'Profile URL',
  'Country',
  'State',
  'City',
  'Zip Code',
  'Company Name',
  'Company Domain',
  'Company Website',
  'Company Industry',
  'Company Size',
  'Company Revenue',
  'Company Country',
  'Date Added',
];

describe('prospects', () => {
  let t: TestApp;
  let companies: Map<CompanyKey, string>;
  let ids: Map<ProspectKey, string>;
  const keyOfId = new Map<string, ProspectKey>();
  const tokens = new Map<string, string>();
  const userIds = new Map<string, string>();
  /** Alerts naming a fixture person (for paying once across alerts and prospects). */
  const alertOf = new Map<ProspectKey, string>();
  /** The worker, started by the first export-all. */
  let worker: ChildProcess | undefined;

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
  const creditsOf = async (label: string): Promise<number> =>
    (
      await t.dataSource.query(`SELECT monthly_available_credits AS c FROM credit_accounts WHERE workspace_id = $1`, [
        userIds.get(label),
      ])
    )[0].c;
  const ledgerOf = async (label: string): Promise<number[]> =>
    (
      await t.dataSource.query(`SELECT delta FROM credit_ledger WHERE user_id = $1 ORDER BY created_at, id`, [
        userIds.get(label),
      ])
    ).map((row: { delta: number }) => row.delta);

  async function search(criteria: ProspectSearchCriteriaInput, label = 'searcher') {
    const res = await post(label, 'prospect/search', { pageSize: 50, ...criteria });
    expect(res.status).toBe(200);
    const rows = res.body.prospects as Prospect[];
    return { keys: rows.map((row) => keyOfId.get(row.id) as ProspectKey), totalCount: res.body.totalCount, rows };
  }
  async function expectKeys(criteria: ProspectSearchCriteriaInput, expected: ProspectKey[], label = 'searcher') {
    const { keys, totalCount } = await search(criteria, label);
    expect(keys).toEqual(byName(expected));
    expect(totalCount).toBe(expected.length);
  }

  beforeAll(async () => {
    t = await createIsolatedApp('prospects');
    companies = await insertCompanies(t.dataSource);
    ids = await insertProspects(t.dataSource, companies);
    for (const [key, id] of ids) keyOfId.set(id, key);
    for (const key of ['ada', 'grace'] as const) {
      const person = FIXTURE_PROSPECTS[key];
      const [row] = await t.dataSource.query(
        `INSERT INTO trigger_events (title, url, type, date_published, contact_id, contact_first_name,
           contact_last_name, has_contact_email, company_id)
         VALUES ($1, $2, 'personnel', now(), $3, $4, $5, true, $6) RETURNING id`,
        [
          `${person.first} ${person.last} joins`,
          `https://news.test.example/${key}`,
          ids.get(key),
          person.first,
          person.last,
          companies.get(person.company as CompanyKey),
        ],
      );
      alertOf.set(key, row.id);
    }
    await signUp('searcher');
    await signUp('other');
  }, 60000);
  afterAll(async () => {
    if (worker) await stopProcess(worker, 'SIGTERM');
    await t?.close();
  });

  describe('search', () => {
    it('answers everyone A–Z by last name with the exact count, and never their contact details', async () => {
      const { keys, totalCount, rows } = await search({});
      expect(keys).toEqual(byName(PROSPECT_KEYS));
      expect(totalCount).toBe(PROSPECT_KEYS.length);
      for (const row of rows) {
        expect(row).not.toHaveProperty('email');
        expect(row).not.toHaveProperty('phone');
      }
      const ada = rows.find((row) => row.id === ids.get('ada'));
      expect(ada).toEqual({
        id: ids.get('ada'),
        firstName: 'Ada',
        lastName: 'Lovelace',
        fullName: 'Ada Lovelace',
        jobTitle: 'Chief Technology Officer',
        jobFunction: 'IT',
        seniority: 'cxo',
        department: 'Engineering',
        country: 'united states',
        state: 'Texas',
        city: 'Austin',
        profileUrl: 'https://profiles.test.example/in/ada',
        hasEmail: true,
        emailType: 'professional',
        emailStatus: 'verified',
        hasPhone: true,
        phoneType: 'mobile',
        company: {
          id: companies.get('acme'),
          name: 'Acme Robotics',
          domain: 'acmerobotics.com',
          logo: '/api/logos/acmerobotics.com.svg',
          industry: 'software development',
          employeeSize: '51-200',
        },
        dateAdded: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        isViewed: false,
      });
      expect(rows.find((row) => row.id === ids.get('free'))?.company).toBeNull();
    });

    const filters: [string, ProspectSearchCriteriaInput, ProspectKey[]][] = [
      [
        'keywords over name and title (accents folded)',
        { isKeywordsSelected: true, keywords: ['nunez', 'hopper'] },
        ['maria', 'grace'],
      ],
      [
        'keywords: every word of one keyword',
        { isKeywordsSelected: true, keywords: ['chief officer'] },
        ['ada', 'noor'],
      ],
      [
        'job titles, exact (case-insensitive)',
        { isJobTitlesSelected: true, jobTitles: ['vp engineering', 'Sales Director'] },
        ['grace', 'otto'],
      ],
      [
        'job titles, partial',
        { isJobTitlesSelected: true, jobTitlesExactMatch: false, jobTitles: ['engineer', 'chief'] },
        ['grace', 'lin', 'ada', 'noor'],
      ],
      [
        'job functions',
        { isContactJobFunctionSelected: true, contactJobFunctions: ['Sales', 'Finance'] },
        ['sales', 'otto', 'noor'],
      ],
      ['seniority', { isContactJobLevelSelected: true, contactJobLevels: ['cxo', 'owner'] }, ['ada', 'noor', 'free']],
      ['e-mail required', { isContactEmailRequiredSelected: true }, PROSPECT_KEYS.filter((key) => key !== 'otto')],
      [
        'e-mail type: any',
        { isEmailTypeSelected: true, emailTypeOption: 1 },
        PROSPECT_KEYS.filter((key) => key !== 'otto'),
      ],
      [
        'e-mail type: professional',
        { isEmailTypeSelected: true, emailTypeOption: 2 },
        ['ada', 'grace', 'maria', 'lin', 'noor'],
      ],
      ['e-mail type: personal', { isEmailTypeSelected: true, emailTypeOption: 3 }, ['alan', 'free']],
      ['e-mail type: role-based', { isEmailTypeSelected: true, emailTypeOption: 4 }, ['sales']],
      ['phone required', { isPhoneRequiredSelected: true }, ['ada', 'alan', 'sales', 'maria', 'otto', 'noor']],
      ['phone types', { isPhoneTypesSelected: true, phoneTypes: ['mobile', 'voip'] }, ['ada', 'maria', 'noor']],
      [
        'phone types: fixed line or mobile takes either',
        { isPhoneTypesSelected: true, phoneTypes: ['fixed_line_or_mobile'] },
        ['ada', 'alan', 'otto', 'noor'],
      ],
      [
        'phone types: any phone',
        { isPhoneTypesSelected: true, phoneTypes: ['any_phone'] },
        ['ada', 'alan', 'sales', 'maria', 'otto', 'noor'],
      ],
      ['the person’s country (not their company’s)', { isCountriesSelected: true, country: 'Spain' }, ['maria']],
      ['states', { isStatesSelected: true, states: ['california'] }, ['sales', 'lin']],
      ['cities', { isCititesSelected: true, cities: ['LONDON', 'dublin'] }, ['alan', 'free']],
      ['zip codes', { isZipcodesSelected: true, zipCodes: ['73301'] }, ['ada']],
      [
        'added in the last month',
        { isDateAddedRangeSelected: true, dateAddedRangeOption: 1 },
        ['ada', 'alan', 'sales', 'lin', 'free'],
      ],
      [
        'added in the last quarter',
        { isDateAddedRangeSelected: true, dateAddedRangeOption: 2 },
        ['ada', 'alan', 'grace', 'sales', 'lin', 'free'],
      ],
      [
        'their company’s industry (a top-level one)',
        { company: { isCompanyIndustriesSelected: true, companyIndustries: ['technology, information and media'] } },
        ['ada', 'alan', 'sales', 'lin'],
      ],
      [
        'their company’s status and technologies',
        {
          company: {
            isCompanyStatusesSelected: true,
            companyStatuses: ['active'],
            isCompanyTechnologiesSelected: true,
            companyTechnologies: ['Salesforce'],
          },
        },
        ['ada', 'grace', 'noor'],
      ],
      [
        'their company’s country, against the person’s own',
        { isCountriesSelected: true, country: 'spain', company: { isCountriesSelected: true, country: 'germany' } },
        ['maria'],
      ],
      [
        'their company’s name, partial',
        { company: { isCompanyNamesSelected: true, companyNamesExactMatch: false, companyNames: ['acme'] } },
        ['ada', 'alan'],
      ],
      [
        'a combination of person and company criteria',
        {
          isContactJobFunctionSelected: true,
          contactJobFunctions: ['IT'],
          isContactEmailRequiredSelected: true,
          company: { isCompanyEmployeesSelected: true, companyEmployeeSizes: ['1000+', '51-200'] },
        },
        ['ada', 'grace', 'lin'],
      ],
    ];
    it.each(filters)('filters by %s', async (_name, criteria, expected) => {
      await expectKeys(criteria, expected);
    });

    it('sorts by name, seniority, company and date added, both ways', async () => {
      const order = async (sortBy: string, sortDirection: string) =>
        (await search({ sortBy, sortDirection } as ProspectSearchCriteriaInput)).keys;
      expect(await order('name', 'desc')).toEqual(byName(PROSPECT_KEYS).reverse());
      const bySeniority = await order('seniority', 'asc');
      // Owner first, then the two CXOs (ties are broken by id, so in either order).
      expect(bySeniority[0]).toBe('free');
      expect(bySeniority.slice(1, 3).sort()).toEqual(['ada', 'noor']);
      expect((await order('seniority', 'desc'))[0]).toBe('lin');
      const byCompany = await order('company', 'asc');
      expect(byCompany.slice(0, 2)).toEqual(['ada', 'alan']);
      expect(byCompany.at(-1)).toBe('free');
      expect((await order('dateAdded', 'desc')).slice(0, 3)).toEqual(['free', 'lin', 'sales']);
      expect((await order('dateAdded', 'asc'))[0]).toBe('noor');
    });

    it('pages server-side with the total unchanged', async () => {
      const res = await post('searcher', 'prospect/search', { page: 2, pageSize: 10 }).expect(200);
      expect(res.body).toEqual({ prospects: [], totalCount: PROSPECT_KEYS.length });
    });

    it.each([
      ['page size 15', { pageSize: 15 }],
      ['an unknown field', { isTitlesSelected: true }],
      ['an unknown company field', { company: { isTitlesSelected: true } }],
      ['an e-mail type out of range', { emailTypeOption: 5 }],
      ['an unknown sort', { sortBy: 'email' }],
      [
        '21 partial job titles',
        { jobTitlesExactMatch: false, jobTitles: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      ],
    ])('refuses %s with 400', async (_label, body) => {
      const res = await post('searcher', 'prospect/search', body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, errors: [{ reason: expect.any(String) }] });
    });
  });

  describe('a person is paid for once', () => {
    it('reveals e-mail and phone for one credit, then free; getById shows them only after', async () => {
      await signUp('payer', 2);
      const before = (await post('payer', 'prospect/getById', { id: ids.get('ada') }).expect(200)).body;
      expect(before).toMatchObject({ email: null, phone: null, isViewed: false });

      const first = await post('payer', 'prospect/getEmail', { id: ids.get('ada') }).expect(200);
      expect(first.body).toEqual({
        data: 'ada@acmerobotics.com',
        phone: '+1 512 555 0101',
        isCreditDeducted: true,
        monthlyAvailableCredits: 1,
        paidBy: null,
      });
      const again = await post('payer', 'prospect/getEmail', { id: ids.get('ada') }).expect(200);
      expect(again.body).toMatchObject({ isCreditDeducted: false, monthlyAvailableCredits: 1 });
      expect((await post('payer', 'prospect/getById', { id: ids.get('ada') }).expect(200)).body).toMatchObject({
        email: 'ada@acmerobotics.com',
        phone: '+1 512 555 0101',
        isViewed: true,
      });
      // The alert naming Ada is now free too.
      const alert = await post('payer', 'event/getEmail', { id: alertOf.get('ada') }).expect(200);
      expect(alert.body).toMatchObject({ data: 'ada@acmerobotics.com', isCreditDeducted: false });
      expect((await search({ isKeywordsSelected: true, keywords: ['lovelace'] }, 'payer')).rows[0].isViewed).toBe(true);
      expect(await ledgerOf('payer')).toEqual([-1]);
    });

    it('and the other way round: revealed through an alert, free in prospects', async () => {
      await signUp('alertFirst', 1);
      await post('alertFirst', 'event/getEmail', { id: alertOf.get('grace') }).expect(200);
      const res = await post('alertFirst', 'prospect/getEmail', { id: ids.get('grace') }).expect(200);
      expect(res.body).toMatchObject({ data: 'grace@globex.io', isCreditDeducted: false, monthlyAvailableCredits: 0 });
      expect(await creditsOf('alertFirst')).toBe(0);
    });

    it('concurrent reveals of one person cost one credit; of many people with k credits, exactly k succeed', async () => {
      await signUp('racer', 5);
      const same = await Promise.all(
        Array.from({ length: 8 }, () => post('racer', 'prospect/getEmail', { id: ids.get('noor') })),
      );
      expect(same.every((res) => res.status === 200)).toBe(true);
      expect(same.filter((res) => res.body.isCreditDeducted)).toHaveLength(1);
      expect(await creditsOf('racer')).toBe(4);

      await signUp('rush', 3);
      const people = PROSPECT_KEYS.filter((key) => key !== 'otto'); // 8 people with an e-mail
      const many = await Promise.all(people.map((key) => post('rush', 'prospect/getEmail', { id: ids.get(key) })));
      expect(many.filter((res) => res.status === 200)).toHaveLength(3);
      expect(many.filter((res) => res.status === 402)).toHaveLength(people.length - 3);
      expect(await creditsOf('rush')).toBe(0);
      expect(await ledgerOf('rush')).toEqual([-1, -1, -1]);
    });

    it('answers 402 at no credit, 404 for an unknown person, 403 without the reveal permission', async () => {
      await signUp('broke', 0);
      const res = await post('broke', 'prospect/getEmail', { id: ids.get('lin') }).expect(402);
      expect(res.body.errors[0].reason).toEqual(expect.any(String));
      await post('broke', 'prospect/getEmail', { id: '00000000-0000-4000-8000-000000000000' }).expect(404);
      await signUp('noRole', 5, 'No such role');
      await post('noRole', 'prospect/getEmail', { id: ids.get('lin') }).expect(403);
      await post('noRole', 'prospect/search', {}).expect(403);
    });
  });

  describe('downloads', () => {
    const list = async (label: string): Promise<CsvDownload[]> =>
      (await get(label, 'prospect/getAllProspectCsvDownloads').expect(200)).body;

    it('downloads the selected people with e-mails and phones, one credit per person not paid for before', async () => {
      await signUp('picker', 10);
      await post('picker', 'event/getEmail', { id: alertOf.get('ada') }).expect(200); // Ada paid for via an alert
      const res = await post('picker', 'prospect/downloadSelected', {
        prospects: [{ id: ids.get('ada') }, { id: ids.get('alan') }, { id: ids.get('otto') }],
      }).expect(200);
      expect(res.body.monthlyAvailableCredit).toBe(7);
      expect([...res.body.newlyDownloadedIds].sort()).toEqual([ids.get('alan'), ids.get('otto')].sort());
      const records = parseCsv(res.body.csvData, PROSPECT_CSV_HEADER);
      expect(records.map((r) => [r['First Name'], r.Email, r.Phone, r['Company Name']])).toEqual([
        // A cell starting with + is written after a ' so a spreadsheet never takes it for a formula (spec §5).
        ['Ada', 'ada@acmerobotics.com', "'+1 512 555 0101", 'Acme Robotics'],
        ['Alan', 'alan.turing@gmail.com', "'+44 20 7946 0001", 'Acme Robotics UK'],
        ['Otto', '', "'+49 911 555 0104", 'Müller Maschinen'],
      ]);
    });

    it('exports all results through the worker: Ready with exactly the search rows, charged once per person', async () => {
      await signUp('bulk', 20);
      await post('bulk', 'prospect/getEmail', { id: ids.get('lin') }).expect(200); // 1 credit already
      const criteria = { isContactJobFunctionSelected: true, contactJobFunctions: ['IT'] };
      const expected = (await search(criteria)).keys;
      const queued = await post('bulk', 'prospect/downloadAll', { ...criteria, csvDownloadName: 'Engineers' }).expect(
        200,
      );
      worker = spawnWorker({ databaseUrl: (t.dataSource.options as { url: string }).url });
      const ready = await waitFor(async () =>
        (await list('bulk')).find((d) => d.id === queued.body.id && d.status === CsvDownloadStatus.Ready),
      );
      expect(ready.totalRows).toBe(expected.length);
      // Lin was paid for: every other IT person costs one.
      expect(await creditsOf('bulk')).toBe(20 - 1 - (expected.length - 1));
      const file = await get('bulk', `exports/${queued.body.id}/file`).buffer(true).expect(200);
      const records = parseCsv(file.text, PROSPECT_CSV_HEADER);
      expect(records.map((r) => keyOfId.get(r['Prospect ID']))).toEqual(expected);
      expect(records.find((r) => r['First Name'] === 'Grace')?.Email).toBe('grace@globex.io');
      expect(await list('other')).toEqual([]);
      await get('other', `exports/${queued.body.id}/file`).expect(404);
    });

    it('refuses an export-all beyond the credits with the spec message', async () => {
      await signUp('short', 1);
      const res = await post('short', 'prospect/downloadAll', { csvDownloadName: 'All' }).expect(402);
      expect(res.body.errors[0].reason).toBe(UI_MESSAGES.insufficientCredit);
    });
  });

  describe('lists', () => {
    it('creates, renames, fills, opens, searches, empties and deletes a list — the owner only', async () => {
      const created = await post('searcher', 'lists', { kind: 'prospects', name: 'Engineers to call' }).expect(201);
      const list = created.body as SavedList;
      expect(list).toMatchObject({ kind: 'prospects', name: 'Engineers to call', memberCount: 0 });
      await post('searcher', 'lists', { kind: 'prospects', name: 'engineers to CALL' }).expect(409);

      const added = await post('searcher', `lists/${list.id}/members`, {
        ids: [ids.get('ada'), ids.get('lin'), ids.get('grace'), ids.get('ada'), companies.get('acme')],
      }).expect(200);
      // Duplicates and ids that are not prospects (a company's) are not added.
      expect(added.body).toEqual({ changed: 3, memberCount: 3 });

      // Opened (paged, searchable) through the prospects search with the list criterion.
      await expectKeys({ isListSelected: true, listId: list.id }, ['ada', 'lin', 'grace']);
      await expectKeys({ isListSelected: true, listId: list.id, isKeywordsSelected: true, keywords: ['chen'] }, [
        'lin',
      ]);
      // Another user's search with this list finds nothing; their list calls answer 404.
      await expectKeys({ isListSelected: true, listId: list.id }, [], 'other');
      await post('other', `lists/${list.id}/members`, { ids: [ids.get('noor')] }).expect(404);
      await t.http
        .put(`/api/lists/${list.id}`)
        .set('Authorization', `Bearer ${tokens.get('other')}`)
        .send({ name: 'x' })
        .expect(404);
      await t.http
        .delete(`/api/lists/${list.id}`)
        .set('Authorization', `Bearer ${tokens.get('other')}`)
        .expect(404);
      expect((await get('other', 'lists?kind=prospects').expect(200)).body).toEqual({ items: [], totalCount: 0 });

      const renamed = await t.http
        .put(`/api/lists/${list.id}`)
        .set('Authorization', `Bearer ${tokens.get('searcher')}`)
        .send({ name: 'Engineers' })
        .expect(200);
      expect(renamed.body).toMatchObject({ name: 'Engineers', memberCount: 3 });
      const removed = await post('searcher', `lists/${list.id}/members/remove`, { ids: [ids.get('grace')] }).expect(
        200,
      );
      expect(removed.body).toEqual({ changed: 1, memberCount: 2 });
      expect(
        (await get('searcher', 'lists?kind=prospects').expect(200)).body.items.map((l: SavedList) => [
          l.name,
          l.memberCount,
        ]),
      ).toEqual([['Engineers', 2]]);
      expect((await get('searcher', 'lists?kind=companies').expect(200)).body).toEqual({ items: [], totalCount: 0 });
      await get('searcher', 'lists?kind=alerts').expect(400);

      await t.http
        .delete(`/api/lists/${list.id}`)
        .set('Authorization', `Bearer ${tokens.get('searcher')}`)
        .expect(200);
      await expectKeys({ isListSelected: true, listId: list.id }, []);
    });

    it('a company list narrows the companies search and, through their company, the prospects search', async () => {
      const list = (await post('searcher', 'lists', { kind: 'companies', name: 'Targets' }).expect(201))
        .body as SavedList;
      await post('searcher', `lists/${list.id}/members`, {
        ids: [companies.get('globex'), companies.get('relief')],
      }).expect(200);
      const res = await post('searcher', 'company/registered/search', { isListSelected: true, listId: list.id }).expect(
        200,
      );
      expect(res.body.companies.map((c: { name: string }) => c.name)).toEqual(['Globex', 'Relief Network']);
      await expectKeys({ company: { isListSelected: true, listId: list.id } }, ['grace', 'noor']);
    });

    it('exports a list with the same credit rules', async () => {
      await signUp('lister', 5);
      const list = (await post('lister', 'lists', { kind: 'prospects', name: 'Export me' }).expect(201))
        .body as SavedList;
      await post('lister', `lists/${list.id}/members`, { ids: [ids.get('maria'), ids.get('noor')] }).expect(200);
      const queued = await post('lister', 'prospect/downloadAll', {
        isListSelected: true,
        listId: list.id,
        csvDownloadName: 'My list',
      }).expect(200);
      const ready = await waitFor(async () =>
        ((await get('lister', 'prospect/getAllProspectCsvDownloads').expect(200)).body as CsvDownload[]).find(
          (d) => d.id === queued.body.id && d.status === CsvDownloadStatus.Ready,
        ),
      );
      expect(ready.totalRows).toBe(2);
      expect(await creditsOf('lister')).toBe(3);
    });
  });

  describe('saved searches (prospect/…)', () => {
    it('saves with prospect criteria, one default, monitored, owner only', async () => {
      const criteria = JSON.stringify({ isContactJobLevelSelected: true, contactJobLevels: ['cxo'] });
      const saved = await post('searcher', 'prospect/saveSearch', { name: 'CXOs', searchCriteria: criteria }).expect(
        201,
      );
      expect(saved.body).toMatchObject({ kind: 'prospects', criteriaError: null });
      await post('searcher', 'prospect/saveSearch', {
        name: 'Bad',
        searchCriteria: JSON.stringify({ eventTypes: [] }),
      }).expect(400);
      await post('searcher', 'prospect/setDefaultSaveSearch', { id: saved.body.id }).expect(200);
      await post('searcher', 'prospect/updateSaveSearchesToMonitor', { ids: [saved.body.id] }).expect(200);
      const mine = (await get('searcher', 'prospect/getListSaveSearch').expect(200)).body;
      expect(mine).toEqual([expect.objectContaining({ id: saved.body.id, isDefault: true, isMonitored: true })]);
      expect((await get('searcher', 'prospect/getDefaultSaveSearch').expect(200)).body.id).toBe(saved.body.id);
      await get('other', `prospect/getSearch?id=${saved.body.id}`).expect(404);
      await post('other', 'prospect/deleteSaveSearch', { id: saved.body.id }).expect(404);
      expect((await get('other', 'prospect/getListSaveSearch').expect(200)).body).toEqual([]);
    });
  });
});
