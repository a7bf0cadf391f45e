// SQL of every search kind's results: one page of rows (in the criteria's sort, with whether this user has
// viewed each) and the exact number of matches, both built by the shared compiler from the kind's definition
// and run on the search connections (time-limited, cancelled when the caller goes away): on the replica when
// SEARCH_DATABASE_URL names one, except a search of the user's own list, which reads the primary.
import { Inject, Injectable, Optional } from '@nestjs/common';
import type { CriteriaOf, Paging, SearchableKind } from '@leadsignal/contracts';
import {
  DomainError,
  PRIMARY_SEARCH_DATABASE,
  SearchDatabase,
  searchDuration,
  searchFailures,
  workspaceOf,
} from '@leadsignal/server-core';
import { appliedRules, compileCount, compileSearch, pageClause, readsOwnList, type CompiledCount } from './compiler';
import { CountCache, makeCount, type RunQuery } from './count-cache';
import { bandOf, fromOf, idOf, paidItemSql, type SearchKindDefinition } from './search-kind';

export interface SearchPage<Row> {
  rows: Row[];
  totalCount: number;
  /** Which count roll-up answered totalCount (null: the rows were counted). For benchmarks and plans. */
  countedBy: string | null;
  /** Whether totalCount came from the count cache (counted before at this version of the data). */
  countCached: boolean;
}

export interface CompiledSearchPage {
  /**
   * `prepare`: the statement's only parameter is the user id (the first page of a search without values, e.g.
   * the default screen, with its LIMIT written out), so it is kept as a prepared statement (SearchDatabase.query).
   */
  page: { sql: string; params: unknown[]; prepare: boolean };
  /**
   * The same page found matches-first, when the criteria filter through another table (a prospect's company):
   * every match is found the cheapest way (say, the matching companies' contacts), then sorted. Taken when the
   * exact count, known first from a roll-up, is small; walking the sort order would probe the other table for
   * every row skipped (docs/performance.md, "Prospects by company criteria"). Null when nothing nests.
   */
  matchesFirst: { sql: string; params: unknown[] } | null;
  count: CompiledCount;
}

/**
 * At most this many matches, a page of a search filtered through another table is found matches-first.
 * Walking the sort order costs about (page end / share of rows matching) probes of the other table; finding
 * the matches costs about one visit per match; with 1–5M rows they cross near 10,000 matches.
 */
export const MATCHES_FIRST_MAX = 10_000;

/**
 * `EXISTS (…)`: has the workspace of the user (the SQL placeholder `userParam`) paid for the kind's row in scope?
 * Paid once per team (docs/teams.md).
 */
export function isViewedSql(definition: SearchKindDefinition, userParam: string): string {
  const { kind, id } = paidItemSql(definition);
  return `EXISTS (SELECT 1 FROM viewed_items v WHERE v.workspace_id = ${workspaceOf(userParam)} AND v.item_kind = ${kind} AND v.item_id = ${id})`;
}

@Injectable()
export class SearchRepository {
  constructor(
    @Inject(SearchDatabase) private readonly db: SearchDatabase,
    /** The search connections on the primary; absent (tools, benchmarks): `db` is the primary. */
    @Optional() @Inject(PRIMARY_SEARCH_DATABASE) private readonly primary?: SearchDatabase,
    /** Absent (tools, tests of the SQL): every count is made. */
    @Optional() private readonly countCache?: CountCache,
  ) {}

  /** Where these criteria are read: the primary when they read the user's own list (read-your-own-write). */
  private databaseFor<K extends SearchableKind>(definition: SearchKindDefinition<K>, criteria: CriteriaOf<K>) {
    return this.primary && readsOwnList(definition.search, criteria) ? this.primary : this.db;
  }

  /** The SQL of a search page and its count, without running them (tests, EXPLAIN in the benchmark). */
  compile<K extends SearchableKind>(
    definition: SearchKindDefinition<K>,
    userId: string,
    criteria: CriteriaOf<K> & Paging,
  ): CompiledSearchPage {
    const search = compileSearch(definition.search, criteria, undefined, { userId });
    const pageParams = search.params.clone();
    // A first page of criteria without values is planned once (a prepared statement): its LIMIT is written
    // out, as a LIMIT parameter would make the generic plan sort every match (docs/performance.md).
    const prepare = search.params.list().length === 0 && criteria.page === 1 && Number.isSafeInteger(criteria.pageSize);
    const page = prepare ? `LIMIT ${criteria.pageSize}` : pageClause(criteria, pageParams);
    const user = pageParams.add(userId);
    const from = fromOf(definition);
    const id = idOf(definition);
    const columns = `
      SELECT ${definition.resultColumns}, ${isViewedSql(definition, user)} AS "isViewed"
      FROM page JOIN ${from} ON ${id} = page.id ${definition.resultJoins}
      ORDER BY ${search.orderBy}`;
    // The page's ids first (often from an index alone, however deep the page), then their columns.
    const sql = `
      WITH page AS (
        SELECT ${id} FROM ${from}
        WHERE ${search.where}
        ORDER BY ${search.orderBy}
        ${page}
      )${columns}`;
    const nests = appliedRules(definition.search, criteria, { userId }).some((rule) => rule.kind === 'nested');
    // MATERIALIZED: the matches are found without regard to the order (no walk of the sort index), then sorted.
    const matchesFirst = `
      WITH matches AS MATERIALIZED (
        SELECT ${id} AS id FROM ${from}
        WHERE ${search.where}
      ),
      page AS (
        SELECT ${id} FROM matches JOIN ${from} ON ${id} = matches.id
        ORDER BY ${search.orderBy}
        ${page}
      )${columns}`;
    const count = compileCount(
      definition.search,
      from,
      criteria,
      definition.countRollups,
      { userId },
      bandOf(definition),
    );
    const params = pageParams.list();
    return { page: { sql, params, prepare }, matchesFirst: nests ? { sql: matchesFirst, params } : null, count };
  }

  /**
   * One page of a search and the exact number of matches; the two queries run side by side, except that a
   * search filtered through another table whose count a roll-up answers (in a few ms) is counted first, and a
   * small count finds its page matches-first (CompiledSearchPage.matchesFirst).
   */
  async search<K extends SearchableKind, Row>(
    definition: SearchKindDefinition<K>,
    userId: string,
    criteria: CriteriaOf<K> & Paging,
    signal?: AbortSignal,
  ): Promise<SearchPage<Row>> {
    const { page, matchesFirst, count } = this.compile(definition, userId, criteria);
    const db = this.databaseFor(definition, criteria);
    // One failing stops the other: a search whose count timed out is not answered with its page alone.
    const both = new AbortController();
    const stop = () => both.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const timer = searchDuration.startTimer({ kind: definition.kind, count_path: count.rollup ?? 'rows' });
    try {
      let rows: Row[];
      let counted: { count: number; cached: boolean };
      if (matchesFirst && count.rollup) {
        counted = await this.countOf(db, definition, count, both.signal);
        const chosen = counted.count <= MATCHES_FIRST_MAX ? matchesFirst : page;
        rows = await db.query<Row>(chosen.sql, chosen.params, both.signal);
      } else {
        [rows, counted] = await Promise.all([
          db.query<Row>(page.sql, page.params, both.signal, { prepare: page.prepare }).catch(failBoth(both)),
          this.countOf(db, definition, count, both.signal).catch(failBoth(both)),
        ]);
      }
      timer();
      return { rows, totalCount: counted.count, countedBy: count.rollup, countCached: counted.cached };
    } catch (error) {
      const reason = signal?.aborted ? 'client-gone' : error instanceof DomainError ? error.kind : 'error';
      searchFailures.inc({ kind: definition.kind, reason });
      throw error;
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  }

  /** The exact number of rows the criteria match for the user (an export's size). */
  async count<K extends SearchableKind>(
    definition: SearchKindDefinition<K>,
    userId: string,
    criteria: CriteriaOf<K>,
    signal?: AbortSignal,
  ): Promise<number> {
    const count = compileCount(
      definition.search,
      fromOf(definition),
      criteria,
      definition.countRollups,
      { userId },
      bandOf(definition),
    );
    return (await this.countOf(this.databaseFor(definition, criteria), definition, count, signal)).count;
  }

  /** A compiled count on `db`, through the count cache when there is one. */
  private async countOf(
    db: SearchDatabase,
    definition: SearchKindDefinition,
    count: CompiledCount,
    signal?: AbortSignal,
  ): Promise<{ count: number; cached: boolean }> {
    const run: RunQuery = (sql, params, s, options) => db.query(sql, params, s, options);
    if (this.countCache) return this.countCache.count(definition, count, run, signal);
    return { count: await makeCount(count, run, signal), cached: false };
  }
}

/** Rethrows the first failure after aborting the sibling query, whose own failure is then ignored. */
function failBoth(both: AbortController) {
  return (error: unknown): never => {
    both.abort();
    throw error;
  };
}
