// SQL of the home dashboard (docs/home.md): the visit record "new since your last visit" counts from (the
// one writer of home_visits), and reads of the user's saved searches — the monitored ones, each one's new
// matches (its kind's WHERE from the shared compiler plus the arrival window, as monitoring counts them), the
// default alert search and its events per week and type.
import { Inject, Injectable } from '@nestjs/common';
import {
  HOME_FIRST_VISIT_DAYS,
  HOME_TREND_WEEKS,
  HOME_VISIT_GAP_MINUTES,
  type CriteriaOf,
  type SearchableKind,
  type SearchKind,
} from '@leadsignal/contracts';
import { compileSearch, fromOf, SqlParams, type SearchKindDefinition } from '@leadsignal/search';
import { queryRows, SearchDatabase, visibleTo } from '@leadsignal/server-core';
import { DataSource } from 'typeorm';

export interface VisitRow {
  /** PostgreSQL text, so the microseconds survive the round trip. */
  since: string;
  hasPreviousVisit: boolean;
}

export interface MonitoredSearchRow {
  id: string;
  kind: SearchKind;
  name: string;
  criteria: unknown;
}

export interface DefaultSearchRow {
  id: string;
  name: string;
  criteria: unknown;
}

export interface WeekTypeCount {
  weekStart: string;
  type: string | null;
  count: number;
}

/**
 * The previous visit, or without one HOME_FIRST_VISIT_DAYS before the first visit (before now when there was
 * none), so reloads during the first visit keep one "since" too. Reads `v` (home_visits); `days` is the
 * placeholder of HOME_FIRST_VISIT_DAYS.
 */
function sinceColumns(days: string): string {
  return `coalesce(v.previous_seen_at, coalesce(v.created_at, now()) - make_interval(days => ${days}::int))::text AS since,
  (v.previous_seen_at IS NOT NULL) AS "hasPreviousVisit"`;
}

@Injectable()
export class HomeRepository {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    // The counts are searches: they run on the search connections, under the search statement timeout.
    @Inject(SearchDatabase) private readonly searchDb: SearchDatabase,
  ) {}

  /**
   * Records a visit and answers where its "since" starts. A visit more than HOME_VISIT_GAP_MINUTES after
   * the last seen one starts a new visit (the last becomes the previous); a reload within the gap keeps
   * the same previous visit, so the counts do not drop to 0 on every refresh.
   */
  async recordVisit(userId: string): Promise<VisitRow> {
    const [row] = await queryRows<VisitRow>(
      this.dataSource,
      `INSERT INTO home_visits AS v (user_id, seen_at) VALUES ($1, now())
       ON CONFLICT (user_id) DO UPDATE SET
         previous_seen_at = CASE WHEN v.seen_at < now() - make_interval(mins => $2::int)
                                 THEN v.seen_at ELSE v.previous_seen_at END,
         seen_at = now()
       RETURNING ${sinceColumns('$3')}`,
      [userId, HOME_VISIT_GAP_MINUTES, HOME_FIRST_VISIT_DAYS],
    );
    return row;
  }

  /** Where "new since your last visit" starts now, without recording a visit. */
  async since(userId: string): Promise<VisitRow> {
    const [row] = await queryRows<VisitRow>(
      this.dataSource,
      `SELECT ${sinceColumns('$2')} FROM (SELECT 1) AS one LEFT JOIN home_visits v ON v.user_id = $1`,
      [userId, HOME_FIRST_VISIT_DAYS],
    );
    return row;
  }

  /**
   * The user's monitored searches of these kinds, oldest first: their own, and those shared with their team they
   * monitor (their subscription; docs/teams-sharing.md).
   */
  monitoredSearches(userId: string, kinds: readonly SearchableKind[]): Promise<MonitoredSearchRow[]> {
    return queryRows<MonitoredSearchRow>(
      this.dataSource,
      `SELECT s.id, s.kind, s.name, s.criteria FROM saved_searches s
       LEFT JOIN saved_search_subscriptions sub ON sub.saved_search_id = s.id AND sub.user_id = $1
       WHERE s.kind = ANY($2::text[]) AND ${visibleTo('s', '$1')}
         AND CASE WHEN s.user_id = $1 THEN s.is_monitored ELSE coalesce(sub.is_monitored, false) END
       ORDER BY s.created_at, s.id`,
      [userId, [...kinds]],
    );
  }

  /** The user's default saved search of the kind, if they set one: their own, or a shared one they made theirs. */
  async defaultSearch(userId: string, kind: SearchableKind): Promise<DefaultSearchRow | undefined> {
    const [row] = await queryRows<DefaultSearchRow>(
      this.dataSource,
      `SELECT s.id, s.name, s.criteria FROM saved_searches s
       LEFT JOIN saved_search_subscriptions sub ON sub.saved_search_id = s.id AND sub.user_id = $1
       WHERE s.kind = $2 AND ${visibleTo('s', '$1')}
         AND CASE WHEN s.user_id = $1 THEN s.is_default ELSE coalesce(sub.is_default, false) END
       ORDER BY (s.user_id = $1) DESC LIMIT 1`,
      [userId, kind],
    );
    return row;
  }

  /** Rows of the kind matching the criteria that arrived after `since` (PostgreSQL timestamptz text). */
  async newMatchCount<K extends SearchableKind>(
    userId: string,
    definition: SearchKindDefinition<K>,
    criteria: CriteriaOf<K>,
    since: string,
  ): Promise<number> {
    const params = new SqlParams([since]);
    const search = compileSearch(definition.search, criteria, params, { userId });
    const where = [`${definition.arrivalColumn} > $1::timestamptz`, ...search.conditions].join('\n  AND ');
    const [row] = await this.searchDb.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${fromOf(definition)} WHERE ${where}`,
      params.list(),
    );
    return row?.count ?? 0;
  }

  /**
   * Events matching the alert criteria published in each of the last HOME_TREND_WEEKS weeks (Monday-based,
   * UTC, the current week last), by type; weeks and types without events are absent.
   */
  trendCounts(
    userId: string,
    definition: SearchKindDefinition<'alerts'>,
    criteria: CriteriaOf<'alerts'>,
  ): Promise<WeekTypeCount[]> {
    const params = new SqlParams([HOME_TREND_WEEKS - 1]);
    const search = compileSearch(definition.search, criteria, params, { userId });
    const published = `${definition.alias}.date_published`;
    const where = [
      `${published} >= (date_trunc('week', now() AT TIME ZONE 'UTC') - make_interval(weeks => $1::int)) AT TIME ZONE 'UTC'`,
      ...search.conditions,
    ].join('\n  AND ');
    return this.searchDb.query<WeekTypeCount>(
      `SELECT to_char(date_trunc('week', ${published} AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS "weekStart",
              ${definition.alias}.type AS type, count(*)::int AS count
       FROM ${fromOf(definition)}
       WHERE ${where}
       GROUP BY 1, 2 ORDER BY 1, 2`,
      params.list(),
    );
  }

  /** The Mondays (YYYY-MM-DD, UTC) of the last HOME_TREND_WEEKS weeks, oldest first. */
  async trendWeeks(): Promise<string[]> {
    const rows = await queryRows<{ weekStart: string }>(
      this.dataSource,
      `SELECT to_char(w, 'YYYY-MM-DD') AS "weekStart"
       FROM generate_series(date_trunc('week', now() AT TIME ZONE 'UTC') - make_interval(weeks => $1::int),
                            date_trunc('week', now() AT TIME ZONE 'UTC'), interval '1 week') AS w
       ORDER BY w`,
      [HOME_TREND_WEEKS - 1],
    );
    return rows.map((row) => row.weekStart);
  }
}
