// What every queue's processor shares: it takes jobs only once the whole worker is up, runs
// WORKER_CONCURRENCY of them at a time, logs failures, keeps its job schedulers in Redis (re-created when
// Redis lost them), and on shutdown stops taking jobs and waits for the active ones in onModuleDestroy —
// Nest's first shutdown phase — so the database, Redis and anything a service closes in
// onApplicationShutdown (TypeORM's DataSource, the SMTP transport) outlive every job. After the grace
// period (WORKER_SHUTDOWN_GRACE_MS) the jobs still running are handed back (handBack(): a processor
// that can stop its jobs puts them back in the queue for another worker to start at once).
import { WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Job, JobSchedulerTemplateOptions, Queue, RepeatOptions, Worker } from 'bullmq';
import { loadEnv } from '@leadsignal/server-core';

/** Read when the process starts, like the queue settings. */
const { WORKER_SHUTDOWN_GRACE_MS: shutdownGraceMs, WORKER_RECONCILE_EVERY_MS: reconcileEveryMs } = loadEnv();
/** After handing back, how long the jobs get to notice before the worker stops without them. */
const HAND_BACK_WAIT_MS = 5000;

export interface SchedulerSpec {
  id: string;
  repeat: Omit<RepeatOptions, 'key'>;
  template: { name: string; data: unknown; opts?: JobSchedulerTemplateOptions };
}

export abstract class QueueProcessor<Data, Result = void>
  extends WorkerHost<Worker<Data, Result>>
  implements OnApplicationBootstrap, OnModuleDestroy
{
  protected readonly logger = new Logger(this.constructor.name);
  private readonly timers: NodeJS.Timeout[] = [];

  /** @param concurrency jobs this process runs at once (WORKER_CONCURRENCY) */
  protected constructor(private readonly concurrency: number) {
    super();
  }

  abstract override process(job: Job<Data, Result>, token?: string): Promise<Result>;

  /** Stops the active jobs and puts them back in the queue; called when the shutdown grace period is over. */
  protected handBack(): void {
    // Jobs of most queues are short: they are simply waited for.
  }

  onApplicationBootstrap(): void {
    const worker = this.worker;
    worker.concurrency = this.concurrency;
    // Without a listener an 'error' event would throw; these are Redis hiccups BullMQ recovers from.
    worker.on('error', (error) => this.logger.error({ queue: worker.name, err: error }, 'queue connection error'));
    worker.on('failed', (job, error) => {
      if (!job) return;
      const attempts = job.opts.attempts ?? 1;
      const final = job.attemptsMade >= attempts || job.finishedOn !== undefined;
      const fields = { queue: worker.name, jobId: job.id, attempt: job.attemptsMade, attempts, err: error };
      if (final) this.logger.error(fields, 'job failed for good');
      else this.logger.warn(fields, 'job failed; it will be retried');
    });
    // Processors are declared with autorun: false so no job starts before every module is initialised.
    if (!worker.isRunning()) {
      worker.run().catch((error: unknown) => this.logger.error({ queue: worker.name, err: error }, 'worker stopped'));
    }
  }

  /**
   * Runs `task` now and then every `everyMs` (default WORKER_RECONCILE_EVERY_MS) while the worker lives;
   * never two at once (a call waiting for Redis to come back is not stacked on).
   */
  protected repeat(name: string, task: () => Promise<unknown>, everyMs = reconcileEveryMs): void {
    let running = false;
    const run = () => {
      if (running) return;
      running = true;
      task()
        .catch((error: unknown) => this.logger.error({ err: error }, `${name} failed`))
        .finally(() => (running = false));
    };
    run();
    const timer = setInterval(run, everyMs);
    timer.unref();
    this.timers.push(timer);
  }

  /**
   * Keeps a job scheduler in Redis: upserted at start (so a changed interval applies), then checked every
   * WORKER_RECONCILE_EVERY_MS and re-created, with a log line, when missing (Redis restarted empty or was
   * flushed). Every worker does it; Redis keeps one scheduler per id.
   */
  protected keepScheduled(queue: Queue, spec: SchedulerSpec): void {
    let first = true;
    this.repeat(`keeping the job scheduler ${spec.id}`, async () => {
      if (!first && (await queue.getJobScheduler(spec.id))) return;
      await (queue as Queue).upsertJobScheduler(spec.id, spec.repeat, spec.template);
      if (!first) {
        this.logger.warn(
          { queue: queue.name, scheduler: spec.id },
          'job scheduler was missing (Redis lost it); re-created',
        );
      }
      first = false;
    });
  }

  async onModuleDestroy(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    // Stops taking jobs at once; resolves when the active ones are done.
    const closing = this.worker.close();
    let grace: NodeJS.Timeout | undefined;
    let forced: NodeJS.Timeout | undefined;
    const givenUp = new Promise<void>((resolve) => {
      grace = setTimeout(() => {
        this.logger.warn(
          { queue: this.worker.name, graceMs: shutdownGraceMs },
          'shutdown grace period over: handing back active jobs',
        );
        this.handBack();
        forced = setTimeout(() => {
          // Whatever still runs is left to the stalled-job check of the next worker.
          this.logger.warn({ queue: this.worker.name }, 'active jobs did not stop: stopping without them');
          resolve();
        }, HAND_BACK_WAIT_MS);
      }, shutdownGraceMs);
    });
    try {
      await Promise.race([closing, givenUp]);
    } finally {
      clearTimeout(grace);
      clearTimeout(forced);
    }
  }
}
