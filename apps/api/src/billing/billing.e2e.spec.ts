// Plans and payments against a Stripe-compatible fake on loopback (the real SDK, real signatures): checkout
// writes a pending order and a hosted session; only a validly signed event credits the buyer, exactly once.
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seed, signedInUser, type TestUser } from '../../test/accounts';
import { FAKE_STRIPE_KEY, startFakeStripe, type FakeSession, type FakeStripe } from '@leadsignal/testing';
import { PROVIDER_UNREACHABLE } from '@leadsignal/billing';

const WEBHOOK_SECRET = 'whsec_leadsignal_test_secret';

describe('billing', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let buyer: TestUser & { token: string };
  let token: string;
  let plans: { id: string; kind: string; name: string; priceCents: number; credits: number; downloadLimit: number }[];

  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
    Object.assign(process.env, {
      STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    });
    t = await createTestApp();
    await seed(t.dataSource);
    buyer = await signedInUser(t);
    token = buyer.token;
    plans = (await t.http.get('/api/pricing/plans').expect(200)).body;
  });
  afterAll(async () => {
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    delete process.env.STRIPE_API_URL;
    await t?.close();
    await fake?.close();
  });

  const auth = (bearer = token) => ({ Authorization: `Bearer ${bearer}` });
  const plan = (name: string) => plans.find((p) => p.name === name)!;
  const checkout = (planId: string, bearer = token) =>
    t.http.post('/api/payment/checkout').set(auth(bearer)).send({ planId });
  const deliver = (event: { body: string; signature: string }) =>
    t.http
      .post('/api/payment/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', event.signature)
      .send(event.body);
  const userRow = async (id = buyer.id) =>
    (
      await t.dataSource.query(
        `SELECT monthly_available_credits + topup_credits AS credits, download_limit AS "limit" FROM credit_accounts WHERE workspace_id = $1`,
        [id],
      )
    )[0];
  const orderOf = async (session: FakeSession) =>
    (await t.dataSource.query(`SELECT * FROM orders WHERE checkout_session_id = $1`, [session.id]))[0];
  const ledgerOf = async (id = buyer.id) =>
    t.dataSource.query(`SELECT delta, reference FROM credit_ledger WHERE user_id = $1 ORDER BY created_at`, [id]);
  const buy = async (name: string, bearer = token): Promise<FakeSession> => {
    const res = await checkout(plan(name).id, bearer).expect(200);
    const session = fake.sessions[fake.sessions.length - 1];
    expect(res.body).toEqual({ url: session.url });
    return session;
  };

  it('lists the active plans to anyone: the packs, then the monthly subscriptions', async () => {
    expect(plans.map((p) => [p.kind, p.name, p.priceCents, p.credits, p.downloadLimit])).toEqual([
      ['pack', 'Starter', 4900, 500, 500],
      ['pack', 'Growth', 14900, 2000, 2000],
      ['pack', 'Scale', 39900, 10000, 0],
      ['subscription', 'Monthly Basic', 2900, 300, 500],
      ['subscription', 'Monthly Pro', 9900, 1500, 2000],
    ]);
  });

  it('creates a pending order and a hosted checkout for the plan at its price', async () => {
    const session = await buy('Growth');
    const order = await orderOf(session);
    expect(order).toMatchObject({ user_id: buyer.id, status: 'pending', amount_cents: 14900, credits: 2000 });
    expect(session).toMatchObject({
      amount: 14900,
      currency: 'usd',
      productName: 'LeadSignal Growth',
      metadata: { orderId: order.id },
      clientReferenceId: order.id,
      customerEmail: buyer.email,
    });
    expect(session.successUrl).toMatch(new RegExp(`/payment/success\\?order=${order.id}$`));
    expect(session.cancelUrl).toMatch(new RegExp(`/payment/cancel\\?order=${order.id}$`));
  });

  it('credits the plan once for a signed completed event, however often it is delivered', async () => {
    const before = await userRow();
    const session = await buy('Starter');
    const event = fake.signedEvent('checkout.session.completed', session);
    await deliver(event).expect(200, { received: true });
    await deliver(event).expect(200);
    // Another event about the same session (an async confirmation) changes nothing either.
    await deliver(fake.signedEvent('checkout.session.async_payment_succeeded', session)).expect(200);

    expect(await userRow()).toEqual({ credits: before.credits + 500, limit: 500 });
    const order = await orderOf(session);
    expect(order.status).toBe('paid');
    expect(order.paid_at).toBeInstanceOf(Date);
    expect((await ledgerOf()).filter((row: { reference: string }) => row.reference === order.id)).toEqual([
      { delta: 500, reference: order.id },
    ]);
    const orders = (await t.http.get('/api/payment/orders').set(auth()).expect(200)).body;
    expect(orders[0]).toMatchObject({ id: order.id, planName: 'Starter', status: 'paid', credits: 500 });
  });

  it('applies concurrent deliveries of one event once', async () => {
    const before = await userRow();
    const session = await buy('Scale');
    const event = fake.signedEvent('checkout.session.completed', session);
    const answers = await Promise.all(Array.from({ length: 6 }, () => deliver(event)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await userRow()).toEqual({ credits: before.credits + 10000, limit: 0 });
  });

  it('refuses unsigned, wrongly signed and altered events, changing nothing', async () => {
    const before = await userRow();
    const session = await buy('Growth');
    const event = fake.signedEvent('checkout.session.completed', session);
    const refused = await t.http
      .post('/api/payment/webhook')
      .set('Content-Type', 'application/json')
      .send(event.body)
      .expect(400);
    expect(refused.body.errors[0].reason).toBe('The event is not signed.');
    // One hex digit of the signature changed (always to a different one).
    const forged = event.signature.replace(/v1=(.)/, (_m, digit: string) => `v1=${digit === '0' ? '1' : '0'}`);
    await deliver({ body: event.body, signature: forged }).expect(400);
    await deliver({ body: event.body.replace('"paid"', '"paid" '), signature: event.signature }).expect(400);
    expect(await userRow()).toEqual(before);
    expect((await orderOf(session)).status).toBe('pending');
  });

  it('expires an abandoned checkout without crediting, and ignores unpaid completions', async () => {
    const before = await userRow();
    const unpaid = await buy('Starter');
    await deliver(fake.signedEvent('checkout.session.completed', unpaid, { paid: false })).expect(200);
    expect((await orderOf(unpaid)).status).toBe('pending');
    await deliver(fake.signedEvent('checkout.session.expired', unpaid)).expect(200);
    expect((await orderOf(unpaid)).status).toBe('expired');
    await deliver(fake.signedEvent('checkout.session.completed', unpaid)).expect(200);
    expect((await orderOf(unpaid)).status).toBe('expired');
    expect(await userRow()).toEqual(before);
  });

  it('answers 404 for unknown plans, 400 for bad bodies, and 502 (no order left) when the provider fails', async () => {
    await checkout(randomUUID()).expect(404);
    await checkout('not-an-id').expect(404);
    await t.http
      .post('/api/payment/checkout')
      .set(auth())
      .send({ planId: plan('Growth').id, price: 1 })
      .expect(400);
    await t.http
      .post('/api/payment/checkout')
      .send({ planId: plan('Growth').id })
      .expect(401);

    const [{ count: before }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM orders`);
    fake.failCreates = true;
    try {
      const res = await checkout(plan('Growth').id).expect(502);
      expect(res.body.errors[0].reason).toBe(PROVIDER_UNREACHABLE);
    } finally {
      fake.failCreates = false;
    }
    const [{ count: after }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM orders`);
    expect(after).toBe(before);
  });

  it('buys packs as top-ups: they never lapse and are spent after the allowance', async () => {
    const { id, token: bearer } = await signedInUser(t);
    const session = await buy('Starter', bearer);
    expect(session.mode).toBe('payment');
    await deliver(fake.signedEvent('checkout.session.completed', session)).expect(200);
    const balances = async () =>
      (
        await t.dataSource.query(
          `SELECT monthly_available_credits AS allowance, topup_credits AS "topUp" FROM credit_accounts WHERE workspace_id = $1`,
          [id],
        )
      )[0];
    expect(await balances()).toEqual({ allowance: 0, topUp: 500 });
    const me = (await t.http.get('/api/users/me').set(auth(bearer)).expect(200)).body;
    expect(me).toMatchObject({ monthlyAvailableCredits: 500, allowanceCredits: 0, topUpCredits: 500, renewsOn: null });
  });

  describe('subscriptions', () => {
    const subscriptionOf = async (userId: string) =>
      (
        await t.dataSource.query(
          `SELECT status, monthly_credits AS "monthlyCredits", provider_subscription_id AS "providerId",
                  to_char(next_renewal_on, 'YYYY-MM-DD') AS "nextOn", billing_day AS "billingDay"
           FROM subscriptions WHERE user_id = $1`,
          [userId],
        )
      )[0];
    const balancesOf = async (userId: string) =>
      (
        await t.dataSource.query(
          `SELECT monthly_available_credits AS allowance, topup_credits AS "topUp", download_limit AS "limit"
           FROM credit_accounts WHERE workspace_id = $1`,
          [userId],
        )
      )[0];
    const ledgerKinds = async (userId: string) =>
      (await t.dataSource.query(`SELECT kind, delta FROM credit_ledger WHERE user_id = $1 ORDER BY seq`, [userId])).map(
        (row: { kind: string; delta: number }) => `${row.kind} ${row.delta}`,
      );

    /** A user who subscribed to Monthly Basic through Checkout in subscription mode. */
    async function subscriber(): Promise<{ id: string; token: string; session: FakeSession }> {
      const user = await signedInUser(t);
      const session = await buy('Monthly Basic', user.token);
      await deliver(fake.signedEvent('checkout.session.completed', session)).expect(200);
      return { id: user.id, token: user.token, session };
    }

    it('starts a subscription through Checkout in subscription mode and grants the first allowance once', async () => {
      const { id, token: bearer, session } = await subscriber();
      expect(session).toMatchObject({ mode: 'subscription', recurringInterval: 'month', amount: 2900 });
      // Redelivered, and the first invoice's "paid" for the same period: still one allowance.
      await deliver(fake.signedEvent('checkout.session.completed', session)).expect(200);
      await deliver(fake.signedSubscriptionEvent('invoice.paid', session.subscriptionId!)).expect(200);
      expect(await balancesOf(id)).toEqual({ allowance: 300, topUp: 0, limit: 500 });
      expect(await ledgerKinds(id)).toEqual(['renewal 300']);
      const sub = await subscriptionOf(id);
      expect(sub).toMatchObject({ status: 'active', monthlyCredits: 300, providerId: session.subscriptionId });
      expect(sub.billingDay).toBe(new Date().getUTCDate());
      const me = (await t.http.get('/api/users/me').set(auth(bearer)).expect(200)).body;
      expect(me).toMatchObject({
        monthlyAvailableCredits: 300,
        allowanceCredits: 300,
        topUpCredits: 0,
        monthlyAllowance: 300,
        renewsOn: sub.nextOn,
      });
      const orders = (await t.http.get('/api/payment/orders').set(auth(bearer)).expect(200)).body;
      expect(orders[0]).toMatchObject({ kind: 'subscription', planName: 'Monthly Basic', status: 'paid' });
    });

    it('applies a renewal invoice once per period however often it is delivered, lapsing unused allowance', async () => {
      const { id, session } = await subscriber();
      await t.dataSource.query(`UPDATE credit_accounts SET monthly_available_credits = 0 WHERE workspace_id = $1`, [
        id,
      ]);
      await t.dataSource.query(
        `INSERT INTO credit_ledger (workspace_id, user_id, kind, delta, allowance_delta, topup_delta, balance_after, reason,
                                    idempotency_key)
         VALUES ($1::uuid, $1::uuid, 'reveal', -300, -300, 0, 0, 'spent', 'spent:' || $1::uuid)`,
        [id],
      );
      // As if the subscription had started a month ago: that period is over, today's begins.
      await t.dataSource.query(
        `UPDATE subscriptions SET current_period_start = current_period_start - interval '1 month',
                next_renewal_on = current_date WHERE user_id = $1`,
        [id],
      );
      await t.dataSource.query(
        `UPDATE credit_ledger SET idempotency_key = 'renewal:earlier:' || user_id WHERE user_id = $1 AND kind = 'renewal'`,
        [id],
      );
      const renewal = fake.signedSubscriptionEvent('invoice.paid', session.subscriptionId!);
      const answers = await Promise.all(Array.from({ length: 4 }, () => deliver(renewal)));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      // Another event for the same period (the worker's pass would use the same key): nothing more.
      await deliver(fake.signedSubscriptionEvent('invoice.paid', session.subscriptionId!)).expect(200);
      expect(await balancesOf(id)).toMatchObject({ allowance: 300 });
      expect(await ledgerKinds(id)).toEqual(['renewal 300', 'reveal -300', 'renewal 300']);
      expect((await subscriptionOf(id)).nextOn > new Date().toISOString().slice(0, 10)).toBe(true);
    });

    it('marks a failed payment past due and a cancellation canceled, each once; a later invoice does not renew a canceled one', async () => {
      const { id, session } = await subscriber();
      const subId = session.subscriptionId!;
      const failed = fake.signedSubscriptionEvent('invoice.payment_failed', subId);
      await deliver(failed).expect(200);
      await deliver(failed).expect(200);
      expect((await subscriptionOf(id)).status).toBe('past_due');
      const canceled = fake.signedSubscriptionEvent('customer.subscription.deleted', subId);
      await deliver(canceled).expect(200);
      await deliver(canceled).expect(200);
      expect((await subscriptionOf(id)).status).toBe('canceled');
      await t.dataSource.query(
        `UPDATE subscriptions SET current_period_start = current_period_start - interval '1 month',
                next_renewal_on = current_date WHERE user_id = $1`,
        [id],
      );
      await deliver(fake.signedSubscriptionEvent('invoice.paid', subId)).expect(200);
      expect(await ledgerKinds(id)).toEqual(['renewal 300']);
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM payment_events WHERE event_id = ANY($1)`,
        [[JSON.parse(failed.body).id, JSON.parse(canceled.body).id]],
      );
      expect(count).toBe(2);
    });
  });

  it("lists only the caller's own orders", async () => {
    const otherToken = (await signedInUser(t)).token;
    await buy('Starter', otherToken);
    const mine = (await t.http.get('/api/payment/orders').set(auth()).expect(200)).body;
    const theirs = (await t.http.get('/api/payment/orders').set(auth(otherToken)).expect(200)).body;
    expect(theirs).toHaveLength(1);
    expect(mine.map((o: { id: string }) => o.id)).not.toContain(theirs[0].id);
  });
});

describe('plan administration', () => {
  let t: TestApp;
  let adminToken: string;
  let userToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.dataSource);
    adminToken = (await signedInUser(t, { role: 'Admin' })).token;
    userToken = (await signedInUser(t)).token;
  });
  afterAll(() => t?.close());

  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const publicPlans = async () =>
    (await t.http.get('/api/pricing/plans').expect(200)).body.map((p: { name: string }) => p.name);

  it('creates a plan, edits it, hides it from the pricing page and shows it again', async () => {
    const name = `Team ${randomUUID().slice(0, 6)}`;
    const created = await t.http
      .post('/api/plans')
      .set(as(adminToken))
      .send({ name, priceCents: 9900, currency: 'EUR', credits: 1200, downloadLimit: 1000, sortOrder: 4 })
      .expect(201);
    expect(created.body).toMatchObject({ name, priceCents: 9900, currency: 'eur', isActive: true, description: '' });
    expect(await publicPlans()).toContain(name);

    const hidden = await t.http
      .put(`/api/plans/${created.body.id}`)
      .set(as(adminToken))
      .send({ isActive: false, priceCents: 8900 })
      .expect(200);
    expect(hidden.body).toMatchObject({ isActive: false, priceCents: 8900, credits: 1200 });
    expect(await publicPlans()).not.toContain(name);
    const all = (await t.http.get('/api/plans').set(as(adminToken)).expect(200)).body;
    expect(all.find((p: { id: string }) => p.id === created.body.id)).toMatchObject({ isActive: false });

    await t.http.put(`/api/plans/${created.body.id}`).set(as(adminToken)).send({ isActive: true }).expect(200);
    expect(await publicPlans()).toContain(name);
  });

  it.each([
    ['no name', { name: ' ', priceCents: 1, credits: 1, downloadLimit: 0 }, 'Name is required.'],
    ['a negative price', { name: 'X', priceCents: -1, credits: 1, downloadLimit: 0 }, 'The price cannot be negative.'],
    ['a fractional price', { name: 'X', priceCents: 1.5, credits: 1, downloadLimit: 0 }, /whole number of cents/],
    ['a bad currency', { name: 'X', priceCents: 1, currency: 'dollars', credits: 1, downloadLimit: 0 }, /three-letter/],
    ['an unknown field', { name: 'X', priceCents: 1, credits: 1, downloadLimit: 0, free: true }, /Unknown field/],
  ])('refuses %s with a 400', async (_name, body, reason) => {
    const res = await t.http.post('/api/plans').set(as(adminToken)).send(body).expect(400);
    expect(res.body.errors[0].reason).toMatch(reason);
  });

  it('answers 409 for a taken name, 404 for an unknown plan and 403 without admin.plans', async () => {
    const conflict = await t.http
      .post('/api/plans')
      .set(as(adminToken))
      .send({ name: 'Growth', priceCents: 1, credits: 1, downloadLimit: 0 })
      .expect(409);
    expect(conflict.body.errors[0]).toEqual({ reason: 'A plan with this name already exists.', field: 'name' });
    const starter = (await t.http.get('/api/plans').set(as(adminToken))).body.find(
      (p: { name: string }) => p.name === 'Starter',
    );
    await t.http.put(`/api/plans/${starter.id}`).set(as(adminToken)).send({ name: 'Growth' }).expect(409);
    await t.http.put(`/api/plans/${randomUUID()}`).set(as(adminToken)).send({ credits: 1 }).expect(404);
    await t.http.put('/api/plans/not-an-id').set(as(adminToken)).send({ credits: 1 }).expect(404);
    await t.http.put(`/api/plans/${starter.id}`).set(as(adminToken)).send({}).expect(400);
    await t.http.get('/api/plans').set(as(userToken)).expect(403);
    await t.http
      .post('/api/plans')
      .set(as(userToken))
      .send({ name: 'Cheap', priceCents: 1, credits: 1, downloadLimit: 0 })
      .expect(403);
  });

  it('deletes a plan nobody ordered; one with orders stays (409); 404 and 403 as usual', async () => {
    const create = async () =>
      (
        await t.http
          .post('/api/plans')
          .set(as(adminToken))
          .send({ name: `Gone ${randomUUID().slice(0, 6)}`, priceCents: 100, credits: 10, downloadLimit: 0 })
          .expect(201)
      ).body as { id: string; name: string };
    const unused = await create();
    await t.http.delete(`/api/plans/${unused.id}`).set(as(userToken)).expect(403);
    expect((await t.http.delete(`/api/plans/${unused.id}`).set(as(adminToken)).expect(200)).body).toEqual({
      id: unused.id,
    });
    expect(await t.dataSource.query(`SELECT 1 FROM plans WHERE id = $1`, [unused.id])).toEqual([]);
    await t.http.delete(`/api/plans/${unused.id}`).set(as(adminToken)).expect(404);
    await t.http.delete('/api/plans/not-an-id').set(as(adminToken)).expect(404);

    const ordered = await create();
    const [{ id: userId }] = await t.dataSource.query(`SELECT id FROM users LIMIT 1`);
    await t.dataSource.query(
      `INSERT INTO orders (user_id, plan_id, plan_name, amount_cents, currency, credits, download_limit)
       VALUES ($1, $2, $3, 100, 'usd', 10, 0)`,
      [userId, ordered.id, ordered.name],
    );
    const res = await t.http.delete(`/api/plans/${ordered.id}`).set(as(adminToken)).expect(409);
    expect(res.body.errors[0].reason).toBe(
      'This plan has orders, so it stays for their history. Deactivate it to stop selling it.',
    );
    expect(await t.dataSource.query(`SELECT 1 FROM plans WHERE id = $1`, [ordered.id])).toHaveLength(1);
  });
});
