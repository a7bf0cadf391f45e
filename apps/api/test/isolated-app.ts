// An API on a database of its own (created from the run's DATABASE_URL, dropped on close), for specs
// that assert exact result sets and must not see rows other specs insert at the same time.
import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from './test-app';
import { dropDatabase, ensureDatabase } from '@leadsignal/server-core';
import { seed } from './accounts';

/** `env` sets variables while the app reads its configuration (put back afterwards). */
export async function createIsolatedApp(label: string, env: Record<string, string> = {}): Promise<TestApp> {
  const runUrl = process.env.DATABASE_URL as string;
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  const url = new URL(runUrl);
  url.pathname = `/${url.pathname.slice(1)}_${label}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = url.toString();
  await ensureDatabase(databaseUrl);
  // The app reads its configuration while it is created; later specs in this worker get the run's URL back.
  process.env.DATABASE_URL = databaseUrl;
  Object.assign(process.env, env);
  let t: TestApp;
  try {
    t = await createTestApp();
  } finally {
    process.env.DATABASE_URL = runUrl;
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
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
