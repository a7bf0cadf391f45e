// `npm run bench [-- --events 5000000 --companies N --contacts N --kinds alerts,companies,prospects --runs 30
// --explain]`: seeds (or reuses) the benchmark database leadsignal_bench_<events>[_<companies>_<contacts>]
// with the demo-data generator, then times each canonical search of queries.ts, for each kind, through the
// real search repository (page + exact totalCount, as the API answers it) and prints p50/p95 per query.
// --explain adds EXPLAIN (ANALYZE, BUFFERS) of both SQL statements. --database-url times an already seeded
// database instead (e.g. one `npm run seed` loaded); --help lists the options.
// Then, for each kind timed, it exports every row through a real worker process (export-bench.ts) and
// prints the export's rows/s next to COPY's and the worker's peak RSS; --export-runs N repeats that, 0 skips it.
// --load adds the HTTP load phase (load.ts): the built API with API_PROCESSES processes on this database, N
// concurrent connections per call, requests/s and p50/p99 of the searches, users/me and health/live;
// --load-only runs just that.
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { SEARCH_KINDS, type CriteriaOf, type SearchableKind } from '@leadsignal/contracts';
import type { DataSource } from 'typeorm';
import { CountCache, SearchRepository, searchKindDefinition, type SearchKindDefinition } from '@leadsignal/search';
import { createDataSource, ensureDatabase, runMigrations, SearchDatabase } from '@leadsignal/server-core';
import { generateDemoData } from '@leadsignal/ingest';
import { runExportBench } from './export-bench';
import { runLoadBench } from './load';
import { QUERIES_BY_KIND } from './queries';

interface Options {
  events: number;
  /** Default events / 10 and events / 4, as the generator's. */
  companies: number | null;
  contacts: number | null;
  kinds: SearchableKind[];
  runs: number;
  warmup: number;
  explain: boolean;
  only: string[] | null;
  exportRuns: number;
  /** Also time each query through the Redis count cache (as the API answers a repeated search). */
  countCache: boolean;
  /** Time this database (seeded when empty) instead of leadsignal_bench_<sizes>. */
  databaseUrl: string | null;
  /** The HTTP load phase: 'also' after the timings, 'only' instead of the timings and exports. */
  load: 'no' | 'also' | 'only';
  connections: number;
  durationSeconds: number;
  apiProcesses: number;
  help: boolean;
}

const USAGE = `usage: npm run bench -- [options]

  --events N          trigger events of the benchmark database (default 1000000)
  --companies N       companies (default events / 10)
  --contacts N        contacts (default events / 4)
  --database-url URL  time this database instead of leadsignal_bench_<events>[_<companies>_<contacts>]
                      (seeded with the sizes above when it has no trigger events)
  --kinds a,b         search kinds to time: alerts, companies, prospects (default all three)
  --only a,b          only these canonical queries (names in tools/bench/queries.ts)
  --runs N            timed runs per query (default 30), after --warmup N (default 3)
  --explain           print EXPLAIN (ANALYZE, BUFFERS) of each query's page and count statements
  --export-runs N     exports of every row of each kind through a worker afterwards (default 1; 0 skips)
  --no-count-cache    time only the counts made from the data ("cold"), not also through the Redis count cache
  --load              then load the real HTTP API: N connections per call (searches, users/me, health/live)
  --load-only         only the load phase (no query timings, no exports)
  --connections N     concurrent connections of the load phase (default 50)
  --duration S        seconds per call of the load phase (default 20, after a warm-up of a fifth of it)
  --api-processes N   API_PROCESSES of the API under load (default 0: one per core, as npm start)`;

function parseArgs(argv: string[]): Options {
  const options: Options = {
    events: 1_000_000,
    companies: null,
    contacts: null,
    kinds: ['alerts', 'companies', 'prospects'],
    runs: 30,
    warmup: 3,
    explain: false,
    only: null,
    exportRuns: 1,
    countCache: true,
    databaseUrl: null,
    load: 'no',
    connections: 50,
    durationSeconds: 20,
    apiProcesses: 0,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => {
      const value = argv[++i];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      return value;
    };
    if (arg === '--events') options.events = wholeNumber(next(), arg);
    else if (arg === '--companies') options.companies = wholeNumber(next(), arg);
    else if (arg === '--contacts') options.contacts = wholeNumber(next(), arg);
    else if (arg === '--kinds') options.kinds = next().split(',').map(searchableKind);
    else if (arg === '--runs') options.runs = Math.max(1, wholeNumber(next(), arg));
    else if (arg === '--warmup') options.warmup = wholeNumber(next(), arg);
    else if (arg === '--explain') options.explain = true;
    else if (arg === '--only') options.only = next().split(',');
    else if (arg === '--export-runs') options.exportRuns = wholeNumber(next(), arg);
    else if (arg === '--database-url') options.databaseUrl = next();
    else if (arg === '--no-count-cache') options.countCache = false;
    else if (arg === '--load') options.load = options.load === 'only' ? 'only' : 'also';
    else if (arg === '--load-only') options.load = 'only';
    else if (arg === '--connections') options.connections = Math.max(1, wholeNumber(next(), arg));
    else if (arg === '--duration') options.durationSeconds = Math.max(1, wholeNumber(next(), arg));
    else if (arg === '--api-processes') options.apiProcesses = wholeNumber(next(), arg);
    else if (arg === '--help' || arg === '-h') options.help = true;
    else throw new Error(`unknown argument ${arg}\n\n${USAGE}`);
  }
  return options;
}

function wholeNumber(text: string, name: string): number {
  const value = Number(text.replace(/_/g, ''));
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

function searchableKind(text: string): SearchableKind {
  if (!(SEARCH_KINDS as readonly string[]).includes(text)) throw new Error(`unknown kind ${text}`);
  return text as SearchableKind;
}

/** One database per data-set size: leadsignal_bench_<events>, plus _<companies>_<contacts> when they are given. */
function benchDatabaseUrl(options: Pick<Options, 'events' | 'companies' | 'contacts'>): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/leadsignal');
  const sizes = options.companies !== null || options.contacts !== null;
  url.pathname = `/leadsignal_bench_${options.events}${sizes ? `_${options.companies ?? 'd'}_${options.contacts ?? 'd'}` : ''}`;
  return url.toString();
}

const log = (message: string) => process.stdout.write(`${message}\n`);

async function seedIfEmpty(db: DataSource, options: Pick<Options, 'events' | 'companies' | 'contacts'>): Promise<void> {
  const { events } = options;
  const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM (SELECT 1 FROM trigger_events LIMIT 1) x`);
  if (n > 0) {
    log(`reusing ${db.driver.database}: events already loaded`);
    return;
  }
  log(`seeding ${events.toLocaleString('en-US')} events …`);
  let lastPhase = '';
  let lastReport = 0;
  const result = await generateDemoData(db, {
    events,
    companies: options.companies ?? undefined,
    contacts: options.contacts ?? undefined,
    onProgress: ({ phase, done, total, elapsedMs }) => {
      if (phase === lastPhase && Date.now() - lastReport < 10_000 && done !== total) return;
      lastPhase = phase;
      lastReport = Date.now();
      log(
        `  ${phase.padEnd(9)} ${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')}  ${(elapsedMs / 1000).toFixed(0)} s`,
      );
    },
  });
  log(`seeded in ${(result.totalMs / 1000).toFixed(0)} s ${JSON.stringify(result.timingsMs)}`);
}

/** The user the searches run as, with a few thousand viewed rows so isViewed has something to find. */
async function benchUser(db: DataSource): Promise<{ id: string }> {
  const [user] = await db.query(
    `INSERT INTO users (email, user_name, first_name, last_name)
     VALUES ('bench@leadsignal.local', 'bench', 'Bench', 'User')
     ON CONFLICT (email) DO UPDATE SET updated_at = now() RETURNING id`,
  );
  await db.query(
    `INSERT INTO viewed_items (workspace_id, user_id, item_kind, item_id, source)
     SELECT (SELECT workspace_id FROM workspace_members WHERE user_id = $1), $1, 'alert', id, 'download' FROM trigger_events TABLESAMPLE SYSTEM (1) REPEATABLE (7) LIMIT 5000
     ON CONFLICT DO NOTHING`,
    [user.id],
  );
  await db.query(`VACUUM ANALYZE viewed_items`);
  return { id: user.id };
}

/** The roll-ups must agree with the rows, or every rolled-up count below would be wrong. */
async function checkRollups(db: DataSource): Promise<void> {
  const tables = ['day', 'place', 'contact', 'company', 'funding'];
  const [row] = await db.query(`
    SELECT (SELECT count(*) FROM trigger_events)::bigint AS rows,
      ${tables.map((t) => `(SELECT coalesce(sum(events), 0) FROM trigger_event_${t}_counts)::bigint AS ${t}`).join(',\n      ')}`);
  log(
    `events ${Number(row.rows).toLocaleString('en-US')}; roll-up totals: ${tables.map((t) => `${t} ${row[t]}`).join(', ')}`,
  );
  if (tables.some((t) => row[t] !== row.rows)) throw new Error('count roll-ups disagree with trigger_events');
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

async function explain(db: DataSource, sql: string, params: unknown[]): Promise<string> {
  const rows: { 'QUERY PLAN': string }[] = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
  return rows.map((row) => row['QUERY PLAN']).join('\n');
}

interface Timed {
  name: string;
  p50: number;
  p95: number;
  /** The same search through the count cache (its first run counts and fills it), when timed. */
  cachedP95: number | null;
  /** Through the count cache with a write to the newest day of the kind's rows before each run, when timed. */
  afterWriteP95: number | null;
  definition: SearchKindDefinition;
  criteria: unknown;
}

/** Times each canonical query of a kind (warm-up runs first); prints a row per query. */
async function timeKind<K extends SearchableKind>(
  db: DataSource,
  repository: SearchRepository,
  cachedRepository: SearchRepository | null,
  definition: SearchKindDefinition<K>,
  userId: string,
  options: Options,
): Promise<Timed[]> {
  const queries = QUERIES_BY_KIND[definition.kind].filter(
    (query) => !options.only || options.only.includes(query.name),
  );
  if (!queries.length) return [];
  const [{ rows }]: { rows: number }[] = await db.query(`SELECT count(*)::int AS rows FROM ${definition.table}`);
  log(
    `\n${definition.noun.many} (${rows.toLocaleString('en-US')} rows): ${queries.length} queries × ${options.runs} runs ` +
      `(after ${options.warmup} warm-up), ms for page + totalCount:\n`,
  );
  // "cold": every count made from the data (roll-ups or rows); "cached": through the count cache, whose
  // first run (counted, then stored) is one of the runs; "after write": through the count cache, each run
  // right after a statement that writes a row of the newest day, as an ingest of today's news does (it
  // rewrites the row as it is, so every count stays the same): what a search costs while data arrives.
  const cachedHeader = cachedRepository
    ? ` ${'cached p50'.padStart(10)} ${'cached p95'.padStart(10)} ${'write p95'.padStart(9)}`
    : '';
  const newest = `(SELECT id FROM ${definition.table} ORDER BY ${definition.countBand} DESC LIMIT 1)`;
  const touchNewestDay = () =>
    db.query(`UPDATE ${definition.table} SET ingested_at = ingested_at WHERE id = ${newest}`);
  log(
    `${'query'.padEnd(32)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}${cachedHeader} ${'totalCount'.padStart(11)}  count via`,
  );
  const results: Timed[] = [];
  for (const query of queries) {
    const criteria = definition.criteriaSchema.parse(query.criteria) as CriteriaOf<K>;
    const search = () => repository.search(definition, userId, criteria as never);
    for (let i = 0; i < options.warmup; i++) await search();
    const times: number[] = [];
    let totalCount = 0;
    for (let i = 0; i < options.runs; i++) {
      const started = performance.now();
      totalCount = (await search()).totalCount;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const [p50, p95, max] = [percentile(times, 50), percentile(times, 95), times[times.length - 1]];
    let cached = '';
    let cachedP95: number | null = null;
    let afterWriteP95: number | null = null;
    if (cachedRepository) {
      const cachedTimes: number[] = [];
      for (let i = 0; i < options.runs; i++) {
        const started = performance.now();
        const answer = await cachedRepository.search(definition, userId, criteria as never);
        cachedTimes.push(performance.now() - started);
        if (answer.totalCount !== totalCount) throw new Error(`${query.name}: the cached count differs`);
      }
      cachedTimes.sort((a, b) => a - b);
      cachedP95 = percentile(cachedTimes, 95);
      const writeTimes: number[] = [];
      for (let i = 0; i < options.runs; i++) {
        await touchNewestDay();
        const started = performance.now();
        const answer = await cachedRepository.search(definition, userId, criteria as never);
        writeTimes.push(performance.now() - started);
        if (answer.totalCount !== totalCount) throw new Error(`${query.name}: the count after a write differs`);
      }
      writeTimes.sort((a, b) => a - b);
      afterWriteP95 = percentile(writeTimes, 95);
      cached = ` ${percentile(cachedTimes, 50).toFixed(1).padStart(10)} ${cachedP95.toFixed(1).padStart(10)} ${afterWriteP95
        .toFixed(1)
        .padStart(9)}`;
    }
    const via = repository.compile(definition, userId, criteria as never).count.rollup ?? 'rows';
    results.push({
      name: query.name,
      p50,
      p95,
      cachedP95,
      afterWriteP95,
      definition: definition as SearchKindDefinition,
      criteria,
    });
    log(
      `${query.name.padEnd(32)} ${p50.toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)} ${max.toFixed(1).padStart(7)}${cached} ${totalCount
        .toLocaleString('en-US')
        .padStart(11)}  ${via}`,
    );
  }
  return results;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    log(USAGE);
    return;
  }
  const url = options.databaseUrl ?? benchDatabaseUrl(options);
  await ensureDatabase(url);
  const db = createDataSource(url, 'leadsignal-bench');
  await db.initialize();
  // The API's search connections, without a time limit: the benchmark wants every query's real time.
  let countCache: CountCache | null = null;
  const searchDb = new SearchDatabase({
    url,
    poolSize: 4,
    statementTimeoutMs: 600_000,
    applicationName: 'leadsignal-bench-search',
  });
  let userId = '';
  try {
    const applied = await runMigrations(db);
    if (applied.length) log(`migrations: ${applied.join(', ')}`);
    await seedIfEmpty(db, options);
    await checkRollups(db);
    const user = await benchUser(db);
    userId = user.id;
    const repository = new SearchRepository(searchDb);
    // A key prefix of its own: the cache starts empty and never meets another run's entries.
    countCache = options.countCache
      ? new CountCache({
          REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
          REDIS_PREFIX: `leadsignal-bench:${randomUUID()}`,
          SEARCH_COUNT_CACHE_TTL_S: 3600,
        })
      : null;
    const cachedRepository = countCache ? new SearchRepository(searchDb, undefined, countCache) : null;
    const results: Timed[] = [];
    for (const kind of options.load === 'only' ? [] : options.kinds) {
      results.push(...(await timeKind(db, repository, cachedRepository, searchKindDefinition(kind), user.id, options)));
    }
    const slow = results.filter((result) => result.p95 >= 100);
    if (results.length) {
      log(
        `\n${slow.length ? `p95 ≥ 100 ms (cold): ${slow.map((result) => result.name).join(', ')}` : 'every query p95 < 100 ms (cold)'}`,
      );
    }
    if (results.length && cachedRepository) {
      const slowCached = results.filter((result) => (result.cachedP95 ?? 0) >= 100);
      log(
        slowCached.length
          ? `p95 ≥ 100 ms (count cache): ${slowCached.map((result) => result.name).join(', ')}`
          : 'every query p95 < 100 ms (count cache)',
      );
      const slowAfterWrite = results.filter((result) => (result.afterWriteP95 ?? 0) >= 100);
      log(
        slowAfterWrite.length
          ? `p95 ≥ 100 ms (count cache, a write before each run): ${slowAfterWrite.map((result) => result.name).join(', ')}`
          : 'every query p95 < 100 ms (count cache, a write before each run)',
      );
    }
    log(
      `load average while running: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')} (${cpus().length} CPUs)`,
    );
    // Keyword counts visit one heap page per match: they need the table cached (docs/performance.md).
    const [memory] = await db.query(
      `SELECT current_setting('shared_buffers') AS shared_buffers,
              pg_size_pretty(pg_table_size('trigger_events')) AS heap,
              (SELECT setting::bigint * 8192 FROM pg_settings WHERE name = 'shared_buffers')
                < pg_table_size('trigger_events') AS heap_exceeds_buffers`,
    );
    log(`PostgreSQL shared_buffers ${memory.shared_buffers}; trigger_events heap ${memory.heap}`);
    if (memory.heap_exceeds_buffers) {
      log(
        'note: the heap does not fit in shared_buffers, so keyword counts read it from the OS cache; ' +
          'raise shared_buffers (ALTER SYSTEM, then restart PostgreSQL) to measure as docs/performance.md does',
      );
    }

    if (options.explain) {
      for (const result of results) {
        const { page, count } = repository.compile(result.definition, user.id, result.criteria as never);
        log(`\n### ${result.name}\n\n-- page\n${await explain(db, page.sql, page.params)}`);
        log(`\n-- count (${count.rollup ?? 'rows'})\n${await explain(db, count.sql, count.params)}`);
      }
    }
  } finally {
    await countCache?.onModuleDestroy();
    await searchDb.end();
    await db.destroy();
  }
  if (options.load !== 'no') {
    await runLoadBench({
      databaseUrl: url,
      userId,
      connections: options.connections,
      durationSeconds: options.durationSeconds,
      apiProcesses: options.apiProcesses,
    });
  }
  if (options.exportRuns > 0 && options.load !== 'only')
    await runExportBench({ databaseUrl: url, kinds: options.kinds, runs: options.exportRuns });
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
