// The prospects filters (docs/prospects.md, spec §3) as a configuration of the shared filter framework: the
// person, their contact data, their company (every company criterion, held under `company.` in the criteria)
// and where the person and the company are. The list criteria (isListSelected/listId, and the company's) are
// not in the panel: a list is opened from /updateList (docs/decisions.md).
import type { ProspectSearchCriteria } from '@leadsignal/contracts';
import {
  EMAIL_TYPES,
  JOB_FUNCTIONS,
  PERIOD_DATE_RANGES,
  PHONE_TYPES,
  SENIORITY_LEVELS,
} from '@leadsignal/reference-data';
import type { FilterConfig } from '../../components/filters';
import { companyCriteria } from '../../components/filters/company-criteria';
import { locationCriteria } from '../../components/filters/location-options';

/** The company criteria, under `company.` in the criteria. */
const company = companyCriteria<ProspectSearchCriteria>({ prefix: 'company' });

export const prospectsFilterConfig: FilterConfig<ProspectSearchCriteria> = {
  id: 'prospects-filter',
  groups: [
    {
      id: 'person',
      title: 'Person',
      criteria: [
        {
          id: 'keywords',
          name: 'Keywords',
          kind: 'tags',
          flag: 'isKeywordsSelected',
          field: 'keywords',
          hint: 'Matches a word of the name or job title.',
        },
        {
          id: 'jobTitles',
          name: 'Job Title',
          kind: 'tags',
          flag: 'isJobTitlesSelected',
          field: 'jobTitles',
          exactMatchField: 'jobTitlesExactMatch',
          importCsv: true,
        },
        {
          id: 'jobFunctions',
          name: 'Job Function',
          kind: 'multiSelect',
          flag: 'isContactJobFunctionSelected',
          field: 'contactJobFunctions',
          options: JOB_FUNCTIONS,
        },
        {
          id: 'seniority',
          name: 'Seniority',
          kind: 'multiSelect',
          flag: 'isContactJobLevelSelected',
          field: 'contactJobLevels',
          options: SENIORITY_LEVELS,
        },
        {
          id: 'dateAdded',
          name: 'Date Added',
          kind: 'singleSelect',
          flag: 'isDateAddedRangeSelected',
          field: 'dateAddedRangeOption',
          options: PERIOD_DATE_RANGES,
          emptyValue: 0,
          isClearable: true,
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact Data',
      criteria: [
        {
          id: 'emailRequired',
          name: 'Email Required',
          kind: 'checkbox',
          flag: 'isContactEmailRequiredSelected',
          description: 'Only people with an e-mail address.',
        },
        {
          id: 'emailType',
          name: 'Email Type',
          kind: 'singleSelect',
          flag: 'isEmailTypeSelected',
          field: 'emailTypeOption',
          options: EMAIL_TYPES,
          emptyValue: 1,
          defaultValue: 1,
        },
        {
          id: 'phoneRequired',
          name: 'Phone Required',
          kind: 'checkbox',
          flag: 'isPhoneRequiredSelected',
          description: 'Only people with a phone number.',
        },
        {
          id: 'phoneTypes',
          name: 'Phone Type',
          kind: 'multiSelect',
          flag: 'isPhoneTypesSelected',
          field: 'phoneTypes',
          options: PHONE_TYPES,
        },
      ],
    },
    {
      id: 'company',
      title: 'Company',
      criteria: [
        company.companyNames,
        company.companyURLs,
        {
          ...company.keywords,
          id: 'companyKeywords',
          name: 'Company Keywords',
          hint: "Matches a word of the company's name or description.",
        },
        company.industries,
        company.companyTypes,
        company.employeeSizes,
        company.revenues,
        company.technologies,
        company.relationships,
        company.sources,
        company.domainTypes,
        company.fundingRounds,
        company.investors,
        company.incorporated,
        { ...company.statuses, id: 'companyStatuses', name: 'Company Status' },
      ],
    },
    {
      id: 'location',
      title: 'Location',
      criteria: [
        ...locationCriteria<ProspectSearchCriteria>(),
        ...locationCriteria<ProspectSearchCriteria>({ prefix: 'company' }),
      ],
    },
  ],
};
