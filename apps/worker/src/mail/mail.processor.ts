// Takes jobs off the mail queue (filled through the outbox by MailService, and by the monitoring digests)
// and hands them to MailDeliveryService; marks outbox mails sent (or given up), and dispatches the outbox
// every WORKER_RECONCILE_EVERY_MS so a mail whose job Redis lost is still sent — once.
import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { QUEUES, type MailJob } from '@leadsignal/contracts';
import { UnrecoverableError, type Job } from 'bullmq';
import { APP_CONFIG, type Env } from '@leadsignal/server-core';
import { QueueProcessor } from '../queue-processor';
import { MailDeliveryService, MailOutbox, UndeliverableMailError, isOutboxJobId } from '@leadsignal/mail';

@Processor(QUEUES.mail, { autorun: false })
export class MailProcessor extends QueueProcessor<MailJob, { sent: boolean }> {
  constructor(
    @Inject(APP_CONFIG) config: Env,
    private readonly delivery: MailDeliveryService,
    private readonly outbox: MailOutbox,
  ) {
    super(config.WORKER_CONCURRENCY);
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    this.repeat('dispatching the mail outbox', () => this.outbox.dispatch());
  }

  async process(job: Job<MailJob, { sent: boolean }>): Promise<{ sent: boolean }> {
    const outboxId = isOutboxJobId(job.id) ? job.id : undefined;
    // A mail queued again after it was delivered (its worker died before the job completed) is not re-sent.
    if (outboxId && (await this.outbox.isSent(outboxId))) return { sent: false };
    try {
      await this.delivery.deliver(job.data);
    } catch (error) {
      const undeliverable = error instanceof UndeliverableMailError;
      if (outboxId && (undeliverable || job.attemptsMade + 1 >= (job.opts.attempts ?? 1))) {
        await this.outbox.markFailed(outboxId);
      }
      // Retrying cannot fix a missing template or recipient; fail now instead of four more times.
      if (undeliverable) throw new UnrecoverableError(error.message);
      throw error;
    }
    if (outboxId) await this.outbox.markSent(outboxId);
    return { sent: true };
  }
}
