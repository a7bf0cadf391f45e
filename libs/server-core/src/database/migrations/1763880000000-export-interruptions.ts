import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How many times an export's run was interrupted (its worker stopped: SIGKILL, crash, lost Redis) — a run
 * that starts on a row still in 4 Processing found the previous run gone without a word. An interruption
 * is not a failure; only an export that interrupts its worker CSV_EXPORT_MAX_INTERRUPTIONS times is failed
 * (the pathological case: it kills every worker that takes it, e.g. by memory). Kept in PostgreSQL because
 * Redis's per-job stall counter dies with the job.
 */
export class ExportInterruptions1763880000000 implements MigrationInterface {
  name = 'ExportInterruptions1763880000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE csv_downloads ADD COLUMN interruptions integer NOT NULL DEFAULT 0 CHECK (interruptions >= 0)`,
    );
    // The reconciler reads the unfinished rows every few seconds.
    await q.query(`CREATE INDEX csv_downloads_unfinished_idx ON csv_downloads (created_at) WHERE status IN (3, 4)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS csv_downloads_unfinished_idx`);
    await q.query(`ALTER TABLE csv_downloads DROP COLUMN IF EXISTS interruptions`);
  }
}
