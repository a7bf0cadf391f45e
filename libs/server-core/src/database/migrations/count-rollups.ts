// Count roll-ups of any table, declared: the machinery the alert roll-ups (1763853000000-alert-search,
// 1763862000000, 1763865000000) write out by hand for trigger_events, made generic so companies and
// contacts (1763895000000-company-prospect-rollups) reuse it. Not a migration itself: migrations call it.
//
// A roll-up set is one or more tables of exact row counts per key, all kept by the same three
// statement-level triggers on the source table (insert, update, delete; transition tables hold the
// statement's rows, so a statement costs one grouped upsert per roll-up, not one per row), a truncate
// trigger that empties them, and a refresh function that rebuilds them from the source (after a load
// that bypassed the triggers, as the demo loader does, or to check them). Nullable key columns are
// stored as '' (unknown), so every key column is NOT NULL and part of the primary key.
import type { QueryRunner } from 'typeorm';

export interface RollupKey {
  /** Column of the roll-up table. */
  name: string;
  type: 'text' | 'boolean';
  /** Its value as trusted SQL over a source row, e.g. `coalesce(lower(state), '')`. */
  expr: string;
}

export interface RollupTable {
  table: string;
  /** Key columns, in primary-key order (the most selective first serves lookups by it). */
  keys: readonly RollupKey[];
  /** Column holding each key's number of source rows. */
  countColumn: string;
  /**
   * A FROM item joined to each source row, for keys that fan one row out to several roll-up rows (e.g.
   * `CROSS JOIN LATERAL (SELECT DISTINCT … FROM unnest(technologies) …) t(technology)`), which key
   * expressions may then name. Its rows must be distinct per source row, so that a source row counts once
   * under each key; unqualified columns in it are the source row's.
   */
  lateral?: string;
  /** Extra indexes on the roll-up: name → column list (e.g. `(top_industry)`). */
  indexes?: Readonly<Record<string, string>>;
  comment: string;
}

export interface RollupSet {
  /** The table whose rows are counted, e.g. `companies`. */
  source: string;
  /**
   * Names the functions and triggers: `<prefix>_apply`, `<prefix>_clear`, `refresh_<prefix>()`, and
   * triggers `<prefix>_insert|update|delete|truncate` on the source.
   */
  prefix: string;
  tables: readonly RollupTable[];
}

/** Grouped rows of `source` times `sign` added into the roll-up, in key order (no deadlocks between writers). */
export function rollupUpsert(table: RollupTable, source: string, sign: 1 | -1): string {
  const names = table.keys.map((key) => key.name).join(', ');
  const positions = table.keys.map((_, i) => i + 1).join(', ');
  return `
    INSERT INTO ${table.table} AS r (${names}, ${table.countColumn})
    SELECT ${table.keys.map((key) => key.expr).join(', ')}, ${sign} * count(*)
      FROM ${source}${table.lateral ? ` ${table.lateral}` : ''} GROUP BY ${positions} ORDER BY ${positions}
    ON CONFLICT (${names}) DO UPDATE SET ${table.countColumn} = r.${table.countColumn} + EXCLUDED.${table.countColumn};`;
}

/** Creates the roll-up tables, their functions and triggers, and fills them from the source. */
export async function createCountRollups(q: QueryRunner, set: RollupSet): Promise<void> {
  for (const table of set.tables) {
    const columns = table.keys.map((key) => `${key.name} ${key.type} NOT NULL`);
    await q.query(`
      CREATE TABLE ${table.table} (
        ${[...columns, `${table.countColumn} bigint NOT NULL`].join(',\n        ')},
        PRIMARY KEY (${table.keys.map((key) => key.name).join(', ')})
      )`);
    for (const [name, columnList] of Object.entries(table.indexes ?? {})) {
      await q.query(`CREATE INDEX ${name} ON ${table.table} ${columnList}`);
    }
    await q.query(`COMMENT ON TABLE ${table.table} IS ${literal(table.comment)}`);
  }
  const upserts = (source: string, sign: 1 | -1) =>
    set.tables.map((table) => rollupUpsert(table, source, sign)).join('\n');
  const clear = set.tables.map((table) => `DELETE FROM ${table.table};`).join('\n      ');
  // Transition tables are visible only inside the trigger function itself, so the upserts are written
  // out there rather than called through a helper function.
  await q.query(`
    CREATE FUNCTION ${set.prefix}_apply() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        ${upserts('old_rows', -1)}
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        ${upserts('new_rows', 1)}
      END IF;
      RETURN NULL;
    END $$`);
  await q.query(`
    CREATE FUNCTION ${set.prefix}_clear() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      ${clear}
      RETURN NULL;
    END $$`);
  await q.query(`
    CREATE FUNCTION refresh_${set.prefix}() RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      LOCK TABLE ${set.source} IN SHARE MODE;
      ${clear}
      ${upserts(set.source, 1)}
    END $$`);
  const apply = `FOR EACH STATEMENT EXECUTE FUNCTION ${set.prefix}_apply()`;
  await q.query(`CREATE TRIGGER ${set.prefix}_insert AFTER INSERT ON ${set.source}
    REFERENCING NEW TABLE AS new_rows ${apply}`);
  await q.query(`CREATE TRIGGER ${set.prefix}_update AFTER UPDATE ON ${set.source}
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows ${apply}`);
  await q.query(`CREATE TRIGGER ${set.prefix}_delete AFTER DELETE ON ${set.source}
    REFERENCING OLD TABLE AS old_rows ${apply}`);
  await q.query(`CREATE TRIGGER ${set.prefix}_truncate AFTER TRUNCATE ON ${set.source}
    FOR EACH STATEMENT EXECUTE FUNCTION ${set.prefix}_clear()`);
  await q.query(`SELECT refresh_${set.prefix}()`);
  for (const table of set.tables) await q.query(`ANALYZE ${table.table}`);
}

/** Undoes createCountRollups. */
export async function dropCountRollups(q: QueryRunner, set: RollupSet): Promise<void> {
  for (const trigger of ['insert', 'update', 'delete', 'truncate']) {
    await q.query(`DROP TRIGGER IF EXISTS ${set.prefix}_${trigger} ON ${set.source}`);
  }
  await q.query(`DROP FUNCTION IF EXISTS refresh_${set.prefix}()`);
  await q.query(`DROP FUNCTION IF EXISTS ${set.prefix}_clear()`);
  await q.query(`DROP FUNCTION IF EXISTS ${set.prefix}_apply()`);
  for (const table of set.tables) await q.query(`DROP TABLE IF EXISTS ${table.table}`);
}

function literal(text: string): string {
  return `'${text.replace(/'/g, "''")}'`;
}
