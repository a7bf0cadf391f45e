// SQL of saved searches. Every statement is scoped to the owner, so another user's id finds nothing.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SearchKind } from '@leadsignal/contracts';
import { queryRows, type Queryable } from '@leadsignal/server-core';

export interface SavedSearchRow {
  id: string;
  kind: SearchKind;
  name: string;
  criteria: unknown;
  enableNotification: boolean;
  isDefault: boolean;
  isMonitored: boolean;
  createdAt: Date;
}

const COLUMNS = `id, kind, name, criteria, enable_notification AS "enableNotification", is_default AS "isDefault",
  is_monitored AS "isMonitored", created_at AS "createdAt"`;

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
    values: { name: string; criteria: unknown; enableNotification: boolean },
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
      const [row] = await queryRows<SavedSearchRow>(
        tx,
        // A search that notifies is a monitored one (from now on: the watermark starts at now()).
        `INSERT INTO saved_searches (user_id, kind, name, criteria, enable_notification, is_monitored)
         VALUES ($1, $2, $3, $4, $5, $5) RETURNING ${COLUMNS}`,
        [userId, kind, values.name, JSON.stringify(values.criteria), values.enableNotification],
      );
      return row;
    });
  }

  async findOne(userId: string, kind: SearchKind, id: string): Promise<SavedSearchRow | undefined> {
    const [row] = await queryRows<SavedSearchRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1 AND kind = $2 AND id = $3`,
      [userId, kind, id],
    );
    return row;
  }

  async findDefault(userId: string, kind: SearchKind): Promise<SavedSearchRow | undefined> {
    const [row] = await queryRows<SavedSearchRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1 AND kind = $2 AND is_default`,
      [userId, kind],
    );
    return row;
  }

  list(userId: string, kind: SearchKind, page?: { offset: number; limit: number }): Promise<SavedSearchRow[]> {
    return queryRows<SavedSearchRow>(
      this.dataSource,
      `SELECT ${COLUMNS} FROM saved_searches WHERE user_id = $1 AND kind = $2 ORDER BY created_at DESC, id
       ${page ? 'LIMIT $3 OFFSET $4' : ''}`,
      page ? [userId, kind, page.limit, page.offset] : [userId, kind],
    );
  }

  async count(userId: string, kind: SearchKind): Promise<number> {
    const [{ count }] = await queryRows<{ count: number }>(
      this.dataSource,
      `SELECT count(*)::int AS count FROM saved_searches WHERE user_id = $1 AND kind = $2`,
      [userId, kind],
    );
    return count;
  }

  /**
   * Renames the owner's search and/or turns its notifications on or off; turning them on also monitors it
   * from now (so it announces what arrives next, never the past). Undefined for another user's or an
   * unknown search; throws a unique violation when the name is taken.
   */
  async update(
    userId: string,
    kind: SearchKind,
    id: string,
    changes: { name?: string; enableNotification?: boolean },
  ): Promise<SavedSearchRow | undefined> {
    const [row] = await queryRows<SavedSearchRow>(
      this.dataSource,
      `UPDATE saved_searches SET
         name = coalesce($4, name),
         enable_notification = coalesce($5, enable_notification),
         watermark = CASE WHEN $5 AND NOT is_monitored THEN now() ELSE watermark END,
         is_monitored = is_monitored OR coalesce($5, false),
         updated_at = now()
       WHERE user_id = $1 AND kind = $2 AND id = $3
       RETURNING ${COLUMNS}`,
      [userId, kind, id, changes.name ?? null, changes.enableNotification ?? null],
    );
    return row;
  }

  async delete(userId: string, kind: SearchKind, id: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(
      this.dataSource,
      `DELETE FROM saved_searches WHERE user_id = $1 AND kind = $2 AND id = $3 RETURNING id`,
      [userId, kind, id],
    );
    return rows.length > 0;
  }

  /**
   * Makes one search the default. The owner's user row is locked first, so concurrent calls for the
   * same user run one after the other and the partial unique index never trips.
   */
  setDefault(userId: string, kind: SearchKind, id: string): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      if (!(await this.exists(tx, userId, kind, [id]))) return false;
      await tx.query(
        `UPDATE saved_searches SET is_default = false, updated_at = now()
         WHERE user_id = $1 AND kind = $2 AND is_default AND id <> $3`,
        [userId, kind, id],
      );
      await tx.query(`UPDATE saved_searches SET is_default = true, updated_at = now() WHERE id = $1`, [id]);
      return true;
    });
  }

  /**
   * Monitors exactly `ids` among the owner's searches. A search that starts being monitored starts
   * from now, so switching monitoring on never announces the past.
   */
  setMonitored(userId: string, kind: SearchKind, ids: string[]): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
      if (!(await this.exists(tx, userId, kind, ids))) return false;
      await tx.query(
        `UPDATE saved_searches
         SET is_monitored = (id = ANY($3::uuid[])),
             watermark = CASE WHEN NOT is_monitored AND id = ANY($3::uuid[]) THEN now() ELSE watermark END,
             updated_at = now()
         WHERE user_id = $1 AND kind = $2 AND is_monitored IS DISTINCT FROM (id = ANY($3::uuid[]))`,
        [userId, kind, ids],
      );
      return true;
    });
  }

  /** True when every id names one of the owner's searches of this kind. */
  private async exists(db: Queryable, userId: string, kind: SearchKind, ids: string[]): Promise<boolean> {
    const unique = [...new Set(ids)];
    if (!unique.length) return true;
    const [{ count }] = await queryRows<{ count: number }>(
      db,
      `SELECT count(*)::int AS count FROM saved_searches WHERE user_id = $1 AND kind = $2 AND id = ANY($3::uuid[])`,
      [userId, kind, unique],
    );
    return count === unique.length;
  }
}
