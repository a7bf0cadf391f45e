// Exact counts for a search. A search kind may declare count roll-ups (pre-aggregated tables kept
// exact by triggers); when every criterion that applies is one a roll-up answers, the count sums
// roll-up rows instead of visiting every matching row, which is what makes the broad default
// screens fast. Otherwise it counts the rows themselves.
import { compileCriterion, compileWhere } from './compile-search';
import {
  anchorOf,
  type CompileContext,
  type CriterionRule,
  type FlagKey,
  type ObjectKey,
  type SearchDefinition,
} from './search-definition';
import { SqlParams } from './sql-params';

export interface CountRollup<C> {
  /** Name shown in plans and benchmarks. */
  name: string;
  /** FROM text, e.g. `trigger_event_day_counts r`. */
  from: string;
  /**
   * Each roll-up row's count: its count column, or an expression over the row (a roll-up that counts by
   * inclusion–exclusion adds some rows and subtracts others).
   */
  countColumn: string;
  /** The criteria it answers, as rules over its own columns; a criterion absent here is not covered. */
  criteria: readonly CriterionRule<C>[];
  /**
   * The date-range criterion, when the roll-up buckets it by UTC day: whole days after the range's
   * start come from the roll-up, the partial first day from the rows themselves.
   */
  dayBuckets?: { flag: FlagKey<C>; bucketColumn: string };
  /**
   * Whether it answers these criteria exactly, beyond holding every applied criterion (e.g. at most two
   * technologies); absent = always.
   */
  accepts?: (criteria: C) => boolean;
  /**
   * The nested criteria it holds (the prospect search's `company`), as rules over its own columns (see
   * rollupCriteria): a nested criterion is covered when every nested criterion that applies is one of these.
   * Absent = no nested criterion is covered.
   */
  nested?: { value: ObjectKey<C>; criteria: readonly CriterionRule<never>[] };
}

/**
 * A search's criteria re-pointed at a roll-up's columns, so a roll-up is declared by the columns it holds
 * rather than by a second copy of the rules: every `<alias>.<column>` a rule mentions (column, orColumn,
 * vector, predicates) becomes `columns[column]`; a rule mentioning a column the roll-up lacks is left
 * out, and so is every nested and list rule (those depend on other tables). The roll-up stores each
 * nullable key as '' (never a criterion value) and lower-cased where the rule compares lower-cased.
 */
export function rollupCriteria<C>(
  rules: readonly CriterionRule<C>[],
  alias: string,
  columns: Readonly<Record<string, string>>,
): CriterionRule<C>[] {
  const reference = new RegExp(`\\b${alias}\\.([a-z_][a-z0-9_]*)`, 'g');
  const covered: CriterionRule<C>[] = [];
  for (const rule of rules) {
    if (rule.kind === 'nested' || rule.kind === 'list') continue;
    let answerable = true;
    const repoint = (sql: string) =>
      sql.replace(reference, (whole, column: string) => {
        const target = columns[column];
        if (target === undefined) answerable = false;
        return target ?? whole;
      });
    const copy = { ...rule } as Record<string, unknown>;
    for (const key of ['column', 'orColumn', 'vector', 'predicate'] as const) {
      if (typeof copy[key] === 'string') copy[key] = repoint(copy[key] as string);
    }
    if (rule.kind === 'choice') {
      copy.predicates = Object.fromEntries(Object.entries(rule.predicates).map(([n, sql]) => [n, repoint(sql)]));
    }
    if (rule.kind === 'inList' && rule.anyValue) {
      copy.anyValue = { ...rule.anyValue, predicate: repoint(rule.anyValue.predicate) };
    }
    if (answerable) covered.push(copy as unknown as CriterionRule<C>);
  }
  return covered;
}

export interface CompiledCount {
  sql: string;
  params: unknown[];
  /** The roll-up used, or null when the rows are counted. */
  rollup: string | null;
  /** The same count of rows, to be made day by day of the banded column (see BandedCount); absent: not. */
  banded?: BandedCount;
}

/**
 * A count of rows made as a sum over days (UTC) of one column, so that each day's count can be cached under
 * the version of that day's rows (search_band_version, libs/search count-cache.ts). The criteria's relative
 * date range on that column, if any, is not in `where`: a day wholly inside the range is counted without it
 * (every row of it is in the range), the day the range starts in is counted with it.
 */
export interface BandedCount {
  /** The kind's table (`trigger_events`) and FROM text (`trigger_events e`). */
  table: string;
  from: string;
  /** The banded column as SQL (`e.date_published`). */
  column: string;
  /** The conditions of every other criterion (TRUE when none); its parameters are `params`. */
  where: string;
  params: unknown[];
  /** The relative date range on the banded column, counted back from now(): its interval; null when none. */
  interval: string | null;
}

/** Where a kind's counts are banded: its table, alias and the banded column (a NOT NULL timestamptz). */
export interface CountBand {
  table: string;
  alias: string;
  column: string;
}

/**
 * The banded form of a count of rows, or null when the criteria count back from a fixed instant (a saved
 * search's asOf) rather than now() — such a count is cached like any other.
 */
export function compileBandedCount<C>(
  definition: SearchDefinition<C>,
  band: CountBand,
  criteria: C,
  context: CompileContext = {},
): BandedCount | null {
  if (context.asOf) return null;
  const column = `${band.alias}.${band.column}`;
  const dateRule = appliedRules(definition, criteria, context).find(
    (rule) => rule.kind === 'dateRange' && rule.column === column,
  );
  let unbanded = criteria;
  let interval: string | null = null;
  if (dateRule?.kind === 'dateRange') {
    interval = dateRule.intervals[criteria[dateRule.value] as number];
    unbanded = { ...criteria, [dateRule.flag]: false };
  }
  const params = new SqlParams();
  const where = compileWhere(definition, unbanded, params, context);
  return {
    table: band.table,
    from: `${band.table} ${band.alias}`,
    column,
    where: where.length ? where.join(' AND ') : 'TRUE',
    params: params.list(),
    interval,
  };
}

/** The rules of a definition that apply to these criteria. */
export function appliedRules<C>(
  definition: SearchDefinition<C>,
  criteria: C,
  context: CompileContext = {},
): CriterionRule<C>[] {
  const scratch = new SqlParams();
  return definition.criteria.filter((rule) => compileCriterion(rule, criteria, scratch, context) !== null);
}

function holds<C>(criteria: readonly CriterionRule<C>[], rule: CriterionRule<C>): boolean {
  return rule.kind !== 'nested' && criteria.some((covered) => covered.kind !== 'nested' && covered.flag === rule.flag);
}

function covers<C>(
  rollup: CountRollup<C>,
  applied: readonly CriterionRule<C>[],
  criteria: C,
  context: CompileContext,
): boolean {
  return applied.every((rule) => {
    if (rule.kind === 'nested') {
      const nested = rollup.nested;
      if (!nested || nested.value !== rule.value) return false;
      const inner = appliedRules({ orderBy: '', criteria: rule.criteria }, criteria[rule.value] as never, context);
      return inner.every((innerRule) => holds(nested.criteria, innerRule));
    }
    return rule.flag === rollup.dayBuckets?.flag || holds(rollup.criteria, rule);
  });
}

/**
 * `SELECT … AS count` for the exact number of rows of `from` (e.g. `trigger_events e`) matching the
 * criteria, through the first roll-up that covers them.
 */
export function compileCount<C>(
  definition: SearchDefinition<C>,
  from: string,
  criteria: C,
  rollups: readonly CountRollup<C>[] = [],
  context: CompileContext = {},
  band?: CountBand,
): CompiledCount {
  const applied = appliedRules(definition, criteria, context);
  const rollup = rollups.find(
    (candidate) => covers(candidate, applied, criteria, context) && (candidate.accepts?.(criteria) ?? true),
  );
  const params = new SqlParams();
  if (!rollup) {
    const where = compileWhere(definition, criteria, params, context);
    const banded = band && compileBandedCount(definition, band, criteria, context);
    return {
      sql: `SELECT count(*)::bigint AS count FROM ${from} WHERE ${where.length ? where.join(' AND ') : 'TRUE'}`,
      params: params.list(),
      rollup: null,
      ...(banded ? { banded } : {}),
    };
  }

  const rollupWhere = compileWhere({ orderBy: '', criteria: rollup.criteria }, criteria, params);
  const nested = rollup.nested && (criteria[rollup.nested.value] as never);
  if (rollup.nested && nested) {
    rollupWhere.push(...compileWhere({ orderBy: '', criteria: rollup.nested.criteria }, nested, params));
  }
  const dateRule =
    rollup.dayBuckets && applied.find((rule) => rule.kind !== 'nested' && rule.flag === rollup.dayBuckets?.flag);
  let edge = '';
  if (rollup.dayBuckets && dateRule?.kind === 'dateRange') {
    const interval = params.add(dateRule.intervals[criteria[dateRule.value] as number]);
    const start = `(${anchorOf(context, params)} - ${interval}::interval)`;
    rollupWhere.push(`${rollup.dayBuckets.bucketColumn} > (${start} AT TIME ZONE 'UTC')::date`);
    // The first, partial day: the rows from the range's start up to the next UTC midnight.
    const rowsWhere = compileWhere(definition, criteria, params, context);
    rowsWhere.push(`${dateRule.column} < date_trunc('day', ${start}, 'UTC') + interval '1 day'`);
    edge = `\n  + (SELECT count(*) FROM ${from} WHERE ${rowsWhere.join(' AND ')})`;
  }
  const sum = `coalesce((SELECT sum(${rollup.countColumn}) FROM ${rollup.from} WHERE ${
    rollupWhere.length ? rollupWhere.join(' AND ') : 'TRUE'
  }), 0)`;
  return { sql: `SELECT (${sum}${edge})::bigint AS count`, params: params.list(), rollup: rollup.name };
}
