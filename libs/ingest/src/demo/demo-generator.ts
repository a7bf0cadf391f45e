// The demo data generator: companies, contacts and trigger events as COPY text rows. Every row is a
// pure function of (seed, row number), so nothing but a few typed arrays is kept in memory, rows can be
// produced in any order, and the same seed and "now" always give the same rows, ids included.
import {
  EVENT_TYPES,
  FUNDING_STAGES,
  REVENUE_BANDS,
  type CompanyType,
  type EventType,
  type Industry,
  type JobFunction,
  type SeniorityLevel,
  type TopLevelIndustryValue,
} from '@leadsignal/reference-data';
import { OUTLETS, WRITERS, type HireType, type NewsCompany, type NewsPerson } from './news';
import { pickPlace, pickPlaceIn, type Place } from './places';
import { fold, mix32, Rng, streamSeed, uuidV7, weighted } from './random';
import {
  PERSONAL_MAIL_DOMAINS,
  PHONE_TYPE_TABLE,
  describe,
  incorporationDate,
  institutionalDomain,
  pickDepartment,
  pickJurisdiction,
  pickLegalForm,
  pickStatus,
  pickTechnologies,
  registrationNumber,
  roleMailbox,
  streetAddress,
  type DemoPhoneType,
} from './registry';
import {
  BRAND_HEADS,
  BRAND_TAILS,
  FIRM_NAMES,
  ROUNDS_BY_SIZE,
  SECTORS,
  SENIORITY_TABLE,
  SMALL_COMPANY_SENIORITY_TABLE,
  VENTURE_FIRMS,
  asciiSlug,
  jobTitle,
  namePool,
  pickCompanyType,
  pickIndustry,
  pickJobFunction,
  pickRevenue,
  pickSizeIndex,
  sizeValue,
} from './vocabulary';

const DAY_MS = 86_400_000;
const COMPANY_CACHE_SIZE = 1 << 16;
const YEAR_MS = 365 * DAY_MS;
/** uuid v7 timestamps of a first load start here (so ids don't change with `now`). */
const ID_EPOCH_MS = Date.UTC(2025, 0, 1);
const LOGO_HOST = 'https://logos.leadsignal.example';

// Stream numbers: one independent random stream per kind of row.
const S_COMPANY = 1;
const S_COMPANY_ID = 2;
const S_CONTACT = 3;
const S_CONTACT_ID = 4;
const S_EVENT = 5;
const S_EVENT_ID = 6;
/** A company's place in a group (parent, subsidiary, affiliate): cheap to read for any row. */
const S_COMPANY_GROUP = 7;
/** A company's registry record and profile (only the companies table needs them). */
const S_COMPANY_REGISTRY = 8;

/** Shares of companies that head a group, and that belong to one (a subsidiary or an affiliate). */
const PARENT_SHARE = 0.04;
const SUBSIDIARY_SHARE = 0.1;
const AFFILIATE_SHARE = 0.03;
/** A member looks this many companies back for its parent; none within reach leaves it independent. */
const GROUP_REACH = 400;
/** Companies added in the last 12 months (mostly incorporated shortly before). */
const RECENT_COMPANY_SHARE = 0.06;
const RECENT_CONTACT_SHARE = 0.15;

// prettier-ignore
const EVENT_TYPE_WEIGHTS: Record<EventType, number> = {
  personnel: 20, products_and_services: 12, partnerships_and_joint_ventures: 10, funding: 9, corporate_expansion: 9,
  mergers_and_acquisitions: 7, earning_performance_dividens: 7, awards: 6, investment_financing: 6, real_estate: 5,
  competitive_intelligence: 5, legal_issues: 4,
};
const EVENT_TYPE_TABLE = weighted(EVENT_TYPES.map((t) => [t.value, EVENT_TYPE_WEIGHTS[t.value]] as const));
const NON_PERSONNEL_TABLE = weighted(
  EVENT_TYPES.filter((t) => t.value !== 'personnel' && t.value !== 'funding').map(
    (t) => [t.value, EVENT_TYPE_WEIGHTS[t.value]] as const,
  ),
);

/** News about rivals, deals and lawsuits mostly involves a company in the same part of the economy. */
const SAME_SECTOR_TYPES = new Set<EventType>([
  'competitive_intelligence',
  'mergers_and_acquisitions',
  'legal_issues',
  'partnerships_and_joint_ventures',
]);

const NEWSWORTHY_MOVES = new Set<SeniorityLevel>(['board', 'partner', 'cxo', 'vp', 'director', 'manager', 'senior']);

/** Contacts per company grow with headcount; so does the news about it. */
const CONTACT_WEIGHT_BY_SIZE = [1, 1.5, 2.5, 3.5, 4.5, 6, 7, 8];
const EVENT_WEIGHT_BY_SIZE = [1, 1.4, 2, 2.8, 3.6, 5, 6.5, 8];

const FUNDING_STAGE_VALUES = FUNDING_STAGES.map((s) => s.value);
const REVENUE_INDEX = new Map<string, number>(REVENUE_BANDS.map((r, i) => [r.value, i]));

// prettier-ignore
const COUNTRY_TLDS: Record<string, string> = {
  GB: 'co.uk', DE: 'de', FR: 'fr', CA: 'ca', AU: 'com.au', IN: 'in', NL: 'nl', ES: 'es', IT: 'it', SE: 'se',
  IE: 'ie', CH: 'ch', SG: 'sg', BR: 'com.br', MX: 'mx', PL: 'pl', DK: 'dk', NO: 'no', FI: 'fi', BE: 'be', AT: 'at',
  NZ: 'co.nz', ZA: 'co.za', AE: 'ae', IL: 'co.il',
};
export type DemoRelationship = 'Parent' | 'Subsidiary' | 'Affiliate';

/** A company as generated. */
export interface DemoCompany extends NewsCompany {
  readonly index: number;
  readonly id: string;
  readonly domain: string;
  /** Its registered name with the legal form ("Northwind Software Ltd"). */
  readonly legalName: string;
  /** The name it trades under, when it has one (80%); `name` is this, else the legal name. */
  readonly tradingName: string | null;
  readonly relationship: DemoRelationship | null;
  /** The row number of its group's parent (always a lower number), or -1. */
  readonly parentIndex: number;
  /** Added in the last 12 months. */
  readonly recent: boolean;
  readonly industry: Industry;
  readonly employeeSize: string;
  readonly revenueBand: string;
  readonly zip: string | null;
  readonly contactWeight: number;
  readonly eventWeight: number;
}

export type DemoEmailType = 'professional' | 'personal' | 'role_based';

export interface DemoContact {
  readonly index: number;
  readonly id: string;
  readonly first: string;
  readonly last: string;
  readonly email: string | null;
  readonly emailType: DemoEmailType | null;
  readonly emailVerified: boolean;
  readonly phone: string | null;
  readonly phoneType: DemoPhoneType | null;
  readonly title: string;
  readonly fn: JobFunction;
  readonly seniority: SeniorityLevel;
  readonly department: string;
  /** Where the person is: mostly their company's place. */
  readonly place: Place;
  readonly zip: string | null;
}

interface CompanyDraft {
  company: Omit<DemoCompany, 'domain' | 'id'>;
  /** The preferred domain; taken ones fall back to domainAlternatives. */
  domain: string;
  /** A .org/.edu/.gov/.mil (or country form) domain, whose alternatives keep its suffix. */
  institutional: boolean;
  suffix: string;
  createdAt: number;
  updatedAt: number;
}

const TECH_DOMAINS = [
  (b: string) => `${b}.io`,
  (b: string) => `${b}.ai`,
  (b: string) => `get${b}.com`,
  (b: string) => `${b}hq.com`,
];

/** Where a company whose preferred domain is taken goes instead, in order. */
function domainAlternatives(draft: CompanyDraft): string[] {
  const b = asciiSlug(draft.company.brand);
  const s = asciiSlug(draft.suffix);
  if (draft.institutional) {
    const tail = draft.domain.slice(draft.domain.indexOf('.') + 1);
    return [`${b}${s}.${tail}`, `${b}-${s}.${tail}`, `${b}${asciiSlug(draft.company.place.city)}.${tail}`];
  }
  return [
    `${b}.com`,
    `${b}${s}.com`,
    `${b}-${s}.com`,
    `${b}hq.com`,
    `${b}.co`,
    `${b}${asciiSlug(draft.company.place.city)}.com`,
  ];
}

interface CachedCompany {
  readonly company: DemoCompany;
  /** Its denormalised columns in trigger_events, as COPY text. */
  readonly eventColumns: string;
}

/**
 * The generator: rows by number. Companies must be produced in order first (`companyRows`), which
 * settles domain collisions and the contact and event distributions; then contacts and events can
 * be produced in any order.
 */
export class DemoDataGenerator {
  readonly seed: number;
  readonly now: number;
  readonly companies: number;
  readonly contacts: number;
  readonly events: number;
  /** Mixed into every stream on an append so a second batch differs from the first. */
  private readonly streamSeedValue: number;
  private readonly idEpoch: number;
  private readonly urlSuffix: string;
  private readonly domainOverrides = new Map<number, string>();
  private contactStart: Int32Array | null = null;
  private eventCumulative: Float64Array | null = null;
  private companiesByTop: Map<TopLevelIndustryValue, Int32Array> | null = null;
  /** Each company's registry status, which its contacts' rows copy (company_status). */
  private companyStatuses: string[] = [];
  private readonly companyCache: (CachedCompany | undefined)[] = new Array(COMPANY_CACHE_SIZE);

  constructor(options: {
    events: number;
    companies?: number;
    contacts?: number;
    seed?: number;
    now?: number | Date;
    salt?: number;
  }) {
    this.events = wholeNumber(options.events, 'events');
    this.companies = Math.max(1, wholeNumber(options.companies ?? Math.ceil(this.events / 10), 'companies'));
    this.contacts = wholeNumber(options.contacts ?? Math.ceil(this.events / 4), 'contacts');
    this.seed = wholeNumber(options.seed ?? 42, 'seed');
    this.now = options.now === undefined ? Date.now() : Number(options.now);
    const salt = options.salt ?? 0;
    this.streamSeedValue = salt ? mix32(fold(this.seed) ^ fold(salt)) : fold(this.seed);
    this.idEpoch = salt ? this.now : ID_EPOCH_MS;
    this.urlSuffix = salt ? `-${fold(salt).toString(36)}` : '';
  }

  // -------------------------------------------------------------------------------------------
  // Companies

  /** The group role company `index` draws (a member may still find no parent: see parentOf). */
  private groupRole(index: number): DemoRelationship | null {
    const r = Rng.of(this.streamSeedValue, S_COMPANY_GROUP, index).float();
    if (r < PARENT_SHARE) return 'Parent';
    if (r < PARENT_SHARE + SUBSIDIARY_SHARE) return 'Subsidiary';
    if (r < PARENT_SHARE + SUBSIDIARY_SHARE + AFFILIATE_SHARE) return 'Affiliate';
    return null;
  }

  /** A member joins the nearest parent generated before it (so parents always come first), or none. */
  private parentOf(index: number): number {
    for (let j = index - 1; j >= 0 && j >= index - GROUP_REACH; j--) if (this.groupRole(j) === 'Parent') return j;
    return -1;
  }

  private draftCompany(index: number): CompanyDraft {
    const rng = Rng.of(this.streamSeedValue, S_COMPANY, index);
    const role = this.groupRole(index);
    const parentIndex = role === 'Subsidiary' || role === 'Affiliate' ? this.parentOf(index) : -1;
    const relationship = role === 'Parent' || parentIndex >= 0 ? role : null;
    const parent = parentIndex >= 0 ? this.draftCompany(parentIndex) : null;

    // Members of a group mostly work in their parent's industry; parents are sizeable organisations.
    const industry = parent && rng.chance(0.6) ? parent.company.industry : pickIndustry(rng);
    const top: TopLevelIndustryValue = industry.topLevel;
    const sector = SECTORS[top];
    let type: CompanyType = pickCompanyType(rng, top);
    if (role === 'Parent' && (type === 'self_employed' || type === 'self_owned' || type === 'partnership')) {
      type = rng.chance(0.4) ? 'public_company' : 'privately_held';
    } else if (parent && (type === 'public_company' || type === 'self_employed')) type = 'privately_held';
    let sizeIndex = pickSizeIndex(rng, type);
    if (role === 'Parent') sizeIndex = Math.max(sizeIndex, 3 + rng.int(3));
    const revenueBand = pickRevenue(rng, sizeIndex);
    const place = pickPlace(rng);
    const zip = place.zipPattern ? rng.pattern(place.zipPattern) : null;
    const suffix = rng.pick(sector.suffixes);

    // The name without a legal form: a brand, a brand and a sector word, or a firm of two surnames.
    let brand: string;
    let baseName: string;
    const style = rng.float();
    if (parent && style < 0.5) {
      // Named after the group: "Acme Robotics UK", "Acme Logistics".
      brand = parent.company.brand;
      baseName =
        place.countryCode !== parent.company.place.countryCode
          ? `${brand} ${place.countryLabel}`
          : `${brand} ${suffix}`;
    } else if (sector.firms && style < 0.35) {
      const [a, b] = rng.sample(FIRM_NAMES, 2);
      brand = `${a} & ${b}`;
      baseName = rng.chance(0.5) ? brand : `${brand} ${suffix}`;
    } else if (style < 0.6) {
      brand = rng.pick(BRAND_HEADS) + rng.pick(BRAND_TAILS);
      baseName = `${brand} ${suffix}`;
    } else if (style < 0.8) {
      const [a, b] = rng.sample(BRAND_HEADS, 2);
      brand = `${a} ${b}`;
      baseName = `${brand} ${suffix}`;
    } else {
      brand = rng.pick(BRAND_HEADS) + rng.pick(BRAND_TAILS);
      baseName = type === 'govertment_agency' || type === 'educational' ? `${brand} ${suffix}` : brand;
    }
    const form = pickLegalForm(rng, place.countryCode, type);
    const legalName = form ? `${baseName} ${form}` : baseName;
    // 80% trade under a name of their own: the name without the form, sometimes the bare brand.
    const tradingName = rng.chance(0.8) ? (baseName !== brand && rng.chance(0.25) ? brand : baseName) : null;
    const name = tradingName ?? legalName;

    const b = asciiSlug(brand);
    const tech = top === 'technology, information and media';
    const localTld = COUNTRY_TLDS[place.countryCode];
    const roll = rng.float();
    const institution = institutionalDomain(rng, b, type, top, place.countryCode);
    let domain: string;
    if (institution) domain = institution;
    else if (parent && style < 0.5) {
      domain =
        localTld && place.countryCode !== parent.company.place.countryCode
          ? `${b}.${localTld}`
          : `${b}${asciiSlug(suffix)}.com`;
    } else if (localTld && roll < 0.35) domain = `${b}.${localTld}`;
    else if (tech && roll < 0.5) domain = rng.pick(TECH_DOMAINS)(b);
    else if (roll < 0.75) domain = `${b}.com`;
    else domain = `${b}${asciiSlug(suffix)}.com`;

    let rounds: string[] = [];
    let investors: string[] = [];
    if (type === 'privately_held' && !parent && rng.chance(tech ? 0.6 : 0.3)) {
      const [min, max] = ROUNDS_BY_SIZE[sizeIndex];
      rounds = FUNDING_STAGE_VALUES.slice(0, rng.between(min, max));
      investors = rng.sample(VENTURE_FIRMS, Math.min(4, Math.max(1, rounds.length - 1 + rng.int(2))));
    }

    const recent = rng.chance(RECENT_COMPANY_SHARE);
    let createdAt = recent
      ? this.now - rng.int(365) * DAY_MS - rng.int(DAY_MS)
      : this.now - YEAR_MS - rng.int(3 * 365) * DAY_MS - rng.int(DAY_MS);
    // A member is never added before its parent.
    if (parent && createdAt < parent.createdAt) {
      createdAt = parent.createdAt + Math.floor(rng.float() * (this.now - parent.createdAt));
    }
    const updatedAt = createdAt + Math.floor(rng.float() * (this.now - createdAt));
    const newsy = rng.chance(0.05) ? 6 : 1;
    return {
      company: {
        index,
        name,
        legalName,
        tradingName,
        relationship,
        parentIndex,
        recent: this.now - createdAt < YEAR_MS,
        brand,
        industry,
        industryLabel: industry.label,
        top,
        type,
        sizeIndex,
        employeeSize: sizeValue(sizeIndex),
        revenueBand,
        revenueIndex: REVENUE_INDEX.get(revenueBand) ?? 0,
        rounds,
        investors,
        place,
        zip,
        contactWeight: CONTACT_WEIGHT_BY_SIZE[sizeIndex] * (0.5 + rng.float()),
        eventWeight: EVENT_WEIGHT_BY_SIZE[sizeIndex] * newsy * (0.5 + rng.float()),
      },
      domain,
      institutional: institution !== undefined,
      suffix,
      createdAt,
      updatedAt,
    };
  }

  /** The registry record and profile of a company, as COPY text columns (see COMPANY_COLUMNS). */
  private registryColumns(draft: CompanyDraft): string[] {
    const c = draft.company;
    const rng = Rng.of(this.streamSeedValue, S_COMPANY_REGISTRY, c.index);
    const jurisdiction = pickJurisdiction(rng, c.place, c.type);
    const incorporated = incorporationDate(rng, draft.createdAt, c.sizeIndex, c.recent);
    const year = new Date(incorporated).getUTCFullYear();
    return [
      text(c.legalName),
      text(c.tradingName),
      registrationNumber(rng, jurisdiction, year, c.type),
      jurisdiction.country,
      text(jurisdiction.subdivision),
      iso(incorporated).slice(0, 10),
      pickStatus(rng, c.relationship === 'Subsidiary', c.recent),
      text(c.relationship),
      c.parentIndex >= 0 ? this.companyId(c.parentIndex) : NULL,
      rng.chance(0.12) ? 'internal' : 'external',
      textArray(pickTechnologies(rng, c.top, c.sizeIndex)),
      text(c.top),
      text(describe(rng, c, year)),
      rng.pattern(c.place.phonePattern),
      text(streetAddress(rng, c.place, c.zip)),
    ];
  }

  private companyId(index: number): string {
    return this.uuid(S_COMPANY_ID, index);
  }

  /** Company `index`, with its final domain (so only after companyRows has run). */
  company(index: number): DemoCompany {
    this.requireCompanies();
    return this.cachedCompany(index).company;
  }

  /** Events come back to the same companies often, so recently built ones are kept (direct-mapped). */
  private cachedCompany(index: number): CachedCompany {
    const slot = index & (COMPANY_CACHE_SIZE - 1);
    const hit = this.companyCache[slot];
    if (hit && hit.company.index === index) return hit;
    const draft = this.draftCompany(index);
    const company: DemoCompany = {
      ...draft.company,
      id: this.companyId(index),
      domain: this.domainOverrides.get(index) ?? draft.domain,
    };
    const entry = { company, eventColumns: companyEventColumns(company) };
    this.companyCache[slot] = entry;
    return entry;
  }

  /**
   * COPY text of every company, in order. Settles domain collisions (against `takenDomains`, e.g. the
   * database's existing companies) and the contact and event distributions used later.
   */
  *companyRows(takenDomains: Set<string> = new Set()): Generator<string> {
    const contactWeights = new Float64Array(this.companies);
    const tops: TopLevelIndustryValue[] = [];
    const topOf = new Uint8Array(this.companies);
    const eventCumulative = new Float64Array(this.companies);
    let eventTotal = 0;
    for (let i = 0; i < this.companies; i++) {
      const draft = this.draftCompany(i);
      let domain: string | undefined = draft.domain;
      if (takenDomains.has(domain)) {
        domain = domainAlternatives(draft).find((d) => !takenDomains.has(d));
        const base = asciiSlug(draft.company.brand);
        const tail = draft.institutional ? draft.domain.slice(draft.domain.indexOf('.') + 1) : 'com';
        for (let n = 2; !domain; n++) {
          const candidate = `${base}${n}.${tail}`;
          if (!takenDomains.has(candidate)) domain = candidate;
        }
        this.domainOverrides.set(i, domain);
      }
      takenDomains.add(domain);
      const c = { ...draft.company, id: this.companyId(i), domain };
      contactWeights[i] = c.contactWeight;
      let top = tops.indexOf(c.top);
      if (top < 0) top = tops.push(c.top) - 1;
      topOf[i] = top;
      eventTotal += c.eventWeight;
      eventCumulative[i] = eventTotal;
      const registry = this.registryColumns(draft);
      this.companyStatuses[i] = registry[REGISTRY_STATUS];
      yield companyCopyRow(c, registry, draft.createdAt, draft.updatedAt);
    }
    // Contacts of company c are numbers contactStart[c] … contactStart[c + 1] - 1.
    const contactStart = new Int32Array(this.companies + 1);
    const totalWeight = contactWeights.reduce((sum, w) => sum + w, 0);
    let running = 0;
    for (let i = 0; i < this.companies; i++) {
      contactStart[i] = Math.round((this.contacts * running) / totalWeight);
      running += contactWeights[i];
    }
    contactStart[this.companies] = this.contacts;
    this.contactStart = contactStart;
    this.eventCumulative = eventCumulative;
    const counts = new Int32Array(tops.length);
    for (let i = 0; i < this.companies; i++) counts[topOf[i]]++;
    const lists = tops.map((_, t) => new Int32Array(counts[t]));
    counts.fill(0);
    for (let i = 0; i < this.companies; i++) lists[topOf[i]][counts[topOf[i]]++] = i;
    this.companiesByTop = new Map(tops.map((top, t) => [top, lists[t]]));
  }

  /** Another company (the only one when there is one: a virtual company number 1, never loaded). */
  private otherCompany(rng: Rng, self: number, top: TopLevelIndustryValue, sameSector: boolean): number {
    if (this.companies === 1) return 1;
    const peers = sameSector && rng.chance(0.8) ? this.companiesByTop?.get(top) : undefined;
    if (peers && peers.length > 1) {
      const pick = peers[rng.int(peers.length)];
      if (pick !== self) return pick;
    }
    return (self + 1 + rng.int(this.companies - 1)) % this.companies;
  }

  private requireCompanies(): { contactStart: Int32Array; eventCumulative: Float64Array } {
    if (!this.contactStart || !this.eventCumulative) throw new Error('generate the companies first (companyRows)');
    return { contactStart: this.contactStart, eventCumulative: this.eventCumulative };
  }

  // -------------------------------------------------------------------------------------------
  // Contacts

  contact(
    index: number,
    company: DemoCompany,
  ): DemoContact & { createdAt: number; updatedAt: number; profileUrl: string | null } {
    const rng = Rng.of(this.streamSeedValue, S_CONTACT, index);
    const locale = rng.chance(0.12) ? 'en_US' : rng.pickWeighted(company.place.locales);
    const pool = namePool(locale);
    const first = rng.pick(pool.first);
    const last = rng.pick(pool.last);
    const seniority = rng.pickWeighted(company.sizeIndex <= 1 ? SMALL_COMPANY_SENIORITY_TABLE : SENIORITY_TABLE);
    const fn = pickJobFunction(rng, seniority, company.top);
    const title = jobTitle(rng, fn, seniority);
    const f = asciiSlug(first);
    const l = asciiSlug(last);
    // Most addresses are the person's own at their company; some are webmail, some a shared role mailbox.
    let email: string | null = null;
    let emailType: DemoEmailType | null = null;
    let emailVerified = false;
    if (rng.chance(0.75)) {
      const kind = rng.float();
      if (kind < 0.8) {
        const local = rng.pick([`${f}.${l}`, `${f}.${l}`, `${f[0]}${l}`, `${f}`, `${f}${l[0]}`, `${f}_${l}`]);
        email = `${local}@${company.domain}`;
        emailType = 'professional';
        emailVerified = rng.chance(0.75);
      } else if (kind < 0.92) {
        email = `${f}.${l}${rng.int(10_000)}@${rng.pick(PERSONAL_MAIL_DOMAINS)}`;
        emailType = 'personal';
        emailVerified = rng.chance(0.45);
      } else {
        email = `${roleMailbox(rng, fn)}@${company.domain}`;
        emailType = 'role_based';
        emailVerified = rng.chance(0.6);
      }
    }
    const phone = rng.chance(0.7) ? rng.pattern(company.place.phonePattern) : null;
    const phoneType = phone ? rng.pickWeighted(PHONE_TYPE_TABLE) : null;
    const profileUrl = rng.chance(0.6)
      ? `https://profiles.leadsignal.example/in/${f}-${l}-${rng.u32().toString(36).slice(0, 5)}`
      : null;
    const createdAt = rng.chance(RECENT_CONTACT_SHARE)
      ? this.now - rng.int(365) * DAY_MS - rng.int(DAY_MS)
      : this.now - rng.int(2 * 365) * DAY_MS - YEAR_MS - rng.int(DAY_MS);
    const updatedAt = createdAt + Math.floor(rng.float() * (this.now - createdAt));
    const department = pickDepartment(rng, fn);
    // Mostly where their company is; some elsewhere in its country, a few abroad (remote).
    const where = rng.float();
    let place = company.place;
    let zip = company.zip;
    if (where < 0.16) {
      place = where < 0.1 ? pickPlaceIn(rng, company.place.countryCode) : pickPlace(rng);
      zip = place.zipPattern ? rng.pattern(place.zipPattern) : null;
    }
    return {
      index,
      id: this.uuid(S_CONTACT_ID, index),
      first,
      last,
      email,
      emailType,
      emailVerified,
      phone,
      phoneType,
      title,
      fn,
      seniority,
      department,
      place,
      zip,
      profileUrl,
      createdAt,
      updatedAt,
    };
  }

  /** COPY text of every contact, company by company. */
  *contactRows(): Generator<string> {
    const { contactStart } = this.requireCompanies();
    for (let c = 0; c < this.companies; c++) {
      const end = contactStart[c + 1];
      if (contactStart[c] === end) continue;
      const company = this.company(c);
      // The company's name, and the columns contacts copy for the company-criteria roll-ups (migration
      // 1763910000000), as its companies row has them.
      const companyColumns = [
        text(company.name),
        text(company.industry.value),
        text(company.top),
        company.type,
        company.employeeSize,
        text(company.revenueBand),
        this.companyStatuses[c],
      ].join('\t');
      for (let j = contactStart[c]; j < end; j++) {
        const p = this.contact(j, company);
        const created = iso(p.createdAt);
        yield (
          [
            p.id,
            company.id,
            text(p.first),
            text(p.last),
            text(p.email),
            text(p.phone),
            text(p.title),
            p.fn,
            p.seniority,
            text(p.profileUrl),
            created,
            created,
            iso(p.updatedAt),
            text(p.department),
            text(p.emailType),
            p.email ? (p.emailVerified ? 'verified' : 'unverified') : NULL,
            text(p.phoneType),
            p.place.countryCode,
            text(p.place.country),
            text(p.place.state),
            text(p.place.city),
            text(p.zip),
            companyColumns,
          ].join('\t') + '\n'
        );
      }
    }
  }

  // -------------------------------------------------------------------------------------------
  // Trigger events

  /** COPY text of trigger event `index`, with the row's facts for tests. */
  event(index: number): {
    row: string;
    type: EventType;
    companyIndex: number;
    contactIndex: number | null;
    hireType: HireType | null;
  } {
    const { contactStart, eventCumulative } = this.requireCompanies();
    const rng = Rng.of(this.streamSeedValue, S_EVENT, index);

    const target = rng.float() * eventCumulative[this.companies - 1];
    let lo = 0;
    let hi = this.companies - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (eventCumulative[mid] > target) hi = mid;
      else lo = mid + 1;
    }
    const companyIndex = lo;
    const { company, eventColumns } = this.cachedCompany(companyIndex);
    const contactCount = contactStart[companyIndex + 1] - contactStart[companyIndex];

    let type = rng.pickWeighted(EVENT_TYPE_TABLE);
    if ((type === 'personnel' && contactCount === 0) || (type === 'funding' && company.rounds.length === 0)) {
      type = rng.pickWeighted(NON_PERSONNEL_TABLE);
    }
    const named = type === 'personnel' || (contactCount > 0 && rng.chance(0.85));
    const contactIndex = named ? contactStart[companyIndex] + rng.int(contactCount) : null;
    const contact = contactIndex === null ? null : this.contact(contactIndex, company);
    // Appointments and departures make news for leaders, not for interns or owners.
    if (type === 'personnel' && contact && !NEWSWORTHY_MOVES.has(contact.seniority))
      type = rng.pickWeighted(NON_PERSONNEL_TABLE);
    const person: NewsPerson | null = contact
      ? {
          first: contact.first,
          name: `${contact.first} ${contact.last}`,
          title: contact.title,
          fn: contact.fn,
          level: contact.seniority,
        }
      : null;

    const published = this.now - YEAR_MS + Math.floor(((index + rng.float()) / this.events) * YEAR_MS);
    const date = new Date(published);
    const elsewhere = pickPlace(rng);
    // Only some stories mention another company; it is drawn from the event's stream when first read.
    let other: DemoCompany | undefined;
    const otherCompany = () =>
      (other ??= this.company(this.otherCompany(rng, companyIndex, company.top, SAME_SECTOR_TYPES.has(type))));
    const story = WRITERS[type]({
      rng,
      company,
      get other() {
        return otherCompany();
      },
      person,
      date,
      elsewhere,
    });

    // About 70% quote someone: the named contact mostly (always in personnel news, where the quote is
    // in the first person), otherwise a spokesperson who is not a contact.
    let quote: string | null = null;
    let quotedName: string | null = null;
    if (rng.chance(0.7)) {
      quote = story.quote;
      if (person && (type === 'personnel' || rng.chance(0.8))) quotedName = person.name;
      else {
        const pool = namePool(rng.pickWeighted(company.place.locales));
        quotedName = `${rng.pick(pool.first)} ${rng.pick(pool.last)}`;
      }
    }

    const outlet = rng.pick(OUTLETS);
    const month = String(date.getUTCMonth() + 1).padStart(2, '0');
    const url = `https://news.${outlet}.example/${date.getUTCFullYear()}/${month}/${slug(story.title)}-${index.toString(36)}${this.urlSuffix}`;
    const nameSource = contact ? (rng.chance(0.8) ? url : `https://www.${company.domain}/about/leadership`) : null;
    const ingested = Math.min(this.now, published + rng.between(5 * 60_000, 36 * 3_600_000));

    const ingestedIso = iso(ingested);
    const row =
      [
        this.uuid(S_EVENT_ID, index),
        text(story.title),
        url,
        type,
        iso(published),
        text(story.summary),
        text(quote),
        text(quotedName),
        text(story.hireType),
        company.id,
        contact ? contact.id : NULL,
        text(contact?.first),
        text(contact?.last),
        text(nameSource),
        contact?.email ? 't' : 'f',
        text(contact?.title),
        text(contact?.fn),
        text(contact?.seniority),
        eventColumns,
        ingestedIso,
        ingestedIso,
      ].join('\t') + '\n';
    return { row, type, companyIndex, contactIndex, hireType: story.hireType };
  }

  *eventRows(): Generator<string> {
    for (let k = 0; k < this.events; k++) yield this.event(k).row;
  }

  private uuid(stream: number, index: number): string {
    const a = streamSeed(this.streamSeedValue, stream, index);
    return uuidV7(this.idEpoch + index, a, mix32(a ^ 0x5bd1e995), mix32(a ^ 0x1b873593));
  }
}

// ---------------------------------------------------------------------------------------------
// COPY text format

const NULL = '\\N';

/**
 * A nullable text value in COPY text format. Every value comes from our own word lists and templates
 * (faker names are filtered to letters), none with a backslash, tab or line break, so there is nothing
 * to escape; a stray tab would make COPY fail loudly on the column count, never load wrong data.
 */
function text(value: string | null | undefined): string {
  return value === null || value === undefined ? NULL : value;
}

/** A text[] literal (our values have no quotes or backslashes). */
function textArray(values: readonly string[]): string {
  return values.length === 0 ? '{}' : `{"${values.join('","')}"}`;
}

const TWO = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
const THREE = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
const dayPrefixes = new Map<number, string>();

/** Date.toISOString, several times faster (a few million calls per big load). */
function iso(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  let rest = ms - day * DAY_MS;
  const h = Math.floor(rest / 3_600_000);
  rest -= h * 3_600_000;
  const m = Math.floor(rest / 60_000);
  rest -= m * 60_000;
  const sec = Math.floor(rest / 1000);
  return `${prefix}${TWO[h]}:${TWO[m]}:${TWO[sec]}.${THREE[rest - sec * 1000]}Z`;
}

export const COMPANY_COLUMNS = [
  'id',
  'name',
  'domain',
  'website',
  'logo_url',
  'industry',
  'company_type',
  'employee_size',
  'revenue_band',
  'investors',
  'funding_rounds',
  'country_code',
  'country',
  'state',
  'city',
  'zip_code',
  'ingested_at',
  'created_at',
  'updated_at',
  // registryColumns
  'legal_name',
  'trading_name',
  'registration_number',
  'jurisdiction_country',
  'jurisdiction_subdivision',
  'incorporation_date',
  'status',
  'relationship',
  'parent_company_id',
  'source_kind',
  'technologies',
  'top_industry',
  'description',
  'phone',
  'address',
] as const;
export const CONTACT_COLUMNS = [
  'id',
  'company_id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'job_title',
  'job_function',
  'seniority',
  'profile_url',
  'ingested_at',
  'created_at',
  'updated_at',
  'department',
  'email_type',
  'email_status',
  'phone_type',
  'country_code',
  'country',
  'state',
  'city',
  'zip_code',
  'company_name',
  'company_industry',
  'company_top_industry',
  'company_type',
  'company_employee_size',
  'company_revenue_band',
  'company_status',
] as const;
/** Where the status is among the registry columns (registryColumns, from legal_name on in COMPANY_COLUMNS). */
const REGISTRY_STATUS = COMPANY_COLUMNS.indexOf('status') - COMPANY_COLUMNS.indexOf('legal_name');
export const EVENT_COLUMNS = [
  'id',
  'title',
  'url',
  'type',
  'date_published',
  'summary',
  'quote',
  'person_quoted_name',
  'hire_type',
  'company_id',
  'contact_id',
  'contact_first_name',
  'contact_last_name',
  'contact_name_source_url',
  'has_contact_email',
  'article_job_title',
  'contact_job_function',
  'contact_seniority',
  'company_name',
  'company_domain',
  'company_website',
  'company_logo_url',
  'company_industry',
  'company_type',
  'company_employee_size',
  'company_revenue_band',
  'company_investors',
  'company_funding_rounds',
  'country',
  'state',
  'city',
  'zip_code',
  'ingested_at',
  'created_at',
] as const;

/** The company columns as both the companies row and the events' denormalised copy share them. */
function companyShared(c: DemoCompany): string[] {
  return [
    text(c.name),
    c.domain,
    `https://www.${c.domain}`,
    `${LOGO_HOST}/${c.domain}.png`,
    text(c.industry.value),
    c.type,
    c.employeeSize,
    text(c.revenueBand),
    textArray(c.investors),
    textArray(c.rounds),
  ];
}

function location(c: DemoCompany): string[] {
  return [text(c.place.country), text(c.place.state), text(c.place.city), text(c.zip)];
}

function companyCopyRow(c: DemoCompany, registry: string[], createdAt: number, updatedAt: number): string {
  const shared = companyShared(c);
  const [country, state, city, zip] = location(c);
  const created = iso(createdAt);
  return (
    [
      c.id,
      ...shared,
      c.place.countryCode,
      country,
      state,
      city,
      zip,
      created,
      created,
      iso(updatedAt),
      ...registry,
    ].join('\t') + '\n'
  );
}

function companyEventColumns(c: DemoCompany): string {
  return [...companyShared(c), ...location(c)].join('\t');
}

/** "Acme raises $25M Series B" → "acme-raises-25m-series-b", cut at a word boundary near 70 characters. */
function slug(title: string): string {
  const text = /[^\x20-\x7e]/.test(title) ? title.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : title;
  let out = '';
  let word = '';
  for (let i = 0; i <= text.length; i++) {
    const ch = i < text.length ? text.charCodeAt(i) : 32;
    if ((ch >= 97 && ch <= 122) || (ch >= 48 && ch <= 57)) word += text[i];
    else if (ch >= 65 && ch <= 90) word += String.fromCharCode(ch + 32);
    else if (word) {
      if (out.length + word.length >= 70) break;
      out = out ? `${out}-${word}` : word;
      word = '';
    }
  }
  return out || 'news';
}

function wholeNumber(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole number ≥ 0 (got ${value})`);
  return value;
}
