import { Module } from '@nestjs/common';
import { CreditsModule } from '@leadsignal/credits';
import { CreditsController } from './credits.controller';

/** The credit ledger's HTTP calls (own history, usage, admin grants). */
@Module({
  imports: [CreditsModule],
  controllers: [CreditsController],
})
export class CreditsHttpModule {}
