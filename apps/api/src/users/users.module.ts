import { Module } from '@nestjs/common';
import { CreditsModule } from '@leadsignal/credits';
import { UsersController } from './users.controller';

/** users over HTTP; UsersService comes from AccountsModule (@leadsignal/accounts, registered by AuthModule). */
@Module({
  imports: [CreditsModule],
  controllers: [UsersController],
})
export class UsersModule {}
