// The export soak (issue 18): exports must survive worker restarts. Starts the API and a worker on a
// database, Redis prefix and storage folder of their own, queues export-all requests through the API
// (each event type, all time and the last 3 months), SIGKILLs the worker at random moments and starts a
// new one each time, waits, then checks and prints: Ready / Failed / stuck, each file's rows against its
// search's count, temporary files left, and credits charged against the distinct rows exported.
//
//   npm run soak:exports -- [--kills 30] [--exports 24] [--events 400000] [--min-gap-ms 1000]
//                           [--max-gap-ms 4000] [--wait-s 600] [--keep] [--json]
//
// Exit code 0 when every export is Ready with exact rows, none Failed or stuck, no temporary file is
// left and the credits charged equal the distinct rows exported; 1 otherwise. Run from its sources
// (tools/soak/soak-exports.ts through libs/testing/src/run-ts.js, as the worker's spec does) it starts
// the API and worker from their sources; from dist, the built ones. SIGTERM or SIGINT (or the death of
// whatever started it: stopWhenOrphaned) stops it early: its API and worker are stopped and its database,
// Redis keys and folder removed, and it exits 1.
import { freePort } from '../free-port';
import 'reflect-metadata';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse } from 'csv-parse';
import Redis from 'ioredis';
import { Client } from 'pg';
import { CsvDownloadStatus } from '@leadsignal/contracts';
import { EVENT_TYPES } from '@leadsignal/reference-data';
import { dropDatabase, ensureDatabase, stopWhenOrphaned } from '@leadsignal/server-core';

export interface SoakOptions {
  kills: number;
  exports: number;
  events: number;
  minGapMs: number;
  maxGapMs: number;
  waitSeconds: number;
  keep: boolean;
  json: boolean;
}

export interface SoakResult {
  exports: number;
  ready: number;
  failed: number;
  stuck: number;
  /** Ready exports whose file's rows differ from their search's count (or from total_rows). */
  wrongRows: number;
  kills: number;
  interruptions: number;
  temporaryFiles: number;
  creditsCharged: number;
  /** Distinct alerts in the Ready files. */
  distinctRows: number;
  /** What those rows are paid for as: distinct contacts (or alerts without one) — what must be charged. */
  distinctItems: number;
  /** viewed_items rows of the user after the soak (each charged once). */
  viewedItems: number;
  failures: string[];
  seconds: number;
  ok: boolean;
}

const DEMO = { email: 'soak-demo@leadsignal.local', password: 'Soak-demo-password-1' };
const ROOT = resolve(__dirname, __filename.endsWith('.ts') ? '../..' : '../../../..');
const FROM_SOURCE = __filename.endsWith('.ts');

function parseArgs(argv: string[]): SoakOptions {
  const options: SoakOptions = {
    kills: 30,
    exports: 24,
    events: 400_000,
    minGapMs: 1000,
    maxGapMs: 4000,
    waitSeconds: 600,
    keep: false,
    json: false,
  };
  const numeric: Record<string, keyof SoakOptions> = {
    '--kills': 'kills',
    '--exports': 'exports',
    '--events': 'events',
    '--min-gap-ms': 'minGapMs',
    '--max-gap-ms': 'maxGapMs',
    '--wait-s': 'waitSeconds',
  };
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--keep') options.keep = true;
    else if (argv[i] === '--json') options.json = true;
    else if (numeric[argv[i]]) {
      const value = Number((argv[i + 1] ?? '').replace(/_/g, ''));
      if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${argv[i]} takes a whole number`);
      (options as unknown as Record<string, number>)[numeric[argv[i]]] = value;
      i++;
    } else throw new Error(`unknown argument ${argv[i]} (see the header of tools/soak/soak-exports.ts)`);
  }
  if (options.exports < 1 || options.exports > EVENT_TYPES.length * 2) {
    throw new Error(`--exports takes 1 to ${EVENT_TYPES.length * 2}`);
  }
  return options;
}

export async function runSoak(
  options: SoakOptions,
  say: (line: string) => void,
  /** Aborted: the soak stops where it is waiting, and cleans up as when it ends. */
  stop?: AbortSignal,
): Promise<SoakResult> {
  const sleep = (ms: number) =>
    new Promise<void>((done, fail) => {
      if (stop?.aborted) return fail(new Error('soak stopped'));
      const stopped = () => {
        clearTimeout(timer);
        fail(new Error('soak stopped'));
      };
      const timer = setTimeout(() => {
        stop?.removeEventListener('abort', stopped);
        done();
      }, ms);
      stop?.addEventListener('abort', stopped, { once: true });
    });
  const started = Date.now();
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/leadsignal');
  base.pathname = `/leadsignal_soak_${id}`;
  const databaseUrl = base.toString();
  const dir = await mkdtemp(join(tmpdir(), 'leadsignal-soak-'));
  const storageDir = join(dir, 'storage');
  const port = await freePort();
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `leadsignal-soak:${id}`;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'development',
    LOG_LEVEL: process.env.SOAK_LOG_LEVEL ?? 'warn',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: redisPrefix,
    STORAGE_DRIVER: 'local',
    STORAGE_LOCAL_DIR: storageDir,
    MAIL_OUTBOX_DIR: join(dir, 'outbox'),
    SMTP_URL: '',
    SERVE_SPA: 'false',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_ADMIN_PASSWORD: 'Soak-admin-password-1',
    SEED_DEMO_EMAIL: DEMO.email,
    SEED_DEMO_PASSWORD: DEMO.password,
    SEED_DEMO_EVENTS: String(options.events),
    RATE_LIMIT_PER_MINUTE: '100000',
    // The measurement: a dead worker's export is noticed within seconds.
    CSV_EXPORT_LOCK_DURATION_MS: process.env.CSV_EXPORT_LOCK_DURATION_MS ?? '5000',
    CSV_EXPORT_STALLED_INTERVAL_MS: process.env.CSV_EXPORT_STALLED_INTERVAL_MS ?? '2000',
    // Its API and worker stop by themselves if the soak is killed outright (apps/*/main.ts, stopWhenOrphaned).
    LEADSIGNAL_LAUNCHER_PID: String(process.pid),
  };
  const children = new Set<ChildProcess>();
  const start = (name: 'api' | 'worker', n: number): ChildProcess => {
    if (stop?.aborted) throw new Error('soak stopped');
    const entry = FROM_SOURCE ? `apps/${name}/src/main.ts` : `dist/server/apps/${name}/src/main.js`;
    const args = FROM_SOURCE
      ? [join(ROOT, 'libs/testing/src/run-ts.js'), join(ROOT, entry)]
      : ['--enable-source-maps', join(ROOT, entry)];
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const log = createWriteStream(join(dir, `${name}-${n}.log`));
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
    children.add(child);
    child.once('exit', () => children.delete(child));
    return child;
  };
  const kill = async (child: ChildProcess, signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill(signal);
    await exited;
  };

  const db = new Client({ connectionString: databaseUrl });
  const failures: string[] = [];
  try {
    await ensureDatabase(databaseUrl);
    say(`database ${base.pathname.slice(1)}, Redis prefix ${redisPrefix}, logs in ${dir}`);
    const api = start('api', 0);
    const http = `http://127.0.0.1:${port}/api`;
    say(`starting the API (seeding ${options.events.toLocaleString('en-US')} demo events) …`);
    for (let ready = false; !ready;) {
      if (api.exitCode !== null) throw new Error(`the API exited (${api.exitCode}); see ${dir}/api-0.log`);
      ready = await fetch(`${http}/health/ready`)
        .then((res) => res.ok)
        .catch(() => false);
      if (!ready) await sleep(500);
    }
    await db.connect();
    const [user] = (await db.query(`SELECT id FROM users WHERE email = $1`, [DEMO.email])).rows;
    // Plenty of credits and no row cap: the soak is about restarts, not about the 402 rules.
    await db.query(
      `UPDATE credit_accounts SET monthly_available_credits = 100000000, download_limit = 0 WHERE workspace_id = $1`,
      [user.id],
    );
    const balance = async () =>
      Number(
        (await db.query(`SELECT monthly_available_credits AS c FROM credit_accounts WHERE workspace_id = $1`, [user.id]))
          .rows[0].c,
      );
    const creditsBefore = await balance();
    const login = await fetch(`${http}/auth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${http}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, unknown> };
    };

    let workers = 0;
    let worker = start('worker', workers++);

    // Each event type, all time and the last 3 months.
    const searches = EVENT_TYPES.flatMap((type) => [
      { label: `${type.value}, all time`, criteria: { isTriggerEventsTypeSelected: true, eventTypes: [type.value] } },
      {
        label: `${type.value}, last 3 months`,
        criteria: {
          isTriggerEventsTypeSelected: true,
          eventTypes: [type.value],
          isTriggerEventsDateRangeSelected: true,
          alertDateRangeOption: 4,
        },
      },
    ]).slice(0, options.exports);
    const expected = new Map<string, { label: string; count: number }>();
    for (const [i, search] of searches.entries()) {
      const counted = await post('event/gettriggerevents', { ...search.criteria, page: 1 });
      const count = Number(counted.body.totalCount);
      if (counted.status !== 200 || !Number.isFinite(count)) {
        throw new Error(`search ${search.label} answered ${counted.status}`);
      }
      if (count === 0) {
        say(`  ${search.label}: no rows, skipped`);
        continue;
      }
      const queued = await post('event/downloadAllTriggerEvents', {
        ...search.criteria,
        csvDownloadName: `Soak ${i + 1} ${search.label}`,
      });
      if (queued.status !== 200 && queued.status !== 201) {
        throw new Error(`export of ${search.label} answered ${queued.status} ${JSON.stringify(queued.body)}`);
      }
      expected.set(String(queued.body.id), { label: search.label, count });
    }
    say(`queued ${expected.size} exports; killing the worker ${options.kills} times …`);

    const unfinished = async () =>
      Number(
        (await db.query(`SELECT count(*) AS n FROM csv_downloads WHERE user_id = $1 AND status IN (3, 4)`, [user.id]))
          .rows[0].n,
      );
    let kills = 0;
    for (; kills < options.kills; kills++) {
      const gap = options.minGapMs + Math.random() * Math.max(0, options.maxGapMs - options.minGapMs);
      await sleep(gap);
      if ((await unfinished()) === 0) break;
      await kill(worker, 'SIGKILL');
      worker = start('worker', workers++);
    }
    say(`${kills} kills; waiting up to ${options.waitSeconds} s for the exports …`);
    const deadline = Date.now() + options.waitSeconds * 1000;
    while ((await unfinished()) > 0 && Date.now() < deadline) await sleep(500);

    const rows = (
      await db.query(
        `SELECT id, status, total_rows AS "totalRows", object_key AS "objectKey", interruptions, error
         FROM csv_downloads WHERE user_id = $1`,
        [user.id],
      )
    ).rows as {
      id: string;
      status: number;
      totalRows: number | null;
      objectKey: string | null;
      interruptions: number;
      error: string | null;
    }[];
    const distinct = new Set<string>();
    let wrongRows = 0;
    for (const row of rows) {
      const search = expected.get(row.id);
      if (row.status === CsvDownloadStatus.Failed) failures.push(`${search?.label}: Failed — ${row.error}`);
      if (row.status !== CsvDownloadStatus.Ready || !row.objectKey) continue;
      let records = 0;
      const parser = createReadStream(join(storageDir, row.objectKey)).pipe(parse({ bom: true, from_line: 2 }));
      for await (const record of parser as AsyncIterable<string[]>) {
        records += 1;
        distinct.add(record[0]);
      }
      if (records !== search?.count || row.totalRows !== records) {
        wrongRows += 1;
        failures.push(
          `${search?.label}: ${records} rows in the file, ${row.totalRows} recorded, ${search?.count} counted`,
        );
      }
    }
    const temporaryFiles = await countTemporaryFiles(storageDir);
    const ledger = (
      await db.query(
        `SELECT coalesce(-sum(delta), 0) AS charged FROM credit_ledger WHERE user_id = $1 AND reference = ANY($2::text[])`,
        [user.id, rows.map((row) => row.id)],
      )
    ).rows[0];
    const creditsCharged = creditsBefore - (await balance());
    if (Number(ledger.charged) !== creditsCharged) {
      failures.push(`ledger says ${ledger.charged} charged, the balance fell by ${creditsCharged}`);
    }
    // An alert is paid for as its contact (a person is paid for once), or as itself when it names none.
    const [{ items }] = (
      await db.query(
        `SELECT count(DISTINCT (CASE WHEN contact_id IS NULL THEN 'alert' ELSE 'prospect' END, coalesce(contact_id, id)))
           AS items FROM trigger_events WHERE id = ANY($1::uuid[])`,
        [[...distinct]],
      )
    ).rows;
    const [{ viewed }] = (await db.query(`SELECT count(*) AS viewed FROM viewed_items WHERE user_id = $1`, [user.id]))
      .rows;
    const count = (status: number) => rows.filter((row) => row.status === status).length;
    const result: SoakResult = {
      exports: rows.length,
      ready: count(CsvDownloadStatus.Ready),
      failed: count(CsvDownloadStatus.Failed),
      stuck: count(CsvDownloadStatus.Queued) + count(CsvDownloadStatus.Processing),
      wrongRows,
      kills,
      interruptions: rows.reduce((sum, row) => sum + row.interruptions, 0),
      temporaryFiles,
      creditsCharged,
      distinctRows: distinct.size,
      distinctItems: Number(items),
      viewedItems: Number(viewed),
      failures,
      seconds: Math.round((Date.now() - started) / 1000),
      ok: false,
    };
    result.ok =
      result.ready === result.exports &&
      result.exports === expected.size &&
      !result.wrongRows &&
      !result.temporaryFiles &&
      result.creditsCharged === result.distinctItems &&
      result.viewedItems === result.distinctItems &&
      !failures.length;
    await kill(worker, 'SIGTERM');
    await kill(api, 'SIGTERM');
    return result;
  } finally {
    for (const child of [...children]) await kill(child, 'SIGKILL');
    await db.end().catch(() => undefined);
    if (!options.keep) {
      await dropDatabase(databaseUrl).catch(() => undefined);
      await clearRedisPrefix(redisUrl, redisPrefix).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    }
  }
}

async function countTemporaryFiles(dir: string): Promise<number> {
  let count = 0;
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries) if (entry.isFile() && entry.name.endsWith('.partial')) count += 1;
  return count;
}

async function clearRedisPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export function formatSoak(result: SoakResult, options: SoakOptions): string {
  return [
    `export soak: ${options.exports} exports over ${options.events.toLocaleString('en-US')} events, ` +
      `worker SIGKILLed ${result.kills} times (${options.minGapMs}–${options.maxGapMs} ms apart), ${result.seconds} s`,
    `  Ready ${result.ready} / Failed ${result.failed} / stuck ${result.stuck} (of ${result.exports})`,
    `  rows: ${result.exports - result.wrongRows - result.failed - result.stuck} of ${result.exports} files exactly their search's count`,
    `  interruptions recorded: ${result.interruptions}`,
    `  temporary files left: ${result.temporaryFiles}`,
    `  credits charged: ${result.creditsCharged}; distinct rows exported: ${result.distinctRows}, paid for as ` +
      `${result.distinctItems} distinct contacts/alerts; rows marked viewed: ${result.viewedItems}`,
    ...result.failures.map((failure) => `  ! ${failure}`),
    result.ok ? 'OK' : 'NOT OK',
  ].join('\n');
}

// Run directly (dist) or through libs/testing/src/run-ts.js (sources: the entry is argv[2]).
const direct = require.main === module;
if (direct || resolve(process.argv[2] ?? '') === __filename) {
  const options = parseArgs(process.argv.slice(direct ? 2 : 3));
  const say = (line: string) => process.stdout.write(`${line}\n`);
  const stop = new AbortController();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => stop.abort());
  stopWhenOrphaned({ log: (message) => console.error(`[soak] ${message}`) });
  runSoak(options, options.json ? () => undefined : say, stop.signal)
    .then((result) => {
      say(options.json ? JSON.stringify(result) : formatSoak(result, options));
      process.exit(result.ok ? 0 : 1);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    });
}
