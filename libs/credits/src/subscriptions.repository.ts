// SQL for subscriptions: one per user, locked while its allowance is renewed (AllowanceService).
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryRows, type Queryable } from '@leadsignal/server-core';

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

export interface NewSubscription {
  userId: string;
  planId: string | null;
  planName: string;
  monthlyCredits: number;
  downloadLimit: number;
  providerSubscriptionId: string | null;
  orderId: string | null;
}

const SUBSCRIPTION_COLUMNS = `id, user_id AS "userId", plan_name AS "planName", monthly_credits AS "monthlyCredits",
  download_limit AS "downloadLimit", status, billing_day AS "billingDay",
  to_char(current_period_start, 'YYYY-MM-DD') AS "currentPeriodStart",
  to_char(next_renewal_on, 'YYYY-MM-DD') AS "nextRenewalOn", provider_subscription_id AS "providerSubscriptionId"`;

@Injectable()
export class SubscriptionsRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  /** The same queries inside a transaction. */
  in(db: Queryable): SubscriptionsRepository {
    return new SubscriptionsRepository(db);
  }

  /** The first subscription due on or before `day`, locked; rows another transaction holds are skipped. */
  async lockNextDue(day: string): Promise<SubscriptionRecord | null> {
    const [row] = await queryRows<SubscriptionRecord>(
      this.db,
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
       WHERE status <> 'ended' AND next_renewal_on <= $1::date
       ORDER BY next_renewal_on, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [day],
    );
    return row ?? null;
  }

  /** The subscription of a user, or of a provider's subscription id, locked. */
  async lock(by: { userId?: string; providerSubscriptionId?: string }): Promise<SubscriptionRecord | null> {
    const [row] = await queryRows<SubscriptionRecord>(
      this.db,
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions
       WHERE ($1::uuid IS NOT NULL AND user_id = $1) OR ($2::text IS NOT NULL AND provider_subscription_id = $2)
       LIMIT 1 FOR UPDATE`,
      [by.userId ?? null, by.providerSubscriptionId ?? null],
    );
    return row ?? null;
  }

  async ofUser(userId: string): Promise<SubscriptionRecord | null> {
    const [row] = await queryRows<SubscriptionRecord>(
      this.db,
      `SELECT ${SUBSCRIPTION_COLUMNS} FROM subscriptions WHERE user_id = $1`,
      [userId],
    );
    return row ?? null;
  }

  /**
   * Writes the user's subscription (replacing any earlier one) as active from `day`, the billing day
   * `billingDay`, with no period begun yet.
   */
  async upsertActive(subscription: NewSubscription, billingDay: number, day: string): Promise<void> {
    await this.db.query(
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
        billingDay,
        day,
        subscription.providerSubscriptionId,
        subscription.orderId,
      ],
    );
  }

  /**
   * Moves the subscription into the period starting `periodStart`, renewing next on `nextRenewalOn`
   * (null: never); a canceled subscription ends.
   */
  async beginPeriod(id: string, periodStart: string, nextRenewalOn: string | null): Promise<void> {
    await this.db.query(
      `UPDATE subscriptions SET current_period_start = $2::date, next_renewal_on = $3::date,
              status = CASE WHEN status = 'canceled' THEN 'ended' ELSE status END, updated_at = now()
       WHERE id = $1`,
      [id, periodStart, nextRenewalOn],
    );
  }

  /** Sets the status of a subscription that has not ended (canceling stamps canceled_at once). */
  async setStatus(id: string, status: 'active' | 'past_due' | 'canceled'): Promise<void> {
    await this.db.query(
      `UPDATE subscriptions SET status = $2, updated_at = now(),
              canceled_at = CASE WHEN $2 = 'canceled' THEN coalesce(canceled_at, now()) ELSE canceled_at END
       WHERE id = $1 AND status <> 'ended'`,
      [id, status],
    );
  }
}
