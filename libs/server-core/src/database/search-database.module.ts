// Makes the search connections (SearchDatabase) injectable in the API, built from the configuration and
// closed when the app stops.
import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { Env } from '../config/env.schema';
import { SearchDatabase } from './search-database';

@Global()
@Module({
  providers: [
    {
      provide: SearchDatabase,
      inject: [APP_CONFIG],
      useFactory: (config: Env) =>
        new SearchDatabase({
          url: config.SEARCH_DATABASE_URL || config.DATABASE_URL,
          poolSize: config.SEARCH_POOL_SIZE,
          statementTimeoutMs: config.SEARCH_STATEMENT_TIMEOUT_MS,
          applicationName: 'leadsignal-search',
        }),
    },
  ],
  exports: [SearchDatabase],
})
export class SearchDatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(SearchDatabase) private readonly searchDatabase: SearchDatabase) {}

  async onApplicationShutdown(): Promise<void> {
    await this.searchDatabase.end();
  }
}
