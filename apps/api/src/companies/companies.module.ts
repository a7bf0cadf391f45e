import { Module } from '@nestjs/common';
import { RecordsModule } from '@leadsignal/records';
import { LogosModule } from '../logos/logos.module';
import { CompaniesController } from './companies.controller';

/** Registered companies: search, one company in detail, logos. */
@Module({
  imports: [RecordsModule, LogosModule],
  controllers: [CompaniesController],
})
export class CompaniesModule {}
