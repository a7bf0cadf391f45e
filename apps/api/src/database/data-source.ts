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
