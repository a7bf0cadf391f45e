// Sends e-mail by queueing it: the worker renders and delivers, so a slow or failing SMTP server never
// delays or fails an API request, and delivery is retried.
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { QUEUES, type MailJob } from '@leadsignal/contracts';
import type { JobsOptions, Queue } from 'bullmq';
import { enqueue } from '../queue/enqueue';

export const MAIL_JOB_NAME = 'send';

/** Five tries spread over about 75 s (waits of 5, 10, 20, 40 s), then the job stays failed for inspection. */
export const MAIL_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: 1000,
  removeOnFail: 5000,
};

@Injectable()
export class MailService {
  constructor(@InjectQueue(QUEUES.mail) private readonly queue: Queue<MailJob>) {}

  async send(job: MailJob): Promise<void> {
    await enqueue(this.queue, MAIL_JOB_NAME, job, MAIL_JOB_OPTIONS, 'Mail could not be queued; try again shortly.');
  }
}
