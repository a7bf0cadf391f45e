// Takes jobs off the mail queue (filled by the API's MailService) and hands them to MailDeliveryService.
import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QUEUES, type MailJob } from '@leadsignal/contracts';
import { UnrecoverableError, type Job } from 'bullmq';
import { APP_CONFIG } from '../../../api/src/common/config/config.module';
import type { Env } from '../../../api/src/common/config/env.schema';
import { QueueProcessor } from '../queue-processor';
import { MailDeliveryService, UndeliverableMailError } from './mail-delivery.service';

@Processor(QUEUES.mail, { autorun: false })
export class MailProcessor extends QueueProcessor<MailJob> {
  constructor(
    @Inject(APP_CONFIG) config: Env,
    private readonly delivery: MailDeliveryService,
  ) {
    super(config.WORKER_CONCURRENCY);
  }

  async process(job: Job<MailJob>): Promise<void> {
    try {
      await this.delivery.deliver(job.data);
    } catch (error) {
      // Retrying cannot fix a missing template or recipient; fail now instead of four more times.
      if (error instanceof UndeliverableMailError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }
}
