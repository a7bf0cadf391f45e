// The real worker beside the API under test: apps/worker's entry point as a child process (a process, not
// an import — the API does not depend on the worker's code). With `exportRowDelayMs`, the worker's test
// preload slows its exports down so a spec sees them in Processing.
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { spawnTypeScript } from '@leadsignal/testing';

const WORKER_DIR = join(__dirname, '../../worker');

/**
 * Starts a worker on this run's database and Redis prefix (or `databaseUrl`, e.g. an isolated app's); with
 * `exportRowDelayMs`, its exports write one CSV line per that many milliseconds.
 */
export function spawnWorker(options: { exportRowDelayMs?: number; databaseUrl?: string } = {}): ChildProcess {
  const env: Record<string, string> = options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {};
  if (!options.exportRowDelayMs) return spawnTypeScript(join(WORKER_DIR, 'src/main.ts'), { env });
  return spawnTypeScript(join(WORKER_DIR, 'src/main.ts'), {
    env: { ...env, TEST_EXPORT_ROW_DELAY_MS: String(options.exportRowDelayMs) },
    preload: [join(WORKER_DIR, 'test/slow-exports.js')],
  });
}
