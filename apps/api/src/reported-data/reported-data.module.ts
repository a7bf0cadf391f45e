import { Module } from '@nestjs/common';
import { ReportedDataController } from './reported-data.controller';
import { ReportedDataRepository } from './reported-data.repository';
import { ReportedDataService } from './reported-data.service';

/** Reports of inaccurate data from users (admin review comes later). */
@Module({
  controllers: [ReportedDataController],
  providers: [ReportedDataRepository, ReportedDataService],
})
export class ReportedDataModule {}
