// What the charts draw (series over points, e.g. kinds or members over days), shared by the lazily loaded chart
// and its table equivalent.
import { formatLongDay, formatShortDay } from '../../lib/format';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
}

export interface ChartPoint {
  /** Short axis label, e.g. "Nov 3". */
  label: string;
  /** Full label for the table and tooltips, e.g. "Tuesday, November 3, 2026". */
  description: string;
  values: Record<string, number>;
}

/** Okabe–Ito and Tol colours: told apart with the common colour-vision deficiencies. */
export const CHART_COLORS = [
  '#0072B2',
  '#E69F00',
  '#009E73',
  '#CC79A7',
  '#56B4E9',
  '#D55E00',
  '#882255',
  '#117733',
  '#332288',
  '#999933',
  '#44AA99',
  '#6b6b6b',
] as const;

export function pointTotal(point: ChartPoint, series: readonly ChartSeries[]): number {
  return series.reduce((sum, s) => sum + (point.values[s.key] ?? 0), 0);
}

/** A round axis maximum at or above `max` (1, 2, 5 × 10ⁿ steps), at least 1. */
export function niceMax(max: number): number {
  if (max <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) {
    if (step * magnitude >= max) return step * magnitude;
  }
  return 10 * magnitude;
}

/** "Nov 3" and "Tuesday, November 3, 2026" for a YYYY-MM-DD day (UTC). */
export function dayLabels(day: string): { label: string; description: string } {
  return { label: formatShortDay(day), description: formatLongDay(day) };
}
