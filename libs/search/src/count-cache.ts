// Exact search counts remembered in Redis under the version of the data they were counted at. A count is a
// pure function of its SQL, its parameters and that data, so a user paging through results, fifty people
// typing the same keyword, or an export counting what the screen just counted is answered from Redis.
//
// A count of the rows of one table is kept day by day (BandedCount; search_band_version, migration
// 1763920000000): the sum of a cached count per day (UTC) of the table's banded column, each under the version
// of that day's rows. A write makes new versions of the days it touches only, so after an ingest of today's
// news only today is counted again; a relative date range ("last 3 months") adds the cached days wholly inside
// it and counts the part of its first day live. Other counts (through roll-ups, or reading a second
// table) are kept whole under the version of all searchable data (search_data_version, migration
// 1763905000000), bumped by every write of trigger_events, companies or contacts. Counts that read the clock
// otherwise, or a user's list, are never cached. Redis down or slow: the count is simply made.
import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, redisConnectionOptions, searchCountCache, type Env } from '@leadsignal/server-core';
import type { BandedCount, CompiledCount } from './compiler';
import { SEARCH_KIND_DEFINITIONS } from './kinds';
import type { SearchKindDefinition } from './search-kind';

/** Tables whose writes bump search_data_version (the migration's triggers): every search kind's table. */
export const VERSIONED_TABLES: readonly string[] = Object.values(SEARCH_KIND_DEFINITIONS).map(
  (definition: SearchKindDefinition) => definition.table,
);

/** SQL that reads the clock: its answer changes with time, not only with the data. */
const CLOCK =
  /\b(now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday)\s*\(|\b(current_date|current_time|current_timestamp|localtime|localtimestamp)\b/i;
/** Every table a statement reads by name (`FROM x`, `JOIN x`; a function call in FROM is not a table). */
const TABLE_REFERENCE = /\b(?:FROM|JOIN)\s+([a-z_][a-z0-9_]*)\b(?!\s*\()/gi;

/** The version string a count is stored under: the database's random instance id and its data version. */
export const DATA_VERSION_SQL = `SELECT instance::text || ':' || version::text AS version FROM search_data_version`;

const REDIS_TIMEOUT_MS = 100;

/** A band: a day (UTC) of the banded column; search_band() in SQL. */
export const BAND_MS = 86_400_000;
/**
 * At most this many rows (search_band_version.rows), a count of some days is made by reading those days
 * through the banded column's index and testing every condition on each row (~1 µs a row): a bounded cost,
 * where a text index would build its matches for the whole table first (docs/performance.md).
 */
export const SMALL_SCAN_ROWS = 50_000;
/** A timestamptz as milliseconds since the epoch, a plain JSON number. */
const epochMs = (sql: string) => `(extract(epoch FROM ${sql}) * 1000)::bigint`;
/** Every band of a table, as a JSON array of [band start in ms, version, rows]. */
const bandVersionsSql = (tableParam: string) =>
  `(SELECT coalesce(json_agg(json_build_array(${epochMs('b.band')}, b.version, b.rows)), '[]'::json)
      FROM search_band_version b WHERE b.table_name = ${tableParam})`;
/** The instance, the start of a relative range ($2, an interval, or NULL) and the bands of table $1. */
const BANDS_SQL = `
  SELECT d.instance::text AS instance, ${epochMs('now() - $2::interval')} AS start, ${bandVersionsSql('$1')} AS bands
    FROM search_data_version d`;
/** How often a banded count is tried again when a day it read from Redis was written meanwhile. */
const BANDED_ATTEMPTS = 3;

/**
 * Whether a banded count can be cached by days: its conditions read no other table (a user's list, the
 * company of a prospect: another table's writes would not change this one's versions) and not the clock.
 */
export function bandableCount(banded: BandedCount): boolean {
  return !CLOCK.test(banded.where) && [...banded.where.matchAll(TABLE_REFERENCE)].length === 0;
}

/**
 * The Redis hash of a banded count's days: field = the day's start in ms, value = `<version>:<count>`. One
 * key per search and database, so a count reads every day it needs with one HGETALL.
 */
export function bandCacheKey(prefix: string, kind: string, banded: BandedCount, instance: string): string {
  return `${prefix}:bcount:${digestOf(kind, banded.from, banded.where, JSON.stringify(banded.params))}:${instance}`;
}

/** A short, fixed-length name for some texts (NUL-separated, so no two lists of texts share one). */
function digestOf(...parts: string[]): string {
  const hash = createHash('sha256');
  parts.forEach((part, i) => hash.update(i ? `\0${part}` : part));
  return hash.digest('base64url');
}

type Band = [start: number, version: number, rows: number];

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
  return `${prefix}:count:${digestOf(kind, count.sql, JSON.stringify(count.params))}:${version}`;
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
  private readonly dayTtlSeconds: number;
  private warned = false;

  constructor(
    @Inject(APP_CONFIG)
    config: Pick<Env, 'REDIS_URL' | 'REDIS_PREFIX' | 'SEARCH_COUNT_CACHE_TTL_S'> &
      Partial<Pick<Env, 'SEARCH_DAY_COUNT_TTL_S'>>,
  ) {
    this.prefix = config.REDIS_PREFIX;
    this.ttlSeconds = config.SEARCH_COUNT_CACHE_TTL_S;
    this.dayTtlSeconds = config.SEARCH_DAY_COUNT_TTL_S ?? this.ttlSeconds;
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
    if (this.redis && this.dayTtlSeconds > 0 && count.banded && bandableCount(count.banded)) {
      const banded = await this.countByBands(definition.kind, count.banded, run, signal);
      searchCountCache.inc({ kind: definition.kind, result: banded ? (banded.cached ? 'hit' : 'miss') : 'bypass' });
      return banded ?? { count: await makeCount(count, run, signal), cached: false };
    }
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

  /**
   * A banded count: the days' counts found in Redis, plus, in one statement, the days not found (stored under
   * the versions read in that statement), the live part of a relative range's first day and every day's
   * version again. The sum is the count of that statement's snapshot when no day read from Redis was written
   * in between; otherwise it is tried again, and after BANDED_ATTEMPTS null (the caller counts the plain way).
   * Null too when Redis cannot be read.
   */
  private async countByBands(
    kind: string,
    banded: BandedCount,
    run: RunQuery,
    signal?: AbortSignal,
  ): Promise<{ count: number; cached: boolean } | null> {
    for (let attempt = 0; attempt < BANDED_ATTEMPTS; attempt++) {
      const [state] = await run<{ instance: string; start: string | null; bands: Band[] }>(
        BANDS_SQL,
        [banded.table, banded.interval],
        signal,
        { prepare: true },
      );
      const start = state.start === null ? null : Number(state.start);
      // Days wholly in the range (all of them without one), and the day the range starts inside.
      const whole = state.bands.filter(([band]) => start === null || band >= start).sort((a, b) => a[0] - b[0]);
      const first = start === null ? undefined : state.bands.find(([band]) => band < start && start < band + BAND_MS);
      const key = bandCacheKey(this.prefix, kind, banded, state.instance);
      const stored = await this.getHash(key);
      if (!stored) return null;
      const cached = whole.map(([band, version]) => {
        const [storedVersion, count] = (stored[String(band)] ?? '').split(':').map(Number);
        return storedVersion === version && Number.isSafeInteger(count) && count >= 0 ? count : null;
      });
      const missing = whole.filter((_, i) => cached[i] === null);
      const fromCache = cached.reduce<number>((sum, value) => sum + (value ?? 0), 0);
      if (!missing.length && !first) return { count: fromCache, cached: true };

      const params = [...banded.params];
      const param = (value: unknown) => `$${params.push(value)}`;
      const at = (ms: number) => `${param(new Date(ms).toISOString())}::timestamptz`;
      // A few rows: read through the banded column's index alone (the conditions as one filter, which no
      // other index can answer); many: as the planner likes.
      const conditions = (rows: number) => (rows <= SMALL_SCAN_ROWS ? `(${banded.where}) IS TRUE` : banded.where);
      const columns = [`${bandVersionsSql(param(banded.table))} AS bands`];
      if (missing.length) {
        // The runs of consecutive missing days, as ranges of the column; open-ended at the first and last
        // day (all rows, when no day is cached: the plain count's plan, grouped by day).
        const ranges: string[] = [];
        let i = 0;
        while (i < whole.length) {
          if (cached[i] !== null) {
            i++;
            continue;
          }
          let j = i;
          while (j + 1 < whole.length && cached[j + 1] === null) j++;
          const bounds: string[] = [];
          if (i > 0 || start !== null) bounds.push(`${banded.column} >= ${at(whole[i][0])}`);
          if (j < whole.length - 1) bounds.push(`${banded.column} < ${at(whole[j][0] + BAND_MS)}`);
          ranges.push(bounds.length ? `(${bounds.join(' AND ')})` : 'TRUE');
          i = j + 1;
        }
        const within = ranges.includes('TRUE') ? '' : ` AND (${ranges.join(' OR ')})`;
        const rows = missing.reduce((sum, [, , n]) => sum + n, 0);
        columns.push(`(SELECT coalesce(json_agg(json_build_array(w.band, w.n)), '[]'::json) FROM (
            SELECT ${epochMs(`search_band(${banded.column})`)} AS band, count(*) AS n FROM ${banded.from}
             WHERE ${conditions(rows)}${within}
             GROUP BY 1) w) AS days`);
      }
      if (first) {
        columns.push(`(SELECT count(*) FROM ${banded.from}
             WHERE ${conditions(first[2])} AND ${banded.column} >= ${at(start!)} AND ${banded.column} < ${at(first[0] + BAND_MS)}
          ) AS first_day`);
      }
      const [row] = await run<{ bands: Band[]; days?: [number, number][]; first_day?: string }>(
        `SELECT ${columns.join(',\n  ')}`,
        params,
        signal,
      );
      const before = new Map(state.bands.map(([band, version]) => [band, version]));
      const now = new Map(row.bands.map(([band, version]) => [band, version]));
      const inRange = (band: number) => start === null || band + BAND_MS > start;
      const unchanged =
        [...now.keys()].every((band) => !inRange(band) || before.has(band)) &&
        whole.every(([band, version], i) => cached[i] === null || now.get(band) === version);
      if (!unchanged) continue;
      const days = new Map(row.days ?? []);
      const fresh: Record<string, string> = {};
      let counted = 0;
      for (const [band] of missing) {
        const value = Number(days.get(band) ?? 0);
        counted += value;
        const version = now.get(band);
        if (version !== undefined) fresh[String(band)] = `${version}:${value}`;
      }
      if (Object.keys(fresh).length) void this.setHash(key, fresh);
      return { count: fromCache + counted + Number(row.first_day ?? 0), cached: missing.length === 0 };
    }
    return null;
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

  /** Every field of a hash ({} when there is none); null when Redis cannot answer (then nothing is known). */
  private async getHash(key: string): Promise<Record<string, string> | null> {
    try {
      const fields = await withTimeout(this.redis!.hgetall(key), REDIS_TIMEOUT_MS);
      this.warned = false;
      return fields;
    } catch (error) {
      this.warnOnce(error);
      return null;
    }
  }

  /** Sets fields of a hash and gives the whole hash the days' lifetime again. */
  private async setHash(key: string, fields: Record<string, string>): Promise<void> {
    try {
      await withTimeout(this.redis!.multi().hset(key, fields).expire(key, this.dayTtlSeconds).exec(), REDIS_TIMEOUT_MS);
    } catch (error) {
      this.warnOnce(error);
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
