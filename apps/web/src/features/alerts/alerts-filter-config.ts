// The Find Alerts filters (spec §2, §3) as a configuration of the shared filter framework: four groups,
// each criterion mapped to its SearchCriteria flag and value.
import { DEFAULT_COUNTRY, type HIRE_TYPES, type SearchCriteria } from '@leadsignal/contracts';
import {
  ALERT_DATE_RANGES,
  COMPANY_SIZES,
  COMPANY_TYPES,
  COUNTRIES,
  EVENT_TYPES,
  FUNDING_STAGES,
  INDUSTRIES,
  JOB_FUNCTIONS,
  REVENUE_BANDS,
  SENIORITY_LEVELS,
  statesForCountryName,
} from '@leadsignal/reference-data';
import type { FilterConfig, FilterState, SelectOption } from '../../components/filters';

export const HIRE_TYPE_OPTIONS: readonly SelectOption[] = [
  { value: 'new_hire', label: 'New Hire' },
  { value: 'promotion', label: 'Promotion' },
  { value: 'departure', label: 'Departure' },
] satisfies { value: (typeof HIRE_TYPES)[number]; label: string }[];

/** Criteria carry the country as its lower-cased name ("united states"), so that is the option's value. */
export const COUNTRY_OPTIONS: readonly SelectOption[] = COUNTRIES.map((country) => ({
  value: country.label.toLowerCase(),
  label: country.label,
}));

const stateOptionsByCountry = new Map<string, readonly SelectOption[]>();

/** The states of the chosen country, by name (the data holds a row's state by its name). */
export function stateOptionsFor(countryName: string): readonly SelectOption[] {
  let options = stateOptionsByCountry.get(countryName);
  if (!options) {
    options = statesForCountryName(countryName).map((state) => ({ value: state.label, label: state.label }));
    stateOptionsByCountry.set(countryName, options);
  }
  return options;
}

const chosenCountry = (state: FilterState): string => {
  const value = state.country?.value;
  return typeof value === 'string' && value !== '' ? value : DEFAULT_COUNTRY;
};

export const alertsFilterConfig: FilterConfig<SearchCriteria> = {
  id: 'alerts-filter',
  groups: [
    {
      id: 'alert',
      title: 'Alert Requirements',
      criteria: [
        {
          id: 'eventTypes',
          name: 'Alert Types',
          kind: 'multiSelect',
          flag: 'isTriggerEventsTypeSelected',
          field: 'eventTypes',
          options: EVENT_TYPES,
        },
        {
          id: 'titles',
          name: 'Alert Keyword',
          kind: 'tags',
          flag: 'isTitlesSelected',
          field: 'titles',
          placeholder: 'Type a keyword and press Enter',
        },
        {
          id: 'dateRange',
          name: 'Alert Date Range',
          kind: 'singleSelect',
          flag: 'isTriggerEventsDateRangeSelected',
          field: 'alertDateRangeOption',
          options: ALERT_DATE_RANGES,
          emptyValue: 0,
          isClearable: true,
        },
        {
          id: 'emailRequired',
          name: 'Email Required',
          kind: 'checkbox',
          flag: 'isContactEmailRequiredSelected',
          description: 'Only alerts whose contact has an e-mail address.',
        },
        {
          id: 'nameRequired',
          name: 'Name Required',
          kind: 'checkbox',
          flag: 'isContactNameRequiredSelected',
          defaultEnabled: true,
          description: 'Only alerts that name their contact.',
        },
        {
          id: 'quoteRequired',
          name: 'Quote Required',
          kind: 'checkbox',
          flag: 'isQuotesRequiredSelected',
          description: 'Only alerts with a quote.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact Requirements',
      criteria: [
        {
          id: 'jobFunctions',
          name: 'Job Function',
          kind: 'multiSelect',
          flag: 'isContactJobFunctionSelected',
          field: 'contactJobFunctions',
          options: JOB_FUNCTIONS,
        },
        {
          id: 'jobLevels',
          name: 'Job Level',
          kind: 'multiSelect',
          flag: 'isContactJobLevelSelected',
          field: 'contactJobLevels',
          options: SENIORITY_LEVELS,
        },
        {
          id: 'hireType',
          name: 'Hire Type',
          kind: 'singleSelect',
          flag: 'isNewHireTypeSelected',
          field: 'newHireType',
          options: HIRE_TYPE_OPTIONS,
          emptyValue: '',
          isClearable: true,
        },
      ],
    },
    {
      id: 'company',
      title: 'Company Requirements',
      criteria: [
        {
          id: 'companyNames',
          name: 'Company Name',
          kind: 'tags',
          flag: 'isCompanyNamesSelected',
          field: 'companyNames',
          exactMatchField: 'companyNamesExactMatch',
          importCsv: true,
          placeholder: 'Type a company name and press Enter',
        },
        {
          id: 'companyURLs',
          name: 'Company Website',
          kind: 'tags',
          flag: 'isCompanyURLsSelected',
          field: 'companyURLs',
          exactMatchField: 'companyURLsExactMatch',
          importCsv: true,
          placeholder: 'Type a website and press Enter',
        },
        {
          id: 'industries',
          name: 'Industry',
          kind: 'multiSelect',
          flag: 'isCompanyIndustriesSelected',
          field: 'companyIndustries',
          options: INDUSTRIES,
        },
        {
          id: 'companyTypes',
          name: 'Company Type',
          kind: 'multiSelect',
          flag: 'isCompanyTypesSelected',
          field: 'companyTypes',
          options: COMPANY_TYPES,
        },
        {
          id: 'employeeSizes',
          name: 'Employee Size',
          kind: 'multiSelect',
          flag: 'isCompanyEmployeesSelected',
          field: 'companyEmployeeSizes',
          options: COMPANY_SIZES,
        },
        {
          id: 'revenues',
          name: 'Revenue Band',
          kind: 'multiSelect',
          flag: 'isCompanyRevenuesSelected',
          field: 'companyRevenues',
          options: REVENUE_BANDS,
        },
        {
          id: 'investors',
          name: 'Investors',
          kind: 'tags',
          flag: 'isInvestorsSelected',
          field: 'fundingInvestors',
          placeholder: 'Type an investor and press Enter',
        },
        {
          id: 'fundingRounds',
          name: 'Funding Round',
          kind: 'multiSelect',
          flag: 'isFundingRoundSelected',
          field: 'fundingRounds',
          options: FUNDING_STAGES,
        },
      ],
    },
    {
      id: 'location',
      title: 'Location Requirements',
      criteria: [
        {
          id: 'country',
          name: 'Country',
          kind: 'singleSelect',
          flag: 'isCountriesSelected',
          field: 'country',
          options: COUNTRY_OPTIONS,
          emptyValue: DEFAULT_COUNTRY,
          defaultValue: DEFAULT_COUNTRY,
        },
        {
          id: 'states',
          name: 'States',
          kind: 'multiSelect',
          flag: 'isStatesSelected',
          field: 'states',
          options: (state) => stateOptionsFor(chosenCountry(state)),
        },
        {
          id: 'cities',
          name: 'City',
          kind: 'tags',
          flag: 'isCititesSelected',
          field: 'cities',
          placeholder: 'Type a city and press Enter',
        },
        {
          id: 'zipCodes',
          name: 'Zip Code',
          kind: 'numeric',
          flag: 'isZipcodesSelected',
          field: 'zipCodes',
          placeholder: 'Type a zip code and press Enter',
        },
      ],
    },
  ],
};
