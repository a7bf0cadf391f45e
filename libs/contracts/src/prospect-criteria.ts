// The prospects search's criteria (docs/prospects.md): the person (keywords, job titles, function,
// seniority), their contact data (e-mail and phone, with types), their own location and when they were
// added, and every company criterion of the registered-companies search applied to their company (`company`).
// Every field is defaulted, so `{page, pageSize}` alone is a valid search.
import { z } from 'zod';
import { companyFiltersSchema } from './company-criteria';
import { listCriterionShape } from './lists';
import {
  boundSearchWork,
  criterionFlag as flag,
  criterionListSchema as listSchema,
  dateRangeOptionSchema,
  exactMatchFlag,
  locationCriteriaShape,
  searchCriteriaObject,
} from './search-criteria';

/** The prospects table's sortable columns; A–Z by name unless the user sorts otherwise. */
export const PROSPECT_SORT_FIELDS = ['name', 'seniority', 'company', 'dateAdded'] as const;
export type ProspectSortField = (typeof PROSPECT_SORT_FIELDS)[number];

/** What a prospect's e-mail is, as stored (the filter's options 2–4). */
export const PROSPECT_EMAIL_TYPES = ['professional', 'personal', 'role_based'] as const;
export type ProspectEmailType = (typeof PROSPECT_EMAIL_TYPES)[number];
export const PROSPECT_EMAIL_STATUSES = ['verified', 'unverified'] as const;

export const prospectFiltersShape = {
  /** Words over the name and the job title (word prefix, case- and accent-insensitive). */
  isKeywordsSelected: flag(),
  keywords: listSchema,
  isJobTitlesSelected: flag(),
  jobTitles: listSchema,
  jobTitlesExactMatch: exactMatchFlag(),
  isContactJobFunctionSelected: flag(),
  contactJobFunctions: listSchema,
  /** Seniority levels (the alerts' "job level"). */
  isContactJobLevelSelected: flag(),
  contactJobLevels: listSchema,
  isContactEmailRequiredSelected: flag(),
  /** 1 Any Email, 2 Professional, 3 Personal, 4 Role-Based (spec §3, Email type filter). */
  isEmailTypeSelected: flag(),
  emailTypeOption: z.number().int().min(1).max(4).default(1),
  isPhoneRequiredSelected: flag(),
  /** Phone types of spec §3; any_phone means any phone at all. */
  isPhoneTypesSelected: flag(),
  phoneTypes: listSchema,
  ...locationCriteriaShape,
  /** Added within the spec's second date-range list. */
  isDateAddedRangeSelected: flag(),
  dateAddedRangeOption: dateRangeOptionSchema,
  ...listCriterionShape,
  /** The company criteria, all off unless given: applied to the prospect's company. */
  company: companyFiltersSchema.default(() => companyFiltersSchema.parse({})),
};

/** The most work one prospect search may ask for: partial job titles and keywords (and its company's). */
export const boundProspectSearchWork = boundSearchWork({
  substring: [['jobTitles', 'jobTitlesExactMatch']],
  keywords: ['keywords'],
});

/** The fields of a prospect search, before the bounds on their work (for request bodies that extend them). */
export const prospectCriteriaObject = searchCriteriaObject(prospectFiltersShape, PROSPECT_SORT_FIELDS);

/** The criteria of a prospects search (what a saved prospect search stores). */
export const prospectSearchCriteriaSchema = prospectCriteriaObject.superRefine(boundProspectSearchWork);
export type ProspectSearchCriteria = z.infer<typeof prospectSearchCriteriaSchema>;
export type ProspectSearchCriteriaInput = z.input<typeof prospectSearchCriteriaSchema>;

export function defaultProspectSearchCriteria(): ProspectSearchCriteria {
  return prospectSearchCriteriaSchema.parse({});
}
