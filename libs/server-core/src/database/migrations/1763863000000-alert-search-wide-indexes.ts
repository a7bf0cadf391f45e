import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * From the benchmark's plans at 1M events (docs/performance.md): a combination of broad filters from
 * different families (e.g. three states + two job functions + three company sizes) has no roll-up,
 * and counting it through bitmaps of ~200k rows each plus the heap took ~1 s. The indexes that are
 * the natural entry point of such combinations now carry every low-cardinality filter column, so
 * the count is one index-only scan of the most selective criterion (~100 ms) and the other filters
 * are checked inside the index. ANALYZE gives the planner statistics for the lower(...) expressions.
 */
const WIDE_COLUMNS = [
  'type',
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

/** [index name suffix, key expression, the raw column it reads]. */
const ENTRY_INDEXES: readonly [string, string, string][] = [
  ['state', 'lower(state)', 'state'],
  ['job_function', 'contact_job_function', 'contact_job_function'],
  ['seniority', 'contact_seniority', 'contact_seniority'],
  ['size', 'company_employee_size', 'company_employee_size'],
  ['revenue', 'company_revenue_band', 'company_revenue_band'],
  ['company_type', 'company_type', 'company_type'],
];

export class AlertSearchWideIndexes1763863000000 implements MigrationInterface {
  name = 'AlertSearchWideIndexes1763863000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [name, key, column] of ENTRY_INDEXES) {
      const include = WIDE_COLUMNS.filter((c) => c !== column || key !== column);
      await q.query(`DROP INDEX trigger_events_${name}_idx`);
      await q.query(
        `CREATE INDEX trigger_events_${name}_idx ON trigger_events (${key}, date_published DESC, id) INCLUDE (${include.join(', ')})`,
      );
    }
    await q.query(`ANALYZE trigger_events`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [name, key, column] of ENTRY_INDEXES) {
      const raw = key === column ? '' : `${column}, `;
      await q.query(`DROP INDEX trigger_events_${name}_idx`);
      await q.query(
        `CREATE INDEX trigger_events_${name}_idx ON trigger_events (${key}, date_published DESC, id)
           INCLUDE (${raw}type, has_contact_name, has_contact_email, has_quote)`,
      );
    }
  }
}
