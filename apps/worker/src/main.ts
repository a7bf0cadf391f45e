// Entry point of the worker process (`npm run start:worker`); run as many copies as the queues need.
import 'reflect-metadata';
import { Logger as NestLogger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadEnv, stopWhenOrphaned, waitForSchema } from '@leadsignal/server-core';

/** A second signal this soon after the first is the same stop request (Ctrl-C reaches the launcher too). */
const SAME_STOP_MS = 3000;

async function main(): Promise<void> {
  // Validate first so a bad variable stops the process with one clear message, before any connection.
  const env = loadEnv();
  const logger = new NestLogger('Worker');
  // Its launcher SIGKILLed (npm start killed by a CI timeout, an OOM kill): stop as on SIGTERM rather than
  // run on, unsupervised, taking jobs.
  stopWhenOrphaned({ log: (message) => logger.warn(message) });
  let stopping = false;
  // The API applies the migrations: on a first start the worker waits for them instead of failing queries.
  const early = () => process.exit(0);
  for (const signal of SIGNALS) process.once(signal, early);
  await waitForSchema(env.DATABASE_URL, {
    onWait: (why) => console.log(`[worker] waiting for the database schema (the API applies it): ${why}`),
  });
  for (const signal of SIGNALS) process.off(signal, early);

  // Loaded only now: the queue processors read their settings from the environment when they are loaded.
  const { WorkerModule } = await import('./worker.module');
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // On SIGTERM/SIGINT each processor stops taking jobs and lets its active ones finish within
  // WORKER_SHUTDOWN_GRACE_MS, then hands the rest back to the queue (QueueProcessor); then the connections
  // close and the process exits 0 (process.exit lets pino flush).
  app.enableShutdownHooks([...SIGNALS], { useProcessExit: true });
  forceExitOnSecondSignal(
    logger,
    () => stopping,
    () => (stopping = true),
  );
  logger.log({ concurrency: env.WORKER_CONCURRENCY, redisPrefix: env.REDIS_PREFIX }, 'worker started');
}

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Nest ignores further signals while it waits, so a long job could make Ctrl-C seem dead. A second signal
 * (more than SAME_STOP_MS after the first: the launcher forwarding the terminal's Ctrl-C is the same one)
 * exits at once; BullMQ's stalled-job check hands the interrupted job to another worker, and the jobs are
 * written so that a half-done run leaves nothing behind.
 */
function forceExitOnSecondSignal(logger: NestLogger, isStopping: () => boolean, markStopping: () => void): void {
  let firstAt = 0;
  for (const signal of SIGNALS) {
    process.on(signal, () => {
      if (!isStopping()) {
        markStopping();
        firstAt = Date.now();
        logger.log(`${signal} received: finishing or handing back active jobs, send it again to stop at once`);
      } else if (Date.now() - firstAt < SAME_STOP_MS) {
        return;
      } else {
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
