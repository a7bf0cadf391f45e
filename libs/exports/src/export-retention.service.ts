// The scheduled sweep of the csv-export queue: removes downloads (file and row) older than
// EXPORT_RETENTION_DAYS, puts right unfinished rows whose job is not live (ExportReconcilerService, which
// workers also run every few seconds), and removes unfinished uploads (local `.partial` files, S3 multipart
// uploads) that no run will finish: their download is finished or gone, or they are hours old.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CsvDownloadStatus } from '@leadsignal/contracts';
import { APP_CONFIG, OBJECT_STORAGE, type ObjectStorage, type Env } from '@leadsignal/server-core';
import { CsvDownloadsRepository } from './csv-downloads.repository';
import { ExportReconcilerService } from './export-reconciler.service';
import { downloadIdOfKey } from './csv-files';

const DAY_MS = 24 * 3600 * 1000;
/** No run writes for this long: an upload started before is debris even if its row is still unfinished. */
const ABANDONED_UPLOAD_MS = 6 * 3600 * 1000;
const BATCH = 500;

export interface SweepResult {
  removed: number;
  /** Unfinished rows whose job was not live, queued again / failed with their job's reason. */
  requeued: number;
  failed: number;
  /** Unfinished uploads removed. */
  debris: number;
}

@Injectable()
export class ExportRetentionService {
  private readonly logger = new Logger(ExportRetentionService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: Env,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly downloads: CsvDownloadsRepository,
    private readonly reconciler: ExportReconcilerService,
  ) {}

  async sweep(now = new Date()): Promise<SweepResult> {
    const cutoff = new Date(now.getTime() - this.config.EXPORT_RETENTION_DAYS * DAY_MS);
    let removed = 0;
    for (;;) {
      const expired = await this.downloads.expired(cutoff, BATCH);
      for (const download of expired) {
        // File first: if that fails the row stays and the next sweep tries again.
        if (download.objectKey) await this.storage.delete(download.objectKey);
        await this.downloads.delete(download.id);
      }
      removed += expired.length;
      if (expired.length < BATCH) break;
    }

    const reconciled = await this.reconciler.reconcile();
    const debris = await this.removeAbandonedUploads(now);
    const result = { removed, requeued: reconciled?.requeued ?? 0, failed: reconciled?.failed ?? 0, debris };
    if (removed || result.requeued || result.failed || debris) {
      this.logger.log({ ...result, retentionDays: this.config.EXPORT_RETENTION_DAYS }, 'CSV downloads swept');
    }
    return result;
  }

  private async removeAbandonedUploads(now: Date): Promise<number> {
    let uploads;
    try {
      uploads = await this.storage.incompleteUploads('csv-downloads/');
    } catch (error) {
      this.logger.warn({ err: error }, 'could not list unfinished uploads');
      return 0;
    }
    const ids = uploads.map((upload) => downloadIdOfKey(upload.key)).filter((id): id is string => !!id);
    const statuses = ids.length ? await this.downloads.statuses([...new Set(ids)]) : new Map();
    let removed = 0;
    for (const upload of uploads) {
      const id = downloadIdOfKey(upload.key);
      const status = id ? statuses.get(id) : undefined;
      const running = status === CsvDownloadStatus.Queued || status === CsvDownloadStatus.Processing;
      if (running && now.getTime() - upload.startedAt.getTime() < ABANDONED_UPLOAD_MS) continue;
      await this.storage.abortUpload(upload);
      removed += 1;
    }
    return removed;
  }
}
