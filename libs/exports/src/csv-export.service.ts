// Turns one queued export (of any search kind) into a CSV file: 4 Processing → PostgreSQL's COPY … WITH CSV of the rows
// streamed straight into object storage, and their ids read in the same snapshot → then, in one
// transaction, the unviewed rows charged and marked viewed and the row set to 1 Ready. Nothing is charged
// and nothing is Ready until that transaction commits, so a run that dies half way leaves only a Processing
// row for the next run to redo; and a run that finds its work committed already does nothing, so no export
// is charged twice. Each run writes a file of its own (csvObjectKey with the run's token) and makes the row
// Ready only while the row is still its own: a run whose job lock was lost while it ran (BullMQ gave the job
// to another) and that finishes after its successor is refused, and its file removed.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CsvDownloadStatus,
  UI_MESSAGES,
  isSearchableKind,
  parseStoredCriteria,
  type CriteriaOf,
  type SearchableKind,
} from '@leadsignal/contracts';
import { readsOwnList, searchKindDefinition, type SearchKindDefinition } from '@leadsignal/search';
import { DataSource } from 'typeorm';
import { OBJECT_STORAGE, type ObjectStorage, isDomainError } from '@leadsignal/server-core';
import { CreditsService } from '@leadsignal/credits';
import { csvHeader, exportQueries, type ExportQueries } from './export-queries';
import { ExportQueryError, ExportRowsRepository } from './export-rows.repository';
import { csvObjectKey, csvObjectPrefix } from './csv-files';
import { CsvDownloadsRepository, type CsvDownloadRow } from './csv-downloads.repository';
import { toCsvText } from './csv-format';
import { ViewedItemList } from './viewed-item-list';

/**
 * The file's bytes: the UTF-8 byte-order mark and the header (csv-format.ts writes it), then COPY's output
 * as it arrives — until `signal` aborts (the worker is handing the export back), which stops the upload.
 */
async function* csvFile(
  definition: SearchKindDefinition,
  copy: AsyncIterable<Buffer>,
  signal?: AbortSignal,
): AsyncGenerator<Buffer | string> {
  yield `\uFEFF${toCsvText(csvHeader(definition), [])}`;
  for await (const chunk of copy) {
    if (signal?.aborted) throw new ExportHandedBackError();
    yield chunk;
  }
}

/** The run was stopped on purpose (worker shutting down); the export goes back to the queue, not to Failed. */
export class ExportHandedBackError extends Error {
  constructor() {
    super('The export was handed back to the queue.');
  }
}

/** What the user reads when an export kept stopping the workers that ran it. */
export function interruptedTooOftenReason(times: number): string {
  return (
    `The export failed: it stopped the worker running it ${times} times in a row (for example by running out ` +
    'of memory). Please try a narrower search or contact support.'
  );
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
  /** finished: by an earlier run; superseded: another run took the export over while this one ran. */
  | { outcome: 'skipped'; why: 'gone' | 'finished' | 'superseded' }
  | { outcome: 'failed'; why: 'interrupted'; interruptions: number };

export interface RunOptions {
  /** Interruptions after which the export is failed (CSV_EXPORT_MAX_INTERRUPTIONS). */
  maxInterruptions: number;
  /** Aborted when the worker hands the export back: the run stops with ExportHandedBackError. */
  signal?: AbortSignal;
  /**
   * This run's token (csv_downloads.run_token, its file's key): the caller's, so that its release() and fail()
   * after a failed run touch the row only while it is still this run's. Default: a new one.
   */
  runToken?: string;
}

@Injectable()
export class CsvExportService {
  private readonly logger = new Logger(CsvExportService.name);

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly downloads: CsvDownloadsRepository,
    private readonly exportRows: ExportRowsRepository,
    private readonly credits: CreditsService,
  ) {}

  async run(downloadId: string, options: RunOptions = { maxInterruptions: 10 }): Promise<ExportOutcome> {
    const runToken = options.runToken ?? randomUUID();
    const download = await this.downloads.start(downloadId, runToken, {
      maxInterruptions: options.maxInterruptions,
      reason: interruptedTooOftenReason(options.maxInterruptions),
    });
    if (!download) {
      // Removed (a 503 undid it, or retention) or finished by an earlier run of this job.
      const existing = await this.downloads.find(downloadId);
      return { outcome: 'skipped', why: existing ? 'finished' : 'gone' };
    }
    const key = csvObjectKey({ ...download, runToken });
    // The row is this run's now: whatever the runs before it wrote or left half written can never be the
    // download's file. (A run still alive that is writing is stopped by its upload being aborted, and its
    // commit would be refused anyway.)
    await this.removeIncompleteUploads(csvObjectPrefix(download));
    if (download.previousRunToken && download.previousRunToken !== runToken) {
      await this.removeFile(csvObjectKey({ ...download, runToken: download.previousRunToken }));
    }
    if (download.status === CsvDownloadStatus.Failed) {
      this.logger.warn({ downloadId, interruptions: download.interruptions }, 'CSV export interrupted too often');
      return { outcome: 'failed', why: 'interrupted', interruptions: download.interruptions };
    }
    if (download.interruptions > 0) {
      this.logger.log(
        { downloadId, interruptions: download.interruptions },
        'CSV export restarted after an interruption',
      );
    }
    const { definition, criteria } = this.searchOf(download);

    const ids = new ViewedItemList();
    // "Last 3 months" as of the request: the file holds what the user was shown, however long the queue or
    // however many restarts it waited through.
    const queries = exportQueries(definition, criteria, download.rowLimit, download.userId, download.createdAt);
    // The rows (and so the ids charged for) come from one snapshot of the export read connections — a replica
    // when SEARCH_DATABASE_URL names one — except a list's members, which its owner just wrote (the primary).
    const rows = readsOwnList(definition.search, criteria) ? this.exportRows.onPrimary() : this.exportRows;
    const { sizeBytes } = await this.writeFile(rows, definition, queries, key, ids, options.signal);

    try {
      const finished = await this.finish(definition, download, runToken, key, ids, sizeBytes);
      if (typeof finished === 'string') {
        // Not the download's file, and never will be.
        await this.storage.delete(key);
        this.logger.warn({ downloadId, why: finished }, 'CSV export run finished after it lost the export');
        return { outcome: 'skipped', why: finished };
      }
      const creditsCharged = finished;
      this.logger.log({ downloadId, rows: ids.length, creditsCharged, sizeBytes }, 'CSV export ready');
      return { outcome: 'ready', totalRows: ids.length, creditsCharged, sizeBytes };
    } catch (error) {
      if (isDomainError(error, 'insufficient-credit')) {
        // The credits were spent elsewhere since the export was requested; no point in retrying.
        await this.storage.delete(key);
        throw new ExportRejectedError(UI_MESSAGES.insufficientCredit);
      }
      throw new ExportStepError('charge', error);
    }
  }

  /**
   * Sets the row to 0 Failed with a reason a user can read — unless another run has taken it over since the
   * run `runToken` started — and removes any file that run wrote (and, when the row was failed, whatever any
   * run left half written). Without a token (the row's job failed while no run of it was alive) the row is
   * failed whichever run owns it.
   */
  async fail(downloadId: string, error: unknown, runToken?: string): Promise<void> {
    const row = await this.downloads.find(downloadId);
    const noun = row && isSearchableKind(row.kind) ? searchKindDefinition(row.kind).noun.many : 'rows';
    const failed = await this.downloads.markFailed(downloadId, failureReason(error, noun), runToken);
    if (!row) return;
    // The failed run's file (or, the row failed, that of the run that owned it); never the file a Ready row
    // points at.
    const token = runToken ?? (failed ? row.runToken : null);
    const key = token ? csvObjectKey({ ...row, runToken: token }) : null;
    if (key && key !== row.objectKey) await this.removeFile(key);
    if (failed) await this.removeIncompleteUploads(csvObjectPrefix(row));
  }

  /**
   * A run stopped on purpose (retryable error, or hand-back): the next run is not an interruption. Only while
   * the row is still the run `runToken`'s.
   */
  release(downloadId: string, runToken: string): Promise<void> {
    return this.downloads.release(downloadId, runToken);
  }

  /** The download's kind and its stored criteria, or an ExportRejectedError when either is unusable. */
  private searchOf(download: CsvDownloadRow): {
    definition: SearchKindDefinition;
    criteria: CriteriaOf<SearchableKind>;
  } {
    if (!isSearchableKind(download.kind)) {
      throw new ExportRejectedError(`Exports of ${download.kind} are not supported.`);
    }
    const parsed = parseStoredCriteria(download.kind, JSON.stringify(download.criteria));
    if (!parsed.ok) throw new ExportRejectedError(parsed.reason);
    return { definition: searchKindDefinition(download.kind), criteria: parsed.criteria };
  }

  /**
   * BOM + header, then PostgreSQL's `COPY … TO STDOUT WITH CSV` of the rows, streamed straight into object
   * storage: only the stream buffers are in memory, whatever the number of rows. Then, in the same
   * REPEATABLE READ snapshot, the ids of exactly those rows into `ids` (what finish() charges for).
   */
  private async writeFile(
    exportRows: ExportRowsRepository,
    definition: SearchKindDefinition,
    queries: ExportQueries,
    key: string,
    ids: ViewedItemList,
    signal?: AbortSignal,
  ): Promise<{ sizeBytes: number }> {
    try {
      const uploaded = await exportRows.copyOut(
        queries,
        (rows) =>
          this.storage.put(key, Readable.from(csvFile(definition, rows, signal)), {
            contentType: 'text/csv; charset=utf-8',
          }),
        ids,
      );
      return { sizeBytes: uploaded.size };
    } catch (error) {
      if (signal?.aborted) throw new ExportHandedBackError();
      throw new ExportStepError(error instanceof ExportQueryError ? 'query' : 'storage', error);
    }
  }

  /**
   * The one transaction that makes an export count: the rows charged (one credit per row this user had
   * not viewed) and marked viewed, and the row set to 1 Ready pointing at this run's file. Answers the
   * credits charged; or 'superseded' when another run has started the export since this one did, 'finished'
   * when the row is no longer Processing (or gone): nothing is charged then.
   */
  private async finish(
    definition: SearchKindDefinition,
    download: CsvDownloadRow,
    runToken: string,
    key: string,
    ids: ViewedItemList,
    sizeBytes: number,
  ): Promise<number | 'finished' | 'superseded'> {
    return this.dataSource.transaction(async (tx) => {
      const current = await this.downloads.find(download.id, tx, { lock: true });
      if (current && current.runToken !== runToken) return 'superseded';
      if (!current || current.status !== CsvDownloadStatus.Processing) return 'finished';
      let creditsCharged = 0;
      let batchNumber = 0;
      // One call (and one ledger row) per kind of item and 65,536 of them, each sent as a single 1 MB bytea.
      for (const { kind, packedIds } of ids.packed()) {
        const charged = await this.credits.chargeForPackedViews(tx, {
          userId: download.userId,
          kind,
          packedIds,
          source: 'download',
          reason: `${definition.noun.one} CSV download`,
          reference: download.id,
          // Unique per download (and batch): even a second commit attempt could not charge twice.
          idempotencyKey: `csv-download:${download.id}:${batchNumber}`,
          shortReason: UI_MESSAGES.insufficientCredit,
        });
        creditsCharged += charged.charged;
        batchNumber += 1;
      }
      const ready = await this.downloads.markReady(tx, download.id, runToken, {
        totalRows: ids.length,
        creditsCharged,
        objectKey: key,
        sizeBytes,
      });
      // The row is locked and was this run's above: a refusal here is a bug, and rolls the charge back.
      if (!ready) throw new Error(`csv_downloads ${download.id} refused the run that holds its lock`);
      return creditsCharged;
    });
  }

  /**
   * A worker killed while writing leaves its upload unfinished: a hidden temporary file beside the target on
   * local disk, an incomplete multipart upload on S3 (billed until aborted). Called with the prefix of a
   * download's keys (csvObjectPrefix) when a run has just taken the download over, or when it was failed: no
   * upload under it can become the download's file then. Best effort: storage that cannot list uploads must
   * not stop the export (the sweep tries again).
   */
  async removeIncompleteUploads(prefix: string): Promise<number> {
    try {
      const uploads = (await this.storage.incompleteUploads(prefix)).filter((upload) => upload.key.startsWith(prefix));
      for (const upload of uploads) await this.storage.abortUpload(upload);
      return uploads.length;
    } catch (error) {
      this.logger.warn({ prefix, err: error }, 'could not remove the unfinished uploads of a CSV export');
      return 0;
    }
  }

  /** Removes a file no download points at (a superseded run's). Best effort, like the uploads above. */
  private async removeFile(key: string): Promise<void> {
    try {
      await this.storage.delete(key);
    } catch (error) {
      this.logger.warn({ key, err: error }, 'could not remove the file of a superseded CSV export run');
    }
  }
}

/** What the user reads on a failed row (logs have the details). */
export function failureReason(error: unknown, noun = 'rows'): string {
  if (error instanceof ExportRejectedError) return error.message;
  if (error instanceof ExportStepError) {
    if (error.step === 'storage') return 'The export failed: the file could not be saved to storage.';
    if (error.step === 'query') return `The export failed: the ${noun} could not be read.`;
    return 'The export failed while recording the download.';
  }
  return 'The export failed.';
}
