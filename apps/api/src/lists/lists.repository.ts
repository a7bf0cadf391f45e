// SQL of lists and their members. Every statement is scoped to the owner, so another user's id finds nothing.
import { Inject, Injectable } from '@nestjs/common';
import type { ListKind } from '@leadsignal/contracts';
import { queryRows, type Queryable } from '@leadsignal/server-core';
import { DataSource } from 'typeorm';

export interface ListRow {
  id: string;
  kind: ListKind;
  name: string;
  memberCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `l.id, l.kind, l.name, l.created_at AS "createdAt", l.updated_at AS "updatedAt",
  (SELECT count(*) FROM list_members m WHERE m.list_id = l.id)::int AS "memberCount"`;

/** The table a list kind's members are rows of. */
const MEMBER_TABLE: Record<ListKind, string> = { companies: 'companies', prospects: 'contacts' };

@Injectable()
export class ListsRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  list(userId: string, kind: ListKind): Promise<ListRow[]> {
    return queryRows<ListRow>(
      this.db,
      `SELECT ${COLUMNS} FROM lists l WHERE l.user_id = $1 AND l.kind = $2 ORDER BY lower(l.name), l.id`,
      [userId, kind],
    );
  }

  async find(userId: string, id: string): Promise<ListRow | undefined> {
    const [row] = await queryRows<ListRow>(
      this.db,
      `SELECT ${COLUMNS} FROM lists l WHERE l.id = $1 AND l.user_id = $2`,
      [id, userId],
    );
    return row;
  }

  /** Answers the new list, or undefined when the owner has one of that kind by that name. */
  async insert(userId: string, kind: ListKind, name: string): Promise<ListRow | undefined> {
    const [row] = await queryRows<{ id: string }>(
      this.db,
      `INSERT INTO lists (user_id, kind, name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id`,
      [userId, kind, name],
    );
    return row ? this.find(userId, row.id) : undefined;
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
