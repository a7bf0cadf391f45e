// The TypeORM data source: PostgreSQL, schema only through the migrations listed here (never synchronize).
import { DataSource, type DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';

export function dataSourceOptions(databaseUrl: string, applicationName = 'leadsignal'): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    synchronize: false,
    migrationsRun: false,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    entities: [],
    applicationName,
    extra: { max: 10 },
  };
}

/** Runs pending migrations under an advisory lock so API replicas starting together don't race. */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock(724011)');
    const done = await dataSource.runMigrations({ transaction: 'each' });
    return done.map((m) => m.name);
  } finally {
    await runner.query('SELECT pg_advisory_unlock(724011)').catch(() => undefined);
    await runner.release();
  }
}

export function createDataSource(databaseUrl: string, applicationName?: string): DataSource {
  return new DataSource(dataSourceOptions(databaseUrl, applicationName));
}

/**
 * Resolves once the database is reachable and every migration this build knows is applied — what a worker
 * waits for on a first start, while the API creates the schema. `onWait` is called once, when it has to wait.
 */
export async function waitForSchema(
  databaseUrl: string,
  options: { onWait?: (why: string) => void; pollMs?: number; timeoutMs?: number } = {},
): Promise<void> {
  const { Client } = await import('pg');
  const last = MIGRATIONS[MIGRATIONS.length - 1].name;
  const deadline = Date.now() + (options.timeoutMs ?? Number.POSITIVE_INFINITY);
  let told = false;
  for (;;) {
    const client = new Client({ connectionString: databaseUrl, application_name: 'leadsignal-schema-wait' });
    let why: string;
    try {
      await client.connect();
      const { rows } = await client.query<{ present: boolean }>(
        `SELECT to_regclass('public.migrations') IS NOT NULL AS present`,
      );
      if (rows[0].present) {
        const applied = await client.query(`SELECT 1 FROM migrations WHERE name = $1`, [last]);
        if (applied.rowCount) return;
      }
      why = `migration ${last} not applied yet`;
    } catch (error) {
      why = `database not reachable (${error instanceof Error ? error.message : String(error)})`;
    } finally {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > deadline) throw new Error(`The database schema is not ready: ${why}`);
    if (!told) options.onWait?.(why);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? 1000));
  }
}
