// Keeps csv_downloads and the csv-export queue in agreement, whatever order processes died in. PostgreSQL is
// the record of the work to do: every Queued or Processing row must have a live job (waiting, delayed,
// active). One whose job is missing (the API died before queueing it, Redis lost its data), completed or
// failed without the row being updated (its worker died in between) is re-queued under its own id, or set
// Failed with the job's reason when the job failed for a reason of its own. Workers run it when they start
// and every WORKER_RECONCILE_EVERY_MS; a row Ready while its job still waits needs nothing: the job
// finds it finished and does nothing.
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CSV_EXPORT_JOBS, QUEUES, type CsvExportJob } from '@leadsignal/contracts';
import type { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { CsvDownloadsRepository } from './csv-downloads.repository';
import { CSV_EXPORT_JOB_OPTIONS } from './csv-export-job';

const BATCH = 1000;
/** One reconciler at a time across workers (pg_try_advisory_xact_lock key; the migrations use 724011). */
const LOCK_KEY = 724_012;

/** A job failed by BullMQ because its worker went away (not by the export itself). */
const INTERRUPTED = /stalled|lock|connection/i;

export interface ReconcileResult {
  checked: number;
  requeued: number;
  failed: number;
}

/** What the user reads when the job failed on its own terms but its worker died before saying so. */
export function reasonOfFailedJob(failedReason: string | undefined): string {
  const reason = failedReason ?? '';
  if (/^storage:/.test(reason)) return 'The export failed: the file could not be saved to storage.';
  if (/^query:/.test(reason)) return 'The export failed: the rows could not be read.';
  if (/^charge:/.test(reason)) return 'The export failed while recording the download.';
  if (/^(Insufficient|The export failed|Exports of)/.test(reason)) return reason;
  return 'The export failed.';
}

@Injectable()
export class ExportReconcilerService {
  private readonly logger = new Logger(ExportReconcilerService.name);

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @InjectQueue(QUEUES.csvExport) private readonly queue: Queue<CsvExportJob>,
    private readonly downloads: CsvDownloadsRepository,
  ) {}

  /**
   * Checks every unfinished row against its job. Answers null when another worker is doing it right now.
   * `olderThanMs` leaves alone rows written in the last moments (their API request is still queueing them;
   * re-queueing them would be harmless — the jobId is the row id — just needless).
   */
  async reconcile(olderThanMs = 2000): Promise<ReconcileResult | null> {
    return this.dataSource.transaction(async (tx) => {
      const [{ locked }] = await tx.query(`SELECT pg_try_advisory_xact_lock($1::bigint) AS locked`, [LOCK_KEY]);
      if (!locked) return null;
      const result: ReconcileResult = { checked: 0, requeued: 0, failed: 0 };
      const rows = await this.downloads.unfinished(new Date(Date.now() - olderThanMs), BATCH);
      for (const row of rows) {
        result.checked += 1;
        const job = (await this.queue.getJob(row.id)) as Job<CsvExportJob> | undefined;
        const state = job ? await job.getState() : 'missing';
        if (state === 'completed' || state === 'failed' || state === 'missing' || state === 'unknown') {
          const failedReason = job?.failedReason;
          if (state === 'failed' && failedReason && !INTERRUPTED.test(failedReason)) {
            // The export's own error, and its worker died before failing the row.
            if (await this.downloads.markFailed(row.id, reasonOfFailedJob(failedReason))) result.failed += 1;
            continue;
          }
          await job?.remove().catch(() => undefined);
          await (this.queue as Queue).add(
            CSV_EXPORT_JOBS.export,
            { downloadId: row.id },
            { ...CSV_EXPORT_JOB_OPTIONS, jobId: row.id },
          );
          result.requeued += 1;
          this.logger.warn(
            { downloadId: row.id, status: row.status, job: state, failedReason },
            'CSV export re-queued: its row was unfinished but its job was not live',
          );
        }
      }
      return result;
    });
  }
}
