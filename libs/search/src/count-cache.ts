// Exact search counts remembered in Redis under the version of the data they were counted at
// (search_data_version, bumped in the same transaction as every write of trigger_events, companies or
// contacts; migration 1763905000000). A count is a pure function of its SQL, its parameters and that data,
// so a user paging through results, fifty people typing the same keyword, or an export counting what the
// screen just counted is answered by one version read and one GET; the first count after a write counts
// again. Counts that depend on anything else are never cached: the clock (a relative date range counted
// back from now()), or another table (a user's list). Redis down or slow: the count is simply made.
import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, redisConnectionOptions, searchCountCache, type Env } from '@leadsignal/server-core';
import type { CompiledCount } from './compiler';
import type { SearchKindDefinition } from './search-kind';

/** Tables whose writes bump search_data_version (the migration's triggers). */
export const VERSIONED_TABLES: readonly string[] = ['trigger_events', 'companies', 'contacts'];

/** SQL that reads the clock: its answer changes with time, not only with the data. */
const CLOCK =
  /\b(now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday)\s*\(|\b(current_date|current_time|current_timestamp|localtime|localtimestamp)\b/i;
/** Every table a statement reads by name (`FROM x`, `JOIN x`; a function call in FROM is not a table). */
const TABLE_REFERENCE = /\b(?:FROM|JOIN)\s+([a-z_][a-z0-9_]*)\b(?!\s*\()/gi;

/** The version string a count is stored under: the database's random instance id and its data version. */
export const DATA_VERSION_SQL = `SELECT instance::text || ':' || version::text AS version FROM search_data_version`;

const REDIS_TIMEOUT_MS = 100;

/**
 * Whether this count can be cached: it reads only the versioned tables and the kind's roll-ups (kept from
 * those tables by triggers, so they change in the same transactions) and never the clock.
 */
export function cacheableCount(definition: SearchKindDefinition, count: CompiledCount): boolean {
  if (CLOCK.test(count.sql)) return false;
  const allowed = new Set([...VERSIONED_TABLES, ...definition.countRollups.map((r) => r.from.trim().split(/\s+/)[0])]);
  for (const match of count.sql.matchAll(TABLE_REFERENCE)) {
    if (!allowed.has(match[1].toLowerCase())) return false;
  }
  return true;
}

/** The Redis key of a count at a data version. */
export function countCacheKey(prefix: string, kind: string, count: CompiledCount, version: string): string {
  const digest = createHash('sha256')
    .update(kind)
    .update('\0')
    .update(count.sql)
    .update('\0')
    .update(JSON.stringify(count.params))
    .digest('base64url');
  return `${prefix}:count:${digest}:${version}`;
}

/** Runs a statement on the search connections (SearchDatabase.query). */
export type RunQuery = <T>(
  sql: string,
  params: unknown[],
  signal?: AbortSignal,
  options?: { prepare?: boolean },
) => Promise<T[]>;

/**
 * Makes a count (no cache). A statement without parameters has one plan whatever happens, so it is prepared:
 * planned once per connection.
 */
export async function makeCount(count: CompiledCount, run: RunQuery, signal?: AbortSignal): Promise<number> {
  const [row] = await run<{ count: string }>(count.sql, count.params, signal, { prepare: count.params.length === 0 });
  return Number(row.count);
}

@Injectable()
export class CountCache implements OnModuleDestroy {
  private readonly logger = new Logger('CountCache');
  private readonly redis: Redis | null;
  private readonly prefix: string;
  private readonly ttlSeconds: number;
  private warned = false;

  constructor(@Inject(APP_CONFIG) config: Pick<Env, 'REDIS_URL' | 'REDIS_PREFIX' | 'SEARCH_COUNT_CACHE_TTL_S'>) {
    this.prefix = config.REDIS_PREFIX;
    this.ttlSeconds = config.SEARCH_COUNT_CACHE_TTL_S;
    this.redis =
      this.ttlSeconds > 0
        ? new Redis({ ...redisConnectionOptions(config.REDIS_URL, 'probe'), connectTimeout: 500 })
        : null;
    // Failures surface per call (a miss); ioredis would otherwise log every reconnect attempt.
    this.redis?.on('error', () => undefined);
  }

  /**
   * The exact count of `count` for `definition`: from Redis when this version of the data was counted
   * before, else counted (in one statement with the version, so the two agree) and remembered.
   */
  async count(
    definition: SearchKindDefinition,
    count: CompiledCount,
    run: RunQuery,
    signal?: AbortSignal,
  ): Promise<{ count: number; cached: boolean }> {
    const current =
      this.redis && cacheableCount(definition, count)
        ? (await run<{ version: string }>(DATA_VERSION_SQL, [], signal, { prepare: true }))[0]
        : undefined;
    if (!current) {
      searchCountCache.inc({ kind: definition.kind, result: 'bypass' });
      return { count: await makeCount(count, run, signal), cached: false };
    }
    const hit = await this.get(countCacheKey(this.prefix, definition.kind, count, current.version));
    if (hit !== null) {
      searchCountCache.inc({ kind: definition.kind, result: 'hit' });
      return { count: hit, cached: true };
    }
    searchCountCache.inc({ kind: definition.kind, result: 'miss' });
    // The version again, in the count's own statement (one snapshot): a write committed since the read
    // above is in both or in neither.
    const [row] = await run<{ version: string | null; count: string }>(
      `SELECT (${DATA_VERSION_SQL}) AS version, counted.count FROM (${count.sql}) AS counted`,
      count.params,
      signal,
      { prepare: count.params.length === 0 },
    );
    const value = Number(row.count);
    if (row.version) void this.set(countCacheKey(this.prefix, definition.kind, count, row.version), value);
    return { count: value, cached: false };
  }

  async onModuleDestroy(): Promise<void> {
    this.redis?.disconnect();
  }

  private async get(key: string): Promise<number | null> {
    try {
      const value = await withTimeout(this.redis!.get(key), REDIS_TIMEOUT_MS);
      this.warned = false;
      if (value === null) return null;
      const n = Number(value);
      return Number.isSafeInteger(n) && n >= 0 ? n : null;
    } catch (error) {
      this.warnOnce(error);
      return null;
    }
  }

  private async set(key: string, value: number): Promise<void> {
    try {
      await withTimeout(this.redis!.set(key, String(value), 'EX', this.ttlSeconds), REDIS_TIMEOUT_MS);
    } catch (error) {
      this.warnOnce(error);
    }
  }

  private warnOnce(error: unknown): void {
    if (this.warned) return;
    this.warned = true;
    this.logger.warn(`Search counts are not cached: Redis unavailable (${(error as Error).message}).`);
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
    }),
  ]);
}
