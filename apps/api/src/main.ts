// The API's entry point. With API_PROCESSES ≠ 1 (default: one per core) it is a node:cluster primary that
// serves nothing itself: its API processes share the one listening port (the primary hands connections out
// round-robin). The first process migrates and seeds (once, under the advisory lock as always); the others
// start when it is listening, so they find nothing to do and skip the seeding. SIGTERM/SIGINT are passed to
// every process once; the primary exits when they all have (with the first failure's code, if any). When the
// process that started it dies without stopping it (a launcher SIGKILLed), the primary or single process stops
// as on SIGTERM (stopWhenOrphaned); an API process of the cluster is stopped by its primary (or, should the
// primary itself be killed, by node:cluster, which exits a worker whose primary is gone).
import 'reflect-metadata';
import cluster, { type Worker } from 'node:cluster';
import { availableParallelism } from 'node:os';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { loadEnv, stopWhenOrphaned, type Env } from '@leadsignal/server-core';
import { serveClusterMetrics } from './metrics/cluster-metrics';
import { FOLLOWER_ENV } from './seed/startup-seed.module';

async function serve(env: Env): Promise<void> {
  const app = await createApp();
  await app.listen(env.PORT);
  const which = cluster.isWorker ? ` (API process ${cluster.worker?.id})` : '';
  new Logger('Api').log(`LeadSignal API listening on http://localhost:${env.PORT}${which} (${env.NODE_ENV})`);
}

function runPrimary(env: Env, count: number): void {
  const logger = new Logger('Api');
  logger.log(`Starting ${count} API processes on port ${env.PORT}`);
  serveClusterMetrics();
  let stopping = false;
  let exitCode = 0;
  const listened = new WeakSet<Worker>();

  const fork = (follower: boolean): Worker => {
    const worker = cluster.fork(follower ? { [FOLLOWER_ENV]: '1' } : {});
    worker.once('listening', () => listened.add(worker));
    return worker;
  };
  const stopAll = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && !worker.isDead()) worker.process.kill(signal);
    }
  };

  const first = fork(false);
  first.once('listening', () => {
    if (stopping) return;
    for (let i = 1; i < count; i++) fork(true);
  });

  cluster.on('exit', (worker, code, signal) => {
    if (!stopping) {
      if (listened.has(worker)) {
        // It served, then died (out of memory, a crash): the others keep serving and a new one takes its place.
        logger.error(`API process ${worker.id} stopped (${signal ?? code}); starting another`);
        fork(true);
        return;
      }
      // It never listened: a bad configuration or an unreachable database, which the others would hit too.
      logger.error(`API process ${worker.id} failed to start (${signal ?? code}); stopping the rest`);
      exitCode = code || 1;
      stopAll('SIGTERM');
    } else if (code && !exitCode) exitCode = code;
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
  });

  let signals = 0;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      signals += 1;
      // A first signal asks every process to stop gracefully; a second is passed on as such ("stop at once"),
      // as it would reach a single API process.
      if (signals === 1) logger.log(`${signal}: stopping every API process`);
      stopAll(signal);
    });
  }
}

function main(): void {
  const env = loadEnv();
  if (cluster.isPrimary) stopWhenOrphaned({ log: (message) => new Logger('Api').warn(message) });
  const count = env.API_PROCESSES || availableParallelism();
  if (cluster.isPrimary && count > 1) return runPrimary(env, count);
  serve(env).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
