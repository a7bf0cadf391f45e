import type { Option } from './option';

export const COMPANY_RELATIONSHIPS = [
  { value: 'Affiliate', label: 'Affiliate' },
  { value: 'Parent', label: 'Parent' },
  { value: 'Subsidiary', label: 'Subsidiary' },
] as const satisfies readonly Option[];

export type CompanyRelationship = (typeof COMPANY_RELATIONSHIPS)[number]['value'];
