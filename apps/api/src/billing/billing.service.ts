// Plans and payments. A checkout writes a pending order, then asks the provider for a hosted checkout page;
// only the provider's signed event marks the order paid, adds the plan's credits and sets its download
// limit — in one transaction that records the event first, so a redelivered event changes nothing.
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AdminPlan, CheckoutResponse, CreatePlan, Order, Plan, UpdatePlan } from '@leadsignal/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../common/auth/current-user.decorator';
import { ApiError } from '../common/errors/api-error';
import { CreditsRepository } from '../credits/credits.repository';
import { isUniqueViolation } from '../database/sql';
import { BillingRepository } from './billing.repository';
import { InvalidSignatureError, PaymentProvider, type PaymentEvent } from './payment-provider';

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not set up on this server.';
const PLAN_NAME_TAKEN = 'A plan with this name already exists.';
export const PROVIDER_UNREACHABLE = 'The payment provider could not be reached. Please try again.';

export type WebhookOutcome = 'paid' | 'expired' | 'duplicate' | 'ignored';

@Injectable()
export class BillingService {
  private readonly logger = new Logger(BillingService.name);

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly billing: BillingRepository,
    private readonly credits: CreditsRepository,
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
      if (isUniqueViolation(error)) throw ApiError.conflict(PLAN_NAME_TAKEN, 'name');
      throw error;
    }
  }

  /** A pending order keeps the price and grants it was created with. */
  async updatePlan(id: string, changes: UpdatePlan): Promise<AdminPlan> {
    let plan: AdminPlan | null;
    try {
      plan = await this.billing.updatePlan(id, changes);
    } catch (error) {
      if (isUniqueViolation(error)) throw ApiError.conflict(PLAN_NAME_TAKEN, 'name');
      throw error;
    }
    if (!plan) throw ApiError.notFound('The plan was not found.');
    return plan;
  }

  orders(user: AuthUser): Promise<Order[]> {
    return this.billing.ordersOf(user.id);
  }

  async checkout(user: AuthUser, planId: string): Promise<CheckoutResponse> {
    if (!this.provider.configured) throw ApiError.unavailable(PAYMENTS_NOT_CONFIGURED);
    const plan = await this.billing.activePlan(planId);
    if (!plan) throw ApiError.notFound('The plan was not found.');
    const orderId = await this.billing.createOrder(user.id, plan);
    try {
      const session = await this.provider.createCheckout({ orderId, plan, customerEmail: user.email });
      await this.billing.attachCheckoutSession(orderId, session.id);
      return { url: session.url };
    } catch (error) {
      this.logger.error({ err: error, orderId }, 'could not create a checkout session');
      await this.billing.deleteOrder(orderId);
      throw new ApiError(502, [{ reason: PROVIDER_UNREACHABLE }]);
    }
  }

  async webhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookOutcome> {
    if (!this.provider.configured) throw ApiError.unavailable(PAYMENTS_NOT_CONFIGURED);
    if (!rawBody || !signature) throw ApiError.badRequest('The event is not signed.');
    let event: PaymentEvent;
    try {
      event = this.provider.parseEvent(rawBody, signature);
    } catch (error) {
      if (error instanceof InvalidSignatureError) throw ApiError.badRequest('The event signature is not valid.');
      throw error;
    }
    return this.dataSource.transaction((tx) => this.apply(tx, event));
  }

  private async apply(tx: EntityManager, event: PaymentEvent): Promise<WebhookOutcome> {
    const billing = this.billing.in(tx);
    if (!(await billing.recordEvent(event.id, event.type))) return 'duplicate';
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
    const balance = await billing.grant(order.userId, order.credits, order.downloadLimit);
    await this.credits.in(tx).record({
      userId: order.userId,
      delta: order.credits,
      balanceAfter: balance,
      reason: 'plan purchase',
      reference: order.id,
      idempotencyKey: `order:${order.id}`,
    });
    return 'paid';
  }
}
