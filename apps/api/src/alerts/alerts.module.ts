import { Module } from '@nestjs/common';
import { RecordsModule } from '@leadsignal/records';
import { AlertsController } from './alerts.controller';

/** Trigger-event alerts: search, one event, e-mail reveal. */
@Module({
  imports: [RecordsModule],
  controllers: [AlertsController],
})
export class AlertsModule {}
