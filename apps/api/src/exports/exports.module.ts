// CSV exports of alerts: selected rows at once, all results through the csv-export queue (the worker in
// apps/worker/src/csv-export does the work), the download list and the files.
import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../common/config/config.module';
import type { Env } from '../common/config/env.schema';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { CreditsModule } from '../credits/credits.module';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module';
import { AlertExportsController } from './alert-exports.controller';
import { CsvDownloadsRepository } from './csv-downloads.repository';
import { DownloadLinks } from './download-links';
import { ExportFilesController } from './export-files.controller';
import { DOWNLOAD_LINKS, ExportsService } from './exports.service';

@Module({
  imports: [CreditsModule, SavedSearchesModule],
  controllers: [AlertExportsController, ExportFilesController],
  providers: [
    CsvDownloadsRepository,
    ExportsService,
    {
      provide: DOWNLOAD_LINKS,
      inject: [APP_CONFIG],
      useFactory: (config: Env) => new DownloadLinks(resolveJwtSecret(config)),
    },
  ],
})
export class ExportsModule {}
