import { MigrationInterface, QueryRunner } from 'typeorm';
import { countsUpsert as placeAndDayUpsert } from './1763853000000-alert-search';

/**
 * From the benchmark's plans at 1M events (docs/performance.md):
 *
 * - The lower(...) indexes also INCLUDE the raw column. PostgreSQL only plans an index-only scan when
 *   every column a condition mentions is in the index, and `lower(city) = …` mentions city; without
 *   it each matching row cost a heap visit (Austin: 245 ms → 12 ms).
 * - Two more count roll-ups, by contact (country, type, flags, job level, job function, hire type)
 *   and by company (country, type, flags, size, revenue band, company type): about 90k rows each at
 *   1M events, so a broad contact or company filter sums those instead of counting ~300k rows.
 */
export class AlertCountRollups1763862000000 implements MigrationInterface {
  name = 'AlertCountRollups1763862000000';

  async up(q: QueryRunner): Promise<void> {
    const flags = 'has_contact_name, has_contact_email, has_quote';
    for (const [name, column] of [
      ['state', 'state'],
      ['city', 'city'],
      ['zip', 'zip_code'],
      ['company_name', 'company_name'],
    ]) {
      await q.query(`DROP INDEX trigger_events_${name}_idx`);
      await q.query(
        `CREATE INDEX trigger_events_${name}_idx ON trigger_events (lower(${column}), date_published DESC, id)
           INCLUDE (${column}, type, ${flags})`,
      );
    }

    await q.query(`
      CREATE TABLE trigger_event_contact_counts (
        country text NOT NULL,
        type text NOT NULL,
        has_contact_name boolean NOT NULL,
        has_contact_email boolean NOT NULL,
        has_quote boolean NOT NULL,
        seniority text NOT NULL,
        job_function text NOT NULL,
        hire_type text NOT NULL,
        events bigint NOT NULL,
        PRIMARY KEY (country, type, has_contact_name, has_contact_email, has_quote, seniority, job_function, hire_type)
      )`);
    await q.query(`
      CREATE TABLE trigger_event_company_counts (
        country text NOT NULL,
        type text NOT NULL,
        has_contact_name boolean NOT NULL,
        has_contact_email boolean NOT NULL,
        has_quote boolean NOT NULL,
        employee_size text NOT NULL,
        revenue_band text NOT NULL,
        company_type text NOT NULL,
        events bigint NOT NULL,
        PRIMARY KEY (country, type, has_contact_name, has_contact_email, has_quote, employee_size, revenue_band, company_type)
      )`);
    await q.query(`COMMENT ON TABLE trigger_event_contact_counts IS
      'Exact events per country, type, required-flags, contact seniority, job function and hire type ('''' = unknown).'`);
    await q.query(`COMMENT ON TABLE trigger_event_company_counts IS
      'Exact events per country, type, required-flags, company size, revenue band and company type ('''' = unknown).'`);
    await replaceFunctions(
      q,
      (source, sign) => placeAndDayUpsert(source, sign) + contactAndCompanyUpsert(source, sign),
      [
        'trigger_event_day_counts',
        'trigger_event_place_counts',
        'trigger_event_contact_counts',
        'trigger_event_company_counts',
      ],
    );
    await q.query(`SELECT refresh_trigger_event_counts()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await replaceFunctions(q, placeAndDayUpsert, ['trigger_event_day_counts', 'trigger_event_place_counts']);
    await q.query(`DROP TABLE IF EXISTS trigger_event_company_counts`);
    await q.query(`DROP TABLE IF EXISTS trigger_event_contact_counts`);
    const flags = 'has_contact_name, has_contact_email, has_quote';
    for (const [name, column] of [
      ['state', 'state'],
      ['city', 'city'],
      ['zip', 'zip_code'],
      ['company_name', 'company_name'],
    ]) {
      await q.query(`DROP INDEX trigger_events_${name}_idx`);
      await q.query(
        `CREATE INDEX trigger_events_${name}_idx ON trigger_events (lower(${column}), date_published DESC, id) INCLUDE (type, ${flags})`,
      );
    }
  }
}

/** The trigger, clear and refresh functions over these roll-up tables (same names, same triggers). */
export async function replaceFunctions(
  q: QueryRunner,
  upsert: (source: string, sign: 1 | -1) => string,
  tables: readonly string[],
): Promise<void> {
  await q.query(`
    CREATE OR REPLACE FUNCTION trigger_event_counts_apply() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        ${upsert('old_rows', -1)}
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        ${upsert('new_rows', 1)}
      END IF;
      RETURN NULL;
    END $$`);
  await q.query(`
    CREATE OR REPLACE FUNCTION trigger_event_counts_clear() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      ${tables.map((table) => `DELETE FROM ${table};`).join('\n      ')}
      RETURN NULL;
    END $$`);
  await q.query(`
    CREATE OR REPLACE FUNCTION refresh_trigger_event_counts() RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      LOCK TABLE trigger_events IN SHARE MODE;
      ${tables.map((table) => `DELETE FROM ${table};`).join('\n      ')}
      ${upsert('trigger_events', 1)}
    END $$`);
}

/** Like the place and day upserts of 1763853000000: grouped rows of `source` times `sign`, in key order. */
export function contactAndCompanyUpsert(source: string, sign: 1 | -1): string {
  const flags = 'has_contact_name, has_contact_email, has_quote';
  return `
    INSERT INTO trigger_event_contact_counts AS c
      (country, type, ${flags}, seniority, job_function, hire_type, events)
    SELECT coalesce(country, ''), type, ${flags}, coalesce(contact_seniority, ''), coalesce(contact_job_function, ''),
           coalesce(hire_type, ''), ${sign} * count(*)
      FROM ${source} GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT (country, type, ${flags}, seniority, job_function, hire_type)
      DO UPDATE SET events = c.events + EXCLUDED.events;
    INSERT INTO trigger_event_company_counts AS c
      (country, type, ${flags}, employee_size, revenue_band, company_type, events)
    SELECT coalesce(country, ''), type, ${flags}, coalesce(company_employee_size, ''), coalesce(company_revenue_band, ''),
           coalesce(company_type, ''), ${sign} * count(*)
      FROM ${source} GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT (country, type, ${flags}, employee_size, revenue_band, company_type)
      DO UPDATE SET events = c.events + EXCLUDED.events;`;
}
