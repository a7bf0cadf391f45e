// CSV exports of every search kind (ARCHITECTURE §3 and §5), configured by its search-kind definition: the
// selected rows at once, all results through the worker, the user's download list, and the finished file
// for its owner only.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import {
  CsvDownloadStatus,
  DELETE_UNFINISHED_DOWNLOAD_REASON,
  QUEUES,
  UI_MESSAGES,
  type CriteriaOf,
  type CsvDownload,
  type CsvExportJob,
  type DownloadAllResponse,
  type DownloadEstimate,
  type SearchableKind,
  type SearchKind,
} from '@leadsignal/contracts';
import { CreditsService } from '@leadsignal/credits';
import { SearchService, type SearchKindDefinition } from '@leadsignal/search';
import {
  APP_CONFIG,
  DomainError,
  isUuid,
  OBJECT_STORAGE,
  ObjectNotFoundError,
  type Env,
  type ObjectStorage,
  type UserRef,
} from '@leadsignal/server-core';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { CsvDownloadsRepository, type CsvDownloadRow } from './csv-downloads.repository';
import { queueCsvExport } from './csv-export-job';
import { csvFileName, SIGNED_URL_TTL_SECONDS } from './csv-files';
import { toCsvText } from './csv-format';
import type { DownloadLinks } from './download-links';
import { allEstimateQuery, csvHeader, selectedEstimateQuery } from './export-queries';
import { ExportRowsRepository } from './export-rows.repository';

/** Injection token of the DownloadLinks the API signs download links with. */
export const DOWNLOAD_LINKS = Symbol('DOWNLOAD_LINKS');

/**
 * Injection token of what saves an export-all's criteria as a saved search of its kind (the saved-searches
 * library's service, wired by the API): `save` answers the new search's id, `delete` undoes it.
 */
export const EXPORT_SEARCH_SAVER = Symbol('EXPORT_SEARCH_SAVER');

export interface ExportSearchSaver {
  save(
    user: UserRef,
    kind: SearchableKind,
    search: { name: string; searchCriteria: string; enableNotification: boolean },
  ): Promise<{ id: string }>;
  delete(user: UserRef, kind: SearchableKind, id: string): Promise<void>;
}

/** The signed-in user an export acts for: download links carry their session version. */
export interface ExportUser extends UserRef {
  tokenVersion: number;
}

const NOT_FOUND = 'The CSV download was not found.';
const DAY_MS = 24 * 3600 * 1000;

/** What GET exports/:id/file answers: the file itself (local driver) or where to fetch it (S3). */
export type CsvFile =
  { kind: 'stream'; body: Readable; fileName: string; sizeBytes: number | null } | { kind: 'redirect'; url: string };

/** What the selected-rows download answers (spec §7: monthlyAvailableCredit, newlyDownloadedIds, csvData). */
export interface SelectedDownload {
  monthlyAvailableCredit: number;
  newlyDownloadedIds: string[];
  csvData: string;
}

/** What an estimate is asked about: the selected rows' ids, or an export-all's criteria. */
export type EstimateRequest<K extends SearchableKind = SearchableKind> =
  { ids: readonly string[] } | { criteria: CriteriaOf<K> };

/** The options of an export-all besides its criteria. */
export interface ExportAllOptions {
  csvDownloadName: string;
  /** Also save the criteria as a saved search of the kind named csvDownloadName. */
  saveSearch: boolean;
  enableNotification: boolean;
}

@Injectable()
export class ExportsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly downloads: CsvDownloadsRepository,
    private readonly exportRows: ExportRowsRepository,
    private readonly searches: SearchService,
    private readonly credits: CreditsService,
    @Inject(EXPORT_SEARCH_SAVER) private readonly savedSearches: ExportSearchSaver,
    @InjectQueue(QUEUES.csvExport) private readonly queue: Queue<CsvExportJob>,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(DOWNLOAD_LINKS) private readonly links: DownloadLinks,
    @Inject(APP_CONFIG) private readonly config: Env,
  ) {
    // While Redis is down the queue reports every reconnect attempt; a request that needs it answers 503
    // (see queueCsvExport) and enqueue logs that once, so these are noise.
    this.queue.on('error', () => undefined);
  }

  /**
   * The selected rows as CSV text, at most the user's download limit of them (the first ones named),
   * charging one credit per row not viewed before and marking the rows viewed — one transaction, so a
   * 402 (not enough credit) leaves nothing charged and nothing marked.
   */
  async downloadSelected(
    user: UserRef,
    definition: SearchKindDefinition,
    selectedIds: readonly string[],
  ): Promise<SelectedDownload> {
    const ids = [...new Set(selectedIds.map((id) => id.toLowerCase()))];
    const limit = await this.credits.downloadLimit(user.id);
    const picked = limit > 0 ? ids.slice(0, limit) : ids;
    return this.dataSource.transaction(async (tx) => {
      const rows = await this.exportRows.in(tx).selected(definition, picked);
      if (!rows.length) throw DomainError.notFound(`None of the selected ${definition.noun.many} were found.`);
      const charged = await this.credits.chargeForItems(tx, {
        userId: user.id,
        items: rows.map((row) => row.viewedItem),
        source: 'download',
        reason: `${definition.noun.one} CSV download (selected)`,
        reference: null,
        idempotencyKey: `download-selected:${randomUUID()}`,
        shortReason: UI_MESSAGES.insufficientCredit,
      });
      // The rows (by their own id, the first cell) whose item was paid for now.
      const fresh = new Set(charged.newlyViewed.map((item) => `${item.kind}:${item.id}`));
      const newlyDownloadedIds = [
        ...new Set(
          rows
            .filter((row) => fresh.has(`${row.viewedItem.kind}:${row.viewedItem.id}`))
            .map((row) => row.cells[0] as string),
        ),
      ];
      return {
        monthlyAvailableCredit: charged.balance,
        newlyDownloadedIds,
        csvData: toCsvText(
          csvHeader(definition),
          rows.map((row) => row.cells),
        ),
      };
    });
  }

  /**
   * What a download would charge, counted as charging counts (docs/exports.md, "Estimate"): a selection's
   * first `downloadLimit` distinct ids that exist, or the criteria's matches capped by the limit; each paid
   * item once (an alert pays for the person it names), items the user viewed before free.
   */
  async estimate<K extends SearchableKind>(
    user: UserRef,
    definition: SearchKindDefinition<K>,
    request: EstimateRequest<K>,
  ): Promise<DownloadEstimate> {
    const downloadLimit = await this.credits.downloadLimit(user.id);
    if ('ids' in request) {
      const ids = [...new Set(request.ids.map((id) => id.toLowerCase()))];
      const picked = downloadLimit > 0 ? ids.slice(0, downloadLimit) : ids;
      const { rows, credits } = await this.exportRows.estimate(selectedEstimateQuery(definition, user.id, picked));
      return { requested: ids.length, rows, credits, downloadLimit };
    }
    const { matched, rows, credits } = await this.estimateAll(
      user,
      definition,
      { ...request.criteria, page: 1 },
      downloadLimit,
    );
    return { requested: matched, rows, credits, downloadLimit };
  }

  /** The matches of an export-all, the rows it holds (capped by the limit) and what charging them takes. */
  private async estimateAll<K extends SearchableKind>(
    user: UserRef,
    definition: SearchKindDefinition<K>,
    criteria: CriteriaOf<K>,
    downloadLimit: number,
  ): Promise<{ matched: number; rows: number; credits: number }> {
    const matched = await this.searches.count(definition, user.id, criteria);
    const capped = downloadLimit > 0 && matched > downloadLimit;
    const rows = capped ? downloadLimit : matched;
    if (rows === 0) return { matched, rows, credits: 0 };
    const { credits } = await this.exportRows.estimate(
      allEstimateQuery(definition, criteria, capped ? downloadLimit : null, user.id),
    );
    return { matched, rows, credits };
  }

  /**
   * Queues an export of every row the criteria match (capped by the download limit). Refused with 402
   * when what it would charge (the estimate: unviewed paid items, each once) exceeds the credits left
   * (spec §5); the worker charges for them when the file is ready. The row is written before the job is queued and removed again when the
   * queue is unreachable, so a 503 never leaves a row waiting in Queued for a job that does not exist.
   */
  async downloadAll<K extends SearchableKind>(
    user: UserRef,
    definition: SearchKindDefinition<K>,
    criteria: CriteriaOf<K>,
    options: ExportAllOptions,
  ): Promise<DownloadAllResponse> {
    const kind = definition.kind;
    const exported = { ...criteria, page: 1 };
    const limit = await this.credits.downloadLimit(user.id);
    const { rows, credits } = await this.estimateAll(user, definition, exported, limit);
    if (rows === 0) {
      throw DomainError.unprocessable(`There are no ${definition.noun.many} to download for this search.`);
    }
    if (credits > (await this.credits.balance(user.id)))
      throw DomainError.insufficientCredit(UI_MESSAGES.insufficientCredit);

    const saved = options.saveSearch
      ? await this.savedSearches.save(user, kind, {
          name: options.csvDownloadName,
          searchCriteria: JSON.stringify(exported),
          enableNotification: options.enableNotification,
        })
      : null;
    const download = await this.downloads.insert(user.id, {
      kind,
      name: options.csvDownloadName,
      criteria: exported,
      rowLimit: limit > 0 ? limit : null,
    });
    try {
      await queueCsvExport(this.queue, download.id);
    } catch (error) {
      await this.downloads.deleteQueued(download.id);
      // Saved only for this export: a retry must not then fail because the name is taken.
      if (saved) await this.savedSearches.delete(user, kind, saved.id);
      throw error;
    }
    return { id: download.id, status: CsvDownloadStatus.Queued };
  }

  async list(user: ExportUser, kind: SearchKind): Promise<CsvDownload[]> {
    const rows = await this.downloads.list(user.id, kind);
    return rows.map((row) => this.map(row, user.tokenVersion));
  }

  /**
   * Deletes the owner's download: its stored file first, then its row, in one transaction holding the row
   * lock. A crash after the file is gone and before the commit leaves the row (still listed, its file a
   * 404), which the next delete or the retention sweep removes — never a file without its row. Someone
   * else's id is a 404; a download still Queued or Processing is a 409 (no cancel: the worker owns it
   * until it finishes). Credits already charged are not refunded.
   */
  async delete(user: UserRef, id: string): Promise<{ id: string }> {
    if (!isUuid(id)) throw DomainError.notFound(NOT_FOUND);
    return this.dataSource.transaction(async (tx) => {
      const row = await this.downloads.lockOwn(tx, user.id, id);
      if (!row) throw DomainError.notFound(NOT_FOUND);
      if (row.status === CsvDownloadStatus.Queued || row.status === CsvDownloadStatus.Processing) {
        throw DomainError.conflict(DELETE_UNFINISHED_DOWNLOAD_REASON);
      }
      if (row.objectKey) await this.storage.delete(row.objectKey);
      await this.downloads.deleteIn(tx, row.id);
      return { id: row.id };
    });
  }

  /** The owner's finished file; anything else (someone else's, unfinished, unknown) is a 404. */
  async file(user: UserRef, id: string): Promise<CsvFile> {
    const row = isUuid(id) ? await this.downloads.findOwn(user.id, id) : undefined;
    return this.open(row);
  }

  /** The same file through a download link (no session needed: the token names download and owner). */
  async fileByLink(id: string, token: string): Promise<CsvFile> {
    // With the owner's current session version: a link handed out before they signed out everywhere, changed
    // their password or were disabled no longer opens.
    const row = isUuid(id) ? await this.downloads.findWithOwner(id) : undefined;
    const owner = row?.owner;
    if (!row || !owner || owner.isDisabled || !this.links.verify(token, row.id, row.userId, owner.tokenVersion)) {
      throw DomainError.notFound(NOT_FOUND);
    }
    return this.open(row);
  }

  private async open(row: CsvDownloadRow | undefined): Promise<CsvFile> {
    if (!row || row.status !== CsvDownloadStatus.Ready || !row.objectKey) throw DomainError.notFound(NOT_FOUND);
    const fileName = csvFileName(row.name);
    const url = await this.storage.signedUrl(row.objectKey, {
      expiresInSeconds: SIGNED_URL_TTL_SECONDS,
      downloadName: fileName,
    });
    if (url) return { kind: 'redirect', url };
    try {
      const sizeBytes = row.sizeBytes === null ? null : Number(row.sizeBytes);
      return { kind: 'stream', body: await this.storage.get(row.objectKey), fileName, sizeBytes };
    } catch (error) {
      // Removed by the retention sweep between the lookup and now.
      if (error instanceof ObjectNotFoundError) throw DomainError.notFound(NOT_FOUND);
      throw error;
    }
  }

  private map(row: CsvDownloadRow, tokenVersion: number): CsvDownload {
    const ready = row.status === CsvDownloadStatus.Ready && row.objectKey !== null;
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      status: row.status,
      totalRows: row.totalRows,
      createdOn: row.createdAt.toISOString(),
      completedOn: row.completedAt ? row.completedAt.toISOString() : null,
      error: row.error,
      downloadUrl: ready ? this.links.url(row.id, row.userId, tokenVersion) : null,
      expiresOn: new Date(row.createdAt.getTime() + this.config.EXPORT_RETENTION_DAYS * DAY_MS).toISOString(),
    };
  }
}
