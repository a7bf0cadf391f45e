// The filter framework's vocabulary: a search screen describes its criteria once (a FilterConfig over its
// criteria type C) and the panel, the criterion kinds and the criteria builder all follow that description.
import type { FilterCriterion } from '@leadsignal/contracts';
import type { Option } from '@leadsignal/reference-data';

/** What a criterion holds: nothing (checkbox), one choice, or a list of values. */
export type CriterionValue = string | number | string[] | null;

/** The panel's state: one FilterCriterion (spec §3) per criterion id. */
export type FilterState = Record<string, FilterCriterion<CriterionValue>>;

export type SelectOption = Option<string | number>;

/** Fixed options, or options that follow other criteria (e.g. states follow the country). */
export type OptionsSource = readonly SelectOption[] | ((state: FilterState) => readonly SelectOption[]);

/** The keys of C whose values are of type T. */
export type KeysOfType<C, T> = { [K in keyof C]-?: C[K] extends T ? K : never }[keyof C] & string;

interface CriterionBase<C> {
  /** Unique within the configuration; also the base of the DOM ids. */
  id: string;
  /** What users call it: the label of its enable toggle and the title of its card. */
  name: string;
  /** The criteria flag that says whether the criterion applies. */
  flag: KeysOfType<C, boolean>;
  /** On when the panel starts or is cleared (e.g. Name Required). */
  defaultEnabled?: boolean;
}

/** A criterion that is only switched on or off (e.g. Email Required). */
export interface CheckboxCriterionDefinition<C> extends CriterionBase<C> {
  kind: 'checkbox';
  /** What switching it on means, shown in its card. */
  description: string;
}

/** Several choices from fixed options. */
export interface MultiSelectCriterionDefinition<C> extends CriterionBase<C> {
  kind: 'multiSelect';
  field: KeysOfType<C, string[]>;
  options: OptionsSource;
  placeholder?: string;
}

/** One choice from fixed options; `emptyValue` is what the criteria carry when nothing is chosen. */
export interface SingleSelectCriterionDefinition<C> extends CriterionBase<C> {
  kind: 'singleSelect';
  field: KeysOfType<C, string | number>;
  options: OptionsSource;
  emptyValue: string | number;
  /** The choice when the panel starts or is cleared; null = nothing chosen. */
  defaultValue?: string | number | null;
  /** Whether the choice can be removed (not for a country that always has a value). */
  isClearable?: boolean;
  placeholder?: string;
}

/** Free text, several entries (type and press Enter). */
export interface TagInputCriterionDefinition<C> extends CriterionBase<C> {
  kind: 'tags';
  field: KeysOfType<C, string[]>;
  /** Shows the Exact Match checkbox, stored in this criteria field. */
  exactMatchField?: KeysOfType<C, boolean>;
  /** Offers Import (CSV) to fill the entries from one column of a file. */
  importCsv?: boolean;
  placeholder?: string;
}

/** Numbers only, several entries (e.g. zip codes). */
export interface NumericCriterionDefinition<C> extends CriterionBase<C> {
  kind: 'numeric';
  field: KeysOfType<C, string[]>;
  placeholder?: string;
}

export type CriterionDefinition<C> =
  | CheckboxCriterionDefinition<C>
  | MultiSelectCriterionDefinition<C>
  | SingleSelectCriterionDefinition<C>
  | TagInputCriterionDefinition<C>
  | NumericCriterionDefinition<C>;

export interface FilterGroup<C> {
  id: string;
  title: string;
  criteria: CriterionDefinition<C>[];
}

/** One search screen's filters: its groups of criteria, in the order the panel shows them. */
export interface FilterConfig<C> {
  /** Prefix of the DOM ids, so two panels never clash. */
  id: string;
  groups: FilterGroup<C>[];
}
