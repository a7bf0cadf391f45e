import { Module } from '@nestjs/common';
import { CreditsModule } from '@leadsignal/credits';
import { ReportedDataRepository } from './reported-data.repository';
import { ReportedDataService } from './reported-data.service';

/** Reports of inaccurate data (reported_data) and the admins' actions on them (reported_data_actions). */
@Module({
  imports: [CreditsModule],
  providers: [ReportedDataRepository, ReportedDataService],
  exports: [ReportedDataService],
})
export class ReportedDataModule {}
