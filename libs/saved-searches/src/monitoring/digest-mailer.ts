// Queues a digest e-mail on the mail queue under the digest's own job id, so queueing the same digest
// again (after a run stopped between queueing and recording it) adds nothing while the job is kept.
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { QUEUES, type MailJob } from '@leadsignal/contracts';
import type { Queue } from 'bullmq';
import { MAIL_JOB_NAME, MAIL_JOB_OPTIONS } from '@leadsignal/mail';

const WEEK_S = 7 * 24 * 3600;

export function digestJobId(digestId: string): string {
  return `digest-${digestId}`;
}

@Injectable()
export class DigestMailer {
  constructor(@InjectQueue(QUEUES.mail) private readonly queue: Queue<MailJob>) {}

  async enqueue(digestId: string, mail: MailJob): Promise<void> {
    await (this.queue as Queue).add(MAIL_JOB_NAME, mail, {
      ...MAIL_JOB_OPTIONS,
      jobId: digestJobId(digestId),
      // Kept a week (not just the last 1000 mails) so a re-queue after a crash still finds it and is a no-op.
      removeOnComplete: { age: WEEK_S, count: 100_000 },
      removeOnFail: { age: 4 * WEEK_S },
    });
  }
}
