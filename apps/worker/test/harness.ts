// What the worker's integration specs share: a fresh database (migrated), Redis key prefix and storage folder
// per spec file, the worker's environment on them, the real WorkerModule in this process or the real worker
// (main.ts) as child processes, queues on the run's prefix, users, and polling. Call `workerHarness()` at the
// top of a `describe`: it registers the set-up and the tear-down (processes stopped after each test; queues,
// database and folder removed after all).
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import {
  createDataSource,
  dropDatabase,
  ensureDatabase,
  redisConnectionOptions,
  runMigrations,
} from '@leadsignal/server-core';
import { deleteRedisPrefix, stopProcess, waitFor } from '@leadsignal/testing';
import { WorkerModule } from '../src/worker.module';
import { spawnWorker } from './worker-process';

export interface WorkerHarnessOptions {
  /** Names this run's database, Redis prefix and temporary folder (e.g. 'csv', 'renewal'). */
  label: string;
  /** Variables every worker of this spec gets on top of the run's (e.g. short locks). */
  env?: Record<string, string>;
}

export interface WorkerHarness {
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly redisPrefix: string;
  /** The run's temporary folder (set in beforeAll). */
  readonly dir: string;
  /** Where the worker's local storage driver writes: `dir`/storage. */
  readonly storageDir: string;
  /** Where the worker writes the e-mails it sends: `dir`/outbox. */
  readonly outboxDir: string;
  /** A connection to the run's migrated database (set in beforeAll). */
  readonly dataSource: DataSource;
  /** The worker's environment on this run's database, Redis prefix and folders, with `extra` on top. */
  workerEnv(extra?: Record<string, string>): Record<string, string>;
  /** The real WorkerModule in this process; configuration comes from process.env as in production. Closed after each test. */
  startWorker(extra?: Record<string, string>): Promise<INestApplicationContext>;
  /** The real worker entry point (main.ts) as a child process. Stopped (SIGKILL) after each test. */
  spawnWorker(
    extra?: Record<string, string>,
    options?: { exportRowDelayMs?: number; crashOnExport?: boolean },
  ): ChildProcess;
  /** A queue on this run's Redis prefix; obliterated and closed after all tests. */
  queue<T>(name: string): Queue<T>;
  /** A user with `credits` of monthly allowance, e-mail `label-…@example.com`. */
  newUser(credits: number, label?: string): Promise<string>;
  /** Waits until `condition` holds (the rows a worker writes, a job's state …); fails after `timeoutMs`. */
  until(condition: () => Promise<boolean>, timeoutMs?: number): Promise<true>;
  /** Everything under this run's Redis prefix gone, as after FLUSHALL (the shared test Redis itself is kept). */
  wipeRedis(): Promise<void>;
}

export function workerHarness(options: WorkerHarnessOptions): WorkerHarness {
  const runId = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = `postgres://postgres@127.0.0.1:5432/leadsignal_worker_test_${options.label}_${runId}`;
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `lstest:${options.label}_${runId}`;
  let dir: string | undefined;
  let dataSource: DataSource | undefined;
  let app: INestApplicationContext | undefined;
  const children: ChildProcess[] = [];
  const queues: Queue[] = [];

  const setUp = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`workerHarness: ${what} is set in beforeAll`);
    return value;
  };

  const harness: WorkerHarness = {
    databaseUrl,
    redisUrl,
    redisPrefix,
    get dir() {
      return setUp(dir, 'dir');
    },
    get storageDir() {
      return join(harness.dir, 'storage');
    },
    get outboxDir() {
      return join(harness.dir, 'outbox');
    },
    get dataSource() {
      return setUp(dataSource, 'dataSource');
    },

    workerEnv(extra = {}) {
      return {
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        REDIS_PREFIX: redisPrefix,
        STORAGE_DRIVER: 'local',
        STORAGE_LOCAL_DIR: harness.storageDir,
        MAIL_OUTBOX_DIR: harness.outboxDir,
        SMTP_URL: '',
        WORKER_CONCURRENCY: '2',
        ...options.env,
        ...extra,
      };
    },

    async startWorker(extra = {}) {
      const values = harness.workerEnv(extra);
      const saved = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
      Object.assign(process.env, values);
      try {
        app = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
      } finally {
        for (const [name, value] of Object.entries(saved)) {
          if (value === undefined) delete process.env[name];
          else process.env[name] = value;
        }
      }
      return app;
    },

    spawnWorker(extra = {}, spawnOptions = {}) {
      const child = spawnWorker({ env: harness.workerEnv(extra), ...spawnOptions });
      children.push(child);
      return child;
    },

    queue<T>(name: string) {
      const queue = new Queue<T>(name, { connection: redisConnectionOptions(redisUrl, 'worker'), prefix: redisPrefix });
      queues.push(queue as Queue);
      return queue;
    },

    async newUser(credits, label = 'worker') {
      const [row] = await harness.dataSource.query(
        `INSERT INTO users (email, user_name, first_name, last_name) VALUES ($1, $1, 'Worker', 'Test') RETURNING id`,
        [`${label}-${randomBytes(5).toString('hex')}@example.com`],
      );
      await harness.dataSource.query(`UPDATE credit_accounts SET monthly_available_credits = $2 WHERE workspace_id = $1`, [
        row.id,
        credits,
      ]);
      return row.id;
    },

    until: (condition, timeoutMs) => waitFor(async () => ((await condition()) ? true : undefined), timeoutMs),

    wipeRedis: () => deleteRedisPrefix(redisUrl, redisPrefix),
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), `leadsignal-worker-${options.label}-`));
    await ensureDatabase(databaseUrl);
    dataSource = createDataSource(databaseUrl, `leadsignal-worker-${options.label}-test`);
    await dataSource.initialize();
    await runMigrations(dataSource);
  });

  afterEach(async () => {
    await app?.close();
    app = undefined;
    for (const child of children.splice(0)) await stopProcess(child);
  });

  afterAll(async () => {
    for (const queue of queues.splice(0)) {
      await queue.obliterate({ force: true });
      await queue.close();
    }
    await dataSource?.destroy();
    await dropDatabase(databaseUrl);
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  return harness;
}
