// Test fixtures of the registered-companies screens: rows and details as the API answers them.
import type { CompanyDetail, RegisteredCompany, SavedSearch } from '@leadsignal/contracts';
import { PERMISSIONS } from '@leadsignal/contracts';
import { companiesKind } from '../../src/features/companies/companies-kind';
import { ownSharing } from '../sharing';

export const COMPANY_SCREEN_PERMISSIONS = [
  PERMISSIONS.companiesSearch,
  PERMISSIONS.companiesExport,
  PERMISSIONS.companiesSave,
  PERMISSIONS.alertsSearch,
  PERMISSIONS.reportData,
];

export const companyId = (n: number) => `0190a6c2-0000-7000-8000-${String(n).padStart(12, '0')}`;

export function company(n: number, overrides: Partial<RegisteredCompany> = {}): RegisteredCompany {
  return {
    id: companyId(n),
    name: `Company ${n}`,
    legalName: `Company ${n} Ltd`,
    tradingName: null,
    domain: `company-${n}.example.com`,
    website: `https://company-${n}.example.com`,
    logo: `/api/logos/company-${n}.example.com.svg`,
    industry: 'robotics engineering',
    topIndustry: 'manufacturing',
    companyType: 'privately_held',
    employeeSize: '1001-5000',
    revenueBand: '$10 - 50m',
    fundingRounds: ['Series A'],
    investors: ['Northstar Ventures'],
    country: 'united kingdom',
    state: 'England',
    city: 'London',
    zipCode: 'SW1A 1AA',
    incorporationDate: '2019-09-15',
    status: 'in_liquidation',
    relationship: 'Subsidiary',
    parentCompanyId: null,
    registrationNumber: `R${n}`,
    jurisdiction: { country: 'GB', subdivision: 'England' },
    sourceKind: 'external',
    technologies: ['Salesforce'],
    domainType: 'unknown',
    dateAdded: '2025-03-04T10:00:00.000Z',
    isViewed: false,
    ...overrides,
  };
}

export function companyDetail(n: number, overrides: Partial<CompanyDetail> = {}): CompanyDetail {
  return {
    ...company(n),
    description: `Company ${n} builds robots.`,
    phone: '+44 20 7946 0000',
    address: '1 Market St, London',
    parent: null,
    subsidiaries: [],
    contactCount: 0,
    latestTriggerEvents: [],
    ...overrides,
  };
}

export function savedCompanySearch(
  name: string,
  criteria: Record<string, unknown>,
  overrides: Partial<SavedSearch> = {},
): SavedSearch {
  return {
    id: '0190a6c2-0000-7000-8000-0000000000c1',
    kind: 'companies',
    name,
    searchCriteria: JSON.stringify({ ...companiesKind.criteria.defaults(), ...criteria }),
    enableNotification: false,
    isDefault: false,
    isMonitored: false,
    createdOn: '2025-06-01T00:00:00.000Z',
    criteriaError: null,
    ...ownSharing,
    ...overrides,
  };
}
