import type { RedisOptions } from 'bullmq';

/**
 * ioredis options from REDIS_URL, by role:
 * - producer (the API's queues): a command waits for at most one reconnect attempt, then fails, so a
 *   request answers 503 instead of hanging while Redis is down;
 * - worker: retries forever (BullMQ requires maxRetriesPerRequest null on blocking connections);
 * - probe (readiness check): no offline queue at all, the answer is immediate.
 */
export function redisConnectionOptions(redisUrl: string, role: 'producer' | 'worker' | 'probe'): RedisOptions {
  const url = new URL(redisUrl);
  const db = url.pathname && url.pathname !== '/' ? Number(url.pathname.slice(1)) : 0;
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username ? decodeURIComponent(url.username) : undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: Number.isInteger(db) ? db : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: role === 'worker' ? null : 1,
    enableOfflineQueue: role !== 'probe',
    connectTimeout: 5000,
    retryStrategy: (times: number) => Math.min(times * 200, 2000),
  };
}
