import { Module } from '@nestjs/common';
import { SearchModule } from '@leadsignal/search';
import { LogosModule } from '../logos/logos.module';
import { CompaniesController } from './companies.controller';
import { CompaniesRepository } from './companies.repository';
import { CompaniesService } from './companies.service';

/** Registered companies: search, one company in detail, logos. */
@Module({
  imports: [SearchModule, LogosModule],
  controllers: [CompaniesController],
  providers: [CompaniesRepository, CompaniesService],
})
export class CompaniesModule {}
