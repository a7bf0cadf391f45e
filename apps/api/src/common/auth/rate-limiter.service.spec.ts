import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { loadEnv, type Env } from '@leadsignal/server-core';
import { ApiError } from '../errors/api-error';
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
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => limiters.forEach((limiter) => limiter.onModuleDestroy()));

  it('allows the limit per key and window, then answers 429 with Retry-After', async () => {
    const limiter = make({ RATE_LIMIT_PER_MINUTE: 2 });
    // Every attempt counted (a busy machine can take longer than an attempt's wait to connect), and all
    // three in one fixed window.
    await limiter.ready();
    const untilNextWindow = 60_000 - (Date.now() % 60_000);
    if (untilNextWindow < 5_000) await new Promise((resolve) => setTimeout(resolve, untilNextWindow + 50));
    await limiter.hit('login', { ip: '10.0.0.1', account: 'a@example.com' });
    await limiter.hit('login', { ip: '10.0.0.2', account: 'a@example.com' });
    const third = limiter.hit('login', { ip: '10.0.0.3', account: 'A@example.com' });
    await expect(third).rejects.toBeInstanceOf(ApiError);
    await expect(third).rejects.toMatchObject({
      status: 429,
      headers: { 'Retry-After': expect.stringMatching(/^\d+$/) },
    });
    // Other actions and other keys have their own counters.
    await limiter.hit('sign-up', { ip: '10.0.0.1', account: 'a@example.com' });
    await limiter.hit('login', { ip: '10.0.0.1', account: 'b@example.com' });
  });

  it('ignores empty keys', async () => {
    const limiter = make({ RATE_LIMIT_PER_MINUTE: 1 });
    await limiter.hit('login', { ip: undefined, account: '' });
    await limiter.hit('login', { ip: undefined, account: '' });
  });

  it('lets attempts through, quickly, when Redis is down', async () => {
    const limiter = make({ RATE_LIMIT_PER_MINUTE: 1, REDIS_URL: 'redis://127.0.0.1:1' });
    const started = Date.now();
    await limiter.hit('login', { ip: '10.0.0.1' });
    await limiter.hit('login', { ip: '10.0.0.1' });
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
