// The csv-export queue in the worker: turns queued alert exports into CSV files in object storage and
// sweeps old ones (the API queues them in apps/api/src/exports).
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@leadsignal/contracts';
import { CreditsModule } from '../../../api/src/credits/credits.module';
import { CsvDownloadsRepository } from '../../../api/src/exports/csv-downloads.repository';
import { CSV_EXPORT_SETTINGS, CsvExportService } from './csv-export.service';
import { CsvExportProcessor } from './csv-export.processor';
import { loadCsvExportSettings } from './csv-export.settings';
import { ExportRetentionService } from './export-retention.service';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.csvExport }), CreditsModule],
  providers: [
    { provide: CSV_EXPORT_SETTINGS, useFactory: () => loadCsvExportSettings() },
    CsvDownloadsRepository,
    CsvExportService,
    ExportRetentionService,
    CsvExportProcessor,
  ],
})
export class CsvExportQueueModule {}
