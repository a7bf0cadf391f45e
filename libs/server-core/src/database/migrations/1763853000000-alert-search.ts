import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the alert search needs to stay fast at millions of events (docs/performance.md has the plans):
 *
 * - has_contact_name / has_quote as stored columns, so the "Name Required" (on by default) and
 *   "Quote Required" filters can sit in index INCLUDE lists and be checked without the heap.
 * - One btree per filter column, keyed (value, date_published DESC, id) so a filtered page walks the
 *   index in result order, each INCLUDE-ing the type and the three "required" flags so the exact
 *   count of "that filter + the usual flags" is an index-only scan.
 * - Full-text GIN on search_vector, trigram GIN for partial company name / domain matches, GIN on
 *   the investor and funding-round arrays.
 * - Two count roll-ups kept exact by statement-level triggers: events per (UTC day, type, flags) and
 *   per (country, state, type, flags). A count whose criteria they cover (the default screen, type,
 *   date range, the required flags, country and states) sums a few thousand roll-up rows instead of
 *   counting up to every event.
 * - JIT off for this database: these are short queries where compiling costs more than it saves.
 */
export class AlertSearch1763853000000 implements MigrationInterface {
  name = 'AlertSearch1763853000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE trigger_events
        ADD COLUMN has_contact_name boolean NOT NULL
          GENERATED ALWAYS AS (coalesce(contact_first_name, '') <> '' OR coalesce(contact_last_name, '') <> '') STORED,
        ADD COLUMN has_quote boolean NOT NULL GENERATED ALWAYS AS (coalesce(quote, '') <> '') STORED`);

    const flags = 'has_contact_name, has_contact_email, has_quote';
    const ordered = (name: string, key: string, extra = '') =>
      q.query(
        `CREATE INDEX ${name} ON trigger_events (${key}, date_published DESC, id) INCLUDE (type, ${flags})${extra}`,
      );
    await q.query(
      `CREATE INDEX trigger_events_published_idx ON trigger_events (date_published DESC, id) INCLUDE (type, ${flags})`,
    );
    await q.query(
      `CREATE INDEX trigger_events_type_idx ON trigger_events (type, date_published DESC, id) INCLUDE (${flags})`,
    );
    await ordered('trigger_events_country_idx', 'country');
    await ordered('trigger_events_state_idx', 'lower(state)');
    await ordered('trigger_events_city_idx', 'lower(city)');
    await ordered('trigger_events_zip_idx', 'lower(zip_code)');
    await ordered('trigger_events_industry_idx', 'company_industry');
    await ordered('trigger_events_company_type_idx', 'company_type');
    await ordered('trigger_events_size_idx', 'company_employee_size');
    await ordered('trigger_events_revenue_idx', 'company_revenue_band');
    await ordered('trigger_events_job_function_idx', 'contact_job_function');
    await ordered('trigger_events_seniority_idx', 'contact_seniority');
    await ordered('trigger_events_hire_type_idx', 'hire_type', ' WHERE hire_type IS NOT NULL');
    await ordered('trigger_events_company_name_idx', 'lower(company_name)');
    await ordered('trigger_events_company_domain_idx', 'company_domain');
    await q.query(
      `CREATE INDEX trigger_events_company_name_trgm_idx ON trigger_events USING gin (company_name gin_trgm_ops)`,
    );
    await q.query(
      `CREATE INDEX trigger_events_company_domain_trgm_idx ON trigger_events USING gin (company_domain gin_trgm_ops)`,
    );
    await q.query(`CREATE INDEX trigger_events_investors_idx ON trigger_events USING gin (company_investors)`);
    await q.query(
      `CREATE INDEX trigger_events_funding_rounds_idx ON trigger_events USING gin (company_funding_rounds)`,
    );
    await q.query(`CREATE INDEX trigger_events_search_idx ON trigger_events USING gin (search_vector)`);

    await q.query(`
      CREATE TABLE trigger_event_day_counts (
        day date NOT NULL,
        type text NOT NULL,
        has_contact_name boolean NOT NULL,
        has_contact_email boolean NOT NULL,
        has_quote boolean NOT NULL,
        events bigint NOT NULL,
        PRIMARY KEY (day, type, has_contact_name, has_contact_email, has_quote)
      )`);
    await q.query(`
      CREATE TABLE trigger_event_place_counts (
        country text NOT NULL,
        state text NOT NULL,
        type text NOT NULL,
        has_contact_name boolean NOT NULL,
        has_contact_email boolean NOT NULL,
        has_quote boolean NOT NULL,
        events bigint NOT NULL,
        PRIMARY KEY (country, state, type, has_contact_name, has_contact_email, has_quote)
      )`);
    await q.query(`COMMENT ON TABLE trigger_event_day_counts IS
      'Exact events per UTC publication day, type and required-flags; kept by trigger_event_counts_* triggers.'`);
    await q.query(`COMMENT ON TABLE trigger_event_place_counts IS
      'Exact events per country, lower-cased state, type and required-flags ('''' = unknown); kept by triggers.'`);

    // Transition tables are visible only inside the trigger function itself, so the upserts are
    // written out there (countsUpsert) rather than called through a helper function.
    await q.query(`
      CREATE FUNCTION trigger_event_counts_apply() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          ${countsUpsert('old_rows', -1)}
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          ${countsUpsert('new_rows', 1)}
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION trigger_event_counts_clear() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM trigger_event_day_counts;
        DELETE FROM trigger_event_place_counts;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER trigger_event_counts_insert AFTER INSERT ON trigger_events
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trigger_event_counts_apply()`);
    await q.query(`
      CREATE TRIGGER trigger_event_counts_update AFTER UPDATE ON trigger_events
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION trigger_event_counts_apply()`);
    await q.query(`
      CREATE TRIGGER trigger_event_counts_delete AFTER DELETE ON trigger_events
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION trigger_event_counts_apply()`);
    await q.query(`
      CREATE TRIGGER trigger_event_counts_truncate AFTER TRUNCATE ON trigger_events
        FOR EACH STATEMENT EXECUTE FUNCTION trigger_event_counts_clear()`);

    // Rebuilds both roll-ups from the events (after a load that bypassed triggers, or to check them).
    await q.query(`
      CREATE FUNCTION refresh_trigger_event_counts() RETURNS void
      LANGUAGE plpgsql AS $$
      BEGIN
        LOCK TABLE trigger_events IN SHARE MODE;
        DELETE FROM trigger_event_day_counts;
        DELETE FROM trigger_event_place_counts;
        ${countsUpsert('trigger_events', 1)}
      END $$`);
    await q.query(`SELECT refresh_trigger_event_counts()`);

    await q.query(`
      DO $$ BEGIN
        EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
      EXCEPTION WHEN insufficient_privilege THEN
        RAISE NOTICE 'jit left on: not allowed to alter the database';
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      DO $$ BEGIN
        EXECUTE format('ALTER DATABASE %I RESET jit', current_database());
      EXCEPTION WHEN insufficient_privilege THEN NULL;
      END $$`);
    for (const trigger of ['insert', 'update', 'delete', 'truncate']) {
      await q.query(`DROP TRIGGER IF EXISTS trigger_event_counts_${trigger} ON trigger_events`);
    }
    await q.query(`DROP FUNCTION IF EXISTS refresh_trigger_event_counts()`);
    await q.query(`DROP FUNCTION IF EXISTS trigger_event_counts_clear()`);
    await q.query(`DROP FUNCTION IF EXISTS trigger_event_counts_apply()`);
    await q.query(`DROP TABLE IF EXISTS trigger_event_place_counts`);
    await q.query(`DROP TABLE IF EXISTS trigger_event_day_counts`);
    for (const index of [
      'published',
      'type',
      'country',
      'state',
      'city',
      'zip',
      'industry',
      'company_type',
      'size',
      'revenue',
      'job_function',
      'seniority',
      'hire_type',
      'company_name',
      'company_domain',
      'company_name_trgm',
      'company_domain_trgm',
      'investors',
      'funding_rounds',
      'search',
    ]) {
      await q.query(`DROP INDEX IF EXISTS trigger_events_${index}_idx`);
    }
    await q.query(`ALTER TABLE trigger_events DROP COLUMN IF EXISTS has_quote, DROP COLUMN IF EXISTS has_contact_name`);
  }
}

/**
 * Adds the rows of `source` (a transition table or the events table), grouped, times `sign` to both
 * roll-ups. Rows are upserted in key order so concurrent writers lock them in the same order and
 * cannot deadlock.
 */
export function countsUpsert(source: string, sign: 1 | -1): string {
  return `
    INSERT INTO trigger_event_day_counts AS c (day, type, has_contact_name, has_contact_email, has_quote, events)
    SELECT (date_published AT TIME ZONE 'UTC')::date, type, has_contact_name, has_contact_email, has_quote, ${sign} * count(*)
      FROM ${source} GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (day, type, has_contact_name, has_contact_email, has_quote)
      DO UPDATE SET events = c.events + EXCLUDED.events;
    INSERT INTO trigger_event_place_counts AS c (country, state, type, has_contact_name, has_contact_email, has_quote, events)
    SELECT coalesce(country, ''), coalesce(lower(state), ''), type, has_contact_name, has_contact_email, has_quote,
           ${sign} * count(*)
      FROM ${source} GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (country, state, type, has_contact_name, has_contact_email, has_quote)
      DO UPDATE SET events = c.events + EXCLUDED.events;`;
}
