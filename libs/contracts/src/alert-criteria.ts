// The alert search's criteria (spec §3, Search criteria): the trigger-event flags and values, and the page.
import { z } from 'zod';
import {
  countrySchema,
  criterionFlag as flag,
  criterionListSchema as listSchema,
  zipCodesSchema,
  exactMatchFlag,
  boundSearchWork,
  arrivalWindowShape,
  paginationShape,
  sortShape,
} from './search-criteria';

export const HIRE_TYPES = ['new_hire', 'promotion', 'departure'] as const;

/** The alert table's sortable columns; results are newest first unless the user sorts otherwise. */
export const ALERT_SORT_FIELDS = ['datePublished', 'type', 'companyName', 'title'] as const;
export type AlertSortField = (typeof ALERT_SORT_FIELDS)[number];

export const alertCriteriaFlagsShape = {
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

export const alertCriteriaValuesShape = {
  eventTypes: listSchema,
  country: countrySchema,
  states: listSchema,
  cities: listSchema,
  zipCodes: zipCodesSchema,
  companyNames: listSchema,
  /** Exact Match of the company-name criterion (filter criterion default: true). */
  companyNamesExactMatch: exactMatchFlag(),
  companyEmployeeSizes: listSchema,
  companyRevenues: listSchema,
  companyTypes: listSchema,
  companyIndustries: listSchema,
  titles: listSchema,
  companyURLs: listSchema,
  companyURLsExactMatch: exactMatchFlag(),
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

/** The alert criteria's fields, before the bounds on their work (for request bodies that extend them). */
export const alertCriteriaObject = z.strictObject({
  ...alertCriteriaFlagsShape,
  ...alertCriteriaValuesShape,
  ...arrivalWindowShape,
  ...paginationShape,
  ...sortShape(ALERT_SORT_FIELDS, 'datePublished', 'desc'),
});

/** The most work one alert search may ask for: partial company names and websites, and keywords. */
export const boundAlertSearchWork = boundSearchWork({
  substring: [
    ['companyNames', 'companyNamesExactMatch'],
    ['companyURLs', 'companyURLsExactMatch'],
  ],
  keywords: ['titles'],
});

/** The criteria alone (what a saved alert search stores). */
export const alertSearchCriteriaSchema = alertCriteriaObject.superRefine(boundAlertSearchWork);
export type AlertSearchCriteria = z.infer<typeof alertSearchCriteriaSchema>;
export type AlertSearchCriteriaInput = z.input<typeof alertSearchCriteriaSchema>;

/** Criteria with every default applied: what "Clear Alerts" resets to. */
export function defaultAlertSearchCriteria(): AlertSearchCriteria {
  return alertSearchCriteriaSchema.parse({});
}
