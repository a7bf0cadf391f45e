// The registered-companies search's criteria (docs/companies.md): one flag per criterion and its value,
// every field defaulted so `{page, pageSize}` alone is a valid search. The filters without page and sort
// (companyFiltersShape) are also what the prospects search applies to a prospect's company.
import { z } from 'zod';
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

/** The companies table's sortable columns; A–Z by name unless the user sorts otherwise. */
export const COMPANY_SORT_FIELDS = ['name', 'employeeSize', 'incorporationDate', 'dateAdded'] as const;
export type CompanySortField = (typeof COMPANY_SORT_FIELDS)[number];

export const companyFiltersShape = {
  isCompanyNamesSelected: flag(),
  companyNames: listSchema,
  companyNamesExactMatch: exactMatchFlag(),
  isCompanyURLsSelected: flag(),
  companyURLs: listSchema,
  companyURLsExactMatch: exactMatchFlag(),
  /** Words over the names and the description (word prefix, case- and accent-insensitive). */
  isKeywordsSelected: flag(),
  keywords: listSchema,
  /** Industry values; a top-level industry selects every industry under it. */
  isCompanyIndustriesSelected: flag(),
  companyIndustries: listSchema,
  isCompanyTypesSelected: flag(),
  companyTypes: listSchema,
  isCompanyEmployeesSelected: flag(),
  companyEmployeeSizes: listSchema,
  isCompanyRevenuesSelected: flag(),
  companyRevenues: listSchema,
  isCompanyTechnologiesSelected: flag(),
  companyTechnologies: listSchema,
  isRelationshipsSelected: flag(),
  relationships: listSchema,
  /** Source kind (internal, external); the spec's criteria carry the list as `sources`. */
  isSourcesSelected: flag(),
  sources: listSchema,
  isDomainTypesSelected: flag(),
  domainTypes: listSchema,
  isFundingRoundSelected: flag(),
  fundingRounds: listSchema,
  isInvestorsSelected: flag(),
  fundingInvestors: listSchema,
  ...locationCriteriaShape,
  /** Incorporation within the spec's second date-range list. */
  isRegisteredDateRangeSelected: flag(),
  registeredDateRangeOption: dateRangeOptionSchema,
  isCompanyStatusesSelected: flag(),
  companyStatuses: listSchema,
  ...listCriterionShape,
};

/** The most work one company filter set may ask for: partial names and websites, and keywords. */
export const boundCompanyFilterWork = boundSearchWork({
  substring: [
    ['companyNames', 'companyNamesExactMatch'],
    ['companyURLs', 'companyURLsExactMatch'],
  ],
  keywords: ['keywords'],
});

/** The company filters alone (what a prospect search applies to the prospect's company). */
export const companyFiltersSchema = z.strictObject(companyFiltersShape).superRefine(boundCompanyFilterWork);
export type CompanyFilters = z.infer<typeof companyFiltersSchema>;

/** The fields of a company search, before the bounds on their work (for request bodies that extend them). */
export const companyCriteriaObject = searchCriteriaObject(companyFiltersShape, COMPANY_SORT_FIELDS);

/** The criteria of a registered-companies search (what a saved company search stores). */
export const companySearchCriteriaSchema = companyCriteriaObject.superRefine(boundCompanyFilterWork);
export type CompanySearchCriteria = z.infer<typeof companySearchCriteriaSchema>;
export type CompanySearchCriteriaInput = z.input<typeof companySearchCriteriaSchema>;

/** Criteria with every default applied: what Clear resets the companies screen to. */
export function defaultCompanySearchCriteria(): CompanySearchCriteria {
  return companySearchCriteriaSchema.parse({});
}
