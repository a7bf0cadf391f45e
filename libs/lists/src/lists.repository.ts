// SQL of lists and their members. Every statement is scoped to the caller (docs/teams-sharing.md): reads see
// the caller's own lists and those shared with their team (visibleTo), changes reach their own and those shared
// with their team to edit (editableBy), and delete and sharing their own only; anything else finds nothing.
import { Inject, Injectable } from '@nestjs/common';
import type { ListKind, SavedList, TeamAccess, Visibility } from '@leadsignal/contracts';
import { editableBy, fullNameOf, isoTime, queryRows, visibleTo, type Queryable } from '@leadsignal/server-core';
import { DataSource } from 'typeorm';

/** A list as the API answers it (SavedList), for the caller. */
export type ListRow = SavedList;

/**
 * The columns of a list (alias l) for the caller in `userParam`. Read with visibleTo in the WHERE, so a list that
 * is not the caller's is shared with their team and `canEdit` is its team access. member_count is kept by
 * statement triggers on list_members (migration 1763925000000).
 */
function columns(userParam: string): string {
  return `l.id, l.kind, l.name, ${isoTime('l.created_at')} AS "createdOn",
  ${isoTime('l.updated_at')} AS "updatedOn", l.member_count AS "memberCount",
  l.visibility, l.team_access AS "teamAccess", (l.user_id = ${userParam}) AS mine,
  (l.user_id = ${userParam} OR l.team_access = 'edit') AS "canEdit",
  (SELECT json_build_object('userId', o.id, 'fullName', ${fullNameOf('o')}) FROM users o WHERE o.id = l.user_id) AS owner`;
}

/** The table a list kind's members are rows of. */
const MEMBER_TABLE: Record<ListKind, string> = { companies: 'companies', prospects: 'contacts' };

@Injectable()
export class ListsRepository {
  private readonly db: Queryable;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
    this.db = dataSource;
  }

  /** One page of the lists of a kind the caller sees, in name order, and how many they see. */
  async list(
    userId: string,
    kind: ListKind,
    page: { offset: number; limit: number },
  ): Promise<{ rows: ListRow[]; totalCount: number }> {
    const rows = await queryRows<ListRow & { totalCount: number }>(
      this.db,
      `SELECT ${columns('$1')}, count(*) OVER ()::int AS "totalCount" FROM lists l
       WHERE ${visibleTo('l', '$1')} AND l.kind = $2 ORDER BY lower(l.name), l.id OFFSET $3 LIMIT $4`,
      [userId, kind, page.offset, page.limit],
    );
    const totalCount = rows[0]?.totalCount ?? (page.offset ? await this.count(userId, kind) : 0);
    return { rows: rows.map(({ totalCount: _, ...row }) => row), totalCount };
  }

  /** How many lists of a kind the caller sees (theirs and their team's shared ones). */
  async count(userId: string, kind: ListKind): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      this.db,
      `SELECT count(*)::int AS count FROM lists l WHERE ${visibleTo('l', '$1')} AND l.kind = $2`,
      [userId, kind],
    );
    return row.count;
  }

  /** The list when the caller sees it. */
  async find(userId: string, id: string): Promise<ListRow | undefined> {
    const [row] = await queryRows<ListRow>(
      this.db,
      `SELECT ${columns('$2')} FROM lists l WHERE l.id = $1 AND ${visibleTo('l', '$2')}`,
      [id, userId],
    );
    return row;
  }

  /**
   * Answers the new list; undefined when the owner has one of that kind by that name, 'limit' when they keep
   * `limit` lists of that kind already (their own: shared ones are their owners'). The owner's user row is locked
   * first, so concurrent creations cannot overshoot the limit.
   */
  insert(
    userId: string,
    values: { kind: ListKind; name: string; visibility: Visibility; teamAccess: TeamAccess },
    limit: number,
  ): Promise<ListRow | 'limit' | undefined> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const [{ count }] = await queryRows<{ count: number }>(
        tx,
        `SELECT count(*)::int AS count FROM lists WHERE user_id = $1 AND kind = $2`,
        [userId, values.kind],
      );
      if (count >= limit) return 'limit';
      const [row] = await queryRows<ListRow>(
        tx,
        `INSERT INTO lists AS l (user_id, kind, name, visibility, team_access) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING ${columns('$1')}`,
        [userId, values.kind, values.name, values.visibility, values.teamAccess],
      );
      return row;
    });
  }

  /**
   * False when the caller may not change the list (not theirs, nor shared with their team to edit) or it is
   * unknown; throws a unique violation when its owner has a list of that kind by that name.
   */
  async rename(userId: string, id: string, name: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      `UPDATE lists l SET name = $3, updated_at = now() WHERE l.id = $1 AND ${editableBy('l', '$2')} RETURNING l.id`,
      [id, userId, name],
    );
    return rows.length > 0;
  }

  /** Shares the owner's list with their team or makes it private again; false for anyone else's. */
  async setSharing(
    userId: string,
    id: string,
    sharing: { visibility: Visibility; teamAccess?: TeamAccess },
  ): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      `UPDATE lists SET visibility = $3, team_access = coalesce($4, team_access)
       WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId, sharing.visibility, sharing.teamAccess ?? null],
    );
    return rows.length > 0;
  }

  /** The owner's list only. */
  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      `DELETE FROM lists WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId],
    );
    return rows.length > 0;
  }

  /**
   * Adds the ids that are rows of the list's kind and not members yet, when the caller may change the list;
   * answers how many.
   */
  async addMembers(userId: string, list: ListRow, ids: readonly string[]): Promise<number> {
    const [{ count }] = await queryRows<{ count: number }>(
      this.db,
      `WITH added AS (
         INSERT INTO list_members (list_id, item_id)
         SELECT $1, t.id FROM ${MEMBER_TABLE[list.kind]} t
         WHERE t.id = ANY($2::uuid[]) AND EXISTS (SELECT 1 FROM lists l WHERE l.id = $1 AND ${editableBy('l', '$3')})
         ORDER BY t.id
         ON CONFLICT DO NOTHING
         RETURNING 1)
       SELECT count(*)::int AS count FROM added`,
      [list.id, [...new Set(ids)], userId],
    );
    if (count) await this.touch(list.id);
    return count;
  }

  async removeMembers(userId: string, list: ListRow, ids: readonly string[]): Promise<number> {
    const rows = await queryRows<{ count: number }>(
      this.db,
      `WITH removed AS (
         DELETE FROM list_members WHERE list_id = $1 AND item_id = ANY($2::uuid[])
           AND EXISTS (SELECT 1 FROM lists l WHERE l.id = $1 AND ${editableBy('l', '$3')})
         RETURNING 1)
       SELECT count(*)::int AS count FROM removed`,
      [list.id, [...new Set(ids)], userId],
    );
    if (rows[0].count) await this.touch(list.id);
    return rows[0].count;
  }

  private async touch(id: string): Promise<void> {
    await this.db.query(`UPDATE lists SET updated_at = now() WHERE id = $1`, [id]);
  }
}
