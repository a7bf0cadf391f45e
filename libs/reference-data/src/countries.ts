import { COUNTRY_ROWS } from './data/countries.data';
import type { Option } from './option';

/** value = ISO 3166-1 alpha-2 code, label = English name; sorted by name. */
export const COUNTRIES: readonly Option[] = COUNTRY_ROWS.map(([value, label]) => ({ value, label }));

/** Search criteria carry the country as a lower-cased name, United States by default (spec §3). */
export const DEFAULT_COUNTRY_NAME = 'united states';

const countriesByName = new Map(COUNTRIES.map((country) => [country.label.toLowerCase(), country]));

/** The country with this name, as the criteria store it ("united states"); case and blanks are ignored. */
export function findCountryByName(name: string): Option | undefined {
  return countriesByName.get(name.trim().toLowerCase());
}

export function countryCodeForName(name: string): string | undefined {
  return findCountryByName(name)?.value;
}
