// Plans and payments (ARCHITECTURE §3): pricing/plans (public), payment/checkout {planId} → {url} (a hosted
// checkout page of the payment provider, Stripe), payment/webhook (the provider's signed events, each applied
// once) and payment/orders (the signed-in user's own history).
import { z } from 'zod';
import { multiLine, singleLine } from './text';

/** pack: a one-time purchase of top-up credits (never expire); subscription: a monthly allowance. */
export const PLAN_KINDS = ['pack', 'subscription'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

export interface Plan {
  id: string;
  kind: PlanKind;
  name: string;
  description: string;
  /** In the currency's smallest unit (cents). */
  priceCents: number;
  currency: string;
  /** A pack: top-up credits added when the payment is confirmed; a subscription: the monthly allowance. */
  credits: number;
  /** The buyer's download limit after the purchase (rows per download; 0 = unlimited). */
  downloadLimit: number;
}

export const checkoutRequestSchema = z.strictObject({ planId: singleLine(z.string().trim().min(1).max(100)) });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export interface CheckoutResponse {
  /** Where the browser goes to pay (in test mode: /payment/success?order=<id>, the order already paid). */
  url: string;
}

/**
 * How this server takes payments (GET settings/public → payments): `stripe` (Stripe Checkout), `test` (no
 * Stripe keys outside production: checkout completes at once, no money moves) or `off` (no Stripe keys in
 * production: the buy buttons say payments are off).
 */
export const PAYMENTS_MODES = ['stripe', 'test', 'off'] as const;
export type PaymentsMode = (typeof PAYMENTS_MODES)[number];

/** pending: waiting for the payment; paid: confirmed and credited; expired: the checkout was abandoned. */
export const ORDER_STATUSES = ['pending', 'paid', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface Order {
  id: string;
  kind: PlanKind;
  planName: string;
  status: OrderStatus;
  amountCents: number;
  currency: string;
  credits: number;
  createdOn: string;
  paidOn: string | null;
  /** Completed in test mode (no Stripe keys outside production): no money moved. */
  testMode: boolean;
}

/** The price as people read it, e.g. "$149.00". */
export function formatPrice(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** A plan as admins see it (admin.plans): also the hidden ones, and the order on the pricing page. */
export interface AdminPlan extends Plan {
  isActive: boolean;
  sortOrder: number;
}

const planFields = {
  name: singleLine(z.string().trim().min(1, 'Name is required.').max(50, 'The name must be at most 50 characters.')),
  description: multiLine(z.string().trim().max(500, 'The description must be at most 500 characters.')),
  priceCents: z
    .number()
    .int('The price must be a whole number of cents.')
    .min(0, 'The price cannot be negative.')
    .max(100_000_000),
  currency: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]{3}$/, 'The currency must be a three-letter code such as usd.')
    .transform((code) => code.toLowerCase()),
  credits: z.number().int('Credits must be a whole number.').min(0, 'Credits cannot be negative.').max(10_000_000),
  downloadLimit: z
    .number()
    .int('The download limit must be a whole number.')
    .min(0, 'The download limit cannot be negative.')
    .max(10_000_000),
  isActive: z.boolean(),
  sortOrder: z.number().int().min(0).max(1000),
  kind: z.enum(PLAN_KINDS),
};

/** POST plans. */
export const createPlanSchema = z.strictObject({
  ...planFields,
  description: planFields.description.default(''),
  currency: planFields.currency.default('usd'),
  isActive: planFields.isActive.default(true),
  sortOrder: planFields.sortOrder.default(0),
  kind: planFields.kind.default('pack'),
});
export type CreatePlanRequest = z.input<typeof createPlanSchema>;
export type CreatePlan = z.output<typeof createPlanSchema>;

/** PUT plans/:id: any of the fields. A pending order keeps the price and grants it was created with. */
export const updatePlanSchema = z
  .strictObject({
    name: planFields.name.optional(),
    description: planFields.description.optional(),
    priceCents: planFields.priceCents.optional(),
    currency: planFields.currency.optional(),
    credits: planFields.credits.optional(),
    downloadLimit: planFields.downloadLimit.optional(),
    isActive: planFields.isActive.optional(),
    sortOrder: planFields.sortOrder.optional(),
    kind: planFields.kind.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), { message: 'Nothing to change.' });
export type UpdatePlanRequest = z.input<typeof updatePlanSchema>;
export type UpdatePlan = z.output<typeof updatePlanSchema>;
