// A small hand-made set of prospects at the registered-companies fixture's companies, with known values, so
// each prospect filter (and each company filter through their company) can be checked to return exactly
// the people it should. People are named by key; dates are relative to now.
import type { DataSource } from 'typeorm';
import type { CompanyKey } from '../../companies/__tests__/companies.fixture';

interface FixtureProspect {
  first: string;
  last: string;
  title: string;
  fn: string;
  seniority: string;
  department: string;
  email: string | null;
  emailType: 'professional' | 'personal' | 'role_based' | null;
  emailStatus: 'verified' | 'unverified' | null;
  phone: string | null;
  phoneType: string | null;
  company: CompanyKey | null;
  country: string;
  state: string;
  city: string;
  zip: string;
  addedDaysAgo: number;
}

const FIXTURE = {
  ada: {
    first: 'Ada',
    last: 'Lovelace',
    title: 'Chief Technology Officer',
    fn: 'IT',
    seniority: 'cxo',
    department: 'Engineering',
    email: 'ada@acmerobotics.com',
    emailType: 'professional',
    emailStatus: 'verified',
    phone: '+1 512 555 0101',
    phoneType: 'mobile',
    company: 'acme',
    country: 'united states',
    state: 'Texas',
    city: 'Austin',
    zip: '73301',
    addedDaysAgo: 10,
  },
  alan: {
    first: 'Alan',
    last: 'Turing',
    title: 'Head of Research',
    fn: 'IT',
    seniority: 'director',
    department: 'Research',
    email: 'alan.turing@gmail.com',
    emailType: 'personal',
    emailStatus: 'unverified',
    phone: '+44 20 7946 0001',
    phoneType: 'fixed_line',
    company: 'acmeUk',
    country: 'united kingdom',
    state: 'England',
    city: 'London',
    zip: 'SW1A 1AA',
    addedDaysAgo: 20,
  },
  grace: {
    first: 'Grace',
    last: 'Hopper',
    title: 'VP Engineering',
    fn: 'IT',
    seniority: 'vp',
    department: 'Engineering',
    email: 'grace@globex.io',
    emailType: 'professional',
    emailStatus: 'verified',
    phone: null,
    phoneType: null,
    company: 'globex',
    country: 'united states',
    state: 'New York',
    city: 'New York',
    zip: '10001',
    addedDaysAgo: 40,
  },
  sales: {
    first: 'Sam',
    last: 'Seller',
    title: 'Account Executive',
    fn: 'Sales',
    seniority: 'senior',
    department: 'Sales',
    email: 'sales@initech.com',
    emailType: 'role_based',
    emailStatus: 'verified',
    phone: '+1 415 555 0102',
    phoneType: 'toll_free',
    company: 'initech',
    country: 'united states',
    state: 'California',
    city: 'San Francisco',
    zip: '94105',
    addedDaysAgo: 5,
  },
  maria: {
    first: 'María',
    last: 'Núñez',
    title: 'Marketing Manager',
    fn: 'Marketing',
    seniority: 'manager',
    department: 'Marketing',
    email: 'maria@mueller.de',
    emailType: 'professional',
    emailStatus: 'unverified',
    phone: '+49 89 555 0103',
    phoneType: 'voip',
    company: 'muller',
    country: 'spain',
    state: 'Madrid',
    city: 'Madrid',
    zip: '28001',
    addedDaysAgo: 100,
  },
  otto: {
    first: 'Otto',
    last: 'Brenner',
    title: 'Sales Director',
    fn: 'Sales',
    seniority: 'director',
    department: 'Sales',
    email: null,
    emailType: null,
    emailStatus: null,
    phone: '+49 911 555 0104',
    phoneType: 'fixed_line_or_mobile',
    company: 'muller',
    country: 'germany',
    state: 'Bavaria',
    city: 'Nuremberg',
    zip: '90402',
    addedDaysAgo: 200,
  },
  lin: {
    first: 'Lin',
    last: 'Chen',
    title: 'Software Engineer',
    fn: 'IT',
    seniority: 'entry',
    department: 'Engineering',
    email: 'lin@hooli.xyz',
    emailType: 'professional',
    emailStatus: 'verified',
    phone: null,
    phoneType: null,
    company: 'hooli',
    country: 'united states',
    state: 'California',
    city: 'Palo Alto',
    zip: '94301',
    addedDaysAgo: 2,
  },
  noor: {
    first: 'Noor',
    last: 'Haddad',
    title: 'Chief Financial Officer',
    fn: 'Finance',
    seniority: 'cxo',
    department: 'Finance',
    email: 'noor@relief.org',
    emailType: 'professional',
    emailStatus: 'verified',
    phone: '+1 416 555 0105',
    phoneType: 'mobile',
    company: 'relief',
    country: 'canada',
    state: 'Ontario',
    city: 'Toronto',
    zip: 'M5V 2T6',
    addedDaysAgo: 400,
  },
  free: {
    first: 'Fran',
    last: 'Lancer',
    title: 'Freelance Designer',
    fn: 'Design',
    seniority: 'owner',
    department: 'Design',
    email: 'fran.lancer@outlook.com',
    emailType: 'personal',
    emailStatus: 'verified',
    phone: null,
    phoneType: null,
    company: null,
    country: 'ireland',
    state: 'Dublin',
    city: 'Dublin',
    zip: 'D02',
    addedDaysAgo: 1,
  },
} satisfies Record<string, FixtureProspect>;

export type ProspectKey = keyof typeof FIXTURE;
export const PROSPECT_KEYS = Object.keys(FIXTURE) as ProspectKey[];
export const FIXTURE_PROSPECTS: Readonly<Record<ProspectKey, FixtureProspect>> = FIXTURE;

const DAY_MS = 86_400_000;

/** Inserts the fixture at the given companies; answers key → id. */
export async function insertProspects(
  db: DataSource,
  companies: ReadonlyMap<CompanyKey, string>,
): Promise<Map<ProspectKey, string>> {
  const ids = new Map<ProspectKey, string>();
  const now = Date.now();
  for (const key of PROSPECT_KEYS) {
    const p: FixtureProspect = FIXTURE[key];
    const companyId = p.company ? companies.get(p.company) : null;
    const [row] = await db.query(
      `INSERT INTO contacts (company_id, company_name, first_name, last_name, job_title, job_function, seniority,
         department, email, email_type, email_status, phone, phone_type, country, state, city, zip_code,
         profile_url, created_at, ingested_at)
       VALUES ($1, (SELECT name FROM companies WHERE id = $1), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
         $14, $15, $16, $17, $18, $18)
       RETURNING id`,
      [
        companyId,
        p.first,
        p.last,
        p.title,
        p.fn,
        p.seniority,
        p.department,
        p.email,
        p.emailType,
        p.emailStatus,
        p.phone,
        p.phoneType,
        p.country,
        p.state,
        p.city,
        p.zip,
        `https://profiles.test.example/in/${key}`,
        new Date(now - p.addedDaysAgo * DAY_MS),
      ],
    );
    ids.set(key, row.id);
  }
  return ids;
}

/** Keys in the search's default order: last name, then first name (code-point order). */
export function byName(keys: readonly ProspectKey[]): ProspectKey[] {
  const key = (k: ProspectKey) => `${FIXTURE[k].last} ${FIXTURE[k].first}`.toLowerCase();
  return [...keys].sort((a, b) => (key(a) < key(b) ? -1 : 1));
}
