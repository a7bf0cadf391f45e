// The worker's side of the e-mail outbox (mail_outbox, see MailService): marks mails sent or given up, and
// dispatches — queues again under the row's own id — every mail not sent whose job Redis no longer has.
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { QUEUES, type MailJob } from '@leadsignal/contracts';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { queryRows } from '@leadsignal/server-core';
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
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  async isSent(id: string): Promise<boolean> {
    const [row] = await queryRows<{ sent: boolean }>(
      this.dataSource,
      `SELECT sent_at IS NOT NULL AS sent FROM mail_outbox WHERE id = $1`,
      [id],
    );
    return !!row?.sent;
  }

  async markSent(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE mail_outbox SET sent_at = now() WHERE id = $1`, [id]);
  }

  async markFailed(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE mail_outbox SET failed_at = now() WHERE id = $1 AND sent_at IS NULL`, [id]);
  }

  /**
   * Queues every mail not sent (written more than `olderThanMs` ago) whose job is not in Redis; the jobId
   * is the row id, so a mail already queued is not queued twice.
   */
  async dispatch(olderThanMs = 2000): Promise<DispatchResult> {
    const rows = await queryRows<{ id: string; job: MailJob }>(
      this.dataSource,
      `SELECT id, job FROM mail_outbox
       WHERE sent_at IS NULL AND failed_at IS NULL AND created_at < now() - make_interval(secs => $1)
       ORDER BY created_at LIMIT ${BATCH}`,
      [olderThanMs / 1000],
    );
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
        await this.dataSource.query(`UPDATE mail_outbox SET queued_at = now() WHERE id = $1`, [row.id]);
        result.queued += 1;
      }
    }
    if (result.queued) this.logger.log(result, 'mail outbox dispatched');
    return result;
  }
}
