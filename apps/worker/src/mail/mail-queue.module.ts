// The mail queue in the worker: delivers the e-mails the API queues with MailService.send().
import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QUEUES } from '@leadsignal/contracts';
import { EmailTemplatesRepository } from '../../../api/src/mail/email-templates.repository';
import { MailDeliveryService } from './mail-delivery.service';
import { MailProcessor } from './mail.processor';

@Module({
  // Registering the queue is what makes @nestjs/bullmq discover and start the @Processor below.
  imports: [BullModule.registerQueue({ name: QUEUES.mail })],
  providers: [EmailTemplatesRepository, MailDeliveryService, MailProcessor],
})
export class MailQueueModule {}
