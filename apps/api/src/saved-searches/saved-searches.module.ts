import { Module } from '@nestjs/common';
import {
  AlertSavedSearchesController,
  CompanySavedSearchesController,
  ProspectSavedSearchesController,
} from './saved-searches.controller';
import { SavedSearchesRepository, SavedSearchesService } from '@leadsignal/saved-searches';

@Module({
  controllers: [AlertSavedSearchesController, CompanySavedSearchesController, ProspectSavedSearchesController],
  providers: [SavedSearchesRepository, SavedSearchesService],
  exports: [SavedSearchesService],
})
export class SavedSearchesModule {}
