// What a search will cost, estimated from its criteria alone (never from the data, so the same criteria are
// always judged the same way): the work PostgreSQL does per row or per index lookup for each text term, and a
// sort no index serves. A search costing HEAVY_SEARCH_COST or more is heavy: it counts against the user's
// budget of heavy searches a minute and runs only when a heavy slot is free (search-gate.ts, docs/security.md
// "Fair share"). Exact values (names, types, places, lists) cost nothing here: each is an index lookup,
// however many there are.
import { normaliseDomain } from './domains';
import { keywordWords } from './keywords';
import type { CriterionRule, SearchDefinition } from './search-definition';

/** The cost of each kind of work (units: roughly one text-index lookup). */
export const SEARCH_COSTS = {
  /** A keyword word of three or more letters, matched as a prefix: every word of the vocabulary it begins. */
  prefixWord: 2,
  /** A keyword word of one or two letters (matched whole: one lexeme). */
  wholeWord: 1,
  /** A partial (substring) term the trigram index serves: three or more characters. */
  partialTerm: 4,
  /** A partial term of one or two characters: no trigram to look up, so every row is read and tested. */
  shortPartialTerm: 20,
  /** A sort no index returns rows in (SortColumn.unindexed): every match is read and sorted. */
  unindexedSort: 20,
} as const;

/**
 * At or above this cost a search is heavy: ten keywords, five partial terms, one partial term of one or two
 * characters, or a sort no index serves. The searches a person types (a few keywords, a few names, exact or
 * partial) stay below it.
 */
export const HEAVY_SEARCH_COST = 20;

/** Characters a partial term needs for the trigram index to serve it. */
const TRIGRAM = 3;

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

/** The cost of one criterion's terms (0 when it does not apply, or matches exactly). */
function criterionCost<C>(rule: CriterionRule<C>, criteria: C): number {
  if (rule.kind === 'nested') {
    const nested = criteria[rule.value] as never;
    return nested ? criteriaCost(rule.criteria, nested) : 0;
  }
  if (criteria[rule.flag] !== true) return 0;
  if (rule.kind === 'keywords') {
    const words = keywordWords(criteria[rule.value] as readonly string[]).flat();
    return words.reduce((sum, { prefix }) => sum + (prefix ? SEARCH_COSTS.prefixWord : SEARCH_COSTS.wholeWord), 0);
  }
  if ((rule.kind === 'name' || rule.kind === 'domain') && criteria[rule.exactMatch] === false) {
    // The terms as the compiler matches them: trimmed, normalised, lower-cased, each once.
    const raw = (criteria[rule.value] as readonly string[]).map((value) => value.trim()).filter(Boolean);
    const terms = unique(
      (rule.kind === 'domain' ? raw.map(normaliseDomain) : raw.map((value) => value.toLowerCase())).filter(Boolean),
    );
    return terms.reduce(
      (sum, term) => sum + ([...term].length < TRIGRAM ? SEARCH_COSTS.shortPartialTerm : SEARCH_COSTS.partialTerm),
      0,
    );
  }
  return 0;
}

function criteriaCost<C>(rules: readonly CriterionRule<C>[], criteria: C): number {
  return rules.reduce((sum, rule) => sum + criterionCost(rule, criteria), 0);
}

/** The estimated cost of a search with these criteria (its text terms and its sort; see SEARCH_COSTS). */
export function searchCost<C>(definition: Pick<SearchDefinition<C>, 'criteria' | 'sorts'>, criteria: C): number {
  const { sortBy } = criteria as { sortBy?: unknown };
  const sort = typeof sortBy === 'string' ? definition.sorts?.columns[sortBy] : undefined;
  return criteriaCost(definition.criteria, criteria) + (sort?.unindexed ? SEARCH_COSTS.unindexedSort : 0);
}

/** Whether a search with these criteria is heavy (searchCost at or above HEAVY_SEARCH_COST). */
export function isHeavySearch<C>(definition: Pick<SearchDefinition<C>, 'criteria' | 'sorts'>, criteria: C): boolean {
  return searchCost(definition, criteria) >= HEAVY_SEARCH_COST;
}
