// SQL for credits: the balances of credit_accounts (one pool per workspace, opened by a trigger with the user's
// personal workspace) with their conditional update, the ledger, and the workspace's viewed rows that decide what
// costs a credit (ARCHITECTURE §5, docs/teams.md). Callers name a user; the queries find the user's pool.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { LedgerKind, ViewedItemKind } from '@leadsignal/contracts';
import { queryRows, workspaceOf, type Queryable } from '@leadsignal/server-core';

export type ViewSource = 'reveal' | 'download';

/**
 * SQL: credits spent from the pool of `workspace` this calendar month (UTC) — reveals and downloads less refunds —
 * by `member` when given. The one rule for a monthly cap, the pool's warnings and the team page (docs/teams.md).
 */
export function spentThisMonthSql(workspace: string, member?: string): string {
  return `coalesce((SELECT sum(-l.delta) FROM credit_ledger l
    WHERE l.workspace_id = ${workspace} ${member ? `AND l.user_id = ${member}` : ''}
      AND l.kind IN ('reveal', 'download', 'refund')
      AND l.created_at >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'), 0)::int`;
}

/** The pool of the user in $1: balances, ledger rows and viewed items belong to the user's workspace. */
const POOL = workspaceOf('$1');

export interface LedgerRow {
  userId: string;
  kind: LedgerKind;
  /** Change of the allowance and of the top-ups; the row's delta is their sum. */
  allowanceDelta: number;
  topUpDelta: number;
  balanceAfter: number;
  reason: string;
  reference: string | null;
  idempotencyKey: string;
  actorId?: string | null;
}

export interface Balances {
  allowance: number;
  topUp: number;
}

export interface Deducted extends Balances {
  /** How much of the charge came out of the allowance (the rest from the top-ups). */
  fromAllowance: number;
  /** The member's monthly cap (null = none) and what they had spent this month before this charge. */
  cap: number | null;
  capUsedBefore: number;
}

/** The thresholds (percent of a cap or of a pool's month) whose crossing is a warning (docs/teams.md). */
export const WARNING_THRESHOLDS = [75, 100] as const;

/** True when spending went from below `threshold` % of `of` to at or above it. */
export function crossed(before: number, after: number, of: number, threshold: number): boolean {
  return of > 0 && before * 100 < threshold * of && after * 100 >= threshold * of;
}

export interface CreditWarning {
  id: string;
  workspaceId: string;
  userId: string;
  scope: 'cap' | 'pool';
  threshold: number;
  used: number;
  ofCredits: number;
  period: string;
}

/** Who paid for an item first in a workspace. */
export interface PaidByRow {
  userId: string;
  name: string;
  on: Date;
}

/** A member's monthly cap (null = none) and what they spent from the pool this month. */
export interface MemberCap {
  cap: number | null;
  used: number;
}

/** Why deduct took nothing: the pool is short (its balances), or the member's cap would be passed. */
export type Refused = ({ refused: 'pool' } & Balances) | { refused: 'cap'; cap: number; used: number };

@Injectable()
export class CreditsRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  /** The same queries inside a transaction (`dataSource.transaction(m => credits.in(m)…)`). */
  in(db: Queryable): CreditsRepository {
    return new CreditsRepository(db);
  }

  /** The id of the user's workspace (their pool); null for an unknown user. */
  async workspaceIdOf(userId: string): Promise<string | null> {
    const [row] = await queryRows<{ id: string }>(this.db, `SELECT ${POOL} AS id`, [userId]);
    return row?.id ?? null;
  }

  /** How many members the workspace has. */
  async membersOf(workspaceId: string): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      this.db,
      `SELECT count(*)::int AS count FROM workspace_members WHERE workspace_id = $1`,
      [workspaceId],
    );
    return row.count;
  }

  /** What one workspace paid for becomes another's (the first is left with none); first payer and date kept. */
  async moveViewed(fromWorkspaceId: string, toWorkspaceId: string): Promise<void> {
    await this.db.query(
      `INSERT INTO viewed_items (workspace_id, user_id, item_kind, item_id, source, created_at)
       SELECT $2, user_id, item_kind, item_id, source, created_at FROM viewed_items WHERE workspace_id = $1
       ON CONFLICT DO NOTHING`,
      [fromWorkspaceId, toWorkspaceId],
    );
    await this.db.query(`DELETE FROM viewed_items WHERE workspace_id = $1`, [fromWorkspaceId]);
  }

  /** allowance + top-ups; null for an unknown user. */
  async balance(userId: string): Promise<number | null> {
    const balances = await this.balances(userId);
    return balances ? balances.allowance + balances.topUp : null;
  }

  async balances(userId: string, options: { lock?: boolean } = {}): Promise<Balances | null> {
    const [row] = await queryRows<Balances>(
      this.db,
      `SELECT monthly_available_credits AS allowance, topup_credits AS "topUp" FROM credit_accounts WHERE workspace_id = ${POOL}
       ${options.lock ? 'FOR NO KEY UPDATE' : ''}`,
      [userId],
    );
    return row ?? null;
  }

  /** The most rows one download of this user may hold (0 = unlimited); null for an unknown user. */
  async downloadLimit(userId: string): Promise<number | null> {
    const [row] = await queryRows<{ limit: number }>(
      this.db,
      `SELECT download_limit AS "limit" FROM credit_accounts WHERE workspace_id = ${POOL}`,
      [userId],
    );
    return row ? row.limit : null;
  }

  /** Sets the most rows one download of this user may hold (0 = unlimited). */
  async setDownloadLimit(userId: string, downloadLimit: number): Promise<void> {
    await this.db.query(
      `UPDATE credit_accounts SET download_limit = $2, updated_at = now() WHERE workspace_id = ${POOL}`,
      [userId, downloadLimit],
    );
  }

  /**
   * Takes `amount` credits if the user's pool has that many and the user's monthly cap (docs/teams.md) allows it,
   * from the allowance first and then the top-ups: the balances after, or why nothing changed. The pool's
   * credit_accounts row is locked first (FOR NO KEY UPDATE, the lock the UPDATE then takes), so concurrent
   * deductions of every member of the team queue on it and each re-reads the balance and the member's spending of
   * the month (the ledger rows the previous holder committed).
   */
  async deduct(userId: string, amount: number): Promise<Deducted | Refused> {
    const before = await this.balances(userId, { lock: true });
    if (!before) return { refused: 'pool', allowance: 0, topUp: 0 };
    const cap = await this.capOf(userId);
    if (cap && cap.cap !== null && cap.used + amount > cap.cap) return { refused: 'cap', ...cap, cap: cap.cap };
    if (before.allowance + before.topUp < amount) return { refused: 'pool', ...before };
    const fromAllowance = Math.min(before.allowance, amount);
    const after = await this.adjust(userId, -fromAllowance, -(amount - fromAllowance));
    return { ...after, fromAllowance, cap: cap?.cap ?? null, capUsedBefore: cap?.used ?? 0 };
  }

  /**
   * The warnings a charge of `count` credits raised (in the charge's transaction, before its ledger row): the
   * member past 75 % or 100 % of their cap, the pool past 75 % or 100 % of what it had this month (spent this
   * month + what is left). One row per member or pool, threshold and month; a second crossing writes nothing.
   */
  async recordWarnings(
    userId: string,
    charge: { count: number; cap: number | null; capUsedBefore: number; balanceAfter: number },
  ): Promise<void> {
    const [{ poolBefore, period, workspaceId }] = await queryRows<{
      poolBefore: number;
      period: string;
      workspaceId: string;
    }>(
      this.db,
      `SELECT ${spentThisMonthSql(POOL)} AS "poolBefore",
              to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM') AS period, ${POOL} AS "workspaceId"`,
      [userId],
    );
    const rows: Omit<CreditWarning, 'id'>[] = [];
    for (const threshold of WARNING_THRESHOLDS) {
      const { cap, capUsedBefore, count, balanceAfter } = charge;
      if (cap !== null && crossed(capUsedBefore, capUsedBefore + count, cap, threshold)) {
        rows.push({
          workspaceId,
          userId,
          scope: 'cap',
          threshold,
          used: capUsedBefore + count,
          ofCredits: cap,
          period,
        });
      }
      const poolAfter = poolBefore + count;
      if (crossed(poolBefore, poolAfter, poolAfter + balanceAfter, threshold)) {
        rows.push({
          workspaceId,
          userId,
          scope: 'pool',
          threshold,
          used: poolAfter,
          ofCredits: poolAfter + balanceAfter,
          period,
        });
      }
    }
    for (const row of rows) {
      const key =
        row.scope === 'cap'
          ? `cap:${row.userId}:${row.threshold}:${row.period}`
          : `pool:${row.workspaceId}:${row.threshold}:${row.period}`;
      await this.db.query(
        `INSERT INTO credit_warnings (key, workspace_id, user_id, scope, threshold, used, of_credits, period)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (key) DO NOTHING`,
        [key, row.workspaceId, row.userId, row.scope, row.threshold, row.used, row.ofCredits, row.period],
      );
    }
  }

  /** Warnings not delivered yet, oldest first, locked for the caller's transaction (others skip them). */
  undeliveredWarnings(limit: number): Promise<CreditWarning[]> {
    return queryRows<CreditWarning>(
      this.db,
      `SELECT id, workspace_id AS "workspaceId", user_id AS "userId", scope, threshold, used,
              of_credits AS "ofCredits", period
       FROM credit_warnings WHERE delivered_at IS NULL ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED`,
      [limit],
    );
  }

  async markWarningDelivered(id: string): Promise<void> {
    await this.db.query(`UPDATE credit_warnings SET delivered_at = now() WHERE id = $1`, [id]);
  }

  /**
   * The member's monthly cap (null = the whole pool) and the credits they spent this calendar month (UTC) from
   * their workspace's pool: reveals and downloads, less refunds. null for a user without a workspace.
   */
  async capOf(userId: string): Promise<MemberCap | null> {
    const [row] = await queryRows<MemberCap>(
      this.db,
      `SELECT m.monthly_cap AS cap, ${spentThisMonthSql('m.workspace_id', 'm.user_id')} AS used
       FROM workspace_members m WHERE m.user_id = $1`,
      [userId],
    );
    return row ?? null;
  }

  /** Moves the balances by these amounts (the CHECKs refuse a negative balance); the balances after. */
  async adjust(userId: string, allowanceDelta: number, topUpDelta: number): Promise<Balances> {
    const [row] = await queryRows<Balances>(
      this.db,
      `UPDATE credit_accounts SET monthly_available_credits = monthly_available_credits + $2,
                                 topup_credits = topup_credits + $3, updated_at = now()
       WHERE workspace_id = ${POOL} RETURNING monthly_available_credits AS allowance, topup_credits AS "topUp"`,
      [userId, allowanceDelta, topUpDelta],
    );
    if (!row) throw new Error(`No user ${userId}`);
    return row;
  }

  async hasEntry(idempotencyKey: string): Promise<boolean> {
    const rows = await queryRows(this.db, `SELECT 1 FROM credit_ledger WHERE idempotency_key = $1`, [idempotencyKey]);
    return rows.length > 0;
  }

  async record(entry: LedgerRow): Promise<void> {
    await this.db.query(
      `INSERT INTO credit_ledger (workspace_id, user_id, kind, delta, allowance_delta, topup_delta, balance_after,
                                  reason, reference, idempotency_key, actor_id)
       VALUES (${POOL}, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        entry.userId,
        entry.kind,
        entry.allowanceDelta + entry.topUpDelta,
        entry.allowanceDelta,
        entry.topUpDelta,
        entry.balanceAfter,
        entry.reason,
        entry.reference,
        entry.idempotencyKey,
        entry.actorId ?? null,
      ],
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
      `INSERT INTO viewed_items (workspace_id, user_id, item_kind, item_id, source)
       SELECT ${POOL}, $1, $2, item_id, $4 FROM unnest($3::uuid[]) AS item_id ORDER BY item_id
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
         INSERT INTO viewed_items (workspace_id, user_id, item_kind, item_id, source)
         SELECT DISTINCT ${workspaceOf('$1::uuid')}, $1::uuid, $2,
                encode(substring($3::bytea FROM i * 16 + 1 FOR 16), 'hex')::uuid, $4
         FROM generate_series(0, length($3::bytea) / 16 - 1) AS i
         ORDER BY 4
         ON CONFLICT DO NOTHING
         RETURNING 1)
       SELECT count(*)::int AS count FROM marked`,
      [userId, kind, packed, source],
    );
    return count;
  }

  /** Who of the user's workspace paid for the item first, and when; null when the workspace has not. */
  async paidBy(userId: string, kind: ViewedItemKind, itemId: string): Promise<PaidByRow | null> {
    const [row] = await queryRows<PaidByRow>(
      this.db,
      `SELECT v.user_id AS "userId", v.created_at AS "on",
              coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email, 'a former member') AS name
       FROM viewed_items v LEFT JOIN users u ON u.id = v.user_id
       WHERE v.workspace_id = ${POOL} AND v.item_kind = $2 AND v.item_id = $3`,
      [userId, kind, itemId],
    );
    return row ?? null;
  }

  /** Of these items, the ones the user has viewed. */
  async viewedOf(userId: string, kind: ViewedItemKind, itemIds: readonly string[]): Promise<string[]> {
    if (!itemIds.length) return [];
    const rows = await queryRows<{ id: string }>(
      this.db,
      `SELECT item_id AS id FROM viewed_items WHERE workspace_id = ${POOL} AND item_kind = $2 AND item_id = ANY($3::uuid[])`,
      [userId, kind, [...itemIds]],
    );
    return rows.map((row) => row.id);
  }
}
