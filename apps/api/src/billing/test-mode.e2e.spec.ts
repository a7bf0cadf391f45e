// Checkout without Stripe keys: outside production it completes at once (test mode) through the same order →
// ledger code a paid Stripe event runs; in production it is refused and settings/public says payments are
// off. A self-signed-up account starts with SIGNUP_FREE_CREDITS.
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/test-app';
import { GOOD_PASSWORD, seed, signedInUser, uniqueEmail } from '../../test/accounts';
import { PAYMENTS_NOT_CONFIGURED } from '@leadsignal/billing';

describe('billing in test mode (no Stripe keys, not production)', () => {
  let t: TestApp;
  let plans: { id: string; name: string; credits: number; downloadLimit: number }[];
  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.dataSource);
    plans = (await t.http.get('/api/pricing/plans').expect(200)).body;
  });
  afterAll(() => t?.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const plan = (name: string) => plans.find((p) => p.name === name)!;
  const balances = async (userId: string) =>
    (
      await t.dataSource.query(
        `SELECT monthly_available_credits AS allowance, topup_credits AS "topUp", download_limit AS "limit"
         FROM credit_accounts WHERE workspace_id = $1`,
        [userId],
      )
    )[0];
  const ledger = (userId: string) =>
    t.dataSource.query(
      `SELECT kind, delta, reference, idempotency_key AS key FROM credit_ledger WHERE user_id = $1 ORDER BY seq`,
      [userId],
    );

  it('tells the SPA checkout is in test mode', async () => {
    const res = await t.http.get('/api/settings/public').expect(200);
    expect(res.body.payments).toBe('test');
  });

  it('completes a pack checkout at once: the order paid, one purchase ledger row, the balance and limit', async () => {
    const { id, token } = await signedInUser(t);
    const res = await t.http
      .post('/api/payment/checkout')
      .set(auth(token))
      .send({ planId: plan('Starter').id })
      .expect(200);
    const orderId = /^\/payment\/success\?order=([0-9a-f-]{36})$/.exec(res.body.url)?.[1];
    expect(orderId).toBeDefined();
    const [order] = await t.dataSource.query(`SELECT status, paid_at, checkout_session_id FROM orders WHERE id = $1`, [
      orderId,
    ]);
    expect(order.status).toBe('paid');
    expect(order.paid_at).toBeInstanceOf(Date);
    // The same event record a Stripe delivery leaves, so a repeat of it would change nothing.
    const events = await t.dataSource.query(`SELECT type FROM payment_events WHERE event_id = $1`, [
      order.checkout_session_id,
    ]);
    expect(events).toEqual([{ type: 'checkout.session.completed' }]);
    expect(await balances(id)).toEqual({ allowance: 0, topUp: 500, limit: 500 });
    expect(await ledger(id)).toEqual([{ kind: 'purchase', delta: 500, reference: orderId, key: `order:${orderId}` }]);

    const me = (await t.http.get('/api/users/me').set(auth(token)).expect(200)).body;
    expect(me.monthlyAvailableCredits).toBe(500);
    const shown = (await t.http.get(`/api/payment/orders/${orderId}`).set(auth(token)).expect(200)).body;
    expect(shown).toMatchObject({ id: orderId, planName: 'Starter', status: 'paid', credits: 500, testMode: true });
    const listed = (await t.http.get('/api/payment/orders').set(auth(token)).expect(200)).body;
    expect(listed[0]).toMatchObject({ id: orderId, testMode: true });
  });

  it('starts a subscription in test mode with its first allowance', async () => {
    const { id, token } = await signedInUser(t);
    await t.http
      .post('/api/payment/checkout')
      .set(auth(token))
      .send({ planId: plan('Monthly Basic').id })
      .expect(200);
    expect(await balances(id)).toEqual({ allowance: 300, topUp: 0, limit: 500 });
    const [sub] = await t.dataSource.query(`SELECT status FROM subscriptions WHERE user_id = $1`, [id]);
    expect(sub.status).toBe('active');
    expect((await ledger(id)).map((row: { kind: string; delta: number }) => `${row.kind} ${row.delta}`)).toEqual([
      'renewal 300',
    ]);
  });

  it("answers an order only to its owner: someone else's or an unknown id is a 404", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const res = await t.http
      .post('/api/payment/checkout')
      .set(auth(owner.token))
      .send({ planId: plan('Growth').id })
      .expect(200);
    const orderId = res.body.url.split('order=')[1];
    const refused = await t.http.get(`/api/payment/orders/${orderId}`).set(auth(other.token)).expect(404);
    expect(refused.body.errors[0].reason).toBe('The order was not found.');
    await t.http.get(`/api/payment/orders/${randomUUID()}`).set(auth(owner.token)).expect(404);
    await t.http.get('/api/payment/orders/not-an-id').set(auth(owner.token)).expect(404);
    await t.http.get(`/api/payment/orders/${orderId}`).expect(401);
  });

  it('still refuses webhooks (503): only Stripe signs them', async () => {
    await t.http.post('/api/payment/webhook').send({}).expect(503);
  });
});

describe('billing in production without Stripe keys', () => {
  let t: TestApp;
  const saved = process.env.NODE_ENV;
  beforeAll(async () => {
    process.env.NODE_ENV = 'production';
    t = await createTestApp();
    await seed(t.dataSource);
  });
  afterAll(async () => {
    process.env.NODE_ENV = saved;
    await t?.close();
  });

  it('says payments are off and refuses checkout (503), writing no order', async () => {
    expect((await t.http.get('/api/settings/public').expect(200)).body.payments).toBe('off');
    const plans = (await t.http.get('/api/pricing/plans').expect(200)).body;
    const { id, token } = await signedInUser(t);
    const res = await t.http
      .post('/api/payment/checkout')
      .set('Authorization', `Bearer ${token}`)
      .send({ planId: plans[0].id })
      .expect(503);
    expect(res.body.errors[0].reason).toBe(PAYMENTS_NOT_CONFIGURED);
    expect(await t.dataSource.query(`SELECT 1 FROM orders WHERE user_id = $1`, [id])).toEqual([]);
    await t.http.post('/api/payment/webhook').send({}).expect(503);
  });
});

describe('SIGNUP_FREE_CREDITS', () => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.SIGNUP_FREE_CREDITS = '25';
    t = await createTestApp();
    await seed(t.dataSource);
  });
  afterAll(async () => {
    delete process.env.SIGNUP_FREE_CREDITS;
    await t?.close();
  });

  it('gives a signed-up account its starting credits as one opening ledger row', async () => {
    const email = uniqueEmail('free');
    const res = await t.http
      .post('/api/auth/SignUp')
      .send({ firstName: 'Ada', lastName: 'Lovelace', email, password: GOOD_PASSWORD })
      .expect(201);
    const [account] = await t.dataSource.query(
      `SELECT monthly_available_credits AS allowance, topup_credits AS "topUp", download_limit AS "limit"
       FROM credit_accounts WHERE workspace_id = $1`,
      [res.body.id],
    );
    expect(account).toEqual({ allowance: 0, topUp: 25, limit: 0 });
    const rows = await t.dataSource.query(`SELECT kind, delta, balance_after FROM credit_ledger WHERE user_id = $1`, [
      res.body.id,
    ]);
    expect(rows).toEqual([{ kind: 'opening', delta: 25, balance_after: 25 }]);
  });
});
