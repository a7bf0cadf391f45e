import { Module } from '@nestjs/common';
import { CreditsModule } from '@leadsignal/credits';
import { SearchModule } from '@leadsignal/search';
import { ProspectsController } from './prospects.controller';
import { ProspectsRepository } from './prospects.repository';
import { ProspectsService } from './prospects.service';

/** Prospects: search, one person, reveal. */
@Module({
  imports: [CreditsModule, SearchModule],
  controllers: [ProspectsController],
  providers: [ProspectsRepository, ProspectsService],
})
export class ProspectsModule {}
