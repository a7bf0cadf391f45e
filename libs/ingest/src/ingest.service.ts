// Imports a provider feed of events, companies and contacts (docs/ingest.md): each line validated,
// rejected lines reported with their reason, the rest upserted (event by url, company by domain,
// contact by e-mail or by name at its company) in short batch transactions. New events are stamped
// with their arrival, which is what monitored saved searches watch (arrival-lock.ts).
// The CLI (ingest-cli.ts) and, later, a scheduled feed in the worker both call this service.
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { holdArrivalLock } from '@leadsignal/search';
import { BatchWriter, type BatchResult, type RejectedLine, type UpsertOutcome } from './batch-writer';
import { validateRecord, type IngestKind, type IngestRecord } from './ingest-records';
import { IngestRepository } from './ingest.repository';
import { formatOfFile, readFeed, type FeedFormat, type FeedLine } from './read-feed';

export type IngestCounts = Record<UpsertOutcome, number>;

export interface IngestProgress {
  /** Lines read so far (blank lines not counted). */
  lines: number;
  accepted: number;
  rejected: number;
  elapsedMs: number;
}

export interface IngestSummary extends IngestProgress {
  byKind: Record<IngestKind, IngestCounts>;
  /** Where rejected lines were written; null when none was rejected. */
  reportPath: string | null;
}

export interface IngestOptions {
  format: FeedFormat;
  /** Every line is of this kind; otherwise each line names its kind in a `kind` field. */
  kind?: IngestKind;
  /** Called after every batch. */
  onProgress?: (progress: IngestProgress) => void;
  /** Called for every rejected line, in line order. */
  onRejected?: (rejected: RejectedLine) => void | Promise<void>;
  /** Records per transaction; default 200. */
  batchSize?: number;
}

export interface IngestFileOptions extends Omit<IngestOptions, 'format' | 'onRejected'> {
  /** Default: from the file name (.csv, .ndjson, .jsonl, .json). */
  format?: FeedFormat;
  /** Where rejected lines go (one JSON object per line); default FILE.rejected.ndjson. */
  reportPath?: string;
}

interface PendingRecord {
  line: FeedLine;
  record: IngestRecord;
}

const DEFAULT_BATCH_SIZE = 200;

export { IngestRejection, type RejectedLine, type UpsertOutcome } from './batch-writer';

@Injectable()
export class IngestService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: IngestRepository,
  ) {}

  async ingestFile(path: string, options: IngestFileOptions = {}): Promise<IngestSummary> {
    const format = options.format ?? formatOfFile(path);
    if (!format) throw new Error(`Cannot tell the format of ${path}: name it .ndjson or .csv, or pass --format.`);
    const reportPath = options.reportPath ?? `${path}.rejected.ndjson`;
    // A report left by an earlier run of the same file would describe lines this run may have accepted.
    await rm(reportPath, { force: true });
    let report: WriteStream | null = null;
    const summary = await this.ingest(createReadStream(path), {
      ...options,
      format,
      onRejected: async (rejected) => {
        if (!report) {
          await mkdir(dirname(reportPath), { recursive: true });
          report = createWriteStream(reportPath);
        }
        if (!report.write(`${JSON.stringify(rejected)}\n`)) await once(report, 'drain');
      },
    });
    const written = report as WriteStream | null;
    if (written)
      await new Promise<void>((resolve, reject) =>
        written.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
    return { ...summary, reportPath: written ? reportPath : null };
  }

  /** Ingests a feed read from `input` (or lines already read); the report is the caller's (onRejected). */
  async ingest(input: Readable | AsyncIterable<FeedLine>, options: IngestOptions): Promise<IngestSummary> {
    const started = Date.now();
    const lines: AsyncIterable<FeedLine> = isReadable(input) ? readFeed(input, options.format) : input;
    const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
    const summary: IngestSummary = {
      lines: 0,
      accepted: 0,
      rejected: 0,
      elapsedMs: 0,
      byKind: { event: counts(), company: counts(), contact: counts() },
      reportPath: null,
    };
    let batch: PendingRecord[] = [];
    let rejects: RejectedLine[] = [];

    const flush = async () => {
      if (batch.length) rejects.push(...(await this.writeBatch(batch, summary)));
      rejects.sort((a, b) => a.line - b.line);
      for (const rejected of rejects) {
        summary.rejected += 1;
        await options.onRejected?.(rejected);
      }
      batch = [];
      rejects = [];
      summary.elapsedMs = Date.now() - started;
      options.onProgress?.({
        lines: summary.lines,
        accepted: summary.accepted,
        rejected: summary.rejected,
        elapsedMs: summary.elapsedMs,
      });
    };

    for await (const line of lines) {
      summary.lines += 1;
      if (line.error !== undefined || line.value === undefined) {
        rejects.push({ line: line.line, reason: line.error ?? 'Empty line.', raw: line.raw });
      } else {
        const validated = validateRecord(line.value, options.kind);
        if (validated.ok) batch.push({ line, record: validated.value });
        else rejects.push({ line: line.line, reason: validated.reason, raw: line.raw });
      }
      if (batch.length + rejects.length >= batchSize) await flush();
    }
    await flush();
    return summary;
  }

  /**
   * One transaction per batch. First without savepoints, events inserted many rows per statement
   * (several times faster: fewer round trips, one run of the count triggers); if the database refuses
   * anything, the batch is rolled back and written again record by record, each behind a savepoint, so
   * only the failing line is rejected.
   */
  private async writeBatch(batch: PendingRecord[], summary: IngestSummary): Promise<RejectedLine[]> {
    let written: BatchResult;
    try {
      written = await this.attempt(batch, false);
    } catch {
      written = await this.attempt(batch, true);
    }
    for (const { kind, outcome } of written.outcomes) {
      summary.byKind[kind][outcome] += 1;
      summary.accepted += 1;
    }
    return written.rejected;
  }

  private attempt(batch: PendingRecord[], careful: boolean): Promise<BatchResult> {
    return this.dataSource.transaction(async (tx) => {
      await holdArrivalLock(tx);
      const writer = new BatchWriter(tx, this.repository, careful);
      for (const { line, record } of batch) await writer.add(line, record);
      await writer.finish();
      return writer.result();
    });
  }
}

function counts(): IngestCounts {
  return { inserted: 0, updated: 0, unchanged: 0 };
}

function isReadable(input: Readable | AsyncIterable<FeedLine>): input is Readable {
  return typeof (input as Readable).pipe === 'function';
}
