import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credits as a subscription (ARCHITECTURE §5): a monthly allowance (`monthly_available_credits`, renewed on
 * the billing day, no roll-over) and purchased top-ups (`topup_credits`, never expire, spent after the
 * allowance). Every change is a ledger row saying which balance moved (`allowance_delta`, `topup_delta`) and
 * what for (`kind`). Existing balances become top-ups, so nobody loses a credit at the first renewal, and
 * one "opening" row per user makes balance = sum of ledger hold from here on.
 */
export class CreditBuckets1763890000000 implements MigrationInterface {
  name = 'CreditBuckets1763890000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN topup_credits integer NOT NULL DEFAULT 0 CHECK (topup_credits >= 0)`);
    await q.query(`
      ALTER TABLE credit_ledger
        ADD COLUMN kind text NOT NULL DEFAULT 'adjustment'
          CHECK (kind IN ('reveal', 'download', 'renewal', 'expiry', 'purchase', 'refund', 'admin-grant',
                          'admin-revoke', 'opening', 'adjustment')),
        ADD COLUMN allowance_delta integer NOT NULL DEFAULT 0,
        ADD COLUMN topup_delta integer NOT NULL DEFAULT 0,
        ADD COLUMN actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
        ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY`);
    // What the rows written so far were: the keys the charging code has always used.
    await q.query(`
      UPDATE credit_ledger SET topup_delta = delta, kind = CASE
        WHEN idempotency_key LIKE 'reveal:%' THEN 'reveal'
        WHEN idempotency_key LIKE 'csv-download:%' OR idempotency_key LIKE 'download-selected:%' THEN 'download'
        WHEN idempotency_key LIKE 'order:%' THEN 'purchase'
        ELSE 'adjustment' END`);
    await q.query(`ALTER TABLE credit_ledger ALTER COLUMN kind DROP DEFAULT`);
    await q.query(
      `ALTER TABLE credit_ledger ADD CONSTRAINT credit_ledger_delta_split CHECK (delta = allowance_delta + topup_delta)`,
    );
    // Every balance so far becomes a top-up (it was bought or granted, and must not lapse).
    await q.query(`UPDATE users SET topup_credits = monthly_available_credits, monthly_available_credits = 0`);
    await q.query(`
      INSERT INTO credit_ledger (user_id, delta, allowance_delta, topup_delta, balance_after, kind, reason, idempotency_key)
      SELECT u.id, u.topup_credits - coalesce(l.total, 0), 0, u.topup_credits - coalesce(l.total, 0), u.topup_credits,
             'opening', 'Balance carried over to the credit ledger', 'opening:' || u.id
      FROM users u LEFT JOIN (SELECT user_id, sum(delta)::int AS total FROM credit_ledger GROUP BY user_id) l
        ON l.user_id = u.id
      WHERE u.topup_credits <> coalesce(l.total, 0)`);
    // Rows of one transaction share created_at: seq orders them (the history and "balance after").
    await q.query(`CREATE INDEX credit_ledger_user_seq_idx ON credit_ledger (user_id, seq DESC)`);
    await q.query(`CREATE INDEX credit_ledger_user_kind_idx ON credit_ledger (user_id, kind, seq DESC)`);

    await q.query(
      `ALTER TABLE plans ADD COLUMN kind text NOT NULL DEFAULT 'pack' CHECK (kind IN ('pack', 'subscription'))`,
    );
    await q.query(`
      ALTER TABLE orders
        ADD COLUMN kind text NOT NULL DEFAULT 'pack' CHECK (kind IN ('pack', 'subscription')),
        ADD COLUMN provider_subscription_id text`);
    await q.query(`
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        plan_id uuid REFERENCES plans(id) ON DELETE SET NULL,
        plan_name text NOT NULL,
        monthly_credits integer NOT NULL CHECK (monthly_credits >= 0),
        download_limit integer NOT NULL CHECK (download_limit >= 0),
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'past_due', 'canceled', 'ended')),
        billing_day smallint NOT NULL CHECK (billing_day BETWEEN 1 AND 31),
        current_period_start date,
        next_renewal_on date,
        provider_subscription_id text UNIQUE,
        order_id uuid REFERENCES orders(id) ON DELETE SET NULL,
        canceled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX subscriptions_due_idx ON subscriptions (next_renewal_on) WHERE status <> 'ended' AND next_renewal_on IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE subscriptions`);
    await q.query(`ALTER TABLE orders DROP COLUMN provider_subscription_id, DROP COLUMN kind`);
    await q.query(`ALTER TABLE plans DROP COLUMN kind`);
    await q.query(`DROP INDEX credit_ledger_user_kind_idx`);
    await q.query(`DROP INDEX credit_ledger_user_seq_idx`);
    await q.query(`UPDATE users SET monthly_available_credits = monthly_available_credits + topup_credits`);
    await q.query(`DELETE FROM credit_ledger WHERE kind = 'opening'`);
    await q.query(`ALTER TABLE credit_ledger DROP CONSTRAINT credit_ledger_delta_split`);
    await q.query(
      `ALTER TABLE credit_ledger DROP COLUMN seq, DROP COLUMN actor_id, DROP COLUMN topup_delta, DROP COLUMN allowance_delta, DROP COLUMN kind`,
    );
    await q.query(`ALTER TABLE users DROP COLUMN topup_credits`);
  }
}
