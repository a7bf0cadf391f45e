// The password sign-in journeys end to end against the real app, PostgreSQL and Redis:
// sign-up → confirm → sign in, forgot → reset, change password, sessions and their revocation.
import { JwtService } from '@nestjs/jwt';
import jwt from 'jsonwebtoken';
import { loginResponseSchema, PASSWORD_CHANGE_REQUIRED_REASON } from '@leadsignal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loadEnv } from '@leadsignal/server-core';
import { createUser, GOOD_PASSWORD, linkParam, login, MailTrap, seed, uniqueEmail, userRow } from '../../test/accounts';
import { FORGOT_PASSWORD_ANSWER } from '@leadsignal/accounts';

const NEW_PASSWORD = 'Another-good-passphrase-7';
const APP_URL = loadEnv().APP_URL;

describe('accounts (password sign-in)', () => {
  let t: TestApp;
  let mails: MailTrap;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.dataSource);
    mails = new MailTrap();
  });
  afterAll(async () => {
    await mails?.close();
    await t?.close();
  });

  const me = (token: string) => t.http.get('/api/users/me').set('Authorization', `Bearer ${token}`);
  const expire = (userId: string, purpose: string) =>
    t.dataSource.query(
      `UPDATE auth_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1 AND purpose = $2`,
      [userId, purpose],
    );

  describe('POST auth/Login', () => {
    it('answers a token, the current user and mustChangePassword', async () => {
      const user = await createUser(t.dataSource, { firstName: 'Grace' });
      const res = await t.http.post('/api/auth/Login').send({ email: user.email, password: user.password }).expect(200);

      const body = loginResponseSchema.strict().parse(res.body);
      expect(body.mustChangePassword).toBe(false);
      expect(body.user).toMatchObject({ id: user.id, email: user.email, userName: user.email, fullName: 'Grace User' });
      expect(body.user.allowedPermissions).toContain('alerts.search');
      expect(body.user.allowedPermissions).not.toContain('admin.users');
      expect(jwt.decode(body.accessToken, { complete: true })).toMatchObject({
        header: { alg: 'HS256' },
        payload: { sub: user.id, tv: 0 },
      });
      await me(body.accessToken).expect(200);
    });

    it('matches the e-mail whatever its case and surrounding spaces', async () => {
      const user = await createUser(t.dataSource);
      await t.http
        .post('/api/auth/Login')
        .send({ email: ` ${user.email.toUpperCase()} `, password: user.password })
        .expect(200);
    });

    it('refuses a wrong password and an unknown e-mail with the same answer', async () => {
      const user = await createUser(t.dataSource);
      const wrong = await t.http
        .post('/api/auth/Login')
        .send({ email: user.email, password: 'Not-the-password-1' })
        .expect(401);
      const unknown = await t.http
        .post('/api/auth/Login')
        .send({ email: uniqueEmail(), password: 'Whatever-password-1' })
        .expect(401);
      expect(wrong.body).toEqual({ statusCode: 401, errors: [{ reason: 'Incorrect e-mail or password.' }] });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('names missing and unknown fields', async () => {
      const missing = await t.http.post('/api/auth/Login').send({}).expect(400);
      expect(missing.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['email', 'password']);
      const unknown = await t.http
        .post('/api/auth/Login')
        .send({ email: uniqueEmail(), password: 'x', remember: true })
        .expect(400);
      expect(unknown.body.errors).toContainEqual({ reason: 'Unknown field: remember.', field: 'remember' });
      await t.http.post('/api/auth/Login').send({ email: 'not-an-email', password: 'x' }).expect(400);
    });

    it('refuses a disabled account with the reason, but only to someone who knows the password', async () => {
      const user = await createUser(t.dataSource);
      await t.dataSource.query(`UPDATE users SET is_disabled = true WHERE id = $1`, [user.id]);
      const res = await t.http.post('/api/auth/Login').send({ email: user.email, password: user.password }).expect(401);
      expect(res.body.errors[0].reason).toBe('This account has been disabled. Contact your administrator.');
      const guess = await t.http
        .post('/api/auth/Login')
        .send({ email: user.email, password: 'Wrong-guess-123' })
        .expect(401);
      expect(guess.body.errors[0].reason).toBe('Incorrect e-mail or password.');
    });

    it('refuses an unconfirmed e-mail with 403 and mails a confirmation link once', async () => {
      const user = await createUser(t.dataSource, { confirmed: false });
      const res = await t.http.post('/api/auth/Login').send({ email: user.email, password: user.password }).expect(403);
      expect(res.body).toEqual({
        statusCode: 403,
        errors: [{ reason: 'Confirm your e-mail address first. We sent you a link.' }],
      });
      const mail = await mails.latest(user.email, 'confirm-email');
      expect(String(mail.variables.link)).toMatch(new RegExp(`^${APP_URL}/login\\?confirmToken=[\\w-]{43}$`));

      await t.http.post('/api/auth/Login').send({ email: user.email, password: user.password }).expect(403);
      expect(await mails.all(user.email, 'confirm-email')).toHaveLength(1);
    });

    it('mails a fresh link on a later sign-in even while the lost one is unexpired (one a minute)', async () => {
      const user = await createUser(t.dataSource, { confirmed: false });
      const signIn = () => t.http.post('/api/auth/Login').send({ email: user.email, password: user.password });
      await signIn().expect(403);
      const first = await mails.latest(user.email, 'confirm-email');
      // The first mail was lost; a minute later the owner tries again.
      await t.dataSource.query(`UPDATE auth_tokens SET created_at = now() - interval '61 seconds' WHERE user_id = $1`, [
        user.id,
      ]);
      await signIn().expect(403);
      const all = await mails.all(user.email, 'confirm-email');
      expect(all).toHaveLength(2);
      const fresh = linkParam(all[1], 'confirmToken');
      expect(fresh).not.toBe(linkParam(first, 'confirmToken'));
      await t.http.post('/api/auth/ConfirmEmail').send({ token: fresh }).expect(200);
      await signIn().expect(200);
    });

    it('resends the link on request, answering the same for every address, one a minute', async () => {
      const user = await createUser(t.dataSource, { confirmed: false });
      const confirmed = await createUser(t.dataSource);
      const resend = (email: string) => t.http.post('/api/auth/ResendConfirmation').send({ email });
      const answer = {
        message: 'If this address has an account waiting for confirmation, we sent it a new link.',
      };
      expect((await resend(user.email.toUpperCase()).expect(200)).body).toEqual(answer);
      expect((await resend(confirmed.email).expect(200)).body).toEqual(answer);
      expect((await resend(uniqueEmail()).expect(200)).body).toEqual(answer);
      await mails.latest(user.email, 'confirm-email');
      await resend(user.email).expect(200);
      expect(await mails.all(user.email, 'confirm-email')).toHaveLength(1);
      expect(await mails.all(confirmed.email, 'confirm-email')).toHaveLength(0);
      await resend('not-an-address').expect(400);
    });

    it('answers mustChangePassword when an admin asked for a new password', async () => {
      const user = await createUser(t.dataSource);
      await t.dataSource.query(`UPDATE users SET must_change_password = true WHERE id = $1`, [user.id]);
      const res = await t.http.post('/api/auth/Login').send({ email: user.email, password: user.password }).expect(200);
      expect(res.body.mustChangePassword).toBe(true);
    });

    it('refuses a password for an account that signs in with Google only', async () => {
      const user = await createUser(t.dataSource);
      await t.dataSource.query(`UPDATE users SET password_hash = NULL, google_subject = $2 WHERE id = $1`, [
        user.id,
        `g-${user.id}`,
      ]);
      await t.http.post('/api/auth/Login').send({ email: user.email, password: user.password }).expect(401);
    });
  });

  describe('POST auth/SignUp and auth/ConfirmEmail', () => {
    const signUp = (body: Record<string, unknown>) => t.http.post('/api/auth/SignUp').send(body);
    const countUsers = async (email: string) =>
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [email.toLowerCase()]))[0]
        .n as number;

    it('creates an unconfirmed User account, mails the link, and the link confirms it', async () => {
      const email = uniqueEmail('Signup');
      const res = await signUp({ firstName: 'Ada', lastName: 'Lovelace', email, password: GOOD_PASSWORD }).expect(201);
      expect(res.body).toEqual({ id: expect.any(String) });

      const row = await userRow(t.dataSource, res.body.id);
      expect(row).toMatchObject({
        email: email.toLowerCase(),
        first_name: 'Ada',
        email_confirmed_at: null,
        is_disabled: false,
      });
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      const roles = await t.dataSource.query(
        `SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1`,
        [res.body.id],
      );
      expect(roles).toEqual([{ name: 'User' }]);

      const mail = await mails.latest(email.toLowerCase(), 'confirm-email');
      expect(mail.variables.firstName).toBe('Ada');
      await t.http.post('/api/auth/Login').send({ email, password: GOOD_PASSWORD }).expect(403);

      await t.http
        .post('/api/auth/ConfirmEmail')
        .send({ token: linkParam(mail, 'confirmToken') })
        .expect(200);
      expect((await userRow(t.dataSource, res.body.id)).email_confirmed_at).toBeInstanceOf(Date);
      const welcome = await mails.latest(email.toLowerCase(), 'welcome');
      expect(welcome.variables).toEqual({ firstName: 'Ada', link: `${APP_URL}/home` });
      await t.http.post('/api/auth/Login').send({ email, password: GOOD_PASSWORD }).expect(200);
    });

    it('says a link opened again is already confirmed, and sends no second welcome', async () => {
      const email = uniqueEmail();
      await signUp({ firstName: 'Ada', lastName: 'L', email, password: GOOD_PASSWORD }).expect(201);
      const token = linkParam(await mails.latest(email, 'confirm-email'), 'confirmToken');
      const first = await t.http.post('/api/auth/ConfirmEmail').send({ token }).expect(200);
      expect(first.body).toEqual({ alreadyConfirmed: false });
      const again = await t.http.post('/api/auth/ConfirmEmail').send({ token }).expect(200);
      expect(again.body).toEqual({ alreadyConfirmed: true });
      await mails.latest(email, 'welcome');
      expect(await mails.all(email, 'welcome')).toHaveLength(1);
    });

    it('says an older, unused link of a confirmed account is already confirmed', async () => {
      const user = await createUser(t.dataSource, { confirmed: false });
      await t.http.post('/api/auth/Login').send({ email: user.email, password: user.password }).expect(403);
      const older = linkParam(await mails.latest(user.email, 'confirm-email'), 'confirmToken');
      await t.dataSource.query(`UPDATE users SET email_confirmed_at = now() WHERE id = $1`, [user.id]);
      const res = await t.http.post('/api/auth/ConfirmEmail').send({ token: older }).expect(200);
      expect(res.body).toEqual({ alreadyConfirmed: true });
    });

    it('refuses an expired confirmation link and leaves the account unconfirmed', async () => {
      const email = uniqueEmail();
      const { body } = await signUp({ firstName: 'Ada', lastName: 'L', email, password: GOOD_PASSWORD }).expect(201);
      const token = linkParam(await mails.latest(email, 'confirm-email'), 'confirmToken');
      await expire(body.id, 'confirm_email');
      await t.http.post('/api/auth/ConfirmEmail').send({ token }).expect(400);
      expect((await userRow(t.dataSource, body.id)).email_confirmed_at).toBeNull();
    });

    it('refuses made-up, truncated and missing tokens; a truncated one in plain words', async () => {
      const madeUp = await t.http
        .post('/api/auth/ConfirmEmail')
        .send({ token: 'x'.repeat(43) })
        .expect(400);
      expect(madeUp.body.errors[0].reason).toBe(
        'This confirmation link is invalid or has expired. Sign in to get a new one.',
      );
      for (const token of ['short', 'x'.repeat(42), 'x'.repeat(300), `${'x'.repeat(42)}!`]) {
        const res = await t.http.post('/api/auth/ConfirmEmail').send({ token }).expect(400);
        expect(res.body).toEqual({
          statusCode: 400,
          errors: [
            {
              reason:
                'This link is incomplete. Open it again from the e-mail, or copy the whole address into the browser.',
              field: 'token',
            },
          ],
        });
      }
      const truncatedReset = await t.http
        .post('/api/auth/ResetPassword')
        .send({ token: 'abc', password: GOOD_PASSWORD })
        .expect(400);
      expect(truncatedReset.body.errors[0].reason).toMatch(/^This link is incomplete\./);
      await t.http.post('/api/auth/ConfirmEmail').send({}).expect(400);
      await t.http
        .post('/api/auth/ConfirmEmail')
        .send({ token: 'x'.repeat(43), extra: 1 })
        .expect(400);
    });

    it('answers 409 for an e-mail that has an account, in any case, and changes nothing', async () => {
      const user = await createUser(t.dataSource);
      const before = await userRow(t.dataSource, user.id);
      const res = await signUp({
        firstName: 'Other',
        lastName: 'Person',
        email: user.email.toUpperCase(),
        password: GOOD_PASSWORD,
      }).expect(409);
      expect(res.body.errors[0].field).toBe('email');
      expect(await userRow(t.dataSource, user.id)).toEqual(before);
      expect(await mails.all(user.email, 'confirm-email')).toHaveLength(0);
    });

    it.each([
      ['a short password', { password: 'Ab1-x' }, 'password', 'Password must be at least 8 characters.'],
      [
        'a common password',
        { password: 'Password123' },
        'password',
        'This password is too common. Choose another one.',
      ],
      ['a bad e-mail', { email: 'nobody-at-example.com' }, 'email', 'Enter a valid e-mail address.'],
      ['no first name', { firstName: undefined }, 'firstName', 'firstName is required.'],
      ['an unknown field', { role: 'Admin' }, 'role', 'Unknown field: role.'],
    ])('refuses %s and creates nothing', async (_label, change, field, reason) => {
      const email = uniqueEmail();
      const res = await signUp({ firstName: 'Ada', lastName: 'L', email, password: GOOD_PASSWORD, ...change }).expect(
        400,
      );
      expect(res.body.errors).toContainEqual(
        expect.objectContaining({ field, reason: expect.stringContaining(reason) }),
      );
      expect(await countUsers(email)).toBe(0);
    });
  });

  describe('POST auth/ForgotPassword and auth/ResetPassword', () => {
    const forgot = (email: string) => t.http.post('/api/auth/ForgotPassword').send({ email });
    const reset = (token: string, password = NEW_PASSWORD) =>
      t.http.post('/api/auth/ResetPassword').send({ token, password });
    const resetToken = async (email: string): Promise<string> =>
      linkParam(await mails.latest(email, 'reset-password'), 'token');

    it('answers the same for known and unknown e-mails and mails only the known one', async () => {
      const user = await createUser(t.dataSource);
      const unknown = uniqueEmail();
      const known = await forgot(user.email).expect(200);
      const other = await forgot(unknown).expect(200);
      expect(known.body).toEqual(FORGOT_PASSWORD_ANSWER);
      expect(other.body).toEqual(known.body);

      const mail = await mails.latest(user.email, 'reset-password');
      expect(String(mail.variables.link)).toMatch(new RegExp(`^${APP_URL}/resetpassword\\?token=[\\w-]{43}$`));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await mails.all(unknown)).toHaveLength(0);
    });

    it('sends nothing to a disabled account', async () => {
      const user = await createUser(t.dataSource);
      await t.dataSource.query(`UPDATE users SET is_disabled = true WHERE id = $1`, [user.id]);
      await forgot(user.email).expect(200);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await mails.all(user.email)).toHaveLength(0);
    });

    it('refuses a malformed e-mail', async () => {
      await forgot('nope').expect(400);
      await t.http.post('/api/auth/ForgotPassword').send({}).expect(400);
    });

    it('sets the new password, ends every session and clears must-change-password', async () => {
      const user = await createUser(t.dataSource, { confirmed: false });
      await t.dataSource.query(
        `UPDATE users SET email_confirmed_at = now(), must_change_password = true WHERE id = $1`,
        [user.id],
      );
      const session = await login(t, user.email, user.password);
      await forgot(user.email).expect(200);

      await reset(await resetToken(user.email)).expect(200);

      await me(session).expect(401);
      await t.http.post('/api/auth/Login').send({ email: user.email, password: user.password }).expect(401);
      const fresh = await t.http
        .post('/api/auth/Login')
        .send({ email: user.email, password: NEW_PASSWORD })
        .expect(200);
      expect(fresh.body.mustChangePassword).toBe(false);
      expect((await userRow(t.dataSource, user.id)).token_version).toBe(1);
    });

    it('confirms an unconfirmed e-mail (the link proved it)', async () => {
      const user = await createUser(t.dataSource, { confirmed: false });
      await forgot(user.email).expect(200);
      await reset(await resetToken(user.email)).expect(200);
      await t.http.post('/api/auth/Login').send({ email: user.email, password: NEW_PASSWORD }).expect(200);
    });

    it('refuses a reused link and changes nothing', async () => {
      const user = await createUser(t.dataSource);
      await forgot(user.email).expect(200);
      const token = await resetToken(user.email);
      await reset(token).expect(200);
      const before = await userRow(t.dataSource, user.id);
      const res = await reset(token, 'Yet-another-passphrase-3').expect(400);
      expect(res.body.errors[0]).toEqual({
        reason: 'This password reset link is invalid or has expired. Ask for a new one.',
        field: 'token',
      });
      expect(await userRow(t.dataSource, user.id)).toEqual(before);
    });

    it('refuses an expired link and changes nothing', async () => {
      const user = await createUser(t.dataSource);
      await forgot(user.email).expect(200);
      const token = await resetToken(user.email);
      await expire(user.id, 'reset_password');
      const before = await userRow(t.dataSource, user.id);
      await reset(token).expect(400);
      expect(await userRow(t.dataSource, user.id)).toEqual(before);
    });

    it('makes an older link useless once a newer one is sent', async () => {
      const user = await createUser(t.dataSource);
      await forgot(user.email).expect(200);
      const first = await resetToken(user.email);
      await forgot(user.email).expect(200);
      const deadline = Date.now() + 5000;
      let second = first;
      while (second === first && Date.now() < deadline) {
        second = await resetToken(user.email);
      }
      expect(second).not.toBe(first);
      await reset(first).expect(400);
      await reset(second).expect(200);
    });

    it('refuses a weak password without using up the link', async () => {
      const user = await createUser(t.dataSource);
      await forgot(user.email).expect(200);
      const token = await resetToken(user.email);
      const res = await reset(token, 'password1').expect(400);
      expect(res.body.errors[0]).toMatchObject({ field: 'password' });
      await reset(token).expect(200);
    });

    it('refuses a disabled account without using up the link', async () => {
      const user = await createUser(t.dataSource);
      await forgot(user.email).expect(200);
      const token = await resetToken(user.email);
      await t.dataSource.query(`UPDATE users SET is_disabled = true WHERE id = $1`, [user.id]);
      const before = await userRow(t.dataSource, user.id);
      await reset(token).expect(401);
      expect(await userRow(t.dataSource, user.id)).toEqual(before);
      const [{ used }] = await t.dataSource.query(
        `SELECT count(*)::int AS used FROM auth_tokens WHERE user_id = $1 AND used_at IS NOT NULL`,
        [user.id],
      );
      expect(used).toBe(0);
    });

    it('refuses missing and unknown fields', async () => {
      await t.http
        .post('/api/auth/ResetPassword')
        .send({ token: 'x'.repeat(43) })
        .expect(400);
      await t.http
        .post('/api/auth/ResetPassword')
        .send({ token: 'x'.repeat(43), password: NEW_PASSWORD, email: 'a@b.co' })
        .expect(400);
      await reset('x'.repeat(43)).expect(400);
    });
  });

  describe('POST auth/ChangePassword', () => {
    const change = (token: string, body: Record<string, unknown>) =>
      t.http.post('/api/auth/ChangePassword').set('Authorization', `Bearer ${token}`).send(body);

    it('needs a signed-in user', async () => {
      await t.http
        .post('/api/auth/ChangePassword')
        .send({ currentPassword: GOOD_PASSWORD, newPassword: NEW_PASSWORD })
        .expect(401);
    });

    it('opens nothing but the password change while an admin requires a new password', async () => {
      const user = await createUser(t.dataSource);
      await t.dataSource.query(`UPDATE users SET must_change_password = true WHERE id = $1`, [user.id]);
      const session = await login(t, user.email, user.password);
      const bearer = { Authorization: `Bearer ${session}` };

      const refused = await t.http.get('/api/event/getAllEventsCsvDownloads').set(bearer).expect(403);
      expect(refused.body).toEqual({ statusCode: 403, errors: [{ reason: PASSWORD_CHANGE_REQUIRED_REASON }] });
      await t.http.put('/api/users/me').set(bearer).send({ firstName: 'A', lastName: 'B' }).expect(403);
      expect((await me(session).expect(200)).body.mustChangePassword).toBe(true);

      const res = await change(session, { currentPassword: user.password, newPassword: NEW_PASSWORD }).expect(200);
      const fresh = loginResponseSchema.parse(res.body).accessToken;
      await t.http.get('/api/event/getAllEventsCsvDownloads').set('Authorization', `Bearer ${fresh}`).expect(200);
    });

    it('sets the password, keeps this session with a new token and ends the others', async () => {
      const user = await createUser(t.dataSource);
      const current = await login(t, user.email, user.password);
      const other = await login(t, user.email, user.password);
      await t.dataSource.query(`UPDATE users SET must_change_password = true WHERE id = $1`, [user.id]);

      const res = await change(current, { currentPassword: user.password, newPassword: NEW_PASSWORD }).expect(200);
      const body = loginResponseSchema.parse(res.body);
      expect(body.mustChangePassword).toBe(false);

      await me(body.accessToken).expect(200);
      await me(current).expect(401);
      await me(other).expect(401);
      await t.http.post('/api/auth/Login').send({ email: user.email, password: user.password }).expect(401);
      await t.http.post('/api/auth/Login').send({ email: user.email, password: NEW_PASSWORD }).expect(200);
    });

    it('refuses a wrong current password and changes nothing', async () => {
      const user = await createUser(t.dataSource);
      const token = await login(t, user.email, user.password);
      const before = await userRow(t.dataSource, user.id);
      const res = await change(token, { currentPassword: 'Wrong-password-42', newPassword: NEW_PASSWORD }).expect(400);
      expect(res.body.errors[0]).toEqual({ reason: 'The current password is not correct.', field: 'currentPassword' });
      expect(await userRow(t.dataSource, user.id)).toEqual(before);
      await me(token).expect(200);
    });

    it('refuses a weak, unchanged or missing new password', async () => {
      const user = await createUser(t.dataSource);
      const token = await login(t, user.email, user.password);
      const before = await userRow(t.dataSource, user.id);
      await change(token, { currentPassword: user.password, newPassword: 'qwertyuiop' }).expect(400);
      const same = await change(token, { currentPassword: user.password, newPassword: user.password }).expect(400);
      expect(same.body.errors[0].field).toBe('newPassword');
      await change(token, { currentPassword: user.password }).expect(400);
      await change(token, { currentPassword: user.password, newPassword: NEW_PASSWORD, confirm: NEW_PASSWORD }).expect(
        400,
      );
      expect(await userRow(t.dataSource, user.id)).toEqual(before);
    });

    it('explains that a Google-only account has no password to change', async () => {
      const user = await createUser(t.dataSource);
      const token = await login(t, user.email, user.password);
      await t.dataSource.query(`UPDATE users SET password_hash = NULL WHERE id = $1`, [user.id]);
      const res = await change(token, { currentPassword: 'anything-at-all', newPassword: NEW_PASSWORD }).expect(422);
      expect(res.body.errors[0].reason).toMatch(/signs in with Google/);
    });
  });

  describe('POST auth/SignOutEverywhere', () => {
    it('ends every session of the user, this one included', async () => {
      const user = await createUser(t.dataSource);
      const a = await login(t, user.email, user.password);
      const b = await login(t, user.email, user.password);
      await t.http.post('/api/auth/SignOutEverywhere').set('Authorization', `Bearer ${a}`).expect(200);
      await me(a).expect(401);
      await me(b).expect(401);
      await login(t, user.email, user.password);
    });

    it('needs a signed-in user', async () => {
      await t.http.post('/api/auth/SignOutEverywhere').expect(401);
    });
  });

  describe('sessions', () => {
    let user: Awaited<ReturnType<typeof createUser>>;
    let token: string;
    beforeEach(async () => {
      user = await createUser(t.dataSource);
      token = await login(t, user.email, user.password);
    });

    it('refuses a request without a token, or with a malformed one', async () => {
      const none = await t.http.get('/api/users/me').expect(401);
      expect(none.body).toEqual({
        statusCode: 401,
        errors: [{ reason: 'You are not signed in or your session has expired.' }],
      });
      await t.http.get('/api/users/me').set('Authorization', 'Bearer not.a.jwt').expect(401);
      await t.http.get('/api/users/me').set('Authorization', token).expect(401);
    });

    it('refuses a tampered token', async () => {
      const [header, , signature] = token.split('.');
      const forged = Buffer.from(
        JSON.stringify({ sub: user.id, tv: 0, exp: Math.floor(Date.now() / 1000) + 86400 * 365 }),
      ).toString('base64url');
      await me(`${header}.${forged}.${signature}`).expect(401);
      await me(`${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`).expect(401);
    });

    it('refuses tokens signed with another key or with no signature', async () => {
      await me(
        jwt.sign({ sub: user.id, tv: 0 }, 'another-secret-that-is-long-enough-000', { algorithm: 'HS256' }),
      ).expect(401);
      const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({ sub: user.id, tv: 0 }),
      ).toString('base64url')}.`;
      await me(unsigned).expect(401);
    });

    it('refuses an expired token and says so', async () => {
      const expired = t.app.get(JwtService).sign({ sub: user.id, tv: 0 }, { expiresIn: -10 });
      const res = await me(expired).expect(401);
      expect(res.body.errors[0].reason).toBe('Your session has expired. Sign in again.');
    });

    it('refuses a token signed with the real secret but without an expiry, or a far one', async () => {
      const secret = loadEnv().JWT_SECRET;
      const now = Math.floor(Date.now() / 1000);
      await me(jwt.sign({ sub: user.id, tv: 0, iat: now }, secret, { algorithm: 'HS256' })).expect(401);
      await me(
        jwt.sign({ sub: user.id, tv: 0, iat: now, exp: now + 86400 * 365 }, secret, { algorithm: 'HS256' }),
      ).expect(401);
      await me(jwt.sign({ sub: user.id, tv: 0 }, secret, { algorithm: 'HS256', expiresIn: 60 })).expect(200);
    });

    it('refuses the token of a user who was disabled or deleted since', async () => {
      await t.dataSource.query(`UPDATE users SET is_disabled = true WHERE id = $1`, [user.id]);
      const res = await me(token).expect(401);
      expect(res.body.errors[0].reason).toBe('This account has been disabled. Contact your administrator.');
      await t.dataSource.query(`DELETE FROM users WHERE id = $1`, [user.id]);
      await me(token).expect(401);
    });

    it('refuses a token of an older token version', async () => {
      await t.dataSource.query(`UPDATE users SET token_version = token_version + 1 WHERE id = $1`, [user.id]);
      const res = await me(token).expect(401);
      expect(res.body.errors[0].reason).toBe('Your session has ended. Sign in again.');
    });
  });
});
