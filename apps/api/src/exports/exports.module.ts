// CSV exports over HTTP: selected rows at once, all results through the csv-export queue (the worker's
// csv-export queue runs them with @leadsignal/exports), the download lists and the files.
import { Module } from '@nestjs/common';
import { APP_CONFIG, type Env } from '@leadsignal/server-core';
import { CreditsModule } from '@leadsignal/credits';
import {
  CsvDownloadsRepository,
  DOWNLOAD_LINKS,
  DownloadLinks,
  EXPORT_SEARCH_SAVER,
  ExportRowsRepository,
  ExportsService,
} from '@leadsignal/exports';
import { SavedSearchesService } from '@leadsignal/saved-searches';
import { SearchModule } from '@leadsignal/search';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { SavedSearchesModule } from '../saved-searches/saved-searches.module';
import { EXPORTS_CONTROLLERS } from './exports.controller';
import { ExportFilesController } from './export-files.controller';

@Module({
  imports: [CreditsModule, SavedSearchesModule, SearchModule],
  controllers: [...EXPORTS_CONTROLLERS, ExportFilesController],
  providers: [
    CsvDownloadsRepository,
    ExportRowsRepository,
    ExportsService,
    // An export-all that also saves its search saves it as the saved-search calls do.
    { provide: EXPORT_SEARCH_SAVER, useExisting: SavedSearchesService },
    {
      provide: DOWNLOAD_LINKS,
      inject: [APP_CONFIG],
      useFactory: (config: Env) => new DownloadLinks(resolveJwtSecret(config)),
    },
  ],
})
export class ExportsModule {}
