// Takes jobs off the csv-export queue: `export` (one per CSV download, jobId = its id) and the scheduled
// `cleanup` (the retention sweep). The work is in CsvExportService, ExportReconcilerService and
// ExportRetentionService. An interruption is not a failure: a run whose worker stops (killed, crashed,
// lost Redis) runs again from the start — BullMQ's stalled-job check puts it back, however often — and
// only the export's own errors count as attempts; csv_downloads.interruptions guards the export that kills
// every worker that takes it (CSV_EXPORT_MAX_INTERRUPTIONS). Each run has a token of its own: a run whose lock
// BullMQ gave to another while it ran can neither finish the row, nor release or fail it (CsvExportService).
import { randomUUID } from 'node:crypto';
import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { CSV_EXPORT_JOBS, QUEUES, type CsvExportJob } from '@leadsignal/contracts';
import { UnrecoverableError, WaitingError, type Job, type Queue } from 'bullmq';
import { APP_CONFIG, loadEnv, type Env } from '@leadsignal/server-core';
import { QueueProcessor } from '../queue-processor';
import {
  CsvExportService,
  ExportHandedBackError,
  ExportReconcilerService,
  ExportRejectedError,
  type ExportOutcome,
  ExportRetentionService,
  type SweepResult,
} from '@leadsignal/exports';

/** Read when the process starts: BullMQ takes its lock settings when the worker is created. */
const env = loadEnv();

export const CLEANUP_SCHEDULER_ID = 'csv-export-retention';

@Processor(QUEUES.csvExport, {
  autorun: false,
  // A live worker renews its lock every lockDuration / 2; a dead one's job is moved back to waiting by
  // the stalled-job check of any other worker and runs again from the start (see CsvExportService).
  lockDuration: env.CSV_EXPORT_LOCK_DURATION_MS,
  stalledInterval: env.CSV_EXPORT_STALLED_INTERVAL_MS,
  // BullMQ never fails a job for stalling: interruptions are counted per export in PostgreSQL instead.
  maxStalledCount: Number.MAX_SAFE_INTEGER,
})
export class CsvExportProcessor extends QueueProcessor<CsvExportJob, ExportOutcome | SweepResult> {
  /** The exports running in this process, to stop when the worker hands them back. */
  private readonly running = new Map<string, AbortController>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: Env,
    @InjectQueue(QUEUES.csvExport) private readonly queue: Queue,
    private readonly exports: CsvExportService,
    private readonly retention: ExportRetentionService,
    private readonly reconciler: ExportReconcilerService,
  ) {
    super(config.WORKER_CONCURRENCY);
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    // A job failed while its row was not updated (an old job that stalled too often, or a worker that died
    // in between) is put right by the reconciler, at start and every WORKER_RECONCILE_EVERY_MS.
    this.repeat('reconciling CSV downloads with their jobs', async () => {
      const result = await this.reconciler.reconcile();
      if (result && (result.requeued || result.failed)) this.logger.log(result, 'CSV downloads reconciled');
    });
    this.keepScheduled(this.queue, {
      id: CLEANUP_SCHEDULER_ID,
      repeat: { every: this.config.CSV_EXPORT_CLEANUP_EVERY_MS },
      template: { name: CSV_EXPORT_JOBS.cleanup, data: {}, opts: { removeOnComplete: 50, removeOnFail: 50 } },
    });
  }

  protected override handBack(): void {
    for (const controller of this.running.values()) controller.abort();
  }

  async process(job: Job<CsvExportJob>, token?: string): Promise<ExportOutcome | SweepResult> {
    if (job.name === CSV_EXPORT_JOBS.cleanup) return this.retention.sweep();
    const { downloadId } = job.data;
    const controller = new AbortController();
    const runToken = randomUUID();
    this.running.set(downloadId, controller);
    try {
      return await this.exports.run(downloadId, {
        maxInterruptions: this.config.CSV_EXPORT_MAX_INTERRUPTIONS,
        signal: controller.signal,
        runToken,
      });
    } catch (error) {
      if (error instanceof ExportHandedBackError || controller.signal.aborted) {
        // Back to Queued (not an interruption) and back to waiting, where another worker takes it at once.
        await this.exports.release(downloadId, runToken);
        await job.moveToWait(token);
        this.logger.log({ downloadId }, 'CSV export handed back to the queue');
        throw new WaitingError();
      }
      const rejected = error instanceof ExportRejectedError;
      // attemptsMade counts the failed attempts before this one.
      if (rejected || job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        await this.exports.fail(downloadId, error, runToken);
      } else {
        // Retried after a backoff: Queued meanwhile, and the retry is not an interruption.
        await this.exports.release(downloadId, runToken);
      }
      throw rejected ? new UnrecoverableError(error.message) : error;
    } finally {
      this.running.delete(downloadId);
    }
  }
}
