import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The event-type index joins the wide entry indexes of 1763863000000: "funding, Series A/B, 11–200
 * employees, last 3 months, e-mail" was counted through a BitmapAnd with the funding-round GIN index
 * (150k entries, ~60 ms to build) because the type index alone needed the heap for the other
 * filters; carrying them, the count is an index-only scan of the ~4.5k funding events in range.
 */
const INCLUDE = [
  'has_contact_name',
  'has_contact_email',
  'has_quote',
  'country',
  'state',
  'company_employee_size',
  'company_revenue_band',
  'company_type',
  'contact_seniority',
  'contact_job_function',
  'hire_type',
  'company_funding_rounds',
];

export class AlertTypeIndexWide1763864000000 implements MigrationInterface {
  name = 'AlertTypeIndexWide1763864000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX trigger_events_type_idx`);
    await q.query(
      `CREATE INDEX trigger_events_type_idx ON trigger_events (type, date_published DESC, id) INCLUDE (${INCLUDE.join(', ')})`,
    );
    await q.query(`ANALYZE trigger_events`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX trigger_events_type_idx`);
    await q.query(
      `CREATE INDEX trigger_events_type_idx ON trigger_events (type, date_published DESC, id) INCLUDE (has_contact_name, has_contact_email, has_quote)`,
    );
  }
}
