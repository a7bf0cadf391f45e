// The credit-buckets migration keeps every balance: a database at the migration before it, with users whose
// ledger does not add up (an admin's in-place edit) or who have no ledger at all, comes out with each balance
// as never-expiring top-ups and an opening ledger row that makes balance = sum of ledger (read where later
// migrations keep the balances: credit_accounts).
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../data-source';
import { dropDatabase, ensureDatabase } from '../ensure-database';
import { MIGRATIONS } from './index';

jest.setTimeout(60_000);

const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/leadsignal_test_buckets_${process.pid}_${randomBytes(4).toString('hex')}`;

describe('migration CreditBuckets1763890000000', () => {
  afterAll(async () => {
    await dropDatabase(DATABASE_URL);
  });

  it('turns every balance into top-ups with an opening row, keeping what users had', async () => {
    await ensureDatabase(DATABASE_URL);
    const index = MIGRATIONS.findIndex((m) => m.name === 'CreditBuckets1763890000000');
    const before = new DataSource({
      ...dataSourceOptions(DATABASE_URL),
      migrations: MIGRATIONS.slice(0, index),
    } as never);
    await before.initialize();
    await before.runMigrations();
    const user = async (email: string, credits: number) =>
      (
        await before.query(
          `INSERT INTO users (email, user_name, first_name, last_name, monthly_available_credits)
           VALUES ($1, $1, 'M', 'T', $2) RETURNING id`,
          [email, credits],
        )
      )[0].id as string;
    const drifted = await user('drifted@example.com', 58);
    const plain = await user('plain@example.com', 120);
    const broke = await user('broke@example.com', 0);
    // 100 granted, 142 spent: the ledger says -42 while the balance says 58.
    await before.query(
      `INSERT INTO credit_ledger (user_id, delta, balance_after, reason, reference, idempotency_key) VALUES
         ($1, 100, 100, 'plan purchase', NULL, 'order:x'), ($1, -142, 0, 'alert e-mail reveal', NULL, 'reveal:x')`,
      [drifted],
    );
    await before.destroy();

    const after = new DataSource(dataSourceOptions(DATABASE_URL));
    await after.initialize();
    await after.runMigrations();
    const balances = await after.query(
      `SELECT u.email, a.monthly_available_credits AS allowance, a.topup_credits AS "topUp",
              coalesce(sum(l.topup_delta), 0)::int AS "ledgerTopUp", coalesce(sum(l.allowance_delta), 0)::int AS "ledgerAllowance"
       FROM users u JOIN credit_accounts a ON a.workspace_id = u.id LEFT JOIN credit_ledger l ON l.user_id = u.id
       WHERE u.id = ANY($1) GROUP BY u.id, a.workspace_id ORDER BY u.email`,
      [[drifted, plain, broke]],
    );
    expect(balances).toEqual([
      { email: 'broke@example.com', allowance: 0, topUp: 0, ledgerTopUp: 0, ledgerAllowance: 0 },
      { email: 'drifted@example.com', allowance: 0, topUp: 58, ledgerTopUp: 58, ledgerAllowance: 0 },
      { email: 'plain@example.com', allowance: 0, topUp: 120, ledgerTopUp: 120, ledgerAllowance: 0 },
    ]);
    const kinds = await after.query(
      `SELECT kind, delta, balance_after AS "balanceAfter" FROM credit_ledger WHERE user_id = $1 ORDER BY seq`,
      [drifted],
    );
    expect(kinds).toEqual([
      { kind: 'purchase', delta: 100, balanceAfter: 100 },
      { kind: 'reveal', delta: -142, balanceAfter: 0 },
      { kind: 'opening', delta: 100, balanceAfter: 58 },
    ]);
    await after.destroy();
  });
});
