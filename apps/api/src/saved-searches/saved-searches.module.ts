import { Module } from '@nestjs/common';
import { SAVED_SEARCHES_CONTROLLERS } from './saved-searches.controller';
import { SavedSearchesRepository, SavedSearchesService } from '@leadsignal/saved-searches';

@Module({
  controllers: SAVED_SEARCHES_CONTROLLERS,
  providers: [SavedSearchesRepository, SavedSearchesService],
  exports: [SavedSearchesService],
})
export class SavedSearchesModule {}
