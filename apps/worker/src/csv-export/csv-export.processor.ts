// Takes jobs off the csv-export queue: `export` (one per CSV download, jobId = its id) and the scheduled
// `cleanup` (the retention sweep). The work is in CsvExportService and ExportRetentionService.
import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { CSV_EXPORT_JOBS, QUEUES, type CsvExportJob } from '@leadsignal/contracts';
import { UnrecoverableError, type Job, type Queue } from 'bullmq';
import { APP_CONFIG } from '../../../api/src/common/config/config.module';
import type { Env } from '../../../api/src/common/config/env.schema';
import { QueueProcessor } from '../queue-processor';
import { CSV_EXPORT_SETTINGS, CsvExportService, ExportRejectedError, type ExportOutcome } from './csv-export.service';
import { loadCsvExportSettings, type CsvExportSettings } from './csv-export.settings';
import { ExportRetentionService, type SweepResult } from './export-retention.service';

/** Read when the process starts: BullMQ takes its lock settings when the worker is created. */
const settings = loadCsvExportSettings();

export const CLEANUP_SCHEDULER_ID = 'csv-export-retention';

@Processor(QUEUES.csvExport, {
  autorun: false,
  // A live worker renews its lock every lockDuration / 2; a dead one's job is moved back to waiting by
  // the stalled-job check of any other worker and runs again from the start (see CsvExportService).
  lockDuration: settings.lockDurationMs,
  stalledInterval: settings.stalledIntervalMs,
  // Once recovered is normal (a deploy, a crash); stalling again means the export itself kills workers.
  maxStalledCount: 1,
})
export class CsvExportProcessor extends QueueProcessor<CsvExportJob, ExportOutcome | SweepResult> {
  constructor(
    @Inject(APP_CONFIG) config: Env,
    @Inject(CSV_EXPORT_SETTINGS) private readonly exportSettings: CsvExportSettings,
    @InjectQueue(QUEUES.csvExport) private readonly queue: Queue,
    private readonly exports: CsvExportService,
    private readonly retention: ExportRetentionService,
  ) {
    super(config.WORKER_CONCURRENCY);
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    // A job that stalled once too often fails without process() running again: fail its row here.
    this.worker.on('failed', (job, error) => {
      if (!job || job.name !== CSV_EXPORT_JOBS.export || job.finishedOn === undefined) return;
      this.exports.fail(job.data.downloadId, error).catch((failure: unknown) => {
        this.logger.error({ jobId: job.id, err: failure }, 'could not mark the CSV download failed');
      });
    });
    // Every worker upserts the same scheduler; Redis keeps one.
    this.queue
      .upsertJobScheduler(
        CLEANUP_SCHEDULER_ID,
        { every: this.exportSettings.cleanupEveryMs },
        { name: CSV_EXPORT_JOBS.cleanup, data: {}, opts: { removeOnComplete: 50, removeOnFail: 50 } },
      )
      .catch((error: unknown) => this.logger.error({ err: error }, 'could not schedule the CSV retention sweep'));
  }

  async process(job: Job<CsvExportJob>): Promise<ExportOutcome | SweepResult> {
    if (job.name === CSV_EXPORT_JOBS.cleanup) return this.retention.sweep();
    const { downloadId } = job.data;
    try {
      return await this.exports.run(downloadId);
    } catch (error) {
      const rejected = error instanceof ExportRejectedError;
      // attemptsMade counts the failed attempts before this one.
      if (rejected || job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        await this.exports.fail(downloadId, error);
      }
      throw rejected ? new UnrecoverableError(error.message) : error;
    }
  }
}
