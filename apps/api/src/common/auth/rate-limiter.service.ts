// Fixed-window attempt counters in Redis (shared by every API replica) for the calls an attacker
// would hammer: login, sign-up, forgot and reset password — RATE_LIMIT_PER_MINUTE a minute unless a call
// names its own window (sign-ups a day per IP). Redis being down never blocks a sign-in: the limiter logs and
// lets the attempt through.
import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import type { AttemptAction } from '@leadsignal/accounts';
import { APP_CONFIG, redisConnectionOptions, type Env, DomainError } from '@leadsignal/server-core';

const MINUTE_MS = 60_000;
const REDIS_TIMEOUT_MS = 1000;

/** The calls counted: accounts name them (AttemptAction), this throttle counts them. */
export type RateLimitedAction = AttemptAction;

/** What an attempt is counted against, e.g. `{ ip: req.ip, account: email }`; empty values are skipped. */
export type RateLimitKeys = Record<string, string | undefined>;

/** How many attempts a fixed window of windowMs (aligned to the epoch: minutes, UTC days) allows per key. */
export interface RateLimitWindow {
  limit: number;
  windowMs: number;
}

@Injectable()
export class RateLimiter implements OnModuleDestroy {
  private readonly logger = new Logger('RateLimiter');
  private readonly redis: Redis;
  private readonly limit: number;
  private readonly prefix: string;

  constructor(@Inject(APP_CONFIG) config: Env) {
    this.limit = config.RATE_LIMIT_PER_MINUTE;
    this.prefix = `${config.REDIS_PREFIX}:rate`;
    this.redis = new Redis(redisConnectionOptions(config.REDIS_URL, 'probe'));
    // Failures surface (and are logged) per attempt in hit(); ioredis would otherwise log every retry.
    this.redis.on('error', () => undefined);
  }

  /**
   * Counts one attempt against every key; 429 with Retry-After when any of them is over the limit (by default
   * RATE_LIMIT_PER_MINUTE a minute).
   */
  async hit(action: RateLimitedAction, keys: RateLimitKeys, per?: RateLimitWindow): Promise<void> {
    const { limit, windowMs } = per ?? { limit: this.limit, windowMs: MINUTE_MS };
    const now = Date.now();
    const window = Math.floor(now / windowMs);
    const retryAfter = Math.max(1, Math.ceil(((window + 1) * windowMs - now) / 1000));
    const redisKeys = Object.entries(keys)
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      // Hashed so Redis never holds e-mail addresses or IPs in clear.
      .map(([kind, value]) => `${this.prefix}:${action}:${kind}:${digest(value)}:${window}`);
    if (!redisKeys.length) return;

    let counts: number[];
    try {
      counts = await withTimeout(this.count(redisKeys, windowMs), REDIS_TIMEOUT_MS);
    } catch (error) {
      this.logger.warn(`Rate limit not enforced for ${action}: Redis unavailable (${(error as Error).message}).`);
      return;
    }
    if (counts.some((count) => count > limit)) throw DomainError.tooManyAttempts(retryAfter);
  }

  /** Resolves once Redis is connected, for callers that must not start with uncounted attempts. */
  ready(timeoutMs = 10_000): Promise<void> {
    return this.connected(timeoutMs);
  }

  private async count(keys: string[], windowMs: number): Promise<number[]> {
    await this.connected(REDIS_TIMEOUT_MS);
    const pipeline = this.redis.multi();
    for (const key of keys) pipeline.incr(key).pexpire(key, windowMs + 1000);
    const results = await pipeline.exec();
    if (!results) throw new Error('transaction aborted');
    return keys.map((_, i) => {
      const [error, value] = results[i * 2];
      if (error) throw error;
      return Number(value);
    });
  }

  /** Waits briefly for a connection being (re)established instead of failing the first attempts. */
  private connected(timeoutMs: number): Promise<void> {
    if (this.redis.status === 'ready') return Promise.resolve();
    return new Promise((resolve, reject) => {
      const onReady = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.redis.off('ready', onReady);
        reject(new Error(`not connected (${this.redis.status})`));
      }, timeoutMs);
      timer.unref();
      this.redis.once('ready', onReady);
    });
  }

  onModuleDestroy(): void {
    this.redis.disconnect();
  }
}

function digest(value: string): string {
  return createHash('sha256').update(value.toLowerCase()).digest('base64url').slice(0, 22);
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
