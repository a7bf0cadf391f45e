// Turns one queued alert export into a CSV file: 4 Processing → PostgreSQL's COPY … WITH CSV of the rows
// streamed straight into object storage, and their ids read in the same snapshot → then, in one
// transaction, the unviewed rows charged and marked viewed and the row set to 1 Ready. Nothing is charged
// and nothing is Ready until that transaction commits, so a run that dies half way leaves only a Processing
// row for the next run to redo; and a run that finds its work committed already does nothing, so no export
// is charged twice.
import { readdir, rm } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { CsvDownloadStatus, UI_MESSAGES, parseStoredCriteria, type SearchCriteria } from '@leadsignal/contracts';
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { APP_CONFIG } from '../../../api/src/common/config/config.module';
import type { Env } from '../../../api/src/common/config/env.schema';
import { CreditsService } from '../../../api/src/credits/credits.service';
import { ALERT_CSV_HEADER, alertExportQueries, type AlertExportQueries } from '../../../api/src/exports/alert-csv';
import { csvObjectKey } from '../../../api/src/exports/csv-files';
import { CsvDownloadsRepository, type CsvDownloadRow } from '../../../api/src/exports/csv-downloads.repository';
import { toCsvText } from '../../../api/src/exports/csv-format';
import { OBJECT_STORAGE, type ObjectStorage } from '../../../api/src/storage/object-storage';
import type { CsvExportSettings } from './csv-export.settings';
import { UuidList } from './uuid-list';

export const CSV_EXPORT_SETTINGS = Symbol('CSV_EXPORT_SETTINGS');

/** The file's first line: the UTF-8 byte-order mark and the header (csv-format.ts writes it). */
const FILE_HEAD = `\uFEFF${toCsvText(ALERT_CSV_HEADER, [])}`;

/**
 * The file's bytes: FILE_HEAD, then COPY's output as it arrives. Tests can pause after each line
 * (CSV_EXPORT_TEST_DELAY_MS, never in production) to catch an export half way.
 */
async function* csvFile(copy: AsyncIterable<Buffer>, delayMs: number): AsyncGenerator<Buffer | string> {
  yield FILE_HEAD;
  for await (const chunk of copy) {
    if (delayMs === 0) {
      yield chunk;
      continue;
    }
    // Split at line feeds, as bytes: a character never straddles two pieces.
    for (let start = 0; start < chunk.length;) {
      const end = chunk.indexOf(10, start);
      const next = end < 0 ? chunk.length : end + 1;
      yield chunk.subarray(start, next);
      start = next;
      await sleep(delayMs);
    }
  }
}

/** A failure no retry can fix; the row is set to Failed with this reason at once. */
export class ExportRejectedError extends Error {}

/** Which step failed, so the reason a user reads says something useful without internals. */
export type ExportStep = 'query' | 'storage' | 'charge';

export class ExportStepError extends Error {
  constructor(
    readonly step: ExportStep,
    override readonly cause: unknown,
  ) {
    super(`${step}: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

export type ExportOutcome =
  | { outcome: 'ready'; totalRows: number; creditsCharged: number; sizeBytes: number }
  | { outcome: 'skipped'; why: 'gone' | 'finished' };

@Injectable()
export class CsvExportService {
  private readonly logger = new Logger(CsvExportService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: Env,
    @Inject(CSV_EXPORT_SETTINGS) private readonly settings: CsvExportSettings,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly downloads: CsvDownloadsRepository,
    private readonly credits: CreditsService,
  ) {}

  async run(downloadId: string): Promise<ExportOutcome> {
    const download = await this.downloads.start(downloadId);
    if (!download) {
      // Removed (a 503 undid it, or retention) or finished by an earlier run of this job.
      const existing = await this.downloads.find(downloadId);
      return { outcome: 'skipped', why: existing ? 'finished' : 'gone' };
    }
    const criteria = this.criteriaOf(download);
    const key = csvObjectKey({ id: download.id, userId: download.user_id, kind: download.kind });
    await this.removeAbandonedPartials(key);

    const ids = new UuidList();
    const { sizeBytes } = await this.writeFile(alertExportQueries(criteria, download.row_limit), key, ids);

    try {
      const creditsCharged = await this.finish(download, key, ids, sizeBytes);
      if (creditsCharged === null) return { outcome: 'skipped', why: 'finished' };
      this.logger.log({ downloadId, rows: ids.length, creditsCharged, sizeBytes }, 'CSV export ready');
      return { outcome: 'ready', totalRows: ids.length, creditsCharged, sizeBytes };
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === HttpStatus.PAYMENT_REQUIRED) {
        // The credits were spent elsewhere since the export was requested; no point in retrying.
        await this.storage.delete(key);
        throw new ExportRejectedError(UI_MESSAGES.insufficientCredit);
      }
      throw new ExportStepError('charge', error);
    }
  }

  /** Sets the row to 0 Failed with a reason a user can read, and removes any file written for it. */
  async fail(downloadId: string, error: unknown): Promise<void> {
    const failed = await this.downloads.markFailed(downloadId, failureReason(error));
    if (!failed) return;
    const row = await this.downloads.find(downloadId);
    if (row) await this.storage.delete(csvObjectKey({ id: row.id, userId: row.user_id, kind: row.kind }));
  }

  private criteriaOf(download: CsvDownloadRow): SearchCriteria {
    if (download.kind !== 'alerts') throw new ExportRejectedError(`Exports of ${download.kind} are not supported yet.`);
    const parsed = parseStoredCriteria(JSON.stringify(download.criteria));
    if (!parsed.ok) throw new ExportRejectedError(parsed.reason);
    return parsed.criteria;
  }

  /**
   * BOM + header, then PostgreSQL's `COPY … TO STDOUT WITH CSV` of the rows, streamed straight into object
   * storage: only the stream buffers are in memory, whatever the number of rows. Then, in the same
   * REPEATABLE READ snapshot, the ids of exactly those rows into `ids` (what finish() charges for).
   */
  private async writeFile(queries: AlertExportQueries, key: string, ids: UuidList): Promise<{ sizeBytes: number }> {
    const driver = this.dataSource.driver as PostgresDriver;
    const [client, release] = (await driver.obtainMasterConnection()) as [PoolClient, (discard?: boolean) => void];
    let queryError: unknown;
    try {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const rows = client.query(copyTo(queries.copy));
      rows.once('error', (error) => (queryError ??= error));
      let uploaded: { size: number };
      try {
        uploaded = await this.storage.put(key, Readable.from(csvFile(rows, this.settings.testDelayMs)), {
          contentType: 'text/csv; charset=utf-8',
        });
      } catch (error) {
        // Whichever side failed, the other is stopped: the upload discarded, the COPY abandoned.
        rows.destroy();
        throw queryError ?? new ExportStepError('storage', error);
      }
      if (queryError) throw queryError;
      for await (const chunk of client.query(copyTo(queries.ids)) as AsyncIterable<Buffer>) ids.addLines(chunk);
      ids.endLines();
      await client.query('COMMIT');
      release();
      return { sizeBytes: uploaded.size };
    } catch (error) {
      // The connection may still be inside an abandoned COPY or transaction: drop it rather than reuse it.
      release(true);
      if (error instanceof ExportStepError) throw error;
      throw new ExportStepError('query', error);
    }
  }

  /**
   * The one transaction that makes an export count: the rows charged (one credit per row this user had
   * not viewed) and marked viewed, and the row set to 1 Ready. Answers the credits charged, or null when
   * another run of the same job committed first.
   */
  private async finish(
    download: CsvDownloadRow,
    key: string,
    ids: UuidList,
    sizeBytes: number,
  ): Promise<number | null> {
    return this.dataSource.transaction(async (tx) => {
      const current = await this.downloads.find(download.id, tx, { lock: true });
      if (!current || current.status !== CsvDownloadStatus.Processing) return null;
      let creditsCharged = 0;
      let batchNumber = 0;
      // One call (and one ledger row) per 65,536 rows, each sent as a single 1 MB bytea.
      for (const packedIds of ids.packed()) {
        const charged = await this.credits.chargeForPackedViews(tx, {
          userId: download.user_id,
          kind: 'alert',
          packedIds,
          source: 'download',
          reason: 'alert CSV download',
          reference: download.id,
          // Unique per download (and batch): even a second commit attempt could not charge twice.
          idempotencyKey: `csv-download:${download.id}:${batchNumber}`,
          shortReason: UI_MESSAGES.insufficientCredit,
        });
        creditsCharged += charged.charged;
        batchNumber += 1;
      }
      await this.downloads.markReady(tx, download.id, {
        totalRows: ids.length,
        creditsCharged,
        objectKey: key,
        sizeBytes,
      });
      return creditsCharged;
    });
  }

  /**
   * A worker killed while writing to the local disk leaves its hidden temporary file next to the target.
   * Only a run of this same download writes there, and BullMQ runs one at a time, so any left is debris.
   * (On S3 an interrupted multipart upload is not an object; a bucket lifecycle rule expires its parts.)
   */
  private async removeAbandonedPartials(key: string): Promise<void> {
    if (this.storage.driver !== 'local') return;
    const dir = resolve(this.config.STORAGE_LOCAL_DIR, dirname(key));
    const prefix = `.${basename(key)}.`;
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // Nothing written there yet (or no directory to write to, which the upload will report).
      if (code === 'ENOENT' || code === 'ENOTDIR') return;
      throw new ExportStepError('storage', error);
    }
    for (const name of names) {
      if (name.startsWith(prefix) && name.endsWith('.partial')) await rm(join(dir, name), { force: true });
    }
  }
}

/** What the user reads on a failed row (logs have the details). */
export function failureReason(error: unknown): string {
  if (error instanceof ExportRejectedError) return error.message;
  if (error instanceof ExportStepError) {
    if (error.step === 'storage') return 'The export failed: the file could not be saved to storage.';
    if (error.step === 'query') return 'The export failed: the alerts could not be read.';
    return 'The export failed while recording the download.';
  }
  if (error instanceof Error && /stalled/i.test(error.message)) {
    return 'The export failed: the worker running it stopped repeatedly.';
  }
  return 'The export failed.';
}
