import { Module } from '@nestjs/common';
import { AlertSavedSearchesController } from './alert-saved-searches.controller';
import { SavedSearchesRepository } from './saved-searches.repository';
import { SavedSearchesService } from './saved-searches.service';

@Module({
  controllers: [AlertSavedSearchesController],
  providers: [SavedSearchesRepository, SavedSearchesService],
  exports: [SavedSearchesService],
})
export class SavedSearchesModule {}
