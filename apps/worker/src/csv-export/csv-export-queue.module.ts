// The csv-export queue in the worker: turns queued exports into CSV files in object storage and
// sweeps old ones (the API queues them in apps/api/src/exports).
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@leadsignal/contracts';
import { CreditsModule } from '@leadsignal/credits';
import {
  CSV_EXPORT_SETTINGS,
  CsvDownloadsRepository,
  CsvExportService,
  ExportReconcilerService,
  ExportRetentionService,
  ExportRowsRepository,
  loadCsvExportSettings,
} from '@leadsignal/exports';
import { CsvExportProcessor } from './csv-export.processor';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.csvExport }), CreditsModule],
  providers: [
    { provide: CSV_EXPORT_SETTINGS, useFactory: () => loadCsvExportSettings() },
    CsvDownloadsRepository,
    ExportRowsRepository,
    CsvExportService,
    ExportReconcilerService,
    ExportRetentionService,
    CsvExportProcessor,
  ],
})
export class CsvExportQueueModule {}
