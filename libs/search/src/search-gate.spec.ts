// The fair-share gate with the real Redis: two gates on one prefix stand for two API processes (or replicas).
// Searches are promises the spec settles, so what runs, waits or is refused is seen without timings.
import { randomBytes, randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { DomainError, loadEnv, SearchAbortedError, type Env } from '@leadsignal/server-core';
import { sleep, waitFor } from '@leadsignal/testing';
import { SearchGate } from './search-gate';

/** A search the spec finishes: whether it started, and how to end it. */
function search<T = string>(value?: T) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  const state = { started: false, finish, work: async () => ((state.started = true), await done, value as T) };
  return state;
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  if (!(error instanceof DomainError)) throw error;
  return error;
}

describe('SearchGate', () => {
  const gates: SearchGate[] = [];
  let prefix: string;
  /** A gate (an API process) on this test's Redis prefix. */
  const gate = (overrides: Partial<Env> = {}, leaseMs?: number) => {
    const made = new SearchGate(
      {
        ...loadEnv(),
        SEARCH_CONCURRENCY_PER_USER: 2,
        SEARCH_HEAVY_PER_MINUTE: 0,
        SEARCH_HEAVY_CONCURRENCY: 0,
        SEARCH_STATEMENT_TIMEOUT_MS: 60_000,
        REDIS_PREFIX: prefix,
        ...overrides,
      },
      leaseMs ? { leaseMs } : null,
    );
    gates.push(made);
    return made;
  };
  beforeAll(() => Logger.overrideLogger(false));
  beforeEach(() => {
    prefix = `${process.env.REDIS_PREFIX}-gate-${randomBytes(3).toString('hex')}`;
  });
  afterEach(() => gates.splice(0).forEach((g) => g.onModuleDestroy()));

  it("counts one user's searches across processes, refusing the next at once with the reason", async () => {
    const [a, b] = [gate(), gate()];
    const [user, other] = [randomUUID(), randomUUID()];
    const first = search();
    const second = search();
    const running = [a.run(user, first.work), b.run(user, second.work)];
    await waitFor(() => (first.started && second.started ? true : undefined));

    const refused = await refusal(a.run(user, async () => 'never'));
    expect(refused.kind).toBe('too-many');
    expect(refused.reason).toBe('You already have 2 searches running. Wait for them to finish, then search again.');
    expect((await refusal(b.run(user, async () => 'never'))).kind).toBe('too-many');
    // Another user is not touched by it.
    await expect(b.run(other, async () => 'answer')).resolves.toBe('answer');

    // A finished search gives its slot back, whichever process ran it.
    first.finish();
    second.finish();
    await Promise.all(running);
    await expect(b.run(user, async () => 'again')).resolves.toBe('again');
  });

  it('keeps the slots of a running search past its lease, and frees those of a process that died', async () => {
    const leaseMs = 600;
    const [a, b] = [gate({}, leaseMs), gate({}, leaseMs)];
    const user = randomUUID();
    const held = [search(), search()];
    void a.run(user, held[0].work);
    void a.run(user, held[1].work);
    await waitFor(() => (held.every((s) => s.started) ? true : undefined));

    // Renewed while they run: several lease lifetimes later, both still count.
    await sleep(leaseMs * 4);
    expect((await refusal(b.run(user, async () => 'never'))).kind).toBe('too-many');

    // The process dies: nothing renews or releases its searches; their leases run out.
    a.onModuleDestroy();
    await waitFor(() => b.run(user, async () => 'after').catch(() => undefined), 30_000);
  });

  it("refuses heavy searches beyond the user's budget a minute, with Retry-After, counted across processes", async () => {
    const [a, b] = [gate({ SEARCH_HEAVY_PER_MINUTE: 2 }), gate({ SEARCH_HEAVY_PER_MINUTE: 2 })];
    const [user, other] = [randomUUID(), randomUUID()];
    await a.run(user, async () => 1, { heavy: true });
    await b.run(user, async () => 2, { heavy: true });
    const refused = await refusal(a.run(user, async () => 3, { heavy: true }));
    expect(refused.kind).toBe('too-many');
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(refused.reason).toBe(
      `You have run 2 complex searches (many keywords, partial matches or an unusual sort) in the last minute, the ` +
        `most allowed. Try again in ${refused.retryAfterSeconds} seconds, or narrow the search (fewer terms, Exact Match on).`,
    );
    // Light searches of the same user, and another user's heavy ones, go on.
    await expect(b.run(user, async () => 'light')).resolves.toBe('light');
    await expect(b.run(other, async () => 'heavy', { heavy: true })).resolves.toBe('heavy');
    // A refused search holds no slot of the user's running searches.
    const running = search();
    void a.run(user, running.work);
    await waitFor(() => (running.started ? true : undefined));
    running.finish();
  });

  it('runs at most SEARCH_HEAVY_CONCURRENCY heavy searches at once, one per user; the others wait, without being refused', async () => {
    const settings = { SEARCH_HEAVY_CONCURRENCY: 2 };
    const [a, b] = [gate(settings), gate(settings)];
    const [u1, u2, u3] = [randomUUID(), randomUUID(), randomUUID()];
    const first = search('u1 first');
    const second = search('u1 second');
    const other = search('u2');
    const third = search('u3');
    const answers = [a.run(u1, first.work, { heavy: true }), b.run(u2, other.work, { heavy: true })];
    await waitFor(() => (first.started && other.started ? true : undefined));
    // Both slots taken: u3 waits. u1's second waits for u1's first (one heavy search per user at a time).
    answers.push(b.run(u3, third.work, { heavy: true }), a.run(u1, second.work, { heavy: true }));
    // A light search is never held back by heavy ones.
    await expect(a.run(u3, async () => 'light')).resolves.toBe('light');
    await sleep(500);
    expect([third.started, second.started]).toEqual([false, false]);

    // u2's ends: the free slot goes to u3 (u1 still has one running).
    other.finish();
    await waitFor(() => (third.started ? true : undefined));
    expect(second.started).toBe(false);
    first.finish();
    await waitFor(() => (second.started ? true : undefined));
    third.finish();
    second.finish();
    await expect(Promise.all(answers)).resolves.toEqual(['u1 first', 'u2', 'u3', 'u1 second']);
  });

  it('refuses a heavy search that found no slot in time, and stops waiting when its caller goes away', async () => {
    const settings = { SEARCH_HEAVY_CONCURRENCY: 1, SEARCH_STATEMENT_TIMEOUT_MS: 300 };
    const [a, b] = [gate(settings), gate(settings)];
    const holder = search();
    void a.run(randomUUID(), holder.work, { heavy: true });
    await waitFor(() => (holder.started ? true : undefined));

    const busy = await refusal(b.run(randomUUID(), async () => 'never', { heavy: true }));
    expect(busy.kind).toBe('too-many');
    expect(busy.retryAfterSeconds).toBe(5);
    expect(busy.reason).toMatch(/^Many complex searches are running right now\./);

    const patient = gate({ SEARCH_HEAVY_CONCURRENCY: 1 });
    const caller = new AbortController();
    const user = randomUUID();
    let ran = false;
    const waiting = patient.run(user, async () => (ran = true), { heavy: true, signal: caller.signal });
    caller.abort();
    await expect(waiting).rejects.toBeInstanceOf(SearchAbortedError);
    expect(ran).toBe(false);
    // Its slot of the user's searches was given back.
    holder.finish();
    const again = [search(), search()];
    void patient.run(user, again[0].work);
    void patient.run(user, again[1].work);
    await waitFor(() => (again.every((s) => s.started) ? true : undefined));
    again.forEach((s) => s.finish());
  });

  it('counts per process when Redis is unreachable, and still answers', async () => {
    const down = { REDIS_URL: 'redis://127.0.0.1:1', SEARCH_CONCURRENCY_PER_USER: 1, SEARCH_HEAVY_PER_MINUTE: 1 };
    const [a, b] = [gate({ ...down, SEARCH_HEAVY_CONCURRENCY: 1 }), gate(down)];
    const user = randomUUID();
    const running = search('first');
    const first = a.run(user, running.work);
    await waitFor(() => (running.started ? true : undefined));
    expect((await refusal(a.run(user, async () => 'never'))).kind).toBe('too-many');
    // Another process does not see it: each counts its own.
    await expect(b.run(user, async () => 'elsewhere')).resolves.toBe('elsewhere');
    running.finish();
    await expect(first).resolves.toBe('first');

    await expect(a.run(user, async () => 'heavy', { heavy: true })).resolves.toBe('heavy');
    expect((await refusal(a.run(user, async () => 'never', { heavy: true }))).retryAfterSeconds).toBeGreaterThan(0);
  });
});
