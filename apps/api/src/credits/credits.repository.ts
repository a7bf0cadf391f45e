// SQL for credits: the conditional balance update, the ledger, and the per-user viewed rows that
// decide what costs a credit (ARCHITECTURE §5).
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryRows, type Queryable } from '../database/sql';

export type ViewedItemKind = 'alert' | 'prospect' | 'company';
export type ViewSource = 'reveal' | 'download';

export interface LedgerEntry {
  userId: string;
  delta: number;
  balanceAfter: number;
  reason: string;
  reference: string | null;
  idempotencyKey: string;
}

@Injectable()
export class CreditsRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  /** The same queries inside a transaction (`dataSource.transaction(m => credits.in(m)…)`). */
  in(db: Queryable): CreditsRepository {
    return new CreditsRepository(db);
  }

  async balance(userId: string): Promise<number | null> {
    const [row] = await queryRows<{ credits: number }>(
      this.db,
      `SELECT monthly_available_credits AS credits FROM users WHERE id = $1`,
      [userId],
    );
    return row ? row.credits : null;
  }

  /**
   * Takes `amount` credits if the user has that many: the new balance, or null (nothing changed).
   * One conditional UPDATE, so concurrent deductions queue on the row and re-check the balance.
   */
  async deduct(userId: string, amount: number): Promise<number | null> {
    const [row] = await queryRows<{ credits: number }>(
      this.db,
      `UPDATE users SET monthly_available_credits = monthly_available_credits - $2, updated_at = now()
       WHERE id = $1 AND monthly_available_credits >= $2
       RETURNING monthly_available_credits AS credits`,
      [userId, amount],
    );
    return row ? row.credits : null;
  }

  async record(entry: LedgerEntry): Promise<void> {
    await this.db.query(
      `INSERT INTO credit_ledger (user_id, delta, balance_after, reason, reference, idempotency_key)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [entry.userId, entry.delta, entry.balanceAfter, entry.reason, entry.reference, entry.idempotencyKey],
    );
  }

  /**
   * Marks the items viewed by the user; answers the ids that were not viewed before. A row another
   * transaction is inserting at the same moment waits for it, so one item is new for one caller only.
   */
  async markViewed(
    userId: string,
    kind: ViewedItemKind,
    itemIds: readonly string[],
    source: ViewSource,
  ): Promise<string[]> {
    if (!itemIds.length) return [];
    const rows = await queryRows<{ id: string }>(
      this.db,
      `INSERT INTO viewed_items (user_id, item_kind, item_id, source)
       SELECT $1, $2, item_id, $4 FROM unnest($3::uuid[]) AS item_id ORDER BY item_id
       ON CONFLICT DO NOTHING
       RETURNING item_id AS id`,
      [userId, kind, [...new Set(itemIds)], source],
    );
    return rows.map((row) => row.id);
  }

  /**
   * markViewed for ids packed 16 bytes each, in order (sent as one bytea, decoded by PostgreSQL); answers
   * how many were not viewed before.
   */
  async markViewedPacked(userId: string, kind: ViewedItemKind, packed: Buffer, source: ViewSource): Promise<number> {
    if (packed.length % 16 !== 0) throw new Error('Packed ids must be 16 bytes each');
    if (!packed.length) return 0;
    const [{ count }] = await queryRows<{ count: number }>(
      this.db,
      `WITH marked AS (
         INSERT INTO viewed_items (user_id, item_kind, item_id, source)
         SELECT DISTINCT $1::uuid, $2, encode(substring($3::bytea FROM i * 16 + 1 FOR 16), 'hex')::uuid, $4
         FROM generate_series(0, length($3::bytea) / 16 - 1) AS i
         ORDER BY 3
         ON CONFLICT DO NOTHING
         RETURNING 1)
       SELECT count(*)::int AS count FROM marked`,
      [userId, kind, packed, source],
    );
    return count;
  }

  /** Of these items, the ones the user has viewed. */
  async viewedOf(userId: string, kind: ViewedItemKind, itemIds: readonly string[]): Promise<string[]> {
    if (!itemIds.length) return [];
    const rows = await queryRows<{ id: string }>(
      this.db,
      `SELECT item_id AS id FROM viewed_items WHERE user_id = $1 AND item_kind = $2 AND item_id = ANY($3::uuid[])`,
      [userId, kind, [...itemIds]],
    );
    return rows.map((row) => row.id);
  }
}
