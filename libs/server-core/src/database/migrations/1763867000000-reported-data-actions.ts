import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Admins act on reported data (reportedData/createActions): each action is kept with the admin, the note
 * and the time, and sets the report's status. The admin list filters by status and source, newest first.
 */
export class ReportedDataActions1763867000000 implements MigrationInterface {
  name = 'ReportedDataActions1763867000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE reported_data_actions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        report_id uuid NOT NULL REFERENCES reported_data(id) ON DELETE CASCADE,
        admin_id uuid REFERENCES users(id) ON DELETE SET NULL,
        action text NOT NULL CHECK (action IN ('resolved', 'dismissed', 'corrected')),
        note text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX reported_data_actions_report_idx ON reported_data_actions (report_id, created_at)`);
    await q.query(
      `CREATE INDEX reported_data_source_status_idx ON reported_data (reported_source, status, created_at DESC)`,
    );
    await q.query(`CREATE INDEX reported_data_created_idx ON reported_data (created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX reported_data_created_idx`);
    await q.query(`DROP INDEX reported_data_source_status_idx`);
    await q.query(`DROP TABLE reported_data_actions`);
  }
}
