// jest globalTeardown of every server project: drops the run's database, its Redis keys and its temp folder.
import { rmSync } from 'node:fs';
import { dropDatabase } from '@leadsignal/server-core';
import { deleteRedisPrefix } from '@leadsignal/testing';

export default async function globalTeardown(): Promise<void> {
  const { DATABASE_URL, REDIS_URL, REDIS_PREFIX, TEST_TMP_DIR } = process.env;
  if (DATABASE_URL) await dropDatabase(DATABASE_URL);
  if (REDIS_URL && REDIS_PREFIX) await deleteRedisPrefix(REDIS_URL, REDIS_PREFIX);
  if (TEST_TMP_DIR) rmSync(TEST_TMP_DIR, { recursive: true, force: true });
}
