import type { Option } from './option';

/** The alert date range (criteria field alertDateRangeOption); its default 0 means no range. */
export const ALERT_DATE_RANGES = [
  { value: 1, label: 'Last Day' },
  { value: 2, label: 'Last Week' },
  { value: 3, label: 'Last Month' },
  { value: 4, label: 'Last 3 Months' },
] as const satisfies readonly Option<number>[];

export type AlertDateRange = (typeof ALERT_DATE_RANGES)[number]['value'];

/** The spec's second, coarser date-range list. */
export const PERIOD_DATE_RANGES = [
  { value: 1, label: 'Last Month' },
  { value: 2, label: 'Last Quarter' },
  { value: 3, label: 'Last Year' },
] as const satisfies readonly Option<number>[];

export type PeriodDateRange = (typeof PERIOD_DATE_RANGES)[number]['value'];
