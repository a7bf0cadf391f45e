// The search machinery as Nest providers (the search connections come from server-core's SearchDatabaseModule).
import { Module } from '@nestjs/common';
import { CountCache } from './count-cache';
import { SearchGate } from './search-gate';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';

@Module({
  providers: [CountCache, SearchGate, SearchRepository, SearchService],
  exports: [SearchService, SearchRepository],
})
export class SearchModule {}
