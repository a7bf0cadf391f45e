import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A company's trigger events, newest first (company/getById shows its latest ones; ingest updates a changed
 * company's events by company_id).
 */
export class CompanyEventsIndex1763870100000 implements MigrationInterface {
  name = 'CompanyEventsIndex1763870100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX trigger_events_company_idx ON trigger_events (company_id, date_published DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX trigger_events_company_idx`);
  }
}
