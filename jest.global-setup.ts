// jest globalSetup of every server project: a fresh database and Redis key prefix for the run, named in
// process.env for the specs (jest.global-teardown.ts drops them).
import { ensureDatabase } from '@leadsignal/server-core';
import { makeTestEnv } from '@leadsignal/testing';

export default async function globalSetup(): Promise<void> {
  const env = makeTestEnv('server');
  Object.assign(process.env, env);
  await ensureDatabase(env.DATABASE_URL);
}
