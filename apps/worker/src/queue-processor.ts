// What every queue's processor shares: it takes jobs only once the whole worker is up, runs
// WORKER_CONCURRENCY of them at a time, logs failures, and on shutdown stops taking jobs and waits for the
// active ones in onModuleDestroy — Nest's first shutdown phase — so the database, Redis and anything a
// service closes in onApplicationShutdown (TypeORM's DataSource, the SMTP transport) outlive every job.
import { WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { Job, Worker } from 'bullmq';

export abstract class QueueProcessor<Data, Result = void>
  extends WorkerHost<Worker<Data, Result>>
  implements OnApplicationBootstrap, OnModuleDestroy
{
  protected readonly logger = new Logger(this.constructor.name);

  /** @param concurrency jobs this process runs at once (WORKER_CONCURRENCY) */
  protected constructor(private readonly concurrency: number) {
    super();
  }

  abstract override process(job: Job<Data, Result>, token?: string): Promise<Result>;

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

  async onModuleDestroy(): Promise<void> {
    await this.worker.close();
  }
}
