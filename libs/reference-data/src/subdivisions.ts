import { countryCodeForName } from './countries';
import { SUBDIVISION_ROWS } from './data/regions.data';
import { findOption, type Option } from './option';

/** A state, province, county… value = full code ("US-CA"), label = name; localCode is the part after the prefix. */
export interface Subdivision extends Option {
  readonly localCode: string;
}

const NONE: readonly Subdivision[] = [];
const cache = new Map<string, readonly Subdivision[]>();

/**
 * The subdivisions of a country (ISO code, any case), sorted by name; [] for a country without any.
 * The source's "(unassigned)" placeholder is left out at import time.
 */
export function subdivisionsOf(countryCode: string): readonly Subdivision[] {
  const code = countryCode.trim().toUpperCase();
  const rows = SUBDIVISION_ROWS[code];
  if (!rows) return NONE;
  let list = cache.get(code);
  if (!list) {
    list = rows.map(([value, label, localCode]) => ({
      value,
      label,
      localCode: localCode ?? value.slice(code.length + 1),
    }));
    cache.set(code, list);
  }
  return list;
}

/** The alerts filter's states follow the chosen country, which the criteria hold as a lower-cased name. */
export function statesForCountryName(countryName: string): readonly Subdivision[] {
  const code = countryCodeForName(countryName);
  return code ? subdivisionsOf(code) : NONE;
}

/** A subdivision by full code, local code ("CA", as CSV imports often have it) or name. */
export function findSubdivision(countryCode: string, input: string): Subdivision | undefined {
  const list = subdivisionsOf(countryCode);
  const key = input.trim().toLowerCase();
  return findOption(list, input) ?? list.find((subdivision) => subdivision.localCode.toLowerCase() === key);
}
