import type { Option } from './option';

/** Funding rounds; the value is the label, as the data stores it. */
export const FUNDING_STAGES = [
  { value: 'Seed', label: 'Seed' },
  { value: 'Series A', label: 'Series A' },
  { value: 'Series B', label: 'Series B' },
  { value: 'Series C', label: 'Series C' },
  { value: 'Series D', label: 'Series D' },
] as const satisfies readonly Option[];

export type FundingStage = (typeof FUNDING_STAGES)[number]['value'];
