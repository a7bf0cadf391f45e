import { Module } from '@nestjs/common';
import { CreditsModule } from '../credits/credits.module';
import { AlertsController } from './alerts.controller';
import { AlertsRepository } from './alerts.repository';
import { AlertsService } from './alerts.service';

/** Trigger-event alerts: search, one event, e-mail reveal. */
@Module({
  imports: [CreditsModule],
  controllers: [AlertsController],
  providers: [AlertsRepository, AlertsService],
  exports: [AlertsRepository],
})
export class AlertsModule {}
