import { Module } from '@nestjs/common';
import { CreditsRepository } from './credits.repository';
import { CreditsService } from './credits.service';

/** Credit deduction and the ledger, used by e-mail reveals and downloads. */
@Module({
  providers: [CreditsRepository, CreditsService],
  exports: [CreditsService, CreditsRepository],
})
export class CreditsModule {}
