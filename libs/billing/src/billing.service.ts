// Plans and payments. A checkout writes a pending order, then asks the provider for a hosted checkout page;
// only the provider's signed event marks the order paid, adds the plan's credits and sets its download
// limit — in one transaction that records the event first, so a redelivered event changes nothing. Without
// Stripe keys outside production (test mode) checkout applies that same paid event itself, at once.
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AdminPlan, CheckoutResponse, CreatePlan, Order, Plan, UpdatePlan } from '@leadsignal/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AllowanceService, CreditsService } from '@leadsignal/credits';
import { isUniqueViolation, DomainError } from '@leadsignal/server-core';
import { BillingRepository, TEST_SESSION_PREFIX } from './billing.repository';
import { InvalidSignatureError, PaymentProvider, type PaymentEvent } from './payment-provider';

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not set up on this server.';
const PLAN_NAME_TAKEN = 'A plan with this name already exists.';
export const PROVIDER_UNREACHABLE = 'The payment provider could not be reached. Please try again.';

export type WebhookOutcome =
  'paid' | 'expired' | 'duplicate' | 'ignored' | 'subscribed' | 'renewed' | 'past-due' | 'canceled';

@Injectable()
export class BillingService {
  private readonly logger = new Logger(BillingService.name);

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly billing: BillingRepository,
    private readonly credits: CreditsService,
    private readonly allowance: AllowanceService,
    private readonly provider: PaymentProvider,
  ) {}

  plans(): Promise<Plan[]> {
    return this.billing.activePlans();
  }

  allPlans(): Promise<AdminPlan[]> {
    return this.billing.allPlans();
  }

  async createPlan(plan: CreatePlan): Promise<AdminPlan> {
    try {
      return await this.billing.createPlan(plan);
    } catch (error) {
      if (isUniqueViolation(error)) throw DomainError.conflict(PLAN_NAME_TAKEN, 'name');
      throw error;
    }
  }

  /** A pending order keeps the price and grants it was created with. */
  async updatePlan(id: string, changes: UpdatePlan): Promise<AdminPlan> {
    let plan: AdminPlan | null;
    try {
      plan = await this.billing.updatePlan(id, changes);
    } catch (error) {
      if (isUniqueViolation(error)) throw DomainError.conflict(PLAN_NAME_TAKEN, 'name');
      throw error;
    }
    if (!plan) throw DomainError.notFound('The plan was not found.');
    return plan;
  }

  /** Deletes a plan that was never ordered; one with orders can be deactivated (isActive: false) instead. */
  async deletePlan(id: string): Promise<{ id: string }> {
    const ordered = () =>
      DomainError.conflict('This plan has orders, so it stays for their history. Deactivate it to stop selling it.');
    let outcome: Awaited<ReturnType<BillingRepository['deletePlanWithoutOrders']>>;
    try {
      outcome = await this.billing.deletePlanWithoutOrders(id);
    } catch (error) {
      if ((error as { driverError?: { code?: string } }).driverError?.code === '23503') throw ordered();
      throw error;
    }
    if (outcome === 'not-found') throw DomainError.notFound('The plan was not found.');
    if (outcome === 'ordered') throw ordered();
    return { id };
  }

  orders(userId: string): Promise<Order[]> {
    return this.billing.ordersOf(userId);
  }

  /** One of the user's own orders (what /payment/success and /payment/cancel show); 404 otherwise. */
  async order(userId: string, orderId: string): Promise<Order> {
    const order = await this.billing.orderOf(userId, orderId);
    if (!order) throw DomainError.notFound('The order was not found.');
    return order;
  }

  async checkout(user: { id: string; email: string }, planId: string): Promise<CheckoutResponse> {
    const mode = this.provider.mode;
    if (mode === 'off') throw DomainError.unavailable(PAYMENTS_NOT_CONFIGURED);
    const plan = await this.billing.activePlan(planId);
    if (!plan) throw DomainError.notFound('The plan was not found.');
    const orderId = await this.billing.createOrder(user.id, plan);
    if (mode === 'test') return this.completeTestCheckout(orderId, plan);
    try {
      const session = await this.provider.createCheckout({ orderId, plan, customerEmail: user.email });
      await this.billing.attachCheckoutSession(orderId, session.id);
      return { url: session.url };
    } catch (error) {
      this.logger.error({ err: error, orderId }, 'could not create a checkout session');
      await this.billing.deleteOrder(orderId);
      throw DomainError.upstream(PROVIDER_UNREACHABLE);
    }
  }

  /**
   * Test mode (no Stripe keys outside production): the order is completed at once by the event a paid
   * Checkout session sends, applied by the same code as the webhook's (apply), so the order turns paid and the
   * ledger gets the same rows. The session id marks the order a test order.
   */
  private async completeTestCheckout(orderId: string, plan: Plan): Promise<CheckoutResponse> {
    const sessionId = `${TEST_SESSION_PREFIX}${orderId}`;
    await this.billing.attachCheckoutSession(orderId, sessionId);
    const event: PaymentEvent = {
      id: sessionId,
      type: 'checkout.session.completed',
      session: {
        id: sessionId,
        orderId,
        paid: true,
        subscriptionId: plan.kind === 'subscription' ? `${TEST_SESSION_PREFIX}subscription:${orderId}` : null,
      },
      subscriptionId: null,
    };
    await this.dataSource.transaction((tx) => this.apply(tx, event));
    return { url: `/payment/success?order=${orderId}` };
  }

  async webhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookOutcome> {
    if (!this.provider.configured) throw DomainError.unavailable(PAYMENTS_NOT_CONFIGURED);
    if (!rawBody || !signature) throw DomainError.invalid('The event is not signed.');
    let event: PaymentEvent;
    try {
      event = this.provider.parseEvent(rawBody, signature);
    } catch (error) {
      if (error instanceof InvalidSignatureError) throw DomainError.invalid('The event signature is not valid.');
      throw error;
    }
    return this.dataSource.transaction((tx) => this.apply(tx, event));
  }

  private async apply(tx: EntityManager, event: PaymentEvent): Promise<WebhookOutcome> {
    const billing = this.billing.in(tx);
    if (!(await billing.recordEvent(event.id, event.type))) return 'duplicate';
    if (event.subscriptionId) return this.applySubscriptionEvent(tx, event, event.subscriptionId);
    const session = event.session;
    if (!session) return 'ignored';
    const completed =
      (event.type === 'checkout.session.completed' && session.paid) ||
      event.type === 'checkout.session.async_payment_succeeded';
    const expired = event.type === 'checkout.session.expired';
    if (!completed && !expired) return 'ignored';
    const order = await billing.lockOrderOfSession(session.id, session.orderId);
    if (!order || order.status !== 'pending') return 'ignored';
    if (expired) {
      await billing.setOrderStatus(order.id, 'expired', session.id);
      return 'expired';
    }
    await billing.setOrderStatus(order.id, 'paid', session.id);
    if (order.kind === 'subscription') {
      // The first month's allowance now; later months on the billing day (worker) or their paid invoice.
      await billing.attachProviderSubscription(order.id, session.subscriptionId);
      await this.allowance.start(tx, {
        userId: order.userId,
        planId: order.planId,
        planName: order.planName,
        monthlyCredits: order.credits,
        downloadLimit: order.downloadLimit,
        providerSubscriptionId: session.subscriptionId,
        orderId: order.id,
      });
      return 'subscribed';
    }
    // A pack: top-up credits, which never expire and are spent after the allowance.
    await this.credits.post(tx, {
      userId: order.userId,
      kind: 'purchase',
      allowanceDelta: 0,
      topUpDelta: order.credits,
      reason: 'plan purchase',
      reference: order.id,
      idempotencyKey: `order:${order.id}`,
    });
    await this.credits.setDownloadLimit(tx, order.userId, order.downloadLimit);
    return 'paid';
  }

  /**
   * invoice.paid renews the period the billing day says (the same ledger key as the worker's renewal, so
   * whichever comes first grants it); invoice.payment_failed marks the subscription past due (its next
   * billing day lapses the allowance without a new one until a payment succeeds);
   * customer.subscription.deleted cancels it (the allowance lasts until the next billing day, then ends).
   */
  private async applySubscriptionEvent(
    tx: EntityManager,
    event: PaymentEvent,
    providerSubscriptionId: string,
  ): Promise<WebhookOutcome> {
    const subscription = await this.allowance.lock(tx, { providerSubscriptionId });
    if (!subscription || subscription.status === 'ended') return 'ignored';
    switch (event.type) {
      case 'invoice.paid':
      case 'invoice.payment_succeeded': {
        if (subscription.status === 'canceled') return 'ignored';
        await this.allowance.setStatus(tx, subscription.id, 'active');
        const outcome = await this.allowance.renewLocked(tx, { ...subscription, status: 'active' });
        return outcome === 'renewed' ? 'renewed' : 'ignored';
      }
      case 'invoice.payment_failed':
        if (subscription.status !== 'active') return 'ignored';
        await this.allowance.setStatus(tx, subscription.id, 'past_due');
        return 'past-due';
      case 'customer.subscription.deleted':
        await this.allowance.setStatus(tx, subscription.id, 'canceled');
        return 'canceled';
      default:
        return 'ignored';
    }
  }
}
