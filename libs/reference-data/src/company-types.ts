import type { Option } from './option';

/** Values are the data's, spelling included ("govertment_agency"). */
export const COMPANY_TYPES = [
  { value: 'govertment_agency', label: 'Government Agency' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'privately_held', label: 'Privately Held' },
  { value: 'educational', label: 'Educational' },
  { value: 'self_employed', label: 'Self-Employed' },
  { value: 'non_profit', label: 'Nonprofit' },
  { value: 'public_company', label: 'Public Company' },
  { value: 'self_owned', label: 'Self-Owned' },
] as const satisfies readonly Option[];

export type CompanyType = (typeof COMPANY_TYPES)[number]['value'];
