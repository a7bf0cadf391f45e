// The filter framework's vocabulary: a search screen describes its criteria once (a FilterConfig over its
// criteria type C) and the panel, the criterion kinds and the criteria builder all follow that description.
import type { FilterCriterion } from '@leadsignal/contracts';
import type { Option } from '@leadsignal/reference-data';

/** What a criterion holds: nothing (checkbox), one choice, or a list of values. */
export type CriterionValue = string | number | string[] | null;

/** The panel's state: one FilterCriterion (spec §3) per criterion id. */
export type FilterState = Record<string, FilterCriterion<CriterionValue>>;

export type SelectOption = Option<string | number>;

/** Options shown under a heading in the dropdown (e.g. "Top-level industries"). */
export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

/** What a dropdown lists: options, or groups of options under headings. */
export type OptionItem = SelectOption | SelectOptionGroup;

/** Fixed options, or options that follow other criteria (e.g. states follow the country). */
export type OptionsSource = readonly OptionItem[] | ((state: FilterState) => readonly OptionItem[]);

/** The keys of C whose values are of type T. */
export type KeysOfType<C, T> = { [K in keyof C]-?: C[K] extends T ? K : never }[keyof C] & string;

/**
 * A criteria field of type T, at the top level or one object down ("company.isCompanyTypesSelected": the
 * prospects search holds every company criterion under `company`).
 */
export type PathsOfType<C, T> =
  | KeysOfType<C, T>
  | {
      [K in keyof C & string]-?: C[K] extends readonly unknown[]
        ? never
        : C[K] extends object
          ? `${K}.${KeysOfType<C[K], T>}`
          : never;
    }[keyof C & string];

interface CriterionBase<C> {
  /** Unique within the configuration; also the base of the DOM ids. */
  id: string;
  /** What users call it: the label of its enable toggle and the title of its card. */
  name: string;
  /** The criteria flag that says whether the criterion applies (a path one object down is allowed). */
  flag: PathsOfType<C, boolean>;
  /** On when the panel starts or is cleared (e.g. Name Required). */
  defaultEnabled?: boolean;
}

/** A criterion that is only switched on or off (e.g. Email Required). */
export interface CheckboxCriterionDefinition<C> extends CriterionBase<C> {
  kind: 'checkbox';
  /** What switching it on means, shown in its card. */
  description: string;
}

/** Several choices from fixed options (optionally under group headings). */
export interface MultiSelectCriterionDefinition<C> extends CriterionBase<C> {
  kind: 'multiSelect';
  field: PathsOfType<C, string[]>;
  options: OptionsSource;
  /**
   * Also accepts a value the options do not list (spec §3: "can accept a custom option"), e.g. a technology;
   * typed text equal to an option's label or value picks that option instead.
   */
  allowCustom?: boolean;
  placeholder?: string;
}

/** One choice from fixed options; `emptyValue` is what the criteria carry when nothing is chosen. */
export interface SingleSelectCriterionDefinition<C> extends CriterionBase<C> {
  kind: 'singleSelect';
  field: PathsOfType<C, string | number>;
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
  field: PathsOfType<C, string[]>;
  /** Shows the Exact Match checkbox, stored in this criteria field. */
  exactMatchField?: PathsOfType<C, boolean>;
  /** Offers Import (CSV) to fill the entries from one column of a file. */
  importCsv?: boolean;
  /** Short (the filter column is 15rem at 1440 px); "Type and press Enter" unless given. */
  placeholder?: string;
  /** What the entries match, under the input, when the name alone does not say it. */
  hint?: string;
}

/** Numbers only, several entries (e.g. zip codes). */
export interface NumericCriterionDefinition<C> extends CriterionBase<C> {
  kind: 'numeric';
  field: PathsOfType<C, string[]>;
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
