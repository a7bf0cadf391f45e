// PostgreSQL is the record of the work to do (issue 15 item 4), against a real worker process, PostgreSQL and
// Redis: after this run's Redis data is wiped (what FLUSHALL or a Redis restarted empty does to it — the
// shared test Redis itself is never flushed) and after an API killed between writing a row and queueing its
// job, every accepted export and e-mail is processed (by the worker's reconciliation, every 2 s here), none twice;
// the job schedulers come back.
import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CsvDownloadStatus, QUEUES, type CsvExportJob, type MailJob } from '@leadsignal/contracts';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { insertAlerts, ledgerOf, newMarker } from '@leadsignal/testing';
import { queueCsvExport } from '@leadsignal/exports';
import { MailOutboxRepository, MailService, seedEmailTemplates } from '@leadsignal/mail';
import { workerHarness } from '../test/harness';
import { csvExports } from '../test/csv-exports';
import { CLEANUP_SCHEDULER_ID } from './csv-export/csv-export.processor';
import { MONITORING_SCHEDULER_ID } from './monitoring/monitoring.processor';

jest.setTimeout(150_000);

describe('work recorded in PostgreSQL survives Redis losing its data', () => {
  const harness = workerHarness({ label: 'outbox' });
  const { until, wipeRedis } = harness;
  const csv = csvExports(harness);
  let dataSource: DataSource;
  let exportQueue: Queue<CsvExportJob>;
  let mailQueue: Queue<MailJob>;

  beforeAll(async () => {
    dataSource = harness.dataSource;
    await seedEmailTemplates(dataSource);
    exportQueue = harness.queue<CsvExportJob>(QUEUES.csvExport);
    mailQueue = harness.queue<MailJob>(QUEUES.mail);
  });

  afterAll(wipeRedis);

  it('processes every accepted export and e-mail, once each, and re-creates the schedulers', async () => {
    const marker = newMarker('outbox');
    const alerts = await insertAlerts(dataSource, marker, 12);
    const userId = await harness.newUser(100, 'outbox');
    const newDownload = (name: string) => csv.newDownload(userId, marker, name);

    // Accepted while Redis had its data: rows and jobs, mails and jobs …
    const queued = await newDownload('Queued before the flush');
    await queueCsvExport(exportQueue, queued);
    const mails = new MailService(mailQueue, new MailOutboxRepository(dataSource));
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

    // The limits below only catch work that is never done; how soon it is done depends on the machine.
    harness.spawnWorker({ WORKER_RECONCILE_EVERY_MS: '2000' });
    await csv.untilStatus(queued, CsvDownloadStatus.Ready, 60_000);
    await csv.untilStatus(orphan, CsvDownloadStatus.Ready, 60_000);
    const sent = async () =>
      Number((await dataSource.query(`SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NOT NULL`))[0].n);
    await until(async () => (await sent()) === 3, 60_000);

    // Once each: one file per mail, one charge per export (the second export's rows were viewed already).
    const files = await readdir(harness.outboxDir);
    const delivered = await Promise.all(
      files.filter((name) => name.endsWith('.eml')).map((name) => readFile(join(harness.outboxDir, name), 'utf8')),
    );
    for (const to of recipients) expect(delivered.filter((text) => text.includes(to))).toHaveLength(1);
    const ledger = await ledgerOf(dataSource, userId);
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(-alerts.length);

    // The schedulers Redis lost while the worker runs come back within the check interval.
    await wipeRedis();
    const monitoring = harness.queue(QUEUES.monitoring);
    await until(
      async () =>
        Boolean(
          (await exportQueue.getJobScheduler(CLEANUP_SCHEDULER_ID)) &&
          (await monitoring.getJobScheduler(MONITORING_SCHEDULER_ID)),
        ),
      30_000,
    );
  });
});
