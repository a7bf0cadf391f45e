import { Module } from '@nestjs/common';
import { HomeRepository, HomeService, SavedSearchesRepository } from '@leadsignal/saved-searches';
import { HomeController } from './home.controller';

/** The home dashboard's calls (visit, monitored searches' new matches, the default alert search's trend). */
@Module({
  controllers: [HomeController],
  providers: [HomeRepository, HomeService, SavedSearchesRepository],
})
export class HomeModule {}
