// The words of the demo trigger events: per event type, headline, summary and quote templates that
// read like business news about the company and the named contact.
import type { HIRE_TYPES } from '@leadsignal/contracts';
import type {
  CompanyType,
  EventType,
  JobFunction,
  SeniorityLevel,
  TopLevelIndustryValue,
} from '@leadsignal/reference-data';
import type { Place } from './places';
import type { Rng } from './random';
import { LENDERS, SECTORS, VENTURE_FIRMS } from './vocabulary';

export type HireType = (typeof HIRE_TYPES)[number];

/** What a story needs to know about a company. */
export interface NewsCompany {
  readonly name: string;
  readonly brand: string;
  readonly industryLabel: string;
  readonly top: TopLevelIndustryValue;
  readonly type: CompanyType;
  readonly sizeIndex: number;
  /** Revenue band index into REVENUE_BANDS. */
  readonly revenueIndex: number;
  readonly rounds: readonly string[];
  readonly investors: readonly string[];
  readonly place: Place;
}

export interface NewsPerson {
  readonly first: string;
  readonly name: string;
  readonly title: string;
  readonly fn: JobFunction;
  readonly level: SeniorityLevel;
}

export interface NewsInput {
  readonly rng: Rng;
  readonly company: NewsCompany;
  /** Another company: the acquirer, partner, rival or previous employer (drawn when first read). */
  readonly other: NewsCompany;
  /** The contact named in the article; personnel news always has one. */
  readonly person: NewsPerson | null;
  readonly date: Date;
  /** Somewhere the company expands to. */
  readonly elsewhere: Place;
}

export interface Story {
  readonly title: string;
  readonly summary: string;
  readonly quote: string;
  readonly hireType: HireType | null;
}

// ---------------------------------------------------------------------------------------------
// Helpers

const an = (phrase: string) =>
  (/^[aeiou]/i.test(phrase) && !/^(uni|one|eu)/i.test(phrase)) || /^(8|11|18)(?!\d)/.test(phrase)
    ? `an ${phrase}`
    : `a ${phrase}`;

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "the United States", "the Netherlands", "Germany". */
export const countryInProse = (label: string) =>
  /^(United |Netherlands|Philippines|Czech Republic)/.test(label) ? `the ${label}` : label;

/** "$25M", "$1.2B", "$750K" from millions. */
export function money(millions: number): string {
  if (millions >= 1000) return `$${trim(millions / 1000)}B`;
  if (millions >= 1) return `$${trim(millions)}M`;
  return `$${Math.round(millions * 1000)}K`;
}
const trim = (n: number) =>
  n >= 100 ? String(Math.round(n)) : n >= 10 ? String(Math.round(n)) : n.toFixed(1).replace(/\.0$/, '');

/** A round-looking amount in millions between min and max. */
function amount(rng: Rng, min: number, max: number): number {
  const raw = min * Math.pow(max / min, rng.float());
  const step = raw >= 100 ? 10 : raw >= 20 ? 5 : raw >= 5 ? 1 : 0.5;
  return Math.max(step, Math.round(raw / step) * step);
}

const hq = (place: Place) =>
  place.countryCode === 'US'
    ? `${place.city}, ${place.stateShort}`
    : `${place.city}, ${countryInProse(place.countryLabel)}`;
const industryPhrase = (c: NewsCompany) => c.industryLabel.toLowerCase();

const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const QUARTER_WORDS = ['first', 'second', 'third', 'fourth'];
/** The quarter a report published on this date covers: the one before it. */
function reportedQuarter(date: Date): { q: string; words: string; year: number } {
  const quarter = Math.floor(date.getUTCMonth() / 3);
  const year = date.getUTCFullYear();
  const reported = quarter === 0 ? 3 : quarter - 1;
  return { q: `Q${reported + 1}`, words: QUARTER_WORDS[reported], year: quarter === 0 ? year - 1 : year };
}
function nextQuarter(date: Date): string {
  const quarter = Math.floor(date.getUTCMonth() / 3);
  return quarter === 3
    ? `the first quarter of ${date.getUTCFullYear() + 1}`
    : `the ${QUARTER_WORDS[quarter + 1]} quarter`;
}

/** Annual revenue in millions that fits the company's revenue band. */
function annualRevenue(rng: Rng, c: NewsCompany): number {
  const bands: [number, number][] = [
    [0.3, 1],
    [1, 10],
    [10, 50],
    [50, 100],
    [100, 250],
    [250, 500],
    [500, 1000],
    [1000, 25000],
  ];
  const [min, max] = bands[c.revenueIndex] ?? [1, 10];
  return amount(rng, min, max);
}

// prettier-ignore
const PRODUCT_WORDS = [
  'Atlas', 'Beacon', 'Pulse', 'Nimbus', 'Orbit', 'Forge', 'Lens', 'Signal', 'Vault', 'Flow', 'Pilot', 'Sense', 'Compass',
  'Horizon', 'Keystone', 'Lighthouse', 'Mosaic', 'Prism', 'Relay', 'Sentinel', 'Spectrum', 'Tempo', 'Vista', 'Catalyst',
  'Echo', 'Fusion', 'Insight', 'Nexus', 'Harbor', 'Meridian',
];
const PRODUCT_SUFFIXES = ['', '', '', ' AI', ' Cloud', ' 360', ' One', ' Pro', ' Studio', ' Hub', ' Connect'];

function productName(rng: Rng, c: NewsCompany): string {
  const word = rng.pick(PRODUCT_WORDS) + rng.pick(PRODUCT_SUFFIXES);
  return rng.chance(0.5) ? `${c.brand} ${word}` : word;
}

const sector = (c: NewsCompany) => SECTORS[c.top];
const isPublic = (c: NewsCompany) => c.type === 'public_company';
const isNonCommercial = (c: NewsCompany) =>
  c.type === 'non_profit' || c.type === 'educational' || c.type === 'govertment_agency';

const REGIONS = [
  'North America',
  'Europe',
  'the Asia-Pacific region',
  'Latin America',
  'the Middle East',
  'the UK and Ireland',
];

// ---------------------------------------------------------------------------------------------
// Funding

function funding({ rng, company: c }: NewsInput): Story {
  const round = c.rounds[c.rounds.length - 1] ?? 'Seed';
  const ranges: Record<string, [number, number]> = {
    Seed: [1, 6],
    'Series A': [8, 30],
    'Series B': [20, 75],
    'Series C': [40, 150],
    'Series D': [80, 300],
  };
  const [min, max] = ranges[round] ?? [5, 20];
  const amt = money(amount(rng, min, max));
  const lead = c.investors[0] ?? rng.pick(VENTURE_FIRMS);
  const others = c.investors.slice(1);
  const s = sector(c);
  const cust = rng.pick(s.customers);
  const use = rng.pick([
    'expand its engineering team',
    'accelerate international expansion',
    'grow its sales and marketing teams',
    'invest in product development',
    `bring its ${rng.pick(s.products)} to more ${cust}`,
    'open new offices in Europe and Asia',
    'pursue strategic acquisitions',
  ]);
  const title = rng.pick([
    () => `${c.name} raises ${amt} ${round} led by ${lead}`,
    () => `${c.name} secures ${amt} in ${round} funding`,
    () => `${c.name} closes ${amt} ${round} round to ${use}`,
    () => `${lead} leads ${amt} ${round} in ${c.name}`,
    () => `${c.place.city}-based ${c.name} lands ${amt} ${round}`,
    () => `${c.name} announces ${amt} ${round} to accelerate growth`,
  ])();
  const participation = others.length ? `, with participation from ${others.join(' and ')}` : '';
  const summary = rng.pick([
    () =>
      `${c.name}, ${an(industryPhrase(c))} company based in ${hq(c.place)}, has raised ${amt} in ${round} funding led by ${lead}${participation}. The company plans to use the capital to ${use}.`,
    () =>
      `${c.name} announced a ${amt} ${round} round led by ${lead}${participation}. The new funding will help the company ${use} as demand from ${cust} continues to grow.`,
    () =>
      `${lead} has led a ${amt} ${round} investment in ${c.name}${participation}. ${c.brand}, which serves ${cust}, said it will use the proceeds to ${use}.`,
  ])();
  const quote = rng.pick([
    () => `This investment lets us ${use} and deliver even more value to ${cust}.`,
    () => `We're thrilled to partner with ${lead} as ${c.brand} enters its next phase of growth.`,
    () => `Demand from ${cust} has grown faster than we expected, and this round gives us the resources to meet it.`,
    () =>
      `${lead} shares our conviction that ${industryPhrase(c)} is ripe for change, and their support helps us move faster.`,
    () => `Our team has built something customers love; now it's time to scale it.`,
  ])();
  return { title, summary, quote, hireType: null };
}

// ---------------------------------------------------------------------------------------------
// Investment and financing

function investmentFinancing(input: NewsInput): Story {
  const { rng, company: c } = input;
  const s = sector(c);
  const big = c.sizeIndex >= 4;
  const variants: (() => Story)[] = [
    () => {
      const amt = money(amount(rng, big ? 50 : 5, big ? 1500 : 60));
      const lender = rng.pick(LENDERS);
      return {
        title: rng.pick([
          `${c.name} secures ${amt} credit facility from ${lender}`,
          `${c.name} closes ${amt} revolving credit facility`,
        ]),
        summary: `${c.name} has entered into a ${amt} senior secured credit facility with ${lender}. The financing strengthens the company's balance sheet and gives it flexibility to invest in its ${rng.pick(s.products)} and in working capital.`,
        quote: rng.pick([
          `This facility gives us the flexibility to invest in growth while keeping a strong balance sheet.`,
          `We appreciate ${lender}'s confidence in ${c.brand} and our long-term strategy.`,
        ]),
        hireType: null,
      };
    },
    () => {
      const other = input.other;
      return {
        title: `${c.name} makes strategic investment in ${other.name}`,
        summary: `${c.name} has made a minority investment in ${other.name}, ${an(industryPhrase(other))} company based in ${hq(other.place)}. The companies will also collaborate on ${an(rng.pick(s.products))} for ${rng.pick(s.customers)}.`,
        quote: `${other.brand} is building exactly the kind of capabilities our customers are asking for, and we're excited to support their growth.`,
        hireType: null,
      };
    },
  ];
  if (isPublic(c)) {
    variants.push(() => {
      const amt = money(amount(rng, 50, 2000));
      return {
        title: rng.pick([
          `${c.name} announces ${amt} share repurchase program`,
          `${c.name} board authorizes ${amt} stock buyback`,
        ]),
        summary: `The board of directors of ${c.name} has authorized the repurchase of up to ${amt} of the company's common stock. The program reflects confidence in ${c.brand}'s cash generation and long-term outlook.`,
        quote: `Returning capital to shareholders remains a priority, and this program reflects our confidence in the business.`,
        hireType: null,
      };
    });
    variants.push(() => {
      const amt = money(amount(rng, 250, 3000));
      return {
        title: `${c.name} prices ${amt} senior notes offering`,
        summary: `${c.name} has priced an offering of ${amt} in senior unsecured notes. Net proceeds will be used to refinance existing debt and for general corporate purposes.`,
        quote: `The strong demand for this offering reflects investors' confidence in ${c.brand}.`,
        hireType: null,
      };
    });
  } else if (isNonCommercial(c)) {
    variants.push(() => {
      const amt = money(amount(rng, 0.25, 25));
      const program = rng.pick([
        'workforce training',
        'community outreach',
        'research',
        'digital services',
        'scholarship',
      ]);
      return {
        title: `${c.name} receives ${amt} grant to expand ${program} programs`,
        summary: `${c.name} has been awarded a ${amt} grant to expand its ${program} programs in ${c.place.city} and the surrounding region. The funding will support new staff and services over the next three years.`,
        quote: `This grant allows us to reach many more people in ${c.place.city} and beyond.`,
        hireType: null,
      };
    });
  } else {
    variants.push(() => {
      const amt = money(amount(rng, 10, 250));
      const investor = rng.pick(VENTURE_FIRMS);
      return {
        title: `${c.name} receives ${amt} growth investment from ${investor}`,
        summary: `${investor} has made a ${amt} growth equity investment in ${c.name}. The capital will fund expansion into new markets and continued investment in the company's ${rng.pick(s.products)}.`,
        quote: `${investor} brings deep experience in scaling companies like ours, and we're excited about what comes next.`,
        hireType: null,
      };
    });
  }
  return rng.pick(variants)();
}

// ---------------------------------------------------------------------------------------------
// Personnel

const RESPONSIBILITIES: Record<JobFunction, string> = {
  Administration: 'oversee administration and internal operations',
  Consulting: 'lead client engagements and the advisory practice',
  Design: 'lead product design and the customer experience',
  'Customer Service': 'lead customer success and support worldwide',
  Education: 'oversee learning programs and curriculum',
  IT: 'lead engineering and the technology roadmap',
  Finance: 'oversee financial planning, reporting and investor relations',
  'General Management': 'set the company strategy and lead its next phase of growth',
  Health: 'oversee clinical quality and patient care',
  'Human Resources': 'lead talent, culture and people operations',
  Legal: 'oversee legal, compliance and governance matters',
  Marketing: 'oversee brand, demand generation and product marketing',
  Media: 'lead content strategy and editorial teams',
  Operations: 'oversee operations and the supply chain',
  'Public Relations': 'lead corporate communications and media relations',
  'Real Estate': 'manage the real estate portfolio and workplace strategy',
  Sales: 'lead the global sales organization',
  Trades: 'lead field operations and service delivery',
  Other: 'lead strategic initiatives across the business',
};

/** Whose appointment comes with the whole function's remit. */
const EXECUTIVES = new Set<SeniorityLevel>(['board', 'partner', 'owner', 'cxo', 'vp']);

const TEAMS: Record<JobFunction, string> = {
  Administration: 'administration',
  Consulting: 'consulting',
  Design: 'design',
  'Customer Service': 'customer success',
  Education: 'learning',
  IT: 'engineering',
  Finance: 'finance',
  'General Management': 'leadership',
  Health: 'clinical',
  'Human Resources': 'people',
  Legal: 'legal',
  Marketing: 'marketing',
  Media: 'content',
  Operations: 'operations',
  'Public Relations': 'communications',
  'Real Estate': 'real estate',
  Sales: 'sales',
  Trades: 'field operations',
  Other: 'strategy',
};

function personnel(input: NewsInput): Story {
  const { rng, company: c } = input;
  const p = input.person as NewsPerson;
  const t = p.title;
  const hireType = rng.pickWeighted(HIRE_TYPE_TABLE);
  const years = rng.between(8, 25);
  const duty = EXECUTIVES.has(p.level) ? RESPONSIBILITIES[p.fn] : `strengthen the ${TEAMS[p.fn]} team`;
  if (hireType === 'new_hire') {
    const other = input.other;
    return {
      hireType,
      title: rng.pick([
        () => `${c.name} appoints ${p.name} as ${t}`,
        () => `${c.name} names ${p.name} ${t}`,
        () => `${c.name} hires ${p.name} as ${t}`,
        () => `${p.name} joins ${c.name} as ${t}`,
        () => `${c.name} taps ${other.brand} veteran ${p.name} as ${t}`,
      ])(),
      summary: rng.pick([
        () =>
          `${c.name} has appointed ${p.name} as ${t}. ${p.first} joins from ${other.name} and brings more than ${years} years of experience in ${industryPhrase(c)}. In the new role, ${p.first} will ${duty}.`,
        () =>
          `${c.name}, based in ${hq(c.place)}, has named ${p.name} ${t}, effective immediately. ${p.first} previously held leadership roles at ${other.name} and will ${duty}.`,
      ])(),
      quote: rng.pick([
        `I'm excited to join ${c.brand} at such a pivotal moment and to help the team build on its momentum.`,
        `${c.brand} has an exceptional team and a clear vision. I can't wait to get started.`,
        `What drew me to ${c.brand} was the chance to ${duty} at a company that is growing this fast.`,
      ]),
    };
  }
  if (hireType === 'promotion') {
    return {
      hireType,
      title: rng.pick([
        () => `${c.name} promotes ${p.name} to ${t}`,
        () => `${p.name} named ${t} of ${c.name}`,
        () => `${c.name} elevates ${p.name} to ${t}`,
      ])(),
      summary: `${c.name} has promoted ${p.name} to ${t}. ${p.first} has been with the company for ${rng.between(3, 15)} years and will now ${duty}.`,
      quote: rng.pick([
        `I'm honored to take on this role and grateful for the trust of the board and the whole ${c.brand} team.`,
        `${c.brand} has been my home for years, and I'm excited to help lead its next chapter.`,
      ]),
    };
  }
  return {
    hireType,
    title: rng.pick([
      () => `${p.name} steps down as ${t} of ${c.name}`,
      () => `${c.name} announces departure of ${t} ${p.name}`,
      () => `${p.name} to leave ${c.name}`,
      () => `${c.name} ${t} ${p.name} to retire`,
    ])(),
    summary: `${c.name} announced that ${p.name} will step down as ${t} at the end of the ${rng.pick(['month', 'quarter', 'year'])}. The company has begun a search for a successor, and ${p.first} will remain as an adviser during the transition.`,
    quote: rng.pick([
      `It has been a privilege to help build ${c.brand}, and I leave it in excellent hands.`,
      `After ${rng.between(5, 20)} rewarding years, it's the right time for me to hand over to a new leader.`,
    ]),
  };
}

const HIRE_TYPE_TABLE = {
  items: ['new_hire', 'promotion', 'departure'] as HireType[],
  cumulative: new Float64Array([60, 85, 100]),
  total: 100,
};

// ---------------------------------------------------------------------------------------------
// Products and services

function productsAndServices({ rng, company: c, date }: NewsInput): Story {
  const s = sector(c);
  const product = productName(rng, c);
  const cat = rng.pick(s.products);
  const cust = rng.pick(s.customers);
  const benefit = rng.pick([
    'cut costs',
    'save time',
    'reduce risk',
    'grow revenue',
    'work faster',
    'make better decisions',
  ]);
  const tech = c.top === 'technology, information and media';
  const title = rng.pick([
    () => `${c.name} launches ${product}, ${an(cat)} for ${cust}`,
    () => `${c.name} unveils ${product} to help ${cust} ${benefit}`,
    () => `${c.name} introduces ${product}`,
    () => `${c.name} expands its lineup with ${product}`,
    () =>
      tech
        ? `${c.name} releases ${product} 2.0 with new AI capabilities`
        : `${c.name} rolls out ${product} across ${countryInProse(c.place.countryLabel)}`,
  ])();
  const summary = rng.pick([
    () =>
      `${c.name} today announced ${product}, ${an(cat)} designed for ${cust}. The offering helps customers ${benefit} and is available now in ${countryInProse(c.place.countryLabel)}, with wider availability planned for ${nextQuarter(date)}.`,
    () =>
      `${product}, the latest ${cat} from ${c.name}, is built for ${cust} who want to ${benefit}. Early customers reported measurable results within weeks, the company said.`,
  ])();
  const quote = rng.pick([
    `${cap(cust)} told us exactly what they needed, and ${product} delivers it.`,
    `With ${product}, we're making it easier than ever for ${cust} to ${benefit}.`,
    `${product} is the result of two years of work with our customers, and we're proud of what the team has built.`,
  ]);
  return { title, summary, quote, hireType: null };
}

// ---------------------------------------------------------------------------------------------
// Partnerships and joint ventures

function partnerships({ rng, company: c, other, date }: NewsInput): Story {
  const s = sector(c);
  const cat = rng.pick(s.products);
  const cust = rng.pick(s.customers);
  const region = rng.pick(REGIONS);
  const goal = rng.pick([
    `bring ${cat} to ${cust}`,
    `expand in ${region}`,
    `co-develop ${an(cat)}`,
    `serve ${cust} in ${region}`,
  ]);
  const title = rng.pick([
    () => `${c.name} partners with ${other.name} to ${goal}`,
    () => `${c.name} and ${other.name} form joint venture to ${goal}`,
    () => `${c.name} announces strategic alliance with ${other.name}`,
    () => `${other.name} selects ${c.name} as preferred partner`,
    () => `${c.name} teams up with ${other.name} on ${cat}`,
  ])();
  const summary = `${c.name} and ${other.name} have entered ${an(`${rng.between(2, 5)}-year`)} partnership to ${goal}. Under the agreement, the companies will combine ${c.brand}'s expertise in ${industryPhrase(c)} with ${other.brand}'s reach, with the first joint offerings expected in ${nextQuarter(date)}.`;
  const quote = rng.pick([
    `Partnering with ${other.brand} lets us ${goal} faster than we could on our own.`,
    `Together with ${other.brand}, we can give ${cust} a simpler, more complete solution.`,
    `This partnership is about our customers: they get the best of both companies in one offering.`,
  ]);
  return { title, summary, quote, hireType: null };
}

// ---------------------------------------------------------------------------------------------
// Legal issues

function legalIssues({ rng, company: c, other }: NewsInput): Story {
  const issue = rng.pick([
    'data privacy practices',
    'alleged wage-and-hour violations',
    'misleading advertising claims',
    'a 2023 data breach',
    'delayed product deliveries',
    'environmental permit violations',
    'billing practices',
  ]);
  const claim = rng.pick([
    'trademark infringement',
    'breach of contract',
    'patent infringement',
    'misappropriation of trade secrets',
  ]);
  const court = c.place.countryCode === 'US' ? `federal court in ${c.place.state}` : `a court in ${c.place.city}`;
  const amt = money(amount(rng, 0.5, isPublic(c) ? 150 : 20));
  return rng.pick<() => Story>([
    () => ({
      title: `${c.name} settles ${claim} dispute with ${other.name}`,
      summary: `${c.name} and ${other.name} have settled their ${claim} dispute, ending litigation filed in ${court}. Terms were not disclosed; neither company admitted wrongdoing.`,
      quote: `We're pleased to put this matter behind us and focus on serving our customers.`,
      hireType: null,
    }),
    () => ({
      title: `${c.name} faces class-action lawsuit over ${issue}`,
      summary: `A proposed class action filed in ${court} accuses ${c.name} of wrongdoing related to ${issue}. The company said it disputes the claims and intends to defend itself vigorously.`,
      quote: `We believe these claims are without merit, and we will defend ourselves vigorously.`,
      hireType: null,
    }),
    () => ({
      title: `${c.name} wins dismissal of lawsuit over ${issue}`,
      summary: `A judge in ${court} dismissed a lawsuit against ${c.name} over ${issue}, finding the plaintiffs had not shown sufficient harm. The plaintiffs may appeal.`,
      quote: `The court's decision confirms what we have said from the start: these claims had no basis.`,
      hireType: null,
    }),
    () => ({
      title: `Regulators fine ${c.name} ${amt} over ${issue}`,
      summary: `Regulators have fined ${c.name} ${amt} over ${issue}. The company, based in ${hq(c.place)}, said it has already strengthened its controls and is cooperating fully.`,
      quote: `We take our obligations seriously and have already made changes to make sure this does not happen again.`,
      hireType: null,
    }),
    () => ({
      title: `${other.name} sues ${c.name} alleging ${claim}`,
      summary: `${other.name} has filed suit against ${c.name} in ${court}, alleging ${claim}. ${other.brand} is seeking damages and an injunction; ${c.brand} said the complaint is baseless.`,
      quote: `This lawsuit is an attempt to stifle competition, and we are confident we will prevail.`,
      hireType: null,
    }),
  ])();
}

// ---------------------------------------------------------------------------------------------
// Mergers and acquisitions

function mergersAndAcquisitions({ rng, company: c, other, date }: NewsInput): Story {
  const amt = money(amount(rng, c.sizeIndex >= 5 ? 100 : 5, c.sizeIndex >= 5 ? 5000 : 400));
  const close = nextQuarter(date);
  const capability = rng.pick(sector(other).products);
  return rng.pick<() => Story>([
    () => ({
      title: rng.pick([`${c.name} acquires ${other.name}`, `${c.name} to acquire ${other.name} for ${amt}`]),
      summary: `${c.name} has agreed to acquire ${other.name}, ${an(industryPhrase(other))} company based in ${hq(other.place)}, for ${amt} in cash and stock. The deal adds ${other.brand}'s ${capability} to ${c.brand}'s portfolio and is expected to close in ${close}, subject to regulatory approval.`,
      quote: `${other.brand} is a natural fit for ${c.brand}: together we can offer customers a far more complete set of solutions.`,
      hireType: null,
    }),
    () => ({
      title: `${c.name} completes acquisition of ${other.name}`,
      summary: `${c.name} has completed its previously announced acquisition of ${other.name}. ${other.brand}'s team will join ${c.brand}, and its ${capability} will be offered to ${c.brand}'s customers in ${countryInProse(c.place.countryLabel)} and abroad.`,
      quote: `We're delighted to welcome the ${other.brand} team and to start delivering the combined offering to our customers.`,
      hireType: null,
    }),
    () => ({
      title: `${c.name} agrees to merge with ${other.name}`,
      summary: `${c.name} and ${other.name} have agreed to merge in an all-stock transaction valuing the combined company at about ${amt}. The combined business will be headquartered in ${c.place.city}.`,
      quote: `This merger creates a stronger company with the scale to invest in innovation and serve customers better.`,
      hireType: null,
    }),
    () => ({
      title: `${c.name} acquired by ${other.name} in ${amt} deal`,
      summary: `${other.name} has agreed to buy ${c.name} for ${amt}. ${c.brand} will operate as a business unit of ${other.brand}, and its leadership team will remain in place in ${c.place.city}.`,
      quote: `Joining ${other.brand} gives us the resources to grow faster while staying true to what our customers value.`,
      hireType: null,
    }),
    () => {
      const unit = rng.pick(['consumer', 'services', 'hardware', 'European', 'legacy software', 'logistics']);
      return {
        title: `${c.name} sells ${unit} business to ${other.name}`,
        summary: `${c.name} has agreed to sell its ${unit} business to ${other.name} for ${amt}. The divestiture lets ${c.brand} focus on its core ${industryPhrase(c)} operations.`,
        quote: `This sale sharpens our focus on the areas where we can grow fastest.`,
        hireType: null,
      };
    },
  ])();
}

// ---------------------------------------------------------------------------------------------
// Earnings, performance and dividends

function earnings({ rng, company: c, date }: NewsInput): Story {
  const period = reportedQuarter(date);
  const annual = annualRevenue(rng, c);
  const quarterly = money(annual / 4);
  const pct = rng.between(3, 38);
  const s = sector(c);
  const driver = rng.pick([
    `strong demand from ${rng.pick(s.customers)}`,
    `growth in its ${rng.pick(s.products)} business`,
    'higher pricing and improved margins',
    'new customer wins in international markets',
  ]);
  const variants: (() => Story)[] = [
    () => ({
      title: rng.pick([
        `${c.name} reports ${period.q} ${period.year} revenue of ${quarterly}, up ${pct}% year over year`,
        `${c.name} beats estimates as ${period.q} revenue climbs ${pct}%`,
      ]),
      summary: `${c.name} reported ${period.words}-quarter revenue of ${quarterly}, up ${pct}% from a year earlier, driven by ${driver}. The company also reaffirmed its outlook for the full year.`,
      quote: `Our ${period.words}-quarter results show the strength of our strategy and the commitment of our team.`,
      hireType: null,
    }),
    () => ({
      title: `${c.name} raises full-year guidance after strong ${period.q}`,
      summary: `${c.name} raised its full-year revenue forecast after ${period.words}-quarter sales grew ${pct}% to ${quarterly}, helped by ${driver}.`,
      quote: `Momentum across the business gives us the confidence to raise our outlook for the year.`,
      hireType: null,
    }),
    () => ({
      title: `${c.name} posts ${period.q} loss as ${rng.pick(['higher costs', 'supply chain delays', 'weaker demand', 'currency headwinds'])} weigh on results`,
      summary: `${c.name} reported a net loss for the ${period.words} quarter as revenue slipped ${rng.between(2, 12)}% to ${quarterly}. Management outlined a cost-reduction plan and expects a return to growth next year.`,
      quote: `We are taking decisive action to return to growth and improve profitability.`,
      hireType: null,
    }),
  ];
  if (isPublic(c)) {
    const dividend = (rng.between(5, 120) / 100).toFixed(2);
    variants.push(() => ({
      title: `${c.name} declares quarterly dividend of $${dividend} per share`,
      summary: `The board of ${c.name} declared a quarterly cash dividend of $${dividend} per share, payable next month to shareholders of record. The company has ${rng.chance(0.5) ? 'raised' : 'maintained'} its dividend for ${rng.between(3, 20)} consecutive years.`,
      quote: `Our consistent dividend reflects the strength of our cash flow and our commitment to shareholders.`,
      hireType: null,
    }));
  } else if (!isNonCommercial(c)) {
    variants.push(() => ({
      title:
        c.top === 'technology, information and media'
          ? `${c.name} surpasses ${money(Math.max(1, Math.round(annual)))} in annual recurring revenue`
          : `${c.name} reports record revenue for fiscal ${date.getUTCMonth() < 2 ? date.getUTCFullYear() - 1 : date.getUTCFullYear()}`,
      summary: `${c.name} said revenue grew ${pct}% over the past year, reaching a record ${money(annual)}, driven by ${driver}. The privately held company also reported positive operating cash flow.`,
      quote: `Crossing this milestone is a testament to our customers' trust and our team's hard work.`,
      hireType: null,
    }));
  }
  return rng.pick(variants)();
}

// ---------------------------------------------------------------------------------------------
// Awards

function awards({ rng, company: c, person, date }: NewsInput): Story {
  const year = date.getUTCFullYear();
  const award = rng.pick([
    'Global Innovation Awards',
    'Customer Experience Excellence Awards',
    'Sustainability Leadership Awards',
    'Industry Leadership Awards',
    'Product of the Year Awards',
    'Great Culture Awards',
    'Regional Business Awards',
  ]);
  const s = sector(c);
  const variants: (() => Story)[] = [
    () => ({
      title: `${c.name} wins ${year} ${award}`,
      summary: `${c.name} has been honored at the ${year} ${award} for its work in ${industryPhrase(c)}. Judges cited the company's ${rng.pick(s.products)} and its results for ${rng.pick(s.customers)}.`,
      quote: `This recognition belongs to our whole team and to the customers who push us to improve every day.`,
      hireType: null,
    }),
    () => ({
      title: `${c.name} named a ${year} Top Workplace in ${c.place.city}`,
      summary: `${c.name} has been named one of the top places to work in ${c.place.city} for ${year}, based on anonymous employee surveys measuring engagement, leadership and culture.`,
      quote: `Our people are the reason we win, and we're proud they feel this way about working here.`,
      hireType: null,
    }),
    () => ({
      title: `${c.name} ranks among fastest-growing companies in ${countryInProse(c.place.countryLabel)}`,
      summary: `${c.name} has been ranked among the fastest-growing private companies in ${countryInProse(c.place.countryLabel)}, with revenue growth of ${rng.between(80, 900)}% over three years.`,
      quote: `Growth like this only happens when customers see real value, and we're grateful for their trust.`,
      hireType: null,
    }),
  ];
  if (person) {
    variants.push(() => ({
      title: `${person.name} of ${c.name} honored with ${year} Executive Leadership Award`,
      summary: `${person.name}, ${person.title} at ${c.name}, received a ${year} Executive Leadership Award recognizing leaders who have driven growth and innovation in ${industryPhrase(c)}.`,
      quote: `I accept this award on behalf of the entire ${c.brand} team.`,
      hireType: null,
    }));
  }
  return rng.pick(variants)();
}

// ---------------------------------------------------------------------------------------------
// Corporate expansion

function corporateExpansion({ rng, company: c, elsewhere }: NewsInput): Story {
  const s = sector(c);
  const hires = rng.pick([25, 40, 50, 75, 100, 150, 200, 250, 300, 500]);
  const facility = rng.pick([
    'office',
    'innovation center',
    'distribution center',
    'manufacturing facility',
    'regional headquarters',
    'R&D hub',
    'customer experience center',
  ]);
  const there = elsewhere.countryCode === 'US' ? `${elsewhere.city}, ${elsewhere.stateShort}` : elsewhere.city;
  const abroad = elsewhere.countryCode !== c.place.countryCode;
  const cust = rng.pick(s.customers);
  const variants: (() => Story)[] = [
    () => ({
      title: `${c.name} opens new ${facility} in ${there}`,
      summary: `${c.name} is opening ${an(facility)} in ${there} and expects to hire ${hires} people over the next ${rng.pick([12, 18, 24])} months. The expansion supports growing demand from ${cust}.`,
      quote: `${elsewhere.city} gives us access to great talent and puts us closer to our customers.`,
      hireType: null,
    }),
    () => ({
      title: `${c.name} to hire ${hires} in ${there} as it expands`,
      summary: `${c.name}, headquartered in ${hq(c.place)}, plans to add ${hires} jobs in ${there} across engineering, sales and operations as part of a multi-year expansion.`,
      quote: `We're investing in ${elsewhere.city} because that's where we see the strongest growth for ${c.brand}.`,
      hireType: null,
    }),
  ];
  if (abroad) {
    variants.push(() => ({
      title: `${c.name} expands into ${countryInProse(elsewhere.countryLabel)}`,
      summary: `${c.name} is entering ${countryInProse(elsewhere.countryLabel)} with a new office in ${elsewhere.city}, its first in the country. The team will serve ${cust} across the region.`,
      quote: `${cap(countryInProse(elsewhere.countryLabel))} is a natural next step for ${c.brand}, and our customers there have been asking for local support.`,
      hireType: null,
    }));
  }
  return rng.pick(variants)();
}

// ---------------------------------------------------------------------------------------------
// Real estate

function realEstate({ rng, company: c }: NewsInput): Story {
  const sqft = thousands(rng.between(8, 400) * 500);
  const city = c.place.city;
  return rng.pick<() => Story>([
    () => ({
      title: `${c.name} signs ${sqft} sq ft lease for new headquarters in ${city}`,
      summary: `${c.name} has signed ${an(`${rng.between(5, 15)}-year`)} lease for ${sqft} square feet of office space in ${city}, where it will move its headquarters next year. The new space doubles room for the company's growing team.`,
      quote: `Our new headquarters is designed for collaboration and gives us room to keep growing in ${city}.`,
      hireType: null,
    }),
    () => ({
      title: `${c.name} relocates headquarters within ${city}`,
      summary: `${c.name} is moving its headquarters to a newly renovated ${sqft}-square-foot building in ${city}, consolidating two existing offices.`,
      quote: `Bringing our teams together under one roof will make us faster and more connected.`,
      hireType: null,
    }),
    () => ({
      title: `${c.name} breaks ground on ${rng.pick(['distribution center', 'manufacturing plant', 'research campus', 'data center'])} near ${city}`,
      summary: `${c.name} has broken ground on a ${sqft}-square-foot facility near ${city}, a ${money(amount(rng, 10, 400))} investment expected to open in ${rng.between(12, 30)} months.`,
      quote: `This investment is a long-term commitment to ${city} and to the customers we serve from here.`,
      hireType: null,
    }),
    () => ({
      title: `${c.name} subleases ${sqft} sq ft of office space in ${city}`,
      summary: `${c.name} is offering ${sqft} square feet of its ${city} offices for sublease as it adopts a hybrid work model.`,
      quote: `Our teams work differently now, and our real estate should reflect that.`,
      hireType: null,
    }),
  ])();
}

// ---------------------------------------------------------------------------------------------
// Competitive intelligence

function competitiveIntelligence({ rng, company: c, other }: NewsInput): Story {
  const s = sector(c);
  const cat = rng.pick(s.products);
  const cust = rng.pick(s.customers);
  return rng.pick<() => Story>([
    () => ({
      title: `${c.name} cuts prices on ${cat} as competition with ${other.name} heats up`,
      summary: `${c.name} has lowered prices on its ${cat} by up to ${rng.between(10, 35)}%, a move analysts see as a response to ${other.name}'s push into the same market.`,
      quote: `We want every one of our customers to get more value, and pricing is part of that.`,
      hireType: null,
    }),
    () => ({
      title: `${c.name} enters ${cat} market, challenging ${other.name}`,
      summary: `${c.name} is entering the ${cat} market, putting it in direct competition with ${other.name}. The company is targeting ${cust} with aggressive pricing and faster onboarding.`,
      quote: `Customers have told us they want an alternative, and we intend to give them one.`,
      hireType: null,
    }),
    () => ({
      title: `${c.name} wins ${cust} away from ${other.name}`,
      summary: `Several ${cust} have switched to ${c.name} from ${other.name} in recent months, citing better service and lower total cost, according to the company.`,
      quote: `Switching is never easy, so when customers choose us we take that trust seriously.`,
      hireType: null,
    }),
    () => ({
      title: `${c.name} shifts strategy to focus on ${cust}`,
      summary: `${c.name} is refocusing its business on ${cust}, reorganizing its sales teams and winding down lower-margin lines. The move follows growing pressure from rivals including ${other.name}.`,
      quote: `Focus wins. We are putting our energy where we can make the biggest difference.`,
      hireType: null,
    }),
  ])();
}

export const WRITERS: Record<EventType, (input: NewsInput) => Story> = {
  funding,
  investment_financing: investmentFinancing,
  personnel,
  products_and_services: productsAndServices,
  partnerships_and_joint_ventures: partnerships,
  legal_issues: legalIssues,
  mergers_and_acquisitions: mergersAndAcquisitions,
  earning_performance_dividens: earnings,
  awards,
  corporate_expansion: corporateExpansion,
  real_estate: realEstate,
  competitive_intelligence: competitiveIntelligence,
};

/** News outlets for source links (reserved .example domains, never fetched). */
// prettier-ignore
export const OUTLETS = [
  'bizwire', 'prnewsroom', 'techdaily', 'marketpulse', 'industryjournal', 'financewatch', 'startupbeat', 'healthcarenow',
  'retailtoday', 'manufacturingweekly', 'citybusinesstimes', 'dealbook-daily', 'peoplemoves', 'globaltradenews',
];
