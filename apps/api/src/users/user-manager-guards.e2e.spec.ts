// Issue 23, items 1, 2 and 4: ids are parsed once (any letter case in, one spelling out), so no spelling
// of one's own id gets past a self-edit guard; a user manager acts only on users below them; balances are
// capped. Every refusal changes nothing (the rows are read back).
import { DEFAULT_ROLE_PERMISSIONS, MAX_CREDIT_BALANCE, PERMISSIONS, ROLES } from '@leadsignal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, login, seed, userRow, type TestUser } from '../../test/accounts';

/** The spellings of one id a guard must see as the same id. */
const spellings = (id: string): [string, string][] => [
  ['in capitals', id.toUpperCase()],
  ['in mixed case', [...id].map((c, i) => (i % 2 ? c.toUpperCase() : c)).join('')],
  ['with spaces around', ` ${id.toUpperCase()} `.replace(/ /g, '%20')],
];

describe('user managers: ids in any case, users below them, capped balances', () => {
  let t: TestApp;
  let manager: TestUser;
  let managerToken: string;
  let admin: TestUser;
  let adminToken: string;
  let roleIds: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.dataSource);
    // A "User manager": everything a User holds, plus managing users — but none of the other admin pages.
    const [role] = await t.dataSource.query(`INSERT INTO roles (name) VALUES ('User manager') RETURNING id`);
    await t.dataSource.query(`INSERT INTO role_permissions (role_id, permission_name) SELECT $1, unnest($2::text[])`, [
      role.id,
      [...DEFAULT_ROLE_PERMISSIONS[ROLES.user], PERMISSIONS.adminUsers],
    ]);
    manager = await createUser(t.dataSource, { role: 'User manager' });
    managerToken = await login(t, manager.email, manager.password);
    admin = await createUser(t.dataSource, { role: ROLES.admin });
    adminToken = await login(t, admin.email, admin.password);
    const roles: { id: string; name: string }[] = await t.dataSource.query(`SELECT id, name FROM roles`);
    roleIds = Object.fromEntries(roles.map((r) => [r.name, r.id]));
  });
  afterAll(() => t?.close());

  const as = (token: string) => ({
    get: (path: string) => t.http.get(`/api/${path}`).set('Authorization', `Bearer ${token}`),
    put: (path: string, body: object) => t.http.put(`/api/${path}`).set('Authorization', `Bearer ${token}`).send(body),
    post: (path: string, body: object) =>
      t.http.post(`/api/${path}`).set('Authorization', `Bearer ${token}`).send(body),
  });

  const rolesOf = async (id: string): Promise<string[]> =>
    (
      await t.dataSource.query(
        `SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY 1`,
        [id],
      )
    ).map((r: { name: string }) => r.name);

  describe('their own id, in any spelling', () => {
    it.each([0, 1, 2])(
      'refuses credits, limit, disabling, password state and roles for oneself (spelling %i)',
      async (spelling) => {
        const [, own] = spellings(manager.id)[spelling];
        const before = await userRow(t.dataSource, manager.id);
        const rolesBefore = await rolesOf(manager.id);

        const credits = await as(managerToken).post(`users/${own}/credits`, { delta: 1_000_000, reason: 'xyz' });
        expect(credits.status).toBe(422);
        expect(credits.body.errors[0].reason).toBe('You cannot change your own credits.');
        for (const change of [
          { downloadLimit: 999 },
          { isDisabled: true },
          { mustChangePassword: true },
          { roleIds: [roleIds[ROLES.admin]] },
          { roleIds: [roleIds[ROLES.admin].toUpperCase()] },
        ]) {
          const res = await as(managerToken).put(`users/${own}`, change);
          expect([res.status, Object.keys(change)]).toEqual([422, Object.keys(change)]);
        }

        expect(await userRow(t.dataSource, manager.id)).toEqual(before);
        expect(await rolesOf(manager.id)).toEqual(rolesBefore);
        expect(
          (await t.dataSource.query(`SELECT count(*)::int AS n FROM credit_ledger WHERE user_id = $1`, [manager.id]))[0]
            .n,
        ).toBe(0);
      },
    );

    it('reads its own account and ledger under any spelling as the same user', async () => {
      for (const [, own] of spellings(manager.id)) {
        expect((await as(managerToken).get(`users/${own}`).expect(200)).body.id).toBe(manager.id);
        await as(managerToken).get(`users/${own}/credits/ledger`).expect(200);
      }
    });
  });

  describe('users above them', () => {
    it.each([
      ['demote', () => ({ roleIds: [roleIds[ROLES.user]] })],
      ['disable', () => ({ isDisabled: true })],
      ['force a password change on', () => ({ mustChangePassword: true })],
      ['limit the downloads of', () => ({ downloadLimit: 1 })],
    ])('cannot %s a full admin, in any spelling of the id', async (_label, change) => {
      const body = change();
      const before = await userRow(t.dataSource, admin.id);
      for (const id of [admin.id, ...spellings(admin.id).map(([, s]) => s)]) {
        const res = await as(managerToken).put(`users/${id}`, body);
        expect(res.status).toBe(403);
        expect(res.body.errors[0].reason).toMatch(/^You can change only users whose permissions you hold yourself/);
      }
      expect(await userRow(t.dataSource, admin.id)).toEqual(before);
      expect(await rolesOf(admin.id)).toEqual([ROLES.admin]);
    });

    it('cannot grant or take back credits of a full admin', async () => {
      const before = await userRow(t.dataSource, admin.id);
      await as(managerToken).post(`users/${admin.id.toUpperCase()}/credits`, { delta: 5, reason: 'bonus' }).expect(403);
      expect(await userRow(t.dataSource, admin.id)).toEqual(before);
    });

    it('a full admin still manages the manager (ids in capitals reach the same row)', async () => {
      const user = await createUser(t.dataSource, { role: 'User manager' });
      await as(adminToken).put(`users/${user.id.toUpperCase()}`, { downloadLimit: 7 }).expect(200);
      expect(await userRow(t.dataSource, user.id)).toMatchObject({ download_limit: 7 });
    });
  });

  describe('users below them', () => {
    it('changes a plain user named in capitals or mixed case, and the answer names the lower-case id', async () => {
      const user = await createUser(t.dataSource);
      const [[, capitals], [, mixed]] = spellings(user.id);
      const changed = await as(managerToken).put(`users/${capitals}`, { downloadLimit: 12 }).expect(200);
      expect(changed.body).toMatchObject({ id: user.id, downloadLimit: 12 });
      const granted = await as(managerToken)
        .post(`users/${mixed}/credits`, { delta: 25, reason: 'welcome' })
        .expect(200);
      expect(granted.body).toMatchObject({ monthlyAvailableCredits: 25, topUpCredits: 25 });
      const [ledger] = await t.dataSource.query(`SELECT user_id, actor_id FROM credit_ledger WHERE user_id = $1`, [
        user.id,
      ]);
      expect(ledger).toEqual({ user_id: user.id, actor_id: manager.id });
    });

    it('cannot grant a role it does not hold the permissions of', async () => {
      const user = await createUser(t.dataSource);
      await as(managerToken)
        .put(`users/${user.id}`, { roleIds: [roleIds[ROLES.admin]] })
        .expect(403);
      expect(await rolesOf(user.id)).toEqual([ROLES.user]);
    });

    it('answers 404 for text that is no id, and for an unknown one', async () => {
      await as(managerToken).get('users/not-a-uuid').expect(404);
      await as(managerToken).post('users/not-a-uuid/credits', { delta: 1, reason: 'xyz' }).expect(404);
      await as(managerToken).get('users/00000000-0000-4000-8000-00000000000A').expect(404);
    });
  });

  describe('balances', () => {
    it(`hold at most ${MAX_CREDIT_BALANCE.toLocaleString('en-US')} credits: a grant beyond answers 422, never 500`, async () => {
      const user = await createUser(t.dataSource);
      const grant = () => as(adminToken).post(`users/${user.id}/credits`, { delta: 1_000_000_000, reason: 'huge' });
      expect((await grant()).status).toBe(200);
      const refused = await grant();
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0]).toMatchObject({
        field: 'delta',
        reason: 'A balance can hold at most 1,000,000,000 credits; this would make it 2,000,000,000.',
      });
      expect((await grant()).status).toBe(422);
      expect(await userRow(t.dataSource, user.id)).toMatchObject({ topup_credits: MAX_CREDIT_BALANCE });
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM credit_ledger WHERE user_id = $1`, [
        user.id,
      ]);
      expect(n).toBe(1);
    });
  });
});
