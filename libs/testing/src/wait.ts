// Polling for the specs that wait on real queues, workers and servers.

/** Resolves with the probe's first defined value; fails after `timeoutMs`. */
export async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 40000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await sleep(50);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Resolves as `promise` does, or fails when it has not settled within `timeoutMs`: a limit for something that
 * must happen (a process exiting, a call answering), generous enough for a busy machine — not a measurement.
 */
export async function within<T>(promise: Promise<T>, timeoutMs: number, what = 'it'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, limit]);
  } finally {
    clearTimeout(timer);
  }
}
