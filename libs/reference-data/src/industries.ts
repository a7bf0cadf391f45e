import { INDUSTRY_ROWS, TOP_LEVEL_INDUSTRY_ROWS, type TopLevelIndustryValue } from './data/industries.data';
import type { Option } from './option';

export type { TopLevelIndustryValue };

/** An industry (LinkedIn taxonomy V2, lower-case value) with the root industry it belongs to. */
export interface Industry extends Option {
  readonly topLevel: TopLevelIndustryValue;
}

/** The 20 root industries. */
export const TOP_LEVEL_INDUSTRIES: readonly Option<TopLevelIndustryValue>[] = TOP_LEVEL_INDUSTRY_ROWS.map(
  ([value, label]) => ({ value, label }),
);

export const INDUSTRIES: readonly Industry[] = INDUSTRY_ROWS.map(([value, label, topLevel]) => ({
  value,
  label,
  topLevel,
}));

const topLevelByValue = new Map(TOP_LEVEL_INDUSTRIES.map((option) => [option.value, option]));
const industriesByValue = new Map(INDUSTRIES.map((industry) => [industry.value, industry]));

/**
 * The root industry of an industry, by value or label (values are the lower-cased labels), or undefined if unknown.
 * Roots map to themselves.
 */
export function topLevelIndustryOf(valueOrLabel: string): Option<TopLevelIndustryValue> | undefined {
  const industry = industriesByValue.get(valueOrLabel.trim().toLowerCase());
  return industry && topLevelByValue.get(industry.topLevel);
}
