import { Module } from '@nestjs/common';
import { RecordsModule } from '@leadsignal/records';
import { ProspectsController } from './prospects.controller';

/** Prospects: search, one person, reveal. */
@Module({
  imports: [RecordsModule],
  controllers: [ProspectsController],
})
export class ProspectsModule {}
