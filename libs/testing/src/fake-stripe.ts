// A Stripe-compatible server on loopback for the payment specs and the browser journeys: the real Stripe
// SDK talks to it (STRIPE_API_URL), it keeps the checkout sessions it created, and its hosted "checkout page"
// pays by sending the signed checkout.session.completed event to the API, then returns to success_url —
// as Stripe does. Signatures are made with the SDK's own test helper.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express from 'express';
import Stripe from 'stripe';

export const FAKE_STRIPE_KEY = 'sk_test_leadsignal_fake';

export interface FakeSession {
  id: string;
  url: string;
  amount: number;
  currency: string;
  productName: string;
  metadata: Record<string, string>;
  clientReferenceId: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** 'payment' (a one-time pack) or 'subscription' (monthly, with a recurring price). */
  mode: string;
  recurringInterval: string | null;
  /** The subscription a paid subscription-mode session starts (sub_…), null in payment mode. */
  subscriptionId: string | null;
}

export interface FakeStripe {
  url: string;
  sessions: FakeSession[];
  /** Answer the next session creations with a 500, as an outage would. */
  failCreates: boolean;
  /** A signed event body and its Stripe-Signature header, for `secret`. */
  signedEvent(
    type: string,
    session: FakeSession,
    options?: { id?: string; paid?: boolean },
  ): {
    body: string;
    signature: string;
  };
  /**
   * A signed event about a subscription: invoice.paid / invoice.payment_failed (an invoice of it) or
   * customer.subscription.deleted (the subscription itself).
   */
  signedSubscriptionEvent(
    type: string,
    subscriptionId: string,
    options?: { id?: string },
  ): { body: string; signature: string };
  close(): Promise<void>;
}

const stripe = new Stripe(FAKE_STRIPE_KEY);

export async function startFakeStripe(options: {
  webhookSecret: string;
  webhookUrl?: () => string;
}): Promise<FakeStripe> {
  const app = express();
  app.use(express.urlencoded({ extended: true }));
  const sessions: FakeSession[] = [];
  let base = '';

  const signedEvent: FakeStripe['signedEvent'] = (type, session, eventOptions = {}) => {
    const body = JSON.stringify({
      id: eventOptions.id ?? `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type,
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          metadata: session.metadata,
          client_reference_id: session.clientReferenceId,
          payment_status: eventOptions.paid === false ? 'unpaid' : 'paid',
          mode: session.mode,
          subscription: session.subscriptionId,
        },
      },
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.webhookSecret });
    return { body, signature };
  };

  const signedSubscriptionEvent: FakeStripe['signedSubscriptionEvent'] = (type, subscriptionId, eventOptions = {}) => {
    const object = type.startsWith('invoice.')
      ? {
          id: `in_${randomBytes(8).toString('hex')}`,
          object: 'invoice',
          subscription: subscriptionId,
          billing_reason: 'subscription_cycle',
          status: type === 'invoice.paid' ? 'paid' : 'open',
        }
      : { id: subscriptionId, object: 'subscription', status: type.endsWith('.deleted') ? 'canceled' : 'active' };
    const body = JSON.stringify({
      id: eventOptions.id ?? `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type,
      data: { object },
    });
    const signature = stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.webhookSecret });
    return { body, signature };
  };

  const fake: FakeStripe = {
    url: '',
    sessions,
    failCreates: false,
    signedEvent,
    signedSubscriptionEvent,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  app.post('/v1/checkout/sessions', (req, res) => {
    if (req.headers.authorization !== `Bearer ${FAKE_STRIPE_KEY}`) {
      res.status(401).json({ error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      return;
    }
    if (fake.failCreates) {
      res.status(500).json({ error: { type: 'api_error', message: 'Something went wrong on the fake.' } });
      return;
    }
    const body = req.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const line = body.line_items?.[0]?.price_data ?? {};
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: FakeSession = {
      id,
      url: `${base}/pay/${id}`,
      amount: Number(line.unit_amount),
      currency: String(line.currency),
      productName: String(line.product_data?.name ?? ''),
      metadata: body.metadata ?? {},
      clientReferenceId: String(body.client_reference_id ?? ''),
      customerEmail: String(body.customer_email ?? ''),
      successUrl: String(body.success_url),
      cancelUrl: String(body.cancel_url),
      mode: String(body.mode ?? 'payment'),
      recurringInterval: line.recurring?.interval ? String(line.recurring.interval) : null,
      subscriptionId: body.mode === 'subscription' ? `sub_${randomBytes(10).toString('hex')}` : null,
    };
    sessions.push(session);
    res.json({
      id,
      object: 'checkout.session',
      url: session.url,
      payment_status: 'unpaid',
      metadata: session.metadata,
      client_reference_id: session.clientReferenceId,
    });
  });

  // The hosted checkout page: Pay sends the signed event to the API, then returns to the shop.
  app.get('/pay/:id', (req, res) => {
    const session = sessions.find((s) => s.id === req.params.id);
    if (!session) {
      res.status(404).send('No such checkout session');
      return;
    }
    res.type('html').send(`<!doctype html><title>Fake checkout</title>
<h1>Pay ${session.productName}</h1><p>${(session.amount / 100).toFixed(2)} ${session.currency.toUpperCase()}</p>
<form method="post"><button type="submit">Pay</button></form><a href="${session.cancelUrl}">Cancel</a>`);
  });
  app.post('/pay/:id', async (req, res) => {
    const session = sessions.find((s) => s.id === req.params.id);
    if (!session || !options.webhookUrl) {
      res.status(404).send('No such checkout session');
      return;
    }
    const event = signedEvent('checkout.session.completed', session);
    const delivered = await fetch(options.webhookUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': event.signature },
      body: event.body,
    });
    if (!delivered.ok) {
      res.status(502).send(`The shop refused the event: ${delivered.status}`);
      return;
    }
    res.redirect(303, session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id));
  });

  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = base;
  return fake;
}
