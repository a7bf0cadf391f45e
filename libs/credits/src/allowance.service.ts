// The monthly allowance of a subscription (ARCHITECTURE §5): on the billing day the unused allowance lapses
// and the plan's allowance is granted, exactly once per period. The scheduled job (worker), the payment
// provider's "invoice paid" event (API) and a new subscription all go through `renew`, which locks the
// subscription, works out the period from the billing day and writes ledger rows whose idempotency keys
// name the subscription and the period — so several workers, restarts, redelivered events and a missed day
// still renew each period once. Top-ups are never touched here.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryRows, type Queryable } from '@leadsignal/server-core';
import { CreditsService } from './credits.service';
import { isoDay, nextBillingDay, periodStart } from './billing-dates';

export type SubscriptionStatus = 'active' | 'past_due' | 'canceled' | 'ended';

export interface SubscriptionRecord {
  id: string;
  userId: string;
  planName: string;
  monthlyCredits: number;
  downloadLimit: number;
  status: SubscriptionStatus;
  billingDay: number;
  currentPeriodStart: string | null;
  nextRenewalOn: string | null;
  providerSubscriptionId: string | null;
}

const SUBSCRIPTION_COLUMNS = `id, user_id AS "userId", plan_name AS "planName", monthly_credits AS "monthlyCredits",
  download_limit AS "downloadLimit", status, billing_day AS "billingDay",
  to_char(current_period_start, 'YYYY-MM-DD') AS "currentPeriodStart",
  to_char(next_renewal_on, 'YYYY-MM-DD') AS "nextRenewalOn", provider_subscription_id AS "providerSubscriptionId"`;

export interface NewSubscription {
  userId: string;
  planId: string | null;
  planName: string;
  monthlyCredits: number;
  downloadLimit: number;
  providerSubscriptionId: string | null;
  orderId: string | null;
}

export type RenewOutcome = 'renewed' | 'lapsed' | 'ended' | 'current';

@Injectable()
export class AllowanceService {
  private readonly logger = new Logger(AllowanceService.name);

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly credits: CreditsService,
  ) {}

  /**
   * Renews every subscription whose renewal day has come, one transaction each; answers how many were
   * handled here. Rows another worker holds are skipped (it is renewing them).
   */
  async renewDue(now: Date = new Date()): Promise<number> {
    let handled = 0;
    for (;;) {
      const done = await this.dataSource.transaction(async (tx) => {
        const [due] = await queryRows<SubscriptionRecord>(
          tx,
          `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
           WHERE status <> 'ended' AND next_renewal_on <= $1::date
           ORDER BY next_renewal_on, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [isoDay(now)],
        );
        if (!due) return false;
        const outcome = await this.renewLocked(tx, due, now);
        this.logger.log({ subscriptionId: due.id, userId: due.userId, outcome }, 'allowance renewal');
        return true;
      });
      if (!done) return handled;
      handled += 1;
    }
  }

  /** The subscription of a user, or of a provider's subscription id, locked in the caller's transaction. */
  async lock(
    tx: Queryable,
    by: { userId?: string; providerSubscriptionId?: string },
  ): Promise<SubscriptionRecord | null> {
    const [row] = await queryRows<SubscriptionRecord>(
      tx,
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
       WHERE ($1::uuid IS NOT NULL AND user_id = $1) OR ($2::text IS NOT NULL AND provider_subscription_id = $2)
       LIMIT 1 FOR UPDATE`,
      [by.userId ?? null, by.providerSubscriptionId ?? null],
    );
    return row ?? null;
  }

  /** The current subscription of a user (any status), unlocked. */
  async of(userId: string, db: Queryable = this.dataSource): Promise<SubscriptionRecord | null> {
    const [row] = await queryRows<SubscriptionRecord>(
      db,
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE user_id = $1`,
      [userId],
    );
    return row ?? null;
  }

  /**
   * Starts (or replaces) the user's subscription with today as its billing day and grants the first
   * allowance, in the caller's transaction.
   */
  async start(tx: Queryable, subscription: NewSubscription, now: Date = new Date()): Promise<SubscriptionRecord> {
    await queryRows(
      tx,
      `INSERT INTO subscriptions (user_id, plan_id, plan_name, monthly_credits, download_limit, status, billing_day,
                                  current_period_start, next_renewal_on, provider_subscription_id, order_id)
       VALUES ($1, $2, $3, $4, $5, 'active', $6, NULL, $7::date, $8, $9)
       ON CONFLICT (user_id) DO UPDATE SET plan_id = $2, plan_name = $3, monthly_credits = $4, download_limit = $5,
         status = 'active', billing_day = $6, current_period_start = NULL, next_renewal_on = $7::date,
         provider_subscription_id = $8, order_id = $9, canceled_at = NULL, updated_at = now()
      `,
      [
        subscription.userId,
        subscription.planId,
        subscription.planName,
        subscription.monthlyCredits,
        subscription.downloadLimit,
        now.getUTCDate(),
        isoDay(now),
        subscription.providerSubscriptionId,
        subscription.orderId,
      ],
    );
    await tx.query(`UPDATE users SET download_limit = $2, updated_at = now() WHERE id = $1`, [
      subscription.userId,
      subscription.downloadLimit,
    ]);
    const locked = (await this.lock(tx, { userId: subscription.userId })) as SubscriptionRecord;
    await this.renewLocked(tx, locked, now);
    return (await this.of(subscription.userId, tx)) as SubscriptionRecord;
  }

  /**
   * Brings a locked subscription into the period `now` falls in: when a new period has begun, the unused
   * allowance lapses (and a canceled subscription ends); an active one gets the period's allowance.
   * Each ledger row's key names the subscription and the period, so running this again changes nothing.
   */
  async renewLocked(tx: Queryable, subscription: SubscriptionRecord, now: Date = new Date()): Promise<RenewOutcome> {
    if (subscription.status === 'ended') return 'ended';
    const period = periodStart(subscription.billingDay, now);
    let outcome: RenewOutcome = 'current';
    if (!subscription.currentPeriodStart || subscription.currentPeriodStart < period) {
      const balances = await this.credits.balances(tx, subscription.userId);
      if (balances.allowance > 0) {
        await this.credits.post(tx, {
          userId: subscription.userId,
          kind: 'expiry',
          allowanceDelta: -balances.allowance,
          topUpDelta: 0,
          reason: 'Unused monthly allowance lapsed',
          reference: subscription.id,
          idempotencyKey: `expiry:${subscription.id}:${period}`,
        });
      }
      const ended = subscription.status === 'canceled';
      await tx.query(
        `UPDATE subscriptions SET current_period_start = $2::date, next_renewal_on = $3::date,
                status = CASE WHEN status = 'canceled' THEN 'ended' ELSE status END, updated_at = now()
         WHERE id = $1`,
        [subscription.id, period, ended ? null : nextBillingDay(subscription.billingDay, period)],
      );
      outcome = ended ? 'ended' : 'lapsed';
      if (ended) return outcome;
    }
    if (subscription.status === 'active') {
      const granted = await this.credits.post(tx, {
        userId: subscription.userId,
        kind: 'renewal',
        allowanceDelta: subscription.monthlyCredits,
        topUpDelta: 0,
        reason: `${subscription.planName} monthly allowance`,
        reference: subscription.id,
        idempotencyKey: `renewal:${subscription.id}:${period}`,
      });
      if (granted.applied) outcome = 'renewed';
    }
    return outcome;
  }

  /** The provider's word on the subscription's state (payment failed, canceled, paid again). */
  async setStatus(tx: Queryable, subscriptionId: string, status: 'active' | 'past_due' | 'canceled'): Promise<void> {
    await tx.query(
      `UPDATE subscriptions SET status = $2, updated_at = now(),
              canceled_at = CASE WHEN $2 = 'canceled' THEN coalesce(canceled_at, now()) ELSE canceled_at END
       WHERE id = $1 AND status <> 'ended'`,
      [subscriptionId, status],
    );
  }
}
