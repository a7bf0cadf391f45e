// The monthly allowance of a subscription (ARCHITECTURE §5): on the billing day the unused allowance lapses
// and the plan's allowance is granted, exactly once per period. The scheduled job (worker), the payment
// provider's "invoice paid" event (API) and a new subscription all go through `renew`, which locks the
// subscription, works out the period from the billing day and writes ledger rows whose idempotency keys
// name the subscription and the period — so several workers, restarts, redelivered events and a missed day
// still renew each period once. Top-ups are never touched here.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Queryable } from '@leadsignal/server-core';
import { CreditsService } from './credits.service';
import { isoDay, nextBillingDay, periodStart } from './billing-dates';
import { SubscriptionsRepository, type NewSubscription, type SubscriptionRecord } from './subscriptions.repository';

export type RenewOutcome = 'renewed' | 'lapsed' | 'ended' | 'current';

@Injectable()
export class AllowanceService {
  private readonly logger = new Logger(AllowanceService.name);

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly credits: CreditsService,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  /**
   * Renews every subscription whose renewal day has come, one transaction each; answers how many were
   * handled here. Rows another worker holds are skipped (it is renewing them).
   */
  async renewDue(now: Date = new Date()): Promise<number> {
    let handled = 0;
    for (;;) {
      const done = await this.dataSource.transaction(async (tx) => {
        const due = await this.subscriptions.in(tx).lockNextDue(isoDay(now));
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
    return this.subscriptions.in(tx).lock(by);
  }

  /** The current subscription of a user (any status), unlocked. */
  of(userId: string, db: Queryable = this.dataSource): Promise<SubscriptionRecord | null> {
    return this.subscriptions.in(db).ofUser(userId);
  }

  /**
   * Starts (or replaces) the user's subscription with today as its billing day and grants the first
   * allowance, in the caller's transaction.
   */
  async start(tx: Queryable, subscription: NewSubscription, now: Date = new Date()): Promise<SubscriptionRecord> {
    await this.subscriptions.in(tx).upsertActive(subscription, now.getUTCDate(), isoDay(now));
    await this.credits.setDownloadLimit(tx, subscription.userId, subscription.downloadLimit);
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
      await this.subscriptions
        .in(tx)
        .beginPeriod(subscription.id, period, ended ? null : nextBillingDay(subscription.billingDay, period));
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
    await this.subscriptions.in(tx).setStatus(subscriptionId, status);
  }
}
