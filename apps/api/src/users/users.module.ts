import { Module } from '@nestjs/common';
import { CreditsModule } from '@leadsignal/credits';
import { NotificationsModule } from '@leadsignal/notifications';
import { UsersController } from './users.controller';

/** users over HTTP; UsersService comes from AccountsModule (@leadsignal/accounts, registered by AuthModule). */
@Module({
  imports: [CreditsModule, NotificationsModule],
  controllers: [UsersController],
})
export class UsersModule {}
