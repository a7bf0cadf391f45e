import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Credit warnings (docs/teams.md, "Warnings"): a charge that takes a member past 75 % or 100 % of their monthly cap,
 * or a pool past 75 % or 100 % of what it had this month, writes one row in its transaction, unique per
 * member (or pool), threshold and month by its key; libs/teams delivers each once (in-app and by e-mail) and
 * stamps delivered_at. Written by libs/credits (the rows) and read by libs/teams through CreditsService.
 */
export class CreditWarnings1763932000000 implements MigrationInterface {
  name = 'CreditWarnings1763932000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE credit_warnings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        key text NOT NULL UNIQUE,
        workspace_id uuid NOT NULL REFERENCES workspaces(id) ON DELETE CASCADE,
        -- The member whose cap it is (scope cap), or who spent past the pool's threshold (scope pool).
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        scope text NOT NULL CHECK (scope IN ('cap', 'pool')),
        threshold integer NOT NULL CHECK (threshold IN (75, 100)),
        used integer NOT NULL,
        of_credits integer NOT NULL,
        period text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        delivered_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX credit_warnings_undelivered_idx ON credit_warnings (created_at) WHERE delivered_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE credit_warnings`);
  }
}
