import { HIRE_TYPES } from '@leadsignal/contracts';
import {
  COMPANY_SIZES,
  COMPANY_STATUSES,
  COMPANY_TYPES,
  COUNTRIES,
  EVENT_TYPES,
  FUNDING_STAGES,
  INDUSTRIES,
  JOB_FUNCTIONS,
  REVENUE_BANDS,
  PHONE_TYPES,
  SENIORITY_LEVELS,
  TECHNOLOGIES,
  statesForCountryName,
  subdivisionsOf,
  topLevelIndustryOf,
} from '@leadsignal/reference-data';
import type { DataSource } from 'typeorm';
import { createDataSource, runMigrations, dropDatabase, ensureDatabase } from '@leadsignal/server-core';
import {
  DemoDataGenerator,
  DemoDataRefusedError,
  generateDemoData,
  resumeDemoDataLoad,
  type DemoDataProgress,
  type DemoDataResult,
} from './demo-data';
import { allPlaces } from './places';

const NOW = Date.UTC(2025, 10, 20, 12, 0, 0);
const EVENTS = 2000;
const DAY = 86_400_000;

/** A database next to the run's own one, so loads into empty tables don't meet other specs' rows. */
function siblingUrl(suffix: string): string {
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `${url.pathname}_${suffix}`;
  return url.toString();
}

async function tableChecksums(ds: DataSource): Promise<Record<string, string>> {
  const sums: Record<string, string> = {};
  for (const table of ['companies', 'contacts', 'trigger_events']) {
    const [row] = await ds.query(
      `SELECT count(*)::int AS n, md5(string_agg(t::text, E'\\n' ORDER BY t.id)) AS sum FROM ${table} t`,
    );
    sums[table] = `${row.n}:${row.sum}`;
  }
  return sums;
}

async function schemaObjects(ds: DataSource): Promise<string[]> {
  const rows: { name: string }[] = await ds.query(
    `SELECT 'index ' || indexname AS name FROM pg_indexes
      WHERE schemaname = 'public' AND tablename IN ('companies', 'contacts', 'trigger_events')
     UNION ALL
     SELECT 'constraint ' || conname FROM pg_constraint
      WHERE conrelid IN ('companies'::regclass, 'contacts'::regclass, 'trigger_events'::regclass)
     UNION ALL
     SELECT 'trigger ' || tgname || ' ' || tgenabled::text FROM pg_trigger
      WHERE NOT tgisinternal AND tgrelid IN ('companies'::regclass, 'contacts'::regclass, 'trigger_events'::regclass)
     ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

describe('demo data', () => {
  const urls = [siblingUrl('seed_a'), siblingUrl('seed_b')];
  const sources = urls.map((url) => createDataSource(url, 'leadsignal-seed-spec'));
  const [a, b] = sources;
  let objectsBefore: string[];
  let result: DemoDataResult;
  const progress: DemoDataProgress[] = [];

  beforeAll(async () => {
    for (const url of urls) {
      await dropDatabase(url);
      await ensureDatabase(url);
    }
    for (const ds of sources) {
      await ds.initialize();
      await runMigrations(ds);
    }
    objectsBefore = await schemaObjects(a);
    result = await generateDemoData(a, { events: EVENTS, seed: 42, now: NOW, onProgress: (p) => progress.push(p) });
    await generateDemoData(b, { events: EVENTS, seed: 42, now: NOW });
  }, 180_000);

  afterAll(async () => {
    for (const ds of sources) if (ds.isInitialized) await ds.destroy();
    for (const url of urls) await dropDatabase(url);
  }, 120_000);

  it('loads the requested rows in bulk mode and restores every index and key', async () => {
    expect(result).toMatchObject({
      events: EVENTS,
      companies: 200,
      contacts: 500,
      seed: 42,
      bulkMode: true,
      frozen: true,
    });
    const [counts] = await a.query(
      `SELECT (SELECT count(*)::int FROM companies) AS companies, (SELECT count(*)::int FROM contacts) AS contacts,
              (SELECT count(*)::int FROM trigger_events) AS events, to_regclass('demo_data_rebuild') AS pending`,
    );
    expect(counts).toEqual({ companies: 200, contacts: 500, events: EVENTS, pending: null });
    expect(await schemaObjects(a)).toEqual(objectsBefore);
    const phases = [...new Set(progress.map((p) => p.phase))];
    expect(phases).toEqual(['companies', 'contacts', 'events', 'indexes', 'analyze']);
    expect(progress.filter((p) => p.phase === 'events').at(-1)).toMatchObject({ done: EVENTS, total: EVENTS });
  });

  it('keeps the trigger-maintained event roll-ups exact', async () => {
    // Bulk loads bypass the roll-up triggers and rebuild the roll-ups once; appends go through them.
    const [rollup] = await a.query(`SELECT to_regclass('trigger_event_day_counts') IS NOT NULL AS present`);
    if (!rollup.present) return;
    const [sums] = await a.query(
      `SELECT (SELECT sum(events)::int FROM trigger_event_day_counts) AS days,
              (SELECT sum(events)::int FROM trigger_event_place_counts) AS places,
              (SELECT sum(events)::int FROM trigger_event_day_counts WHERE type = 'personnel') AS personnel,
              (SELECT count(*)::int FROM trigger_events WHERE type = 'personnel') AS personnel_events`,
    );
    expect(sums).toEqual({
      days: EVENTS,
      places: EVENTS,
      personnel: sums.personnel_events,
      personnel_events: sums.personnel_events,
    });
  });

  it('rebuilds the company and contact count roll-ups after a bulk load', async () => {
    const [sums] = await a.query(
      `SELECT (SELECT sum(companies)::int FROM company_profile_counts) AS profile,
              (SELECT sum(companies)::int FROM company_counts) AS companies,
              (SELECT sum(companies)::int FROM company_counts WHERE status = 'active') AS active,
              (SELECT count(*)::int FROM companies WHERE status = 'active') AS active_rows,
              (SELECT sum(contacts)::int FROM contact_place_counts) AS places,
              (SELECT sum(contacts)::int FROM contact_role_counts) AS roles,
              (SELECT sum(contacts)::int FROM contact_counts WHERE has_email) AS emails,
              (SELECT count(*)::int FROM contacts WHERE has_email) AS email_rows,
              (SELECT sum(companies)::int FROM company_technology_pair_counts
                WHERE technology_a = 'Salesforce' AND technology_b = 'Salesforce') AS salesforce,
              (SELECT count(*)::int FROM companies WHERE 'Salesforce' = ANY(technologies)) AS salesforce_rows`,
    );
    expect(sums).toEqual({
      profile: 200,
      companies: 200,
      active: sums.active_rows,
      active_rows: sums.active_rows,
      places: 500,
      roles: 500,
      emails: sums.email_rows,
      email_rows: sums.email_rows,
      salesforce: sums.salesforce_rows,
      salesforce_rows: sums.salesforce_rows,
    });
    expect(sums.salesforce_rows).toBeGreaterThan(0);
  });

  it("gives contacts their company's columns (the company-criteria roll-ups' copies) and rebuilds those roll-ups", async () => {
    const [copies] = await a.query(
      `SELECT count(*) FILTER (WHERE (p.company_industry, p.company_top_industry, p.company_type,
                                      p.company_employee_size, p.company_revenue_band, p.company_status)
                                     IS DISTINCT FROM (c.industry, c.top_industry, c.company_type, c.employee_size,
                                                       c.revenue_band, c.status))::int AS stale,
              count(*) FILTER (WHERE p.company_status IS NOT NULL)::int AS with_status,
              count(*) FILTER (WHERE c.status = 'active')::int AS active_rows,
              (SELECT sum(contacts)::int FROM contact_company_counts) AS company_counts,
              (SELECT sum(contacts)::int FROM contact_company_counts WHERE company_status = 'active') AS active,
              (SELECT sum(contacts)::int FROM contact_company_industry_counts) AS industry_counts
         FROM contacts p LEFT JOIN companies c ON c.id = p.company_id`,
    );
    expect(copies).toEqual({
      stale: 0,
      with_status: 500,
      active_rows: copies.active_rows,
      company_counts: 500,
      active: copies.active_rows,
      industry_counts: 500,
    });
    expect(copies.active_rows).toBeGreaterThan(0);
  });

  it('gives identical rows, ids included, for the same seed and now', async () => {
    expect(await tableChecksums(a)).toEqual(await tableChecksums(b));
    const other = new DemoDataGenerator({ events: 10, seed: 43, now: NOW });
    const same = new DemoDataGenerator({ events: 10, seed: 42, now: NOW });
    const first = (g: DemoDataGenerator) => [...g.companyRows()][0];
    expect(first(same)).toBe(first(new DemoDataGenerator({ events: 10, seed: 42, now: NOW })));
    expect(first(other)).not.toBe(first(same));
  });

  it('has events of every type, personnel ones with a contact and a hire type', async () => {
    const types = (await a.query(`SELECT DISTINCT type FROM trigger_events ORDER BY 1`)).map(
      (r: { type: string }) => r.type,
    );
    expect(types).toEqual(EVENT_TYPES.map((t) => t.value).sort());
    const [personnel] = await a.query(
      `SELECT count(*) FILTER (WHERE type = 'personnel' AND (contact_id IS NULL OR hire_type IS NULL))::int AS bad_personnel,
              count(*) FILTER (WHERE type <> 'personnel' AND hire_type IS NOT NULL)::int AS stray_hire_type,
              array_agg(DISTINCT hire_type) FILTER (WHERE hire_type IS NOT NULL) AS hire_types
         FROM trigger_events`,
    );
    expect(personnel.bad_personnel).toBe(0);
    expect(personnel.stray_hire_type).toBe(0);
    expect([...personnel.hire_types].sort()).toEqual([...HIRE_TYPES].sort());
  });

  it('gives every company a unique lower-case domain, its website and values from the reference lists', async () => {
    const companies: {
      domain: string;
      website: string;
      industry: string;
      company_type: string;
      employee_size: string;
      revenue_band: string;
      funding_rounds: string[];
      investors: string[];
    }[] = await a.query(`SELECT * FROM companies`);
    const domains = companies.map((c) => c.domain);
    expect(new Set(domains).size).toBe(domains.length);
    const industries = new Set(INDUSTRIES.map((i) => i.value));
    const stages = FUNDING_STAGES.map((s) => s.value);
    for (const c of companies) {
      expect(c.domain).toMatch(/^[a-z0-9-]+(\.[a-z]{2,})+$/);
      expect(c.website).toBe(`https://www.${c.domain}`);
      expect(industries.has(c.industry)).toBe(true);
      expect(COMPANY_TYPES.map((t) => t.value)).toContain(c.company_type);
      expect(COMPANY_SIZES.map((s) => s.value)).toContain(c.employee_size);
      expect(REVENUE_BANDS.map((r) => r.value)).toContain(c.revenue_band);
      expect(c.funding_rounds).toEqual(stages.slice(0, c.funding_rounds.length));
      expect(c.investors.length > 0).toBe(c.funding_rounds.length > 0);
    }
  });

  it('copies company and contact fields into events exactly as their rows have them', async () => {
    const [mismatch] = await a.query(`
      SELECT count(*) FILTER (WHERE (e.company_name, e.company_domain, e.company_website, e.company_logo_url,
                                     e.company_industry, e.company_type, e.company_employee_size, e.company_revenue_band,
                                     e.company_investors, e.company_funding_rounds, e.country, e.state, e.city, e.zip_code)
                                IS DISTINCT FROM
                                    (c.name, c.domain, c.website, c.logo_url, c.industry, c.company_type, c.employee_size,
                                     c.revenue_band, c.investors, c.funding_rounds, c.country, c.state, c.city, c.zip_code))::int
               AS companies,
             count(*) FILTER (WHERE p.id IS NOT NULL AND (e.contact_first_name, e.contact_last_name, e.article_job_title,
                                     e.contact_job_function, e.contact_seniority, e.has_contact_email)
                                IS DISTINCT FROM
                                    (p.first_name, p.last_name, p.job_title, p.job_function, p.seniority, p.email IS NOT NULL))::int
               AS contacts,
             count(*) FILTER (WHERE p.id IS NOT NULL AND p.company_id <> e.company_id)::int AS foreign_contacts,
             count(*) FILTER (WHERE e.contact_id IS NULL AND (e.contact_first_name IS NOT NULL OR e.has_contact_email))::int
               AS nameless_with_name
        FROM trigger_events e
        JOIN companies c ON c.id = e.company_id
        LEFT JOIN contacts p ON p.id = e.contact_id`);
    expect(mismatch).toEqual({ companies: 0, contacts: 0, foreign_contacts: 0, nameless_with_name: 0 });
    const [emails] = await a.query(
      `SELECT count(*)::int AS bad FROM contacts p JOIN companies c ON c.id = p.company_id
        WHERE p.email IS NOT NULL AND p.email_type <> 'personal' AND p.email NOT LIKE '%@' || c.domain`,
    );
    expect(emails.bad).toBe(0);
  });

  it('gives companies a registry record: legal and trading names, number, jurisdiction, incorporation, status', async () => {
    const companies: {
      name: string;
      legal_name: string;
      trading_name: string | null;
      registration_number: string;
      jurisdiction_country: string;
      jurisdiction_subdivision: string | null;
      country_code: string;
      incorporation_date: string;
      created_at: Date;
      ingested_at: Date;
      status: string;
      source_kind: string;
      industry: string;
      top_industry: string;
      description: string;
      phone: string;
      address: string;
    }[] = await a.query(`SELECT *, incorporation_date::text AS incorporation_date FROM companies ORDER BY id`);
    const statuses = COMPANY_STATUSES.map((s) => s.value as string);
    for (const c of companies) {
      expect(c.name).toBe(c.trading_name ?? c.legal_name);
      expect(c.legal_name.length).toBeGreaterThan(1);
      expect(c.registration_number).toMatch(/^[A-Z0-9][A-Z0-9 ./-]{4,}[A-Z0-9]$/);
      expect(c.jurisdiction_country).toBe(c.country_code);
      if (c.jurisdiction_subdivision !== null) {
        expect(subdivisionsOf(c.jurisdiction_country).map((s) => s.value)).toContain(c.jurisdiction_subdivision);
      }
      // Never incorporated after it was added, never before 1875.
      expect(c.incorporation_date >= '1875-01-01').toBe(true);
      expect(c.incorporation_date <= c.created_at.toISOString().slice(0, 10)).toBe(true);
      expect(c.ingested_at.getTime()).toBe(c.created_at.getTime());
      expect(statuses).toContain(c.status);
      expect(['internal', 'external']).toContain(c.source_kind);
      expect(c.top_industry).toBe(topLevelIndustryOf(c.industry)?.value);
      expect(c.description.length).toBeGreaterThan(120);
      expect(c.description.length).toBeLessThan(280);
      expect(c.description).toContain(c.name);
      expect(c.phone).toMatch(/^\+\d/);
      expect(c.address.length).toBeGreaterThan(10);
    }
    const share = (test: (c: (typeof companies)[number]) => boolean) =>
      companies.filter(test).length / companies.length;
    expect(share((c) => c.trading_name !== null)).toBeGreaterThan(0.7);
    expect(share((c) => c.trading_name !== null)).toBeLessThan(0.9);
    expect(share((c) => c.status === 'active')).toBeGreaterThan(0.75);
    expect(new Set(companies.map((c) => c.status)).size).toBeGreaterThanOrEqual(4);
    expect(share((c) => c.source_kind === 'internal')).toBeGreaterThan(0.03);
    expect(share((c) => c.jurisdiction_subdivision === 'US-DE')).toBeGreaterThan(0.1);
    expect(share((c) => c.legal_name.endsWith(' GmbH') || c.legal_name.endsWith(' Ltd'))).toBeGreaterThan(0);
    // Some were incorporated within the last year (the "registered within" filter finds something).
    expect(share((c) => c.incorporation_date >= new Date(NOW - 365 * DAY).toISOString().slice(0, 10))).toBeGreaterThan(
      0,
    );
  });

  it('puts companies in groups whose parent always comes first', async () => {
    const [groups] = await a.query(`
      SELECT count(*) FILTER (WHERE c.relationship IN ('Subsidiary', 'Affiliate')
                                AND (p.id IS NULL OR p.relationship <> 'Parent'))::int AS orphans,
             count(*) FILTER (WHERE c.relationship IS DISTINCT FROM 'Subsidiary' AND c.relationship IS DISTINCT FROM 'Affiliate'
                                AND c.parent_company_id IS NOT NULL)::int AS stray_parents,
             count(*) FILTER (WHERE p.id IS NOT NULL AND (p.id >= c.id OR p.created_at > c.created_at))::int AS before_parent,
             count(*) FILTER (WHERE c.relationship = 'Parent')::int AS parents,
             count(*) FILTER (WHERE c.relationship = 'Subsidiary')::int AS subsidiaries,
             count(*) FILTER (WHERE c.relationship = 'Affiliate')::int AS affiliates
        FROM companies c LEFT JOIN companies p ON p.id = c.parent_company_id`);
    expect(groups).toMatchObject({ orphans: 0, stray_parents: 0, before_parent: 0 });
    expect(groups.parents).toBeGreaterThan(0);
    expect(groups.subsidiaries).toBeGreaterThan(groups.parents);
    expect(groups.affiliates).toBeGreaterThan(0);
  });

  it('gives companies technologies by sector and size, and institutional domains their domain type', async () => {
    const [tech] = await a.query(
      `SELECT avg(cardinality(technologies))::float AS mean, min(cardinality(technologies))::int AS least,
              array_agg(DISTINCT t) AS names
         FROM companies, unnest(technologies) AS t`,
    );
    expect(tech.mean).toBeGreaterThan(7);
    expect(tech.mean).toBeLessThan(13);
    const known = new Set(TECHNOLOGIES.map((t) => t.value));
    for (const name of tech.names) expect(known.has(name)).toBe(true);
    const [bySize] = await a.query(
      `SELECT avg(cardinality(technologies)) FILTER (WHERE employee_size_rank <= 2)::float AS small,
              avg(cardinality(technologies)) FILTER (WHERE employee_size_rank >= 5)::float AS large
         FROM companies`,
    );
    expect(bySize.large).toBeGreaterThan(bySize.small);
    const types: { domain_type: string; company_type: string; n: number }[] = await a.query(
      `SELECT domain_type, company_type, count(*)::int AS n FROM companies GROUP BY 1, 2`,
    );
    const of = (domainType: string) => types.filter((t) => t.domain_type === domainType);
    expect(of('nonprofit').length).toBeGreaterThan(0);
    expect(of('education').length).toBeGreaterThan(0);
    expect(of('government').length).toBeGreaterThan(0);
    for (const t of [...of('education'), ...of('government'), ...of('military'), ...of('nonprofit')])
      expect(['non_profit', 'educational', 'govertment_agency']).toContain(t.company_type);
    // And the generator's whole range, beyond this small sample: military domains too.
    const big = new DemoDataGenerator({ events: 0, companies: 6_000, seed: 7, now: NOW });
    const domains = [...big.companyRows()].map((row) => row.split('\t')[2]);
    expect(new Set(domains).size).toBe(domains.length);
    const [kinds] = await a.query(
      `SELECT array_agg(DISTINCT ls_domain_type(d) ORDER BY ls_domain_type(d)) AS kinds FROM unnest($1::text[]) AS d`,
      [domains],
    );
    expect(kinds.kinds).toEqual(['education', 'government', 'military', 'nonprofit', 'unknown']);
  });

  it('makes contacts prospects: department, e-mail kind and status, phone type, own place, company name', async () => {
    const people: {
      email: string | null;
      email_type: string | null;
      email_status: string | null;
      phone: string | null;
      phone_type: string | null;
      department: string | null;
      country_code: string;
      country: string;
      state: string;
      city: string;
      company_name: string;
      name: string;
      domain: string;
      company_city: string;
      created_at: Date;
      ingested_at: Date;
    }[] = await a.query(
      `SELECT p.*, c.name, c.domain, c.city AS company_city FROM contacts p JOIN companies c ON c.id = p.company_id`,
    );
    const phoneTypes = PHONE_TYPES.map((t) => t.value as string).filter((t) => t !== 'any_phone');
    const roles = [
      'info',
      'sales',
      'contact',
      'hello',
      'support',
      'office',
      'admin',
      'press',
      'team',
      'jobs',
      'careers',
    ];
    const webmail = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'proton.me'];
    for (const p of people) {
      expect(p.company_name).toBe(p.name);
      expect(p.department).toBeTruthy();
      expect(p.ingested_at.getTime()).toBe(p.created_at.getTime());
      expect(p.email_type === null).toBe(p.email === null);
      expect(p.email_status === null).toBe(p.email === null);
      if (p.email_status !== null) expect(['verified', 'unverified']).toContain(p.email_status);
      const [local, host] = (p.email ?? '@').split('@');
      if (p.email_type === 'professional') {
        expect(host).toBe(p.domain);
        expect(roles).not.toContain(local);
      }
      if (p.email_type === 'role_based') {
        expect(host).toBe(p.domain);
        expect([...roles, 'marketing', 'billing']).toContain(local);
      }
      if (p.email_type === 'personal') expect(webmail).toContain(host);
      expect(p.phone_type === null).toBe(p.phone === null);
      if (p.phone_type !== null) expect(phoneTypes).toContain(p.phone_type);
      expect(COUNTRIES.find((c) => c.value === p.country_code)?.label.toLowerCase()).toBe(p.country);
      expect(statesForCountryName(p.country).map((s) => s.label)).toContain(p.state);
    }
    const share = (test: (p: (typeof people)[number]) => boolean) => people.filter(test).length / people.length;
    expect(share((p) => p.city === p.company_city)).toBeGreaterThan(0.75);
    expect(share((p) => p.city !== p.company_city)).toBeGreaterThan(0.03);
    for (const kind of ['professional', 'personal', 'role_based'])
      expect(share((p) => p.email_type === kind)).toBeGreaterThan(0);
    expect(share((p) => p.email_type === 'professional')).toBeGreaterThan(0.45);
    expect(new Set(people.map((p) => p.phone_type)).size).toBeGreaterThan(5);
    expect(share((p) => p.created_at.getTime() > NOW - 365 * DAY)).toBeGreaterThan(0.05);
  });

  it('locates companies in real countries and their real subdivisions, about 60% in the United States', async () => {
    const places: { country_code: string; country: string; state: string; n: number }[] = await a.query(
      `SELECT country_code, country, state, count(*)::int AS n FROM companies GROUP BY 1, 2, 3`,
    );
    for (const p of places) {
      expect(COUNTRIES.find((c) => c.value === p.country_code)?.label.toLowerCase()).toBe(p.country);
      expect(statesForCountryName(p.country).map((s) => s.label)).toContain(p.state);
    }
    const total = places.reduce((sum, p) => sum + p.n, 0);
    const us = places.filter((p) => p.country === 'united states').reduce((sum, p) => sum + p.n, 0);
    expect(us / total).toBeGreaterThan(0.5);
    expect(us / total).toBeLessThan(0.7);
    const [events] = await a.query(`SELECT avg((country = 'united states')::int)::float AS us FROM trigger_events`);
    expect(events.us).toBeGreaterThan(0.45);
    expect(events.us).toBeLessThan(0.75);
    // Every place the generator knows is a real subdivision, not only those this sample drew.
    for (const place of allPlaces())
      expect(statesForCountryName(place.country).map((s) => s.label)).toContain(place.state);
  });

  it('leaves some events without an e-mail, a quote or a contact name, so the "required" filters matter', async () => {
    const [shares] = await a.query(`
      SELECT avg((NOT has_contact_email)::int)::float AS no_email, avg((quote IS NULL)::int)::float AS no_quote,
             avg((contact_first_name IS NULL)::int)::float AS no_name,
             avg((quote IS NOT NULL AND person_quoted_name IS NULL)::int)::float AS anonymous_quote
        FROM trigger_events`);
    expect(shares.no_email).toBeGreaterThan(0.15);
    expect(shares.no_email).toBeLessThan(0.6);
    expect(shares.no_quote).toBeGreaterThan(0.15);
    expect(shares.no_quote).toBeLessThan(0.5);
    expect(shares.no_name).toBeGreaterThan(0.03);
    expect(shares.no_name).toBeLessThan(0.3);
    expect(shares.anonymous_quote).toBe(0);
  });

  it('publishes events over the last 12 months with unique source links', async () => {
    const [range] = await a.query(
      `SELECT min(date_published) AS first, max(date_published) AS last, count(DISTINCT url)::int AS urls,
              bool_and(url ~ '^https://news\\.[a-z-]+\\.example/\\d{4}/\\d{2}/[a-z0-9-]+-[0-9a-z]+$') AS shaped,
              bool_and(ingested_at >= date_published AND ingested_at <= $1) AS ingested_after
         FROM trigger_events`,
      [new Date(NOW)],
    );
    expect(new Date(range.first).getTime()).toBeGreaterThanOrEqual(NOW - 365 * DAY);
    expect(new Date(range.last).getTime()).toBeLessThanOrEqual(NOW);
    expect(new Date(range.last).getTime() - new Date(range.first).getTime()).toBeGreaterThan(350 * DAY);
    expect(range).toMatchObject({ urls: EVENTS, shaped: true, ingested_after: true });
  });

  it('gives contacts job titles that fit their job function and seniority', async () => {
    const contacts: { job_title: string; job_function: string; seniority: string }[] = await a.query(
      `SELECT job_title, job_function, seniority FROM contacts`,
    );
    expect(new Set(contacts.map((c) => c.job_function)).size).toBeGreaterThan(10);
    for (const c of contacts) {
      expect(JOB_FUNCTIONS.map((f) => f.value)).toContain(c.job_function);
      expect(SENIORITY_LEVELS.map((s) => s.value)).toContain(c.seniority);
      if (c.seniority === 'cxo') expect(c.job_title).toMatch(/Chief|President|General Counsel/);
      if (c.seniority === 'vp') expect(c.job_title).toMatch(/\bS?VP\b|Vice President|Treasurer|Deputy General Counsel/);
      if (c.seniority === 'director')
        expect(c.job_title).toMatch(/Director|Head of|Controller|Principal|Dean|General Manager/);
      if (c.job_function === 'Sales' && c.seniority === 'vp') expect(c.job_title).toMatch(/Sales|Business Development/);
      if (c.seniority === 'owner') expect(c.job_title).toMatch(/Owner|Founder/);
    }
  });

  it('refuses to load into a database that has events, and appends an independent batch when asked', async () => {
    await expect(generateDemoData(b, { events: 10, seed: 42, now: NOW })).rejects.toBeInstanceOf(DemoDataRefusedError);
    const objects = await schemaObjects(b);
    const appended = await generateDemoData(b, { events: 300, seed: 42, now: NOW + DAY, append: true });
    expect(appended).toMatchObject({ events: 300, companies: 30, contacts: 75, bulkMode: false, frozen: false });
    const [counts] = await b.query(
      `SELECT (SELECT count(*)::int FROM trigger_events) AS events, (SELECT count(*)::int FROM companies) AS companies`,
    );
    expect(counts).toEqual({ events: EVENTS + 300, companies: 230 });
    expect(await schemaObjects(b)).toEqual(objects);
    const [rollup] = await b.query(`SELECT to_regclass('trigger_event_day_counts') IS NOT NULL AS present`);
    if (rollup.present) {
      const [days] = await b.query(`SELECT sum(events)::int AS n FROM trigger_event_day_counts`);
      expect(days.n).toBe(EVENTS + 300);
    }
  });

  it('finishes an interrupted bulk load by rebuilding what it dropped', async () => {
    const [index] = await a.query(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE indexname = 'trigger_events_url_key'`,
    );
    await a.query(`DROP INDEX trigger_events_url_key`);
    await a.query(
      `CREATE TABLE demo_data_rebuild (position integer PRIMARY KEY, kind text NOT NULL, table_name text NOT NULL,
                                       name text NOT NULL, definition text NOT NULL)`,
    );
    await a.query(`INSERT INTO demo_data_rebuild VALUES (0, 'index', 'trigger_events', $1, $2)`, [
      index.name,
      index.definition,
    ]);
    expect(await resumeDemoDataLoad(a)).toBe(true);
    expect(await schemaObjects(a)).toEqual(objectsBefore);
    expect(await resumeDemoDataLoad(a)).toBe(false);
  });
});
