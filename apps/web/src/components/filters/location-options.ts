// The location options every search's filters share: countries by their lower-cased name (what criteria
// carry) and the states of the chosen country. Alerts, registered companies and prospects use the same lists.
import { DEFAULT_COUNTRY } from '@leadsignal/contracts';
import { COUNTRIES, statesForCountryName } from '@leadsignal/reference-data';
import type { CriterionDefinition, FilterState, SelectOption } from './types';

/** Criteria carry the country as its lower-cased name ("united states"), so that is the option's value. */
export const COUNTRY_OPTIONS: readonly SelectOption[] = COUNTRIES.map((country) => ({
  value: country.label.toLowerCase(),
  label: country.label,
}));

const stateOptionsByCountry = new Map<string, readonly SelectOption[]>();

/** The states of a country, by name (the data holds a row's state by its name). */
export function stateOptionsFor(countryName: string): readonly SelectOption[] {
  let options = stateOptionsByCountry.get(countryName);
  if (!options) {
    options = statesForCountryName(countryName).map((state) => ({ value: state.label, label: state.label }));
    stateOptionsByCountry.set(countryName, options);
  }
  return options;
}

/** The country the panel's criterion `countryCriterionId` holds, else the default (United States). */
export function chosenCountry(state: FilterState, countryCriterionId = 'country'): string {
  const value = state[countryCriterionId]?.value;
  return typeof value === 'string' && value !== '' ? value : DEFAULT_COUNTRY;
}

/** The options of a States criterion that follows the panel's Country criterion. */
export const statesOfChosenCountry =
  (countryCriterionId = 'country') =>
  (state: FilterState): readonly SelectOption[] =>
    stateOptionsFor(chosenCountry(state, countryCriterionId));

export interface LocationCriteriaOptions {
  /** '' for the kind's own location; 'company' for the same criteria one object down (`company.country` …). */
  prefix?: '' | 'company';
}

/**
 * Country, States (of the chosen country), City and Zip Code (zip codes or postcodes, as registries write them) — the Location group of every search, over the
 * criteria fields they all share (`isCountriesSelected`/`country`, `isStatesSelected`/`states`,
 * `isCititesSelected`/`cities`, `isZipcodesSelected`/`zipCodes`), optionally one object down.
 */
export function locationCriteria<C>({ prefix = '' }: LocationCriteriaOptions = {}): CriterionDefinition<C>[] {
  const id = (name: string) => (prefix ? `${prefix}${name[0].toUpperCase()}${name.slice(1)}` : name);
  const label = (name: string) => (prefix ? `Company ${name}` : name);
  const path = (field: string) => (prefix ? `${prefix}.${field}` : field);
  return [
    {
      id: id('country'),
      name: label('Country'),
      kind: 'singleSelect',
      flag: path('isCountriesSelected'),
      field: path('country'),
      options: COUNTRY_OPTIONS,
      emptyValue: DEFAULT_COUNTRY,
      defaultValue: DEFAULT_COUNTRY,
    },
    {
      id: id('states'),
      name: label('States'),
      kind: 'multiSelect',
      flag: path('isStatesSelected'),
      field: path('states'),
      options: statesOfChosenCountry(id('country')),
    },
    {
      id: id('cities'),
      name: label('City'),
      kind: 'tags',
      flag: path('isCititesSelected'),
      field: path('cities'),
    },
    {
      id: id('zipCodes'),
      name: label('Zip Code'),
      // Free text, one rule for every search (zipCodesSchema in the contracts): 94105, SW1A 1AA, 75008.
      kind: 'tags',
      flag: path('isZipcodesSelected'),
      field: path('zipCodes'),
      hint: 'Zip codes or postcodes, e.g. 94105 or SW1A 1AA.',
    },
  ] as unknown as CriterionDefinition<C>[];
}
