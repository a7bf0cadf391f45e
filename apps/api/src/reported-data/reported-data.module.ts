import { Module } from '@nestjs/common';
import { CreditsModule } from '@leadsignal/credits';
import { ReportedDataController } from './reported-data.controller';
import { ReportedDataRepository } from './reported-data.repository';
import { ReportedDataService } from './reported-data.service';

/** Reports of inaccurate data from users (admin review comes later). */
@Module({
  imports: [CreditsModule],
  controllers: [ReportedDataController],
  providers: [ReportedDataRepository, ReportedDataService],
})
export class ReportedDataModule {}
