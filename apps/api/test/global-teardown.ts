import { rmSync } from 'node:fs';
import Redis from 'ioredis';
import { dropDatabase } from '../src/database/ensure-database';

/** Drops the run's database, its Redis keys and its temp folder. */
export default async function globalTeardown(): Promise<void> {
  const { DATABASE_URL, REDIS_URL, REDIS_PREFIX, TEST_TMP_DIR } = process.env;
  if (DATABASE_URL) await dropDatabase(DATABASE_URL);
  if (REDIS_URL && REDIS_PREFIX) await deleteRedisPrefix(REDIS_URL, REDIS_PREFIX);
  if (TEST_TMP_DIR) rmSync(TEST_TMP_DIR, { recursive: true, force: true });
}

export async function deleteRedisPrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
