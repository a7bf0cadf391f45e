// Monthly allowances against real PostgreSQL and Redis: two worker processes renewing at once, one killed
// and restarted in between, still grant each subscription one allowance per period; unused allowance
// lapses, top-ups are never touched, a missed day is caught up once, past-due and canceled subscriptions
// get nothing; and the ledger stays the truth (balance = sum of its rows).
import { randomBytes } from 'node:crypto';
import { CREDITS_JOBS, QUEUES } from '@leadsignal/contracts';
import {
  AllowanceService,
  CreditsRepository,
  CreditsService,
  LedgerRepository,
  SubscriptionsRepository,
  isoDay,
} from '@leadsignal/credits';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { stopProcess } from '@leadsignal/testing';
import { workerHarness } from '../../test/harness';

jest.setTimeout(120_000);

const DAY = 86_400_000;

describe('monthly allowance renewal (worker)', () => {
  const harness = workerHarness({ label: 'renewal' });
  const { until } = harness;
  let dataSource: DataSource;
  let queue: Queue;
  let credits: CreditsService;
  let allowance: AllowanceService;
  let ledger: LedgerRepository;

  const start = () => harness.spawnWorker();

  /** A user with an allowance and top-ups written through the ledger, as the app writes them. */
  async function newUser(allowanceCredits: number, topUp: number): Promise<string> {
    const userId = await harness.newUser(0, 'renewal');
    await dataSource.transaction((tx) =>
      credits.post(tx, {
        userId,
        kind: 'admin-grant',
        allowanceDelta: allowanceCredits,
        topUpDelta: topUp,
        reason: 'test set-up',
        reference: null,
        idempotencyKey: `setup:${userId}`,
      }),
    );
    return userId;
  }

  /** A subscription of `monthly` credits whose last period began `periodStart` and that renews `nextOn`. */
  async function subscribe(
    userId: string,
    options: { monthly: number; billingDay: number; periodStart: string; nextOn: string; status?: string },
  ): Promise<string> {
    const [row] = await dataSource.query(
      `INSERT INTO subscriptions (user_id, plan_name, monthly_credits, download_limit, status, billing_day,
                                  current_period_start, next_renewal_on)
       VALUES ($1, 'Monthly Test', $2, 0, $3, $4, $5, $6) RETURNING id`,
      [userId, options.monthly, options.status ?? 'active', options.billingDay, options.periodStart, options.nextOn],
    );
    return row.id;
  }

  const balancesOf = async (userId: string) =>
    (
      await dataSource.query(
        `SELECT monthly_available_credits AS allowance, topup_credits AS "topUp" FROM credit_accounts WHERE workspace_id = $1`,
        [userId],
      )
    )[0];
  const rowsOf = async (userId: string, kind: string) =>
    dataSource.query(
      `SELECT delta, allowance_delta AS "allowanceDelta", topup_delta AS "topUpDelta", idempotency_key AS key
       FROM credit_ledger WHERE user_id = $1 AND kind = $2 ORDER BY seq`,
      [userId, kind],
    );
  const renewedThrough = async (subscriptionId: string) =>
    (
      await dataSource.query(
        `SELECT to_char(current_period_start, 'YYYY-MM-DD') AS period, to_char(next_renewal_on, 'YYYY-MM-DD') AS next, status
         FROM subscriptions WHERE id = $1`,
        [subscriptionId],
      )
    )[0];

  beforeAll(async () => {
    dataSource = harness.dataSource;
    credits = new CreditsService(dataSource, new CreditsRepository(dataSource));
    allowance = new AllowanceService(dataSource, credits, new SubscriptionsRepository(dataSource));
    ledger = new LedgerRepository(dataSource);
    queue = harness.queue(QUEUES.credits);
  });

  it('renews each due subscription exactly once with two workers and a restart in between', async () => {
    const now = new Date();
    const today = isoDay(now);
    const day = now.getUTCDate();
    // Billing day today: the period that ends today began a month ago.
    const lastMonth = isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, Math.min(day, 28))));
    const users = await Promise.all(Array.from({ length: 12 }, (_, i) => newUser(i % 3 === 0 ? 0 : 40 + i, 25)));
    const subscriptions = await Promise.all(
      users.map((userId) =>
        subscribe(userId, { monthly: 100, billingDay: day, periodStart: lastMonth, nextOn: today }),
      ),
    );

    const first = start();
    start();
    // Many passes at once on both workers (the scheduler's own first pass among them).
    await Promise.all(Array.from({ length: 8 }, () => queue.add(CREDITS_JOBS.renew, {})));
    await until(async () => {
      const rows = await Promise.all(subscriptions.map(renewedThrough));
      return rows.every((row) => row.next > today);
    }, 60_000);

    // One worker dies and comes back; more passes run: nothing more is granted.
    await stopProcess(first);
    start();
    const again = await Promise.all(Array.from({ length: 6 }, () => queue.add(CREDITS_JOBS.renew, {})));
    await until(async () => {
      const states = await Promise.all(again.map((job) => job.getState()));
      return states.every((state) => state === 'completed');
    }, 60_000);

    for (const [i, userId] of users.entries()) {
      const leftover = i % 3 === 0 ? 0 : 40 + i;
      expect(await balancesOf(userId)).toEqual({ allowance: 100, topUp: 25 });
      const renewals = await rowsOf(userId, 'renewal');
      expect(renewals).toEqual([
        { delta: 100, allowanceDelta: 100, topUpDelta: 0, key: `renewal:${subscriptions[i]}:${today}` },
      ]);
      expect(await rowsOf(userId, 'expiry')).toEqual(
        leftover
          ? [{ delta: -leftover, allowanceDelta: -leftover, topUpDelta: 0, key: `expiry:${subscriptions[i]}:${today}` }]
          : [],
      );
      expect(await renewedThrough(subscriptions[i])).toMatchObject({ period: today, status: 'active' });
    }
    expect(await ledger.inconsistent()).toEqual([]);
  });

  it('catches up a missed billing day once, and renews again only when the next period begins', async () => {
    const userId = await newUser(30, 7);
    // Billing day was three days ago; no worker ran since.
    const missed = new Date(Date.now() - 3 * DAY);
    const billingDay = missed.getUTCDate();
    const subscriptionId = await subscribe(userId, {
      monthly: 50,
      billingDay,
      periodStart: isoDay(new Date(missed.getTime() - 30 * DAY)),
      nextOn: isoDay(missed),
    });
    const now = new Date();
    expect(await allowance.renewDue(now)).toBeGreaterThanOrEqual(1);
    expect(await allowance.renewDue(now)).toBe(0);
    expect(await balancesOf(userId)).toEqual({ allowance: 50, topUp: 7 });
    expect(await rowsOf(userId, 'renewal')).toHaveLength(1);
    const state = await renewedThrough(subscriptionId);
    expect(state.period).toBe(isoDay(missed));

    // A month later (as the clock of the renewal sees it): the next period, once.
    const nextMonth = new Date(`${state.next}T06:00:00Z`);
    expect(await allowance.renewDue(nextMonth)).toBeGreaterThanOrEqual(1);
    await allowance.renewDue(new Date(nextMonth.getTime() + DAY));
    expect(await rowsOf(userId, 'renewal')).toHaveLength(2);
    expect(await balancesOf(userId)).toEqual({ allowance: 50, topUp: 7 });
    expect(await ledger.inconsistent()).toEqual([]);
  });

  it('lapses the allowance of a past-due subscription without a new one, and ends a canceled one', async () => {
    const today = isoDay(new Date());
    const day = new Date().getUTCDate();
    const pastDue = await newUser(20, 5);
    const canceled = await newUser(15, 0);
    const pastDueSub = await subscribe(pastDue, {
      monthly: 100,
      billingDay: day,
      periodStart: isoDay(new Date(Date.now() - 31 * DAY)),
      nextOn: today,
      status: 'past_due',
    });
    const canceledSub = await subscribe(canceled, {
      monthly: 100,
      billingDay: day,
      periodStart: isoDay(new Date(Date.now() - 31 * DAY)),
      nextOn: today,
      status: 'canceled',
    });
    await allowance.renewDue(new Date());
    expect(await balancesOf(pastDue)).toEqual({ allowance: 0, topUp: 5 });
    expect(await balancesOf(canceled)).toEqual({ allowance: 0, topUp: 0 });
    expect(await rowsOf(pastDue, 'renewal')).toEqual([]);
    expect(await renewedThrough(pastDueSub)).toMatchObject({ period: today, status: 'past_due' });
    expect(await renewedThrough(canceledSub)).toMatchObject({ status: 'ended', next: null });
    expect(await ledger.inconsistent()).toEqual([]);
  });

  it('spends the allowance before the top-ups, and top-ups never lapse', async () => {
    const userId = await newUser(3, 10);
    const charge = (n: number) =>
      credits.chargeForViewsNow({
        userId,
        kind: 'alert',
        itemIds: Array.from({ length: n }, () => crypto.randomUUID()),
        source: 'reveal',
        reason: 'alert e-mail reveal',
        reference: null,
        idempotencyKey: `test-charge:${randomBytes(6).toString('hex')}`,
      });
    await charge(2);
    expect(await balancesOf(userId)).toEqual({ allowance: 1, topUp: 10 });
    await charge(4);
    expect(await balancesOf(userId)).toEqual({ allowance: 0, topUp: 7 });
    expect(
      (await rowsOf(userId, 'reveal')).map((row: { allowanceDelta: number; topUpDelta: number }) => [
        row.allowanceDelta,
        row.topUpDelta,
      ]),
    ).toEqual([
      [-2, 0],
      [-1, -3],
    ]);
    await expect(charge(8)).rejects.toMatchObject({ kind: 'insufficient-credit' });
    expect(await balancesOf(userId)).toEqual({ allowance: 0, topUp: 7 });
    expect(await ledger.inconsistent()).toEqual([]);
  });
});
