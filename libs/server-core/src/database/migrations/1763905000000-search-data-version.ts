import { MigrationInterface, QueryRunner } from 'typeorm';

/** The searchable tables: a write to any of them changes what some search count answers. */
const TABLES = ['trigger_events', 'companies', 'contacts'] as const;

/**
 * One version of the searchable data, so an exact search count can be cached (libs/search count-cache.ts)
 * under the version it was counted at: every statement that writes trigger_events, companies or contacts
 * (INSERT, UPDATE, DELETE, TRUNCATE, FK actions included) bumps it in its own transaction, so the new
 * version becomes visible exactly when the rows do, and a count read in the same statement as the version
 * is the count of that version.
 *
 * One row for all three tables, bumped BEFORE each statement: every writer of searchable data takes this
 * one row lock first, before any roll-up row, so the version adds no lock-order (deadlock) case to the
 * roll-up triggers' key-ordered upserts; writers of searchable data (ingest batches) were serialised on the
 * roll-up rows already. `instance` is random per database, so two databases (or one dropped and created
 * again) never share a version string in a Redis they share.
 */
export class SearchDataVersion1763905000000 implements MigrationInterface {
  name = 'SearchDataVersion1763905000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE search_data_version (
        single boolean PRIMARY KEY DEFAULT TRUE CHECK (single),
        instance uuid NOT NULL DEFAULT gen_random_uuid(),
        version bigint NOT NULL DEFAULT 0
      )`);
    await q.query(`INSERT INTO search_data_version DEFAULT VALUES`);
    await q.query(`
      CREATE FUNCTION bump_search_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE search_data_version SET version = version + 1;
        RETURN NULL;
      END $$`);
    for (const table of TABLES) {
      await q.query(`
        CREATE TRIGGER ${table}_search_data_version
          BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION bump_search_data_version()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of TABLES) await q.query(`DROP TRIGGER IF EXISTS ${table}_search_data_version ON ${table}`);
    await q.query(`DROP FUNCTION IF EXISTS bump_search_data_version()`);
    await q.query(`DROP TABLE IF EXISTS search_data_version`);
  }
}
