// The worker's side of the e-mail outbox (mail_outbox, see MailService): marks mails sent or given up, and
// dispatches — queues again under the row's own id — every mail not sent whose job Redis no longer has.
import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { QUEUES, type MailJob } from '@leadsignal/contracts';
import type { Queue } from 'bullmq';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MAIL_JOB_NAME, MAIL_JOB_OPTIONS } from './mail.service';

const BATCH = 500;

export interface DispatchResult {
  queued: number;
  /** Rows whose job had completed without the row being marked (the worker died in between). */
  settled: number;
}

@Injectable()
export class MailOutbox {
  private readonly logger = new Logger(MailOutbox.name);

  constructor(
    @InjectQueue(QUEUES.mail) private readonly queue: Queue<MailJob>,
    private readonly outbox: MailOutboxRepository,
  ) {}

  isSent(id: string): Promise<boolean> {
    return this.outbox.isSent(id);
  }

  markSent(id: string): Promise<void> {
    return this.outbox.markSent(id);
  }

  markFailed(id: string): Promise<void> {
    return this.outbox.markFailed(id);
  }

  /**
   * Queues every mail not sent (written more than `olderThanMs` ago) whose job is not in Redis; the jobId
   * is the row id, so a mail already queued is not queued twice.
   */
  async dispatch(olderThanMs = 2000): Promise<DispatchResult> {
    const rows = await this.outbox.unsent(olderThanMs, BATCH);
    const result: DispatchResult = { queued: 0, settled: 0 };
    for (const row of rows) {
      const job = await this.queue.getJob(row.id);
      const state = job ? await job.getState() : 'missing';
      if (state === 'completed') {
        // Delivered; the worker died before marking it. Sending again would send it twice.
        await this.markSent(row.id);
        result.settled += 1;
      } else if (state === 'failed') {
        await this.markFailed(row.id);
        result.settled += 1;
      } else if (state === 'missing' || state === 'unknown') {
        await (this.queue as Queue).add(MAIL_JOB_NAME, row.job, { ...MAIL_JOB_OPTIONS, jobId: row.id });
        await this.outbox.markQueued(row.id);
        result.queued += 1;
      }
    }
    if (result.queued) this.logger.log(result, 'mail outbox dispatched');
    return result;
  }
}
