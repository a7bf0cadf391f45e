// The monitoring queue in the worker: the scheduled run over monitored saved searches that writes
// notifications and queues digest e-mails on the mail queue.
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@leadsignal/contracts';
import { NotificationsModule } from '@leadsignal/notifications';
import { DigestMailer, MonitoringRepository, MonitoringService } from '@leadsignal/saved-searches';
import { MonitoringProcessor } from './monitoring.processor';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.monitoring }, { name: QUEUES.mail }), NotificationsModule],
  providers: [MonitoringRepository, MonitoringService, DigestMailer, MonitoringProcessor],
})
export class MonitoringQueueModule {}
