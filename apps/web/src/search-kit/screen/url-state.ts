// A search in the address bar, so back/forward and a shared link restore it. Readable and short: only what
// differs from the kind's defaults is written, one parameter per criterion switched on, named by the
// criterion's id in the filter panel:
//
//   /alerts?eventTypes=funding&eventTypes=awards&states=Texas&emailRequired=on&off=nameRequired
//          &contains=companyNames&companyNames=acme&sort=companyName.asc&size=50&page=2
//
//   <criterion>=<value>  the criterion is on with these values (repeated for a list; empty when it has none,
//                        "on" for a checkbox); criteria that are not named are at their default
//   off=<ids>            criteria that are on by default (Name Required) and switched off, comma-separated
//   contains=<ids>       tag criteria whose Exact Match is off
//   sort=<field>.<dir>   when not the default sort; size=<n> when not the default page size
//   page=<n>             always written: an address with any of these spells out its own search
//   ssid=<id>            the saved search the results came from (for the notice), kept while the user pages
//   arrivedAfter=<iso>   the arrival window (a monitored-search notification's new matches): only rows that
//   arrivedUntil=<iso>   arrived after / up to these ISO-8601 instants. Laid over the search: with ssid alone
//                        besides them, the saved search is loaded and the window applied on top of it
//
// Values of criteria that are off are not written: they do not change the results. Reading is forgiving:
// unknown parameters are ignored and the criteria are validated by the kind's schema; a field that fails is
// put back to its default instead of losing the whole search.
import { arrivalInstantSchema, type ArrivalWindow } from '@leadsignal/contracts';
import { findOption } from '@leadsignal/reference-data';
import {
  buildCriteria,
  criterionDefinitions,
  filterStateFromCriteria,
  initialFilterState,
  listValue,
  resolveOptions,
  type FilterState,
} from '../../components/filters';
import type { SearchCriteriaBase, SearchKindDefinition, SearchRow } from '../kind';

export const SEARCH_PARAMS = {
  ssid: 'ssid',
  arrivedAfter: 'arrivedAfter',
  arrivedUntil: 'arrivedUntil',
  page: 'page',
  size: 'size',
  sort: 'sort',
  off: 'off',
  contains: 'contains',
};

/** A bound of the window from the address: a valid ISO-8601 instant, else none. */
function arrivalBound(params: URLSearchParams, name: string): string {
  const parsed = arrivalInstantSchema.safeParse(params.get(name) ?? '');
  return parsed.success ? parsed.data : '';
}

/** The arrival window the address asks for (arrivedAfter / arrivedUntil), or null when it asks for none. */
export function arrivalWindowFromSearchParams(params: URLSearchParams): ArrivalWindow | null {
  const arrivedAfter = arrivalBound(params, SEARCH_PARAMS.arrivedAfter);
  const arrivedUntil = arrivalBound(params, SEARCH_PARAMS.arrivedUntil);
  if (!arrivedAfter && !arrivedUntil) return null;
  return { isArrivedWindowSelected: true, arrivedAfter, arrivedUntil };
}

/** Whether the criteria show only an arrival window's rows. */
export function hasArrivalWindow(criteria: Partial<ArrivalWindow>): boolean {
  return criteria.isArrivedWindowSelected === true && Boolean(criteria.arrivedAfter || criteria.arrivedUntil);
}

/** The parameters that mark an address as spelling out a search, besides the criteria ids. */
const STATE_PARAMS = [
  SEARCH_PARAMS.page,
  SEARCH_PARAMS.size,
  SEARCH_PARAMS.sort,
  SEARCH_PARAMS.off,
  SEARCH_PARAMS.contains,
];

type CriteriaSpec<C extends SearchCriteriaBase<S>, S extends string> = Pick<
  SearchKindDefinition<C, SearchRow, S>,
  'criteria' | 'filters'
>;

/** The filters part of the address (no page, size or sort): two searches with the same filters have the same. */
export function filterParams<C extends SearchCriteriaBase<S>, S extends string>(
  kind: CriteriaSpec<C, S>,
  criteria: C,
): URLSearchParams {
  const params = new URLSearchParams();
  const state = filterStateFromCriteria(kind.filters, criteria);
  const off: string[] = [];
  const contains: string[] = [];
  for (const definition of criterionDefinitions(kind.filters)) {
    const criterion = state[definition.id];
    const onByDefault = definition.defaultEnabled ?? false;
    if (!criterion.enabled) {
      if (onByDefault) off.push(definition.id);
      continue;
    }
    if (definition.kind === 'checkbox') {
      if (!onByDefault) params.append(definition.id, 'on');
      continue;
    }
    const values =
      definition.kind === 'singleSelect'
        ? criterion.value === null || Array.isArray(criterion.value) || criterion.value === definition.emptyValue
          ? []
          : [String(criterion.value)]
        : listValue(criterion.value);
    if (values.length === 0 && !onByDefault) params.append(definition.id, '');
    for (const value of values) params.append(definition.id, value);
    if (definition.kind === 'tags' && definition.exactMatchField && !criterion.exactMatch) contains.push(definition.id);
  }
  if (off.length) params.set(SEARCH_PARAMS.off, off.join(','));
  if (contains.length) params.set(SEARCH_PARAMS.contains, contains.join(','));
  return params;
}

/** The address's query for these criteria (and the saved search they came from). */
export function searchParamsOf<C extends SearchCriteriaBase<S>, S extends string>(
  kind: CriteriaSpec<C, S>,
  criteria: C,
  ssid: string | null = null,
): URLSearchParams {
  const defaults = kind.criteria.defaults();
  const params = new URLSearchParams();
  if (ssid) params.set(SEARCH_PARAMS.ssid, ssid);
  if (hasArrivalWindow(criteria)) {
    if (criteria.arrivedAfter) params.set(SEARCH_PARAMS.arrivedAfter, criteria.arrivedAfter);
    if (criteria.arrivedUntil) params.set(SEARCH_PARAMS.arrivedUntil, criteria.arrivedUntil);
  }
  for (const [key, value] of filterParams(kind, criteria)) params.append(key, value);
  if (criteria.sortBy !== defaults.sortBy || criteria.sortDirection !== defaults.sortDirection) {
    params.set(SEARCH_PARAMS.sort, `${criteria.sortBy}.${criteria.sortDirection}`);
  }
  if (criteria.pageSize !== defaults.pageSize) params.set(SEARCH_PARAMS.size, String(criteria.pageSize));
  params.set(SEARCH_PARAMS.page, String(criteria.page));
  return params;
}

/**
 * Whether the address spells out a search (else the starting-search rule of spec §4 applies). The arrival
 * window alone does not: it is laid over the starting search.
 */
export function hasSearchState<C extends SearchCriteriaBase<S>, S extends string>(
  kind: CriteriaSpec<C, S>,
  params: URLSearchParams,
): boolean {
  return (
    STATE_PARAMS.some((name) => params.has(name)) ||
    criterionDefinitions(kind.filters).some((definition) => params.has(definition.id))
  );
}

const idList = (params: URLSearchParams, name: string) => new Set((params.get(name) ?? '').split(','));

/** A single choice from the address: the option it names (by value or label), else the text as the field's type. */
function singleValue(
  raw: string,
  options: readonly { value: string | number; label: string }[],
  empty: string | number,
) {
  const option = findOption(options, raw);
  if (option) return option.value;
  if (typeof empty === 'number') return Number.isFinite(Number(raw)) && raw.trim() !== '' ? Number(raw) : empty;
  return raw;
}

/** The search the address spells out, or null when it spells out none. */
export function criteriaFromSearchParams<C extends SearchCriteriaBase<S>, S extends string>(
  kind: CriteriaSpec<C, S>,
  params: URLSearchParams,
): C | null {
  if (!hasSearchState(kind, params)) return null;
  const defaults = kind.criteria.defaults();
  const off = idList(params, SEARCH_PARAMS.off);
  const contains = idList(params, SEARCH_PARAMS.contains);
  let state: FilterState = initialFilterState(kind.filters);
  for (const definition of criterionDefinitions(kind.filters)) {
    const criterion = { ...state[definition.id] };
    if (params.has(definition.id)) criterion.enabled = true;
    else if (off.has(definition.id)) criterion.enabled = false;
    if (criterion.enabled && definition.kind !== 'checkbox') {
      const values = params.getAll(definition.id).filter((value) => value.trim() !== '');
      if (definition.kind === 'singleSelect') {
        const options = resolveOptions(definition.options, state);
        criterion.value = values.length ? singleValue(values[0], options, definition.emptyValue) : criterion.value;
      } else if (definition.kind === 'multiSelect') {
        const options = resolveOptions(definition.options, state);
        criterion.value = [...new Set(values.map((value) => String(findOption(options, value)?.value ?? value)))];
      } else {
        criterion.value = [...new Set(values)];
      }
    }
    if (definition.kind === 'tags' && contains.has(definition.id)) criterion.exactMatch = false;
    state = { ...state, [definition.id]: criterion };
  }
  const [sortBy, sortDirection] = (params.get(SEARCH_PARAMS.sort) ?? '').split('.');
  const base = {
    ...defaults,
    page: params.has(SEARCH_PARAMS.page) ? Number(params.get(SEARCH_PARAMS.page)) : defaults.page,
    pageSize: params.has(SEARCH_PARAMS.size) ? Number(params.get(SEARCH_PARAMS.size)) : defaults.pageSize,
    ...(params.has(SEARCH_PARAMS.sort) ? { sortBy, sortDirection } : {}),
    ...arrivalWindowFromSearchParams(params),
  } as C;
  return validCriteria(kind, buildCriteria(kind.filters, state, base));
}

/** The criteria as the schema reads them; each field it refuses is put back to its default. */
export function validCriteria<C extends SearchCriteriaBase<S>, S extends string>(
  kind: CriteriaSpec<C, S>,
  candidate: C,
): C {
  const defaults = kind.criteria.defaults() as Record<string, unknown>;
  let current = { ...candidate } as Record<string, unknown>;
  // Each round puts at least one field back, so this ends; a handful of rounds covers any real address.
  for (let round = 0; round < 10; round++) {
    const parsed = kind.criteria.schema.safeParse(current);
    if (parsed.success) return parsed.data;
    // A field one object down (company.companyTypes) is put back on its own, not with its whole object.
    const fields = new Set(
      parsed.error.issues.map((issue) => {
        const [outer, inner] = issue.path.map(String);
        const nested =
          typeof defaults[outer] === 'object' && defaults[outer] !== null && !Array.isArray(defaults[outer]);
        return nested && inner !== undefined ? `${outer}.${inner}` : (outer ?? '');
      }),
    );
    if (fields.has('')) break;
    current = { ...current };
    for (const field of fields) {
      const [outer, inner] = field.split('.');
      if (inner !== undefined) {
        const object = { ...(current[outer] as Record<string, unknown>) };
        const innerDefaults = defaults[outer] as Record<string, unknown>;
        if (inner in innerDefaults) object[inner] = innerDefaults[inner];
        else delete object[inner];
        current[outer] = object;
      } else if (field in defaults) current[field] = defaults[field];
      else delete current[field];
    }
  }
  return kind.criteria.defaults();
}
