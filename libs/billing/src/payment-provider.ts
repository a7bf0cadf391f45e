// The payment provider behind payment/checkout and payment/webhook: Stripe Checkout through the official
// SDK. STRIPE_API_URL points it at another Stripe-compatible server (the tests' fake on loopback).
import { Inject, Injectable } from '@nestjs/common';
import type { PaymentsMode, Plan } from '@leadsignal/contracts';
import Stripe from 'stripe';
import { APP_CONFIG, type Env } from '@leadsignal/server-core';

export interface CheckoutSession {
  id: string;
  url: string;
}

/** The part of a provider event the orders need. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** For checkout-session events (`subscriptionId` when the checkout started a subscription). */
  session: { id: string; orderId: string | null; paid: boolean; subscriptionId: string | null } | null;
  /** For invoice and customer.subscription events: the provider's subscription id. */
  subscriptionId: string | null;
}

export class InvalidSignatureError extends Error {}

/**
 * How checkout works with this configuration: `stripe` (keys set), `test` (no keys and NODE_ENV is not
 * production: checkout completes at once without a payment, through the same order → ledger code as a paid
 * Stripe event) or `off` (no keys in production: buying is refused).
 */
export function paymentsModeOf(config: Pick<Env, 'STRIPE_SECRET_KEY' | 'NODE_ENV'>): PaymentsMode {
  if (config.STRIPE_SECRET_KEY) return 'stripe';
  return config.NODE_ENV === 'production' ? 'off' : 'test';
}

@Injectable()
export class PaymentProvider {
  private readonly stripe: Stripe | null;

  constructor(@Inject(APP_CONFIG) private readonly config: Env) {
    this.stripe = config.STRIPE_SECRET_KEY
      ? new Stripe(config.STRIPE_SECRET_KEY, apiOptions(config.STRIPE_API_URL))
      : null;
  }

  get configured(): boolean {
    return this.stripe !== null;
  }

  get mode(): PaymentsMode {
    return paymentsModeOf(this.config);
  }

  async createCheckout(input: { orderId: string; plan: Plan; customerEmail: string }): Promise<CheckoutSession> {
    const subscription = input.plan.kind === 'subscription';
    const session = await this.client().checkout.sessions.create({
      // A subscription plan is billed monthly by the provider (its renewals arrive as invoice events).
      mode: subscription ? 'subscription' : 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: input.plan.currency,
            unit_amount: input.plan.priceCents,
            product_data: { name: `LeadSignal ${input.plan.name}`, description: input.plan.description || undefined },
            ...(subscription ? { recurring: { interval: 'month' as const } } : {}),
          },
        },
      ],
      ...(subscription ? { subscription_data: { metadata: { orderId: input.orderId } } } : {}),
      client_reference_id: input.orderId,
      metadata: { orderId: input.orderId },
      customer_email: input.customerEmail,
      success_url: `${this.config.APP_URL}/payment/success?order=${input.orderId}`,
      cancel_url: `${this.config.APP_URL}/payment/cancel?order=${input.orderId}`,
    });
    if (!session.url) throw new Error('The checkout session has no URL');
    return { id: session.id, url: session.url };
  }

  /** The event, once its signature is checked against STRIPE_WEBHOOK_SECRET. */
  parseEvent(rawBody: Buffer, signature: string): PaymentEvent {
    let event: Stripe.Event;
    try {
      event = this.client().webhooks.constructEvent(rawBody, signature, this.config.STRIPE_WEBHOOK_SECRET);
    } catch (error) {
      throw new InvalidSignatureError(error instanceof Error ? error.message : String(error));
    }
    const object = event.data.object as Partial<Stripe.Checkout.Session>;
    const session =
      event.type.startsWith('checkout.session.') && typeof object.id === 'string'
        ? {
            id: object.id,
            orderId: object.metadata?.orderId ?? object.client_reference_id ?? null,
            paid: object.payment_status === 'paid' || object.payment_status === 'no_payment_required',
            subscriptionId: idOf(object.subscription),
          }
        : null;
    let subscriptionId: string | null = null;
    if (event.type.startsWith('invoice.')) {
      const invoice = event.data.object as {
        subscription?: unknown;
        parent?: { subscription_details?: { subscription?: unknown } };
      };
      subscriptionId = idOf(invoice.subscription) ?? idOf(invoice.parent?.subscription_details?.subscription);
    } else if (event.type.startsWith('customer.subscription.')) {
      subscriptionId = idOf((event.data.object as { id?: unknown }).id);
    }
    return { id: event.id, type: event.type, session, subscriptionId };
  }

  private client(): Stripe {
    if (!this.stripe) throw new Error('Payments are not configured');
    return this.stripe;
  }
}

/** A Stripe reference: an id, or an expanded object with one. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string') {
    return (value as { id: string }).id;
  }
  return null;
}

function apiOptions(apiUrl: string): Stripe.StripeConfig {
  if (!apiUrl) return { maxNetworkRetries: 2 };
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
  };
}
