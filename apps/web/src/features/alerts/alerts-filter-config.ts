// The Find Alerts filters (spec §2, §3) as a configuration of the shared filter framework: four groups,
// each criterion mapped to its AlertSearchCriteria flag and value.
import type { AlertSearchCriteria, HIRE_TYPES } from '@leadsignal/contracts';
import { ALERT_DATE_RANGES, EVENT_TYPES, JOB_FUNCTIONS, SENIORITY_LEVELS } from '@leadsignal/reference-data';
import type { FilterConfig, SelectOption } from '../../components/filters';
import { companyCriteria } from '../../components/filters/company-criteria';
import { locationCriteria } from '../../components/filters/location-options';

export const HIRE_TYPE_OPTIONS: readonly SelectOption[] = [
  { value: 'new_hire', label: 'New Hire' },
  { value: 'promotion', label: 'Promotion' },
  { value: 'departure', label: 'Departure' },
] satisfies { value: (typeof HIRE_TYPES)[number]; label: string }[];

const company = companyCriteria<AlertSearchCriteria>();

export const alertsFilterConfig: FilterConfig<AlertSearchCriteria> = {
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
        company.companyNames,
        company.companyURLs,
        company.industries,
        company.companyTypes,
        company.employeeSizes,
        company.revenues,
        company.investors,
        company.fundingRounds,
      ],
    },
    {
      id: 'location',
      title: 'Location Requirements',
      criteria: locationCriteria<AlertSearchCriteria>(),
    },
  ],
};
