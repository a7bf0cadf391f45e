import {
  companySearchCriteriaSchema,
  defaultAlertSearchCriteria,
  prospectSearchCriteriaSchema,
  type AlertSearchCriteria,
  type AlertSearchCriteriaInput,
  alertSearchCriteriaSchema,
} from '@leadsignal/contracts';
import { ALERT_COUNT_ROLLUPS, ALERT_SEARCH } from '../kinds/alerts';
import { COMPANY_COUNT_ROLLUPS, COMPANY_SEARCH } from '../kinds/companies';
import { PROSPECT_COUNT_ROLLUPS, PROSPECT_SEARCH } from '../kinds/prospects';
import { compileCount, compileSearch, pageClause, readsOwnList, rollupCriteria, SqlParams } from '.';

/** Criteria with nothing on (Name Required is on by default) plus the given values. */
function criteria(input: AlertSearchCriteriaInput = {}): AlertSearchCriteria {
  return alertSearchCriteriaSchema.parse({ isContactNameRequiredSelected: false, ...input });
}

function compile(input: AlertSearchCriteriaInput) {
  const search = compileSearch(ALERT_SEARCH, criteria(input));
  return { where: search.where, conditions: search.conditions, params: search.params.list() };
}

describe('alert search compiler', () => {
  it('matches everything when no criterion is on, ordered by date then id', () => {
    const search = compileSearch(ALERT_SEARCH, criteria());
    expect(search.where).toBe('TRUE');
    expect(search.params.list()).toEqual([]);
    expect(search.orderBy).toBe('e.date_published DESC, e.id');
  });

  it('applies Name Required by default', () => {
    expect(compileSearch(ALERT_SEARCH, defaultAlertSearchCriteria()).conditions).toEqual(['e.has_contact_name']);
  });

  it('ignores a criterion whose flag is off, whatever its value', () => {
    expect(compile({ eventTypes: ['funding'], states: ['Texas'], titles: ['ai'], alertDateRangeOption: 2 }).where).toBe(
      'TRUE',
    );
  });

  it('ignores a criterion whose flag is on but whose list is empty', () => {
    expect(compile({ isTriggerEventsTypeSelected: true, eventTypes: [] }).where).toBe('TRUE');
    expect(compile({ isNewHireTypeSelected: true, newHireType: '' }).where).toBe('TRUE');
    expect(compile({ isTriggerEventsDateRangeSelected: true, alertDateRangeOption: 0 }).where).toBe('TRUE');
  });

  it('ANDs criteria and numbers the parameters in order', () => {
    const { where, params } = compile({
      isTriggerEventsTypeSelected: true,
      eventTypes: ['funding', 'personnel'],
      isCompanyIndustriesSelected: true,
      companyIndustries: ['software'],
    });
    expect(where).toBe('e.type = ANY($1::text[])\n  AND e.company_industry = $2');
    expect(params).toEqual([['funding', 'personnel'], 'software']);
  });

  describe('one criterion at a time', () => {
    const cases: [string, AlertSearchCriteriaInput, string, unknown[]][] = [
      [
        'event types (in-list)',
        { isTriggerEventsTypeSelected: true, eventTypes: ['funding', 'awards', 'funding'] },
        'e.type = ANY($1::text[])',
        [['funding', 'awards']],
      ],
      ['Email Required', { isContactEmailRequiredSelected: true }, 'e.has_contact_email', []],
      ['Name Required', { isContactNameRequiredSelected: true }, 'e.has_contact_name', []],
      ['Quote Required', { isQuotesRequiredSelected: true }, 'e.has_quote', []],
      [
        'new hire type (equality)',
        { isNewHireTypeSelected: true, newHireType: 'promotion' },
        'e.hire_type = $1',
        ['promotion'],
      ],
      [
        'job functions',
        { isContactJobFunctionSelected: true, contactJobFunctions: ['IT', 'Sales'] },
        'e.contact_job_function = ANY($1::text[])',
        [['IT', 'Sales']],
      ],
      [
        'job levels (one value: plain equality)',
        { isContactJobLevelSelected: true, contactJobLevels: ['cxo'] },
        'e.contact_seniority = $1',
        ['cxo'],
      ],
      [
        'industries',
        { isCompanyIndustriesSelected: true, companyIndustries: ['banking', 'software development'] },
        'e.company_industry = ANY($1::text[])',
        [['banking', 'software development']],
      ],
      [
        'company types',
        { isCompanyTypesSelected: true, companyTypes: ['public_company'] },
        'e.company_type = $1',
        ['public_company'],
      ],
      [
        'employee sizes',
        { isCompanyEmployeesSelected: true, companyEmployeeSizes: ['1-10', '1000+'] },
        'e.company_employee_size = ANY($1::text[])',
        [['1-10', '1000+']],
      ],
      [
        'revenues',
        { isCompanyRevenuesSelected: true, companyRevenues: ['> $1b'] },
        'e.company_revenue_band = $1',
        ['> $1b'],
      ],
      [
        'investors (array overlap)',
        { isInvestorsSelected: true, fundingInvestors: ['Sequoia Capital', 'Accel'] },
        'e.company_investors && $1::text[]',
        [['Sequoia Capital', 'Accel']],
      ],
      [
        'funding rounds (array overlap)',
        { isFundingRoundSelected: true, fundingRounds: ['Seed'] },
        'e.company_funding_rounds && $1::text[]',
        [['Seed']],
      ],
      [
        'country (lower-cased name)',
        { isCountriesSelected: true, country: 'United Kingdom' },
        'e.country = $1',
        ['united kingdom'],
      ],
      [
        'states (case-insensitive)',
        { isStatesSelected: true, states: ['Texas', 'NEW YORK'] },
        'lower(e.state) = ANY($1::text[])',
        [['texas', 'new york']],
      ],
      [
        'cities (case-insensitive)',
        { isCititesSelected: true, cities: ['San Francisco'] },
        'lower(e.city) = $1',
        ['san francisco'],
      ],
      [
        'zip codes (case-insensitive)',
        { isZipcodesSelected: true, zipCodes: ['SW1A 1AA', '94105'] },
        'lower(e.zip_code) = ANY($1::text[])',
        [['sw1a 1aa', '94105']],
      ],
      [
        'date range: last day',
        { isTriggerEventsDateRangeSelected: true, alertDateRangeOption: 1 },
        'e.date_published >= now() - $1::interval',
        ['1 day'],
      ],
      [
        'date range: last week',
        { isTriggerEventsDateRangeSelected: true, alertDateRangeOption: 2 },
        'e.date_published >= now() - $1::interval',
        ['7 days'],
      ],
      [
        'date range: last month',
        { isTriggerEventsDateRangeSelected: true, alertDateRangeOption: 3 },
        'e.date_published >= now() - $1::interval',
        ['1 month'],
      ],
      [
        'date range: last 3 months',
        { isTriggerEventsDateRangeSelected: true, alertDateRangeOption: 4 },
        'e.date_published >= now() - $1::interval',
        ['3 months'],
      ],
      [
        'company names, exact (case-insensitive equality)',
        { isCompanyNamesSelected: true, companyNames: ['Acme Corp', 'acme corp', 'Globex'] },
        'lower(e.company_name) = ANY($1::text[])',
        [['acme corp', 'globex']],
      ],
      [
        'company names, partial (ILIKE, one per name)',
        { isCompanyNamesSelected: true, companyNamesExactMatch: false, companyNames: ['acme', '50%_off'] },
        '(e.company_name ILIKE $1 OR e.company_name ILIKE $2)',
        ['%acme%', '%50\\%\\_off%'],
      ],
      [
        'company URLs, exact (normalised to the domain)',
        { isCompanyURLsSelected: true, companyURLs: ['https://www.Acme.com/about?x=1', 'globex.io'] },
        'e.company_domain = ANY($1::text[])',
        [['acme.com', 'globex.io']],
      ],
      [
        'company URLs, partial',
        { isCompanyURLsSelected: true, companyURLsExactMatch: false, companyURLs: ['http://acme'] },
        'e.company_domain ILIKE $1',
        ['%acme%'],
      ],
      [
        'keywords',
        { isTitlesSelected: true, titles: ['series a', 'Zürich'] },
        "e.search_vector @@ to_tsquery('simple', ls_unaccent($1::text))",
        ["('series':* & 'a') | 'Zürich':*"],
      ],
    ];
    it.each(cases)('%s', (_name, input, sql, params) => {
      const compiled = compile(input);
      expect(compiled.where).toBe(sql);
      expect(compiled.params).toEqual(params);
    });
  });

  it('never puts a value in the SQL text', () => {
    const hostile = "x'); DROP TABLE users; --";
    const { where, params } = compile({
      isCompanyNamesSelected: true,
      companyNames: [hostile],
      isStatesSelected: true,
      states: [hostile],
      isTitlesSelected: true,
      titles: [hostile],
      isNewHireTypeSelected: true,
      newHireType: 'new_hire',
    });
    expect(where).not.toContain('DROP');
    expect(JSON.stringify(params)).toContain('DROP');
  });

  it('continues the numbering after parameters the caller bound', () => {
    const search = compileSearch(
      ALERT_SEARCH,
      criteria({ isNewHireTypeSelected: true, newHireType: 'new_hire' }),
      new SqlParams(['user']),
    );
    expect(search.where).toBe('e.hire_type = $2');
    const page = search.params.clone();
    expect(pageClause({ page: 3, pageSize: 50 }, page)).toBe('LIMIT $3 OFFSET $4');
    expect(page.list()).toEqual(['user', 'new_hire', 50, 100]);
    expect(search.params.list()).toEqual(['user', 'new_hire']);
  });

  it('bounds the arrival window by either instant, only while its flag is on', () => {
    const after = '2026-11-24T13:22:01.123456Z';
    const until = '2026-11-24T14:00:00Z';
    expect(compile({ isArrivedWindowSelected: true, arrivedAfter: after, arrivedUntil: until })).toEqual({
      where: '(e.ingested_at > $1::timestamptz AND e.ingested_at <= $2::timestamptz)',
      conditions: ['(e.ingested_at > $1::timestamptz AND e.ingested_at <= $2::timestamptz)'],
      params: [after, until],
    });
    expect(compile({ isArrivedWindowSelected: true, arrivedAfter: after }).where).toBe(
      '(e.ingested_at > $1::timestamptz)',
    );
    expect(compile({ isArrivedWindowSelected: true, arrivedUntil: until }).where).toBe(
      '(e.ingested_at <= $1::timestamptz)',
    );
    expect(compile({ isArrivedWindowSelected: true }).where).toBe('TRUE');
    expect(compile({ arrivedAfter: after, arrivedUntil: until }).where).toBe('TRUE');
  });

  it('drops blank list items and URLs that normalise to nothing', () => {
    expect(compile({ isCompanyURLsSelected: true, companyURLs: ['https://', 'www.'] }).where).toBe('TRUE');
    expect(compile({ isTitlesSelected: true, titles: ['&&', '!*'] }).where).toBe('TRUE');
  });
});

describe('alert counts', () => {
  const count = (input: AlertSearchCriteriaInput) =>
    compileCount(ALERT_SEARCH, 'trigger_events e', criteria(input), ALERT_COUNT_ROLLUPS);

  it('counts the rows themselves within an arrival window: no roll-up holds arrivals', () => {
    const compiled = count({
      isArrivedWindowSelected: true,
      arrivedAfter: '2026-11-24T13:22:01.123456Z',
      arrivedUntil: '2026-11-24T14:00:00Z',
    });
    expect(compiled.rollup).toBeNull();
    expect(compiled.sql).toBe(
      'SELECT count(*)::bigint AS count FROM trigger_events e WHERE (e.ingested_at > $1::timestamptz AND e.ingested_at <= $2::timestamptz)',
    );
    // Without the window the same search sums a roll-up.
    expect(count({}).rollup).not.toBeNull();
  });

  it('sums the place roll-up for the default screen', () => {
    const compiled = compileCount(ALERT_SEARCH, 'trigger_events e', defaultAlertSearchCriteria(), ALERT_COUNT_ROLLUPS);
    expect(compiled.rollup).toBe('trigger_event_place_counts');
    expect(compiled.sql).toBe(
      'SELECT (coalesce((SELECT sum(r.events) FROM trigger_event_place_counts r WHERE r.has_contact_name), 0))::bigint AS count',
    );
  });

  it('answers type, flags, country and states from the place roll-up', () => {
    const compiled = count({
      isTriggerEventsTypeSelected: true,
      eventTypes: ['funding'],
      isCountriesSelected: true,
      isStatesSelected: true,
      states: ['Texas'],
      isContactEmailRequiredSelected: true,
    });
    expect(compiled.rollup).toBe('trigger_event_place_counts');
    expect(compiled.sql).toContain('r.type = $1 AND r.has_contact_email AND r.country = $2 AND lower(r.state) = $3');
    expect(compiled.params).toEqual(['funding', 'united states', 'texas']);
  });

  it('answers a date range from the day roll-up plus the rows of the first, partial day', () => {
    const compiled = count({
      isTriggerEventsDateRangeSelected: true,
      alertDateRangeOption: 2,
      isQuotesRequiredSelected: true,
    });
    expect(compiled.rollup).toBe('trigger_event_day_counts');
    expect(compiled.sql).toBe(
      'SELECT (coalesce((SELECT sum(r.events) FROM trigger_event_day_counts r WHERE r.has_quote AND ' +
        "r.day > ((now() - $1::interval) AT TIME ZONE 'UTC')::date), 0)\n" +
        '  + (SELECT count(*) FROM trigger_events e WHERE e.date_published >= now() - $2::interval AND e.has_quote AND ' +
        "e.date_published < date_trunc('day', (now() - $1::interval), 'UTC') + interval '1 day'))::bigint AS count",
    );
    expect(compiled.params).toEqual(['7 days', '7 days']);
  });

  it("counts a date range back from the context's instant when given one (an export's request time)", () => {
    const asOf = '2026-05-01T10:00:00.000Z';
    const search = compileSearch(
      ALERT_SEARCH,
      criteria({ isTriggerEventsDateRangeSelected: true, alertDateRangeOption: 4 }),
      undefined,
      { asOf },
    );
    expect(search.where).toBe('e.date_published >= $1::timestamptz - $2::interval');
    expect(search.params.list()).toEqual([asOf, '3 months']);
    const counted = compileCount(
      ALERT_SEARCH,
      'trigger_events e',
      criteria({ isTriggerEventsDateRangeSelected: true, alertDateRangeOption: 2, isQuotesRequiredSelected: true }),
      ALERT_COUNT_ROLLUPS,
      { asOf },
    );
    expect(counted.sql).not.toContain('now()');
    expect(counted.params).toContain(asOf);
  });

  it('counts the rows when a criterion no roll-up holds applies', () => {
    const compiled = count({ isContactNameRequiredSelected: true, isCititesSelected: true, cities: ['Austin'] });
    expect(compiled.rollup).toBeNull();
    expect(compiled.sql).toBe(
      'SELECT count(*)::bigint AS count FROM trigger_events e WHERE e.has_contact_name AND lower(e.city) = $1',
    );
    expect(compiled.params).toEqual(['austin']);
  });

  it('answers company and contact filters from their roll-ups, with the country', () => {
    const company = count({
      isCountriesSelected: true,
      isCompanyEmployeesSelected: true,
      companyEmployeeSizes: ['1-10', '11-50'],
      isCompanyTypesSelected: true,
      companyTypes: ['partnership'],
    });
    expect(company.rollup).toBe('trigger_event_company_counts');
    expect(company.sql).toContain('r.country = $1 AND r.employee_size = ANY($2::text[]) AND r.company_type = $3');
    const contact = count({
      isContactJobLevelSelected: true,
      contactJobLevels: ['cxo', 'vp'],
      isNewHireTypeSelected: true,
      newHireType: 'new_hire',
    });
    expect(contact.rollup).toBe('trigger_event_contact_counts');
    expect(contact.sql).toContain('r.seniority = ANY($1::text[]) AND r.hire_type = $2');
  });

  it('answers investors and funding rounds from the funding roll-up', () => {
    const compiled = count({
      isInvestorsSelected: true,
      fundingInvestors: ['Accel'],
      isFundingRoundSelected: true,
      fundingRounds: ['Seed'],
    });
    expect(compiled.rollup).toBe('trigger_event_funding_counts');
    expect(compiled.sql).toContain('r.investors && $1::text[] AND r.funding_rounds && $2::text[]');
  });

  it('counts the rows when no one roll-up holds every criterion', () => {
    expect(
      count({ isCountriesSelected: true, isTriggerEventsDateRangeSelected: true, alertDateRangeOption: 3 }).rollup,
    ).toBeNull();
    expect(
      count({
        isContactJobLevelSelected: true,
        contactJobLevels: ['cxo'],
        isCompanyTypesSelected: true,
        companyTypes: ['partnership'],
      }).rollup,
    ).toBeNull();
    expect(
      count({ isStatesSelected: true, states: ['Texas'], isContactJobLevelSelected: true, contactJobLevels: ['cxo'] })
        .rollup,
    ).toBeNull();
  });
});

describe('company and prospect counts', () => {
  it('re-points the rules a roll-up holds at its columns and leaves out the rest', () => {
    const rules = rollupCriteria(PROSPECT_SEARCH.criteria, 'p', {
      email_type: 'r.email_type',
      has_email: 'r.has_email',
      has_phone: 'r.has_phone',
      phone_type: 'r.phone_type',
    });
    expect(rules.map((rule) => (rule.kind === 'nested' ? 'nested' : rule.flag))).toEqual([
      'isContactEmailRequiredSelected',
      'isEmailTypeSelected',
      'isPhoneRequiredSelected',
      'isPhoneTypesSelected',
    ]);
    expect(JSON.stringify(rules)).not.toContain('p.');
    expect(rules[1]).toMatchObject({
      kind: 'choice',
      predicates: { 1: 'r.has_email', 2: "r.email_type = 'professional'" },
    });
    expect(rules[3]).toMatchObject({
      column: 'r.phone_type',
      anyValue: { value: 'any_phone', predicate: 'r.has_phone' },
    });
  });

  it('sums the smallest roll-up that holds every applied criterion', () => {
    const company = (input: object) =>
      compileCount(COMPANY_SEARCH, 'companies c', companySearchCriteriaSchema.parse(input), COMPANY_COUNT_ROLLUPS);
    expect(company({})).toEqual({
      sql: 'SELECT (coalesce((SELECT sum(r.companies) FROM company_profile_counts r WHERE TRUE), 0))::bigint AS count',
      params: [],
      rollup: 'company_profile_counts',
    });
    const industry = company({ isCompanyIndustriesSelected: true, companyIndustries: ['financial services'] });
    expect(industry.rollup).toBe('company_counts');
    expect(industry.sql).toContain('(r.industry = $1 OR r.top_industry = $1)');
    // One or two technologies: the pair roll-up by inclusion–exclusion; three or more: the rows.
    expect(company({ isCompanyTechnologiesSelected: true, companyTechnologies: ['Salesforce', 'HubSpot'] })).toEqual({
      sql:
        'SELECT (coalesce((SELECT sum(CASE WHEN r.technology_a = r.technology_b THEN r.companies ELSE -r.companies END) ' +
        'FROM company_technology_pair_counts r WHERE r.technology_a = ANY($1::text[]) AND r.technology_b = ANY($2::text[])), 0))::bigint AS count',
      params: [
        ['Salesforce', 'HubSpot'],
        ['Salesforce', 'HubSpot'],
      ],
      rollup: 'company_technology_pair_counts',
    });
    expect(
      company({ isCompanyTechnologiesSelected: true, companyTechnologies: ['Salesforce', 'HubSpot', 'Slack'] }).rollup,
    ).toBeNull();
    expect(
      company({
        isCompanyTechnologiesSelected: true,
        companyTechnologies: ['Salesforce'],
        isCompanyTypesSelected: true,
        companyTypes: ['public_company'],
      }).rollup,
    ).toBeNull();

    const prospect = (input: object) =>
      compileCount(PROSPECT_SEARCH, 'contacts p', prospectSearchCriteriaSchema.parse(input), PROSPECT_COUNT_ROLLUPS);
    expect(prospect({ isStatesSelected: true, states: ['Texas'] }).rollup).toBe('contact_place_counts');
    expect(prospect({ isContactJobLevelSelected: true, contactJobLevels: ['vp'] }).rollup).toBe('contact_role_counts');
    expect(
      prospect({ isContactJobLevelSelected: true, contactJobLevels: ['vp'], isStatesSelected: true, states: ['Texas'] })
        .rollup,
    ).toBe('contact_counts');
    expect(prospect({ company: { isCompanyTypesSelected: true, companyTypes: ['privately_held'] } }).rollup).toBe(
      'contact_company_counts',
    );
  });

  it('answers company criteria of prospects from the contact_company roll-ups over the copied columns', () => {
    const prospect = (input: object) =>
      compileCount(PROSPECT_SEARCH, 'contacts p', prospectSearchCriteriaSchema.parse(input), PROSPECT_COUNT_ROLLUPS);
    expect(
      prospect({
        isContactEmailRequiredSelected: true,
        isContactJobLevelSelected: true,
        contactJobLevels: ['manager', 'director'],
        company: {
          isCompanyTypesSelected: true,
          companyTypes: ['privately_held'],
          isCompanyRevenuesSelected: true,
          companyRevenues: ['$10 - 50m', '$50 - 100m'],
        },
      }),
    ).toEqual({
      sql:
        'SELECT (coalesce((SELECT sum(r.contacts) FROM contact_company_counts r WHERE r.seniority = ANY($1::text[]) ' +
        'AND r.has_email AND r.company_type = $2 AND r.company_revenue_band = ANY($3::text[])), 0))::bigint AS count',
      params: [['manager', 'director'], 'privately_held', ['$10 - 50m', '$50 - 100m']],
      rollup: 'contact_company_counts',
    });
    expect(
      prospect({
        company: {
          isCompanyIndustriesSelected: true,
          companyIndustries: ['software development'],
          isCompanyEmployeesSelected: true,
          companyEmployeeSizes: ['51-200'],
        },
      }),
    ).toEqual({
      sql:
        'SELECT (coalesce((SELECT sum(r.contacts) FROM contact_company_industry_counts r WHERE ' +
        '(r.company_industry = $1 OR r.company_top_industry = $1) AND r.company_employee_size = $2), 0))::bigint AS count',
      params: ['software development', '51-200'],
      rollup: 'contact_company_industry_counts',
    });
    // Only when every applied company criterion is held: industry with seniority, a company country, company
    // keywords or a company list count the rows.
    const rows = [
      {
        isContactJobLevelSelected: true,
        contactJobLevels: ['vp'],
        company: { isCompanyIndustriesSelected: true, companyIndustries: ['banking'] },
      },
      {
        company: {
          isCompanyTypesSelected: true,
          companyTypes: ['privately_held'],
          isCountriesSelected: true,
          country: 'germany',
        },
      },
      {
        company: {
          isCompanyStatusesSelected: true,
          companyStatuses: ['active'],
          isKeywordsSelected: true,
          keywords: ['acme'],
        },
      },
      { company: { isListSelected: true, listId: '00000000-0000-4000-8000-000000000002' } },
      {
        isStatesSelected: true,
        states: ['Texas'],
        company: { isCompanyTypesSelected: true, companyTypes: ['privately_held'] },
      },
    ];
    for (const input of rows) expect(prospect(input).rollup).toBeNull();
    // A company object whose criteria are all off applies nothing: the default roll-up.
    expect(prospect({ company: { isCompanyTypesSelected: false, companyTypes: ['privately_held'] } }).rollup).toBe(
      'contact_place_counts',
    );
  });
});

describe('readsOwnList (such searches read the primary, not a replica)', () => {
  const listId = '0b6f7c1e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';

  it('is true only when a list criterion applies, also nested in a prospect search', () => {
    const companies = (input: object) => companySearchCriteriaSchema.parse(input);
    expect(readsOwnList(COMPANY_SEARCH, companies({}))).toBe(false);
    expect(readsOwnList(COMPANY_SEARCH, companies({ isListSelected: true, listId: '' }))).toBe(false);
    expect(readsOwnList(COMPANY_SEARCH, companies({ isListSelected: false, listId }))).toBe(false);
    expect(readsOwnList(COMPANY_SEARCH, companies({ isListSelected: true, listId }))).toBe(true);

    const prospects = (input: object) => prospectSearchCriteriaSchema.parse(input);
    expect(readsOwnList(PROSPECT_SEARCH, prospects({}))).toBe(false);
    expect(readsOwnList(PROSPECT_SEARCH, prospects({ isListSelected: true, listId }))).toBe(true);
    expect(readsOwnList(PROSPECT_SEARCH, prospects({ company: { isListSelected: true, listId } }))).toBe(true);
    expect(readsOwnList(ALERT_SEARCH, criteria())).toBe(false);
  });
});
