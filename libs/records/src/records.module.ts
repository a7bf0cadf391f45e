import { Module } from '@nestjs/common';
import { CreditsModule } from '@leadsignal/credits';
import { SearchModule } from '@leadsignal/search';
import { AlertsService } from './alerts.service';
import { CompaniesRepository } from './companies.repository';
import { CompaniesService } from './companies.service';
import { ProspectsService } from './prospects.service';
import { RecordsRepository } from './records.repository';
import { RevealService } from './reveal.service';

/** The rows of each search kind: the search, one row in detail, and the one reveal. */
@Module({
  imports: [CreditsModule, SearchModule],
  providers: [RecordsRepository, CompaniesRepository, AlertsService, CompaniesService, ProspectsService, RevealService],
  exports: [AlertsService, CompaniesService, ProspectsService, RevealService],
})
export class RecordsModule {}
