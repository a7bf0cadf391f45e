// The csv_downloads rows and files of a worker spec's run (see harness.ts): alerts exports of a fixture
// marker's alerts, their status, and what the worker left in local storage.
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { alertSearchCriteriaSchema, type CsvDownloadStatus } from '@leadsignal/contracts';
import { CsvDownloadsRepository } from '@leadsignal/exports';
import { fixtureCriteria } from '@leadsignal/testing';
import type { WorkerHarness } from './harness';

/** @param options.waitMs how long `untilStatus` waits by default (waitFor's default when not given) */
export function csvExports(harness: WorkerHarness, options: { waitMs?: number } = {}) {
  let repository: CsvDownloadsRepository | undefined;
  const downloads = () => (repository ??= new CsvDownloadsRepository(harness.dataSource));
  const rowOf = async (id: string) => downloads().find(id);
  const statusOf = async (id: string) => (await rowOf(id))?.status;
  const filesIn = async (userId: string) =>
    (await readdir(join(harness.storageDir, 'csv-downloads/alerts', userId)).catch(() => [] as string[])).sort();

  return {
    get downloads() {
      return downloads();
    },
    /** A Queued alerts export of the fixture alerts under `marker`. */
    async newDownload(userId: string, marker: string, name = 'Export'): Promise<string> {
      const criteria = alertSearchCriteriaSchema.parse(fixtureCriteria(marker));
      return (await downloads().insert(userId, { kind: 'alerts', name, criteria, rowLimit: null })).id;
    },
    rowOf,
    statusOf,
    untilStatus: (id: string, status: CsvDownloadStatus, timeoutMs = options.waitMs) =>
      harness.until(async () => (await statusOf(id)) === status, timeoutMs),
    /** The files in the user's export folder, sorted (temporary `.partial` ones included). */
    filesIn,
    /** Waits until an export of the user's has started writing its temporary file. */
    partialWritten: (userId: string) =>
      harness.until(async () => (await filesIn(userId)).some((name) => name.endsWith('.partial'))),
    /**
     * The name of a Ready export's file in its user's folder: `<id>.<run token>.csv`, the run that made it Ready
     * (each run writes a file of its own).
     */
    async readyFileName(id: string): Promise<string> {
      const row = await rowOf(id);
      if (!row?.objectKey) throw new Error(`download ${id} has no file (status ${row?.status})`);
      const name = basename(row.objectKey);
      expect(name).toBe(`${id}.${row.runToken}.csv`);
      return name;
    },
    /** The text of a finished export's file (the one its row points at). */
    async fileOf(id: string): Promise<string> {
      const row = await rowOf(id);
      if (!row?.objectKey) throw new Error(`download ${id} has no file (status ${row?.status})`);
      return readFile(join(harness.storageDir, row.objectKey), 'utf8');
    },
  };
}
