import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which run of an export owns the download now. Each run that starts an export (csv_downloads.start) writes a
 * new token, and writes its file under a key of its own (csv-downloads/<kind>/<user>/<id>.<token>.csv); the
 * row is made Ready, pointing at that file, only by the run whose token it still holds. A run that lost its
 * job lock while alive (BullMQ gave the job to another) may finish after its successor: its commit is refused
 * and its file removed, instead of overwriting the file of a download that is already Ready.
 */
export class ExportRunToken1763926000000 implements MigrationInterface {
  name = 'ExportRunToken1763926000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE csv_downloads ADD COLUMN run_token uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE csv_downloads DROP COLUMN IF EXISTS run_token`);
  }
}
