// Word lists the demo data is made of: company names by industry, invented investors, job titles by
// job function and seniority, and people's names (faker's locale lists, drawn with our own seeded
// stream so any row can be rebuilt on its own).
import { allFakers, type Faker } from '@faker-js/faker';
import {
  COMPANY_SIZES,
  COMPANY_TYPES,
  INDUSTRIES,
  JOB_FUNCTIONS,
  REVENUE_BANDS,
  SENIORITY_LEVELS,
  type CompanySize,
  type CompanyType,
  type Industry,
  type JobFunction,
  type RevenueBand,
  type SeniorityLevel,
  type TopLevelIndustryValue,
} from '@leadsignal/reference-data';
import type { NameLocale } from './places';
import { weighted, type Rng, type Weighted } from './random';

// ---------------------------------------------------------------------------------------------
// Company names

// prettier-ignore
export const BRAND_HEADS = [
  'North', 'South', 'East', 'West', 'Blue', 'Red', 'Green', 'Silver', 'Gold', 'Iron', 'Stone', 'Bright', 'Clear', 'True',
  'Swift', 'High', 'Deep', 'Far', 'Wild', 'Oak', 'Pine', 'Cedar', 'Maple', 'Birch', 'Elm', 'Ash', 'Willow', 'River',
  'Lake', 'Sea', 'Sun', 'Star', 'Moon', 'Sky', 'Cloud', 'Rain', 'Snow', 'Frost', 'Fire', 'Wind', 'Storm', 'Thunder',
  'Light', 'Shadow', 'Crystal', 'Copper', 'Cobalt', 'Amber', 'Jade', 'Ruby', 'Onyx', 'Pearl', 'Coral', 'Summit', 'Peak',
  'Ridge', 'Valley', 'Harbor', 'Bay', 'Cape', 'Port', 'Bridge', 'Tower', 'Castle', 'Crown', 'King', 'Eagle', 'Falcon',
  'Hawk', 'Raven', 'Fox', 'Wolf', 'Bear', 'Lion', 'Tiger', 'Otter', 'Heron', 'Crane', 'Swan', 'Lark', 'Wren', 'Bee',
  'Hive', 'Nova', 'Astra', 'Terra', 'Aqua', 'Sol', 'Luna', 'Vita', 'Prime', 'Apex', 'Vertex', 'Zenith', 'Core', 'Key',
  'Arc', 'Axis', 'Beacon', 'Pioneer', 'Frontier', 'Atlas', 'Orbit', 'Quantum', 'Vector', 'Signal', 'Pulse', 'Spark',
  'Flux', 'Nimbus', 'Helix', 'Lumen', 'Ever', 'Open', 'Bold', 'Keen', 'Pure', 'Noble', 'Grand', 'Great', 'Granite',
  'Marble', 'Slate', 'Flint', 'Quartz', 'Meadow', 'Prairie', 'Canyon', 'Mesa', 'Delta', 'Glacier', 'Tide', 'Wave',
  'Current', 'Anchor', 'Compass', 'Mariner', 'Harvest', 'Orchard', 'Grove', 'Forest', 'Field', 'Garden', 'Bloom',
];

// prettier-ignore
export const BRAND_TAILS = [
  'wind', 'stone', 'bridge', 'field', 'point', 'path', 'wave', 'leaf', 'light', 'line', 'works', 'gate', 'view',
  'ridge', 'brook', 'crest', 'dale', 'ford', 'haven', 'land', 'mark', 'mont', 'port', 'shore', 'side', 'spring',
  'star', 'ton', 'vale', 'wood', 'way', 'well', 'bird', 'bloom', 'bright', 'core', 'craft', 'dash', 'flow', 'forge',
  'frame', 'glow', 'grid', 'hub', 'layer', 'lift', 'logic', 'loop', 'mind', 'nest', 'peak', 'pilot', 'pixel', 'post',
  'quest', 'rise', 'root', 'scale', 'scope', 'sense', 'shift', 'sight', 'smith', 'span', 'sphere', 'stack', 'stream',
  'tide', 'trail', 'tree', 'vault', 'verse', 'vine', 'wise', 'yard', 'cast', 'fold', 'mill', 'rock', 'water',
];

// prettier-ignore
/** Surnames for firm-style names ("Keller & Whitman"). */
export const FIRM_NAMES = [
  'Abbott', 'Ainsley', 'Barrett', 'Bennett', 'Blackwell', 'Bradford', 'Calloway', 'Carver', 'Chandler', 'Crawford',
  'Dalton', 'Donovan', 'Ellison', 'Emerson', 'Fairbanks', 'Fletcher', 'Garrison', 'Grayson', 'Hadley', 'Hale',
  'Harlow', 'Hastings', 'Holloway', 'Huxley', 'Keller', 'Kendall', 'Lambert', 'Langley', 'Lockhart', 'Mercer',
  'Merritt', 'Monroe', 'Norwood', 'Osborne', 'Pemberton', 'Prescott', 'Quinlan', 'Radcliffe', 'Remington', 'Sheridan',
  'Sinclair', 'Stanton', 'Sterling', 'Thatcher', 'Thornton', 'Underwood', 'Vaughn', 'Wakefield', 'Whitman', 'Winslow',
];

interface Sector {
  /** Words that end company names in this part of the economy. */
  readonly suffixes: readonly string[];
  /** What such companies launch, for products-and-services news. */
  readonly products: readonly string[];
  /** Who buys from them. */
  readonly customers: readonly string[];
  /** Whether firm-style names ("Keller & Whitman") fit. */
  readonly firms?: boolean;
}

// prettier-ignore
export const SECTORS: Record<TopLevelIndustryValue, Sector> = {
  'accommodation services': { suffixes: ['Hotels', 'Hospitality', 'Resorts', 'Stays', 'Inns'], products: ['loyalty program', 'boutique hotel brand', 'extended-stay concept', 'guest experience app'], customers: ['business travelers', 'event planners', 'families', 'corporate travel managers'] },
  'administrative and support services': { suffixes: ['Services', 'Staffing', 'Solutions', 'Facility Services', 'Group'], products: ['managed staffing service', 'facilities management platform', 'outsourced payroll service', 'security services offering'], customers: ['hospitals', 'logistics operators', 'mid-sized employers', 'public agencies'] },
  construction: { suffixes: ['Construction', 'Builders', 'Contracting', 'Engineering', 'Build'], products: ['modular building system', 'prefabricated housing line', 'design-build service', 'green retrofit program'], customers: ['commercial developers', 'school districts', 'healthcare systems', 'municipalities'] },
  'consumer services': { suffixes: ['Services', 'Care', 'Co', 'Collective'], products: ['subscription service', 'home services app', 'membership program', 'concierge service'], customers: ['homeowners', 'young families', 'pet owners', 'busy professionals'] },
  education: { suffixes: ['Academy', 'Learning', 'Institute', 'Education', 'College'], products: ['online degree program', 'adaptive learning platform', 'professional certificate', 'tutoring service'], customers: ['working adults', 'K-12 schools', 'universities', 'corporate training teams'] },
  'entertainment providers': { suffixes: ['Entertainment', 'Studios', 'Media', 'Games', 'Live'], products: ['streaming service', 'mobile game', 'live events series', 'original podcast network'], customers: ['gamers', 'sports fans', 'advertisers', 'families'] },
  'farming, ranching, forestry': { suffixes: ['Farms', 'Agriculture', 'Growers', 'Harvest', 'Ag'], products: ['precision irrigation system', 'organic produce line', 'crop analytics service', 'sustainable timber program'], customers: ['grocery chains', 'food processors', 'growers', 'restaurant groups'] },
  'financial services': { suffixes: ['Capital', 'Financial', 'Bank', 'Wealth', 'Pay', 'Insurance', 'Credit'], products: ['real-time payments API', 'small-business lending product', 'digital wealth platform', 'embedded insurance offering', 'corporate card'], customers: ['small businesses', 'credit unions', 'retail investors', 'fintech startups', 'mid-market companies'] },
  'government administration': { suffixes: ['Authority', 'Agency', 'Commission', 'Department', 'Office'], products: ['online permitting portal', 'open data program', 'digital services initiative', 'citizen services app'], customers: ['residents', 'local businesses', 'contractors', 'community organizations'] },
  'holding companies': { suffixes: ['Holdings', 'Group', 'Industries', 'Enterprises'], products: ['shared services platform', 'portfolio operating program', 'sustainability initiative'], customers: ['portfolio companies', 'institutional investors', 'family offices'] },
  'hospitals and health care': { suffixes: ['Health', 'Medical', 'Care', 'Clinic', 'Therapeutics', 'Bio'], products: ['remote patient monitoring service', 'telehealth platform', 'diagnostic test', 'care coordination app', 'clinical decision support tool'], customers: ['health systems', 'physician groups', 'payers', 'patients', 'clinical research teams'] },
  manufacturing: { suffixes: ['Manufacturing', 'Industries', 'Works', 'Materials', 'Robotics', 'Components'], products: ['line of energy-efficient industrial pumps', 'collaborative robot', 'sensor module', 'recycled packaging material', 'electric drivetrain component'], customers: ['automakers', 'aerospace suppliers', 'consumer brands', 'OEMs', 'food and beverage producers'], firms: true },
  'oil, gas, and mining': { suffixes: ['Energy', 'Resources', 'Mining', 'Petroleum', 'Minerals'], products: ['carbon capture service', 'drilling analytics platform', 'lithium extraction process', 'methane detection system'], customers: ['utilities', 'battery makers', 'refiners', 'industrial buyers'] },
  'professional services': { suffixes: ['Consulting', 'Advisors', 'Partners', 'Group', 'Law', 'Analytics'], products: ['AI advisory practice', 'cybersecurity assessment service', 'ESG reporting service', 'managed compliance offering'], customers: ['mid-market companies', 'private equity firms', 'public sector clients', 'Fortune 500 companies'], firms: true },
  'real estate and equipment rental services': { suffixes: ['Properties', 'Realty', 'Real Estate', 'Rentals', 'Development'], products: ['flexible workspace brand', 'property management platform', 'equipment rental app', 'build-to-rent community'], customers: ['growing companies', 'renters', 'contractors', 'institutional investors'], firms: true },
  retail: { suffixes: ['Goods', 'Market', 'Outfitters', 'Supply', 'Shop', 'Brands'], products: ['private-label line', 'same-day delivery service', 'loyalty app', 'resale program'], customers: ['shoppers', 'outdoor enthusiasts', 'Gen Z consumers', 'home cooks'] },
  'technology, information and media': { suffixes: ['Labs', 'Software', 'Systems', 'Technologies', 'AI', 'Data', 'Cloud', 'Networks', 'Digital'], products: ['AI-powered analytics platform', 'cloud security suite', 'customer data platform', 'workflow automation tool', 'developer API', 'observability platform', 'generative AI assistant'], customers: ['enterprise IT teams', 'mid-market retailers', 'financial institutions', 'healthcare providers', 'software developers', 'marketing teams'] },
  'transportation, logistics, supply chain and storage': { suffixes: ['Logistics', 'Freight', 'Transport', 'Shipping', 'Mobility'], products: ['freight visibility platform', 'last-mile delivery network', 'cold-chain service', 'electric truck fleet'], customers: ['shippers', 'e-commerce brands', 'manufacturers', 'grocery retailers'] },
  utilities: { suffixes: ['Energy', 'Power', 'Utilities', 'Water', 'Solar'], products: ['community solar program', 'smart meter rollout', 'battery storage service', 'demand response program'], customers: ['homeowners', 'commercial customers', 'municipalities', 'data centers'] },
  wholesale: { suffixes: ['Distribution', 'Supply', 'Trading', 'Wholesale', 'Imports'], products: ['B2B ordering portal', 'private-label program', 'vendor-managed inventory service', 'regional distribution hub'], customers: ['independent retailers', 'restaurants', 'contractors', 'hospitals'] },
};

// prettier-ignore
const TOP_LEVEL_WEIGHTS: Record<TopLevelIndustryValue, number> = {
  'technology, information and media': 24, 'financial services': 9, 'hospitals and health care': 9, manufacturing: 10,
  'professional services': 10, retail: 6, 'real estate and equipment rental services': 4, construction: 4,
  'transportation, logistics, supply chain and storage': 4, wholesale: 3, education: 3, 'consumer services': 2,
  'entertainment providers': 2, 'accommodation services': 2, 'administrative and support services': 2,
  'oil, gas, and mining': 1.5, utilities: 1.5, 'farming, ranching, forestry': 1, 'government administration': 1.5,
  'holding companies': 1,
};

const industriesByTop = new Map<TopLevelIndustryValue, Industry[]>();
for (const industry of INDUSTRIES) {
  const list = industriesByTop.get(industry.topLevel) ?? [];
  list.push(industry);
  industriesByTop.set(industry.topLevel, list);
}
export const TOP_LEVELS = weighted(
  (Object.keys(TOP_LEVEL_WEIGHTS) as TopLevelIndustryValue[]).map((top) => [top, TOP_LEVEL_WEIGHTS[top]] as const),
);

export function pickIndustry(rng: Rng): Industry {
  const top = rng.pickWeighted(TOP_LEVELS);
  return rng.pick(industriesByTop.get(top) ?? INDUSTRIES);
}

// ---------------------------------------------------------------------------------------------
// Company type, size, revenue, funding

const companyTypeValues = new Set<string>(COMPANY_TYPES.map((t) => t.value));
const sizeValues = COMPANY_SIZES.map((s) => s.value) as CompanySize[];
const revenueValues = REVENUE_BANDS.map((r) => r.value) as RevenueBand[];

function typeTable(pairs: [CompanyType, number][]): Weighted<CompanyType> {
  for (const [value] of pairs) if (!companyTypeValues.has(value)) throw new Error(`unknown company type ${value}`);
  return weighted(pairs);
}

const DEFAULT_TYPES = typeTable([
  ['privately_held', 66],
  ['public_company', 12],
  ['partnership', 4],
  ['non_profit', 4],
  ['self_employed', 6],
  ['self_owned', 8],
]);
const TYPES_BY_TOP: Partial<Record<TopLevelIndustryValue, Weighted<CompanyType>>> = {
  'government administration': typeTable([
    ['govertment_agency', 90],
    ['non_profit', 10],
  ]),
  education: typeTable([
    ['educational', 65],
    ['non_profit', 20],
    ['privately_held', 15],
  ]),
  'professional services': typeTable([
    ['privately_held', 50],
    ['partnership', 25],
    ['public_company', 7],
    ['self_employed', 10],
    ['self_owned', 8],
  ]),
  'hospitals and health care': typeTable([
    ['privately_held', 50],
    ['non_profit', 20],
    ['public_company', 15],
    ['self_owned', 10],
    ['educational', 5],
  ]),
};

export function pickCompanyType(rng: Rng, top: TopLevelIndustryValue): CompanyType {
  return rng.pickWeighted(TYPES_BY_TOP[top] ?? DEFAULT_TYPES);
}

/** Size band weights (index into COMPANY_SIZES) by company type. */
// prettier-ignore
const SIZE_WEIGHTS: Record<CompanyType, number[]> = {
  self_employed:     [90, 10, 0, 0, 0, 0, 0, 0],
  self_owned:        [50, 35, 15, 0, 0, 0, 0, 0],
  privately_held:    [18, 28, 26, 14, 7, 5, 1.2, 0.8],
  partnership:       [25, 35, 25, 10, 5, 0, 0, 0],
  non_profit:        [20, 30, 25, 15, 6, 4, 0, 0],
  public_company:    [0, 0, 0, 5, 15, 35, 18, 27],
  educational:       [0, 5, 20, 25, 20, 22, 5, 3],
  govertment_agency: [0, 5, 20, 25, 20, 22, 5, 3],
};
const SIZE_TABLES = Object.fromEntries(
  Object.entries(SIZE_WEIGHTS).map(([type, weights]) => [type, weighted(weights.map((w, i) => [i, w] as const))]),
) as Record<CompanyType, Weighted<number>>;

export function pickSizeIndex(rng: Rng, type: CompanyType): number {
  return rng.pickWeighted(SIZE_TABLES[type]);
}

export function sizeValue(index: number): CompanySize {
  return sizeValues[index];
}

/** Revenue band weights (index into REVENUE_BANDS) by size band: revenue follows headcount. */
// prettier-ignore
const REVENUE_BY_SIZE: number[][] = [
  [80, 20, 0, 0, 0, 0, 0, 0],
  [15, 65, 20, 0, 0, 0, 0, 0],
  [0, 20, 60, 15, 5, 0, 0, 0],
  [0, 0, 25, 45, 25, 5, 0, 0],
  [0, 0, 5, 25, 45, 20, 5, 0],
  [0, 0, 0, 5, 25, 35, 25, 10],
  [0, 0, 0, 0, 5, 15, 40, 40],
  [0, 0, 0, 0, 0, 0, 10, 90],
];
const REVENUE_TABLES = REVENUE_BY_SIZE.map((weights) => weighted(weights.map((w, i) => [i, w] as const)));

export function pickRevenue(rng: Rng, sizeIndex: number): RevenueBand {
  return revenueValues[rng.pickWeighted(REVENUE_TABLES[sizeIndex])];
}

/** How many funding rounds (a prefix of FUNDING_STAGES) a VC-backed company of this size has had: [min, max]. */
export const ROUNDS_BY_SIZE: readonly (readonly [number, number])[] = [
  [1, 1],
  [1, 2],
  [1, 3],
  [2, 4],
  [2, 5],
  [3, 5],
  [4, 5],
  [4, 5],
];

// prettier-ignore
/** Invented venture firms. */
export const VENTURE_FIRMS = [
  'Northgate Ventures', 'Summit Peak Capital', 'Blue Ridge Partners', 'Ironwood Growth', 'Harbor Light Ventures',
  'Crescent Street Capital', 'Granite Bay Partners', 'Redwood Lane Ventures', 'Foundry Row Capital', 'Lakeshore Ventures',
  'Cedar Point Partners', 'Silverline Capital', 'Meridian Arc Ventures', 'Keystone Hill Partners', 'Westbrook Growth Equity',
  'Highland Park Ventures', 'Tidewater Capital', 'Brightstone Ventures', 'Atlas Forge Partners', 'Pioneer Square Capital',
  'Bluefin Ventures', 'Copperline Capital', 'Evergreen Loop Partners', 'Fieldstone Ventures', 'Goldcrest Capital',
  'Hollow Oak Ventures', 'Juniper Bay Capital', 'Kestrel Ventures', 'Lodestar Partners', 'Mosaic Hill Capital',
  'Northstar Bridge Ventures', 'Oakhurst Capital', 'Parkway Growth', 'Quarry Lane Ventures', 'Riverbend Capital',
  'Saltmarsh Ventures', 'Thornfield Partners', 'Union Square Harbor Capital', 'Vantage Rock Ventures', 'Wildflower Capital',
  'Yellowstone Ridge Partners', 'Zephyr Ventures', 'Anchorage Point Capital', 'Beaconfield Ventures', 'Clearwater Growth',
  'Driftwood Capital', 'Emberline Ventures', 'Foxglove Partners',
];

// prettier-ignore
/** Invented lenders, for credit facilities and debt financing. */
export const LENDERS = [
  'First Meridian Bank', 'Harborview Bank', 'Continental Trust', 'Pacific Crest Bank', 'Atlantic Union Credit',
  'Granite State Bank', 'Lakeside Capital Finance', 'Sterling Row Lending', 'Commonwealth Capital Bank', 'Redstone Credit Partners',
];

// ---------------------------------------------------------------------------------------------
// Job functions, seniority and titles

// prettier-ignore
const FUNCTION_WEIGHTS: [JobFunction, number][] = [
  ['General Management', 14], ['Sales', 13], ['IT', 12], ['Marketing', 10], ['Finance', 9], ['Operations', 9],
  ['Human Resources', 6], ['Customer Service', 4], ['Legal', 3], ['Public Relations', 3], ['Consulting', 3],
  ['Design', 3], ['Health', 3], ['Education', 2], ['Media', 2], ['Real Estate', 2], ['Trades', 2],
  ['Administration', 2], ['Other', 2],
];
// prettier-ignore
const SENIORITY_WEIGHTS: [SeniorityLevel, number][] = [
  ['cxo', 20], ['vp', 16], ['director', 18], ['manager', 14], ['senior', 8], ['owner', 6], ['partner', 3],
  ['board', 4], ['staff', 5], ['junior', 1.5], ['entry', 1], ['training', 0.4], ['student', 0.3], ['unpaid', 0.2],
  ['retired', 0.3],
];
export const JOB_FUNCTION_TABLE = weighted(FUNCTION_WEIGHTS);
export const SENIORITY_TABLE = weighted(SENIORITY_WEIGHTS);
/** Founder-led small companies: owners and chiefs are far more common. */
export const SMALL_COMPANY_SENIORITY_TABLE = weighted(
  SENIORITY_WEIGHTS.map(([level, w]) => [level, level === 'owner' ? 30 : level === 'cxo' ? 30 : w] as const),
);

type TitleTable = Partial<Record<SeniorityLevel, readonly string[]>>;

// prettier-ignore
const TITLES: Record<JobFunction, { area: string; titles: TitleTable }> = {
  Administration: { area: 'Administration', titles: {
    cxo: ['Chief Administrative Officer'], vp: ['VP of Administration'], director: ['Director of Administration'],
    manager: ['Office Manager', 'Administrative Services Manager'], senior: ['Senior Executive Assistant'],
    staff: ['Executive Assistant', 'Administrative Assistant', 'Office Administrator'], junior: ['Administrative Coordinator'],
    entry: ['Receptionist', 'Office Assistant'] } },
  Consulting: { area: 'Consulting', titles: {
    cxo: ['Chief Strategy Officer'], vp: ['VP of Consulting Services'], director: ['Director of Consulting', 'Principal'],
    manager: ['Engagement Manager', 'Consulting Manager'], senior: ['Senior Consultant'], staff: ['Consultant', 'Management Consultant'],
    junior: ['Associate Consultant'], entry: ['Business Analyst'], partner: ['Partner', 'Managing Partner'] } },
  Design: { area: 'Design', titles: {
    cxo: ['Chief Design Officer'], vp: ['VP of Design'], director: ['Design Director', 'Director of Product Design', 'Creative Director'],
    manager: ['Design Manager'], senior: ['Senior Product Designer', 'Senior UX Designer'],
    staff: ['Product Designer', 'UX Designer', 'Graphic Designer'], junior: ['Junior Designer'], entry: ['Design Associate'] } },
  'Customer Service': { area: 'Customer Success', titles: {
    cxo: ['Chief Customer Officer'], vp: ['VP of Customer Success', 'VP of Customer Experience'],
    director: ['Director of Customer Support', 'Director of Customer Success'], manager: ['Customer Success Manager', 'Support Manager'],
    senior: ['Senior Customer Success Manager'], staff: ['Customer Support Specialist', 'Client Services Specialist'],
    junior: ['Customer Support Associate'], entry: ['Customer Service Representative'] } },
  Education: { area: 'Learning', titles: {
    cxo: ['Chief Learning Officer'], vp: ['VP of Learning and Development'], director: ['Director of Education Programs', 'Dean of Academic Affairs'],
    manager: ['Training Manager', 'Program Manager, Education'], senior: ['Senior Instructional Designer'],
    staff: ['Instructional Designer', 'Corporate Trainer', 'Curriculum Developer'], entry: ['Teaching Assistant'] } },
  IT: { area: 'Engineering', titles: {
    cxo: ['Chief Technology Officer', 'Chief Information Officer', 'Chief Information Security Officer', 'Chief Data Officer'],
    vp: ['VP of Engineering', 'VP of IT', 'VP of Infrastructure'], director: ['Director of Engineering', 'IT Director', 'Head of Data'],
    manager: ['Engineering Manager', 'IT Manager', 'Security Operations Manager'], senior: ['Senior Software Engineer', 'Senior Data Engineer'],
    staff: ['Software Engineer', 'Systems Administrator', 'Data Engineer', 'DevOps Engineer'], junior: ['Junior Developer'],
    entry: ['IT Support Technician'] } },
  Finance: { area: 'Finance', titles: {
    cxo: ['Chief Financial Officer'], vp: ['VP of Finance', 'Treasurer'], director: ['Finance Director', 'Corporate Controller', 'Director of FP&A'],
    manager: ['Finance Manager', 'Accounting Manager'], senior: ['Senior Financial Analyst', 'Senior Accountant'],
    staff: ['Financial Analyst', 'Accountant'], junior: ['Junior Accountant'], entry: ['Accounts Payable Clerk'],
    partner: ['Partner'] } },
  'General Management': { area: 'Management', titles: {
    cxo: ['Chief Executive Officer', 'Chief Operating Officer', 'President', 'President and CEO'],
    vp: ['Executive Vice President', 'SVP, Strategy', 'Senior Vice President'], director: ['Managing Director', 'General Manager'],
    manager: ['Business Unit Manager', 'Country Manager'], senior: ['Senior Program Manager'], staff: ['Program Manager', 'Chief of Staff'],
    owner: ['Founder and CEO', 'Co-Founder', 'Owner', 'Founder'], board: ['Chairman of the Board', 'Board Member', 'Independent Director'],
    partner: ['Managing Partner', 'Partner'] } },
  Health: { area: 'Clinical', titles: {
    cxo: ['Chief Medical Officer', 'Chief Nursing Officer'], vp: ['VP of Clinical Operations'], director: ['Medical Director', 'Director of Nursing'],
    manager: ['Clinical Manager', 'Nurse Manager'], senior: ['Senior Clinical Specialist'],
    staff: ['Registered Nurse', 'Physician Assistant', 'Clinical Specialist'], entry: ['Medical Assistant'] } },
  'Human Resources': { area: 'People', titles: {
    cxo: ['Chief People Officer', 'Chief Human Resources Officer'], vp: ['VP of People', 'VP of Human Resources'],
    director: ['HR Director', 'Director of Talent Acquisition'], manager: ['HR Manager', 'Talent Acquisition Manager'],
    senior: ['Senior Recruiter', 'Senior HR Business Partner'], staff: ['HR Generalist', 'Recruiter'], junior: ['HR Assistant'],
    entry: ['Recruiting Coordinator'] } },
  Legal: { area: 'Legal', titles: {
    cxo: ['Chief Legal Officer', 'General Counsel'], vp: ['VP, Legal', 'Deputy General Counsel'], director: ['Director of Legal Affairs'],
    manager: ['Legal Operations Manager', 'Compliance Manager'], senior: ['Senior Counsel'], staff: ['Corporate Counsel', 'Paralegal'],
    partner: ['Partner'] } },
  Marketing: { area: 'Marketing', titles: {
    cxo: ['Chief Marketing Officer'], vp: ['VP of Marketing', 'VP of Growth'], director: ['Director of Marketing', 'Head of Growth', 'Director of Product Marketing'],
    manager: ['Marketing Manager', 'Content Marketing Manager', 'Brand Manager'], senior: ['Senior Marketing Manager'],
    staff: ['Marketing Specialist', 'Digital Marketing Specialist'], junior: ['Marketing Coordinator'], entry: ['Marketing Assistant'] } },
  Media: { area: 'Content', titles: {
    cxo: ['Chief Content Officer'], vp: ['VP of Content'], director: ['Editorial Director', 'Creative Director'],
    manager: ['Content Manager', 'Managing Editor'], senior: ['Senior Editor'], staff: ['Editor', 'Producer', 'Video Producer'],
    junior: ['Editorial Assistant'] } },
  Operations: { area: 'Operations', titles: {
    cxo: ['Chief Operating Officer', 'Chief Supply Chain Officer'], vp: ['VP of Operations', 'VP of Supply Chain'],
    director: ['Director of Operations', 'Director of Manufacturing'], manager: ['Operations Manager', 'Plant Manager', 'Logistics Manager'],
    senior: ['Senior Operations Analyst'], staff: ['Operations Analyst', 'Supply Chain Analyst', 'Buyer'], entry: ['Operations Associate'] } },
  'Public Relations': { area: 'Communications', titles: {
    cxo: ['Chief Communications Officer'], vp: ['VP of Communications', 'VP of Corporate Affairs'],
    director: ['Director of Public Relations', 'Head of Communications'], manager: ['PR Manager', 'Communications Manager'],
    senior: ['Senior Communications Specialist'], staff: ['Communications Specialist', 'Media Relations Specialist'] } },
  'Real Estate': { area: 'Real Estate', titles: {
    vp: ['VP of Real Estate', 'VP of Workplace'], director: ['Director of Real Estate', 'Director of Facilities'],
    manager: ['Facilities Manager', 'Property Manager'], senior: ['Senior Property Manager'], staff: ['Real Estate Analyst', 'Leasing Agent'],
    partner: ['Partner'] } },
  Sales: { area: 'Sales', titles: {
    cxo: ['Chief Revenue Officer', 'Chief Sales Officer', 'Chief Commercial Officer'],
    vp: ['VP of Sales', 'Vice President of Sales', 'VP of Business Development'],
    director: ['Director of Sales', 'Sales Director', 'Director of Business Development'],
    manager: ['Sales Manager', 'Regional Sales Manager', 'Account Manager'], senior: ['Senior Account Executive', 'Enterprise Account Executive'],
    staff: ['Account Executive'], junior: ['Sales Development Representative'], entry: ['Business Development Representative'] } },
  Trades: { area: 'Field Operations', titles: {
    vp: ['VP of Field Operations'], director: ['Director of Field Services'], manager: ['Site Manager', 'Construction Manager', 'Maintenance Manager'],
    senior: ['Master Electrician', 'Senior Field Technician'], staff: ['Electrician', 'Field Technician', 'Machinist'],
    training: ['Apprentice Electrician', 'Apprentice Technician'], entry: ['Technician'] } },
  Other: { area: 'Strategy', titles: {
    cxo: ['Chief Sustainability Officer', 'Chief Strategy Officer'], vp: ['VP of Strategy', 'VP of Sustainability'],
    director: ['Director of Strategy', 'Director of Sustainability'], manager: ['Project Manager'], senior: ['Senior Analyst'],
    staff: ['Analyst', 'Specialist'] } },
};

const jobFunctionValues = new Set<string>(JOB_FUNCTIONS.map((f) => f.value));
const seniorityValues = new Set<string>(SENIORITY_LEVELS.map((s) => s.value));
for (const fn of Object.keys(TITLES)) if (!jobFunctionValues.has(fn)) throw new Error(`unknown job function ${fn}`);
for (const [level] of SENIORITY_WEIGHTS) if (!seniorityValues.has(level)) throw new Error(`unknown seniority ${level}`);

/** A job title that reads right for this job function at this seniority. */
export function jobTitle(rng: Rng, fn: JobFunction, level: SeniorityLevel): string {
  const { area, titles } = TITLES[fn];
  const own = titles[level];
  if (own) return rng.pick(own);
  switch (level) {
    case 'cxo':
      return rng.pick(['Chief Operating Officer', 'President']);
    case 'vp':
      return `VP of ${area}`;
    case 'director':
      return `Director of ${area}`;
    case 'manager':
      return `${area} Manager`;
    case 'senior':
      return `Senior ${area} Specialist`;
    case 'staff':
      return `${area} Specialist`;
    case 'junior':
      return `Junior ${area} Specialist`;
    case 'entry':
      return `${area} Associate`;
    case 'owner':
      return rng.pick(['Owner', 'Founder', 'Co-Founder']);
    case 'partner':
      return 'Partner';
    case 'board':
      return 'Board Member';
    case 'training':
      return `${area} Trainee`;
    case 'student':
      return `${area} Intern`;
    case 'unpaid':
      return `${area} Volunteer`;
    case 'retired':
      return `Retired ${area} Executive`;
  }
}

/** Functions that only some industries have many of; elsewhere they are redrawn once. */
const SPECIALTIES: Partial<Record<JobFunction, readonly TopLevelIndustryValue[]>> = {
  Health: ['hospitals and health care'],
  Education: ['education'],
  Trades: ['construction', 'manufacturing', 'utilities', 'oil, gas, and mining'],
  'Real Estate': ['real estate and equipment rental services', 'construction'],
  Media: ['technology, information and media', 'entertainment providers'],
};

/** A job function that fits the seniority and, mostly, the industry. */
export function pickJobFunction(rng: Rng, level: SeniorityLevel, top: TopLevelIndustryValue): JobFunction {
  // Board members and owners are general management; partners sit in a few functions.
  if (level === 'board' || level === 'owner') return 'General Management';
  if (level === 'partner')
    return rng.pick(['General Management', 'Consulting', 'Legal', 'Finance', 'Real Estate'] as const);
  let fn = rng.pickWeighted(JOB_FUNCTION_TABLE);
  if (SPECIALTIES[fn] && !SPECIALTIES[fn]?.includes(top)) fn = rng.pickWeighted(JOB_FUNCTION_TABLE);
  return fn;
}

// ---------------------------------------------------------------------------------------------
// People's names

interface NamePool {
  readonly first: readonly string[];
  readonly last: readonly string[];
}

const FAKER_BY_LOCALE: Record<NameLocale, string> = {
  en_US: 'en_US',
  en_GB: 'en_GB',
  en_CA: 'en_CA',
  fr_CA: 'fr_CA',
  de: 'de',
  de_AT: 'de_AT',
  de_CH: 'de_CH',
  fr: 'fr',
  en_IN: 'en_IN',
  en_AU: 'en_AU',
  nl: 'nl',
  nl_BE: 'nl_BE',
  es: 'es',
  es_MX: 'es_MX',
  it: 'it',
  sv: 'sv',
  en_IE: 'en_IE',
  pt_BR: 'pt_BR',
  pl: 'pl',
  da: 'da',
  nb_NO: 'nb_NO',
  fi: 'fi',
  en_ZA: 'en_ZA',
  af_ZA: 'af_ZA',
};

const pools = new Map<NameLocale, NamePool>();

function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (value && typeof value === 'object') {
    // faker keeps first names as { generic?, female?, male? } and some last names the same way.
    const all = Object.values(value as Record<string, unknown>).flatMap((list) => listOf(list));
    return [...new Set(all)];
  }
  return [];
}

/** Plain single-word names only: no patterns, initials or multi-part names that make odd e-mail addresses. */
const usable = (name: string) => /^\p{Lu}[\p{Ll}'-]+$/u.test(name);

export function namePool(locale: NameLocale): NamePool {
  let pool = pools.get(locale);
  if (!pool) {
    const faker = (allFakers as Record<string, Faker>)[FAKER_BY_LOCALE[locale]];
    const person = faker.definitions.person as { first_name?: unknown; last_name?: unknown } | undefined;
    const first = listOf(person?.first_name).filter(usable).sort();
    const last = listOf(person?.last_name).filter(usable).sort();
    if (first.length < 20 || last.length < 20) throw new Error(`faker locale ${locale} has too few names`);
    pool = { first, last };
    pools.set(locale, pool);
  }
  return pool;
}

/** Lower-case ASCII letters only, for e-mail local parts and URL slugs. */
export function asciiSlug(text: string): string {
  let slug = slugs.get(text);
  if (slug === undefined) {
    slug = slugify(text);
    // The inputs are a bounded vocabulary (brands, cities, names), so the memo stays small.
    if (slugs.size < 200_000) slugs.set(text, slug);
  }
  return slug;
}
const slugs = new Map<string, string>();

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ł/g, 'l')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
