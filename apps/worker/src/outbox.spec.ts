// PostgreSQL is the record of the work to do (issue 15 item 4), against a real worker process, PostgreSQL and
// Redis: after this run's Redis data is wiped (what FLUSHALL or a Redis restarted empty does to it — the
// shared test Redis itself is never flushed) and after an API killed between writing a row and queueing its
// job, every accepted export and e-mail is processed within a minute, none twice; the job schedulers come back.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CsvDownloadStatus,
  QUEUES,
  alertSearchCriteriaSchema,
  type CsvExportJob,
  type MailJob,
} from '@leadsignal/contracts';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import {
  createDataSource,
  dropDatabase,
  ensureDatabase,
  redisConnectionOptions,
  runMigrations,
} from '@leadsignal/server-core';
import { fixtureCriteria, insertAlerts, ledgerOf, newMarker, stopProcess, waitFor } from '@leadsignal/testing';
import { CsvDownloadsRepository, queueCsvExport } from '@leadsignal/exports';
import { MailService, seedEmailTemplates } from '@leadsignal/mail';
import { spawnWorker } from '../test/worker-process';
import { CLEANUP_SCHEDULER_ID } from './csv-export/csv-export.processor';
import { MONITORING_SCHEDULER_ID } from './monitoring/monitoring.processor';

jest.setTimeout(150_000);

const RUN_ID = `${process.pid}_${randomBytes(4).toString('hex')}`;
const DATABASE_URL = `postgres://postgres@127.0.0.1:5432/leadsignal_worker_test_outbox_${RUN_ID}`;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REDIS_PREFIX = `lstest:outbox_${RUN_ID}`;

describe('work recorded in PostgreSQL survives Redis losing its data', () => {
  let dir: string;
  let dataSource: DataSource;
  let exportQueue: Queue<CsvExportJob>;
  let mailQueue: Queue<MailJob>;
  let worker: ChildProcess | undefined;

  /** This run's keys gone, as after FLUSHALL (only this run's prefix: the test Redis is shared). */
  async function wipeRedis(): Promise<void> {
    const redis = new Redis(REDIS_URL);
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${REDIS_PREFIX}:*`, 'COUNT', 1000);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'leadsignal-worker-outbox-'));
    await ensureDatabase(DATABASE_URL);
    dataSource = createDataSource(DATABASE_URL, 'leadsignal-worker-outbox-test');
    await dataSource.initialize();
    await runMigrations(dataSource);
    await seedEmailTemplates(dataSource);
    const connection = redisConnectionOptions(REDIS_URL, 'worker');
    exportQueue = new Queue<CsvExportJob>(QUEUES.csvExport, { connection, prefix: REDIS_PREFIX });
    mailQueue = new Queue<MailJob>(QUEUES.mail, { connection, prefix: REDIS_PREFIX });
  });

  afterAll(async () => {
    if (worker) await stopProcess(worker);
    await exportQueue?.obliterate({ force: true });
    await exportQueue?.close();
    await mailQueue?.close();
    await wipeRedis();
    await dataSource?.destroy();
    await dropDatabase(DATABASE_URL);
    await rm(dir, { recursive: true, force: true });
  });

  it('processes every accepted export and e-mail within a minute, once each, and re-creates the schedulers', async () => {
    const marker = newMarker('outbox');
    const alerts = await insertAlerts(dataSource, marker, 12);
    const [user] = await dataSource.query(
      `INSERT INTO users (email, user_name, first_name, last_name, monthly_available_credits)
       VALUES ($1, $1, 'Outbox', 'Test', 100) RETURNING id`,
      [`outbox-${randomBytes(4).toString('hex')}@example.com`],
    );
    const downloads = new CsvDownloadsRepository(dataSource);
    const criteria = alertSearchCriteriaSchema.parse(fixtureCriteria(marker));
    const newDownload = async (name: string) =>
      (await downloads.insert(user.id, { kind: 'alerts', name, criteria, rowLimit: null })).id;

    // Accepted while Redis had its data: rows and jobs, mails and jobs …
    const queued = await newDownload('Queued before the flush');
    await queueCsvExport(exportQueue, queued);
    const mails = new MailService(mailQueue, dataSource);
    const recipients = [0, 1, 2].map((i) => `reader-${i}-${randomBytes(3).toString('hex')}@example.com`);
    for (const to of recipients.slice(0, 2)) {
      await mails.send({ to, template: 'welcome', variables: { firstName: 'Reader', link: 'https://app.test' } });
    }
    // … and an API killed after writing a row, before queueing its job (an export and a mail).
    const orphan = await newDownload('API killed before queueing');
    await dataSource.query(`INSERT INTO mail_outbox (job) VALUES ($1)`, [
      JSON.stringify({ to: recipients[2], template: 'welcome', variables: { firstName: 'Reader', link: 'x' } }),
    ]);
    expect(await mailQueue.getJobCounts('waiting')).toEqual({ waiting: 2 });
    await wipeRedis();

    const started = Date.now();
    worker = spawnWorker({
      env: {
        NODE_ENV: 'test',
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
        DATABASE_URL,
        REDIS_URL,
        REDIS_PREFIX,
        STORAGE_DRIVER: 'local',
        STORAGE_LOCAL_DIR: join(dir, 'storage'),
        MAIL_OUTBOX_DIR: join(dir, 'outbox'),
        SMTP_URL: '',
        WORKER_RECONCILE_EVERY_MS: '2000',
      },
    });
    const ready = async (id: string) =>
      (await downloads.find(id))?.status === CsvDownloadStatus.Ready ? true : undefined;
    await waitFor(() => ready(queued), 60_000);
    await waitFor(() => ready(orphan), 60_000);
    const sent = async () =>
      Number((await dataSource.query(`SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NOT NULL`))[0].n);
    await waitFor(async () => ((await sent()) === 3 ? true : undefined), 60_000);
    expect(Date.now() - started).toBeLessThan(60_000);

    // Once each: one file per mail, one charge per export (the second export's rows were viewed already).
    const files = await readdir(join(dir, 'outbox'));
    const delivered = await Promise.all(
      files.filter((name) => name.endsWith('.eml')).map((name) => readFile(join(dir, 'outbox', name), 'utf8')),
    );
    for (const to of recipients) expect(delivered.filter((text) => text.includes(to))).toHaveLength(1);
    const ledger = await ledgerOf(dataSource, user.id);
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(-alerts.length);

    // The schedulers Redis lost while the worker runs come back within the check interval.
    await wipeRedis();
    const monitoring = new Queue(QUEUES.monitoring, {
      connection: redisConnectionOptions(REDIS_URL, 'worker'),
      prefix: REDIS_PREFIX,
    });
    try {
      await waitFor(
        async () =>
          (await exportQueue.getJobScheduler(CLEANUP_SCHEDULER_ID)) &&
          (await monitoring.getJobScheduler(MONITORING_SCHEDULER_ID))
            ? true
            : undefined,
        30_000,
      );
    } finally {
      await monitoring.close();
    }
  });
});
