// The filter panel's state as pure functions over a FilterConfig: the starting state, one criterion changed,
// and the two directions between the panel and a search's criteria (flags and values).
import type { FilterCriterion } from '@leadsignal/contracts';
import { findOption } from '@leadsignal/reference-data';
import type {
  CriterionDefinition,
  CriterionValue,
  FilterConfig,
  FilterState,
  OptionItem,
  OptionsSource,
  SelectOption,
  SelectOptionGroup,
} from './types';

export type CriterionPatch = Partial<Pick<FilterCriterion<CriterionValue>, 'enabled' | 'exactMatch' | 'value'>>;

/** A criteria field by its path ("sortBy", "company.isCompanyTypesSelected"). */
export function criteriaValueAt(criteria: unknown, path: string): unknown {
  let value: unknown = criteria;
  for (const key of path.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  return value;
}

/** Sets a field by its path in a criteria object the caller owns; nested objects on the way are copied. */
function setCriteriaValueAt(criteria: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let target = criteria;
  for (const key of keys.slice(0, -1)) {
    const inner = target[key];
    const copy = { ...(typeof inner === 'object' && inner !== null ? (inner as Record<string, unknown>) : {}) };
    target[key] = copy;
    target = copy;
  }
  target[keys[keys.length - 1]] = value;
}

export function criterionDefinitions<C>(config: FilterConfig<C>): CriterionDefinition<C>[] {
  return config.groups.flatMap((group) => group.criteria);
}

const isGroup = (item: OptionItem): item is SelectOptionGroup => 'options' in item;

/** The options of a list that may hold groups, in order, without their headings. */
export function flattenOptions(items: readonly OptionItem[]): readonly SelectOption[] {
  return items.some(isGroup)
    ? items.flatMap((item) => (isGroup(item) ? item.options : [item]))
    : (items as SelectOption[]);
}

/** What the dropdown lists (groups kept). */
export function resolveOptionItems(options: OptionsSource, state: FilterState): readonly OptionItem[] {
  return typeof options === 'function' ? options(state) : options;
}

/** Every option a criterion offers (groups flattened), to find a value's option by value or label. */
export function resolveOptions(options: OptionsSource, state: FilterState): readonly SelectOption[] {
  return flattenOptions(resolveOptionItems(options, state));
}

function initialValue<C>(definition: CriterionDefinition<C>): CriterionValue {
  switch (definition.kind) {
    case 'checkbox':
      return null;
    case 'singleSelect':
      return definition.defaultValue ?? null;
    default:
      return [];
  }
}

function initialCriterion<C>(definition: CriterionDefinition<C>): FilterCriterion<CriterionValue> {
  return {
    id: definition.id,
    name: definition.name,
    enabled: definition.defaultEnabled ?? false,
    // Spec §3: a filter criterion matches exactly unless told otherwise.
    exactMatch: true,
    value: initialValue(definition),
  };
}

/** Every criterion at its default: what the panel starts with and what Clear returns to. */
export function initialFilterState<C>(config: FilterConfig<C>): FilterState {
  return Object.fromEntries(
    criterionDefinitions(config).map((definition) => [definition.id, initialCriterion(definition)]),
  );
}

export function listValue(value: CriterionValue): string[] {
  return Array.isArray(value) ? value : [];
}

/**
 * Drops choices that options depending on other criteria no longer offer (a state of the previous country);
 * a single choice falls back to its default.
 */
function withDependentChoicesPruned<C>(config: FilterConfig<C>, state: FilterState): FilterState {
  let next = state;
  for (const definition of criterionDefinitions(config)) {
    if (definition.kind !== 'multiSelect' && definition.kind !== 'singleSelect') continue;
    if (typeof definition.options !== 'function') continue;
    const offered = new Set(resolveOptions(definition.options, next).map((option) => option.value));
    const criterion = next[definition.id];
    if (definition.kind === 'multiSelect') {
      const values = listValue(criterion.value);
      const kept = values.filter((value) => offered.has(value));
      if (kept.length !== values.length) next = { ...next, [definition.id]: { ...criterion, value: kept } };
    } else if (criterion.value !== null && !Array.isArray(criterion.value) && !offered.has(criterion.value)) {
      next = { ...next, [definition.id]: { ...criterion, value: definition.defaultValue ?? null } };
    }
  }
  return next;
}

/** The state with one criterion changed (switched on or off, a new value, Exact Match). */
export function updateCriterion<C>(
  config: FilterConfig<C>,
  state: FilterState,
  id: string,
  patch: CriterionPatch,
): FilterState {
  const criterion = state[id];
  if (!criterion) throw new Error(`The filter panel has no criterion "${id}".`);
  return withDependentChoicesPruned(config, { ...state, [id]: { ...criterion, ...patch } });
}

/**
 * The search criteria the panel describes: each criterion sets its flag from its toggle and its value
 * (and Exact Match) into its field; every other field of `base` (page, page size, unused lists) stays.
 * Values are carried even while a criterion is off: the flag alone decides whether it applies.
 */
export function buildCriteria<C>(config: FilterConfig<C>, state: FilterState, base: C): C {
  const criteria = { ...base } as Record<string, unknown>;
  for (const definition of criterionDefinitions(config)) {
    const criterion = state[definition.id] ?? initialCriterion(definition);
    setCriteriaValueAt(criteria, definition.flag, criterion.enabled);
    switch (definition.kind) {
      case 'checkbox':
        break;
      case 'singleSelect':
        setCriteriaValueAt(
          criteria,
          definition.field,
          criterion.value === null || Array.isArray(criterion.value) ? definition.emptyValue : criterion.value,
        );
        break;
      case 'tags':
        setCriteriaValueAt(criteria, definition.field, listValue(criterion.value));
        if (definition.exactMatchField) setCriteriaValueAt(criteria, definition.exactMatchField, criterion.exactMatch);
        break;
      default:
        setCriteriaValueAt(criteria, definition.field, listValue(criterion.value));
    }
  }
  return criteria as C;
}

/** The panel showing a search's criteria (e.g. a saved search); option values are matched by value or label. */
export function filterStateFromCriteria<C>(config: FilterConfig<C>, criteria: C): FilterState {
  let state: FilterState = {};
  const definitions = criterionDefinitions(config);
  for (const definition of definitions) {
    const criterion = initialCriterion(definition);
    criterion.enabled = criteriaValueAt(criteria, definition.flag) === true;
    if (definition.kind !== 'checkbox') {
      const raw = criteriaValueAt(criteria, definition.field);
      if (definition.kind === 'singleSelect') {
        criterion.value = typeof raw === 'string' || typeof raw === 'number' ? raw : null;
        if (criterion.value === definition.emptyValue) criterion.value = definition.defaultValue ?? null;
      } else {
        criterion.value = Array.isArray(raw) ? raw.filter((item): item is string => typeof item === 'string') : [];
      }
      if (definition.kind === 'tags' && definition.exactMatchField) {
        criterion.exactMatch = criteriaValueAt(criteria, definition.exactMatchField) !== false;
      }
    }
    state = { ...state, [definition.id]: criterion };
  }
  // Options that depend on other criteria are known only once every criterion is in place.
  for (const definition of definitions) {
    if (definition.kind !== 'multiSelect' && definition.kind !== 'singleSelect') continue;
    const options = resolveOptions(definition.options, state);
    const criterion = state[definition.id];
    if (definition.kind === 'multiSelect') {
      criterion.value = listValue(criterion.value).map((value) => String(findOption(options, value)?.value ?? value));
    } else if (criterion.value !== null && !Array.isArray(criterion.value)) {
      criterion.value = findOption(options, criterion.value)?.value ?? criterion.value;
    }
  }
  return state;
}
