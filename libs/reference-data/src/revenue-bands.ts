import type { Option } from './option';

/** Annual revenue bands; the value is the label, as the data stores it. */
export const REVENUE_BANDS = [
  { value: '$0 - 1m', label: '$0 - 1m' },
  { value: '$1 - 10m', label: '$1 - 10m' },
  { value: '$10 - 50m', label: '$10 - 50m' },
  { value: '$50 - 100m', label: '$50 - 100m' },
  { value: '$100 - 250m', label: '$100 - 250m' },
  { value: '$250 - 500m', label: '$250 - 500m' },
  { value: '$500m - 1b', label: '$500m - 1b' },
  { value: '> $1b', label: '> $1b' },
] as const satisfies readonly Option[];

export type RevenueBand = (typeof REVENUE_BANDS)[number]['value'];
