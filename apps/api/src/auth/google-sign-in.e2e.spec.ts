// Google sign-in with ID tokens signed by a locally generated RSA key: the app's OAuth2Client hands
// the verifier that key's certificate instead of fetching Google's, so nothing goes to the network.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { OAuth2Client } from 'google-auth-library';
import jwt from 'jsonwebtoken';
import { loginResponseSchema } from '@leadsignal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadEnv } from '@leadsignal/server-core';
import { createUser, login, MailTrap, seed, uniqueEmail, userRow } from '../../test/accounts';
import { GOOGLE_OAUTH_CLIENT } from '@leadsignal/accounts';

const KEY_ID = 'local-test-key';
const CLIENT_ID = loadEnv().GOOGLE_CLIENT_ID;

function rsaKeys() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

const google = rsaKeys();
const impostor = rsaKeys();

function idToken(claims: Record<string, unknown> = {}, key = google.privateKey): string {
  const now = Math.floor(Date.now() / 1000);
  return jwt.sign(
    {
      iss: 'https://accounts.google.com',
      aud: CLIENT_ID,
      sub: `1${randomBytes(8).readBigUInt64BE()}`,
      email: uniqueEmail('google'),
      email_verified: true,
      given_name: 'Katherine',
      family_name: 'Johnson',
      iat: now,
      exp: now + 3600,
      ...claims,
    },
    key,
    { algorithm: 'RS256', keyid: KEY_ID },
  );
}

type FederatedCerts = Awaited<ReturnType<OAuth2Client['getFederatedSignonCertsAsync']>>;

const claimsOf = (token: string) => jwt.decode(token) as { sub: string; email: string };

describe('POST auth/LoginWithGoogle', () => {
  let t: TestApp;
  let mails: MailTrap;
  let certs: jest.SpyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.dataSource);
    mails = new MailTrap();
    const client = t.app.get<OAuth2Client>(GOOGLE_OAUTH_CLIENT);
    certs = jest
      .spyOn(client, 'getFederatedSignonCertsAsync')
      .mockResolvedValue({ certs: { [KEY_ID]: google.publicKey }, format: 'PEM' } as FederatedCerts);
  });
  afterAll(async () => {
    await mails?.close();
    await t?.close();
  });

  const signIn = (token: string) => t.http.post('/api/auth/LoginWithGoogle').send({ idToken: token });
  const countUsers = async (email: string) =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [email]))[0].n as number;

  it('creates a confirmed User account without a password on first sign-in, then signs it in again', async () => {
    const token = idToken();
    const { sub, email } = claimsOf(token);
    const first = await signIn(token).expect(200);
    const body = loginResponseSchema.parse(first.body);
    expect(body.user).toMatchObject({ email, firstName: 'Katherine', lastName: 'Johnson' });
    expect(body.user.allowedPermissions).toContain('alerts.search');

    const row = await userRow(t.dataSource, body.user.id);
    expect(row).toMatchObject({ google_subject: sub, password_hash: null, is_disabled: false });
    expect(row.email_confirmed_at).toBeInstanceOf(Date);
    await t.http.get('/api/users/me').set('Authorization', `Bearer ${body.accessToken}`).expect(200);
    expect((await mails.latest(email, 'welcome')).variables.firstName).toBe('Katherine');

    const again = await signIn(idToken({ sub, email })).expect(200);
    expect(again.body.user.id).toBe(body.user.id);
    expect(await countUsers(email)).toBe(1);
  });

  it('links to an existing account with the same e-mail and keeps its password', async () => {
    const user = await createUser(t.dataSource);
    const res = await signIn(idToken({ email: user.email })).expect(200);
    expect(res.body.user.id).toBe(user.id);
    expect((await userRow(t.dataSource, user.id)).google_subject).not.toBeNull();
    await login(t, user.email, user.password);
  });

  it('drops the password of an unconfirmed account it links to (nobody proved owning the address)', async () => {
    const user = await createUser(t.dataSource, { confirmed: false });
    await signIn(idToken({ email: user.email })).expect(200);
    expect(await userRow(t.dataSource, user.id)).toMatchObject({ password_hash: null });
    await t.http.post('/api/auth/Login').send({ email: user.email, password: user.password }).expect(401);
  });

  it('refuses an e-mail already linked to another Google account', async () => {
    const user = await createUser(t.dataSource);
    await signIn(idToken({ email: user.email })).expect(200);
    const before = await userRow(t.dataSource, user.id);
    await signIn(idToken({ email: user.email })).expect(409);
    expect(await userRow(t.dataSource, user.id)).toEqual(before);
  });

  it('refuses a disabled account', async () => {
    const token = idToken();
    const first = await signIn(token).expect(200);
    await t.dataSource.query(`UPDATE users SET is_disabled = true WHERE id = $1`, [first.body.user.id]);
    const res = await signIn(idToken(claimsOf(token))).expect(401);
    expect(res.body.errors[0].reason).toMatch(/disabled/);
  });

  it.each([
    ['another audience', () => idToken({ aud: 'someone-else.apps.googleusercontent.com' })],
    [
      'an expired token',
      () => idToken({ iat: Math.floor(Date.now() / 1000) - 7200, exp: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    ['another issuer', () => idToken({ iss: 'https://evil.example.com' })],
    ['a token signed by another key', () => idToken({}, impostor.privateKey)],
    ['a token that is not a JWT', () => 'definitely-not-a-token'],
  ])('refuses %s and creates nothing', async (_label, make) => {
    const token = make();
    const res = await signIn(token).expect(401);
    expect(res.body.errors[0].reason).toBe('Google sign-in failed: the Google credential is not valid or has expired.');
    const email = (jwt.decode(token) as { email?: string } | null)?.email;
    if (email) expect(await countUsers(email)).toBe(0);
  });

  it('refuses an unverified Google e-mail and creates nothing', async () => {
    const token = idToken({ email_verified: false });
    const res = await signIn(token).expect(401);
    expect(res.body.errors[0].reason).toBe('Your Google e-mail address is not verified. Verify it with Google first.');
    expect(await countUsers(claimsOf(token).email)).toBe(0);
  });

  it('refuses a missing or empty credential and unknown fields', async () => {
    await t.http.post('/api/auth/LoginWithGoogle').send({}).expect(400);
    await signIn('').expect(400);
    await t.http.post('/api/auth/LoginWithGoogle').send({ idToken: idToken(), email: 'x@y.co' }).expect(400);
  });

  it("answers 503 when Google's certificates cannot be fetched", async () => {
    certs.mockRejectedValueOnce(new Error('network down'));
    await signIn(idToken()).expect(503);
  });
});
