// The three record kinds a provider feed carries (docs/ingest.md): their zod schemas, which also
// normalise what feeds send in many spellings (option labels or values, country names or codes,
// web addresses for domains, lists as arrays or "a;b" text) into what the database stores.
import { HIRE_TYPES } from '@leadsignal/contracts';
import {
  COMPANY_RELATIONSHIPS,
  COMPANY_SIZES,
  COMPANY_STATUSES,
  COMPANY_TYPES,
  COUNTRIES,
  EVENT_TYPES,
  FUNDING_STAGES,
  INDUSTRIES,
  JOB_FUNCTIONS,
  PHONE_TYPES,
  REVENUE_BANDS,
  SENIORITY_LEVELS,
  SOURCE_KINDS,
  TECHNOLOGIES,
  findOption,
  findSubdivision,
  type Option,
} from '@leadsignal/reference-data';
import { z } from 'zod';
import { normaliseDomain } from '@leadsignal/search';

export const INGEST_KINDS = ['event', 'company', 'contact'] as const;
export type IngestKind = (typeof INGEST_KINDS)[number];

/** `--kind events` and a `kind` field of "Company" both name a kind. */
export function parseIngestKind(input: unknown): IngestKind | undefined {
  if (typeof input !== 'string') return undefined;
  const text = input.trim().toLowerCase();
  const singular = text === 'companies' ? 'company' : text.replace(/s$/, '');
  return (INGEST_KINDS as readonly string[]).includes(singular) ? (singular as IngestKind) : undefined;
}

/** CSV cells and JSON alike: blank text and null mean "not given". */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const text = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
const requiredText = (label: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} is required.` })
      .trim()
      .min(1, `${label} is required.`)
      .max(max, `${label} is too long (at most ${max} characters).`),
  );

const webUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `${label} must be an http or https address.`);
const optionalUrl = (label: string) => z.preprocess(blankToUndefined, webUrl(label).optional());

/** A company reference: "https://www.Acme.com/about" → "acme.com". */
const domain = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `${label} is required.` })
      .transform(normaliseDomain)
      .refine((value) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(value), `${label} must be a domain such as acme.com.`),
  );

/** A value of a reference list, given by value or label (any case); answers the stored value. */
function option(label: string, list: readonly Option[]) {
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        const found = findOption(list, value);
        if (!found) {
          ctx.addIssue({ code: 'custom', message: `Unknown ${label} '${value}'.` });
          return z.NEVER;
        }
        return found.value;
      }),
  );
}

/** A list as a JSON array or as "a;b;c" text (CSV cells): the text is split, trimmed, empties dropped. */
function semicolonList(value: unknown): unknown {
  const blank = blankToUndefined(value);
  return typeof blank === 'string'
    ? blank
        .split(';')
        .map((item) => item.trim())
        .filter(Boolean)
    : blank;
}

/** A list of options, each found in `list` by any spelling of its value or label. */
function optionList(label: string, list: readonly Option[]) {
  return z.preprocess(
    semicolonList,
    z
      .array(z.string())
      .max(50)
      .optional()
      .transform((values, ctx) => {
        if (values === undefined) return undefined;
        const out: string[] = [];
        for (const value of values) {
          const found = findOption(list, value);
          if (!found) {
            ctx.addIssue({ code: 'custom', message: `Unknown ${label} '${value}'.` });
            return z.NEVER;
          }
          if (!out.includes(found.value)) out.push(found.value);
        }
        return out;
      }),
  );
}

/** A technology by any case of its TECHNOLOGIES spelling; names not listed are kept as given. */
const technologies = z.preprocess(
  semicolonList,
  z
    .array(z.string().trim().min(1).max(100))
    .max(100)
    .optional()
    .transform((values) => {
      if (values === undefined) return undefined;
      const out: string[] = [];
      for (const value of values) {
        const name = findOption(TECHNOLOGIES, value)?.value ?? value;
        if (!out.includes(name)) out.push(name);
      }
      return out;
    }),
);

const freeList = z.preprocess(semicolonList, z.array(z.string().trim().min(1).max(200)).max(50).optional());

/** A country by ISO code or English name; stored as code plus lower-cased name (the criteria's form). */
const country = z.preprocess(
  blankToUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      const found = findOption(COUNTRIES, value);
      if (!found) {
        ctx.addIssue({ code: 'custom', message: `Unknown country '${value}'.` });
        return z.NEVER;
      }
      return { code: found.value, name: found.label.toLowerCase() };
    }),
);

/** A calendar date (YYYY-MM-DD) from 1800 up to today. */
const pastDate = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .optional()
      .refine(
        (value) =>
          value === undefined ||
          (/^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)),
        `${label} must be a date such as 2015-03-31.`,
      )
      .refine(
        (value) => value === undefined || (value >= '1800-01-01' && value <= new Date().toISOString().slice(0, 10)),
        `${label} must be between 1800-01-01 and today.`,
      ),
  );

/**
 * A jurisdiction: a country (code or name) and optionally a subdivision of it (ISO 3166-2 code such as
 * US-DE, its local code DE, or its name), stored as codes. A full subdivision code alone names both.
 */
export interface Jurisdiction {
  country: string;
  subdivision: string | null;
}

const email = z.preprocess(
  blankToUndefined,
  z
    .email({ error: 'must be an e-mail address.' })
    .max(320)
    .transform((value) => value.toLowerCase())
    .optional(),
);

const publishedDate = z.preprocess(
  blankToUndefined,
  z
    .string({ error: 'datePublished is required.' })
    .trim()
    .refine((value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)), {
      message: 'datePublished must be an ISO 8601 date such as 2025-06-30 or 2025-06-30T14:05:00Z.',
    })
    .transform((value) => new Date(value))
    .refine((date) => date.getUTCFullYear() >= 1900 && date.getUTCFullYear() <= 2100, {
      message: 'datePublished must be between 1900 and 2100.',
    }),
);

/** Fields every record may carry: the kind (when not given with --kind). */
const recordBase = { kind: z.unknown().optional() };

export const companyRecordSchema = z
  .strictObject({
    ...recordBase,
    domain: domain('domain'),
    name: requiredText('name', 300),
    legalName: text(300),
    tradingName: text(300),
    website: optionalUrl('website'),
    logoUrl: optionalUrl('logoUrl'),
    industry: option('industry', INDUSTRIES),
    companyType: option('company type', COMPANY_TYPES),
    employeeSize: option('employee size', COMPANY_SIZES),
    revenueBand: option('revenue band', REVENUE_BANDS),
    investors: freeList,
    fundingRounds: optionList('funding round', FUNDING_STAGES),
    country,
    state: text(200),
    city: text(200),
    zipCode: text(20),
    registrationNumber: text(100),
    jurisdictionCountry: country,
    jurisdictionSubdivision: text(200),
    incorporationDate: pastDate('incorporationDate'),
    status: option('company status', COMPANY_STATUSES),
    relationship: option('relationship', COMPANY_RELATIONSHIPS),
    /** The group's parent, by domain; it must be known (earlier in the feed or stored). */
    parentDomain: z.preprocess(blankToUndefined, domain('parentDomain').optional()),
    sourceKind: option('source kind', SOURCE_KINDS),
    technologies,
    description: text(5000),
    phone: text(50),
    address: text(500),
  })
  .transform((company, ctx) => {
    const { jurisdictionCountry, jurisdictionSubdivision, ...rest } = company;
    let jurisdiction: Jurisdiction | undefined;
    if (jurisdictionSubdivision !== undefined) {
      const prefix = /^([A-Za-z]{2})-[A-Za-z0-9]{1,3}$/.exec(jurisdictionSubdivision)?.[1]?.toUpperCase();
      const code = jurisdictionCountry?.code ?? prefix ?? rest.country?.code;
      const found = code ? findSubdivision(code, jurisdictionSubdivision) : undefined;
      if (!code) {
        ctx.addIssue({
          code: 'custom',
          message: `jurisdictionSubdivision '${jurisdictionSubdivision}' needs a jurisdictionCountry (or a full code such as US-DE).`,
        });
        return z.NEVER;
      }
      if (!found) {
        ctx.addIssue({ code: 'custom', message: `Unknown subdivision '${jurisdictionSubdivision}' of ${code}.` });
        return z.NEVER;
      }
      jurisdiction = { country: code, subdivision: found.value };
    } else if (jurisdictionCountry) jurisdiction = { country: jurisdictionCountry.code, subdivision: null };
    if (rest.parentDomain !== undefined && rest.parentDomain === rest.domain) {
      ctx.addIssue({ code: 'custom', message: `A company can't be its own parent (parentDomain '${rest.domain}').` });
      return z.NEVER;
    }
    if (rest.parentDomain !== undefined && rest.relationship === 'Parent') {
      ctx.addIssue({
        code: 'custom',
        message: 'relationship Parent heads a group and has no parentDomain (use Subsidiary or Affiliate).',
      });
      return z.NEVER;
    }
    return { ...rest, jurisdiction };
  });
export type CompanyRecord = z.output<typeof companyRecordSchema>;

/** The kinds of e-mail address a prospect has (the prospects search's e-mail type filter). */
export const EMAIL_KINDS = [
  { value: 'professional', label: 'Professional' },
  { value: 'personal', label: 'Personal' },
  { value: 'role_based', label: 'Role-Based' },
] as const satisfies readonly Option[];
const EMAIL_STATUSES = [
  { value: 'verified', label: 'Verified' },
  { value: 'unverified', label: 'Unverified' },
] as const satisfies readonly Option[];
/** A stored phone type: the spec's list without the filter-only "any phone". */
const STORED_PHONE_TYPES: readonly Option[] = PHONE_TYPES.filter((t) => t.value !== 'any_phone');

const ROLE_MAILBOXES = new Set(
  'info sales contact hello support office admin press team jobs careers marketing billing'.split(' '),
);
const WEBMAIL = new Set(
  'gmail.com yahoo.com outlook.com hotmail.com icloud.com aol.com proton.me protonmail.com gmx.de web.de yahoo.co.uk live.com'.split(
    ' ',
  ),
);

/** What kind of address this is, as the prospects migration typed stored ones. */
export function emailKindOf(address: string): (typeof EMAIL_KINDS)[number]['value'] {
  const [local, host] = address.toLowerCase().split('@');
  if (ROLE_MAILBOXES.has(local)) return 'role_based';
  if (WEBMAIL.has(host)) return 'personal';
  return 'professional';
}

export const contactRecordSchema = z
  .strictObject({
    ...recordBase,
    email,
    firstName: requiredText('firstName', 100),
    lastName: requiredText('lastName', 100),
    companyDomain: z.preprocess(blankToUndefined, domain('companyDomain').optional()),
    phone: text(50),
    jobTitle: text(300),
    jobFunction: option('job function', JOB_FUNCTIONS),
    seniority: option('seniority', SENIORITY_LEVELS),
    department: text(200),
    emailType: option('email type', EMAIL_KINDS),
    emailStatus: option('email status', EMAIL_STATUSES),
    phoneType: option('phone type', STORED_PHONE_TYPES),
    /** Where the person is; a new contact without one is placed at their company. */
    country,
    state: text(200),
    city: text(200),
    zipCode: text(20),
    profileUrl: optionalUrl('profileUrl'),
  })
  .refine((contact) => contact.email !== undefined || contact.companyDomain !== undefined, {
    message: 'A contact needs an email, or a companyDomain with its names, to be identified.',
  });
export type ContactRecord = z.output<typeof contactRecordSchema>;

export const eventRecordSchema = z.strictObject({
  ...recordBase,
  url: z.preprocess(blankToUndefined, z.string({ error: 'url is required.' }).pipe(webUrl('url'))),
  title: requiredText('title', 500),
  type: z.preprocess(
    blankToUndefined,
    z.string({ error: 'type is required.' }).transform((value, ctx) => {
      const found = findOption(EVENT_TYPES, value);
      if (!found) {
        ctx.addIssue({ code: 'custom', message: `Unknown event type '${value}'.` });
        return z.NEVER;
      }
      return found.value;
    }),
  ),
  datePublished: publishedDate,
  summary: text(10_000),
  quote: text(5_000),
  personQuotedName: text(200),
  hireType: z.preprocess(blankToUndefined, z.enum(HIRE_TYPES).optional()),
  /** The company the event is about, by domain; created from companyName when not known yet. */
  companyDomain: domain('companyDomain'),
  companyName: text(300),
  /** The contact named in the event: by e-mail, else by name at the company; created when not known. */
  contactEmail: email,
  contactFirstName: text(100),
  contactLastName: text(100),
  contactJobTitle: text(300),
  contactJobFunction: option('job function', JOB_FUNCTIONS),
  contactSeniority: option('seniority', SENIORITY_LEVELS),
  contactNameSourceUrl: optionalUrl('contactNameSourceUrl'),
});
export type EventRecord = z.output<typeof eventRecordSchema>;

export type IngestRecord =
  | { kind: 'event'; record: EventRecord }
  | { kind: 'company'; record: CompanyRecord }
  | { kind: 'contact'; record: ContactRecord };

const SCHEMAS = { event: eventRecordSchema, company: companyRecordSchema, contact: contactRecordSchema } as const;

/** Validates one parsed line; answers the record or every problem in one sentence. */
export function validateRecord(
  value: unknown,
  forcedKind: IngestKind | undefined,
): { ok: true; value: IngestRecord } | { ok: false; reason: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, reason: 'A line must hold one JSON object.' };
  }
  const given = (value as { kind?: unknown }).kind;
  const kind = forcedKind ?? parseIngestKind(given);
  if (!kind) {
    return {
      ok: false,
      reason:
        given === undefined || given === ''
          ? 'kind is required (event, company or contact), as a field or with --kind.'
          : `Unknown kind '${String(given)}' (expected event, company or contact).`,
    };
  }
  if (forcedKind && given !== undefined && given !== '' && parseIngestKind(given) !== forcedKind) {
    return { ok: false, reason: `kind '${String(given)}' does not match --kind ${forcedKind}.` };
  }
  const parsed = SCHEMAS[kind].safeParse(value);
  if (!parsed.success) {
    const reason = parsed.error.issues
      .map((issue) => {
        const path = issue.path.join('.');
        if (issue.code === 'unrecognized_keys')
          return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`;
        return issue.message.startsWith(path) || !path ? issue.message : `${path}: ${issue.message}`;
      })
      .join(' ');
    return { ok: false, reason };
  }
  return { ok: true, value: { kind, record: parsed.data } as IngestRecord };
}
