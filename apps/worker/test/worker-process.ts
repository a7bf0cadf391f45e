// The worker as a real child process (its main.ts run from source), for the specs that kill, restart or
// stop it. The API's specs that need a worker beside them start it the same way (apps/api/test/worker.ts).
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { spawnTypeScript } from '@leadsignal/testing';

export const WORKER_MAIN = join(__dirname, '../src/main.ts');
export const SLOW_EXPORTS = join(__dirname, 'slow-exports.js');
export const CRASHING_EXPORTS = join(__dirname, 'crashing-exports.js');

/**
 * Starts a worker; with `exportRowDelayMs`, its exports write one CSV line per that many milliseconds; with
 * `crashOnExport`, it kills itself (SIGKILL) as soon as an export streams its first rows.
 */
export function spawnWorker(
  options: { env?: Record<string, string>; exportRowDelayMs?: number; crashOnExport?: boolean } = {},
): ChildProcess {
  const preload = options.crashOnExport ? [CRASHING_EXPORTS] : [];
  if (!options.exportRowDelayMs) return spawnTypeScript(WORKER_MAIN, { env: options.env, preload });
  return spawnTypeScript(WORKER_MAIN, {
    env: { ...options.env, TEST_EXPORT_ROW_DELAY_MS: String(options.exportRowDelayMs) },
    preload: [SLOW_EXPORTS, ...preload],
  });
}
