// Login and signup wording: anyone reads it, admins edit it.
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, login, seed } from '../../test/accounts';
import { DEFAULT_VERBIAGE } from '@leadsignal/accounts';

describe.each([['loginVerbiage' as const], ['signupVerbiage' as const]])('settings/%s', (key) => {
  let t: TestApp;
  let adminToken: string;
  let userToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.dataSource);
    const admin = await createUser(t.dataSource, { role: 'Admin' });
    adminToken = await login(t, admin.email, admin.password);
    const user = await createUser(t.dataSource);
    userToken = await login(t, user.email, user.password);
  });
  afterAll(async () => {
    await t?.dataSource.query(`UPDATE settings SET value = $2 WHERE key = $1`, [key, DEFAULT_VERBIAGE[key]]);
    await t?.close();
  });

  const put = (body: object, token?: string) => {
    const req = t.http.put(`/api/settings/${key}`);
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send(body);
  };
  const stored = async () => (await t.dataSource.query(`SELECT value FROM settings WHERE key = $1`, [key]))[0]?.value;

  it('answers the seeded wording to anyone', async () => {
    const res = await t.http.get(`/api/settings/${key}`).expect(200);
    expect(res.body).toEqual({ content: DEFAULT_VERBIAGE[key] });
  });

  it('lets an admin change it', async () => {
    const content = `Hello <b>there</b> ${key}`;
    await put({ content }, adminToken).expect(200, { content });
    await t.http.get(`/api/settings/${key}`).expect(200, { content });
  });

  it('refuses anonymous callers, users without admin.settings and bad bodies, changing nothing', async () => {
    const before = await stored();
    await put({ content: 'x' }).expect(401);
    await put({ content: 'x' }, userToken).expect(403);
    await put({}, adminToken).expect(400);
    await put({ content: 'x', extra: true }, adminToken).expect(400);
    await put({ content: 'x'.repeat(20001) }, adminToken).expect(400);
    expect(await stored()).toBe(before);
  });
});

describe('settings/public', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('tells anyone whether Google sign-in is offered and how checkout works', async () => {
    const res = await t.http.get('/api/settings/public').expect(200);
    expect(res.body).toEqual({ googleClientId: process.env.GOOGLE_CLIENT_ID, payments: 'test' });
  });
});
