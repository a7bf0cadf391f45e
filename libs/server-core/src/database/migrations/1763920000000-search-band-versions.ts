import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The searchable tables and the column each is banded by (a day of it, UTC): the date a search's
 * relative date range reads where there is one (an alert's publication date, a prospect's date added), else
 * the date added. libs/search's kind definitions name the same columns (`countBands`), checked by a spec.
 */
export const SEARCH_BANDS: ReadonlyArray<{ table: string; column: string }> = [
  { table: 'trigger_events', column: 'date_published' },
  { table: 'companies', column: 'created_at' },
  { table: 'contacts', column: 'created_at' },
];

/**
 * A version per day (UTC) of each searchable table, so an exact count cached in Redis (libs/search
 * count-cache.ts) is kept per day: a write makes a new version of only the days its rows are (or were) in, so
 * an ingest of today's news recounts today alone and every older day's count is still read from Redis; and a
 * relative date range ("last 3 months") sums the cached counts of the days wholly inside it plus a live count
 * of the part of its first day. Each day also keeps its number of rows, so a count of a few days can choose
 * to read them through the date index rather than through a text index built for the whole table.
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
      RETURN date_trunc('day', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`);
    await q.query(`
      CREATE TABLE search_band_version (
        table_name text NOT NULL,
        band timestamptz NOT NULL,
        version bigint NOT NULL,
        rows bigint NOT NULL,
        PRIMARY KEY (table_name, band)
      )`);
    // TG_ARGV[0]: the banded column. EXECUTE sees the statement's transition tables like static SQL does.
    await q.query(`
      CREATE FUNCTION search_band_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        touched text;
      BEGIN
        touched := CASE TG_OP
          WHEN 'INSERT' THEN format('SELECT search_band(%I) AS band, 1 AS n FROM new_rows', TG_ARGV[0])
          WHEN 'DELETE' THEN format('SELECT search_band(%I) AS band, -1 AS n FROM old_rows', TG_ARGV[0])
          ELSE format('SELECT search_band(%1$I) AS band, -1 AS n FROM old_rows
                       UNION ALL SELECT search_band(%1$I), 1 FROM new_rows', TG_ARGV[0])
        END;
        EXECUTE format(
          'INSERT INTO search_band_version (table_name, band, version, rows)
             SELECT %L, t.band, v.version, sum(t.n) FROM (%s) t CROSS JOIN search_data_version v
              GROUP BY t.band, v.version ORDER BY t.band
           ON CONFLICT (table_name, band)
             DO UPDATE SET version = EXCLUDED.version, rows = search_band_version.rows + EXCLUDED.rows',
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
        INSERT INTO search_band_version (table_name, band, version, rows)
          SELECT '${table}', b.band, v.version, b.n
            FROM (SELECT search_band(${column}) AS band, count(*) AS n FROM ${table} GROUP BY 1) b
            CROSS JOIN search_data_version v`);
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
