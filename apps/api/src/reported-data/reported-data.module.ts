import { Module } from '@nestjs/common';
import { ReportedDataModule as ReportedDataLibraryModule } from '@leadsignal/reported-data';
import { ReportedDataController } from './reported-data.controller';

/** Reports of inaccurate data from users, and the admins' review of them. */
@Module({
  imports: [ReportedDataLibraryModule],
  controllers: [ReportedDataController],
})
export class ReportedDataModule {}
