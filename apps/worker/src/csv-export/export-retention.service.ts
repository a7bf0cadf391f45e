// The scheduled sweep of the csv-export queue: removes downloads (file and row) older than
// EXPORT_RETENTION_DAYS, and fails rows whose job no longer exists in Redis (e.g. the API died between
// writing the row and queueing its job, or Redis lost its data) so nothing waits in Queued forever.
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { QUEUES, type CsvExportJob } from '@leadsignal/contracts';
import type { Queue } from 'bullmq';
import { APP_CONFIG } from '../../../api/src/common/config/config.module';
import type { Env } from '../../../api/src/common/config/env.schema';
import { CsvDownloadsRepository } from '../../../api/src/exports/csv-downloads.repository';
import { OBJECT_STORAGE, type ObjectStorage } from '../../../api/src/storage/object-storage';

const DAY_MS = 24 * 3600 * 1000;
/** An unfinished row this old without a job is not one whose job is about to be added. */
const LOST_JOB_AFTER_MS = 15 * 60 * 1000;
const BATCH = 500;

export const LOST_JOB_REASON = 'The export was interrupted before it could start. Please request it again.';

export interface SweepResult {
  removed: number;
  lost: number;
}

@Injectable()
export class ExportRetentionService {
  private readonly logger = new Logger(ExportRetentionService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: Env,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @InjectQueue(QUEUES.csvExport) private readonly queue: Queue<CsvExportJob>,
    private readonly downloads: CsvDownloadsRepository,
  ) {}

  async sweep(now = new Date()): Promise<SweepResult> {
    const cutoff = new Date(now.getTime() - this.config.EXPORT_RETENTION_DAYS * DAY_MS);
    let removed = 0;
    for (;;) {
      const expired = await this.downloads.expired(cutoff, BATCH);
      for (const download of expired) {
        // File first: if that fails the row stays and the next sweep tries again.
        if (download.object_key) await this.storage.delete(download.object_key);
        await this.downloads.delete(download.id);
      }
      removed += expired.length;
      if (expired.length < BATCH) break;
    }

    let lost = 0;
    const stale = await this.downloads.unfinished(new Date(now.getTime() - LOST_JOB_AFTER_MS), BATCH);
    for (const download of stale) {
      if (await this.queue.getJob(download.id)) continue;
      if (await this.downloads.markFailed(download.id, LOST_JOB_REASON)) lost += 1;
    }
    if (removed || lost) {
      this.logger.log({ removed, lost, retentionDays: this.config.EXPORT_RETENTION_DAYS }, 'CSV downloads swept');
    }
    return { removed, lost };
  }
}
