// E-mail for every domain module: MailService.send() queues a MailJob (QUEUES.mail, registered by
// QueueModule); the worker's mail folder delivers it. Templates live in the email_templates table.
import { Global, Module } from '@nestjs/common';
import { EmailTemplatesRepository } from './email-templates.repository';
import { EmailTemplatesService } from './email-templates.service';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailService } from './mail.service';

@Global()
@Module({
  providers: [MailService, EmailTemplatesRepository, EmailTemplatesService, MailOutboxRepository],
  exports: [MailService, EmailTemplatesRepository, EmailTemplatesService],
})
export class MailModule {}
