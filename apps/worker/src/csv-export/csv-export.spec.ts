// The csv-export queue against real PostgreSQL, Redis and disk: a worker process killed with SIGKILL half way
// through an export, storage that refuses every write, a job that runs twice, and the retention sweep.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CsvDownloadStatus, QUEUES, alertSearchCriteriaSchema, type CsvExportJob } from '@leadsignal/contracts';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import {
  creditsOf,
  expectRowMatches,
  fixtureCriteria,
  insertAlerts,
  ledgerOf,
  newMarker,
  parseCsv,
  viewedIds,
  type FixtureAlert,
  sleep,
  waitFor,
} from '@leadsignal/testing';
import { CSV_EXPORT_JOB_OPTIONS, queueCsvExport, ExportRetentionService } from '@leadsignal/exports';
import { workerHarness } from '../../test/harness';
import { csvExports } from '../../test/csv-exports';
import { CLEANUP_SCHEDULER_ID, CsvExportProcessor } from './csv-export.processor';

// Real servers and processes: generous limits so a busy machine slows these tests down without failing them.
jest.setTimeout(90_000);

describe('csv-export queue (worker)', () => {
  const harness = workerHarness({ label: 'csv' });
  const { newUser, spawnWorker, startWorker } = harness;
  const csv = csvExports(harness);
  const { filesIn, statusOf, untilStatus } = csv;
  let dataSource: DataSource;
  let queue: Queue<CsvExportJob>;
  let marker: string;
  let alerts: FixtureAlert[];

  const newDownload = (userId: string, name?: string) => csv.newDownload(userId, marker, name);

  beforeAll(async () => {
    dataSource = harness.dataSource;
    queue = harness.queue<CsvExportJob>(QUEUES.csvExport);
    marker = newMarker('worker');
    alerts = await insertAlerts(dataSource, marker, 30);
  });

  it('survives a worker killed with SIGKILL mid-export: nothing Ready or charged, then exactly one file and one charge', async () => {
    const userId = await newUser(100);
    const id = await newDownload(userId, 'Crash test');
    await queueCsvExport(queue, id);
    // Short locks so the dead worker's job is noticed in seconds rather than a minute.
    const fastRecovery = { CSV_EXPORT_LOCK_DURATION_MS: '2000', CSV_EXPORT_STALLED_INTERVAL_MS: '1000' };

    const doomed = spawnWorker(fastRecovery, { exportRowDelayMs: 150 });
    // Half way: Processing, and the file being written (the local driver's hidden temporary file).
    await untilStatus(id, CsvDownloadStatus.Processing);
    await csv.partialWritten(userId);
    await sleep(500);
    doomed.kill('SIGKILL');
    await new Promise((resolve) => doomed.once('exit', resolve));

    expect(await statusOf(id)).toBe(CsvDownloadStatus.Processing);
    expect(await ledgerOf(dataSource, userId)).toEqual([]);
    expect(await viewedIds(dataSource, userId)).toEqual([]);
    expect(await creditsOf(dataSource, userId)).toBe(100);
    expect((await filesIn(userId)).filter((name) => !name.endsWith('.partial'))).toEqual([]);

    // Two fresh workers side by side: the stalled job is recovered and runs once.
    spawnWorker(fastRecovery);
    spawnWorker(fastRecovery);
    // Generous: two workers booting from their sources on a busy machine.
    await untilStatus(id, CsvDownloadStatus.Ready, 60000);

    expect(await ledgerOf(dataSource, userId)).toEqual([{ delta: -30, reference: id }]);
    expect(await creditsOf(dataSource, userId)).toBe(70);
    expect(await viewedIds(dataSource, userId)).toEqual(alerts.map((a) => a.id).sort());
    expect(await filesIn(userId)).toEqual([await csv.readyFileName(id)]);
    const records = parseCsv(await csv.fileOf(id));
    expect(records).toHaveLength(30);
    records.forEach((record, i) => expectRowMatches(record, alerts[i]));
    const job = await queue.getJob(id);
    expect(await job?.getState()).toBe('completed');
    expect(job?.returnvalue).toMatchObject({ outcome: 'ready', totalRows: 30, creditsCharged: 30 });
  });

  it('retries when storage refuses the file, then fails the row with a reason and charges nothing', async () => {
    const blocked = join(harness.dir, 'not-a-directory');
    await writeFile(blocked, 'a file where the storage directory should be');
    await startWorker({ STORAGE_LOCAL_DIR: blocked });
    const userId = await newUser(100);
    const id = await newDownload(userId, 'Storage down');

    await queue.add(
      'export',
      { downloadId: id },
      { ...CSV_EXPORT_JOB_OPTIONS, jobId: id, backoff: { type: 'fixed', delay: 50 } },
    );

    await waitFor(async () => ((await queue.getJob(id))?.finishedOn ? true : undefined));
    const job = await queue.getJob(id);
    expect(await job?.getState()).toBe('failed');
    expect(job?.attemptsMade).toBe(CSV_EXPORT_JOB_OPTIONS.attempts);
    const row = await csv.rowOf(id);
    expect(row).toMatchObject({
      status: CsvDownloadStatus.Failed,
      error: 'The export failed: the file could not be saved to storage.',
      totalRows: null,
      objectKey: null,
    });
    expect(await ledgerOf(dataSource, userId)).toEqual([]);
    expect(await viewedIds(dataSource, userId)).toEqual([]);
    expect(await creditsOf(dataSource, userId)).toBe(100);
  });

  it('does nothing when a finished export runs again, and uses WORKER_CONCURRENCY', async () => {
    const context = await startWorker({ WORKER_CONCURRENCY: '3' });
    expect(context.get(CsvExportProcessor).worker.concurrency).toBe(3);
    const userId = await newUser(100);
    const id = await newDownload(userId, 'Twice');
    await queueCsvExport(queue, id);
    await untilStatus(id, CsvDownloadStatus.Ready);
    // Queueing the same id again is a no-op (jobId = download id) …
    await queueCsvExport(queue, id);
    // … and even a second job for the download finds the work committed.
    const again = await queue.add('export', { downloadId: id }, { jobId: `${id}-again` });
    await waitFor(async () => ((await again.getState()) === 'completed' ? true : undefined));

    expect((await queue.getJob(`${id}-again`))?.returnvalue).toEqual({ outcome: 'skipped', why: 'finished' });
    expect(await ledgerOf(dataSource, userId)).toEqual([{ delta: -30, reference: id }]);
    expect(await filesIn(userId)).toEqual([await csv.readyFileName(id)]);
  });

  it('counts "last month" back from when the export was requested, however late it runs', async () => {
    await startWorker();
    const windowMarker = newMarker('asof');
    const rows = await insertAlerts(dataSource, windowMarker, 3);
    // 32 days old: inside "last month" for a request made 3 days ago, outside it today.
    await dataSource.query(`UPDATE trigger_events SET date_published = now() - interval '32 days' WHERE id = $1`, [
      rows[2].id,
    ]);
    const userId = await newUser(100);
    const criteria = alertSearchCriteriaSchema.parse({
      ...fixtureCriteria(windowMarker),
      isTriggerEventsDateRangeSelected: true,
      alertDateRangeOption: 3,
    });
    const { id } = await csv.downloads.insert(userId, {
      kind: 'alerts',
      name: 'As requested',
      criteria,
      rowLimit: null,
    });
    await dataSource.query(`UPDATE csv_downloads SET created_at = now() - interval '3 days' WHERE id = $1`, [id]);
    await queueCsvExport(queue, id);
    await untilStatus(id, CsvDownloadStatus.Ready);

    const file = await csv.fileOf(id);
    expect(parseCsv(file).map((record) => record['Alert ID'])).toEqual(rows.map((alert) => alert.id));
    expect(await ledgerOf(dataSource, userId)).toEqual([{ delta: -3, reference: id }]);
  });

  it('sweeps downloads older than the retention and re-queues rows whose job was lost', async () => {
    const context = await startWorker({ EXPORT_RETENTION_DAYS: '7' });
    expect(await queue.getJobScheduler(CLEANUP_SCHEDULER_ID)).toMatchObject({ name: 'cleanup' });
    const userId = await newUser(1000);
    const old = await newDownload(userId, 'Old');
    const recent = await newDownload(userId, 'Recent');
    const lost = await newDownload(userId, 'Lost job');
    const waiting = await newDownload(userId, 'Still queued');
    for (const id of [old, recent]) {
      await queueCsvExport(queue, id);
      await untilStatus(id, CsvDownloadStatus.Ready);
    }
    // A job that exists but has not run yet (delayed), next to a row whose job is gone.
    await queue.add('export', { downloadId: waiting }, { jobId: waiting, delay: 3_600_000 });
    await dataSource.query(`UPDATE csv_downloads SET created_at = now() - interval '8 days' WHERE id = $1`, [old]);
    await dataSource.query(`UPDATE csv_downloads SET created_at = now() - interval '1 hour' WHERE id = ANY($1)`, [
      [lost, waiting],
    ]);

    // Debris: a finished download's leftover temporary file goes, a running one's stays (files of a run, whose
    // key has its token, and of a download from before run tokens).
    const partialDir = join(harness.storageDir, 'csv-downloads/alerts', userId);
    const [recentPartial, waitingPartial] = [
      `.${recent}.${randomUUID()}.csv.0123456789ab.partial`,
      `.${waiting}.csv.0123456789ab.partial`,
    ];
    await writeFile(join(partialDir, recentPartial), 'half');
    await writeFile(join(partialDir, waitingPartial), 'half');
    const [oldFile, recentFile] = [await csv.readyFileName(old), await csv.readyFileName(recent)];

    const result = await context.get(ExportRetentionService).sweep();

    // (The worker's own periodic reconcile may have re-queued the lost row first.)
    expect(result).toMatchObject({ removed: 1, failed: 0, debris: 1 });
    expect(result.requeued).toBeLessThanOrEqual(1);
    expect(await csv.rowOf(old)).toBeUndefined();
    // (The re-queued lost export may be writing its own temporary file by now.)
    const files = await filesIn(userId);
    expect(files).toEqual(expect.arrayContaining([waitingPartial, recentFile]));
    expect(files).not.toContain(recentPartial);
    expect(files).not.toContain(oldFile);
    // The row whose job was lost is queued again under its own id and finishes.
    await untilStatus(lost, CsvDownloadStatus.Ready);
    expect(await statusOf(waiting)).toBe(CsvDownloadStatus.Queued);
    expect(await statusOf(recent)).toBe(CsvDownloadStatus.Ready);
  });
});
