// CSV exports over HTTP: selected rows at once, all results through the csv-export queue (the worker's
// csv-export queue runs them with @leadsignal/exports), the download lists and the files.
import { Module } from '@nestjs/common';
import { APP_CONFIG, type Env } from '@leadsignal/server-core';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { CreditsModule } from '@leadsignal/credits';
import { SearchModule } from '@leadsignal/search';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module';
import { AlertExportsController, CompanyExportsController, ProspectExportsController } from './exports.controller';
import { CsvDownloadsRepository, ExportRowsRepository } from '@leadsignal/exports';
import { DownloadLinks } from './download-links';
import { ExportFilesController } from './export-files.controller';
import { DOWNLOAD_LINKS, ExportsService } from './exports.service';

@Module({
  imports: [CreditsModule, SavedSearchesModule, SearchModule],
  controllers: [AlertExportsController, CompanyExportsController, ProspectExportsController, ExportFilesController],
  providers: [
    CsvDownloadsRepository,
    ExportRowsRepository,
    ExportsService,
    {
      provide: DOWNLOAD_LINKS,
      inject: [APP_CONFIG],
      useFactory: (config: Env) => new DownloadLinks(resolveJwtSecret(config)),
    },
  ],
})
export class ExportsModule {}
