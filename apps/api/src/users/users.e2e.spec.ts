// users/me (own account) and the admin users calls, end to end.
import { randomUUID } from 'node:crypto';
import { meResponseSchema } from '@leadsignal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, login, seed, uniqueEmail, userRow, type TestUser } from '../../test/accounts';

describe('users', () => {
  let t: TestApp;
  let admin: TestUser;
  let adminToken: string;
  let roleIds: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.dataSource);
    admin = await createUser(t.dataSource, { role: 'Admin' });
    adminToken = await login(t, admin.email, admin.password);
    const roles: { id: string; name: string }[] = await t.dataSource.query(`SELECT id, name FROM roles`);
    roleIds = Object.fromEntries(roles.map((r) => [r.name, r.id]));
  });
  afterAll(() => t?.close());

  const as = (token: string) => ({
    get: (path: string) => t.http.get(`/api/${path}`).set('Authorization', `Bearer ${token}`),
    put: (path: string, body: object) => t.http.put(`/api/${path}`).set('Authorization', `Bearer ${token}`).send(body),
  });

  describe('GET users/me', () => {
    it('answers the current user with credits, download limit, notification count and mustChangePassword', async () => {
      const user = await createUser(t.dataSource, { firstName: 'Mary' });
      await t.dataSource.query(`UPDATE users SET must_change_password = true WHERE id = $1`, [user.id]);
      await t.dataSource.query(
        `UPDATE credit_accounts SET monthly_available_credits = 42, download_limit = 7 WHERE workspace_id = $1`,
        [user.id],
      );
      const res = await as(await login(t, user.email, user.password))
        .get('users/me')
        .expect(200);
      const me = meResponseSchema.strict().parse(res.body);
      expect(me).toMatchObject({
        id: user.id,
        email: user.email,
        userName: user.email,
        fullName: 'Mary User',
        monthlyAvailableCredits: 42,
        allowanceCredits: 42,
        topUpCredits: 0,
        monthlyAllowance: 0,
        renewsOn: null,
        downloadLimit: 7,
        notificationCount: 0,
        mustChangePassword: true,
      });
      expect(new Date(me.createdOn).toISOString()).toBe(me.createdOn);
      expect(me.allowedPermissions).toEqual([...me.allowedPermissions].sort());
    });

    it('needs a signed-in user', async () => {
      await t.http.get('/api/users/me').expect(401);
    });
  });

  describe('PUT users/me', () => {
    it('changes the names', async () => {
      const user = await createUser(t.dataSource);
      const res = await as(await login(t, user.email, user.password))
        .put('users/me', { firstName: ' Dorothy ', lastName: 'Vaughan' })
        .expect(200);
      expect(res.body).toMatchObject({ firstName: 'Dorothy', lastName: 'Vaughan', fullName: 'Dorothy Vaughan' });
      expect(await userRow(t.dataSource, user.id)).toMatchObject({ first_name: 'Dorothy', last_name: 'Vaughan' });
    });

    it.each([
      ['a missing name', { firstName: 'Dorothy' }],
      ['a blank name', { firstName: '  ', lastName: 'Vaughan' }],
      ['another field', { firstName: 'Dorothy', lastName: 'Vaughan', email: 'new@example.com' }],
      ['credits', { firstName: 'Dorothy', lastName: 'Vaughan', monthlyAvailableCredits: 1e6 }],
    ])('refuses %s and changes nothing', async (_label, body) => {
      const user = await createUser(t.dataSource);
      const token = await login(t, user.email, user.password);
      const before = await userRow(t.dataSource, user.id);
      await as(token).put('users/me', body).expect(400);
      expect(await userRow(t.dataSource, user.id)).toEqual(before);
    });
  });

  describe('GET users (admin)', () => {
    it('pages newest first and counts the total', async () => {
      const tag = `paged${randomUUID().slice(0, 8)}`;
      const made: TestUser[] = [];
      for (let i = 0; i < 3; i++) made.push(await createUser(t.dataSource, { email: uniqueEmail(tag) }));
      const page = await as(adminToken).get(`users?page=1&pageSize=2&search=${tag}`).expect(200);
      expect(page.body.totalCount).toBe(3);
      expect(page.body.items.map((u: { id: string }) => u.id)).toEqual([made[2].id, made[1].id]);
      const next = await as(adminToken).get(`users?page=2&pageSize=2&search=${tag}`).expect(200);
      expect(next.body.items.map((u: { id: string }) => u.id)).toEqual([made[0].id]);
      const beyond = await as(adminToken).get(`users?page=9&pageSize=2&search=${tag}`).expect(200);
      expect(beyond.body).toEqual({ items: [], totalCount: 3 });
      const all = await as(adminToken).get('users').expect(200);
      expect(all.body.items.length).toBeLessThanOrEqual(10);
      expect(all.body.totalCount).toBeGreaterThanOrEqual(4);
    });

    it('searches e-mail and full name, case-insensitively and literally', async () => {
      const user = await createUser(t.dataSource, { email: uniqueEmail('findme'), firstName: 'Searchable' });
      const byEmail = await as(adminToken)
        .get(`users?search=${encodeURIComponent(user.email.toUpperCase().slice(0, 20))}`)
        .expect(200);
      expect(byEmail.body.totalCount).toBe(1);
      expect(byEmail.body.items[0]).toMatchObject({
        id: user.id,
        roles: [{ id: roleIds.User, name: 'User' }],
        isDisabled: false,
        emailConfirmed: true,
        hasPassword: true,
        hasGoogleSignIn: false,
      });
      const byName = await as(adminToken).get('users?search=searchable%20user').expect(200);
      expect(byName.body.items.map((u: { id: string }) => u.id)).toContain(user.id);
      const wildcard = await as(adminToken).get('users?search=%25').expect(200);
      expect(wildcard.body.totalCount).toBe(0);
    });

    it('sorts by name, e-mail, credits or creation, either way', async () => {
      const tag = `sorted${randomUUID().slice(0, 8)}`;
      const bob = await createUser(t.dataSource, { email: uniqueEmail(`${tag}c`), firstName: 'bob' });
      const ann = await createUser(t.dataSource, { email: uniqueEmail(`${tag}b`), firstName: 'Ann' });
      const cy = await createUser(t.dataSource, { email: uniqueEmail(`${tag}a`), firstName: 'Cy' });
      await t.dataSource.query(`UPDATE credit_accounts SET monthly_available_credits = $2 WHERE workspace_id = $1`, [
        bob.id,
        5,
      ]);
      await t.dataSource.query(`UPDATE credit_accounts SET monthly_available_credits = $2 WHERE workspace_id = $1`, [
        ann.id,
        50,
      ]);
      await t.dataSource.query(`UPDATE credit_accounts SET monthly_available_credits = $2 WHERE workspace_id = $1`, [
        cy.id,
        1,
      ]);
      const order = async (query: string) =>
        (await as(adminToken).get(`users?search=${tag}&${query}`).expect(200)).body.items.map(
          (u: { id: string }) => u.id,
        );
      expect(await order('sort=name&direction=asc')).toEqual([ann.id, bob.id, cy.id]);
      expect(await order('sort=name&direction=desc')).toEqual([cy.id, bob.id, ann.id]);
      expect(await order('sort=email&direction=asc')).toEqual([cy.id, ann.id, bob.id]);
      expect(await order('sort=credits&direction=desc')).toEqual([ann.id, bob.id, cy.id]);
      expect(await order('sort=createdOn&direction=asc')).toEqual([bob.id, ann.id, cy.id]);
      expect(await order('')).toEqual([cy.id, ann.id, bob.id]);
    });

    it('refuses bad paging, sorting and unknown parameters', async () => {
      await as(adminToken).get('users?pageSize=0').expect(400);
      await as(adminToken).get('users?page=abc').expect(400);
      await as(adminToken).get('users?sort=password_hash').expect(400);
      await as(adminToken).get('users?direction=sideways').expect(400);
      await as(adminToken).get('users?order=email').expect(400);
    });
  });

  describe('GET users/:id (admin)', () => {
    it('answers the user, 404 for an unknown or malformed id', async () => {
      const user = await createUser(t.dataSource);
      const res = await as(adminToken).get(`users/${user.id}`).expect(200);
      expect(res.body).toMatchObject({ id: user.id, email: user.email });
      await as(adminToken).get(`users/${randomUUID()}`).expect(404);
      await as(adminToken).get('users/not-a-uuid').expect(404);
    });
  });

  describe('PUT users/:id (admin)', () => {
    it('grants roles, whose permissions apply at once', async () => {
      const user = await createUser(t.dataSource);
      const token = await login(t, user.email, user.password);
      await as(token).get('users').expect(403);
      const res = await as(adminToken)
        .put(`users/${user.id}`, { roleIds: [roleIds.Admin, roleIds.User] })
        .expect(200);
      expect(res.body.roles.map((r: { name: string }) => r.name)).toEqual(['Admin', 'User']);
      await as(token).get('users').expect(200);
      await as(adminToken).put(`users/${user.id}`, { roleIds: [] }).expect(200);
      const me = await as(token).get('users/me').expect(200);
      expect(me.body.allowedPermissions).toEqual([]);
      await as(token).get('users').expect(403);
    });

    it('disabling ends the sessions and blocks sign-in; enabling allows it again', async () => {
      const user = await createUser(t.dataSource);
      const token = await login(t, user.email, user.password);
      const before = (await userRow(t.dataSource, user.id)).token_version as number;
      const res = await as(adminToken).put(`users/${user.id}`, { isDisabled: true }).expect(200);
      expect(res.body.isDisabled).toBe(true);
      expect((await userRow(t.dataSource, user.id)).token_version).toBe(before + 1);
      await as(token).get('users/me').expect(401);
      await t.http.post('/api/auth/Login').send({ email: user.email, password: user.password }).expect(401);

      await as(adminToken).put(`users/${user.id}`, { isDisabled: false }).expect(200);
      await as(await login(t, user.email, user.password))
        .get('users/me')
        .expect(200);
    });

    it('sets must-change-password and download limit; credits only through a ledger row with a reason', async () => {
      const user = await createUser(t.dataSource);
      await as(adminToken)
        .put(`users/${user.id}`, { mustChangePassword: true, monthlyAvailableCredits: 250, downloadLimit: 0 })
        .expect(400);
      await as(adminToken).put(`users/${user.id}`, { mustChangePassword: true, downloadLimit: 0 }).expect(200);
      await t.http
        .post(`/api/users/${user.id}/credits`)
        .set('Authorization', `Bearer ${adminToken}`)
        .send({ delta: 250, reason: 'Welcome credits' })
        .expect(200);
      const login = await t.http
        .post('/api/auth/Login')
        .send({ email: user.email, password: user.password })
        .expect(200);
      expect(login.body.mustChangePassword).toBe(true);
      const me = await as(login.body.accessToken).get('users/me').expect(200);
      expect(me.body).toMatchObject({ monthlyAvailableCredits: 250, downloadLimit: 0, mustChangePassword: true });
    });

    it.each([
      ['an unknown role', () => ({ roleIds: [randomUUID()] }), 422],
      ['a malformed role id', () => ({ roleIds: ['admin'] }), 400],
      ['credits (changed only through the ledger)', () => ({ monthlyAvailableCredits: 5 }), 400],
      ['an empty change', () => ({}), 400],
      ['an unknown field', () => ({ email: 'x@example.com' }), 400],
      ['a password', () => ({ passwordHash: 'x' }), 400],
    ])('refuses %s and changes nothing', async (_label, body, status) => {
      const user = await createUser(t.dataSource);
      const before = await userRow(t.dataSource, user.id);
      const roles = await t.dataSource.query(`SELECT role_id FROM user_roles WHERE user_id = $1`, [user.id]);
      await as(adminToken).put(`users/${user.id}`, body()).expect(status);
      expect(await userRow(t.dataSource, user.id)).toEqual(before);
      expect(await t.dataSource.query(`SELECT role_id FROM user_roles WHERE user_id = $1`, [user.id])).toEqual(roles);
    });

    it('answers 404 for an unknown user', async () => {
      await as(adminToken).put(`users/${randomUUID()}`, { isDisabled: true }).expect(404);
      await as(adminToken).put('users/nope', { isDisabled: true }).expect(404);
    });

    it('keeps admins from locking themselves out', async () => {
      const disable = await as(adminToken).put(`users/${admin.id}`, { isDisabled: true }).expect(422);
      expect(disable.body.errors[0]).toEqual({ reason: 'You cannot disable your own account.', field: 'isDisabled' });
      await as(adminToken)
        .put(`users/${admin.id}`, { roleIds: [roleIds.User] })
        .expect(422);
      await as(adminToken).get('users').expect(200);
    });

    it('is refused to a User-role account', async () => {
      const user = await createUser(t.dataSource);
      const token = await login(t, user.email, user.password);
      await as(token).put(`users/${user.id}`, { monthlyAvailableCredits: 1e6 }).expect(403);
      expect((await userRow(t.dataSource, user.id)).monthly_available_credits).toBe(0);
    });
  });
});
