import { Module } from '@nestjs/common';
import { CreditsModule } from '@leadsignal/credits';
import { SearchModule } from '@leadsignal/search';
import { AlertsController } from './alerts.controller';
import { AlertsRepository } from './alerts.repository';
import { AlertsService } from './alerts.service';

/** Trigger-event alerts: search, one event, e-mail reveal. */
@Module({
  imports: [CreditsModule, SearchModule],
  controllers: [AlertsController],
  providers: [AlertsRepository, AlertsService],
})
export class AlertsModule {}
