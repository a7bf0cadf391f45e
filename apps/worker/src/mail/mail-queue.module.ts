// The mail queue in the worker: delivers the e-mails the API queues with MailService.send().
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@leadsignal/contracts';
import { EmailTemplatesRepository, MailDeliveryService, MailOutbox, MailOutboxRepository } from '@leadsignal/mail';
import { MailProcessor } from './mail.processor';

@Module({
  // Registering the queue is what makes @nestjs/bullmq discover and start the @Processor below.
  imports: [BullModule.registerQueue({ name: QUEUES.mail })],
  providers: [EmailTemplatesRepository, MailDeliveryService, MailOutboxRepository, MailOutbox, MailProcessor],
})
export class MailQueueModule {}
