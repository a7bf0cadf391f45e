// Authentication without a database round trip (issue 14, item 2): the JWT strategy reuses the user it read
// for AUTH_CACHE_TTL_MS (auth-user-cache.ts), and a change an admin makes — disabling the user, taking a
// permission from their role — is still seen within that time, through the real HTTP pipeline.
import { randomBytes } from 'node:crypto';
import { PERMISSIONS } from '@leadsignal/contracts';
import { sleep } from '@leadsignal/testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, login, seed } from '../../test/accounts';
import { UsersRepository } from '@leadsignal/accounts';
import { authCacheLookups } from './auth-user-cache';

const TTL_MS = 1500;

describe('authentication cache', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    const before = process.env.AUTH_CACHE_TTL_MS;
    process.env.AUTH_CACHE_TTL_MS = String(TTL_MS);
    try {
      t = await createTestApp();
    } finally {
      process.env.AUTH_CACHE_TTL_MS = before;
    }
    await seed(t.dataSource);
    const admin = await createUser(t.dataSource, { role: 'Admin' });
    adminToken = await login(t, admin.email, admin.password);
  });
  afterAll(() => t?.close());

  const search = (token: string) =>
    t.http.post('/api/event/gettriggerevents').set('Authorization', `Bearer ${token}`).send({});
  const asAdmin = (method: 'put' | 'post', path: string, body: object) =>
    t.http[method](`/api/${path}`).set('Authorization', `Bearer ${adminToken}`).send(body);
  const lookups = async (result: 'hit' | 'miss') =>
    (await authCacheLookups.get()).values.find((v) => v.labels.result === result)?.value ?? 0;

  /** A role holding only alerts.search, and a signed-in user with it. */
  async function searcher(): Promise<{ id: string; token: string; roleId: string }> {
    const role = await asAdmin('post', 'roles', {
      name: `Cache ${randomBytes(3).toString('hex')}`,
      permissions: [PERMISSIONS.alertsSearch],
    }).expect(201);
    const user = await createUser(t.dataSource, { role: role.body.name });
    return { id: user.id, token: await login(t, user.email, user.password), roleId: role.body.id };
  }

  it('a request within the TTL of the last read does not query the user again', async () => {
    const user = await searcher();
    await search(user.token).expect(200);
    const findById = jest.spyOn(t.app.get(UsersRepository), 'findById');
    const hits = await lookups('hit');
    try {
      await search(user.token).expect(200);
      await search(user.token).expect(200);
      expect(findById).not.toHaveBeenCalled();
      expect((await lookups('hit')) - hits).toBe(2);
    } finally {
      findById.mockRestore();
    }
  });

  it('a disabled user is refused within the TTL', async () => {
    const user = await searcher();
    await search(user.token).expect(200);
    const disabledAt = Date.now();
    await asAdmin('put', `users/${user.id}`, { isDisabled: true }).expect(200);
    // Until the cached read is TTL_MS old the request may still pass; from then on it is refused.
    await sleep(Math.max(0, disabledAt + TTL_MS + 50 - Date.now()));
    const res = await search(user.token);
    expect(res.status).toBe(401);
  });

  it("a permission taken from the user's role is refused within the TTL, a granted one honoured", async () => {
    const user = await searcher();
    await search(user.token).expect(200);
    const changedAt = Date.now();
    await asAdmin('put', `roles/${user.roleId}`, { permissions: [PERMISSIONS.alertsSave] }).expect(200);
    await sleep(Math.max(0, changedAt + TTL_MS + 50 - Date.now()));
    await search(user.token).expect(403);

    await asAdmin('put', `roles/${user.roleId}`, { permissions: [PERMISSIONS.alertsSearch] }).expect(200);
    await sleep(TTL_MS + 50);
    await search(user.token).expect(200);
  });

  it('"sign out everywhere": the old token is refused within the TTL, a new sign-in works at once', async () => {
    const role = await asAdmin('post', 'roles', {
      name: `Cache ${randomBytes(3).toString('hex')}`,
      permissions: [PERMISSIONS.alertsSearch],
    }).expect(201);
    const user = await createUser(t.dataSource, { role: role.body.name });
    const old = await login(t, user.email, user.password);
    await search(old).expect(200);
    const signedOutAt = Date.now();
    await t.http.post('/api/auth/SignOutEverywhere').set('Authorization', `Bearer ${old}`).expect(200);
    // The new token carries a newer token version than the cached read: it is read again, not refused.
    const fresh = await login(t, user.email, user.password);
    await search(fresh).expect(200);
    await sleep(Math.max(0, signedOutAt + TTL_MS + 50 - Date.now()));
    await search(old).expect(401);
    await search(fresh).expect(200);
  });
});
