// Alert exports (ARCHITECTURE §3 and §5): the selected rows at once, all results through the worker,
// the user's download list, and the finished file for its owner only.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import {
  CsvDownloadStatus,
  QUEUES,
  UI_MESSAGES,
  downloadAllRequestSchema,
  searchCriteriaSchema,
  type CsvDownload,
  type CsvExportJob,
  type DownloadAllResponse,
  type DownloadSelectedRequest,
  type DownloadSelectedResponse,
  type SearchCriteria,
  type SearchKind,
} from '@leadsignal/contracts';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import type { AuthUser } from '../common/auth/current-user.decorator';
import { ApiError } from '../common/errors/api-error';
import { CreditsService } from '../credits/credits.service';
import { SavedSearchesService } from '../saved-searches/saved-searches.service';
import { OBJECT_STORAGE, ObjectNotFoundError, type ObjectStorage } from '../storage/object-storage';
import { isUuid, queryRows } from '../database/sql';
import { ALERT_CSV_HEADER, alertCsvRecord, alertMatchCountQuery, selectedAlertsQuery } from './alert-csv';
import { csvFileName, SIGNED_URL_TTL_SECONDS } from './csv-files';
import { CsvDownloadsRepository, type CsvDownloadRow } from './csv-downloads.repository';
import { queueCsvExport } from './csv-export-job';
import { toCsvText } from './csv-format';
import { DownloadLinks } from './download-links';

export const DOWNLOAD_LINKS = Symbol('DOWNLOAD_LINKS');

const KIND: SearchKind = 'alerts';
const NOT_FOUND = 'The CSV download was not found.';

/** What GET exports/:id/file answers: the file itself (local driver) or where to fetch it (S3). */
export type CsvFile =
  { kind: 'stream'; body: Readable; fileName: string; sizeBytes: number | null } | { kind: 'redirect'; url: string };

@Injectable()
export class ExportsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly downloads: CsvDownloadsRepository,
    private readonly credits: CreditsService,
    private readonly savedSearches: SavedSearchesService,
    @InjectQueue(QUEUES.csvExport) private readonly queue: Queue<CsvExportJob>,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(DOWNLOAD_LINKS) private readonly links: DownloadLinks,
  ) {
    // While Redis is down the queue reports every reconnect attempt; a request that needs it answers 503
    // (see queueCsvExport) and enqueue logs that once, so these are noise.
    this.queue.on('error', () => undefined);
  }

  /**
   * The selected alerts as CSV text, at most the user's download limit of them (the first ones named),
   * charging one credit per row not viewed before and marking the rows viewed — one transaction, so a
   * 402 (not enough credit) leaves nothing charged and nothing marked.
   */
  async downloadSelected(user: AuthUser, request: DownloadSelectedRequest): Promise<DownloadSelectedResponse> {
    const ids = [...new Set(request.events.map((event) => event.id.toLowerCase()))];
    const limit = await this.downloadLimit(user.id);
    const picked = limit > 0 ? ids.slice(0, limit) : ids;
    return this.dataSource.transaction(async (tx) => {
      const query = selectedAlertsQuery(picked);
      const rows = await queryRows<Record<string, string | null>>(tx, query.text, query.values);
      if (!rows.length) throw ApiError.notFound('None of the selected alerts were found.');
      const records = rows.map(alertCsvRecord);
      const charged = await this.credits.chargeForViews(tx, {
        userId: user.id,
        kind: 'alert',
        itemIds: records.map((record) => record[0] as string),
        source: 'download',
        reason: 'alert CSV download (selected)',
        reference: null,
        idempotencyKey: `download-selected:${randomUUID()}`,
        shortReason: UI_MESSAGES.insufficientCredit,
      });
      return {
        monthlyAvailableCredit: charged.balance,
        newlyDownloadedIds: charged.newlyViewed,
        csvData: toCsvText(ALERT_CSV_HEADER, records),
      };
    });
  }

  /**
   * Queues an export of every alert the criteria match (capped by the download limit). Refused with 402
   * when that many rows exceed the credits left (spec §5); the worker charges for the unviewed ones
   * when the file is ready. The row is written before the job is queued and removed again when the
   * queue is unreachable, so a 503 never leaves a row waiting in Queued for a job that does not exist.
   */
  async downloadAll(user: AuthUser, body: z.output<typeof downloadAllRequestSchema>): Promise<DownloadAllResponse> {
    const { csvDownloadName, saveSearch, enableNotification, ...rest } = body;
    const criteria: SearchCriteria = searchCriteriaSchema.parse({ ...rest, page: 1 });
    const limit = await this.downloadLimit(user.id);
    const count = alertMatchCountQuery(criteria);
    const [{ count: matched }] = await queryRows<{ count: string | number }>(this.dataSource, count.text, count.values);
    const rows = limit > 0 ? Math.min(Number(matched), limit) : Number(matched);
    if (rows === 0) throw ApiError.unprocessable('There are no alerts to download for this search.');
    if (rows > (await this.credits.balance(user.id))) throw ApiError.paymentRequired(UI_MESSAGES.insufficientCredit);

    const saved = saveSearch
      ? await this.savedSearches.save(user, KIND, {
          name: csvDownloadName,
          searchCriteria: JSON.stringify(criteria),
          enableNotification,
        })
      : null;
    const download = await this.downloads.insert(user.id, {
      kind: KIND,
      name: csvDownloadName,
      criteria,
      rowLimit: limit > 0 ? limit : null,
    });
    try {
      await queueCsvExport(this.queue, download.id);
    } catch (error) {
      await this.downloads.deleteQueued(download.id);
      // Saved only for this export: a retry must not then fail because the name is taken.
      if (saved) await this.savedSearches.delete(user, KIND, saved.id);
      throw error;
    }
    return { id: download.id, status: CsvDownloadStatus.Queued };
  }

  async list(user: AuthUser): Promise<CsvDownload[]> {
    const rows = await this.downloads.list(user.id, KIND);
    return rows.map((row) => this.map(row));
  }

  /** The owner's finished file; anything else (someone else's, unfinished, unknown) is a 404. */
  async file(user: AuthUser, id: string): Promise<CsvFile> {
    const row = isUuid(id) ? await this.downloads.findOwn(user.id, id) : undefined;
    return this.open(row);
  }

  /** The same file through a download link (no session needed: the token names download and owner). */
  async fileByLink(id: string, token: string): Promise<CsvFile> {
    const row = isUuid(id) ? await this.downloads.find(id) : undefined;
    if (!row || !this.links.verify(token, row.id, row.user_id)) throw ApiError.notFound(NOT_FOUND);
    return this.open(row);
  }

  private async open(row: CsvDownloadRow | undefined): Promise<CsvFile> {
    if (!row || row.status !== CsvDownloadStatus.Ready || !row.object_key) throw ApiError.notFound(NOT_FOUND);
    const fileName = csvFileName(row.name);
    const url = await this.storage.signedUrl(row.object_key, {
      expiresInSeconds: SIGNED_URL_TTL_SECONDS,
      downloadName: fileName,
    });
    if (url) return { kind: 'redirect', url };
    try {
      const sizeBytes = row.size_bytes === null ? null : Number(row.size_bytes);
      return { kind: 'stream', body: await this.storage.get(row.object_key), fileName, sizeBytes };
    } catch (error) {
      // Removed by the retention sweep between the lookup and now.
      if (error instanceof ObjectNotFoundError) throw ApiError.notFound(NOT_FOUND);
      throw error;
    }
  }

  private async downloadLimit(userId: string): Promise<number> {
    const [row] = await queryRows<{ limit: number }>(
      this.dataSource,
      `SELECT download_limit AS "limit" FROM users WHERE id = $1`,
      [userId],
    );
    return row?.limit ?? 0;
  }

  private map(row: CsvDownloadRow): CsvDownload {
    const ready = row.status === CsvDownloadStatus.Ready && row.object_key !== null;
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      status: row.status,
      totalRows: row.total_rows,
      createdOn: row.created_at.toISOString(),
      completedOn: row.completed_at ? row.completed_at.toISOString() : null,
      error: row.error,
      downloadUrl: ready ? this.links.url(row.id, row.user_id) : null,
    };
  }
}
