// Prospect rows and lists for the prospects and lists specs.
import { PERMISSIONS, type Prospect, type SavedList } from '@leadsignal/contracts';
import { ownSharing } from '../sharing';

export const PROSPECT_PERMISSIONS = [
  PERMISSIONS.prospectsSearch,
  PERMISSIONS.prospectsReveal,
  PERMISSIONS.prospectsExport,
  PERMISSIONS.prospectsSave,
  PERMISSIONS.reportData,
];

export const prospectId = (n: number) => `0190a6c2-0000-7000-8000-${String(n).padStart(12, '0')}`;

export function prospectRow(n: number, overrides: Partial<Prospect> = {}): Prospect {
  return {
    id: prospectId(n),
    firstName: 'Pat',
    lastName: `Lee${n}`,
    fullName: `Pat Lee${n}`,
    jobTitle: 'VP of Sales',
    jobFunction: 'sales',
    seniority: 'vp',
    department: 'Sales',
    country: 'united states',
    state: 'Texas',
    city: 'Austin',
    profileUrl: null,
    hasEmail: true,
    emailType: 'professional',
    emailStatus: 'verified',
    hasPhone: true,
    phoneType: 'mobile',
    company: {
      id: `0190a6c2-0000-7000-9000-${String(n).padStart(12, '0')}`,
      name: `Acme ${n}`,
      domain: `acme${n}.com`,
      logo: '',
      industry: 'software development',
      employeeSize: '51-200',
    },
    dateAdded: '2025-06-01T00:00:00.000Z',
    isViewed: false,
    ...overrides,
  };
}

export function savedList(n: number, overrides: Partial<SavedList> = {}): SavedList {
  return {
    id: `0190a6c2-0000-7000-a000-${String(n).padStart(12, '0')}`,
    kind: 'prospects',
    name: `List ${n}`,
    memberCount: 3,
    createdOn: '2025-06-01T00:00:00.000Z',
    updatedOn: '2025-06-02T00:00:00.000Z',
    ...ownSharing,
    ...overrides,
  };
}
