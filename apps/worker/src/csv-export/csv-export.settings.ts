// Settings of the csv-export queue's workers, read from the environment when the process starts (the
// @Processor decorator needs them at import time) and validated like the rest of the configuration.
import { z } from 'zod';

const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback);

const schema = z.object({
  NODE_ENV: z.string().default('development'),
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
   * Tests only: pause this long after each row, so an export lasts long enough to kill its worker
   * half way. Ignored when NODE_ENV=production.
   */
  CSV_EXPORT_TEST_DELAY_MS: int(0, 0, 60_000),
});

export interface CsvExportSettings {
  lockDurationMs: number;
  stalledIntervalMs: number;
  cleanupEveryMs: number;
  testDelayMs: number;
}

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
    testDelayMs: env.NODE_ENV === 'production' ? 0 : env.CSV_EXPORT_TEST_DELAY_MS,
  };
}
