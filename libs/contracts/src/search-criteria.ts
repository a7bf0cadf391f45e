// What every search kind's criteria share (spec §3): one flag per criterion (a criterion applies only when
// its flag is on) and its value, list criteria of bounded size, the page, and the sort. Each kind's own
// schema (alert-criteria.ts …) is built from these, so a search request, a saved search's JSON text and an
// export request are validated the same way everywhere.
import { z } from 'zod';
import { singleLine } from './text';

export const PAGE_SIZES = [10, 20, 50] as const;
/** Most terms one partial-match (substring) criterion may hold: each is an index scan of its own. */
export const MAX_SUBSTRING_TERMS = 20;
/** Most keywords one search may hold. */
export const MAX_KEYWORDS = 50;
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_COUNTRY = 'united states';
export const MAX_PAGE = 10000;
export const MAX_LIST_ITEMS = 1000;

/** A list criterion's values: trimmed, non-empty, at most MAX_LIST_ITEMS of at most 300 characters. */
export const criterionListSchema = z
  .array(singleLine(z.string().trim().min(1).max(300)))
  .max(MAX_LIST_ITEMS)
  .default([]);

/** The longest zip code or postcode a criterion takes (registries' longest are about 10 characters). */
export const MAX_ZIP_CODE_LENGTH = 12;
export const ZIP_CODE_MESSAGE =
  'A zip code or postcode holds letters, digits, spaces and hyphens (e.g. 94105, SW1A 1AA).';

/**
 * The zip codes or postcodes of a location criterion, the one rule of every search (alerts, registered companies,
 * prospects): free text as registries write it — "94105", "94105-1234", "SW1A 1AA", "75008" — letters, digits,
 * inner spaces and hyphens, matched without regard to case.
 */
export const zipCodesSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1)
      .max(MAX_ZIP_CODE_LENGTH)
      .regex(/^[\p{L}\p{N}](?:[\p{L}\p{N} -]*[\p{L}\p{N}])?$/u, ZIP_CODE_MESSAGE),
  )
  .max(MAX_LIST_ITEMS)
  .default([]);

/** A criterion's on/off flag (spec §3, Filter criterion: enabled, default false). */
export const criterionFlag = (value = false) => z.boolean().default(value);

/** A criterion's Exact Match switch (spec §3, Filter criterion: exactMatch, default true). */
export const exactMatchFlag = () => z.boolean().default(true);

/** Country as a lower-cased name (spec §3, default united states). */
export const countrySchema = singleLine(z.string().trim().toLowerCase().max(100)).default(DEFAULT_COUNTRY);

/** Where (spec §3, location criteria): the country and, within it, states, cities and zip codes. */
export const locationCriteriaShape = {
  isCountriesSelected: criterionFlag(),
  country: countrySchema,
  isStatesSelected: criterionFlag(),
  states: criterionListSchema,
  isCititesSelected: criterionFlag(),
  cities: criterionListSchema,
  isZipcodesSelected: criterionFlag(),
  zipCodes: zipCodesSchema,
};

/** An option of the spec's second date-range list: 1 Last Month, 2 Last Quarter, 3 Last Year (0: none). */
export const dateRangeOptionSchema = z.number().int().min(0).max(3).default(0);

/** The first and last day a date in criteria may name: PostgreSQL refuses year 0000, and no data is older or newer. */
export const EARLIEST_CRITERIA_DATE = '1900-01-01';
export const LATEST_CRITERIA_DATE = '2100-12-31';
/** The largest time-zone offset PostgreSQL reads (±15:59); real ones stop at +14:00 and -12:00. */
const MAX_OFFSET_MINUTES = 15 * 60 + 59;

/** The day an ISO-8601 timestamp names, as written (YYYY-MM-DD). */
const dayOf = (timestamp: string) => timestamp.slice(0, 10);

/** Bounds are checked only on a well-formed timestamp, so a malformed one gets one message, not three. */
const isWellFormed = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

/** Minutes of an ISO-8601 timestamp's offset (0 for Z). */
function offsetMinutes(timestamp: string): number {
  const offset = /([+-])(\d\d):(\d\d)$/.exec(timestamp);
  return offset ? Number(offset[2]) * 60 + Number(offset[3]) : 0;
}

/**
 * A timestamp in criteria: strict ISO-8601 with Z or an offset, on a day from EARLIEST_CRITERIA_DATE to
 * LATEST_CRITERIA_DATE (as written) with an offset PostgreSQL accepts — so every one is a 400 or a search, never
 * a database error.
 */
export const criteriaTimestampSchema = z.iso
  .datetime({ offset: true, message: 'Must be an ISO-8601 timestamp, e.g. 2026-11-24T09:30:00Z.' })
  .refine((timestamp) => dayOf(timestamp) >= EARLIEST_CRITERIA_DATE && dayOf(timestamp) <= LATEST_CRITERIA_DATE, {
    message: `Must be a date from ${EARLIEST_CRITERIA_DATE} to ${LATEST_CRITERIA_DATE}.`,
    when: isWellFormed,
  })
  .refine((timestamp) => offsetMinutes(timestamp) <= MAX_OFFSET_MINUTES, {
    message: 'Must have a time-zone offset between -15:59 and +15:59.',
    when: isWellFormed,
  });

/** An instant bounding the arrival window: '' (no bound) or a criteria timestamp. */
export const arrivalInstantSchema = z.union([z.literal(''), criteriaTimestampSchema]).default('');

/**
 * The arrival window every kind shares (docs/saved-searches.md): rows that arrived (ingest stamps them) after
 * arrivedAfter and up to arrivedUntil, either bound optional. A monitored-search notification opens its search
 * with the window of the run that announced it, so the screen shows exactly the announced matches. It is
 * never part of a saved search (withoutArrivalWindow).
 */
export const arrivalWindowShape = {
  isArrivedWindowSelected: criterionFlag(),
  arrivedAfter: arrivalInstantSchema,
  arrivedUntil: arrivalInstantSchema,
};

export interface ArrivalWindow {
  isArrivedWindowSelected: boolean;
  arrivedAfter: string;
  arrivedUntil: string;
}

/** The criteria with the arrival window off: what a saved search stores. */
export function withoutArrivalWindow<C extends object>(criteria: C): C {
  return { ...criteria, isArrivedWindowSelected: false, arrivedAfter: '', arrivedUntil: '' };
}

export const paginationShape = {
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), {
      message: `Page size must be one of ${PAGE_SIZES.join(', ')}.`,
    })
    .default(DEFAULT_PAGE_SIZE),
};

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * The sort of a search's results (spec §4: asc or desc; a sort change resets to page 1, which the client
 * does). `fields` are the kind's sortable columns as the client names them.
 */
export function sortShape<const F extends readonly [string, ...string[]]>(
  fields: F,
  defaultField: F[number],
  defaultDirection: SortDirection,
) {
  return {
    sortBy: z.enum(fields).default(defaultField as never),
    sortDirection: z.enum(SORT_DIRECTIONS).default(defaultDirection),
  };
}

/**
 * The fields of a kind's search, before the bounds on their work (for request bodies that extend them): its
 * filters, the arrival window, the page, and the sort (A–Z by name unless the user sorts otherwise).
 */
export function searchCriteriaObject<S extends z.ZodRawShape, const F extends readonly ['name', ...string[]]>(
  filters: S,
  sortFields: F,
) {
  return z.strictObject({
    ...filters,
    ...arrivalWindowShape,
    ...paginationShape,
    ...sortShape(sortFields, 'name', 'asc'),
  });
}

export interface Paging {
  page: number;
  pageSize: number;
}

/** The list criteria of a kind whose size bounds the work of a search (see boundSearchWork). */
export interface SearchWorkBounds {
  /** [list, its Exact Match switch]: with Exact Match off, each term is a substring scan. */
  substring: readonly (readonly [string, string])[];
  keywords: readonly string[];
}

/**
 * A refinement bounding what one search may ask the database to do: at most MAX_SUBSTRING_TERMS terms in a
 * partial-match criterion (exact lists may hold MAX_LIST_ITEMS, they are one index lookup) and at most
 * MAX_KEYWORDS keywords. Together with the statement time limit, this keeps one user's search from
 * occupying the database for minutes.
 */
export function boundSearchWork(bounds: SearchWorkBounds) {
  return (criteria: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    for (const [list, exactMatch] of bounds.substring) {
      const terms = criteria[list] as readonly string[] | undefined;
      if (criteria[exactMatch] === false && terms && terms.length > MAX_SUBSTRING_TERMS) {
        ctx.addIssue({
          code: 'custom',
          path: [list],
          message: `Partial matching takes at most ${MAX_SUBSTRING_TERMS} terms; turn Exact Match on to search for more.`,
        });
      }
    }
    for (const list of bounds.keywords) {
      const keywords = criteria[list] as readonly string[] | undefined;
      if (keywords && keywords.length > MAX_KEYWORDS) {
        ctx.addIssue({ code: 'custom', path: [list], message: `Search for at most ${MAX_KEYWORDS} keywords at once.` });
      }
    }
  };
}

/** Parses criteria stored as JSON text (a saved search) against a kind's schema; answers the problem instead of throwing. */
export function parseCriteriaJson<S extends z.ZodType>(
  schema: S,
  json: string,
): { ok: true; criteria: z.output<S> } | { ok: false; reason: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, reason: 'The saved search is not valid JSON.' };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      reason: `The saved search no longer matches the filters: ${issue.path.join('.')} ${issue.message}`,
    };
  }
  return { ok: true, criteria: parsed.data };
}

/** A filter criterion as the filter panel holds it (spec §3, Filter criterion). */
export interface FilterCriterion<V = unknown> {
  id: string;
  name: string;
  enabled: boolean;
  exactMatch: boolean;
  value: V;
}
