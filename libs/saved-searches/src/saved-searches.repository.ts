// SQL of saved searches. Every statement is scoped to the caller (docs/teams-sharing.md): reads see the caller's
// own searches and those shared with their team (visibleTo), a rename reaches their own and those shared with their
// team to edit (editableBy), delete and sharing their own only; anything else finds nothing. The default, the
// notifications and the monitoring are the caller's own: the owner's on saved_searches, a teammate's in
// saved_search_subscriptions (one row per teammate and shared search, made when they first set one).
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ItemOwner, SearchKind, TeamAccess, Visibility } from '@leadsignal/contracts';
import { editableBy, fullNameOf, queryRows, visibleTo, type Queryable } from '@leadsignal/server-core';

export interface SavedSearchRow {
  id: string;
  kind: SearchKind;
  name: string;
  criteria: unknown;
  /** The caller's own (the owner's flags, or the teammate's subscription). */
  enableNotification: boolean;
  isDefault: boolean;
  isMonitored: boolean;
  createdAt: Date;
  visibility: Visibility;
  teamAccess: TeamAccess;
  mine: boolean;
  canEdit: boolean;
  owner: ItemOwner;
}

/** The saved search `s` as the caller in $1 sees it, joined with their subscription `sub` (FROM_FOR_CALLER). */
const COLUMNS = `s.id, s.kind, s.name, s.criteria,
  CASE WHEN s.user_id = $1 THEN s.enable_notification ELSE coalesce(sub.enable_notification, false) END
    AS "enableNotification",
  CASE WHEN s.user_id = $1 THEN s.is_default ELSE coalesce(sub.is_default, false) END AS "isDefault",
  CASE WHEN s.user_id = $1 THEN s.is_monitored ELSE coalesce(sub.is_monitored, false) END AS "isMonitored",
  s.created_at AS "createdAt", s.visibility, s.team_access AS "teamAccess", (s.user_id = $1) AS mine,
  (s.user_id = $1 OR s.team_access = 'edit') AS "canEdit",
  (SELECT json_build_object('userId', o.id, 'fullName', ${fullNameOf('o')}) FROM users o WHERE o.id = s.user_id) AS owner`;

/** Saved searches the caller in $1 sees, of the kind in $2, each with the caller's subscription if any. */
const FROM_FOR_CALLER = `saved_searches s
  LEFT JOIN saved_search_subscriptions sub ON sub.saved_search_id = s.id AND sub.user_id = $1
  WHERE s.kind = $2 AND ${visibleTo('s', '$1')}`;

@Injectable()
export class SavedSearchesRepository {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /**
   * Inserts a saved search unless the owner already keeps `limit` of this kind ('limit' then). The owner's
   * user row is locked first, so concurrent saves cannot overshoot the limit.
   */
  insert(
    userId: string,
    kind: SearchKind,
    values: {
      name: string;
      criteria: unknown;
      enableNotification: boolean;
      visibility: Visibility;
      teamAccess: TeamAccess;
    },
    limit: number,
  ): Promise<SavedSearchRow | 'limit'> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const [{ count }] = await queryRows<{ count: number }>(
        tx,
        `SELECT count(*)::int AS count FROM saved_searches WHERE user_id = $1 AND kind = $2`,
        [userId, kind],
      );
      if (count >= limit) return 'limit';
      const [{ id }] = await queryRows<{ id: string }>(
        tx,
        // A search that notifies is a monitored one (from now on: the watermark starts at now()).
        `INSERT INTO saved_searches (user_id, kind, name, criteria, enable_notification, is_monitored, visibility,
                                     team_access)
         VALUES ($1, $2, $3, $4, $5, $5, $6, $7) RETURNING id`,
        [
          userId,
          kind,
          values.name,
          JSON.stringify(values.criteria),
          values.enableNotification,
          values.visibility,
          values.teamAccess,
        ],
      );
      return (await this.findOne(userId, kind, id, tx)) as SavedSearchRow;
    });
  }

  /** The search when the caller sees it. */
  async findOne(
    userId: string,
    kind: SearchKind,
    id: string,
    db: Queryable = this.dataSource,
  ): Promise<SavedSearchRow | undefined> {
    const [row] = await queryRows<SavedSearchRow>(db, `SELECT ${COLUMNS} FROM ${FROM_FOR_CALLER} AND s.id = $3`, [
      userId,
      kind,
      id,
    ]);
    return row;
  }

  /** The caller's default of the kind: one of their own, or a shared one they made theirs (while still shared). */
  async findDefault(userId: string, kind: SearchKind): Promise<SavedSearchRow | undefined> {
    const [row] = await queryRows<SavedSearchRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM ${FROM_FOR_CALLER}
         AND CASE WHEN s.user_id = $1 THEN s.is_default ELSE coalesce(sub.is_default, false) END
       ORDER BY (s.user_id = $1) DESC LIMIT 1`,
      [userId, kind],
    );
    return row;
  }

  /** The searches of the kind the caller sees (theirs and their team's shared ones), newest first. */
  list(userId: string, kind: SearchKind, page?: { offset: number; limit: number }): Promise<SavedSearchRow[]> {
    return queryRows<SavedSearchRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM ${FROM_FOR_CALLER} ORDER BY s.created_at DESC, s.id
       ${page ? 'LIMIT $3 OFFSET $4' : ''}`,
      page ? [userId, kind, page.limit, page.offset] : [userId, kind],
    );
  }

  async count(userId: string, kind: SearchKind): Promise<number> {
    const [{ count }] = await queryRows<{ count: number }>(
      this.dataSource,
      `SELECT count(*)::int AS count FROM saved_searches s WHERE s.kind = $2 AND ${visibleTo('s', '$1')}`,
      [userId, kind],
    );
    return count;
  }

  /**
   * Renames a search the caller may change (theirs, or shared with their team to edit); false otherwise. Throws a
   * unique violation when the search's owner has one of the kind by that name.
   */
  async rename(userId: string, kind: SearchKind, id: string, name: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.dataSource,
      `UPDATE saved_searches s SET name = $4, updated_at = now()
       WHERE s.kind = $2 AND s.id = $3 AND ${editableBy('s', '$1')} RETURNING s.id`,
      [userId, kind, id, name],
    );
    return rows.length > 0;
  }

  /**
   * Turns the caller's notifications of a search they see on or off; turning them on also monitors it from now
   * (so it announces what arrives next, never the past). The owner's are on the search, a teammate's on their
   * subscription (made here if need be). False for a search the caller does not see.
   */
  async setNotification(userId: string, kind: SearchKind, id: string, enable: boolean): Promise<boolean> {
    const own = await queryRows<{ id: string }>(
      this.dataSource,
      `UPDATE saved_searches SET
         enable_notification = $4,
         watermark = CASE WHEN $4 AND NOT is_monitored THEN now() ELSE watermark END,
         is_monitored = is_monitored OR $4,
         updated_at = now()
       WHERE user_id = $1 AND kind = $2 AND id = $3
       RETURNING id`,
      [userId, kind, id, enable],
    );
    if (own.length) return true;
    const subscribed = await queryRows<{ id: string }>(
      this.dataSource,
      `INSERT INTO saved_search_subscriptions AS sub (saved_search_id, user_id, kind, enable_notification, is_monitored)
       SELECT s.id, $1, s.kind, $4, $4 FROM saved_searches s WHERE s.kind = $2 AND s.id = $3 AND ${visibleTo('s', '$1')}
       ON CONFLICT (saved_search_id, user_id) DO UPDATE SET
         enable_notification = EXCLUDED.enable_notification,
         watermark = CASE WHEN EXCLUDED.enable_notification AND NOT sub.is_monitored THEN now() ELSE sub.watermark END,
         is_monitored = sub.is_monitored OR EXCLUDED.enable_notification,
         updated_at = now()
       RETURNING saved_search_id AS id`,
      [userId, kind, id, enable],
    );
    return subscribed.length > 0;
  }

  /** Shares the owner's search with their team or makes it private again; false for anyone else's. */
  async setSharing(
    userId: string,
    kind: SearchKind,
    id: string,
    sharing: { visibility?: Visibility; teamAccess?: TeamAccess },
  ): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.dataSource,
      `UPDATE saved_searches SET visibility = coalesce($4, visibility), team_access = coalesce($5, team_access),
         updated_at = now()
       WHERE user_id = $1 AND kind = $2 AND id = $3 RETURNING id`,
      [userId, kind, id, sharing.visibility ?? null, sharing.teamAccess ?? null],
    );
    return rows.length > 0;
  }

  /** The owner's search only (teammates' subscriptions go with it). */
  async delete(userId: string, kind: SearchKind, id: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.dataSource,
      `DELETE FROM saved_searches WHERE user_id = $1 AND kind = $2 AND id = $3 RETURNING id`,
      [userId, kind, id],
    );
    return rows.length > 0;
  }

  /**
   * Makes one search the caller sees their default of the kind: one of their own, or one shared with them (on
   * their subscription). The caller's user row is locked first, so concurrent calls for the same user run one after
   * the other and the partial unique indexes never trip.
   */
  setDefault(userId: string, kind: SearchKind, id: string): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const search = await this.findOne(userId, kind, id, tx);
      if (!search) return false;
      await tx.query(
        `UPDATE saved_searches SET is_default = false, updated_at = now()
         WHERE user_id = $1 AND kind = $2 AND is_default AND id <> $3`,
        [userId, kind, id],
      );
      await tx.query(
        `UPDATE saved_search_subscriptions SET is_default = false, updated_at = now()
         WHERE user_id = $1 AND kind = $2 AND is_default AND saved_search_id <> $3`,
        [userId, kind, id],
      );
      if (search.mine) {
        await tx.query(`UPDATE saved_searches SET is_default = true, updated_at = now() WHERE id = $1`, [id]);
      } else {
        await tx.query(
          `INSERT INTO saved_search_subscriptions AS sub (saved_search_id, user_id, kind, is_default)
           VALUES ($3, $1, $2, true)
           ON CONFLICT (saved_search_id, user_id) DO UPDATE SET is_default = true, updated_at = now()`,
          [userId, kind, id],
        );
      }
      return true;
    });
  }

  /**
   * Monitors exactly `ids` among the searches of the kind the caller sees: their own (on the search) and the shared
   * ones (on their subscriptions). A search that starts being monitored starts from now, so switching monitoring on
   * never announces the past.
   */
  setMonitored(userId: string, kind: SearchKind, ids: string[]): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      if (!(await this.allVisible(tx, userId, kind, ids))) return false;
      await tx.query(
        `UPDATE saved_searches
         SET is_monitored = (id = ANY($3::uuid[])),
             watermark = CASE WHEN NOT is_monitored AND id = ANY($3::uuid[]) THEN now() ELSE watermark END,
             updated_at = now()
         WHERE user_id = $1 AND kind = $2 AND is_monitored IS DISTINCT FROM (id = ANY($3::uuid[]))`,
        [userId, kind, ids],
      );
      // A shared search monitored for the first time gets its subscription (monitored from now) …
      await tx.query(
        `INSERT INTO saved_search_subscriptions (saved_search_id, user_id, kind, is_monitored)
         SELECT s.id, $1, s.kind, true FROM saved_searches s
         WHERE s.kind = $2 AND s.id = ANY($3::uuid[]) AND s.user_id <> $1 AND ${visibleTo('s', '$1')}
         ON CONFLICT (saved_search_id, user_id) DO NOTHING`,
        [userId, kind, ids],
      );
      // … and the caller's other subscriptions follow the set.
      await tx.query(
        `UPDATE saved_search_subscriptions
         SET is_monitored = (saved_search_id = ANY($3::uuid[])),
             watermark = CASE WHEN NOT is_monitored AND saved_search_id = ANY($3::uuid[]) THEN now() ELSE watermark END,
             updated_at = now()
         WHERE user_id = $1 AND kind = $2 AND is_monitored IS DISTINCT FROM (saved_search_id = ANY($3::uuid[]))`,
        [userId, kind, ids],
      );
      return true;
    });
  }

  /** True when every id names a search of this kind the caller sees. */
  private async allVisible(db: Queryable, userId: string, kind: SearchKind, ids: string[]): Promise<boolean> {
    const unique = [...new Set(ids)];
    if (!unique.length) return true;
    const [{ count }] = await queryRows<{ count: number }>(
      db,
      `SELECT count(*)::int AS count FROM saved_searches s
       WHERE s.kind = $2 AND s.id = ANY($3::uuid[]) AND ${visibleTo('s', '$1')}`,
      [userId, kind, unique],
    );
    return count === unique.length;
  }
}
