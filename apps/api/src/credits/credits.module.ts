import { Module } from '@nestjs/common';
import { CreditsModule } from '@leadsignal/credits';
import { UsersModule } from '../users/users.module';
import { CreditsController } from './credits.controller';

/** The credit ledger's HTTP calls (own history, usage, admin grants). */
@Module({
  imports: [CreditsModule, UsersModule],
  controllers: [CreditsController],
})
export class CreditsHttpModule {}
