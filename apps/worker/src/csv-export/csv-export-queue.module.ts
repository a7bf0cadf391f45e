// The csv-export queue in the worker: turns queued exports into CSV files in object storage and
// sweeps old ones (the API queues them in apps/api/src/exports). An export's rows are read on connections of
// their own (EXPORT_READS) on SEARCH_DATABASE_URL — a replica when it names one — without the searches'
// statement time limit; its bookkeeping and charge stay on the primary (docs/scaling.md).
import { BullModule } from '@nestjs/bullmq';
import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { QUEUES } from '@leadsignal/contracts';
import { CreditsModule } from '@leadsignal/credits';
import {
  CsvDownloadsRepository,
  CsvExportService,
  EXPORT_READS,
  ExportReconcilerService,
  ExportRetentionService,
  ExportRowsRepository,
} from '@leadsignal/exports';
import { APP_CONFIG, SearchDatabase, searchDatabaseUrl, type Env } from '@leadsignal/server-core';
import { CsvExportProcessor } from './csv-export.processor';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.csvExport }), CreditsModule],
  providers: [
    {
      provide: EXPORT_READS,
      inject: [APP_CONFIG],
      // One connection per export this worker runs at once; a COPY of millions of rows has no time limit.
      useFactory: (config: Env) =>
        new SearchDatabase({
          url: searchDatabaseUrl(config),
          poolSize: config.WORKER_CONCURRENCY,
          statementTimeoutMs: 0,
          applicationName: 'leadsignal-export-reads',
        }),
    },
    CsvDownloadsRepository,
    ExportRowsRepository,
    CsvExportService,
    ExportReconcilerService,
    ExportRetentionService,
    CsvExportProcessor,
  ],
})
export class CsvExportQueueModule implements OnApplicationShutdown {
  constructor(@Inject(EXPORT_READS) private readonly reads: SearchDatabase) {}

  /** After the processor has finished or handed back its exports (onApplicationShutdown comes last). */
  async onApplicationShutdown(): Promise<void> {
    await this.reads.end();
  }
}
