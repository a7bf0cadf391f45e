import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { DomainError, loadEnv, type Env } from '@leadsignal/server-core';
import { RateLimiter } from './rate-limiter.service';

describe('RateLimiter', () => {
  const limiters: RateLimiter[] = [];
  const make = (overrides: Partial<Env>) => {
    const limiter = new RateLimiter({
      ...loadEnv(),
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}-rl-${randomBytes(3).toString('hex')}`,
      ...overrides,
    });
    limiters.push(limiter);
    return limiter;
  };
  /** Reads what the limiter wrote. */
  const redis = new Redis(loadEnv().REDIS_URL);
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => {
    limiters.forEach((limiter) => limiter.onModuleDestroy());
    redis.disconnect();
  });

  it('allows the limit per key and window, then answers 429 with Retry-After', async () => {
    const limiter = make({ RATE_LIMIT_PER_MINUTE: 2 });
    // Every attempt counted (a busy machine can take longer than an attempt's wait to connect), and all
    // three in one fixed window.
    await limiter.ready();
    await fixedWindow();
    await limiter.hit('login', { ip: '10.0.0.1', account: 'a@example.com' });
    await limiter.hit('login', { ip: '10.0.0.2', account: 'a@example.com' });
    const third = limiter.hit('login', { ip: '10.0.0.3', account: 'A@example.com' });
    await expect(third).rejects.toBeInstanceOf(DomainError);
    await expect(third).rejects.toMatchObject({
      kind: 'too-many',
      retryAfterSeconds: expect.any(Number),
    });
    // Other actions and other keys have their own counters.
    await limiter.hit('sign-up', { ip: '10.0.0.1', account: 'a@example.com' });
    await limiter.hit('login', { ip: '10.0.0.1', account: 'b@example.com' });
  });

  it('ignores empty keys: nothing is counted or refused for them, and the other keys still count', async () => {
    const prefix = `${process.env.REDIS_PREFIX}-rl-${randomBytes(3).toString('hex')}`;
    const limiter = make({ RATE_LIMIT_PER_MINUTE: 1, REDIS_PREFIX: prefix });
    await limiter.ready();
    await fixedWindow();
    for (let i = 0; i < 3; i++)
      await expect(limiter.hit('login', { ip: undefined, account: '' })).resolves.toBeUndefined();
    expect(await redis.keys(`${prefix}:*`)).toEqual([]);

    await limiter.hit('login', { ip: undefined, account: 'a@example.com' });
    expect(await redis.keys(`${prefix}:*`)).toHaveLength(1);
    await expect(limiter.hit('login', { ip: '', account: 'a@example.com' })).rejects.toMatchObject({
      kind: 'too-many',
    });
  });

  it('counts in the window a call names (a day), saying when it ends', async () => {
    const limiter = make({ RATE_LIMIT_PER_MINUTE: 100 });
    await limiter.ready();
    const day = { limit: 1, windowMs: 86_400_000 };
    await limiter.hit('sign-up-daily', { ip: '10.0.0.9' }, day);
    const refused = limiter.hit('sign-up-daily', { ip: '10.0.0.9' }, day);
    await expect(refused).rejects.toMatchObject({ kind: 'too-many' });
    const retryAfter = ((await refused.catch((e: DomainError) => e)) as DomainError).retryAfterSeconds ?? NaN;
    // Until the end of the UTC day (the windows are aligned to it), not the minute's 60 s at most.
    const untilMidnight = Math.ceil((86_400_000 - (Date.now() % 86_400_000)) / 1000);
    expect(retryAfter).toBeGreaterThanOrEqual(untilMidnight - 5);
    expect(retryAfter).toBeLessThanOrEqual(untilMidnight + 5);
  });

  it('lets attempts through when Redis is down, and says so in the log', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const limiter = make({ RATE_LIMIT_PER_MINUTE: 1, REDIS_URL: 'redis://127.0.0.1:1' });
      await expect(limiter.hit('login', { ip: '10.0.0.1' })).resolves.toBeUndefined();
      await expect(limiter.hit('login', { ip: '10.0.0.1' })).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Rate limit not enforced for login: Redis unavailable/));
    } finally {
      warn.mockRestore();
    }
  });
});

/** Fixed one-minute windows: start well inside one, so every attempt of a test falls in the same window. */
async function fixedWindow(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
