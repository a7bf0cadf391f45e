import type { Option } from './option';

/** A registered company's standing in its registry (the spec names "active, dissolved, in liquidation, …"). */
export const COMPANY_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'dormant', label: 'Dormant' },
  { value: 'in_liquidation', label: 'In Liquidation' },
  { value: 'dissolved', label: 'Dissolved' },
  { value: 'acquired', label: 'Acquired' },
] as const satisfies readonly Option[];

export type CompanyStatus = (typeof COMPANY_STATUSES)[number]['value'];
