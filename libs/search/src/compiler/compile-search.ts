// The one criteria → SQL compiler (ARCHITECTURE §4): a search kind's declarative table plus the
// criteria a user sent become a parameterised WHERE clause (OR within a criterion, AND across
// criteria), its ORDER BY and its page. Alerts use it now; registered companies and prospects
// add their own SearchDefinition and reuse everything here.
import { containsPattern, visibleTo } from '@leadsignal/server-core';
import { normaliseDomain } from './domains';
import { prefixTsQuery } from './keywords';
import { anchorOf, type CompileContext, type CriterionRule, type SearchDefinition } from './search-definition';
import { SqlParams } from './sql-params';

export interface Paging {
  page: number;
  pageSize: number;
}

export interface CompiledSearch {
  /** `TRUE` when no criterion applies, else the criteria's conditions joined with AND. */
  where: string;
  /** One condition per applied criterion (for callers that add their own conditions). */
  conditions: string[];
  orderBy: string;
  /** The values of the conditions' placeholders, in order. */
  params: SqlParams;
}

/** `%term%` for (I)LIKE with the user's %, _ and \ (and its look-alikes) taken literally: one definition, server-core's. */
export { containsPattern };

function nonEmpty(values: readonly string[]): string[] {
  return values.map((value) => value.trim()).filter((value) => value !== '');
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/**
 * `column = $n` for one value, else `column = ANY($n::text[])`. The single-value form lets a
 * (column, date_published, id) index return rows already in result order; with ANY it cannot.
 */
function equalsAny(column: string, values: string[], params: SqlParams): string {
  return values.length === 1
    ? `${column} = ${params.add(values[0])}`
    : `${column} = ANY(${params.add(values)}::text[])`;
}

/** The SQL condition of one criterion, or null when it does not apply (flag off, nothing to match). */
export function compileCriterion<C>(
  rule: CriterionRule<C>,
  criteria: C,
  params: SqlParams,
  context: CompileContext = {},
): string | null {
  if (rule.kind === 'nested') {
    const nested = criteria[rule.value] as never;
    if (!nested) return null;
    const conditions = compileWhere({ orderBy: '', criteria: rule.criteria }, nested, params, context);
    if (!conditions.length) return null;
    return `${rule.column} IN (SELECT ${rule.id} FROM ${rule.from} WHERE ${conditions.join(' AND ')})`;
  }
  if (criteria[rule.flag] !== true) return null;
  switch (rule.kind) {
    case 'inList': {
      let values = nonEmpty(criteria[rule.value] as readonly string[]);
      if (!values.length) return null;
      if (rule.anyValue && values.includes(rule.anyValue.value)) return rule.anyValue.predicate;
      if (rule.synonyms) values = values.flatMap((value) => rule.synonyms?.[value] ?? [value]);
      if (rule.caseInsensitive) values = values.map((value) => value.toLowerCase());
      const column = rule.caseInsensitive ? `lower(${rule.column})` : rule.column;
      if (rule.orColumn) {
        const list = unique(values);
        const value = list.length === 1 ? params.add(list[0]) : `ANY(${params.add(list)}::text[])`;
        return `(${column} = ${value} OR ${rule.orColumn} = ${value})`;
      }
      return equalsAny(column, unique(values), params);
    }
    case 'arrayOverlap': {
      const values = nonEmpty(criteria[rule.value] as readonly string[]);
      if (!values.length) return null;
      return `${rule.column} && ${params.add(unique(values))}::text[]`;
    }
    case 'keywords': {
      const query = prefixTsQuery(criteria[rule.value] as readonly string[]);
      if (query === null) return null;
      return `${rule.vector} @@ to_tsquery('${rule.config}', ls_unaccent(${params.add(query)}::text))`;
    }
    case 'name':
    case 'domain': {
      const raw = nonEmpty(criteria[rule.value] as readonly string[]);
      const values = unique(
        (rule.kind === 'domain' ? raw.map(normaliseDomain) : raw.map((value) => value.toLowerCase())).filter(Boolean),
      );
      if (!values.length) return null;
      if (criteria[rule.exactMatch] !== false) {
        // Domains are stored lower-cased, so the plain column (and its index) is compared.
        const column = rule.kind === 'domain' ? rule.column : `lower(${rule.column})`;
        return equalsAny(column, values, params);
      }
      // One ILIKE per value (not ILIKE ANY) so the planner can OR trigram-index scans together.
      const likes = values.map((value) => `${rule.column} ILIKE ${params.add(containsPattern(value))}`);
      return likes.length === 1 ? likes[0] : `(${likes.join(' OR ')})`;
    }
    case 'dateRange': {
      const interval = rule.intervals[criteria[rule.value] as number];
      if (!interval) return null;
      return `${rule.column} >= ${anchorOf(context, params)} - ${params.add(interval)}::interval`;
    }
    case 'required':
      return rule.predicate;
    case 'equals': {
      const value = (criteria[rule.value] as string).trim();
      if (!value) return null;
      return `${rule.column} = ${params.add(value)}`;
    }
    case 'choice':
      return rule.predicates[criteria[rule.value] as number] ?? null;
    case 'arrivalWindow': {
      const after = (criteria[rule.after] as string).trim();
      const until = (criteria[rule.until] as string).trim();
      const bounds = [
        ...(after ? [`${rule.column} > ${params.add(after)}::timestamptz`] : []),
        ...(until ? [`${rule.column} <= ${params.add(until)}::timestamptz`] : []),
      ];
      return bounds.length ? `(${bounds.join(' AND ')})` : null;
    }
    case 'list': {
      const listId = (criteria[rule.value] as string).trim();
      if (!listId) return null;
      // Without the user, no list is theirs. A list shared with the user's team reads as their own
      // (docs/teams-sharing.md); any other list has no members for them.
      if (!context.userId) return 'FALSE';
      const list = params.add(listId);
      const user = `${params.add(context.userId)}::uuid`;
      return `${rule.column} IN (SELECT lm.item_id FROM list_members lm JOIN lists l ON l.id = lm.list_id
        WHERE l.id = ${list}::uuid AND ${visibleTo('l', user)})`;
    }
  }
}

/**
 * The ORDER BY of the criteria's sort (sortBy / sortDirection) when the definition offers it, else the
 * definition's default order. Written as `column [DESC] [NULLS LAST], tie-breaker`.
 */
export function orderByOf<C>(definition: SearchDefinition<C>, criteria: C): string {
  const { sortBy, sortDirection } = criteria as { sortBy?: unknown; sortDirection?: unknown };
  const column = typeof sortBy === 'string' ? definition.sorts?.columns[sortBy] : undefined;
  if (!definition.sorts || !column) return definition.orderBy;
  const direction = sortDirection === 'asc' ? '' : ' DESC';
  return `${column.sql}${direction}${column.nullable ? ' NULLS LAST' : ''}, ${definition.sorts.tieBreaker}`;
}

/** The WHERE conditions of every applied criterion, bound into `params`. */
export function compileWhere<C>(
  definition: SearchDefinition<C>,
  criteria: C,
  params: SqlParams,
  context: CompileContext = {},
): string[] {
  const conditions: string[] = [];
  for (const rule of definition.criteria) {
    const condition = compileCriterion(rule, criteria, params, context);
    if (condition !== null) conditions.push(condition);
  }
  return conditions;
}

/**
 * WHERE and ORDER BY of a search. Pass `params` when the caller has bound values of its own so the
 * numbering continues after them; add the page with pageClause on a copy when the same conditions
 * also feed a count.
 */
export function compileSearch<C>(
  definition: SearchDefinition<C>,
  criteria: C,
  params: SqlParams = new SqlParams(),
  context: CompileContext = {},
): CompiledSearch {
  const conditions = compileWhere(definition, criteria, params, context);
  return {
    where: conditions.length ? conditions.join('\n  AND ') : 'TRUE',
    conditions,
    orderBy: orderByOf(definition, criteria),
    params,
  };
}

/** `LIMIT $n OFFSET $m` of the requested page (pages start at 1). */
export function pageClause(paging: Paging, params: SqlParams): string {
  const limit = params.add(paging.pageSize);
  const offset = params.add((paging.page - 1) * paging.pageSize);
  return `LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * Whether the criteria read one of the user's lists (a list criterion that applies, at any depth; their own or
 * one shared with their team). A list's members are what its owner or a teammate just wrote, so such a search, count or export reads the primary, never a replica
 * that may trail it (docs/scaling.md, read-your-own-write).
 */
export function readsOwnList<C>(definition: Pick<SearchDefinition<C>, 'criteria'>, criteria: C): boolean {
  return definition.criteria.some((rule) => {
    if (rule.kind === 'nested') {
      const nested = criteria[rule.value] as never;
      return Boolean(nested) && readsOwnList({ criteria: rule.criteria }, nested);
    }
    if (rule.kind !== 'list' || criteria[rule.flag] !== true) return false;
    const listId = criteria[rule.value];
    return typeof listId === 'string' && listId.trim() !== '';
  });
}
