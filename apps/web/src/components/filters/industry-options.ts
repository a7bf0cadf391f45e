// The industry dropdown of the company filters: the 20 top-level industries first, each as "Manufacturing
// (all)" — its value selects every industry under it on the server (docs/companies.md) — then the industries.
// An industry that is also a top-level one (Manufacturing) is listed once, as the top-level choice, since the
// server reads the value the same way.
import { INDUSTRIES, TOP_LEVEL_INDUSTRIES } from '@leadsignal/reference-data';
import type { SelectOptionGroup } from './types';

const topLevelValues = new Set<string>(TOP_LEVEL_INDUSTRIES.map((option) => option.value));

export const INDUSTRY_OPTION_GROUPS: readonly SelectOptionGroup[] = [
  {
    label: 'Top-level industries',
    options: TOP_LEVEL_INDUSTRIES.map((option) => ({ value: option.value, label: `${option.label} (all)` })),
  },
  {
    label: 'Industries',
    options: INDUSTRIES.filter((industry) => !topLevelValues.has(industry.value)).map((industry) => ({
      value: industry.value,
      label: industry.label,
    })),
  },
];
