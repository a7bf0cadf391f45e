// Plans and payments (ARCHITECTURE §3): pricing/plans (public), payment/checkout {planId} → {url} (a hosted
// checkout page of the payment provider, Stripe), payment/webhook (the provider's signed events, each applied
// once) and payment/orders (the signed-in user's own history).
import { z } from 'zod';

export interface Plan {
  id: string;
  name: string;
  description: string;
  /** In the currency's smallest unit (cents). */
  priceCents: number;
  currency: string;
  /** Credits added to the buyer's monthly credits when the payment is confirmed. */
  credits: number;
  /** The buyer's download limit after the purchase (rows per download; 0 = unlimited). */
  downloadLimit: number;
}

export const checkoutRequestSchema = z.strictObject({ planId: z.string().trim().min(1).max(100) });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export interface CheckoutResponse {
  /** Where the browser goes to pay. */
  url: string;
}

/** pending: waiting for the payment; paid: confirmed and credited; expired: the checkout was abandoned. */
export const ORDER_STATUSES = ['pending', 'paid', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface Order {
  id: string;
  planName: string;
  status: OrderStatus;
  amountCents: number;
  currency: string;
  credits: number;
  createdOn: string;
  paidOn: string | null;
}

/** The price as people read it, e.g. "$149.00". */
export function formatPrice(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
