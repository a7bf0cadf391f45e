import { Module } from '@nestjs/common';
import { NotificationsModule } from '@leadsignal/notifications';
import { NotificationsController } from './notifications.controller';

/** GET notifications and POST notifications/markRead. */
@Module({
  imports: [NotificationsModule],
  controllers: [NotificationsController],
})
export class NotificationsHttpModule {}
