// Settings of the csv-export queue's workers, read from the environment when the process starts (the
// @Processor decorator needs them at import time) and validated like the rest of the configuration.
import { z } from 'zod';

const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);

const schema = z.object({
  /**
   * How long a worker's lock on an export lasts without renewal (renewed every half of it while the
   * worker lives). A worker that dies loses its lock after this long and the job is handed on.
   */
  CSV_EXPORT_LOCK_DURATION_MS: int(60_000, 1000, 3_600_000),
  /** How often each worker looks for exports whose worker died (BullMQ's stalled-job check). */
  CSV_EXPORT_STALLED_INTERVAL_MS: int(30_000, 500, 3_600_000),
  /** How often the retention sweep runs (EXPORT_RETENTION_DAYS decides what it removes). */
  CSV_EXPORT_CLEANUP_EVERY_MS: int(3_600_000, 1000, 7 * 24 * 3_600_000),
  /**
   * How many times one export may stop its worker (killed, crashed, lost Redis) before it is failed. An
   * interruption is not the export's fault; only one that kills every worker taking it is given up on.
   */
  CSV_EXPORT_MAX_INTERRUPTIONS: int(10, 1, 10_000),
  /** How often a worker checks that every Queued or Processing row has a live job (and the schedulers exist). */
  WORKER_RECONCILE_EVERY_MS: int(15_000, 200, 3_600_000),
  /**
   * On SIGTERM/SIGINT a worker stops taking jobs and lets its active exports run this long; the ones
   * still running are then handed back to the queue (another worker starts them at once).
   */
  WORKER_SHUTDOWN_GRACE_MS: int(8_000, 0, 3_600_000),
});

export interface CsvExportSettings {
  lockDurationMs: number;
  stalledIntervalMs: number;
  cleanupEveryMs: number;
  maxInterruptions: number;
  reconcileEveryMs: number;
  shutdownGraceMs: number;
}

/** Injection token of the settings (CsvExportSettings). */
export const CSV_EXPORT_SETTINGS = Symbol('CSV_EXPORT_SETTINGS');

export function loadCsvExportSettings(source: NodeJS.ProcessEnv = process.env): CsvExportSettings {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = result.data;
  return {
    lockDurationMs: env.CSV_EXPORT_LOCK_DURATION_MS,
    stalledIntervalMs: env.CSV_EXPORT_STALLED_INTERVAL_MS,
    cleanupEveryMs: env.CSV_EXPORT_CLEANUP_EVERY_MS,
    maxInterruptions: env.CSV_EXPORT_MAX_INTERRUPTIONS,
    reconcileEveryMs: env.WORKER_RECONCILE_EVERY_MS,
    shutdownGraceMs: env.WORKER_SHUTDOWN_GRACE_MS,
  };
}
