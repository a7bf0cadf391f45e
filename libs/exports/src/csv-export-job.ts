// The csv-export queue as the API fills it: one `export` job per csv_downloads row, jobId = the row id,
// so the same download can never be queued twice and the worker finds its row from the job alone.
import { CSV_EXPORT_JOBS, type CsvExportJob } from '@leadsignal/contracts';
import type { JobsOptions, Queue } from 'bullmq';
import { enqueue } from '@leadsignal/server-core';

/**
 * Four tries with exponential backoff (waits of 10, 20 and 40 s); after the last failure the worker
 * sets the row to 0 Failed. Finished jobs stay a while for inspection; the row is the record users see.
 */
export const CSV_EXPORT_JOB_OPTIONS: JobsOptions = {
  attempts: 4,
  backoff: { type: 'exponential', delay: 10_000 },
  removeOnComplete: { age: 24 * 3600, count: 5000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

export const EXPORT_UNAVAILABLE_REASON =
  'Exports cannot be queued right now because the job queue is unavailable. Please try again in a few minutes.';

export function queueCsvExport(queue: Queue<CsvExportJob>, downloadId: string) {
  return enqueue(
    queue,
    CSV_EXPORT_JOBS.export,
    { downloadId },
    { ...CSV_EXPORT_JOB_OPTIONS, jobId: downloadId },
    EXPORT_UNAVAILABLE_REASON,
  );
}
