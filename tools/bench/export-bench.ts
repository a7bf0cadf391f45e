// The export benchmark (issue 6 item 7, issues 11 and 12 "Speed"): exports every row of each search kind
// (every alert, every registered company, every prospect) of the benchmark database through the real worker
// process and prints its rows/s next to `COPY (the same query) TO STDOUT WITH CSV` on the same data, with
// the worker's peak RSS. One code path; a kind only names its export-all criteria (EXPORT_ALL).
// `npm run bench` runs it after the search benchmark, for the kinds it timed; alone:
//
//   npm run build:server && node dist/server/tools/bench/export-bench.js [--events 1000000] [--runs 1]
//     [--kinds alerts,companies,prospects] [--database-url URL]
//
// It reuses the database `npm run bench` seeds (leadsignal_bench_<events>, or --database-url), starts
// dist/server/apps/worker/src/main.js as a child process on a Redis prefix and storage folder of its own,
// and reads the worker's peak RSS (VmHWM) from /proc, so it runs on Linux. Each run resets the bench
// user's viewed rows and credits so every run charges the full export.
import 'reflect-metadata';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  CsvDownloadStatus,
  QUEUES,
  SEARCH_KINDS,
  alertSearchCriteriaSchema,
  type CriteriaOf,
  type CsvExportJob,
  type SearchableKind,
} from '@leadsignal/contracts';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { createDataSource, runMigrations, redisConnectionOptions } from '@leadsignal/server-core';
import { CsvDownloadsRepository, csvObjectKey, exportQueries, queueCsvExport } from '@leadsignal/exports';
import { searchKindDefinition, type SearchKindDefinition } from '@leadsignal/search';

export interface ExportBenchOptions {
  /** The seeded database to export from. */
  databaseUrl: string;
  kinds: readonly SearchableKind[];
  runs: number;
}

export interface ExportBenchResult {
  kind: SearchableKind;
  rows: number;
  copyRowsPerSecond: number;
  copyBytes: number;
  /** Job start (4 Processing) → 1 Ready, and its two steps. */
  exportRowsPerSecond: number;
  streamSeconds: number;
  chargeSeconds: number;
  fileBytes: number;
  workerPeakRssMb: number;
  /** Highest RSS sampled while the file was being written, and while the download was charged. */
  streamPeakRssMb: number;
  chargePeakRssMb: number;
}

const log = (message: string) => process.stdout.write(`${message}\n`);

function parseArgs(argv: string[]): ExportBenchOptions {
  let events = 1_000_000;
  let databaseUrl: string | null = null;
  const options: Omit<ExportBenchOptions, 'databaseUrl'> = { kinds: ['alerts'], runs: 1 };
  for (let i = 0; i < argv.length; i++) {
    const text = argv[i + 1] ?? '';
    const value = Number(text.replace(/_/g, ''));
    if (argv[i] === '--events' && Number.isSafeInteger(value) && value > 0) events = value;
    else if (argv[i] === '--runs' && Number.isSafeInteger(value) && value > 0) options.runs = value;
    else if (argv[i] === '--database-url' && text) databaseUrl = text;
    else if (
      argv[i] === '--kinds' &&
      text.split(',').every((kind) => (SEARCH_KINDS as readonly string[]).includes(kind))
    )
      options.kinds = text.split(',') as SearchableKind[];
    else throw new Error(`unknown argument ${argv[i]} (use --events N, --runs N, --kinds a,b, --database-url URL)`);
    i++;
  }
  return { ...options, databaseUrl: databaseUrl ?? benchDatabaseUrl(events) };
}

function benchDatabaseUrl(events: number): string {
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/leadsignal');
  url.pathname = `/leadsignal_bench_${events}`;
  return url.toString();
}

/**
 * Every row of each kind, in the export's order: the default criteria, and for alerts without the Name
 * Required filter (its one criterion on by default).
 */
const EXPORT_ALL: { readonly [K in SearchableKind]: () => CriteriaOf<K> } = {
  alerts: () => alertSearchCriteriaSchema.parse({ isContactNameRequiredSelected: false }),
  companies: () => searchKindDefinition('companies').criteriaSchema.parse({}),
  prospects: () => searchKindDefinition('prospects').criteriaSchema.parse({}),
};

/** COPY (the export's SELECT) TO STDOUT WITH CSV HEADER into a counting sink. */
async function copyBaseline<K extends SearchableKind>(
  db: DataSource,
  definition: SearchKindDefinition<K>,
  criteria: CriteriaOf<K>,
): Promise<{ seconds: number; bytes: number }> {
  // No criterion reaches a user's own rows here, so the user does not matter.
  const query = exportQueries(definition, criteria, null, '00000000-0000-0000-0000-000000000000').cells;
  // COPY takes no parameters; the default criteria bind none.
  if (query.values.length) throw new Error('the baseline query unexpectedly has parameters');
  const [client, release] = (await (db.driver as PostgresDriver).obtainMasterConnection()) as [PoolClient, () => void];
  let bytes = 0;
  const started = performance.now();
  try {
    await pipeline(
      client.query(copyTo(`COPY (${query.text}) TO STDOUT WITH (FORMAT csv, HEADER true)`)),
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length;
          callback();
        },
      }),
    );
  } finally {
    release();
  }
  return { seconds: (performance.now() - started) / 1000, bytes };
}

async function benchUser(db: DataSource, credits: number): Promise<string> {
  const [user] = await db.query(
    `INSERT INTO users (email, user_name, first_name, last_name)
     VALUES ('export-bench@leadsignal.local', 'export-bench', 'Export', 'Bench')
     ON CONFLICT (email) DO UPDATE SET updated_at = now()
     RETURNING id`,
  );
  await db.query(`UPDATE credit_accounts SET monthly_available_credits = $2, download_limit = 0 WHERE workspace_id = $1`, [
    user.id,
    credits,
  ]);
  await db.query(`DELETE FROM viewed_items WHERE user_id = $1`, [user.id]);
  await db.query(`DELETE FROM csv_downloads WHERE user_id = $1`, [user.id]);
  await db.query(`VACUUM ANALYZE viewed_items`);
  return user.id;
}

/** The worker's peak resident set so far (Linux /proc), in MB. */
async function peakRssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmHWM:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error('no VmHWM in /proc status');
  return Number(match[1]) / 1024;
}

/** The worker's resident set now, in MB. */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
}

/** Waits for Ready, sampling the worker's memory: the highest RSS while streaming (no file yet) and after. */
async function waitForReady(downloads: CsvDownloadsRepository, id: string, storageDir: string, worker: ChildProcess) {
  let streamPeak = 0;
  let chargePeak = 0;
  for (;;) {
    const row = await downloads.find(id);
    if (row?.status === CsvDownloadStatus.Ready) return { row, streamPeak, chargePeak };
    if (row?.status === CsvDownloadStatus.Failed) throw new Error(`export failed: ${row.error}`);
    if (worker.exitCode !== null) throw new Error(`the worker exited with ${worker.exitCode}`);
    const rss = await rssMb(worker.pid as number);
    // The file of the run that started the row (its key carries the run's token).
    const file = row?.runToken ? join(storageDir, csvObjectKey({ ...row, runToken: row.runToken })) : undefined;
    const written = await (file ? stat(file) : Promise.reject(new Error('not started'))).then(
      () => true,
      () => false,
    );
    if (written) chargePeak = Math.max(chargePeak, rss);
    else streamPeak = Math.max(streamPeak, rss);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every key the benchmark's worker left under its prefix (all its queues, not only csv-export). */
async function deleteRedisPrefix(redisUrl: string, prefix: string): Promise<void> {
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

/** Exports every row of one kind `runs` times, each after a COPY of the same query; prints a line per run. */
async function benchKind<K extends SearchableKind>(
  db: DataSource,
  queue: Queue<CsvExportJob>,
  worker: ChildProcess,
  dir: string,
  definition: SearchKindDefinition<K>,
  runs: number,
): Promise<ExportBenchResult[]> {
  const kind = definition.kind;
  const criteria = EXPORT_ALL[kind]();
  const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM ${definition.table}`);
  if (n === 0) throw new Error(`${db.driver.database} has no ${definition.table}: seed it first`);
  const downloads = new CsvDownloadsRepository(db);
  const results: ExportBenchResult[] = [];
  log(
    `\nCSV export of every ${definition.noun.one} (${definition.table}: ${n.toLocaleString('en-US')} rows; worker: 1 process, concurrency 1, local storage)\n`,
  );
  log(
    `${'run'.padEnd(4)} ${'rows'.padStart(10)} ${'COPY rows/s'.padStart(12)} ${'export rows/s'.padStart(14)} ${'ratio'.padStart(6)} ${'COPY s'.padStart(7)} ${'stream s'.padStart(9)} ${'charge s'.padStart(9)} ${'file MB'.padStart(8)} ${'COPY MB'.padStart(8)} ${'worker peak RSS MB'.padStart(19)} ${'(stream/charge)'.padStart(16)}`,
  );
  for (let run = 1; run <= runs; run++) {
    const copy = await copyBaseline(db, definition, criteria);
    const userId = await benchUser(db, n + 1000);
    const download = await downloads.insert(userId, { kind, name: `bench ${kind} ${run}`, criteria, rowLimit: null });
    await queueCsvExport(queue, download.id);
    const storageDir = join(dir, 'storage');
    const { row: ready, streamPeak, chargePeak } = await waitForReady(downloads, download.id, storageDir, worker);
    const path = join(storageDir, ready.objectKey as string);
    const [times] = await db.query(`SELECT started_at, completed_at FROM csv_downloads WHERE id = $1`, [download.id]);
    const file = await stat(path);
    const total = (times.completed_at.getTime() - times.started_at.getTime()) / 1000;
    // The file is renamed into place when the stream ends; the charge transaction follows.
    const streamSeconds = (file.mtimeMs - times.started_at.getTime()) / 1000;
    // COPY and the export read the same rows of the same (unchanged) data.
    const rows = ready.totalRows ?? 0;
    const result: ExportBenchResult = {
      kind,
      rows,
      copyRowsPerSecond: rows / copy.seconds,
      copyBytes: copy.bytes,
      exportRowsPerSecond: rows / total,
      streamSeconds,
      chargeSeconds: total - streamSeconds,
      fileBytes: file.size,
      workerPeakRssMb: await peakRssMb(worker.pid as number),
      streamPeakRssMb: streamPeak,
      chargePeakRssMb: chargePeak,
    };
    results.push(result);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
    log(
      `${String(run).padEnd(4)} ${rows.toLocaleString('en-US').padStart(10)} ${Math.round(result.copyRowsPerSecond).toLocaleString('en-US').padStart(12)} ${Math.round(result.exportRowsPerSecond).toLocaleString('en-US').padStart(14)} ${(result.exportRowsPerSecond / result.copyRowsPerSecond).toFixed(2).padStart(6)} ${copy.seconds.toFixed(1).padStart(7)} ${streamSeconds.toFixed(1).padStart(9)} ${result.chargeSeconds.toFixed(1).padStart(9)} ${mb(file.size).padStart(8)} ${mb(copy.bytes).padStart(8)} ${result.workerPeakRssMb.toFixed(0).padStart(19)} ${`${streamPeak.toFixed(0)}/${chargePeak.toFixed(0)}`.padStart(16)}`,
    );
  }
  return results;
}

export async function runExportBench(options: ExportBenchOptions): Promise<ExportBenchResult[]> {
  const url = options.databaseUrl;
  const db = createDataSource(url, 'leadsignal-export-bench');
  await db.initialize();
  const dir = await mkdtemp(join(tmpdir(), 'leadsignal-export-bench-'));
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `lsbench:export_${process.pid}_${randomBytes(3).toString('hex')}`;
  const queue = new Queue<CsvExportJob>(QUEUES.csvExport, {
    connection: redisConnectionOptions(redisUrl, 'worker'),
    prefix,
  });
  // The worker's V8 flags as `npm start` (tools/start.js) runs it, after any extra ones for a diagnosis
  // (BENCH_WORKER_FLAGS=--trace-gc shows the worker's heap over the run).
  const worker = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_WORKER_FLAGS?.split(' ') ?? []),
      '--max-semi-space-size=4',
      join(__dirname, '../../apps/worker/src/main.js'),
    ],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATABASE_URL: url,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: prefix,
        STORAGE_DRIVER: 'local',
        STORAGE_LOCAL_DIR: join(dir, 'storage'),
        WORKER_CONCURRENCY: '1',
        JWT_SECRET: randomBytes(32).toString('hex'),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const results: ExportBenchResult[] = [];
  try {
    await runMigrations(db);
    for (const kind of options.kinds) {
      results.push(...(await benchKind(db, queue, worker, dir, searchKindDefinition(kind), options.runs)));
    }
  } finally {
    worker.kill('SIGTERM');
    await new Promise((resolve) => (worker.exitCode !== null ? resolve(null) : worker.once('exit', resolve)));
    await queue.close();
    await deleteRedisPrefix(redisUrl, prefix);
    await db.destroy();
    await rm(dir, { recursive: true, force: true });
  }
  return results;
}

if (require.main === module) {
  runExportBench(parseArgs(process.argv.slice(2))).catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
