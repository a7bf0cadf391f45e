import type { Option } from './option';

export const DOMAIN_TYPES = [
  { value: 'education', label: 'Education' },
  { value: 'military', label: 'Military' },
  { value: 'nonprofit', label: 'Nonprofit' },
  { value: 'government', label: 'Government' },
  { value: 'unknown', label: 'Unknown' },
] as const satisfies readonly Option[];

export type DomainType = (typeof DOMAIN_TYPES)[number]['value'];
