// Rate limits on the calls an attacker would hammer, per IP and per account, counted in Redis.
// This app runs with a limit of 3 a minute; X-Forwarded-For (trusted from loopback) gives each
// test its own client IPs.
import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, GOOD_PASSWORD, seed, uniqueEmail } from '../../test/accounts';

const LIMIT = 3;

const randomIp = () => `10.${[...randomBytes(3)].join('.')}`;

/** Fixed one-minute windows: start a test's attempts well inside one window. */
async function freshWindow(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 8000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

describe('rate limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    process.env.RATE_LIMIT_PER_MINUTE = String(LIMIT);
    t = await createTestApp();
    await seed(t.dataSource);
  });
  afterAll(() => t?.close());
  beforeEach(freshWindow);

  const post = (path: string, body: object, ip: string) =>
    t.http.post(`/api/auth/${path}`).set('X-Forwarded-For', ip).send(body);

  function expectTooMany(res: { status: number; headers: Record<string, string>; body: unknown }) {
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.body).toEqual({
      statusCode: 429,
      errors: [{ reason: `Too many attempts. Try again in ${retryAfter} seconds.` }],
    });
  }

  it('limits sign-in attempts to one account from one IP', async () => {
    const email = uniqueEmail();
    const ip = randomIp();
    for (let i = 0; i < LIMIT; i++) await post('Login', { email, password: 'Wrong-password-1' }, ip).expect(401);
    expectTooMany(await post('Login', { email: email.toUpperCase(), password: 'Wrong-password-1' }, ip));
  });

  it('does not let wrong passwords from other IPs lock the owner out', async () => {
    const owner = await createUser(t.dataSource);
    const attacker = randomIp();
    for (let i = 0; i < LIMIT * 3; i++) {
      const ip = i < LIMIT ? attacker : randomIp();
      await post('Login', { email: owner.email, password: 'Wrong-password-1' }, ip).expect(401);
    }
    expectTooMany(await post('Login', { email: owner.email, password: 'Wrong-password-1' }, attacker));
    await post('Login', { email: owner.email, password: owner.password }, randomIp()).expect(200);
  });

  it('limits sign-in attempts per IP, whatever the account', async () => {
    const ip = randomIp();
    for (let i = 0; i < LIMIT; i++)
      await post('Login', { email: uniqueEmail(), password: 'Wrong-password-1' }, ip).expect(401);
    expectTooMany(await post('Login', { email: uniqueEmail(), password: 'Wrong-password-1' }, ip));
    await post('Login', { email: uniqueEmail(), password: 'Wrong-password-1' }, randomIp()).expect(401);
  });

  it('limits sign-ups per IP and creates nothing once limited', async () => {
    const ip = randomIp();
    const signUp = (email: string) =>
      post('SignUp', { firstName: 'A', lastName: 'B', email, password: GOOD_PASSWORD }, ip);
    for (let i = 0; i < LIMIT; i++) await signUp(uniqueEmail()).expect(201);
    const email = uniqueEmail();
    expectTooMany(await signUp(email));
    expect(await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email])).toEqual([]);
  });

  it('limits forgot-password per account', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < LIMIT; i++) await post('ForgotPassword', { email }, randomIp()).expect(200);
    expectTooMany(await post('ForgotPassword', { email }, randomIp()));
  });

  it('limits reset-password per IP', async () => {
    const ip = randomIp();
    const reset = () =>
      post('ResetPassword', { token: randomBytes(32).toString('base64url'), password: GOOD_PASSWORD }, ip);
    for (let i = 0; i < LIMIT; i++) await reset().expect(400);
    expectTooMany(await reset());
  });
});

describe('sign-ups a day per IP', () => {
  const PER_DAY = 3;
  let t: TestApp;

  beforeAll(async () => {
    const saved = { minute: process.env.RATE_LIMIT_PER_MINUTE, day: process.env.SIGN_UPS_PER_IP_PER_DAY };
    // The minute's limit out of the way: only the day's is reached.
    Object.assign(process.env, { RATE_LIMIT_PER_MINUTE: '1000', SIGN_UPS_PER_IP_PER_DAY: String(PER_DAY) });
    try {
      t = await createTestApp();
    } finally {
      Object.assign(process.env, { RATE_LIMIT_PER_MINUTE: saved.minute, SIGN_UPS_PER_IP_PER_DAY: saved.day });
    }
    await seed(t.dataSource);
    // UTC days are fixed windows: start well inside one.
    const left = 86_400_000 - (Date.now() % 86_400_000);
    if (left < 60_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
  });
  afterAll(() => t?.close());

  const signUp = (email: string, ip: string) =>
    t.http
      .post('/api/auth/SignUp')
      .set('X-Forwarded-For', ip)
      .send({ firstName: 'A', lastName: 'B', email, password: GOOD_PASSWORD });

  it('refuses more accounts from one IP in a day, saying when to come back, and creates nothing', async () => {
    const ip = randomIp();
    for (let i = 0; i < PER_DAY; i++) await signUp(uniqueEmail(), ip).expect(201);
    const email = uniqueEmail();
    const refused = await signUp(email, ip).expect(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect(refused.body.errors[0].reason).toMatch(/^Too many attempts\. Try again in \d+ (seconds|minutes|hours)\.$/);
    expect(await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email])).toEqual([]);
    // Another address signs up as before.
    await signUp(uniqueEmail(), randomIp()).expect(201);
  });
});
