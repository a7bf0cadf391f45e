// The registered-companies filters (docs/companies.md, Criteria) as a configuration of the shared filter
// framework: four groups, every criterion of CompanySearchCriteria except the list (a list is opened from the
// lists page, not chosen in the panel).
import type { CompanySearchCriteria } from '@leadsignal/contracts';
import type { FilterConfig } from '../../components/filters';
import { companyCriteria } from '../../components/filters/company-criteria';
import { INDUSTRY_OPTION_GROUPS } from '../../components/filters/industry-options';
import { locationCriteria } from '../../components/filters/location-options';

const company = companyCriteria<CompanySearchCriteria>();

export const companiesFilterConfig: FilterConfig<CompanySearchCriteria> = {
  id: 'companies-filter',
  groups: [
    {
      id: 'company',
      title: 'Company',
      criteria: [
        company.companyNames,
        company.companyURLs,
        company.keywords,
        // Any technology, listed or not.
        { ...company.technologies, allowCustom: true },
        company.domainTypes,
      ],
    },
    {
      id: 'firmographics',
      title: 'Firmographics',
      criteria: [
        // Top-level industries first (each selects every industry under it).
        { ...company.industries, options: INDUSTRY_OPTION_GROUPS },
        company.companyTypes,
        company.employeeSizes,
        company.revenues,
        company.fundingRounds,
        company.investors,
      ],
    },
    {
      id: 'location',
      title: 'Location',
      criteria: locationCriteria<CompanySearchCriteria>(),
    },
    {
      id: 'registry',
      title: 'Registry',
      criteria: [
        { ...company.incorporated, placeholder: 'Within...' },
        company.statuses,
        company.relationships,
        company.sources,
      ],
    },
  ],
};
