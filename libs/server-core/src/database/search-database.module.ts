// Makes the search connections (SearchDatabase) injectable in the API, built from the configuration and
// closed when the app stops. With SEARCH_DATABASE_URL (a replica) there are two pools of the same size and
// limits: SearchDatabase on the replica, and PRIMARY_SEARCH_DATABASE on DATABASE_URL for the searches that
// read what their user just wrote (their own lists, see readsOwnList); without it both are one pool.
import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { Env } from '../config/env.schema';
import { SearchDatabase, searchDatabaseUrl } from './search-database';

/** Injection token of the search connections on the primary (the same SearchDatabase without a replica). */
export const PRIMARY_SEARCH_DATABASE = Symbol('PRIMARY_SEARCH_DATABASE');

function searchDatabase(config: Env, url: string, applicationName: string): SearchDatabase {
  return new SearchDatabase({
    url,
    poolSize: config.SEARCH_POOL_SIZE,
    statementTimeoutMs: config.SEARCH_STATEMENT_TIMEOUT_MS,
    applicationName,
  });
}

@Global()
@Module({
  providers: [
    {
      provide: SearchDatabase,
      inject: [APP_CONFIG],
      useFactory: (config: Env) => searchDatabase(config, searchDatabaseUrl(config), 'leadsignal-search'),
    },
    {
      provide: PRIMARY_SEARCH_DATABASE,
      inject: [APP_CONFIG, SearchDatabase],
      useFactory: (config: Env, search: SearchDatabase) =>
        config.SEARCH_DATABASE_URL ? searchDatabase(config, config.DATABASE_URL, 'leadsignal-search-primary') : search,
    },
  ],
  exports: [SearchDatabase, PRIMARY_SEARCH_DATABASE],
})
export class SearchDatabaseModule implements OnApplicationShutdown {
  constructor(
    @Inject(SearchDatabase) private readonly searchDatabase: SearchDatabase,
    @Inject(PRIMARY_SEARCH_DATABASE) private readonly primarySearchDatabase: SearchDatabase,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.searchDatabase.end();
    if (this.primarySearchDatabase !== this.searchDatabase) await this.primarySearchDatabase.end();
  }
}
