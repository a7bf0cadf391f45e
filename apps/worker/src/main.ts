// Entry point of the worker process (`npm run start:worker`); run as many copies as the queues need.
import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadEnv } from '../../api/src/common/config/env.schema';
import { WorkerModule } from './worker.module';

async function main(): Promise<void> {
  // Validate first so a bad variable stops the process with one clear message, before any connection.
  const env = loadEnv();
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  const logger = new NestLogger('Worker');
  // On SIGTERM/SIGINT each processor stops taking jobs and waits for its active ones (QueueProcessor),
  // then the connections close and the process exits 0 (process.exit lets pino flush).
  app.enableShutdownHooks([...SIGNALS], { useProcessExit: true });
  forceExitOnSecondSignal(logger);
  logger.log({ concurrency: env.WORKER_CONCURRENCY, redisPrefix: env.REDIS_PREFIX }, 'worker started');
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Nest ignores further signals while it waits, so a long job (a big CSV export) could make Ctrl-C seem
 * dead. A second signal exits at once; BullMQ's stalled-job check hands the interrupted job to another
 * worker, and the jobs are written so that a half-done run leaves nothing behind.
 */
function forceExitOnSecondSignal(logger: NestLogger): void {
  let received = 0;
  for (const signal of SIGNALS) {
    process.on(signal, () => {
      received += 1;
      if (received === 1) logger.log(`${signal} received: finishing active jobs, send it again to stop at once`);
      else {
        logger.warn(`${signal} received again: stopping without waiting for active jobs`);
        process.exit(1);
      }
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
