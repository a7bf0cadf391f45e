// Exports survive worker restarts (issue 18), against real worker processes, PostgreSQL, Redis and disk:
// a worker killed twice during one export; a row whose job failed or vanished while its worker died; an
// export that kills every worker that takes it; SIGTERM during an export (handed back, exit 0).
import type { ChildProcess } from 'node:child_process';
import { CsvDownloadStatus, QUEUES, type CsvExportJob } from '@leadsignal/contracts';
import { Worker, type Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { redisConnectionOptions } from '@leadsignal/server-core';
import {
  creditsOf,
  insertAlerts,
  ledgerOf,
  newMarker,
  parseCsv,
  sleep,
  stopProcess,
  viewedIds,
  waitFor,
  within,
  type FixtureAlert,
} from '@leadsignal/testing';
import { CSV_EXPORT_JOB_OPTIONS, queueCsvExport } from '@leadsignal/exports';
import { workerHarness } from '../../test/harness';
import { csvExports } from '../../test/csv-exports';

// Each scenario starts several worker processes from their sources; a busy machine makes that slow.
jest.setTimeout(300_000);

/** Short locks and checks, so a dead worker's export is noticed in about a second. */
const FAST = {
  CSV_EXPORT_LOCK_DURATION_MS: '1500',
  CSV_EXPORT_STALLED_INTERVAL_MS: '700',
  WORKER_RECONCILE_EVERY_MS: '1000',
};

describe('csv exports across worker restarts', () => {
  const harness = workerHarness({ label: 'restarts', env: FAST });
  const { spawnWorker } = harness;
  const csv = csvExports(harness, { waitMs: 60_000 });
  const { rowOf, statusOf, untilStatus, filesIn, partialWritten } = csv;
  let dataSource: DataSource;
  let queue: Queue<CsvExportJob>;
  let marker: string;
  let alerts: FixtureAlert[];

  const exited = (child: ChildProcess) =>
    new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null)
        resolve({ code: child.exitCode, signal: child.signalCode });
      else child.once('exit', (code, signal) => resolve({ code, signal }));
    });

  const newUser = (credits: number) => harness.newUser(credits, 'restart');
  const newDownload = (userId: string, name?: string) => csv.newDownload(userId, marker, name);

  /** Ready with every row, charged exactly once, nothing left half written. */
  async function expectExported(id: string, userId: string, credits: number): Promise<void> {
    expect(await ledgerOf(dataSource, userId)).toEqual([{ delta: -alerts.length, reference: id }]);
    expect(await creditsOf(dataSource, userId)).toBe(credits - alerts.length);
    expect(await viewedIds(dataSource, userId)).toEqual(alerts.map((a) => a.id).sort());
    expect(await filesIn(userId)).toEqual([await csv.readyFileName(id)]);
    const text = await csv.fileOf(id);
    expect(parseCsv(text).map((record) => record['Alert ID'])).toEqual(alerts.map((a) => a.id));
  }

  beforeAll(async () => {
    dataSource = harness.dataSource;
    queue = harness.queue<CsvExportJob>(QUEUES.csvExport);
    marker = newMarker('restarts');
    alerts = await insertAlerts(dataSource, marker, 30);
  });

  it('finishes an export whose worker was killed twice: Ready, every row, charged once, no temporary file', async () => {
    const userId = await newUser(100);
    const id = await newDownload(userId, 'Killed twice');
    await queueCsvExport(queue, id);

    for (let kill = 0; kill < 2; kill += 1) {
      const doomed = spawnWorker({}, { exportRowDelayMs: 100 });
      // This worker's run has started (a run that finds the row still Processing counts the interruption).
      await waitFor(async () => {
        const row = await rowOf(id);
        return row?.status === CsvDownloadStatus.Processing && row.interruptions === kill ? true : undefined;
      });
      await sleep(400);
      await partialWritten(userId);
      doomed.kill('SIGKILL');
      await exited(doomed);
      expect(await statusOf(id)).toBe(CsvDownloadStatus.Processing);
      expect(await ledgerOf(dataSource, userId)).toEqual([]);
    }

    spawnWorker();
    await untilStatus(id, CsvDownloadStatus.Ready);
    expect((await rowOf(id))?.interruptions).toBe(2);
    await expectExported(id, userId, 100);
    expect(await (await queue.getJob(id))?.getState()).toBe('completed');
  });

  it('puts right rows whose job failed, completed or vanished while their worker died', async () => {
    const userId = await newUser(1000);
    // 1. The old failure mode: BullMQ failed the job for stalling and the worker that would have set the row
    //    Failed was killed first — the row stays Processing next to a failed job.
    const stalled = await newDownload(userId, 'Stalled job failed');
    await dataSource.query(`UPDATE csv_downloads SET status = $2 WHERE id = $1`, [stalled, 4]);
    await queue.add('export', { downloadId: stalled }, { ...CSV_EXPORT_JOB_OPTIONS, jobId: stalled, attempts: 1 });
    // 2. A Queued row whose job Redis lost (FLUSHALL, a restart without persistence, an API killed before
    //    it queued the job).
    const lost = await newDownload(userId, 'Job lost');
    // 3. A job that failed on its own terms (storage refused) whose worker died before failing the row.
    const refused = await newDownload(userId, 'Failed, row not updated');
    await dataSource.query(`UPDATE csv_downloads SET status = 4 WHERE id = $1`, [refused]);
    await queue.add('export', { downloadId: refused }, { ...CSV_EXPORT_JOB_OPTIONS, jobId: refused, attempts: 1 });
    // A stand-in for the dead workers: fails both jobs and never touches the rows.
    const failer = new Worker<CsvExportJob>(
      QUEUES.csvExport,
      async (job) => {
        throw new Error(job.id === stalled ? 'job stalled more than allowable limit' : 'storage: EACCES');
      },
      { connection: redisConnectionOptions(harness.redisUrl, 'worker'), prefix: harness.redisPrefix },
    );
    for (const jobId of [stalled, refused]) {
      await waitFor(async () => ((await (await queue.getJob(jobId))?.getState()) === 'failed' ? true : undefined));
    }
    await failer.close();
    // Old enough for the reconciler (it leaves rows of the last two seconds to the API queueing them).
    await dataSource.query(`UPDATE csv_downloads SET created_at = now() - interval '1 minute' WHERE user_id = $1`, [
      userId,
    ]);

    // (The worker reconciles every second here: the limits only catch rows it never puts right.)
    spawnWorker();
    await untilStatus(stalled, CsvDownloadStatus.Ready, 60_000);
    await untilStatus(lost, CsvDownloadStatus.Ready, 60_000);
    await untilStatus(refused, CsvDownloadStatus.Failed, 60_000);
    expect((await rowOf(refused))?.error).toBe('The export failed: the file could not be saved to storage.');
    // Each Ready export charged once (the two cover the same rows: the second is free).
    const ledger = await ledgerOf(dataSource, userId);
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(-alerts.length);
    expect(await creditsOf(dataSource, userId)).toBe(1000 - alerts.length);

    // A row already Ready whose job is still waiting: the job does nothing.
    await queue.add('export', { downloadId: lost }, { jobId: `${lost}-late` });
    await waitFor(async () =>
      (await (await queue.getJob(`${lost}-late`))?.getState()) === 'completed' ? true : undefined,
    );
    expect((await queue.getJob(`${lost}-late`))?.returnvalue).toEqual({ outcome: 'skipped', why: 'finished' });
    expect(await creditsOf(dataSource, userId)).toBe(1000 - alerts.length);
  });

  it('fails, with a readable reason, an export that kills every worker that takes it, after CSV_EXPORT_MAX_INTERRUPTIONS', async () => {
    const userId = await newUser(100);
    const id = await newDownload(userId, 'Kills workers');
    await queueCsvExport(queue, id);
    const limit = { CSV_EXPORT_MAX_INTERRUPTIONS: '3' };

    let crashes = 0;
    while ((await statusOf(id)) !== CsvDownloadStatus.Failed) {
      expect(crashes).toBeLessThan(6);
      const worker = spawnWorker(limit, { crashOnExport: true });
      const end = await Promise.race([exited(worker), untilStatus(id, CsvDownloadStatus.Failed, 60_000)]);
      if (end !== true) crashes += 1;
      else {
        // The run that gave up sets Failed first and then removes what the crashed runs left; its job completes
        // after that. (Stopping its worker as soon as the row is Failed could stop it half way.)
        const jobState = async () => (await queue.getJob(id))?.getState();
        await waitFor(async () => ((await jobState()) === 'completed' ? true : undefined), 60_000);
        await stopProcess(worker);
      }
    }

    expect(crashes).toBe(3);
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: CsvDownloadStatus.Failed, interruptions: 3, totalRows: null, objectKey: null });
    expect(row?.error).toBe(
      'The export failed: it stopped the worker running it 3 times in a row (for example by running out of memory). Please try a narrower search or contact support.',
    );
    expect(await ledgerOf(dataSource, userId)).toEqual([]);
    expect(await creditsOf(dataSource, userId)).toBe(100);
    // The run that gave up removed what the crashed runs left half written.
    expect(await filesIn(userId)).toEqual([]);
  });

  it('hands an export back on SIGTERM: the worker exits 0 without finishing it, another finishes it, charged once', async () => {
    const userId = await newUser(100);
    const id = await newDownload(userId, 'Redeploy');
    await queueCsvExport(queue, id);

    const stopping = spawnWorker({ WORKER_SHUTDOWN_GRACE_MS: '500' }, { exportRowDelayMs: 150 });
    await untilStatus(id, CsvDownloadStatus.Processing);
    await partialWritten(userId);
    stopping.kill('SIGTERM');
    // The limit only catches a worker that never exits; that it stopped before the export was done is what
    // follows.
    expect(await within(exited(stopping), 60_000, 'the worker exiting')).toEqual({ code: 0, signal: null });
    // Handed back: Queued again, its job waiting for the next worker (not stalled), its temporary file gone.
    expect(await statusOf(id)).toBe(CsvDownloadStatus.Queued);
    expect(await (await queue.getJob(id))?.getState()).toBe('waiting');
    expect(await filesIn(userId)).toEqual([]);

    spawnWorker({ CSV_EXPORT_LOCK_DURATION_MS: '60000', CSV_EXPORT_STALLED_INTERVAL_MS: '30000' });
    await untilStatus(id, CsvDownloadStatus.Ready, 30_000);
    expect((await rowOf(id))?.interruptions).toBe(0);
    await expectExported(id, userId, 100);
  });

  it('finishes an export on SIGTERM when the grace period allows: exit 0, Ready, charged once', async () => {
    const userId = await newUser(100);
    const id = await newDownload(userId, 'Clean stop');
    await queueCsvExport(queue, id);

    const stopping = spawnWorker({ WORKER_SHUTDOWN_GRACE_MS: '60000' }, { exportRowDelayMs: 30 });
    await untilStatus(id, CsvDownloadStatus.Processing);
    stopping.kill('SIGTERM');
    expect(await exited(stopping)).toEqual({ code: 0, signal: null });
    expect(await statusOf(id)).toBe(CsvDownloadStatus.Ready);
    await expectExported(id, userId, 100);
  });
});
