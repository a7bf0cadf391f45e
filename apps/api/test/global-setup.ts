import { ensureDatabase } from '../src/database/ensure-database';
import { makeTestEnv } from './test-env';

export default async function globalSetup(): Promise<void> {
  const env = makeTestEnv('api');
  Object.assign(process.env, env);
  await ensureDatabase(env.DATABASE_URL);
}
