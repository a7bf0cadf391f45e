// Reading the credit ledger: a user's history (paged, by kind), the credits spent per day, and the
// consistency check that every balance equals the sum of its ledger rows.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CreditUsageDay, LedgerEntry, LedgerKind, LedgerPage } from '@leadsignal/contracts';
import { queryRows, type Queryable } from '@leadsignal/server-core';

const UUID_PATTERN = `'^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'`;

/** What a row was about, from the table its reference names (an alert, a person, a download, an order). */
const SUBJECT = `CASE WHEN l.reference ~ ${UUID_PATTERN} THEN coalesce(
    (SELECT e.title FROM trigger_events e WHERE e.id = l.reference::uuid),
    (SELECT nullif(trim(concat_ws(' ', c.first_name, c.last_name)), '') FROM contacts c WHERE c.id = l.reference::uuid),
    (SELECT d.name FROM csv_downloads d WHERE d.id = l.reference::uuid),
    (SELECT o.plan_name FROM orders o WHERE o.id = l.reference::uuid),
    (SELECT s.plan_name FROM subscriptions s WHERE s.id = l.reference::uuid),
    (SELECT co.name FROM companies co WHERE co.id = l.reference::uuid))
  END`;

const ENTRY_COLUMNS = `l.id, to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdOn",
  l.kind, l.reason, ${SUBJECT} AS subject, l.reference, l.delta, l.allowance_delta AS "allowanceDelta",
  l.topup_delta AS "topUpDelta", l.balance_after AS "balanceAfter",
  (SELECT nullif(trim(concat_ws(' ', a.first_name, a.last_name)), '') FROM users a WHERE a.id = l.actor_id) AS "actorName"`;

export interface InconsistentBalance {
  workspaceId: string;
  /** The workspace's owner. */
  userId: string | null;
  email: string;
  allowance: number;
  topUp: number;
  ledgerAllowance: number;
  ledgerTopUp: number;
  lastBalanceAfter: number | null;
}

@Injectable()
export class LedgerRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  async page(
    userId: string,
    query: { page: number; pageSize: number; kind?: readonly LedgerKind[] },
  ): Promise<LedgerPage> {
    const kinds = query.kind?.length ? [...query.kind] : null;
    const items = await queryRows<LedgerEntry>(
      this.db,
      `SELECT ${ENTRY_COLUMNS} FROM credit_ledger l
       WHERE l.user_id = $1 AND ($2::text[] IS NULL OR l.kind = ANY($2))
       ORDER BY l.seq DESC LIMIT $3 OFFSET $4`,
      [userId, kinds, query.pageSize, (query.page - 1) * query.pageSize],
    );
    const [{ count }] = await queryRows<{ count: number }>(
      this.db,
      `SELECT count(*)::int AS count FROM credit_ledger l WHERE l.user_id = $1 AND ($2::text[] IS NULL OR l.kind = ANY($2))`,
      [userId, kinds],
    );
    return { items, totalCount: count };
  }

  /** Every row of the user's history (newest first, 100,000 at most), for the CSV export. */
  all(userId: string, kind?: readonly LedgerKind[]): Promise<LedgerEntry[]> {
    return queryRows<LedgerEntry>(
      this.db,
      `SELECT ${ENTRY_COLUMNS} FROM credit_ledger l
       WHERE l.user_id = $1 AND ($2::text[] IS NULL OR l.kind = ANY($2))
       ORDER BY l.seq DESC LIMIT 100000`,
      [userId, kind?.length ? [...kind] : null],
    );
  }

  /**
   * A page of a workspace's pool history (newest first), optionally one member's rows, each naming its member
   * (docs/teams.md).
   */
  async poolPage(
    workspaceId: string,
    query: { page: number; pageSize: number; memberId?: string },
  ): Promise<LedgerPage> {
    const member = query.memberId ?? null;
    const items = await queryRows<LedgerEntry>(
      this.db,
      `SELECT ${ENTRY_COLUMNS}, l.user_id AS "memberId",
              (SELECT coalesce(nullif(trim(concat_ws(' ', m.first_name, m.last_name)), ''), m.email)
               FROM users m WHERE m.id = l.user_id) AS "memberName"
       FROM credit_ledger l
       WHERE l.workspace_id = $1 AND ($2::uuid IS NULL OR l.user_id = $2)
       ORDER BY l.seq DESC LIMIT $3 OFFSET $4`,
      [workspaceId, member, query.pageSize, (query.page - 1) * query.pageSize],
    );
    const [{ count }] = await queryRows<{ count: number }>(
      this.db,
      `SELECT count(*)::int AS count FROM credit_ledger l WHERE l.workspace_id = $1 AND ($2::uuid IS NULL OR l.user_id = $2)`,
      [workspaceId, member],
    );
    return { items, totalCount: count };
  }

  /**
   * Credits each member spent from the workspace's pool per UTC day over the last `days` days (reveals and
   * downloads, less refunds), oldest first; every day and every current member present.
   */
  async poolUsage(workspaceId: string, days: number): Promise<{ userId: string; day: string; spent: number }[]> {
    return queryRows(
      this.db,
      `SELECT m.user_id AS "userId", to_char(d.day, 'YYYY-MM-DD') AS day,
              coalesce(sum(-l.delta), 0)::int AS spent
       FROM workspace_members m
       CROSS JOIN generate_series((now() AT TIME ZONE 'UTC')::date - ($2::int - 1), (now() AT TIME ZONE 'UTC')::date,
                                  interval '1 day') AS d(day)
       LEFT JOIN credit_ledger l ON l.workspace_id = m.workspace_id AND l.user_id = m.user_id
         AND l.kind IN ('reveal', 'download', 'refund')
         AND l.created_at >= d.day AT TIME ZONE 'UTC' AND l.created_at < (d.day + interval '1 day') AT TIME ZONE 'UTC'
       WHERE m.workspace_id = $1
       GROUP BY m.user_id, d.day ORDER BY m.user_id, d.day`,
      [workspaceId, days],
    );
  }

  /** Credits spent per UTC day over the last `days` days, oldest first, by kind (every day present). */
  usage(userId: string, days: number): Promise<CreditUsageDay[]> {
    return queryRows<CreditUsageDay>(
      this.db,
      `SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
              coalesce(sum(-l.delta) FILTER (WHERE l.kind = 'reveal'), 0)::int AS reveal,
              coalesce(sum(-l.delta) FILTER (WHERE l.kind = 'download'), 0)::int AS download
       FROM generate_series((now() AT TIME ZONE 'UTC')::date - ($2::int - 1), (now() AT TIME ZONE 'UTC')::date,
                            interval '1 day') AS d(day)
       LEFT JOIN credit_ledger l ON l.user_id = $1 AND l.kind IN ('reveal', 'download')
         AND l.created_at >= d.day AT TIME ZONE 'UTC' AND l.created_at < (d.day + interval '1 day') AT TIME ZONE 'UTC'
       GROUP BY d.day ORDER BY d.day`,
      [userId, days],
    );
  }

  /**
   * Pools whose balances are not the sums of their ledger rows (allowance and top-ups each), or whose latest
   * row's balance_after is not their balance: empty when the ledger is the truth. Named by the workspace and its
   * owner (for a personal workspace, the user).
   */
  inconsistent(): Promise<InconsistentBalance[]> {
    return queryRows<InconsistentBalance>(
      this.db,
      `SELECT a.workspace_id AS "workspaceId", o.user_id AS "userId", coalesce(u.email, w.name) AS email,
              a.monthly_available_credits AS allowance, a.topup_credits AS "topUp",
              coalesce(s.allowance, 0)::int AS "ledgerAllowance", coalesce(s.topup, 0)::int AS "ledgerTopUp",
              last.balance_after AS "lastBalanceAfter"
       FROM credit_accounts a
       JOIN workspaces w ON w.id = a.workspace_id
       LEFT JOIN workspace_members o ON o.workspace_id = a.workspace_id AND o.role = 'owner'
       LEFT JOIN users u ON u.id = o.user_id
       LEFT JOIN (SELECT workspace_id, sum(allowance_delta) AS allowance, sum(topup_delta) AS topup
                  FROM credit_ledger GROUP BY workspace_id) s ON s.workspace_id = a.workspace_id
       LEFT JOIN LATERAL (SELECT balance_after FROM credit_ledger l WHERE l.workspace_id = a.workspace_id
                          ORDER BY l.seq DESC LIMIT 1) last ON true
       WHERE a.monthly_available_credits <> coalesce(s.allowance, 0)
          OR a.topup_credits <> coalesce(s.topup, 0)
          OR (last.balance_after IS NOT NULL AND last.balance_after <> a.monthly_available_credits + a.topup_credits)
       ORDER BY 3`,
    );
  }
}
