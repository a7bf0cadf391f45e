// What a registered company's registry record and profile are made of in the demo data: legal forms and
// registration-number formats by jurisdiction, where companies incorporate, the technologies a company of
// a sector and size uses, institutional domains, descriptions and street addresses; and, for prospects,
// departments, e-mail kinds and phone types. Everything is drawn from a row's own stream (random.ts).
import {
  TECHNOLOGIES,
  type CompanyType,
  type JobFunction,
  type TopLevelIndustryValue,
} from '@leadsignal/reference-data';
import type { Place } from './places';
import { weighted, type Rng, type Weighted } from './random';
import { BRAND_HEADS, SECTORS } from './vocabulary';

// ---------------------------------------------------------------------------------------------
// Legal forms

interface LegalForms {
  /** Listed companies. */
  readonly public: readonly string[];
  /** Other companies (privately held, self-owned …). */
  readonly private: readonly string[];
  readonly partnership: readonly string[];
  readonly nonProfit: readonly string[];
}

// prettier-ignore
const LEGAL_FORMS: Record<string, LegalForms> = {
  US: { public: ['Inc.', 'Corporation', 'Corp.'], private: ['Inc.', 'LLC', 'LLC', 'Inc.', 'Corp.'], partnership: ['LLP', 'LP'], nonProfit: ['Inc.', 'Foundation'] },
  GB: { public: ['plc'], private: ['Ltd', 'Limited'], partnership: ['LLP'], nonProfit: ['CIC', 'Trust'] },
  IE: { public: ['plc'], private: ['Ltd', 'DAC'], partnership: ['LLP'], nonProfit: ['CLG'] },
  CA: { public: ['Inc.', 'Corp.'], private: ['Inc.', 'Ltd.', 'Corp.'], partnership: ['LLP'], nonProfit: ['Foundation', 'Society'] },
  AU: { public: ['Limited', 'Ltd'], private: ['Pty Ltd'], partnership: ['Partners'], nonProfit: ['Ltd', 'Foundation'] },
  NZ: { public: ['Limited'], private: ['Limited'], partnership: ['Partners'], nonProfit: ['Trust'] },
  IN: { public: ['Limited', 'Ltd'], private: ['Pvt Ltd', 'Private Limited'], partnership: ['LLP'], nonProfit: ['Foundation', 'Trust'] },
  SG: { public: ['Ltd'], private: ['Pte. Ltd.'], partnership: ['LLP'], nonProfit: ['Ltd'] },
  ZA: { public: ['Limited'], private: ['(Pty) Ltd'], partnership: ['Inc.'], nonProfit: ['NPC'] },
  DE: { public: ['AG', 'SE'], private: ['GmbH', 'GmbH', 'GmbH & Co. KG', 'UG (haftungsbeschränkt)'], partnership: ['PartG mbB', 'OHG'], nonProfit: ['e.V.', 'gGmbH'] },
  AT: { public: ['AG'], private: ['GmbH', 'GmbH & Co KG'], partnership: ['OG', 'KG'], nonProfit: ['Verein'] },
  CH: { public: ['AG', 'SA'], private: ['GmbH', 'AG', 'Sàrl'], partnership: ['Partners'], nonProfit: ['Stiftung', 'Verein'] },
  FR: { public: ['SA'], private: ['SAS', 'SARL', 'SASU'], partnership: ['SCP', 'Associés'], nonProfit: ['Association'] },
  BE: { public: ['SA', 'NV'], private: ['BV', 'SRL'], partnership: ['CommV'], nonProfit: ['ASBL', 'VZW'] },
  NL: { public: ['N.V.'], private: ['B.V.'], partnership: ['V.O.F.', 'C.V.'], nonProfit: ['Stichting'] },
  ES: { public: ['S.A.'], private: ['S.L.', 'S.L.U.'], partnership: ['S.C.'], nonProfit: ['Fundación'] },
  IT: { public: ['S.p.A.'], private: ['S.r.l.', 'S.r.l.'], partnership: ['S.n.c.', 'S.a.s.'], nonProfit: ['Fondazione', 'Onlus'] },
  SE: { public: ['AB (publ)'], private: ['AB'], partnership: ['HB', 'KB'], nonProfit: ['Stiftelse'] },
  DK: { public: ['A/S'], private: ['ApS', 'A/S'], partnership: ['I/S'], nonProfit: ['Fond'] },
  NO: { public: ['ASA'], private: ['AS'], partnership: ['ANS', 'DA'], nonProfit: ['Stiftelse'] },
  FI: { public: ['Oyj'], private: ['Oy'], partnership: ['Ky'], nonProfit: ['ry'] },
  PL: { public: ['S.A.'], private: ['sp. z o.o.'], partnership: ['sp.k.', 'sp.j.'], nonProfit: ['Fundacja'] },
  BR: { public: ['S.A.'], private: ['Ltda.', 'Ltda.', 'S.A.'], partnership: ['Ltda.'], nonProfit: ['Instituto'] },
  MX: { public: ['S.A.B. de C.V.'], private: ['S.A. de C.V.', 'S. de R.L. de C.V.'], partnership: ['S.C.'], nonProfit: ['A.C.'] },
  IL: { public: ['Ltd.'], private: ['Ltd.'], partnership: ['Partners'], nonProfit: ['Association'] },
  AE: { public: ['PJSC'], private: ['LLC', 'FZ-LLC', 'FZE'], partnership: ['LLC'], nonProfit: ['Foundation'] },
};

/** Every legal form the generator writes, longest first, to take one off a name's end. */
export const ALL_LEGAL_FORMS = [
  ...new Set(Object.values(LEGAL_FORMS).flatMap((f) => [...f.public, ...f.private, ...f.partnership, ...f.nonProfit])),
].sort((a, b) => b.length - a.length);

/** The legal form a company of this type takes in its country; null for agencies and public schools. */
export function pickLegalForm(rng: Rng, country: string, type: CompanyType): string | null {
  const forms = LEGAL_FORMS[country] ?? LEGAL_FORMS.US;
  switch (type) {
    case 'govertment_agency':
      return null;
    case 'educational':
      return rng.chance(0.7) ? null : rng.pick(forms.nonProfit);
    case 'public_company':
      return rng.pick(forms.public);
    case 'partnership':
      return rng.pick(forms.partnership);
    case 'non_profit':
      return rng.pick(forms.nonProfit);
    default:
      return rng.pick(forms.private);
  }
}

// ---------------------------------------------------------------------------------------------
// Jurisdictions and registration numbers

/** Countries whose companies register with a state or province, not a national registry. */
const SUBNATIONAL_REGISTRIES = new Set(['US', 'CA', 'AU', 'IN', 'DE', 'CH', 'BR', 'MX']);

/** Where a company is incorporated: its own country; a US company often in Delaware. */
export function pickJurisdiction(
  rng: Rng,
  place: Place,
  type: CompanyType,
): { country: string; subdivision: string | null } {
  const country = place.countryCode;
  if (country === 'US' && type !== 'govertment_agency' && type !== 'self_employed') {
    const delaware = type === 'public_company' ? 0.65 : type === 'privately_held' ? 0.45 : 0.2;
    return { country, subdivision: rng.chance(delaware) ? 'US-DE' : place.stateCode };
  }
  if (country === 'AU' && rng.chance(0.8)) return { country, subdivision: null }; // ASIC is national
  return { country, subdivision: SUBNATIONAL_REGISTRIES.has(country) ? place.stateCode : null };
}

// # digit, @ capital letter, {Y} year of incorporation, {S} local part of the subdivision code
// prettier-ignore
const REGISTRATION_FORMATS: Record<string, string> = {
  US: '#######', GB: '########', IE: '######', CA: '#######', AU: '### ### ###', NZ: '#######',
  SG: '{Y}#####@', ZA: '{Y}/######/07', DE: 'HRB ######', AT: 'FN ######@', CH: 'CHE-###.###.###',
  FR: '### ### ###', BE: '0###.###.###', NL: '########', ES: 'B########', IT: '###########',
  SE: '556###-####', DK: '########', NO: '9## ### ###', FI: '#######-#', PL: '0000######',
  BR: '##.###.###/0001-##', MX: '@@@######@@#', IL: '51-#######', AE: 'CN-#######', IN: 'U#####{S}{Y}PTC######',
};
// prettier-ignore
const US_STATE_FORMATS: Record<string, string> = {
  'US-CA': 'C#######', 'US-NY': '#######', 'US-DE': '#######', 'US-TX': '080#######', 'US-FL': 'P##########',
  'US-WA': '60#######', 'US-MA': '###########', 'US-IL': '########',
};

/** A registration number in the jurisdiction's format. */
export function registrationNumber(
  rng: Rng,
  jurisdiction: { country: string; subdivision: string | null },
  year: number,
  type: CompanyType,
): string {
  const { country, subdivision } = jurisdiction;
  let format =
    (country === 'US' && subdivision ? US_STATE_FORMATS[subdivision] : undefined) ??
    REGISTRATION_FORMATS[country] ??
    '#########';
  if (country === 'GB' && subdivision === null) format = rng.chance(0.08) ? 'SC######' : format;
  if (country === 'IN' && type === 'public_company') format = format.replace('PTC', 'PLC');
  const local = subdivision
    ? subdivision
        .slice(country.length + 1)
        .slice(0, 2)
        .padEnd(2, 'X')
    : 'XX';
  return rng.pattern(format.replace('{Y}', String(year)).replace('{S}', local));
}

// ---------------------------------------------------------------------------------------------
// Incorporation and standing

const EARLIEST_INCORPORATION = Date.UTC(1875, 0, 1);
const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;

/** Typical age in years at which companies of each size band are met (larger ones are older). */
const AGE_BY_SIZE = [6, 9, 14, 20, 26, 34, 45, 60];

/**
 * When the company was incorporated: before it was added to LeadSignal (at least a day), never
 * before 1875. A company added recently was mostly incorporated recently.
 */
export function incorporationDate(rng: Rng, createdAt: number, sizeIndex: number, recent: boolean): number {
  let ageMs: number;
  if (recent) ageMs = (1 + rng.int(120)) * DAY_MS;
  else {
    // Exponential-ish around the size's typical age, with a long tail of old firms.
    const typical = AGE_BY_SIZE[sizeIndex] ?? 15;
    const u = Math.max(1e-9, rng.float());
    ageMs = Math.min(-Math.log(u) * typical, 160) * YEAR_MS + (1 + rng.int(365)) * DAY_MS;
  }
  return Math.max(EARLIEST_INCORPORATION, createdAt - ageMs);
}

// prettier-ignore
const STATUS_TABLE = weighted([['active', 86], ['dormant', 5], ['dissolved', 4], ['acquired', 3], ['in_liquidation', 2]] as const);
// prettier-ignore
const SUBSIDIARY_STATUS_TABLE = weighted([['active', 78], ['acquired', 15], ['dormant', 3], ['dissolved', 2], ['in_liquidation', 2]] as const);

export type DemoCompanyStatus = 'active' | 'dormant' | 'dissolved' | 'acquired' | 'in_liquidation';

export function pickStatus(rng: Rng, subsidiary: boolean, recent: boolean): DemoCompanyStatus {
  if (recent) return 'active';
  return rng.pickWeighted(subsidiary ? SUBSIDIARY_STATUS_TABLE : STATUS_TABLE);
}

// ---------------------------------------------------------------------------------------------
// Technologies

const TECH = new Set(TECHNOLOGIES.map((t) => t.value));

// prettier-ignore
/** What most companies use, with how common it is. */
const BASE_TECH: readonly (readonly [string, number])[] = [
  ['Google Workspace', 10], ['Microsoft 365', 10], ['Slack', 8], ['Zoom', 9], ['Google Analytics', 10],
  ['Google Tag Manager', 7], ['WordPress', 6], ['Cloudflare', 5], ['HubSpot', 5], ['Mailchimp', 4], ['Dropbox', 3],
  ['Asana', 2], ['Notion', 2], ['Airtable', 1.5], ['Stripe', 2], ['Zendesk', 2], ['Intercom', 1.5], ['Freshdesk', 1.5],
  ['Gusto', 2], ['Salesforce', 4], ['Atlassian Jira', 2], ['Confluence', 2], ['AWS', 3], ['Okta', 1.5],
  ['Twilio', 1], ['Drift', 1], ['Vercel', 0.5], ['React', 2], ['MySQL', 1.5], ['PostgreSQL', 1.5],
];
// prettier-ignore
/** What a sector adds (weights on top of the base). */
const SECTOR_TECH: Partial<Record<TopLevelIndustryValue, readonly (readonly [string, number])[]>> = {
  'technology, information and media': [
    ['AWS', 10], ['Google Cloud', 5], ['Azure', 4], ['Kubernetes', 7], ['Docker', 8], ['GitHub', 9], ['GitLab', 4],
    ['Datadog', 6], ['Sentry', 6], ['New Relic', 3], ['Terraform', 5], ['Snowflake', 4], ['Databricks', 3],
    ['Segment', 4], ['Mixpanel', 4], ['Atlassian Jira', 8], ['Confluence', 6], ['React', 8], ['PostgreSQL', 6],
    ['Redis', 5], ['MongoDB', 4], ['Elasticsearch', 3], ['Auth0', 3], ['Jenkins', 3], ['Vercel', 3], ['Intercom', 3],
    ['Salesforce', 4], ['Outreach', 2], ['Salesloft', 2], ['Looker', 2], ['Stripe', 4],
  ],
  'financial services': [
    ['Salesforce', 8], ['Okta', 6], ['Splunk', 5], ['Oracle Database', 5], ['Azure', 5], ['AWS', 5], ['Snowflake', 3],
    ['Tableau', 4], ['ServiceNow', 3], ['NetSuite', 3], ['Stripe', 3], ['Zuora', 2], ['Marketo', 2], ['Workday', 3],
  ],
  retail: [
    ['Shopify', 10], ['Magento', 4], ['BigCommerce', 3], ['Klaviyo', 8], ['Stripe', 6], ['Braze', 3], ['Segment', 2],
    ['Google Analytics', 5], ['Zendesk', 4], ['Adobe Analytics', 2], ['Contentful', 2],
  ],
  'hospitals and health care': [
    ['Microsoft 365', 6], ['Azure', 4], ['Okta', 3], ['Salesforce', 3], ['ServiceNow', 2], ['Workday', 2], ['Twilio', 2],
    ['Tableau', 2], ['Oracle Database', 2],
  ],
  manufacturing: [
    ['SAP', 8], ['Microsoft Dynamics 365', 5], ['Oracle Database', 3], ['Azure', 4], ['NetSuite', 3], ['Tableau', 2],
    ['Salesforce', 3], ['Microsoft 365', 4],
  ],
  'professional services': [
    ['Microsoft 365', 5], ['Salesforce', 4], ['HubSpot', 4], ['NetSuite', 2], ['Tableau', 2], ['Asana', 3], ['Notion', 2],
    ['Dropbox', 3], ['Zoom', 3],
  ],
  education: [['Google Workspace', 8], ['Zoom', 6], ['Microsoft 365', 5], ['WordPress', 4], ['Okta', 2], ['Workday', 2]],
  'government administration': [['Microsoft 365', 8], ['Azure', 4], ['ServiceNow', 4], ['Oracle Database', 3], ['SAP', 3], ['Splunk', 2], ['Tableau', 2]],
  'entertainment providers': [['AWS', 5], ['Braze', 3], ['Segment', 3], ['Mixpanel', 3], ['Stripe', 3], ['Contentful', 3], ['Vercel', 2]],
  'transportation, logistics, supply chain and storage': [['SAP', 5], ['Oracle Database', 3], ['Microsoft Dynamics 365', 3], ['Twilio', 3], ['AWS', 3], ['Tableau', 2]],
  wholesale: [['NetSuite', 5], ['SAP', 4], ['Microsoft Dynamics 365', 4], ['Shopify', 2], ['BigCommerce', 2]],
};
// prettier-ignore
/** What large organisations add. */
const ENTERPRISE_TECH: readonly (readonly [string, number])[] = [
  ['Salesforce', 6], ['Workday', 6], ['ServiceNow', 5], ['SAP', 4], ['Okta', 5], ['Splunk', 3], ['Tableau', 4],
  ['Looker', 2], ['Snowflake', 3], ['Marketo', 3], ['Pardot', 2], ['Adobe Analytics', 3], ['Oracle Database', 3],
  ['Azure', 3], ['Microsoft Dynamics 365', 2], ['Zuora', 1], ['Datadog', 2],
];

/** Technologies per company by size band (mean; about ±40% around it). */
const TECH_COUNT_BY_SIZE = [6, 8, 10, 12, 14, 16, 18, 20];

const techTables = new Map<string, Weighted<string>>();

function techTable(top: TopLevelIndustryValue, large: boolean): Weighted<string> {
  const key = `${top}|${large}`;
  let table = techTables.get(key);
  if (!table) {
    const weights = new Map<string, number>();
    const add = (pairs: readonly (readonly [string, number])[]) => {
      for (const [name, w] of pairs) {
        if (!TECH.has(name)) throw new Error(`unknown technology ${name}`);
        weights.set(name, (weights.get(name) ?? 0) + w);
      }
    };
    add(BASE_TECH);
    add(SECTOR_TECH[top] ?? []);
    if (large) add(ENTERPRISE_TECH);
    table = weighted([...weights.entries()].sort(([a], [b]) => a.localeCompare(b)));
    techTables.set(key, table);
  }
  return table;
}

/** The technologies a company uses, from its sector's and size's table, sorted. */
export function pickTechnologies(rng: Rng, top: TopLevelIndustryValue, sizeIndex: number): string[] {
  const mean = TECH_COUNT_BY_SIZE[sizeIndex] ?? 10;
  const table = techTable(top, sizeIndex >= 5);
  const k = Math.min(table.items.length, Math.max(1, Math.round(mean * (0.6 + 0.8 * rng.float()))));
  const chosen = new Set<string>();
  for (let tries = 0; chosen.size < k && tries < k * 8; tries++) chosen.add(rng.pickWeighted(table));
  return [...chosen].sort();
}

// ---------------------------------------------------------------------------------------------
// Institutional domains

// prettier-ignore
const EDU_SUFFIX: Record<string, string> = {
  US: 'edu', GB: 'ac.uk', AU: 'edu.au', IN: 'ac.in', NZ: 'ac.nz', ZA: 'ac.za', IL: 'ac.il', BR: 'edu.br', MX: 'edu.mx',
  SG: 'edu.sg', ES: 'edu.es', PL: 'edu.pl', AE: 'ac.ae',
};
// prettier-ignore
const GOV_SUFFIX: Record<string, string> = {
  US: 'gov', GB: 'gov.uk', CA: 'gc.ca', FR: 'gouv.fr', AU: 'gov.au', IN: 'gov.in', NZ: 'govt.nz', ZA: 'gov.za',
  BR: 'gov.br', MX: 'gob.mx', ES: 'gob.es', SG: 'gov.sg', IL: 'gov.il', AE: 'gov.ae', PL: 'gov.pl', IE: 'gov.ie',
  IT: 'gov.it',
};
// prettier-ignore
const ORG_SUFFIX: Record<string, string> = {
  GB: 'org.uk', AU: 'org.au', NZ: 'org.nz', ZA: 'org.za', IN: 'org.in', BR: 'org.br', MX: 'org.mx', ES: 'org.es',
  IL: 'org.il', SG: 'org.sg', PL: 'org.pl',
};

/**
 * The domain of a non-profit, school or university, government agency or military body, or undefined for
 * the others (and for some institutions, which use an ordinary .com like anyone else).
 */
export function institutionalDomain(
  rng: Rng,
  slug: string,
  type: CompanyType,
  top: TopLevelIndustryValue,
  country: string,
): string | undefined {
  const cc = country.toLowerCase();
  if (type === 'govertment_agency') {
    if (top === 'government administration' && rng.chance(0.08)) {
      return country === 'US' ? `${slug}.mil` : `${slug}.mil.${cc}`;
    }
    if (rng.chance(0.9)) return `${slug}.${GOV_SUFFIX[country] ?? `gov.${cc}`}`;
    return undefined;
  }
  if (type === 'educational') {
    if (rng.chance(0.85)) return `${slug}.${EDU_SUFFIX[country] ?? `edu.${cc}`}`;
    return undefined;
  }
  if (type === 'non_profit') {
    if (rng.chance(0.8)) return `${slug}.${rng.chance(0.5) ? (ORG_SUFFIX[country] ?? 'org') : 'org'}`;
    return undefined;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Description and address

const SIZE_WORDS = ['small', 'small', 'growing', 'mid-sized', 'mid-sized', 'large', 'large', 'global'];

/** About 200 characters on what the company does and for whom. */
export function describe(
  rng: Rng,
  c: { name: string; industryLabel: string; top: TopLevelIndustryValue; sizeIndex: number; place: Place },
  year: number,
): string {
  const sector = SECTORS[c.top];
  const [a, b] = rng.sample(sector.customers, 2);
  const product = rng.pick(sector.products);
  const where =
    c.place.countryCode === 'US'
      ? `${c.place.city}, ${c.place.stateShort}`
      : `${c.place.city}, ${c.place.countryLabel}`;
  const sizeWord = SIZE_WORDS[c.sizeIndex] ?? 'growing';
  const industry = c.industryLabel.toLowerCase();
  const an = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
  switch (rng.int(3)) {
    case 0:
      return `${c.name} is ${an(sizeWord)} ${industry} company based in ${where}. Founded in ${year}, it offers ${an(product)} to ${a} and ${b}.`;
    case 1:
      return `Founded in ${year} and headquartered in ${where}, ${c.name} works in ${industry}. Its ${product} serves ${a} and ${b}.`;
    default:
      return `${c.name} (${where}) builds ${an(product)} for ${a} and ${b}. The ${sizeWord} ${industry} business has operated since ${year}.`;
  }
}

const STREET_TYPES = ['Street', 'Avenue', 'Road', 'Boulevard', 'Lane', 'Drive', 'Way', 'Place'];
// prettier-ignore
const LOCAL_STREETS: Record<string, readonly string[]> = {
  DE: ['straße', 'weg', 'allee', 'platz'], AT: ['straße', 'gasse', 'weg'], CH: ['strasse', 'gasse', 'weg'],
  NL: ['straat', 'weg', 'laan', 'gracht'], BE: ['straat', 'laan'], SE: ['gatan', 'vägen'], DK: ['gade', 'vej'],
  NO: ['gata', 'veien'], FI: ['katu', 'tie'], PL: ['ul.'], FR: ['Rue', 'Avenue', 'Boulevard'], ES: ['Calle', 'Avenida'],
  IT: ['Via', 'Corso', 'Piazza'], BR: ['Rua', 'Avenida'], MX: ['Calle', 'Avenida'],
};
const PREFIX_STREETS = new Set(['FR', 'ES', 'IT', 'BR', 'MX', 'PL']);

/** A street address in the country's usual order: "1200 Oak Street, Suite 300, Austin, TX 78701". */
export function streetAddress(rng: Rng, place: Place, zip: string | null): string {
  const name = rng.pick(BRAND_HEADS);
  const n = 1 + rng.int(rng.chance(0.5) ? 200 : 3000);
  const local = LOCAL_STREETS[place.countryCode];
  const z = zip ? `${zip} ` : '';
  if (!local) {
    const suite = rng.chance(0.4) ? `, Suite ${100 * (1 + rng.int(20)) + rng.int(20)}` : '';
    const street = `${n} ${name} ${rng.pick(STREET_TYPES)}${suite}`;
    if (place.countryCode === 'US' || place.countryCode === 'CA' || place.countryCode === 'AU') {
      return `${street}, ${place.city}, ${place.stateShort === place.state ? place.state : place.stateShort}${zip ? ` ${zip}` : ''}`;
    }
    return `${street}, ${place.city}${zip ? ` ${zip}` : ''}`;
  }
  const word = rng.pick(local);
  const street = PREFIX_STREETS.has(place.countryCode) ? `${word} ${name} ${n}` : `${name}${word} ${n}`;
  return `${street}, ${z}${place.city}`;
}

// ---------------------------------------------------------------------------------------------
// Prospects: departments, e-mail kinds, phone types

// prettier-ignore
const DEPARTMENTS: Record<JobFunction, readonly string[]> = {
  Administration: ['Administration', 'Office of the CEO'], Consulting: ['Consulting', 'Professional Services'],
  Design: ['Design', 'Product Design', 'Creative'], 'Customer Service': ['Customer Success', 'Customer Support'],
  Education: ['Learning and Development', 'Education'], IT: ['Engineering', 'Engineering', 'Information Technology', 'Data', 'Security'],
  Finance: ['Finance', 'Finance', 'Accounting', 'Treasury'], 'General Management': ['Executive', 'Management'],
  Health: ['Clinical', 'Medical'], 'Human Resources': ['Human Resources', 'People', 'Talent Acquisition'],
  Legal: ['Legal', 'Compliance'], Marketing: ['Marketing', 'Marketing', 'Growth', 'Brand'], Media: ['Content', 'Media'],
  Operations: ['Operations', 'Operations', 'Supply Chain', 'Procurement'], 'Public Relations': ['Communications', 'Public Relations'],
  'Real Estate': ['Real Estate', 'Facilities'], Sales: ['Sales', 'Sales', 'Business Development', 'Partnerships'],
  Trades: ['Field Operations', 'Maintenance'], Other: ['Strategy', 'Research'],
};

export function pickDepartment(rng: Rng, fn: JobFunction): string {
  return rng.pick(DEPARTMENTS[fn] ?? ['Other']);
}

/** Webmail domains (the prospects migration types e-mails at these as personal). */
export const PERSONAL_MAIL_DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'icloud.com',
  'hotmail.com',
  'proton.me',
];
const ROLE_MAILBOXES: Partial<Record<JobFunction, readonly string[]>> = {
  Sales: ['sales'],
  Marketing: ['marketing'],
  'Customer Service': ['support'],
  'Human Resources': ['careers', 'jobs'],
  Finance: ['billing'],
  'Public Relations': ['press'],
  Administration: ['office', 'admin'],
};
const GENERAL_MAILBOXES = ['info', 'contact', 'hello', 'team'];

/** A role mailbox that fits the person's function ("sales@"), else a general one ("info@"). */
export function roleMailbox(rng: Rng, fn: JobFunction): string {
  const own = ROLE_MAILBOXES[fn];
  return own && rng.chance(0.7) ? rng.pick(own) : rng.pick(GENERAL_MAILBOXES);
}

export type DemoPhoneType =
  | 'mobile'
  | 'fixed_line'
  | 'fixed_line_or_mobile'
  | 'toll_free'
  | 'personal_number'
  | 'voicemail'
  | 'voip'
  | 'uan'
  | 'shared_cost'
  | 'premium_rate';
// prettier-ignore
export const PHONE_TYPE_TABLE = weighted<DemoPhoneType>([
  ['mobile', 36], ['fixed_line', 26], ['fixed_line_or_mobile', 22], ['voip', 7], ['toll_free', 3], ['voicemail', 2],
  ['personal_number', 1.5], ['uan', 1], ['shared_cost', 0.8], ['premium_rate', 0.7],
]);
