import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * CSV downloads ("export all"): one row per requested export, moved by the worker through
 * 3 Queued → 4 Processing → 1 Ready (or 0 Failed). The row keeps the criteria and the row cap taken
 * when it was requested, so a retried or recovered job exports exactly what was asked for.
 */
export class CsvDownloads1763855500000 implements MigrationInterface {
  name = 'CsvDownloads1763855500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE csv_downloads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('alerts', 'companies', 'prospects')),
        name text NOT NULL,
        criteria jsonb NOT NULL,
        -- The user's download limit when requested; NULL = unlimited.
        row_limit integer CHECK (row_limit > 0),
        status smallint NOT NULL DEFAULT 3 CHECK (status IN (0, 1, 3, 4)),
        total_rows integer CHECK (total_rows >= 0),
        credits_charged integer CHECK (credits_charged >= 0),
        object_key text,
        size_bytes bigint,
        error text,
        started_at timestamptz,
        completed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT csv_downloads_ready_has_file CHECK (status <> 1 OR (object_key IS NOT NULL AND total_rows IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX csv_downloads_user_idx ON csv_downloads (user_id, kind, created_at DESC)`);
    // The retention sweep and the check for rows whose job was lost.
    await q.query(`CREATE INDEX csv_downloads_created_idx ON csv_downloads (created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS csv_downloads`);
  }
}
