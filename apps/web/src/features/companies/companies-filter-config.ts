// The registered-companies filters (docs/companies.md, Criteria) as a configuration of the shared filter
// framework: four groups, every criterion of CompanySearchCriteria except the list (a list is opened from the
// lists page, not chosen in the panel).
import type { CompanySearchCriteria } from '@leadsignal/contracts';
import {
  COMPANY_RELATIONSHIPS,
  COMPANY_SIZES,
  COMPANY_STATUSES,
  COMPANY_TYPES,
  DOMAIN_TYPES,
  FUNDING_STAGES,
  PERIOD_DATE_RANGES,
  REVENUE_BANDS,
  SOURCE_KINDS,
  TECHNOLOGIES,
} from '@leadsignal/reference-data';
import type { FilterConfig } from '../../components/filters';
import { INDUSTRY_OPTION_GROUPS } from '../../components/filters/industry-options';
import { locationCriteria } from '../../components/filters/location-options';

export const companiesFilterConfig: FilterConfig<CompanySearchCriteria> = {
  id: 'companies-filter',
  groups: [
    {
      id: 'company',
      title: 'Company',
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
          id: 'keywords',
          name: 'Keywords',
          kind: 'tags',
          flag: 'isKeywordsSelected',
          field: 'keywords',
          placeholder: 'Type a word and press Enter',
        },
        {
          id: 'technologies',
          name: 'Technologies',
          kind: 'multiSelect',
          flag: 'isCompanyTechnologiesSelected',
          field: 'companyTechnologies',
          options: TECHNOLOGIES,
          allowCustom: true,
        },
        {
          id: 'domainTypes',
          name: 'Domain Type',
          kind: 'multiSelect',
          flag: 'isDomainTypesSelected',
          field: 'domainTypes',
          options: DOMAIN_TYPES,
        },
      ],
    },
    {
      id: 'firmographics',
      title: 'Firmographics',
      criteria: [
        {
          id: 'industries',
          name: 'Industry',
          kind: 'multiSelect',
          flag: 'isCompanyIndustriesSelected',
          field: 'companyIndustries',
          options: INDUSTRY_OPTION_GROUPS,
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
          id: 'fundingRounds',
          name: 'Funding Round',
          kind: 'multiSelect',
          flag: 'isFundingRoundSelected',
          field: 'fundingRounds',
          options: FUNDING_STAGES,
        },
        {
          id: 'investors',
          name: 'Investors',
          kind: 'tags',
          flag: 'isInvestorsSelected',
          field: 'fundingInvestors',
          placeholder: 'Type an investor and press Enter',
        },
      ],
    },
    {
      id: 'location',
      title: 'Location',
      criteria: locationCriteria<CompanySearchCriteria>({
        zipKind: 'tags',
        // Free text: postcodes such as SW1A 1AA are not numbers.
        zipPlaceholder: 'Type a zip or postcode and press Enter',
      }),
    },
    {
      id: 'registry',
      title: 'Registry',
      criteria: [
        {
          id: 'incorporated',
          name: 'Incorporation Date',
          kind: 'singleSelect',
          flag: 'isRegisteredDateRangeSelected',
          field: 'registeredDateRangeOption',
          options: PERIOD_DATE_RANGES,
          emptyValue: 0,
          isClearable: true,
          placeholder: 'Incorporated within...',
        },
        {
          id: 'statuses',
          name: 'Status',
          kind: 'multiSelect',
          flag: 'isCompanyStatusesSelected',
          field: 'companyStatuses',
          options: COMPANY_STATUSES,
        },
        {
          id: 'relationships',
          name: 'Relationship',
          kind: 'multiSelect',
          flag: 'isRelationshipsSelected',
          field: 'relationships',
          options: COMPANY_RELATIONSHIPS,
        },
        {
          id: 'sources',
          name: 'Source',
          kind: 'multiSelect',
          flag: 'isSourcesSelected',
          field: 'sources',
          options: SOURCE_KINDS,
        },
      ],
    },
  ],
};
