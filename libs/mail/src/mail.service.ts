// Sends e-mail through an outbox: the mail is written to PostgreSQL (mail_outbox) and its job queued with
// jobId = the row id; the worker renders and delivers it and marks the row sent. A slow or failing SMTP
// server never delays or fails an API request, delivery is retried, and a mail written while Redis is down
// (or whose job Redis lost) is queued again by the worker's dispatcher (MailOutbox.dispatch) — never twice.
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { QUEUES, type MailJob } from '@leadsignal/contracts';
import type { JobsOptions, Queue } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import { enqueue, queryRows } from '@leadsignal/server-core';

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
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  /**
   * Records the mail (in `tx` when given, so it commits or rolls back with the caller's change) and queues
   * it. Redis being down is not an error: the mail is recorded and the worker queues it when Redis is back.
   */
  async send(job: MailJob, tx?: EntityManager): Promise<void> {
    const [row] = await queryRows<{ id: string }>(
      tx ?? this.dataSource,
      `INSERT INTO mail_outbox (job) VALUES ($1) RETURNING id`,
      [JSON.stringify(job)],
    );
    // Inside a transaction the job could run before the row commits: the dispatcher queues it after.
    if (tx) return;
    try {
      await enqueue(this.queue, MAIL_JOB_NAME, job, { ...MAIL_JOB_OPTIONS, jobId: row.id }, 'unavailable');
      await this.dataSource.query(`UPDATE mail_outbox SET queued_at = now() WHERE id = $1`, [row.id]);
    } catch {
      this.logger.warn({ mailId: row.id }, 'mail recorded; it is queued when Redis is reachable again');
    }
  }
}
