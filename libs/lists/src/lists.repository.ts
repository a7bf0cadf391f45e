// SQL of lists and their members. Every statement is scoped to the owner, so another user's id finds nothing.
import { Inject, Injectable } from '@nestjs/common';
import type { ListKind, SavedList } from '@leadsignal/contracts';
import { isoTime, queryRows, type Queryable } from '@leadsignal/server-core';
import { DataSource } from 'typeorm';

/** A list as the API answers it (SavedList). */
export type ListRow = SavedList;

// member_count is kept by statement triggers on list_members (migration 1763925000000).
const COLUMNS = `l.id, l.kind, l.name, ${isoTime('l.created_at')} AS "createdOn",
  ${isoTime('l.updated_at')} AS "updatedOn", l.member_count AS "memberCount"`;

/** The table a list kind's members are rows of. */
const MEMBER_TABLE: Record<ListKind, string> = { companies: 'companies', prospects: 'contacts' };

@Injectable()
export class ListsRepository {
  private readonly db: Queryable;

  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {
    this.db = dataSource;
  }

  /** One page of the owner's lists of a kind, in name order, and how many they keep. */
  async list(
    userId: string,
    kind: ListKind,
    page: { offset: number; limit: number },
  ): Promise<{ rows: ListRow[]; totalCount: number }> {
    const rows = await queryRows<ListRow & { totalCount: number }>(
      this.db,
      `SELECT ${COLUMNS}, count(*) OVER ()::int AS "totalCount" FROM lists l
       WHERE l.user_id = $1 AND l.kind = $2 ORDER BY lower(l.name), l.id OFFSET $3 LIMIT $4`,
      [userId, kind, page.offset, page.limit],
    );
    const totalCount = rows[0]?.totalCount ?? (page.offset ? await this.count(userId, kind) : 0);
    return { rows: rows.map(({ totalCount: _, ...row }) => row), totalCount };
  }

  async count(userId: string, kind: ListKind): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      this.db,
      `SELECT count(*)::int AS count FROM lists WHERE user_id = $1 AND kind = $2`,
      [userId, kind],
    );
    return row.count;
  }

  async find(userId: string, id: string): Promise<ListRow | undefined> {
    const [row] = await queryRows<ListRow>(
      this.db,
      `SELECT ${COLUMNS} FROM lists l WHERE l.id = $1 AND l.user_id = $2`,
      [id, userId],
    );
    return row;
  }

  /**
   * Answers the new list; undefined when the owner has one of that kind by that name, 'limit' when they keep
   * `limit` lists of that kind already. The owner's user row is locked first, so concurrent creations cannot
   * overshoot the limit.
   */
  insert(userId: string, kind: ListKind, name: string, limit: number): Promise<ListRow | 'limit' | undefined> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      const [{ count }] = await queryRows<{ count: number }>(
        tx,
        `SELECT count(*)::int AS count FROM lists WHERE user_id = $1 AND kind = $2`,
        [userId, kind],
      );
      if (count >= limit) return 'limit';
      const [row] = await queryRows<ListRow>(
        tx,
        `INSERT INTO lists AS l (user_id, kind, name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
        [userId, kind, name],
      );
      return row;
    });
  }

  /** False for another user's or an unknown list; throws a unique violation when the name is taken. */
  async rename(userId: string, id: string, name: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      `UPDATE lists SET name = $3, updated_at = now() WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId, name],
    );
    return rows.length > 0;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.db,
      `DELETE FROM lists WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId],
    );
    return rows.length > 0;
  }

  /** Adds the ids that are rows of the list's kind and not members yet; answers how many. */
  async addMembers(list: ListRow, ids: readonly string[]): Promise<number> {
    const [{ count }] = await queryRows<{ count: number }>(
      this.db,
      `WITH added AS (
         INSERT INTO list_members (list_id, item_id)
         SELECT $1, t.id FROM ${MEMBER_TABLE[list.kind]} t WHERE t.id = ANY($2::uuid[])
         ORDER BY t.id
         ON CONFLICT DO NOTHING
         RETURNING 1)
       SELECT count(*)::int AS count FROM added`,
      [list.id, [...new Set(ids)]],
    );
    if (count) await this.touch(list.id);
    return count;
  }

  async removeMembers(list: ListRow, ids: readonly string[]): Promise<number> {
    const rows = await queryRows<{ count: number }>(
      this.db,
      `WITH removed AS (DELETE FROM list_members WHERE list_id = $1 AND item_id = ANY($2::uuid[]) RETURNING 1)
       SELECT count(*)::int AS count FROM removed`,
      [list.id, [...new Set(ids)]],
    );
    if (rows[0].count) await this.touch(list.id);
    return rows[0].count;
  }

  private async touch(id: string): Promise<void> {
    await this.db.query(`UPDATE lists SET updated_at = now() WHERE id = $1`, [id]);
  }
}
