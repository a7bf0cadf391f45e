// The ingest path against the run's PostgreSQL database: NDJSON and CSV feeds, line-by-line validation
// with a report of rejected lines, upserts by url / domain / e-mail, denormalised event columns, the
// CLI, and the arrival lock monitoring relies on.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { createDataSource, runMigrations } from '@leadsignal/server-core';
import { arrivalCutoff, holdArrivalLock } from '@leadsignal/search';
import { parseIngestArgs, runIngest, IngestUsageError } from './ingest-cli';
import { IngestRepository } from './ingest.repository';
import { IngestService, type RejectedLine } from './ingest.service';

// Booting the app (or worker) against fresh databases can take longer than Jest's default 5 s on a busy machine.
jest.setTimeout(30_000);

const run = randomBytes(4).toString('hex');
const domain = (name: string) => `${name}-${run}.example.com`;
const url = (slug: string) => `https://news.example.com/${run}/${slug}`;
const ndjson = (...records: unknown[]) =>
  records.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n') + '\n';

describe('ingest', () => {
  let dataSource: DataSource;
  let service: IngestService;
  let dir: string;

  beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, 'leadsignal-ingest-spec');
    await dataSource.initialize();
    await runMigrations(dataSource);
    service = new IngestService(dataSource, new IngestRepository());
    dir = await mkdtemp(join(tmpdir(), 'leadsignal-ingest-'));
  });
  afterAll(async () => {
    await dataSource.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  async function file(name: string, content: string): Promise<string> {
    const path = join(dir, name);
    await writeFile(path, content);
    return path;
  }

  async function report(path: string): Promise<RejectedLine[]> {
    return (await readFile(path, 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as RejectedLine);
  }

  const acme = {
    kind: 'company',
    domain: `https://www.${domain('acme')}/about`,
    name: 'Acme Robotics',
    industry: 'Software Development',
    companyType: 'privately_held',
    employeeSize: '51-200',
    revenueBand: '$10 - 50m',
    investors: ['Foundry Ventures'],
    fundingRounds: ['Seed', 'series a'],
    country: 'US',
    state: 'Texas',
    city: 'Austin',
    zipCode: '78701',
  };
  const ada = {
    kind: 'contact',
    email: `Ada@${domain('acme')}`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyDomain: domain('acme'),
    jobTitle: 'VP Engineering',
    jobFunction: 'IT',
    seniority: 'vp',
  };
  const funding = {
    kind: 'event',
    url: url('acme-raises'),
    title: 'Acme Robotics raises $20M Series A',
    type: 'Funding',
    datePublished: '2025-06-01T10:00:00Z',
    summary: 'The Austin robotics maker will hire 40 engineers.',
    quote: 'We are scaling fast.',
    personQuotedName: 'Ada Lovelace',
    companyDomain: domain('acme'),
    contactEmail: `ada@${domain('acme')}`,
  };

  it('upserts valid lines of every kind, fills the denormalised event columns and reports the rest', async () => {
    const path = await file(
      'feed.ndjson',
      ndjson(
        acme,
        ada,
        funding,
        '{"kind": "event", "url": ',
        { kind: 'gossip', title: 'x' },
        { ...funding, url: url('bad-type'), type: 'rumour' },
        { ...funding, url: url('no-company'), companyDomain: domain('nobody') },
        { ...funding, url: undefined, title: '' },
        '',
        {
          kind: 'event',
          url: url('newco-hire'),
          title: 'NewCo hires a CFO',
          type: 'personnel',
          hireType: 'new_hire',
          datePublished: '2025-06-02',
          companyDomain: domain('newco'),
          companyName: 'NewCo',
          contactFirstName: 'Grace',
          contactLastName: 'Hopper',
          contactJobTitle: 'CFO',
          contactSeniority: 'CXO',
        },
      ),
    );
    const progress: number[] = [];
    const summary = await service.ingestFile(path, { onProgress: (p) => progress.push(p.lines) });

    expect(summary).toMatchObject({ lines: 9, accepted: 4, rejected: 5, reportPath: `${path}.rejected.ndjson` });
    expect(summary.byKind).toEqual({
      company: { inserted: 1, updated: 0, unchanged: 0 },
      contact: { inserted: 1, updated: 0, unchanged: 0 },
      event: { inserted: 2, updated: 0, unchanged: 0 },
    });
    expect(progress.at(-1)).toBe(9);

    const rejected = await report(summary.reportPath as string);
    expect(rejected.map((r) => r.line)).toEqual([4, 5, 6, 7, 8]);
    expect(rejected[0].reason).toMatch(/^Not valid JSON/);
    expect(rejected[0].raw).toBe('{"kind": "event", "url": ');
    expect(rejected[1].reason).toBe("Unknown kind 'gossip' (expected event, company or contact).");
    expect(rejected[2].reason).toBe("type: Unknown event type 'rumour'.");
    expect(rejected[3].reason).toBe(
      `Unknown company '${domain('nobody')}': ingest the company first or give companyName.`,
    );
    expect(rejected[4].reason).toBe('url is required. title is required.');

    const [event] = await dataSource.query(`SELECT * FROM trigger_events WHERE url = $1`, [funding.url]);
    expect(event).toMatchObject({
      title: funding.title,
      type: 'funding',
      company_name: 'Acme Robotics',
      company_domain: domain('acme'),
      company_website: `https://${domain('acme')}`,
      company_industry: 'software development',
      company_type: 'privately_held',
      company_employee_size: '51-200',
      company_revenue_band: '$10 - 50m',
      company_investors: ['Foundry Ventures'],
      company_funding_rounds: ['Seed', 'Series A'],
      country: 'united states',
      state: 'Texas',
      city: 'Austin',
      zip_code: '78701',
      contact_first_name: 'Ada',
      contact_last_name: 'Lovelace',
      has_contact_email: true,
      article_job_title: 'VP Engineering',
      contact_job_function: 'IT',
      contact_seniority: 'vp',
      contact_name_source_url: funding.url,
    });
    expect(event.date_published.toISOString()).toBe('2025-06-01T10:00:00.000Z');

    const [hire] = await dataSource.query(
      `SELECT e.*, c.first_name, c.email FROM trigger_events e JOIN contacts c ON c.id = e.contact_id WHERE e.url = $1`,
      [url('newco-hire')],
    );
    expect(hire).toMatchObject({
      company_name: 'NewCo',
      company_domain: domain('newco'),
      hire_type: 'new_hire',
      contact_first_name: 'Grace',
      has_contact_email: false,
      contact_seniority: 'cxo',
      first_name: 'Grace',
      email: null,
    });
  });

  it('updates by url, domain and e-mail instead of duplicating, and keeps the arrival time', async () => {
    const [before] = await dataSource.query(`SELECT id, ingested_at FROM trigger_events WHERE url = $1`, [funding.url]);
    const path = await file(
      'update.ndjson',
      ndjson(
        { ...acme, domain: domain('acme').toUpperCase(), name: 'Acme Robotics Inc.', city: 'Dallas' },
        { ...ada, email: ada.email.toUpperCase(), jobFunction: 'General Management', seniority: 'cxo' },
        { ...funding, title: 'Acme Robotics closes $20M Series A' },
        {
          ...funding,
          url: url('newco-hire'),
          companyDomain: domain('newco'),
          title: 'NewCo hires a CFO',
          type: 'personnel',
          datePublished: '2025-06-02',
          contactEmail: undefined,
          contactFirstName: 'Grace',
          contactLastName: 'Hopper',
          contactJobTitle: 'CFO',
          contactSeniority: 'cxo',
          summary: undefined,
          quote: undefined,
          personQuotedName: undefined,
          hireType: 'new_hire',
        },
      ),
    );
    const summary = await service.ingestFile(path);
    expect(summary.rejected).toBe(0);
    expect(summary.reportPath).toBeNull();
    expect(summary.byKind.company).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    expect(summary.byKind.contact).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    expect(summary.byKind.event).toEqual({ inserted: 0, updated: 1, unchanged: 1 });

    const events = await dataSource.query(`SELECT * FROM trigger_events WHERE url = $1`, [funding.url]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      id: before.id,
      title: 'Acme Robotics closes $20M Series A',
      company_name: 'Acme Robotics Inc.',
      city: 'Dallas',
      contact_job_function: 'General Management',
      contact_seniority: 'cxo',
    });
    expect(events[0].ingested_at.getTime()).toBe(before.ingested_at.getTime());
    const companies = await dataSource.query(`SELECT name FROM companies WHERE domain = $1`, [domain('acme')]);
    expect(companies).toEqual([{ name: 'Acme Robotics Inc.' }]);
    const contacts = await dataSource.query(`SELECT email FROM contacts WHERE lower(email) = $1`, [
      ada.email.toLowerCase(),
    ]);
    expect(contacts).toEqual([{ email: ada.email.toLowerCase() }]);

    const again = await service.ingestFile(path);
    expect(again.byKind).toEqual({
      company: { inserted: 0, updated: 0, unchanged: 1 },
      contact: { inserted: 0, updated: 0, unchanged: 1 },
      event: { inserted: 0, updated: 0, unchanged: 2 },
    });
  });

  it('reads CSV with a header, ;-separated lists and --kind, rejecting malformed records alone', async () => {
    const path = await file(
      'companies.csv',
      [
        'domain,name,industry,investors,fundingRounds,country,state',
        `${domain('globex')},Globex,Banking,Alpha Capital;Beta Partners,Seed;Series A;Series B,Germany,Bavaria`,
        `${domain('initech')},"Initech, LLC",,,,,`,
        `${domain('short')},Too few`,
        `${domain('quote')},"Broken "quote,,,,,`,
        `${domain('hooli')},Hooli,Not An Industry,,,,`,
        `${domain('open')},"Never closed,,,,,`,
        `${domain('multi')},"Multi`,
        `Line Corp",,,,,`,
        '',
      ].join('\r\n'),
    );
    const summary = await service.ingestFile(path, { kind: 'company' });
    expect(summary.byKind.company).toEqual({ inserted: 3, updated: 0, unchanged: 0 });
    const rejected = await report(summary.reportPath as string);
    expect(rejected.map((r) => [r.line, r.reason])).toEqual([
      [4, 'The line has 2 fields; the header has 7.'],
      [5, expect.stringMatching(/^Not valid CSV: Invalid Closing Quote/)],
      [6, "industry: Unknown industry 'Not An Industry'."],
      [7, 'Not valid CSV: a quoted field is never closed.'],
    ]);
    const [multi] = await dataSource.query(`SELECT name FROM companies WHERE domain = $1`, [domain('multi')]);
    expect(multi.name).toBe('Multi\nLine Corp');
    const [globex] = await dataSource.query(`SELECT * FROM companies WHERE domain = $1`, [domain('globex')]);
    expect(globex).toMatchObject({
      industry: 'banking',
      investors: ['Alpha Capital', 'Beta Partners'],
      funding_rounds: ['Seed', 'Series A', 'Series B'],
      country_code: 'DE',
      country: 'germany',
      state: 'Bavaria',
    });
    const [initech] = await dataSource.query(`SELECT name, industry FROM companies WHERE domain = $1`, [
      domain('initech'),
    ]);
    expect(initech).toEqual({ name: 'Initech, LLC', industry: null });

    const mismatch = await service.ingestFile(await file('mixed.ndjson', ndjson({ ...ada, kind: 'event' })), {
      kind: 'contact',
    });
    expect((await report(mismatch.reportPath as string))[0].reason).toBe("kind 'event' does not match --kind contact.");
  });

  it('stores registered companies with every field, groups by parentDomain, and rejects bad ones alone', async () => {
    const group = {
      kind: 'company',
      domain: domain('umbrella'),
      name: 'Umbrella',
      legalName: 'Umbrella Holdings, Inc.',
      tradingName: 'Umbrella',
      registrationNumber: '7012345',
      jurisdictionCountry: 'United States',
      jurisdictionSubdivision: 'Delaware',
      incorporationDate: '1968-04-02',
      status: 'Active',
      relationship: 'parent',
      sourceKind: 'internal',
      technologies: ['salesforce', 'AWS', 'Acme Internal CRM', 'aws'],
      industry: 'Pharmaceutical Manufacturing',
      description: 'Umbrella makes medicines and vaccines for hospitals and pharmacies.',
      phone: '+1 302 555 0100',
      address: '1 Corporate Plaza, Wilmington, DE 19801',
      country: 'US',
      state: 'Delaware',
      city: 'Wilmington',
    };
    const uk = {
      kind: 'company',
      domain: domain('umbrella-uk'),
      name: 'Umbrella UK',
      legalName: 'Umbrella UK Ltd',
      registrationNumber: '01234567',
      jurisdictionCountry: 'GB',
      incorporationDate: '1990-01-15',
      parentDomain: domain('umbrella'),
      country: 'GB',
      city: 'London',
    };
    const charity = {
      kind: 'company',
      domain: `relief-${run}.org`,
      name: 'Relief Trust',
      companyType: 'non_profit',
      relationship: 'Affiliate',
      parentDomain: domain('umbrella'),
      jurisdictionSubdivision: 'us-ny',
      status: 'dormant',
    };
    const before = await dataSource.query(`SELECT clock_timestamp() AS now`);
    const path = await file(
      'registered.ndjson',
      ndjson(
        { ...uk, domain: domain('too-early'), parentDomain: domain('later') },
        group,
        uk,
        charity,
        { kind: 'company', domain: domain('later'), name: 'Later Parent' },
        { kind: 'company', domain: domain('selfish'), name: 'Selfish', parentDomain: domain('selfish') },
        { kind: 'company', domain: domain('bad-status'), name: 'Bad', status: 'bankrupt' },
        { kind: 'company', domain: domain('bad-date'), name: 'Bad', incorporationDate: '2999-01-01' },
        {
          kind: 'company',
          domain: domain('bad-place'),
          name: 'Bad',
          jurisdictionCountry: 'US',
          jurisdictionSubdivision: 'Atlantis',
        },
        {
          kind: 'company',
          domain: domain('bad-group'),
          name: 'Bad',
          relationship: 'Parent',
          parentDomain: domain('umbrella'),
        },
        // A cycle: the parent would become its own subsidiary's subsidiary.
        { kind: 'company', domain: domain('umbrella'), name: 'Umbrella', parentDomain: domain('umbrella-uk') },
      ),
    );
    const summary = await service.ingestFile(path);
    expect(summary.byKind.company).toEqual({ inserted: 4, updated: 0, unchanged: 0 });
    expect((await report(summary.reportPath as string)).map((r) => [r.line, r.reason])).toEqual([
      [1, `Unknown parent company '${domain('later')}': ingest the parent first (earlier in the feed).`],
      [6, `A company can't be its own parent (parentDomain '${domain('selfish')}').`],
      [7, "status: Unknown company status 'bankrupt'."],
      [8, 'incorporationDate must be between 1800-01-01 and today.'],
      [9, "Unknown subdivision 'Atlantis' of US."],
      [10, 'relationship Parent heads a group and has no parentDomain (use Subsidiary or Affiliate).'],
      [
        11,
        `A company can't be its own parent: '${domain('umbrella-uk')}' belongs to the group of '${domain('umbrella')}'.`,
      ],
    ]);
    const rows = await dataSource.query(
      `SELECT c.*, c.incorporation_date::text AS incorporation_date, p.domain AS parent_domain
         FROM companies c LEFT JOIN companies p ON p.id = c.parent_company_id
        WHERE c.domain = ANY($1) ORDER BY c.created_at, c.id`,
      [[group.domain, uk.domain, charity.domain, domain('too-early'), domain('selfish'), domain('bad-status')]],
    );
    expect(rows.map((r: { domain: string }) => r.domain)).toEqual([group.domain, uk.domain, charity.domain]);
    const [parent, child, affiliate] = rows;
    expect(parent).toMatchObject({
      name: 'Umbrella',
      legal_name: 'Umbrella Holdings, Inc.',
      trading_name: 'Umbrella',
      registration_number: '7012345',
      jurisdiction_country: 'US',
      jurisdiction_subdivision: 'US-DE',
      incorporation_date: '1968-04-02',
      status: 'active',
      relationship: 'Parent',
      parent_company_id: null,
      source_kind: 'internal',
      technologies: ['Salesforce', 'AWS', 'Acme Internal CRM'],
      industry: 'pharmaceutical manufacturing',
      top_industry: 'manufacturing',
      description: group.description,
      phone: group.phone,
      address: group.address,
      domain_type: 'unknown',
    });
    expect(parent.ingested_at.getTime()).toBe(parent.created_at.getTime());
    expect(parent.ingested_at.getTime()).toBeGreaterThan(before[0].now.getTime());
    expect(child).toMatchObject({
      legal_name: 'Umbrella UK Ltd',
      trading_name: null,
      jurisdiction_country: 'GB',
      jurisdiction_subdivision: null,
      relationship: 'Subsidiary',
      parent_domain: group.domain,
      status: 'active',
      source_kind: 'external',
      technologies: [],
    });
    expect(affiliate).toMatchObject({
      legal_name: 'Relief Trust',
      relationship: 'Affiliate',
      parent_domain: group.domain,
      jurisdiction_country: 'US',
      jurisdiction_subdivision: 'US-NY',
      status: 'dormant',
      domain_type: 'nonprofit',
    });

    // CSV: the same fields, lists ;-separated; an update keeps what it leaves out.
    const csv = await file(
      'registered.csv',
      [
        'domain,name,parentDomain,relationship,technologies,incorporationDate,status,jurisdictionSubdivision',
        `${uk.domain},Umbrella UK,${group.domain},Affiliate,HubSpot;Slack,,acquired,GB-ENG`,
        `${domain('orphan')},Orphan,${domain('nobody')},,,,,`,
      ].join('\n'),
    );
    const again = await service.ingestFile(csv, { kind: 'company' });
    expect(again.byKind.company).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
    expect((await report(again.reportPath as string)).map((r) => r.reason)).toEqual([
      `Unknown parent company '${domain('nobody')}': ingest the parent first (earlier in the feed).`,
    ]);
    const [updated] = await dataSource.query(
      `SELECT relationship, technologies, incorporation_date::text AS incorporation_date, status, legal_name,
              jurisdiction_country, jurisdiction_subdivision
         FROM companies WHERE domain = $1`,
      [uk.domain],
    );
    expect(updated).toEqual({
      relationship: 'Affiliate',
      technologies: ['HubSpot', 'Slack'],
      incorporation_date: '1990-01-15',
      status: 'acquired',
      legal_name: 'Umbrella UK Ltd',
      jurisdiction_country: 'GB',
      jurisdiction_subdivision: 'GB-ENG',
    });
  });

  it('stores prospects with their own fields, at their company by default, with its name kept in step', async () => {
    const base = { kind: 'contact', companyDomain: domain('umbrella') };
    const path = await file(
      'prospects.ndjson',
      ndjson(
        {
          ...base,
          email: `alice@${domain('umbrella')}`,
          firstName: 'Alice',
          lastName: 'Abernathy',
          jobTitle: 'Chief Executive Officer',
          jobFunction: 'General Management',
          seniority: 'cxo',
          department: 'Executive',
          emailStatus: 'verified',
          phone: '+1 302 555 0101',
          phoneType: 'Mobile',
          country: 'United Kingdom',
          state: 'England',
          city: 'London',
          zipCode: 'EC2A 1AA',
        },
        {
          ...base,
          email: `info@${domain('umbrella')}`,
          firstName: 'Press',
          lastName: 'Office',
          phone: '+1 302 555 0102',
        },
        { ...base, email: `chris.redfield@gmail.com`, firstName: 'Chris', lastName: 'Redfield', emailType: 'personal' },
        {
          ...base,
          email: `jill@${domain('umbrella')}`,
          firstName: 'Jill',
          lastName: 'Valentine',
          phoneType: 'any_phone',
        },
        { ...base, email: `leon@${domain('umbrella')}`, firstName: 'Leon', lastName: 'Kennedy', emailStatus: 'maybe' },
      ),
    );
    const summary = await service.ingestFile(path);
    expect(summary.byKind.contact).toEqual({ inserted: 3, updated: 0, unchanged: 0 });
    expect((await report(summary.reportPath as string)).map((r) => [r.line, r.reason])).toEqual([
      [4, "phoneType: Unknown phone type 'any_phone'."],
      [5, "emailStatus: Unknown email status 'maybe'."],
    ]);
    const people = await dataSource.query(
      `SELECT first_name, department, email_type, email_status, phone_type, country_code, country, state, city,
              zip_code, company_name, ingested_at = created_at AS arrived_when_added
         FROM contacts WHERE company_id = (SELECT id FROM companies WHERE domain = $1) ORDER BY first_name`,
      [domain('umbrella')],
    );
    expect(people).toEqual([
      {
        first_name: 'Alice',
        department: 'Executive',
        email_type: 'professional',
        email_status: 'verified',
        phone_type: 'mobile',
        country_code: 'GB',
        country: 'united kingdom',
        state: 'England',
        city: 'London',
        zip_code: 'EC2A 1AA',
        company_name: 'Umbrella',
        arrived_when_added: true,
      },
      {
        first_name: 'Chris',
        department: null,
        email_type: 'personal',
        email_status: 'unverified',
        phone_type: null,
        country_code: 'US',
        country: 'united states',
        state: 'Delaware',
        city: 'Wilmington',
        zip_code: null,
        company_name: 'Umbrella',
        arrived_when_added: true,
      },
      {
        first_name: 'Press',
        department: null,
        email_type: 'role_based',
        email_status: 'unverified',
        phone_type: 'fixed_line_or_mobile',
        country_code: 'US',
        country: 'united states',
        state: 'Delaware',
        city: 'Wilmington',
        zip_code: null,
        company_name: 'Umbrella',
        arrived_when_added: true,
      },
    ]);

    // The company renamed: its people carry the new name; a person moved follows their new company.
    const rename = await file(
      'rename.ndjson',
      ndjson(
        { kind: 'company', domain: domain('umbrella'), name: 'Umbrella Corporation' },
        {
          ...base,
          companyDomain: domain('umbrella-uk'),
          email: `chris.redfield@gmail.com`,
          firstName: 'Chris',
          lastName: 'Redfield',
        },
      ),
    );
    const renamed = await service.ingestFile(rename);
    expect(renamed.rejected).toBe(0);
    const names = await dataSource.query(
      `SELECT first_name, company_name, email_type FROM contacts WHERE first_name IN ('Alice', 'Chris', 'Press')
          AND last_name IN ('Abernathy', 'Redfield', 'Office') ORDER BY first_name`,
    );
    expect(names).toEqual([
      { first_name: 'Alice', company_name: 'Umbrella Corporation', email_type: 'professional' },
      { first_name: 'Chris', company_name: 'Umbrella UK', email_type: 'personal' },
      { first_name: 'Press', company_name: 'Umbrella Corporation', email_type: 'role_based' },
    ]);
  });

  it('applies lines in order: the same url twice in a file, a company changed after its events', async () => {
    const path = await file(
      'ordered.ndjson',
      ndjson(
        { ...funding, url: url('twice'), title: 'First title' },
        { ...funding, url: url('twice'), title: 'Second title' },
        { ...acme, name: 'Acme Renamed' },
      ),
    );
    const summary = await service.ingestFile(path);
    expect(summary.byKind.event).toEqual({ inserted: 1, updated: 1, unchanged: 0 });
    const [row] = await dataSource.query(`SELECT title, company_name FROM trigger_events WHERE url = $1`, [
      url('twice'),
    ]);
    expect(row).toEqual({ title: 'Second title', company_name: 'Acme Renamed' });
  });

  it('rejects only the line the database refuses and keeps the rest of its batch', async () => {
    // A stand-in for a refusal validation cannot foresee (a constraint, a trigger of another feature).
    await dataSource.query(`
      CREATE FUNCTION ingest_spec_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.title = 'refuse me ${run}' THEN RAISE EXCEPTION 'refused by the database'; END IF;
        RETURN NEW;
      END $$`);
    await dataSource.query(
      `CREATE TRIGGER ingest_spec_refuse BEFORE INSERT ON trigger_events FOR EACH ROW EXECUTE FUNCTION ingest_spec_refuse()`,
    );
    try {
      const path = await file(
        'refused.ndjson',
        ndjson(
          { ...funding, url: url('kept-1'), title: 'Kept one' },
          { ...funding, url: url('refused'), title: `refuse me ${run}` },
          { ...funding, url: url('kept-2'), title: 'Kept two' },
          { ...funding, url: url('too-old'), datePublished: '0001-01-01' },
        ),
      );
      const summary = await service.ingestFile(path);
      expect(summary.byKind.event).toEqual({ inserted: 2, updated: 0, unchanged: 0 });
      expect(await report(summary.reportPath as string)).toEqual([
        { line: 2, reason: 'Could not be stored: refused by the database', raw: expect.any(String) },
        { line: 4, reason: 'datePublished must be between 1900 and 2100.', raw: expect.any(String) },
      ]);
      const kept = await dataSource.query(`SELECT title FROM trigger_events WHERE url = ANY($1) ORDER BY title`, [
        [url('kept-1'), url('kept-2'), url('refused')],
      ]);
      expect(kept).toEqual([{ title: 'Kept one' }, { title: 'Kept two' }]);
    } finally {
      await dataSource.query(`DROP TRIGGER ingest_spec_refuse ON trigger_events`);
      await dataSource.query(`DROP FUNCTION ingest_spec_refuse()`);
    }
  });

  it('runs from the command line with progress and a summary', async () => {
    const path = await file(
      'cli.ndjson',
      ndjson({ ...funding, kind: undefined, url: url('cli-1') }, { title: 'no url' }),
    );
    const out: string[] = [];
    const progress: string[] = [];
    const summary = await runIngest(
      parseIngestArgs([path, '--kind', 'events', '--report', join(dir, 'cli-report.ndjson')]),
      { out: (line) => out.push(line), progress: (line) => progress.push(line) },
      process.env.DATABASE_URL,
    );
    expect(summary.accepted).toBe(1);
    expect(progress.at(-1)).toMatch(/^ingest: 2 lines read, 1 stored, 1 rejected/);
    expect(out[0]).toMatch(new RegExp(`^Ingested ${path} in [0-9.]+ s: 2 lines, 1 stored, 1 rejected\\.$`));
    expect(out).toContain('  events     1 inserted, 0 updated, 0 unchanged');
    expect(out.at(-1)).toBe(`  Rejected lines and their reasons: ${join(dir, 'cli-report.ndjson')}`);

    expect(() => parseIngestArgs([])).toThrow(IngestUsageError);
    expect(() => parseIngestArgs(['a.csv', '--kind', 'people'])).toThrow(
      '--kind must be one of event, company, contact',
    );
    expect(() => parseIngestArgs(['a.csv', '--verbose'])).toThrow('Unknown option --verbose.');
    expect(parseIngestArgs(['--format=csv', 'feed.txt'])).toEqual({ file: 'feed.txt', format: 'csv' });
    await expect(service.ingestFile(join(dir, 'feed.txt'))).rejects.toThrow(/Cannot tell the format/);
  });

  it('stamps arrivals after the monitoring cut-off, which waits for ingest transactions in flight', async () => {
    const cutoff = await arrivalCutoff(dataSource);
    await service.ingestFile(await file('late.ndjson', ndjson({ ...funding, url: url('late') })));
    const [late] = await dataSource.query(
      `SELECT ingested_at > $1::timestamptz AS after FROM trigger_events WHERE url = $2`,
      [cutoff, url('late')],
    );
    expect(late.after).toBe(true);

    const runner = dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    await holdArrivalLock(runner);
    let waited = true;
    const pending = arrivalCutoff(dataSource).then((value) => {
      waited = false;
      return value;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(waited).toBe(true);
    await runner.commitTransaction();
    await runner.release();
    await pending;
    expect(waited).toBe(false);
  });
});
