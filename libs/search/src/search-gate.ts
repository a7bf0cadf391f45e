// Fair share of search between users, across every API process and replica (docs/security.md, "Fair share"):
// - one user runs at most SEARCH_CONCURRENCY_PER_USER searches at once; the next is refused at once (429), so
//   they wait for their own searches rather than taking every search connection;
// - a heavy search (its criteria's cost, compiler/cost.ts) also takes one of the user's SEARCH_HEAVY_PER_MINUTE
//   (beyond it: 429 with Retry-After), then waits — holding no search connection — for one of the
//   SEARCH_HEAVY_CONCURRENCY heavy slots, one per user, so heavy work never takes every core of the database
//   and one user's heavy searches run one after another.
// Slots are leases in Redis, renewed while the search runs, so a process that dies mid-search frees its slots
// within LEASE_MS. Redis unreachable (or slower than REDIS_TIMEOUT_MS): the same limits, counted per process.
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, Optional, type OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import {
  APP_CONFIG,
  DomainError,
  redisConnectionOptions,
  SearchAbortedError,
  searchAdmissions,
  searchFailures,
  searchHeavyWait,
  type Env,
} from '@leadsignal/server-core';
import { ProcessSearchSlots, RedisSearchSlots, type Held, type SearchSlots, type SlotLimits } from './search-slots';

/** How long a slot outlives a process that died holding it (it is renewed every third of this while in use). */
export const SEARCH_LEASE_MS = 10_000;
/** The heavy-search budget's window. */
const WINDOW_MS = 60_000;
/** Longer than this, a Redis call counts as failed and the search is counted per process. */
const REDIS_TIMEOUT_MS = 250;
/** How long after a start searches wait for Redis's first connection (each at most REDIS_TIMEOUT_MS). */
const FIRST_CONNECTION_MS = 2000;
/** A heavy search waiting for a slot asks again after this, growing to LAST_POLL_MS. */
const FIRST_POLL_MS = 25;
const LAST_POLL_MS = 250;
/** Retry-After of a heavy search that found no slot in time. */
const BUSY_RETRY_S = 5;

/** Set by specs that need short leases (a dead process's slots coming back). */
export const SEARCH_GATE_OPTIONS = Symbol('SEARCH_GATE_OPTIONS');
export interface SearchGateOptions {
  leaseMs?: number;
}

type GateConfig = Pick<
  Env,
  | 'SEARCH_CONCURRENCY_PER_USER'
  | 'SEARCH_HEAVY_PER_MINUTE'
  | 'SEARCH_HEAVY_CONCURRENCY'
  | 'SEARCH_STATEMENT_TIMEOUT_MS'
  | 'REDIS_URL'
  | 'REDIS_PREFIX'
>;

export interface GateRequest {
  /** The search kind, for metrics. */
  kind?: string;
  /** Whether the criteria make a heavy search (isHeavySearch). */
  heavy?: boolean;
  /** Aborts when the caller goes away: a heavy search stops waiting for its slot. */
  signal?: AbortSignal;
}

@Injectable()
export class SearchGate implements OnModuleDestroy {
  private readonly logger = new Logger('SearchGate');
  private readonly limits: SlotLimits;
  private readonly redis: Redis;
  private readonly shared: RedisSearchSlots;
  private readonly local: ProcessSearchSlots;
  private readonly maxWaitMs: number;
  /** What searches running in this process hold in Redis, by lease: renewed until they finish. */
  private readonly renewing = new Map<string, Held>();
  private renewTimer: NodeJS.Timeout | null = null;
  private warned = false;
  private readonly startedAt = Date.now();
  private wasReady = false;
  private firstConnection: Promise<void> | null = null;

  constructor(
    @Inject(APP_CONFIG) config: GateConfig,
    @Optional() @Inject(SEARCH_GATE_OPTIONS) options: SearchGateOptions | null = null,
  ) {
    this.limits = {
      perUser: config.SEARCH_CONCURRENCY_PER_USER,
      heavyPerWindow: config.SEARCH_HEAVY_PER_MINUTE,
      windowMs: WINDOW_MS,
      heavyAtOnce: config.SEARCH_HEAVY_CONCURRENCY,
      leaseMs: options?.leaseMs ?? SEARCH_LEASE_MS,
    };
    this.maxWaitMs = config.SEARCH_STATEMENT_TIMEOUT_MS;
    this.redis = new Redis({ ...redisConnectionOptions(config.REDIS_URL, 'probe'), connectTimeout: 1000 });
    // Failures surface per call (the search is then counted per process); ioredis would log every reconnect.
    this.redis.on('error', () => undefined);
    this.redis.once('ready', () => (this.wasReady = true));
    this.shared = new RedisSearchSlots(this.redis, config.REDIS_PREFIX, this.limits);
    this.local = new ProcessSearchSlots(this.limits);
  }

  /** Runs `work` for the user within their share (see the top of this file); 429 when it is used up. */
  async run<T>(userId: string, work: () => Promise<T>, request: GateRequest = {}): Promise<T> {
    const kind = request.kind ?? 'search';
    const heavy = request.heavy === true;
    const lease = randomUUID();
    const { slots, admission } = await this.admit(userId, lease, heavy);
    if (!admission.admitted) {
      if (admission.reason === 'busy') {
        searchFailures.inc({ kind, reason: 'too-many' });
        throw DomainError.tooMany(
          `You already have ${admission.running} searches running. Wait for them to finish, then search again.`,
        );
      }
      searchFailures.inc({ kind, reason: 'heavy-budget' });
      const seconds = Math.max(1, Math.ceil(admission.retryAfterMs / 1000));
      throw DomainError.tooMany(
        `You have run ${admission.used} complex searches (many keywords, partial matches or an unusual sort) in the ` +
          `last minute, the most allowed. Try again in ${seconds} seconds, or narrow the search (fewer terms, Exact ` +
          'Match on).',
        seconds,
      );
    }
    searchAdmissions.inc({ kind, weight: heavy ? 'heavy' : 'light', counted: slots.counted });
    if (slots === this.shared) this.renew({ userId, lease, running: true, heavySlot: false });
    let heavySlots: SearchSlots | null = null;
    try {
      if (heavy && this.limits.heavyAtOnce > 0) {
        heavySlots = await this.waitForHeavySlot(slots, userId, lease, kind, request.signal);
      }
      return await work();
    } finally {
      this.stopRenewing(lease);
      if (heavySlots === slots) await this.release(slots, { userId, lease, running: true, heavySlot: true });
      else {
        await this.release(slots, { userId, lease, running: true, heavySlot: false });
        if (heavySlots) await this.release(heavySlots, { userId, lease, running: false, heavySlot: true });
      }
    }
  }

  /** A slot of the user's running searches (and budget), in Redis, or in this process when Redis fails. */
  private async admit(userId: string, lease: string, heavy: boolean) {
    try {
      return {
        slots: this.shared as SearchSlots,
        admission: await this.call(() => this.shared.admit(userId, lease, heavy)),
      };
    } catch {
      return { slots: this.local as SearchSlots, admission: await this.local.admit(userId, lease, heavy) };
    }
  }

  /** Waits for a heavy slot (where the user's slot was taken, or in this process once Redis fails). */
  private async waitForHeavySlot(
    slots: SearchSlots,
    userId: string,
    lease: string,
    kind: string,
    signal?: AbortSignal,
  ): Promise<SearchSlots> {
    const started = Date.now();
    const deadline = started + this.maxWaitMs;
    let where = slots;
    let pause = FIRST_POLL_MS;
    for (;;) {
      if (signal?.aborted) {
        searchFailures.inc({ kind, reason: 'client-gone' });
        throw new SearchAbortedError();
      }
      let taken: boolean;
      if (where === this.shared) {
        try {
          taken = await this.call(() => this.shared.takeHeavySlot(userId, lease));
        } catch {
          where = this.local;
          taken = await this.local.takeHeavySlot(userId);
        }
      } else taken = await this.local.takeHeavySlot(userId);
      if (taken) {
        searchHeavyWait.observe({ kind }, (Date.now() - started) / 1000);
        if (where === this.shared) this.renew({ userId, lease, running: slots === this.shared, heavySlot: true });
        return where;
      }
      if (Date.now() + pause > deadline) {
        searchFailures.inc({ kind, reason: 'heavy-busy' });
        throw DomainError.tooMany(
          'Many complex searches are running right now. Try again in a few seconds, or narrow the search (fewer ' +
            'terms, Exact Match on).',
          BUSY_RETRY_S,
        );
      }
      await pauseFor(pause, signal);
      pause = Math.min(LAST_POLL_MS, Math.round(pause * 1.5));
    }
  }

  /** Keeps what a running search holds in Redis alive until it finishes (a dead process stops renewing). */
  private renew(held: Held): void {
    this.renewing.set(held.lease, held);
    this.renewTimer ??= setInterval(() => {
      const all = [...this.renewing.values()];
      this.call(() => this.shared.renew(all)).catch(() => undefined);
    }, this.limits.leaseMs / 3).unref();
  }

  private stopRenewing(lease: string): void {
    this.renewing.delete(lease);
    if (this.renewing.size === 0 && this.renewTimer) {
      clearInterval(this.renewTimer);
      this.renewTimer = null;
    }
  }

  private async release(slots: SearchSlots, held: Held): Promise<void> {
    // In Redis, a release that fails is a lease that expires unrenewed.
    if (slots === this.shared) await this.call(() => this.shared.release(held)).catch(() => undefined);
    else await slots.release(held);
  }

  /** A Redis call, bounded by REDIS_TIMEOUT_MS; its failure is logged once per outage and rethrown. */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    let late = false;
    // Not sent at all once given up on: a slot taken after the search went on without it would be held for
    // nothing until its lease ran out.
    const attempt = this.connected().then(() => {
      if (late) throw new Error('given up');
      return work();
    });
    try {
      const value = await withTimeout(attempt, REDIS_TIMEOUT_MS);
      this.warned = false;
      return value;
    } catch (error) {
      late = true;
      attempt.catch(() => undefined);
      if (!this.warned) {
        this.warned = true;
        this.logger.warn(`Search limits are counted per API process: Redis unavailable (${(error as Error).message}).`);
      }
      throw error;
    }
  }

  /**
   * Resolves when Redis can be asked. Searches in the first FIRST_CONNECTION_MS after a start wait for the first
   * connection (each up to REDIS_TIMEOUT_MS); after that, or once it was lost, a search is counted per process at
   * once until Redis is back.
   */
  private connected(): Promise<void> {
    if (this.redis.status === 'ready') return Promise.resolve();
    if (this.wasReady || this.redis.status === 'end' || Date.now() - this.startedAt > FIRST_CONNECTION_MS) {
      return Promise.reject(new Error(`not connected (${this.redis.status})`));
    }
    // One listener however many searches wait.
    this.firstConnection ??= new Promise((resolve) => this.redis.once('ready', () => resolve()));
    return this.firstConnection;
  }

  onModuleDestroy(): void {
    if (this.renewTimer) clearInterval(this.renewTimer);
    this.renewTimer = null;
    this.redis.disconnect();
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
      timer.unref();
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Resolves after `ms`, or at once when `signal` aborts (the caller checks it). */
function pauseFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
