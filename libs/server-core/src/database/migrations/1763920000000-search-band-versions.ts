import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The searchable tables and the column each is banded by (a week of it, UTC): the date a search's
 * relative date range reads where there is one (an alert's publication date, a prospect's date added), else
 * the date added. libs/search's kind definitions name the same columns (`countBands`), checked by a spec.
 */
export const SEARCH_BANDS: ReadonlyArray<{ table: string; column: string }> = [
  { table: 'trigger_events', column: 'date_published' },
  { table: 'companies', column: 'created_at' },
  { table: 'contacts', column: 'created_at' },
];

/**
 * A version per week of each searchable table, so an exact count cached in Redis (libs/search count-cache.ts)
 * is kept per week: a write makes a new version of only the weeks its rows are (or were) in, so an ingest of
 * this week's news recounts this week alone and every older week's count is still read from Redis; and a
 * relative date range ("last 3 months") sums the cached counts of the weeks wholly inside it plus a live count
 * of the part of its first week.
 *
 * A band's version is the search_data_version of the statement that last wrote a row of it: that version is
 * bumped BEFORE every writing statement, so it is new for every statement, never repeats (a band emptied by
 * TRUNCATE and written again gets a higher one) and is taken under the row lock every writer of searchable
 * data already takes first, so the band rows add no lock-order case. AFTER each statement, the bands of its
 * transition tables (old and new rows) are stamped with it, in the same transaction.
 */
export class SearchBandVersions1763920000000 implements MigrationInterface {
  name = 'SearchBandVersions1763920000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION search_band(at timestamptz) RETURNS timestamptz
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      RETURN date_trunc('week', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`);
    await q.query(`
      CREATE TABLE search_band_version (
        table_name text NOT NULL,
        band timestamptz NOT NULL,
        version bigint NOT NULL,
        PRIMARY KEY (table_name, band)
      )`);
    // TG_ARGV[0]: the banded column. EXECUTE sees the statement's transition tables like static SQL does.
    await q.query(`
      CREATE FUNCTION search_band_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        touched text;
      BEGIN
        touched := CASE TG_OP
          WHEN 'INSERT' THEN format('SELECT search_band(%I) AS band FROM new_rows', TG_ARGV[0])
          WHEN 'DELETE' THEN format('SELECT search_band(%I) AS band FROM old_rows', TG_ARGV[0])
          ELSE format('SELECT search_band(%1$I) AS band FROM old_rows UNION SELECT search_band(%1$I) FROM new_rows',
                      TG_ARGV[0])
        END;
        EXECUTE format(
          'INSERT INTO search_band_version (table_name, band, version)
             SELECT %L, t.band, v.version FROM (%s) t CROSS JOIN search_data_version v GROUP BY t.band, v.version
             ORDER BY t.band
           ON CONFLICT (table_name, band) DO UPDATE SET version = EXCLUDED.version',
          TG_TABLE_NAME, touched);
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE FUNCTION search_band_clear() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM search_band_version WHERE table_name = TG_TABLE_NAME;
        RETURN NULL;
      END $$`);
    for (const { table, column } of SEARCH_BANDS) {
      const stamp = `FOR EACH STATEMENT EXECUTE FUNCTION search_band_stamp('${column}')`;
      await q.query(`CREATE TRIGGER ${table}_band_insert AFTER INSERT ON ${table}
        REFERENCING NEW TABLE AS new_rows ${stamp}`);
      await q.query(`CREATE TRIGGER ${table}_band_update AFTER UPDATE ON ${table}
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows ${stamp}`);
      await q.query(`CREATE TRIGGER ${table}_band_delete AFTER DELETE ON ${table}
        REFERENCING OLD TABLE AS old_rows ${stamp}`);
      await q.query(`CREATE TRIGGER ${table}_band_truncate AFTER TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION search_band_clear()`);
      await q.query(`
        INSERT INTO search_band_version (table_name, band, version)
          SELECT '${table}', b.band, v.version
            FROM (SELECT DISTINCT search_band(${column}) AS band FROM ${table}) b CROSS JOIN search_data_version v`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const { table } of SEARCH_BANDS) {
      for (const trigger of ['insert', 'update', 'delete', 'truncate']) {
        await q.query(`DROP TRIGGER IF EXISTS ${table}_band_${trigger} ON ${table}`);
      }
    }
    await q.query(`DROP FUNCTION IF EXISTS search_band_clear()`);
    await q.query(`DROP FUNCTION IF EXISTS search_band_stamp()`);
    await q.query(`DROP TABLE IF EXISTS search_band_version`);
    await q.query(`DROP FUNCTION IF EXISTS search_band(timestamptz)`);
  }
}
