import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A user's balances move out of users into credit_accounts, written only by libs/credits: the monthly
 * allowance (monthly_available_credits), the top-ups (topup_credits) and the download limit, with their
 * CHECKs and defaults. Every user's balances are copied over. An AFTER INSERT trigger on users opens the
 * account (zero balances, no download limit) in the statement that creates the user, so every user has one
 * whichever code inserted them; libs/credits then grants starting credits or sets a limit through the ledger.
 * Deducting locks the user's credit_accounts row instead of the users row.
 */
export class CreditAccounts1763927000000 implements MigrationInterface {
  name = 'CreditAccounts1763927000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE credit_accounts (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        monthly_available_credits integer NOT NULL DEFAULT 0 CHECK (monthly_available_credits >= 0),
        topup_credits integer NOT NULL DEFAULT 0 CHECK (topup_credits >= 0),
        download_limit integer NOT NULL DEFAULT 0 CHECK (download_limit >= 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      INSERT INTO credit_accounts (user_id, monthly_available_credits, topup_credits, download_limit, updated_at)
      SELECT id, monthly_available_credits, topup_credits, download_limit, updated_at FROM users`);
    await q.query(`
      CREATE FUNCTION credit_accounts_open() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO credit_accounts (user_id) VALUES (NEW.id) ON CONFLICT (user_id) DO NOTHING;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER users_credit_account AFTER INSERT ON users
      FOR EACH ROW EXECUTE FUNCTION credit_accounts_open()`);
    await q.query(`
      ALTER TABLE users DROP COLUMN monthly_available_credits, DROP COLUMN topup_credits, DROP COLUMN download_limit`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN monthly_available_credits integer NOT NULL DEFAULT 0 CHECK (monthly_available_credits >= 0),
        ADD COLUMN download_limit integer NOT NULL DEFAULT 0 CHECK (download_limit >= 0),
        ADD COLUMN topup_credits integer NOT NULL DEFAULT 0 CHECK (topup_credits >= 0)`);
    await q.query(`
      UPDATE users u SET monthly_available_credits = a.monthly_available_credits, topup_credits = a.topup_credits,
                         download_limit = a.download_limit
      FROM credit_accounts a WHERE a.user_id = u.id`);
    await q.query(`DROP TRIGGER IF EXISTS users_credit_account ON users`);
    await q.query(`DROP FUNCTION IF EXISTS credit_accounts_open()`);
    await q.query(`DROP TABLE credit_accounts`);
  }
}
