// Plans and payments against a Stripe-compatible fake on loopback (the real SDK, real signatures): checkout
// writes a pending order and a hosted session; only a validly signed event credits the buyer, exactly once.
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seed, signedInUser, type TestUser } from '../../test/accounts';
import { FAKE_STRIPE_KEY, startFakeStripe, type FakeSession, type FakeStripe } from '../../test/fake-stripe';
import { PAYMENTS_NOT_CONFIGURED, PROVIDER_UNREACHABLE } from './billing.service';

const WEBHOOK_SECRET = 'whsec_leadsignal_test_secret';

describe('billing', () => {
  let t: TestApp;
  let fake: FakeStripe;
  let buyer: TestUser & { token: string };
  let token: string;
  let plans: { id: string; name: string; priceCents: number; credits: number; downloadLimit: number }[];

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
        `SELECT monthly_available_credits AS credits, download_limit AS "limit" FROM users WHERE id = $1`,
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

  it('lists the active plans to anyone, cheapest first', async () => {
    expect(plans.map((p) => [p.name, p.priceCents, p.credits, p.downloadLimit])).toEqual([
      ['Starter', 4900, 500, 500],
      ['Growth', 14900, 2000, 2000],
      ['Scale', 39900, 10000, 0],
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
    expect(session.successUrl).toMatch(/\/payment\/success\?session_id=\{CHECKOUT_SESSION_ID\}$/);
    expect(session.cancelUrl).toMatch(/\/payment\/cancel$/);
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
});

describe('billing without a payment provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.dataSource);
  });
  afterAll(() => t?.close());

  it('still lists the plans, but checkout and webhook answer 503', async () => {
    const plans = (await t.http.get('/api/pricing/plans').expect(200)).body;
    const { token } = await signedInUser(t);
    const res = await t.http
      .post('/api/payment/checkout')
      .set('Authorization', `Bearer ${token}`)
      .send({ planId: plans[0].id })
      .expect(503);
    expect(res.body.errors[0].reason).toBe(PAYMENTS_NOT_CONFIGURED);
    await t.http.post('/api/payment/webhook').send({}).expect(503);
  });
});
