// Loads deterministic demo companies, contacts and trigger events (demo-generator.ts) with streaming
// COPY. Used by `npm run seed` and by start-up seeding of an empty database.
//
// On empty tables ("bulk mode") the data goes in as one transaction with COPY FREEZE while the tables'
// secondary indexes and foreign keys are dropped; their definitions are committed with the data in
// demo_data_rebuild, and are then rebuilt over several connections, each index in its own transaction
// that also deletes its entry. An interrupted rebuild is finished by the next generateDemoData or
// resumeDemoDataLoad call, so the schema is never left short of an index.
import { once } from 'node:events';
import type { Client, Pool, PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { DataSource } from 'typeorm';
import { COMPANY_COLUMNS, CONTACT_COLUMNS, DemoDataGenerator, EVENT_COLUMNS } from './demo-generator';

export { DemoDataGenerator } from './demo-generator';

export interface DemoDataOptions {
  /** Trigger events to load. */
  readonly events: number;
  /** Companies; default events / 10 (at least 1). */
  readonly companies?: number;
  /** Contacts; default events / 4. */
  readonly contacts?: number;
  /** Default 42. The same seed, counts and `now` give the same rows. */
  readonly seed?: number;
  /** Events are published over the 12 months before this instant; default Date.now(). */
  readonly now?: number | Date;
  /**
   * Load into a database that already has trigger events: the new rows are an independent batch (their
   * random streams, ids and source links are salted with `now`). Default false: refuse.
   */
  readonly append?: boolean;
  /** Connections that rebuild indexes after a bulk load (default 2; a bare pg Client always uses 1). */
  readonly indexConnections?: number;
  readonly onProgress?: (progress: DemoDataProgress) => void;
}

export type DemoDataPhase = 'companies' | 'contacts' | 'events' | 'indexes' | 'analyze';

export interface DemoDataProgress {
  readonly phase: DemoDataPhase;
  readonly done: number;
  readonly total: number;
  /** Since generateDemoData started. */
  readonly elapsedMs: number;
}

export interface DemoDataResult {
  readonly companies: number;
  readonly contacts: number;
  readonly events: number;
  readonly seed: number;
  /** The tables were empty: indexes and foreign keys were dropped for the load and rebuilt after it. */
  readonly bulkMode: boolean;
  /** Rows went in with COPY FREEZE (already all-visible: no vacuum needed for index-only scans). */
  readonly frozen: boolean;
  readonly timingsMs: Readonly<Record<DemoDataPhase, number>>;
  readonly totalMs: number;
}

/** Where to load: an initialised TypeORM data source, a pg Pool, or a connected pg Client. */
export type DemoDataTarget = DataSource | Pool | Client | PoolClient;

export class DemoDataRefusedError extends Error {}

const TABLES = ['companies', 'contacts', 'trigger_events'] as const;
const REBUILD_TABLE = 'demo_data_rebuild';
/** Serialises demo-data loads on one database (API replicas starting together, a CLI run). */
const LOAD_LOCK = 724013;

type Connection = Client | PoolClient;

interface Connections {
  readonly main: Connection;
  /** Another connection, or null when the target is a single client. */
  open(): Promise<{ db: Connection; release: () => void } | null>;
  release(): void;
}

async function connect(target: DemoDataTarget): Promise<Connections> {
  let pool: Pool | null = null;
  if ('driver' in target && 'manager' in target) {
    if (!target.isInitialized) throw new Error('initialise the data source before loading demo data');
    pool = (target.driver as unknown as { master: Pool }).master;
  } else if ('totalCount' in target && 'idleCount' in target) {
    pool = target as Pool;
  }
  if (!pool) {
    return { main: target as Client, open: async () => null, release: () => undefined };
  }
  const from = pool;
  const main = await from.connect();
  return {
    main,
    open: async () => {
      const db = await from.connect();
      return { db, release: () => db.release() };
    },
    release: () => main.release(),
  };
}

async function inTransaction<T>(db: Connection, work: () => Promise<T>): Promise<T> {
  await db.query('BEGIN');
  try {
    await db.query('SET LOCAL statement_timeout = 0');
    const result = await work();
    await db.query('COMMIT');
    return result;
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface Definition {
  readonly kind: 'index' | 'foreign_key';
  readonly table: string;
  readonly name: string;
  readonly definition: string;
}

/**
 * The secondary indexes (not backing a constraint) and foreign keys of the three tables, longest
 * builds first so that parallel rebuilds finish together.
 */
async function droppableDefinitions(db: Connection): Promise<Definition[]> {
  const { rows } = await db.query<Definition & { method: string }>(
    `SELECT 'index' AS kind, t.relname AS "table", i.relname AS name, pg_get_indexdef(x.indexrelid) AS definition,
            am.amname AS method
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_am am ON am.oid = i.relam
       JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relnamespace = current_schema()::regnamespace AND t.relname = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
     UNION ALL
     SELECT 'foreign_key', t.relname, c.conname, pg_get_constraintdef(c.oid), ''
       FROM pg_constraint c
       JOIN pg_class t ON t.oid = c.conrelid
      WHERE t.relnamespace = current_schema()::regnamespace AND c.contype = 'f' AND t.relname = ANY($1)`,
    [TABLES],
  );
  const rank = (d: Definition & { method: string }) =>
    (d.kind === 'foreign_key' ? 100 : 0) + (d.table === 'trigger_events' ? 0 : 10) + (d.method === 'gin' ? 0 : 1);
  return rows
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name))
    .map(({ kind, table, name, definition }) => ({ kind, table, name, definition }));
}

async function rebuildPending(db: Connection): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS present`, [
    REBUILD_TABLE,
  ]);
  return rows[0].present;
}

/**
 * Rebuilds what a bulk load dropped: indexes over several connections, then the foreign keys (which
 * validate every row), then drops the bookkeeping table.
 */
async function rebuild(
  connections: Connections,
  parallel: number,
  report: (done: number, total: number) => void,
): Promise<void> {
  const { main } = connections;
  const { rows } = await main.query<Definition & { position: number }>(
    `SELECT position, kind, table_name AS "table", name, definition FROM ${REBUILD_TABLE} ORDER BY position`,
  );
  const indexes = rows.filter((d) => d.kind === 'index');
  const keys = rows.filter((d) => d.kind === 'foreign_key');
  let done = 0;
  report(done, rows.length);

  const build = (db: Connection, d: Definition & { position: number }) =>
    inTransaction(db, async () => {
      await db.query(`SET LOCAL maintenance_work_mem = '512MB'`);
      const { rows: present } = await db.query(
        d.kind === 'index'
          ? `SELECT 1 FROM pg_class WHERE relname = $1 AND relnamespace = current_schema()::regnamespace`
          : `SELECT 1 FROM pg_constraint WHERE conname = $1 AND conrelid = to_regclass($2)`,
        d.kind === 'index' ? [d.name] : [d.name, d.table],
      );
      if (!present.length) {
        await db.query(
          d.kind === 'index'
            ? d.definition
            : `ALTER TABLE ${ident(d.table)} ADD CONSTRAINT ${ident(d.name)} ${d.definition}`,
        );
      }
      await db.query(`DELETE FROM ${REBUILD_TABLE} WHERE position = $1`, [d.position]);
      report(++done, rows.length);
    });

  const extra: { db: Connection; release: () => void }[] = [];
  try {
    for (let i = 1; i < Math.min(parallel, indexes.length); i++) {
      const connection = await connections.open();
      if (!connection) break;
      extra.push(connection);
    }
    let next = 0;
    let failure: unknown = null;
    const worker = async (db: Connection) => {
      while (failure === null && next < indexes.length) {
        const d = indexes[next++];
        try {
          await build(db, d);
        } catch (error) {
          failure ??= error;
        }
      }
    };
    await Promise.all([main, ...extra.map((c) => c.db)].map(worker));
    if (failure !== null) throw failure;
  } finally {
    for (const connection of extra) connection.release();
  }
  // ADD FOREIGN KEY locks both tables against each other's, so these go one at a time.
  for (const key of keys) await build(main, key);
  await main.query(`DROP TABLE ${REBUILD_TABLE}`);
}

/**
 * Finishes an interrupted bulk load (rebuilds the indexes and foreign keys it dropped). Returns false
 * when there was nothing to do. generateDemoData calls it first; start-up code may call it alone.
 */
export async function resumeDemoDataLoad(target: DemoDataTarget, indexConnections = 2): Promise<boolean> {
  const connections = await connect(target);
  try {
    await connections.main.query('SELECT pg_advisory_lock($1)', [LOAD_LOCK]);
    try {
      if (!(await rebuildPending(connections.main))) return false;
      await rebuild(connections, indexConnections, () => undefined);
      return true;
    } finally {
      await connections.main.query('SELECT pg_advisory_unlock($1)', [LOAD_LOCK]);
    }
  } finally {
    connections.release();
  }
}

/**
 * Triggers that keep roll-ups of trigger_events, companies and contacts (statement-level, with a
 * transition table holding every inserted row) by trigger function, with the function that rebuilds
 * the roll-ups from scratch.
 * A bulk load disables them and runs the rebuild once instead, in the same transaction, which is
 * much cheaper than capturing millions of rows.
 */
const ROLLUP_REFRESH: Record<string, string> = {
  trigger_event_counts_apply: 'refresh_trigger_event_counts',
  company_counts_apply: 'refresh_company_counts',
  company_technology_counts_apply: 'refresh_company_technology_counts',
  contact_counts_apply: 'refresh_contact_counts',
  contact_company_counts_apply: 'refresh_contact_company_counts',
  // The contacts' copies of their company's columns: the generator writes them; the refresh checks them (and
  // rewrites any that differ, through the roll-up triggers enabled again by then).
  contact_company_columns_fill: 'refresh_contact_company_columns',
  contact_company_columns_sync: 'refresh_contact_company_columns',
};

interface RollupTrigger {
  readonly table: string;
  readonly name: string;
  readonly refresh: string;
}

async function bypassRollupTriggers(db: Connection): Promise<RollupTrigger[]> {
  const { rows } = await db.query<{ table: string; name: string; fn: string; refreshable: boolean }>(
    `SELECT c.relname AS "table", t.tgname AS name, p.proname AS fn,
            to_regprocedure(($2::jsonb ->> p.proname) || '()') IS NOT NULL AS refreshable
       FROM pg_trigger t
       JOIN pg_class c ON c.oid = t.tgrelid
       JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE NOT t.tgisinternal AND t.tgenabled <> 'D' AND c.relname = ANY($1)
        AND c.relnamespace = current_schema()::regnamespace AND p.proname = ANY($3)`,
    [TABLES, JSON.stringify(ROLLUP_REFRESH), Object.keys(ROLLUP_REFRESH)],
  );
  const triggers = rows
    .filter((r) => r.refreshable)
    .map((r) => ({ table: r.table, name: r.name, refresh: ROLLUP_REFRESH[r.fn] }));
  for (const t of triggers) await db.query(`ALTER TABLE ${ident(t.table)} DISABLE TRIGGER ${ident(t.name)}`);
  return triggers;
}

async function restoreRollupTriggers(db: Connection, triggers: readonly RollupTrigger[]): Promise<void> {
  for (const t of triggers) await db.query(`ALTER TABLE ${ident(t.table)} ENABLE TRIGGER ${ident(t.name)}`);
  for (const refresh of new Set(triggers.map((t) => t.refresh))) await db.query(`SELECT ${ident(refresh)}()`);
}

async function copyInto(
  db: Connection,
  table: string,
  columns: readonly string[],
  freeze: boolean,
  rows: Iterable<string>,
  total: number,
  progress: (done: number) => void,
): Promise<void> {
  const stream = db.query(
    copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN WITH (FORMAT text${freeze ? ', FREEZE' : ''})`),
  );
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  // If the server fails the COPY early, `finished` rejects before we await it.
  finished.catch(() => undefined);
  const BATCH = 1000;
  const REPORT = 10_000;
  let chunk = '';
  let inChunk = 0;
  let done = 0;
  for (const row of rows) {
    chunk += row;
    done++;
    if (++inChunk === BATCH) {
      const ok = stream.write(chunk);
      chunk = '';
      inChunk = 0;
      if (!ok) await Promise.race([once(stream, 'drain'), finished]);
      if (done % REPORT === 0) progress(done);
    }
  }
  stream.end(chunk);
  await finished;
  progress(total);
}

/**
 * Fills companies, contacts and trigger_events with deterministic demo data, then ANALYZEs them.
 * Refuses (DemoDataRefusedError) when trigger events exist, unless `append`. See the file comment for
 * how empty tables are bulk-loaded.
 */
export async function generateDemoData(target: DemoDataTarget, options: DemoDataOptions): Promise<DemoDataResult> {
  const started = Date.now();
  const timings: Record<DemoDataPhase, number> = { companies: 0, contacts: 0, events: 0, indexes: 0, analyze: 0 };
  const report = (phase: DemoDataPhase, done: number, total: number) =>
    options.onProgress?.({ phase, done, total, elapsedMs: Date.now() - started });
  const timed = async <T>(phase: DemoDataPhase, work: () => Promise<T>): Promise<T> => {
    const t0 = Date.now();
    try {
      return await work();
    } finally {
      timings[phase] += Date.now() - t0;
    }
  };
  const parallel = Math.max(1, options.indexConnections ?? 2);

  const connections = await connect(target);
  const db = connections.main;
  let bulkMode = false;
  let frozen = false;
  let bypassed: RollupTrigger[] = [];
  let generator: DemoDataGenerator | undefined;
  try {
    await db.query('SELECT pg_advisory_lock($1)', [LOAD_LOCK]);
    try {
      if (await rebuildPending(db)) {
        await timed('indexes', () => rebuild(connections, parallel, (done, total) => report('indexes', done, total)));
      }
      await inTransaction(db, async () => {
        // Appending leaves the tables readable; a first load has them to itself until it commits.
        const mode = options.append ? 'SHARE ROW EXCLUSIVE' : 'ACCESS EXCLUSIVE';
        await db.query(`LOCK TABLE ${TABLES.join(', ')} IN ${mode} MODE`);
        const { rows } = await db.query<{ events: boolean; companies: boolean; contacts: boolean }>(
          `SELECT EXISTS (SELECT 1 FROM trigger_events) AS events, EXISTS (SELECT 1 FROM companies) AS companies,
                  EXISTS (SELECT 1 FROM contacts) AS contacts`,
        );
        const existing = rows[0];
        if (existing.events && !options.append) {
          throw new DemoDataRefusedError('The database already has trigger events; pass `append` to add more.');
        }
        const empty = !existing.events && !existing.companies && !existing.contacts;
        const gen = new DemoDataGenerator({
          ...options,
          now: options.now ?? started,
          // A second batch must not repeat the first one's ids, domains and links.
          salt: empty ? 0 : Number(options.now ?? started),
        });
        generator = gen;

        const takenDomains = new Set<string>();
        if (existing.companies) {
          const { rows: domains } = await db.query<{ domain: string }>('SELECT domain FROM companies');
          for (const { domain } of domains) takenDomains.add(domain);
        }

        if (empty && !options.append) {
          bulkMode = true;
          const definitions = await droppableDefinitions(db);
          await db.query(`
            CREATE TABLE ${REBUILD_TABLE} (
              position integer PRIMARY KEY,
              kind text NOT NULL,
              table_name text NOT NULL,
              name text NOT NULL,
              definition text NOT NULL
            )`);
          await db.query(
            `COMMENT ON TABLE ${REBUILD_TABLE} IS 'Indexes and foreign keys a demo-data bulk load dropped and has not ` +
              `rebuilt yet; the next load (or resumeDemoDataLoad) rebuilds them. See apps/api/src/database/seed.'`,
          );
          for (const [position, d] of definitions.entries()) {
            await db.query(
              `INSERT INTO ${REBUILD_TABLE} (position, kind, table_name, name, definition) VALUES ($1, $2, $3, $4, $5)`,
              [position, d.kind, d.table, d.name, d.definition],
            );
          }
          // COPY FREEZE needs the tables truncated in this transaction; a foreign key from another
          // table forbids that (feature_not_supported), and then we load without FREEZE.
          await db.query('SAVEPOINT demo_truncate');
          try {
            await db.query(`TRUNCATE ${TABLES.join(', ')}`);
            await db.query('RELEASE SAVEPOINT demo_truncate');
            frozen = true;
          } catch (error) {
            if ((error as { code?: string }).code !== '0A000') throw error;
            await db.query('ROLLBACK TO SAVEPOINT demo_truncate');
          }
          for (const d of definitions) {
            await db.query(
              d.kind === 'index'
                ? `DROP INDEX ${ident(d.name)}`
                : `ALTER TABLE ${ident(d.table)} DROP CONSTRAINT ${ident(d.name)}`,
            );
          }
          bypassed = await bypassRollupTriggers(db);
        }

        await timed('companies', () =>
          copyInto(db, 'companies', COMPANY_COLUMNS, frozen, gen.companyRows(takenDomains), gen.companies, (n) =>
            report('companies', n, gen.companies),
          ),
        );
        takenDomains.clear();
        await timed('contacts', () =>
          copyInto(db, 'contacts', CONTACT_COLUMNS, frozen, gen.contactRows(), gen.contacts, (n) =>
            report('contacts', n, gen.contacts),
          ),
        );
        await timed('events', async () => {
          await copyInto(db, 'trigger_events', EVENT_COLUMNS, frozen, gen.eventRows(), gen.events, (n) =>
            report('events', n, gen.events),
          );
          await restoreRollupTriggers(db, bypassed);
        });
      });

      if (bulkMode) {
        await timed('indexes', () => rebuild(connections, parallel, (done, total) => report('indexes', done, total)));
      }
    } finally {
      await db.query('SELECT pg_advisory_unlock($1)', [LOAD_LOCK]);
    }

    await timed('analyze', async () => {
      report('analyze', 0, TABLES.length);
      // A frozen load is already all-visible; a bulk load without FREEZE gets its visibility map here.
      const command = bulkMode && !frozen ? 'VACUUM (ANALYZE)' : 'ANALYZE';
      for (const [i, table] of TABLES.entries()) {
        await db.query(`${command} ${table}`);
        report('analyze', i + 1, TABLES.length);
      }
    });
  } finally {
    connections.release();
  }

  const gen = generator as DemoDataGenerator;
  return {
    companies: gen.companies,
    contacts: gen.contacts,
    events: gen.events,
    seed: gen.seed,
    bulkMode,
    frozen,
    timingsMs: timings,
    totalMs: Date.now() - started,
  };
}
