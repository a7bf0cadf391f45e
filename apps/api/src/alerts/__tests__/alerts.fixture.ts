// A small hand-made set of companies, contacts and trigger events with known values, so each filter
// can be checked to return exactly the rows it should. Rows are named by `key` (their url's last part).
import type { DataSource } from 'typeorm';

interface FixtureCompany {
  name: string;
  domain: string;
  industry: string;
  type: string;
  size: string;
  revenue: string;
  investors: string[];
  rounds: string[];
}

const COMPANIES = {
  acme: {
    name: 'Acme Corp',
    domain: 'acme.com',
    industry: 'software',
    type: 'privately_held',
    size: '51-200',
    revenue: '$10 - 50m',
    investors: ['Sequoia Capital'],
    rounds: ['Series A'],
  },
  acmeWidgets: {
    name: 'Acme Widgets',
    domain: 'acmewidgets.com',
    industry: 'retail',
    type: 'partnership',
    size: '11-50',
    revenue: '$1 - 10m',
    investors: ['Sequoia Capital', 'Accel'],
    rounds: ['Series B'],
  },
  globex: {
    name: 'Globex',
    domain: 'globex.io',
    industry: 'banking',
    type: 'public_company',
    size: '1000+',
    revenue: '> $1b',
    investors: [],
    rounds: [],
  },
  initech: {
    name: 'Initech',
    domain: 'initech.com',
    industry: 'software',
    type: 'privately_held',
    size: '11-50',
    revenue: '$1 - 10m',
    investors: ['Accel'],
    rounds: ['Seed'],
  },
  umbrella: {
    name: 'Umbrella Corporation',
    domain: 'umbrella.co.uk',
    industry: 'pharmaceuticals',
    type: 'public_company',
    size: '5001-10000',
    revenue: '$500m - 1b',
    investors: [],
    rounds: [],
  },
  muller: {
    name: 'Müller GmbH',
    domain: 'mueller.de',
    industry: 'manufacturing',
    type: 'privately_held',
    size: '201-500',
    revenue: '$50 - 100m',
    investors: [],
    rounds: ['Series B'],
  },
  natural: {
    name: '100% Natural_Foods',
    domain: 'natural-foods.com',
    industry: 'food production',
    type: 'self_owned',
    size: '1-10',
    revenue: '$0 - 1m',
    investors: [],
    rounds: [],
  },
  hooli: {
    name: 'Hooli',
    domain: 'hooli.com',
    industry: 'software',
    type: 'public_company',
    size: '1001-5000',
    revenue: '$250 - 500m',
    investors: ['Andreessen Horowitz', 'Sequoia Capital'],
    rounds: ['Series C', 'Series D'],
  },
  stark: {
    name: 'Stark Properties',
    domain: 'stark.com',
    industry: 'real estate',
    type: 'privately_held',
    size: '51-200',
    revenue: '$10 - 50m',
    investors: [],
    rounds: [],
  },
  wayne: {
    name: 'Wayne Enterprises',
    domain: 'wayneenterprises.com',
    industry: 'defense & space',
    type: 'public_company',
    size: '1000+',
    revenue: '> $1b',
    investors: [],
    rounds: [],
  },
  piedPiper: {
    name: 'Pied Piper',
    domain: 'piedpiper.com',
    industry: 'software',
    type: 'privately_held',
    size: '11-50',
    revenue: '$1 - 10m',
    investors: ['Raviga Capital'],
    rounds: ['Series B'],
  },
  societe: {
    name: 'Société Générale',
    domain: 'societegenerale.fr',
    industry: 'banking',
    type: 'public_company',
    size: '1000+',
    revenue: '> $1b',
    investors: [],
    rounds: [],
  },
} satisfies Record<string, FixtureCompany>;

type Place = [country: string, state: string | null, city: string | null, zip: string | null];

export interface FixtureEvent {
  key: string;
  type: string;
  daysAgo: number;
  company: keyof typeof COMPANIES;
  place: Place;
  title: string;
  summary: string;
  /** [first, last]; null = no contact. */
  contact: [string | null, string | null] | null;
  email?: string;
  quote?: string | null;
  hireType?: string;
  jobFunction?: string;
  seniority?: string;
}

const SF: Place = ['united states', 'California', 'San Francisco', '94105'];
const PALO_ALTO: Place = ['united states', 'California', 'Palo Alto', '94301'];
const NYC: Place = ['united states', 'New York', 'New York', '10001'];
const AUSTIN: Place = ['united states', 'Texas', 'Austin', '73301'];

export const FIXTURE_EVENTS: FixtureEvent[] = [
  {
    key: 'acme-funding',
    type: 'funding',
    daysAgo: 0.5,
    company: 'acme',
    place: SF,
    title: 'Acme Corp raises Series A to expand its cloud platform',
    summary: 'The round was led by Sequoia Capital.',
    contact: ['Ann', 'Lee'],
    email: 'ann@acme.com',
    quote: 'We are thrilled.',
    jobFunction: 'Finance',
    seniority: 'cxo',
  },
  {
    key: 'acme-hire',
    type: 'personnel',
    daysAgo: 3,
    company: 'acme',
    place: ['united states', 'California', 'Los Angeles', '90001'],
    title: 'Acme Corp hires Bob Stone as VP of Engineering',
    summary: 'Stone joins from Globex.',
    contact: ['Bob', 'Stone'],
    email: 'bob@acme.com',
    hireType: 'new_hire',
    jobFunction: 'IT',
    seniority: 'vp',
  },
  {
    key: 'globex-promo',
    type: 'personnel',
    daysAgo: 10,
    company: 'globex',
    place: NYC,
    title: 'Globex promotes Carla Díaz to sales director',
    summary: 'Díaz led the bank’s retail sales.',
    contact: ['Carla', 'Díaz'],
    quote: 'A great team.',
    hireType: 'promotion',
    jobFunction: 'Sales',
    seniority: 'director',
  },
  {
    key: 'initech-award',
    type: 'awards',
    daysAgo: 40,
    company: 'initech',
    place: AUSTIN,
    title: 'Initech wins best workplace award',
    summary: 'Employees voted Initech the best place to work.',
    contact: null,
    quote: 'We are honoured.',
  },
  {
    key: 'umbrella-legal',
    type: 'legal_issues',
    daysAgo: 100,
    company: 'umbrella',
    place: ['united kingdom', 'England', 'London', 'SW1A 1AA'],
    title: 'Umbrella Corporation settles lawsuit over clinical trial',
    summary: 'The settlement ends a two-year dispute.',
    contact: ['Dan', 'Kim'],
    email: 'dan@umbrella.co.uk',
    jobFunction: 'Legal',
    seniority: 'manager',
  },
  {
    key: 'muller-expansion',
    type: 'corporate_expansion',
    daysAgo: 5,
    company: 'muller',
    place: ['germany', 'Bavaria', 'München', '80331'],
    title: 'Müller GmbH opens a new plant near Zürich',
    summary: 'The factory will employ 300 people.',
    contact: ['Jürgen', 'Müller'],
    email: 'j.mueller@mueller.de',
    quote: 'Ein großer Schritt.',
    jobFunction: 'Operations',
    seniority: 'cxo',
  },
  {
    key: 'acme-partner',
    type: 'partnerships_and_joint_ventures',
    daysAgo: 20,
    company: 'acmeWidgets',
    place: ['united states', 'Texas', 'Dallas', '75201'],
    title: 'Acme Widgets partners with Globex on retail analytics',
    summary: 'A joint venture for store data.',
    contact: ['Eve', 'Park'],
    email: 'eve@acmewidgets.com',
    jobFunction: 'Marketing',
    seniority: 'director',
  },
  {
    key: 'natural-launch',
    type: 'products_and_services',
    daysAgo: 2,
    company: 'natural',
    place: ['canada', 'Ontario', 'Toronto', 'M5V 2T6'],
    title: '100% Natural_Foods launches an e-mail ordering app',
    summary: 'Customers order by e-mail.',
    contact: ['Frank', "O'Brien"],
    email: 'frank@natural-foods.com',
    quote: 'Simple.',
    jobFunction: 'IT',
    seniority: 'senior',
  },
  {
    key: 'globex-acquires',
    type: 'mergers_and_acquisitions',
    daysAgo: 200,
    company: 'globex',
    place: ['united states', 'New York', 'Buffalo', '14201'],
    title: 'Globex acquires Initech in an all-stock deal',
    summary: 'The acquisition closes next quarter.',
    contact: ['Gina', 'Ray'],
    email: 'gina@globex.io',
    quote: 'Two great companies.',
    jobFunction: 'General Management',
    seniority: 'cxo',
  },
  {
    key: 'hooli-earnings',
    type: 'earning_performance_dividens',
    daysAgo: 60,
    company: 'hooli',
    place: ['united states', 'california', 'palo alto', '94301'],
    title: 'Hooli beats quarterly earnings estimates',
    summary: 'Revenue grew 20% year over year.',
    contact: null,
    quote: '',
  },
  {
    key: 'stark-lease',
    type: 'real_estate',
    daysAgo: 15,
    company: 'stark',
    place: ['united states', 'Florida', 'Miami', '33101'],
    title: 'Stark Properties signs lease for a new headquarters',
    summary: 'The tower has 40 floors.',
    contact: ['Hank', null],
    email: 'hank@stark.com',
    quote: 'Home.',
    jobFunction: 'Real Estate',
    seniority: 'owner',
  },
  {
    key: 'hooli-departure',
    type: 'personnel',
    daysAgo: 25,
    company: 'hooli',
    place: PALO_ALTO,
    title: 'Hooli CFO Ivy Chen departs',
    summary: 'Chen leaves after five years.',
    contact: ['Ivy', 'Chen'],
    email: 'ivy@hooli.com',
    quote: 'Time for a change.',
    hireType: 'departure',
    jobFunction: 'Finance',
    seniority: 'cxo',
  },
  {
    key: 'wayne-award',
    type: 'awards',
    daysAgo: 8,
    company: 'wayne',
    place: ['united states', 'New Jersey', 'Newark', '07101'],
    title: 'Wayne Enterprises recognized for innovation',
    summary: 'The award honours its research labs.',
    contact: ['', ''],
    quote: null,
  },
  {
    key: 'piedpiper-funding',
    type: 'funding',
    daysAgo: 70,
    company: 'piedPiper',
    place: PALO_ALTO,
    title: 'Pied Piper closes Series B led by Raviga',
    summary: 'The compression startup will hire engineers.',
    contact: ['Jack', 'Hill'],
    email: 'jack@piedpiper.com',
    quote: 'Middle-out works.',
    jobFunction: 'IT',
    seniority: 'cxo',
  },
  {
    key: 'initech-credit',
    type: 'investment_financing',
    daysAgo: 27,
    company: 'initech',
    place: AUSTIN,
    title: 'Initech secures a credit facility',
    summary: 'The facility funds its expansion.',
    contact: ['Kate', 'Moss'],
    email: 'kate@initech.com',
    jobFunction: 'Finance',
    seniority: 'vp',
  },
  {
    key: 'globex-rival',
    type: 'competitive_intelligence',
    daysAgo: 45,
    company: 'globex',
    place: NYC,
    title: 'Globex launches a rival cloud product',
    summary: 'It competes with Hooli.',
    contact: ['Leo', 'Grant'],
    email: 'leo@globex.io',
    quote: 'Better and cheaper.',
    jobFunction: 'Marketing',
    seniority: 'manager',
  },
  {
    key: 'societe-app',
    type: 'products_and_services',
    daysAgo: 6,
    company: 'societe',
    place: ['france', 'Île-de-France', 'Paris', '75001'],
    title: 'Société Générale dévoile une application',
    summary: 'La banque lance une nouvelle application mobile.',
    contact: ['Chloé', 'Martin'],
    email: 'chloe@socgen.fr',
    quote: 'Très fiers.',
    jobFunction: 'Design',
    seniority: 'senior',
  },
  {
    key: 'hooli-funding',
    type: 'funding',
    daysAgo: 12,
    company: 'hooli',
    place: PALO_ALTO,
    title: 'Hooli raises a growth round',
    summary: 'Existing investors joined.',
    contact: ['Mia', 'Wong'],
    email: 'mia@hooli.com',
    quote: 'Onward.',
    jobFunction: 'Finance',
    seniority: 'cxo',
  },
  {
    key: 'acme-promotion',
    type: 'personnel',
    daysAgo: 9,
    company: 'acme',
    place: SF,
    title: 'Acme Corp promotes Ned Lee to VP of Sales',
    summary: 'Lee has led sales since 2020.',
    contact: ['Ned', 'Lee'],
    hireType: 'promotion',
    jobFunction: 'Sales',
    seniority: 'vp',
  },
  {
    key: 'umbrella-award',
    type: 'awards',
    daysAgo: 35,
    company: 'umbrella',
    place: ['united kingdom', 'Scotland', 'Edinburgh', 'EH1 1YZ'],
    title: 'Umbrella Corporation named top employer',
    summary: 'The Edinburgh lab was praised.',
    contact: ['Olivia', 'Hart'],
    email: 'olivia@umbrella.co.uk',
    quote: 'Proud.',
    jobFunction: 'Human Resources',
    seniority: 'director',
  },
];

export const ALL_KEYS = FIXTURE_EVENTS.map((event) => event.key);

/** The fixture's keys in result order (newest first). */
export function newestFirst(keys: readonly string[]): string[] {
  const days = new Map(FIXTURE_EVENTS.map((event) => [event.key, event.daysAgo]));
  return [...keys].sort((a, b) => (days.get(a) ?? 0) - (days.get(b) ?? 0));
}

export const urlOf = (key: string) => `https://news.test.example/${key}`;
export const keyOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** Inserts the fixture; answers event ids by key. Dates are relative to now. */
export async function insertFixture(db: DataSource): Promise<Map<string, string>> {
  const companyIds = new Map<string, string>();
  for (const [key, c] of Object.entries(COMPANIES)) {
    const [row] = await db.query(
      `INSERT INTO companies (name, domain, website, logo_url, industry, company_type, employee_size, revenue_band, investors, funding_rounds)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        c.name,
        c.domain,
        `https://www.${c.domain}`,
        `https://logos.test.example/${c.domain}.png`,
        c.industry,
        c.type,
        c.size,
        c.revenue,
        c.investors,
        c.rounds,
      ],
    );
    companyIds.set(key, row.id);
  }
  const ids = new Map<string, string>();
  for (const e of FIXTURE_EVENTS) {
    const c: FixtureCompany = COMPANIES[e.company];
    let contactId: string | null = null;
    if (e.contact) {
      const [row] = await db.query(
        `INSERT INTO contacts (company_id, first_name, last_name, email, job_function, seniority) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [
          companyIds.get(e.company),
          e.contact[0],
          e.contact[1],
          e.email ?? null,
          e.jobFunction ?? null,
          e.seniority ?? null,
        ],
      );
      contactId = row.id;
    }
    const [country, state, city, zip] = e.place;
    const [row] = await db.query(
      `INSERT INTO trigger_events (title, url, type, date_published, summary, quote, person_quoted_name, hire_type,
         company_id, contact_id, contact_first_name, contact_last_name, contact_name_source_url, has_contact_email,
         article_job_title, contact_job_function, contact_seniority, company_name, company_domain, company_website,
         company_logo_url, company_industry, company_type, company_employee_size, company_revenue_band, company_investors,
         company_funding_rounds, country, state, city, zip_code)
       VALUES ($1, $2, $3, now() - $4::float8 * interval '1 day', $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
         $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $30, $31)
       RETURNING id`,
      [
        e.title,
        urlOf(e.key),
        e.type,
        e.daysAgo,
        e.summary,
        e.quote ?? null,
        e.quote && e.contact ? e.contact.filter(Boolean).join(' ') : null,
        e.hireType ?? null,
        companyIds.get(e.company),
        contactId,
        e.contact?.[0] ?? null,
        e.contact?.[1] ?? null,
        e.contact ? urlOf(e.key) : null,
        Boolean(e.email),
        e.contact ? 'Job title' : null,
        e.jobFunction ?? null,
        e.seniority ?? null,
        c.name,
        c.domain,
        `https://www.${c.domain}`,
        `https://logos.test.example/${c.domain}.png`,
        c.industry,
        c.type,
        c.size,
        c.revenue,
        c.investors,
        c.rounds,
        country,
        state,
        city,
        zip,
      ],
    );
    ids.set(e.key, row.id);
  }
  return ids;
}
