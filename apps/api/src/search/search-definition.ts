// The declarative table a search kind (alerts now; registered companies and prospects later) gives
// the compiler: which criterion flag turns which column on, with which kind of match. Columns and
// predicates here are trusted SQL written by us; values always come from the criteria as parameters.

type KeysOfType<C, T> = { [K in keyof C]-?: C[K] extends T ? K : never }[keyof C];

/** An `is…Selected` flag (or an exactMatch switch) of the criteria. */
export type FlagKey<C> = KeysOfType<C, boolean>;
/** A list value of the criteria (OR within the list). */
export type ListKey<C> = KeysOfType<C, readonly string[]>;
export type StringKey<C> = KeysOfType<C, string>;
export type NumberKey<C> = KeysOfType<C, number>;

interface RuleBase<C> {
  /** The criterion applies only when this flag is true. */
  flag: FlagKey<C>;
}

/** `column = ANY(values)`; with caseInsensitive, `lower(column) = ANY(lower-cased values)`. */
export interface InListRule<C> extends RuleBase<C> {
  kind: 'inList';
  value: ListKey<C>;
  column: string;
  caseInsensitive?: boolean;
}

/** text[] column sharing at least one element with the values: `column && values`. */
export interface ArrayOverlapRule<C> extends RuleBase<C> {
  kind: 'arrayOverlap';
  value: ListKey<C>;
  column: string;
}

/**
 * Word-prefix full-text match, case- and accent-insensitive: each keyword's words must all occur
 * (as word prefixes); any keyword may match. `vector` is a tsvector built with the same
 * configuration from ls_unaccent-ed text.
 */
export interface KeywordsRule<C> extends RuleBase<C> {
  kind: 'keywords';
  value: ListKey<C>;
  vector: string;
  config: 'simple';
}

/** Names: case-insensitive equality, or (exactMatch off) case-insensitive substring. */
export interface NameRule<C> extends RuleBase<C> {
  kind: 'name';
  value: ListKey<C>;
  exactMatch: FlagKey<C>;
  column: string;
}

/** Web addresses normalised to their domain, then compared like names with a lower-case domain column. */
export interface DomainRule<C> extends RuleBase<C> {
  kind: 'domain';
  value: ListKey<C>;
  exactMatch: FlagKey<C>;
  column: string;
}

/** `column >= now() - interval`, the interval chosen by the option number; unknown options (0 = any time) add nothing. */
export interface DateRangeRule<C> extends RuleBase<C> {
  kind: 'dateRange';
  value: NumberKey<C>;
  column: string;
  intervals: Readonly<Record<number, string>>;
}

/** A fixed predicate (e.g. "has an e-mail") that the flag switches on. */
export interface RequiredRule<C> extends RuleBase<C> {
  kind: 'required';
  predicate: string;
}

/** `column = value`; an empty value adds nothing. */
export interface EqualsRule<C> extends RuleBase<C> {
  kind: 'equals';
  value: StringKey<C>;
  column: string;
}

export type CriterionRule<C> =
  | InListRule<C>
  | ArrayOverlapRule<C>
  | KeywordsRule<C>
  | NameRule<C>
  | DomainRule<C>
  | DateRangeRule<C>
  | RequiredRule<C>
  | EqualsRule<C>;

export interface SearchDefinition<C> {
  /** Trusted ORDER BY text; it must end in a unique column so pages never overlap. */
  orderBy: string;
  criteria: readonly CriterionRule<C>[];
}
