// Sends e-mail through an outbox: the mail is written to PostgreSQL (mail_outbox) and its job queued with
// jobId = the row id; the worker renders and delivers it and marks the row sent. A slow or failing SMTP
// server never delays or fails an API request, delivery is retried, and a mail written while Redis is down
// (or whose job Redis lost) is queued again by the worker's dispatcher (MailOutbox.dispatch) — never twice.
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { QUEUES, type MailJob } from '@leadsignal/contracts';
import type { JobsOptions, Queue } from 'bullmq';
import { enqueue, type Queryable } from '@leadsignal/server-core';
import { MailOutboxRepository } from './mail-outbox.repository';

export const MAIL_JOB_NAME = 'send';

/** Five tries spread over about 75 s (waits of 5, 10, 20, 40 s), then the job stays failed for inspection. */
export const MAIL_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: 1000,
  removeOnFail: 5000,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Is this mail job one of the outbox's (its id a mail_outbox row)? Digest mails have ids of their own. */
export function isOutboxJobId(jobId: string | undefined): jobId is string {
  return !!jobId && UUID.test(jobId);
}

@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);

  constructor(
    @InjectQueue(QUEUES.mail) private readonly queue: Queue<MailJob>,
    private readonly outbox: MailOutboxRepository,
  ) {}

  /**
   * Records the mail (in `tx` when given, so it commits or rolls back with the caller's change) and queues
   * it. Redis being down is not an error: the mail is recorded and the worker queues it when Redis is back.
   */
  async send(job: MailJob, tx?: Queryable): Promise<void> {
    const id = await (tx ? this.outbox.in(tx) : this.outbox).insert(job);
    // Inside a transaction the job could run before the row commits: the dispatcher queues it after.
    if (tx) return;
    try {
      await enqueue(this.queue, MAIL_JOB_NAME, job, { ...MAIL_JOB_OPTIONS, jobId: id }, 'unavailable');
      await this.outbox.markQueued(id);
    } catch {
      this.logger.warn({ mailId: id }, 'mail recorded; it is queued when Redis is reachable again');
    }
  }
}
