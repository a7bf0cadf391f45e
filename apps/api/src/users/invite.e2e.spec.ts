// Invitations end to end: POST users/invite (admin.users) creates the account and queues the mail;
// POST auth/AcceptInvite with the mail's link sets the password and confirms the address, once, in time.
import { INVITE_EMAIL_TAKEN_REASON } from '@leadsignal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  createUser,
  GOOD_PASSWORD,
  linkParam,
  login,
  MailTrap,
  seed,
  uniqueEmail,
  userRow,
  type TestUser,
} from '../../test/accounts';
import { BAD_INVITE_LINK } from '@leadsignal/accounts';

const APP_URL = (process.env.APP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

describe('invitations', () => {
  let t: TestApp;
  let mails: MailTrap;
  let admin: TestUser;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    mails = new MailTrap();
    await seed(t.dataSource);
    admin = await createUser(t.dataSource, { role: 'Admin', firstName: 'Ada' });
    adminToken = await login(t, admin.email, admin.password);
  });
  afterAll(async () => {
    await mails?.close();
    await t?.close();
  });

  const invite = (body: object, token = adminToken) =>
    t.http.post('/api/users/invite').set('Authorization', `Bearer ${token}`).send(body);
  const accept = (token: string, password = GOOD_PASSWORD) =>
    t.http.post('/api/auth/AcceptInvite').send({ token, password });
  const inviteToken = async (email: string) => linkParam(await mails.latest(email, 'invite'), 'token');

  it('creates an unconfirmed account with the default role and no password, and mails a 7-day link', async () => {
    const email = uniqueEmail('invitee');
    const res = await invite({ email: ` ${email.toUpperCase()} `, firstName: 'Ivy', lastName: 'Invitee' }).expect(201);
    expect(res.body).toEqual({ id: expect.any(String), email, expiresOn: expect.any(String) });
    const days = (Date.parse(res.body.expiresOn) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    const row = await userRow(t.dataSource, res.body.id);
    expect(row).toMatchObject({ email, first_name: 'Ivy', last_name: 'Invitee', password_hash: null });
    expect(row.email_confirmed_at).toBeNull();
    const roles = await t.dataSource.query(
      `SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1`,
      [res.body.id],
    );
    expect(roles).toEqual([{ name: 'User' }]);

    const mail = await mails.latest(email, 'invite');
    expect(mail.variables).toMatchObject({ firstName: 'Ivy', inviterName: 'Ada User' });
    expect(String(mail.variables.link)).toMatch(new RegExp(`^${APP_URL}/acceptinvite\\?token=[\\w-]{43}$`));
    // Not signed in before accepting: there is no password yet.
    await t.http.post('/api/auth/Login').send({ email, password: GOOD_PASSWORD }).expect(401);
  });

  it('accepting sets the password and confirms the address; the invitee signs in', async () => {
    const email = uniqueEmail('accepts');
    const { body } = await invite({ email, firstName: 'Abe', lastName: 'Accepts' }).expect(201);
    const token = await inviteToken(email);

    expect((await accept(token).expect(200)).body).toEqual({ email });
    const row = await userRow(t.dataSource, body.id);
    expect(row.password_hash).toEqual(expect.any(String));
    expect(row.email_confirmed_at).not.toBeNull();

    const signedIn = await t.http.post('/api/auth/Login').send({ email, password: GOOD_PASSWORD }).expect(200);
    expect(signedIn.body.user).toMatchObject({ id: body.id, email, firstName: 'Abe' });
    expect(signedIn.body.mustChangePassword).toBe(false);
  });

  it('refuses a link used already (single use) and leaves the chosen password', async () => {
    const email = uniqueEmail('reuse');
    const { body } = await invite({ email, firstName: 'Rue', lastName: 'Reuse' }).expect(201);
    const token = await inviteToken(email);
    await accept(token).expect(200);
    const before = await userRow(t.dataSource, body.id);

    const again = await accept(token, 'Another-good-password-7').expect(400);
    expect(again.body).toEqual({ statusCode: 400, errors: [{ reason: BAD_INVITE_LINK, field: 'token' }] });
    expect((await userRow(t.dataSource, body.id)).password_hash).toBe(before.password_hash);
    await t.http.post('/api/auth/Login').send({ email, password: 'Another-good-password-7' }).expect(401);
  });

  it('refuses an expired link, changing nothing; Forgot password still lets the invitee in', async () => {
    const email = uniqueEmail('expired');
    const { body } = await invite({ email, firstName: 'Exa', lastName: 'Expired' }).expect(201);
    const token = await inviteToken(email);
    await t.dataSource.query(
      `UPDATE auth_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1 AND purpose = 'invite'`,
      [body.id],
    );

    const res = await accept(token).expect(400);
    expect(res.body.errors[0].reason).toBe(BAD_INVITE_LINK);
    const row = await userRow(t.dataSource, body.id);
    expect(row.password_hash).toBeNull();
    expect(row.email_confirmed_at).toBeNull();

    // The way in that remains (docs/admin.md): "Forgot password", whose reset also confirms the address.
    await t.http.post('/api/auth/ForgotPassword').send({ email }).expect(200);
    const reset = linkParam(await mails.latest(email, 'reset-password'), 'token');
    await t.http.post('/api/auth/ResetPassword').send({ token: reset, password: GOOD_PASSWORD }).expect(200);
    expect((await userRow(t.dataSource, body.id)).email_confirmed_at).not.toBeNull();
    await t.http.post('/api/auth/Login').send({ email, password: GOOD_PASSWORD }).expect(200);
  });

  it('refuses a cut-off link and a weak password with the contract error shape', async () => {
    await accept('too-short').expect(400);
    const email = uniqueEmail('weak');
    await invite({ email, firstName: 'Wes', lastName: 'Weak' }).expect(201);
    const token = await inviteToken(email);
    const weak = await accept(token, 'short').expect(400);
    expect(weak.body.errors[0]).toMatchObject({ field: 'password' });
    // A refused body does not use the link up.
    await accept(token).expect(200);
  });

  it('answers 409 for an address that already has an account (any case), creating nothing', async () => {
    const existing = await createUser(t.dataSource);
    const res = await invite({ email: existing.email.toUpperCase(), firstName: 'Dup', lastName: 'Licate' }).expect(409);
    expect(res.body).toEqual({ statusCode: 409, errors: [{ reason: INVITE_EMAIL_TAKEN_REASON, field: 'email' }] });
    expect(await mails.all(existing.email, 'invite')).toHaveLength(0);

    // An invited address too: inviting twice is a conflict, not a second account.
    const email = uniqueEmail('twice');
    await invite({ email, firstName: 'Two', lastName: 'Times' }).expect(201);
    await invite({ email, firstName: 'Two', lastName: 'Times' }).expect(409);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM users WHERE email = $1`, [email]);
    expect(count).toBe(1);
  });

  it('validates the body (400) and needs the users-admin permission (403), or a session (401)', async () => {
    const bad = await invite({ email: 'not-an-email', firstName: '', lastName: 'X', role: 'Admin' }).expect(400);
    expect(bad.body.statusCode).toBe(400);

    const user = await createUser(t.dataSource);
    const userToken = await login(t, user.email, user.password);
    const email = uniqueEmail('forbidden');
    await invite({ email, firstName: 'No', lastName: 'Way' }, userToken).expect(403);
    await t.http.post('/api/users/invite').send({ email, firstName: 'No', lastName: 'Way' }).expect(401);
    expect(await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email])).toEqual([]);
  });
});
