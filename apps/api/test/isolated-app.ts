// An API on a database of its own (created from the run's DATABASE_URL, dropped on close), for specs
// that assert exact result sets and must not see rows other specs insert at the same time.
import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from './test-app';
import { dropDatabase, ensureDatabase } from '@leadsignal/server-core';
import { seed } from './accounts';

export async function createIsolatedApp(label: string): Promise<TestApp> {
  const runUrl = process.env.DATABASE_URL as string;
  const url = new URL(runUrl);
  url.pathname = `/${url.pathname.slice(1)}_${label}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  // The app reads its configuration while it is created; later specs in this worker get the run's URL back.
  process.env.DATABASE_URL = databaseUrl;
  let t: TestApp;
  try {
    t = await createTestApp();
  } finally {
    process.env.DATABASE_URL = runUrl;
  }
  await seed(t.dataSource);
  return {
    ...t,
    close: async () => {
      await t.close();
      await dropDatabase(databaseUrl);
    },
  };
}
