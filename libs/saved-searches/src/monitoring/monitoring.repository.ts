// SQL of saved-search monitoring: which users have searches due, each due search's new matches (its kind's
// search WHERE from the shared compiler, plus the arrival window), and the writes of one announcement:
// watermarks and the digest outbox row, in the caller's transaction (its notifications are written there by
// @leadsignal/notifications).
// Always on the primary (the DataSource), never on the search replica (SEARCH_DATABASE_URL): the new matches
// are read in the transaction that moves the watermark to the cutoff, so rows committed before the cutoff but
// not yet replayed on a replica would never be announced (docs/scaling.md).
import { Inject, Injectable } from '@nestjs/common';
import type { ArrivalWindow, CriteriaOf, MailJob, SearchableKind, SearchKind } from '@leadsignal/contracts';
import {
  compileSearch,
  fromOf,
  isoInstantSql,
  SEARCH_KIND_DEFINITIONS,
  SqlParams,
  type DigestItem,
  type SearchKindDefinition,
} from '@leadsignal/search';
import { queryRows, visibleTo, type Queryable } from '@leadsignal/server-core';
import { DataSource } from 'typeorm';

/** The arrival-window criterion of (after, until]: what a run announces, and what its notification opens. */
export function arrivalWindow(after: string, until: string): ArrivalWindow {
  return { isArrivedWindowSelected: true, arrivedAfter: after, arrivedUntil: until };
}

/** Monitoring covers every kind the search-kind registry defines. */
const MONITORED_KINDS = Object.keys(SEARCH_KIND_DEFINITIONS) as SearchableKind[];

export interface Recipient {
  id: string;
  email: string;
  firstName: string;
}

export interface DueSearch {
  id: string;
  /** A teammate's shared search the recipient subscribed to (their watermark is on the subscription). */
  subscribed: boolean;
  kind: SearchKind;
  name: string;
  criteria: unknown;
  /** ISO-8601 UTC text with the microseconds (isoInstantSql), so they survive the round trip. */
  watermark: string;
}

export interface NewMatches {
  total: number;
  top: DigestItem[];
}

export interface PendingDigest {
  id: string;
  mail: MailJob;
}

@Injectable()
export class MonitoringRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Users (enabled) with a monitored, notifying search whose watermark is before the cut-off: one of their own, or
   * one shared with their team they subscribed to (while it is still shared with them).
   */
  async usersWithDueSearches(cutoff: string): Promise<string[]> {
    const rows = await queryRows<{ user_id: string }>(
      this.dataSource,
      `SELECT due.user_id FROM (
         SELECT s.user_id FROM saved_searches s
         WHERE s.kind = ANY($1::text[]) AND s.is_monitored AND s.enable_notification AND s.watermark < $2::timestamptz
         UNION
         SELECT sub.user_id FROM saved_search_subscriptions sub JOIN saved_searches s ON s.id = sub.saved_search_id
         WHERE sub.kind = ANY($1::text[]) AND sub.is_monitored AND sub.enable_notification
           AND sub.watermark < $2::timestamptz AND s.user_id <> sub.user_id AND ${visibleTo('s', 'sub.user_id')}
       ) due JOIN users u ON u.id = due.user_id
       WHERE NOT u.is_disabled
       ORDER BY due.user_id`,
      [MONITORED_KINDS, cutoff],
    );
    return rows.map((row) => row.user_id);
  }

  /**
   * Locks the user first, as the saved-search API does before it touches the user's searches, so a
   * concurrent setDefault / updateEventSearchesToMonitor and this announcement never deadlock.
   */
  async lockRecipient(tx: Queryable, userId: string): Promise<Recipient | undefined> {
    const [row] = await queryRows<Recipient>(
      tx,
      `SELECT id, email, first_name AS "firstName" FROM users WHERE id = $1 AND NOT is_disabled FOR UPDATE`,
      [userId],
    );
    return row;
  }

  /**
   * The user's due searches, locked and read again: a concurrent run that got here first has advanced them. Their
   * own first, then the shared ones they subscribed to (their subscription locked, the teammate's search read).
   */
  async lockDueSearches(tx: Queryable, userId: string, cutoff: string): Promise<DueSearch[]> {
    const own = await queryRows<DueSearch>(
      tx,
      `SELECT id, false AS subscribed, kind, name, criteria, ${isoInstantSql('watermark')} AS watermark
       FROM saved_searches
       WHERE user_id = $1 AND kind = ANY($2::text[]) AND is_monitored AND enable_notification
         AND watermark < $3::timestamptz
       ORDER BY created_at, id
       FOR UPDATE`,
      [userId, MONITORED_KINDS, cutoff],
    );
    const subscribed = await queryRows<DueSearch>(
      tx,
      `SELECT s.id, true AS subscribed, s.kind, s.name, s.criteria, ${isoInstantSql('sub.watermark')} AS watermark
       FROM saved_search_subscriptions sub JOIN saved_searches s ON s.id = sub.saved_search_id
       WHERE sub.user_id = $1 AND sub.kind = ANY($2::text[]) AND sub.is_monitored AND sub.enable_notification
         AND sub.watermark < $3::timestamptz AND s.user_id <> $1 AND ${visibleTo('s', '$1')}
       ORDER BY s.created_at, s.id
       FOR UPDATE OF sub`,
      [userId, MONITORED_KINDS, cutoff],
    );
    return [...own, ...subscribed];
  }

  /**
   * Rows of the kind matching the criteria that arrived in (watermark, cutoff]: how many, and the first `top` in
   * search order. The window is the kind's own arrival-window criterion, so the search a notification links to
   * (arrivalWindow) counts exactly these rows.
   */
  async newMatches<K extends SearchableKind>(
    tx: Queryable,
    userId: string,
    definition: SearchKindDefinition<K>,
    criteria: CriteriaOf<K>,
    watermark: string,
    cutoff: string,
    top: number,
  ): Promise<NewMatches> {
    const windowed = { ...criteria, ...arrivalWindow(watermark, cutoff) };
    const search = compileSearch(definition.search, windowed, new SqlParams(), { userId });
    const limit = search.params.add(top);
    const rows = await queryRows<Record<string, unknown> & { total: number }>(
      tx,
      `SELECT ${definition.digest.columns}, (count(*) OVER ())::int AS total
       FROM ${fromOf(definition)} ${definition.resultJoins}
       WHERE ${search.where}
       ORDER BY ${search.orderBy}
       LIMIT ${limit}`,
      search.params.list(),
    );
    return { total: rows[0]?.total ?? 0, top: rows.map((row) => definition.digest.item(row)) };
  }

  /** Moves the watermarks of the user's due searches to the cut-off: on their own searches and subscriptions. */
  async advanceWatermarks(
    tx: Queryable,
    userId: string,
    searches: readonly Pick<DueSearch, 'id' | 'subscribed'>[],
    cutoff: string,
  ): Promise<void> {
    const own = searches.filter((search) => !search.subscribed).map((search) => search.id);
    const subscribed = searches.filter((search) => search.subscribed).map((search) => search.id);
    if (own.length) {
      await tx.query(`UPDATE saved_searches SET watermark = $2::timestamptz WHERE id = ANY($1::uuid[])`, [own, cutoff]);
    }
    if (subscribed.length) {
      await tx.query(
        `UPDATE saved_search_subscriptions SET watermark = $3::timestamptz
         WHERE user_id = $1 AND saved_search_id = ANY($2::uuid[])`,
        [userId, subscribed, cutoff],
      );
    }
  }

  async insertDigest(
    tx: Queryable,
    userId: string,
    mail: MailJob,
    searchCount: number,
    itemCount: number,
  ): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      tx,
      `INSERT INTO saved_search_digests (user_id, mail, search_count, item_count) VALUES ($1, $2, $3, $4) RETURNING id`,
      [userId, JSON.stringify(mail), searchCount, itemCount],
    );
    return row.id;
  }

  /** Digests recorded by a run that stopped before queueing their e-mail, oldest first. */
  pendingDigests(limit: number): Promise<PendingDigest[]> {
    return queryRows<PendingDigest>(
      this.dataSource,
      `SELECT id, mail FROM saved_search_digests WHERE queued_at IS NULL ORDER BY created_at, id LIMIT $1`,
      [limit],
    );
  }

  async markDigestQueued(id: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE saved_search_digests SET queued_at = now() WHERE id = $1 AND queued_at IS NULL`,
      [id],
    );
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(manager));
  }
}
