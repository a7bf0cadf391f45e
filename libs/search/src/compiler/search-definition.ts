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
/** A nested criteria object (the prospect search's `company`). */
export type ObjectKey<C> = KeysOfType<C, object>;

interface RuleBase<C> {
  /** The criterion applies only when this flag is true. */
  flag: FlagKey<C>;
}

/**
 * `column = ANY(values)`; with caseInsensitive, `lower(column) = ANY(lower-cased values)`; with orColumn, a
 * value may match either column (an industry list also naming top-level industries, say).
 */
export interface InListRule<C> extends RuleBase<C> {
  kind: 'inList';
  value: ListKey<C>;
  column: string;
  caseInsensitive?: boolean;
  orColumn?: string;
  /** Values that stand for several stored ones (e.g. fixed_line_or_mobile: fixed_line, mobile, …). */
  synonyms?: Readonly<Record<string, readonly string[]>>;
  /** A value that means "any at all" and the predicate it stands for (e.g. any_phone: has a phone). */
  anyValue?: { value: string; predicate: string };
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

/** `column >= now() - interval` (or the context's asOf), the interval chosen by the option number; unknown options (0 = any time) add nothing. */
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

/** A numbered option chosen from a fixed list, each with its trusted predicate (e.g. the e-mail type filter). */
export interface ChoiceRule<C> extends RuleBase<C> {
  kind: 'choice';
  value: NumberKey<C>;
  predicates: Readonly<Record<number, string>>;
}

/**
 * When a row arrived, within (after, until]: `column > after AND column <= until`, each bound (an ISO-8601
 * timestamp in criteria[after] / criteria[until]) optional, '' meaning none. Monitoring announces exactly the
 * rows of such a window, so a notification opens its search with it (docs/saved-searches.md).
 */
export interface ArrivalWindowRule<C> extends RuleBase<C> {
  kind: 'arrivalWindow';
  after: StringKey<C>;
  until: StringKey<C>;
  column: string;
}

/**
 * Membership of one of the user's own lists (criteria[value] names the list): `column IN (its members)`. Scoped
 * to the user the search runs for (CompileContext.userId), so another user's list matches nothing.
 */
export interface ListRule<C> extends RuleBase<C> {
  kind: 'list';
  value: StringKey<C>;
  column: string;
}

/**
 * Criteria of another table applied through a key: `column IN (SELECT id FROM <from> WHERE …)` with the
 * nested criteria (criteria[value]) compiled by that table's rules. Applies when any nested criterion does.
 */
export interface NestedRule<C> {
  kind: 'nested';
  value: ObjectKey<C>;
  /** e.g. `p.company_id` */
  column: string;
  /** e.g. `companies c` and `c.id` */
  from: string;
  id: string;
  criteria: readonly CriterionRule<never>[];
}

export type CriterionRule<C> =
  | InListRule<C>
  | ArrayOverlapRule<C>
  | KeywordsRule<C>
  | NameRule<C>
  | DomainRule<C>
  | DateRangeRule<C>
  | RequiredRule<C>
  | EqualsRule<C>
  | ChoiceRule<C>
  | ListRule<C>
  | ArrivalWindowRule<C>
  | NestedRule<C>;

/** Who a search runs for: rules that reach a user's own rows (their lists) need it. */
export interface CompileContext {
  userId?: string;
  /**
   * The instant relative date ranges ("last 3 months") count back from, as an ISO timestamp; now() when
   * absent. An export passes the moment it was requested, so a file made minutes later (or resumed after a
   * worker died) holds the rows the user was shown, not fewer as the window moves on.
   */
  asOf?: string;
}

/** The SQL instant relative date ranges count back from: the context's asOf, else now(). */
export function anchorOf(context: CompileContext, params: { add(value: unknown): string }): string {
  return context.asOf ? `${params.add(context.asOf)}::timestamptz` : 'now()';
}

/** A sortable column: trusted SQL; nullable ones sort their NULLs last in either direction. */
export interface SortColumn {
  sql: string;
  nullable?: boolean;
  /** No index returns rows in this order (with or without other criteria): every match is sorted (cost.ts). */
  unindexed?: true;
}

/** The sorts a user may pick (criteria.sortBy / sortDirection), each broken by a unique column. */
export interface SortRules {
  columns: Readonly<Record<string, SortColumn>>;
  /** A unique column (ascending) that makes every order total, so pages never overlap. */
  tieBreaker: string;
}

export interface SearchDefinition<C> {
  /** Trusted ORDER BY text of the default order; it must end in a unique column so pages never overlap. */
  orderBy: string;
  /** The orders criteria.sortBy may choose; without them (or without sortBy) the default applies. */
  sorts?: SortRules;
  criteria: readonly CriterionRule<C>[];
}
