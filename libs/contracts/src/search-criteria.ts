// Search criteria of spec §3: one flag per criterion (a criterion applies only when its flag is on)
// and its value. The same schema validates a search request, a saved search's JSON text and an
// export request, so a stored search that no longer validates is detected the same way everywhere.
import { z } from 'zod';

export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_COUNTRY = 'united states';
export const MAX_PAGE = 10000;
export const MAX_LIST_ITEMS = 1000;

const listSchema = z.array(z.string().trim().min(1).max(300)).max(MAX_LIST_ITEMS).default([]);
const flag = (value = false) => z.boolean().default(value);

export const HIRE_TYPES = ['new_hire', 'promotion', 'departure'] as const;

export const searchCriteriaFlagsShape = {
  isTriggerEventsTypeSelected: flag(),
  isTitlesSelected: flag(),
  isCountriesSelected: flag(),
  isStatesSelected: flag(),
  isCititesSelected: flag(),
  isZipcodesSelected: flag(),
  isCompanyNamesSelected: flag(),
  isCompanyEmployeesSelected: flag(),
  isCompanyRevenuesSelected: flag(),
  isCompanyTypesSelected: flag(),
  isCompanyIndustriesSelected: flag(),
  isCompanyURLsSelected: flag(),
  isTriggerEventsDateRangeSelected: flag(),
  isContactEmailRequiredSelected: flag(),
  isContactNameRequiredSelected: flag(true),
  isQuotesRequiredSelected: flag(),
  isNewHireTypeSelected: flag(),
  isContactJobFunctionSelected: flag(),
  isContactJobLevelSelected: flag(),
  isInvestorsSelected: flag(),
  isFundingRoundSelected: flag(),
};

export const searchCriteriaValuesShape = {
  eventTypes: listSchema,
  country: z.string().trim().toLowerCase().max(100).default(DEFAULT_COUNTRY),
  states: listSchema,
  cities: listSchema,
  zipCodes: listSchema,
  companyNames: listSchema,
  /** Exact Match of the company-name criterion (filter criterion default: true). */
  companyNamesExactMatch: z.boolean().default(true),
  companyEmployeeSizes: listSchema,
  companyRevenues: listSchema,
  companyTypes: listSchema,
  companyIndustries: listSchema,
  titles: listSchema,
  companyURLs: listSchema,
  companyURLsExactMatch: z.boolean().default(true),
  alertDateRangeOption: z.number().int().min(0).max(4).default(0),
  newHireType: z.union([z.enum(HIRE_TYPES), z.literal('')]).default(''),
  contactJobFunctions: listSchema,
  contactJobLevels: listSchema,
  fundingInvestors: listSchema,
  fundingRounds: listSchema,
  // Sent by the client and unused by the alert search (spec §3).
  sources: listSchema,
  companyTechnologies: listSchema,
  usaStatesSelected: listSchema,
};

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

/** The criteria alone (what a saved search stores). */
export const searchCriteriaSchema = z.strictObject({
  ...searchCriteriaFlagsShape,
  ...searchCriteriaValuesShape,
  ...paginationShape,
});
export type SearchCriteria = z.infer<typeof searchCriteriaSchema>;
export type SearchCriteriaInput = z.input<typeof searchCriteriaSchema>;

/** Criteria with every default applied: what "Clear Alerts" resets to. */
export function defaultSearchCriteria(): SearchCriteria {
  return searchCriteriaSchema.parse({});
}

/** Parses a saved search's JSON text; answers the problem instead of throwing. */
export function parseStoredCriteria(
  json: string,
): { ok: true; criteria: SearchCriteria } | { ok: false; reason: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, reason: 'The saved search is not valid JSON.' };
  }
  const parsed = searchCriteriaSchema.safeParse(raw);
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
