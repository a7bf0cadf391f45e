// Takes jobs off the credits queue: every minute a pass delivering credit warnings (libs/teams), and the scheduled renewal pass (every RENEWAL_INTERVAL_MINUTES, one scheduler
// upserted by every worker, kept once by Redis; the first pass runs at once, so a day missed while no worker
// ran is caught up at the next start). Exactly-once per period comes from AllowanceService (locked rows,
// ledger keys per subscription and period), not from the queue: two passes at once are harmless.
import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { CREDITS_JOBS, QUEUES } from '@leadsignal/contracts';
import { AllowanceService } from '@leadsignal/credits';
import { CreditWarningsService } from '@leadsignal/teams';
import type { Job, Queue } from 'bullmq';
import { APP_CONFIG, type Env } from '@leadsignal/server-core';
import { QueueProcessor } from '../queue-processor';

export const RENEWAL_SCHEDULER_ID = 'allowance-renewal';
export const WARNINGS_SCHEDULER_ID = 'credit-warnings';
/** How often credit warnings are delivered (docs/teams.md). */
export const WARNINGS_EVERY_MS = 60_000;

@Processor(QUEUES.credits, { autorun: false })
export class RenewalProcessor extends QueueProcessor<
  Record<string, never>,
  { renewed: number } | { delivered: number }
> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: Env,
    @InjectQueue(QUEUES.credits) private readonly queue: Queue,
    private readonly allowance: AllowanceService,
    private readonly warnings: CreditWarningsService,
  ) {
    super(1);
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    this.queue
      .upsertJobScheduler(
        RENEWAL_SCHEDULER_ID,
        { every: this.config.RENEWAL_INTERVAL_MINUTES * 60_000 },
        {
          name: CREDITS_JOBS.renew,
          data: {},
          opts: {
            attempts: 3,
            backoff: { type: 'exponential', delay: 30_000 },
            removeOnComplete: 100,
            removeOnFail: 100,
          },
        },
      )
      .catch((error: unknown) => this.logger.error({ err: error }, 'could not schedule the allowance renewal'));
    this.queue
      .upsertJobScheduler(
        WARNINGS_SCHEDULER_ID,
        { every: WARNINGS_EVERY_MS },
        {
          name: CREDITS_JOBS.deliverWarnings,
          data: {},
          opts: {
            attempts: 3,
            backoff: { type: 'exponential', delay: 10_000 },
            removeOnComplete: 100,
            removeOnFail: 100,
          },
        },
      )
      .catch((error: unknown) => this.logger.error({ err: error }, 'could not schedule the credit warnings'));
  }

  async process(job: Job<Record<string, never>>): Promise<{ renewed: number } | { delivered: number }> {
    if (job.name === CREDITS_JOBS.deliverWarnings) return { delivered: await this.warnings.deliverPending() };
    return { renewed: await this.allowance.renewDue() };
  }
}
