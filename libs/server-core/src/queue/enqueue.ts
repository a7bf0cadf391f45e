// Adding a job from a request: never hang while Redis is down, answer 503 instead.
import { Logger } from '@nestjs/common';
import type { Job, JobsOptions, Queue } from 'bullmq';
import { DomainError } from '../errors/domain-error';

/**
 * How long a request waits for a queue connection that has never been up. Once connected, a command
 * fails after one reconnect attempt while Redis is down, but BullMQ waits without limit for the first
 * connection.
 */
const CONNECT_WAIT_MS = 2000;
const logger = new Logger('Queue');

export async function enqueue<T>(
  queue: Queue<T>,
  name: string,
  data: T,
  options: JobsOptions,
  unavailableReason: string,
): Promise<Job<T>> {
  try {
    const connected = await settlesWithin(queue.waitUntilReady(), CONNECT_WAIT_MS);
    if (!connected) throw new Error('Redis is not connected');
    // BullMQ's generic job-name types are stricter than a plain string; the name is ours.
    return (await (queue as Queue).add(name, data, options)) as Job<T>;
  } catch (error) {
    logger.error(
      `Could not queue a "${name}" job on ${queue.name}: ${error instanceof Error ? error.message : String(error)}`,
    );
    throw DomainError.unavailable(unavailableReason);
  }
}

/** True when the promise resolves within `ms`; rejects when it rejects first; false on timeout. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
