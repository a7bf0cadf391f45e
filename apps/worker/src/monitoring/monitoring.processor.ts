// Takes jobs off the monitoring queue: the scheduled run (every MONITOR_INTERVAL_MINUTES, one scheduler
// upserted by every worker, kept once by Redis) or one added by hand. The work is in MonitoringService.
import { InjectQueue, Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { MONITORING_JOBS, QUEUES } from '@leadsignal/contracts';
import type { Job, Queue } from 'bullmq';
import { APP_CONFIG, type Env } from '@leadsignal/server-core';
import { QueueProcessor } from '../queue-processor';
import { MonitoringService, type MonitoringRunResult } from '@leadsignal/saved-searches';

export const MONITORING_SCHEDULER_ID = 'saved-search-monitoring';

@Processor(QUEUES.monitoring, { autorun: false })
export class MonitoringProcessor extends QueueProcessor<Record<string, never>, MonitoringRunResult> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: Env,
    @InjectQueue(QUEUES.monitoring) private readonly queue: Queue,
    private readonly monitoring: MonitoringService,
  ) {
    // Runs are sequential per worker; runs on several workers at once stay correct (rows are locked
    // and watermarks re-read), they just wait for each other.
    super(1);
  }

  override onApplicationBootstrap(): void {
    super.onApplicationBootstrap();
    this.keepScheduled(this.queue, {
      id: MONITORING_SCHEDULER_ID,
      repeat: { every: this.config.MONITOR_INTERVAL_MINUTES * 60_000 },
      template: {
        name: MONITORING_JOBS.run,
        data: {},
        // A failed run is retried; what it committed stays, what it did not is done by the retry.
        opts: {
          attempts: 3,
          backoff: { type: 'exponential', delay: 30_000 },
          removeOnComplete: 100,
          removeOnFail: 100,
        },
      },
    });
  }

  process(_job: Job<Record<string, never>>): Promise<MonitoringRunResult> {
    return this.monitoring.run();
  }
}
