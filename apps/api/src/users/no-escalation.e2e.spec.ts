// Nobody raises their own access or balance through the admin API (issue 15, item 2): not with their own
// roles, credits, limit or disabled flag, not by granting a role whose permissions they lack, not by adding
// permissions to a role, and no change leaves the product without an enabled administrator. On a database
// of its own, so "the last administrator" is exactly the seeded one.
import { ALL_PERMISSIONS, DEFAULT_ROLE_PERMISSIONS, PERMISSIONS, ROLES } from '@leadsignal/contracts';
import { createIsolatedApp } from '../../test/isolated-app';
import { createUser, login, userRow, type TestUser } from '../../test/accounts';
import { TEST_ADMIN } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

describe('no self-escalation', () => {
  let t: TestApp;
  let adminToken: string;
  let adminId: string;
  let roleIds: Record<string, string>;

  const as = (token: string) => ({
    put: (path: string, body: object) => t.http.put(`/api/${path}`).set('Authorization', `Bearer ${token}`).send(body),
    post: (path: string, body: object) =>
      t.http.post(`/api/${path}`).set('Authorization', `Bearer ${token}`).send(body),
    get: (path: string) => t.http.get(`/api/${path}`).set('Authorization', `Bearer ${token}`),
  });

  const rolesOf = async (userId: string): Promise<string[]> =>
    (
      await t.dataSource.query(
        `SELECT r.name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY 1`,
        [userId],
      )
    ).map((row: { name: string }) => row.name);

  /** A role granting exactly these permissions, created by the admin. */
  async function role(name: string, permissions: string[]): Promise<string> {
    const res = await as(adminToken).post('roles', { name, description: name, permissions }).expect(201);
    roleIds[name] = res.body.id;
    return res.body.id;
  }

  /** A signed-in user holding only the named role. */
  async function userWith(roleName: string): Promise<TestUser & { token: string }> {
    const user = await createUser(t.dataSource, { role: roleName });
    return { ...user, token: await login(t, user.email, user.password) };
  }

  beforeAll(async () => {
    t = await createIsolatedApp('escalation');
    adminToken = await login(t, TEST_ADMIN.email, TEST_ADMIN.password);
    [{ id: adminId }] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [TEST_ADMIN.email]);
    const roles: { id: string; name: string }[] = await t.dataSource.query(`SELECT id, name FROM roles`);
    roleIds = Object.fromEntries(roles.map((r) => [r.name, r.id]));
    // What a User holds, plus managing users: above plain users, below admins.
    await role('User managers', [...DEFAULT_ROLE_PERMISSIONS[ROLES.user], PERMISSIONS.adminUsers]);
    await role('Only user admin', [PERMISSIONS.adminUsers]);
    await role('Role managers', [PERMISSIONS.adminRoles]);
    await role('Everything but the Admin role', ALL_PERMISSIONS);
  }, 60000);
  afterAll(() => t?.close());

  it('a user manager cannot give themselves the Admin role, credits, a limit or enable themselves', async () => {
    const manager = await userWith('User managers');
    const before = await userRow(t.dataSource, manager.id);
    const cases: [object, string][] = [
      [{ roleIds: [roleIds['User managers'], roleIds[ROLES.admin]] }, 'roleIds'],
      [{ downloadLimit: 10 }, 'downloadLimit'],
    ];
    for (const [body, field] of cases) {
      const res = await as(manager.token).put(`users/${manager.id}`, body).expect(422);
      expect(res.body.errors[0].field).toBe(field);
    }
    // Credits are not a field of PUT users/:id any more, and the ledger refuses a grant to oneself.
    await as(manager.token).put(`users/${manager.id}`, { monthlyAvailableCredits: 1_000_000_000 }).expect(400);
    const grant = await t.http
      .post(`/api/users/${manager.id}/credits`)
      .set('Authorization', `Bearer ${manager.token}`)
      .send({ delta: 1_000_000_000, reason: 'for me' })
      .expect(422);
    expect(grant.body.errors[0]).toEqual({ reason: 'You cannot change your own credits.', field: 'delta' });
    expect(await userRow(t.dataSource, manager.id)).toEqual(before);
    expect(await rolesOf(manager.id)).toEqual(['User managers']);
    // The admin pages stay closed to it.
    await as(manager.token).get('roles').expect(403);
    // Sending its own values back unchanged is not a change.
    await as(manager.token)
      .put(`users/${manager.id}`, { roleIds: [roleIds['User managers']], downloadLimit: 0, mustChangePassword: false })
      .expect(200);
  });

  it('a user manager can grant only roles whose every permission it holds', async () => {
    const manager = await userWith('User managers');
    const other = await createUser(t.dataSource);
    const refused = await as(manager.token)
      .put(`users/${other.id}`, { roleIds: [roleIds[ROLES.admin]] })
      .expect(403);
    expect(refused.body.errors[0].reason).toMatch(/^You can grant only roles whose permissions you hold yourself/);
    await as(manager.token)
      .put(`users/${other.id}`, { roleIds: [roleIds['Role managers']] })
      .expect(403);
    expect(await rolesOf(other.id)).toEqual([ROLES.user]);

    // Roles it holds in full may be granted, and others' roles it does not hold may be taken away.
    await as(manager.token)
      .put(`users/${other.id}`, { roleIds: [roleIds['User managers']] })
      .expect(200);
    expect(await rolesOf(other.id)).toEqual(['User managers']);
  });

  it('acts only on users below them: not on one holding a permission the manager lacks', async () => {
    const narrow = await userWith('Only user admin');
    const user = await createUser(t.dataSource);
    const before = await userRow(t.dataSource, user.id);
    for (const body of [
      { isDisabled: true },
      { mustChangePassword: true },
      { roleIds: [roleIds['Only user admin']] },
    ]) {
      const res = await as(narrow.token).put(`users/${user.id}`, body).expect(403);
      expect(res.body.errors[0].reason).toMatch(/^You can change only users whose permissions you hold yourself/);
    }
    await as(narrow.token).post(`users/${user.id}/credits`, { delta: 1, reason: 'xyz' }).expect(403);
    expect(await userRow(t.dataSource, user.id)).toEqual(before);
    expect(await rolesOf(user.id)).toEqual([ROLES.user]);
  });

  it('a role manager cannot add permissions it lacks to any role, its own included', async () => {
    const manager = await userWith('Role managers');
    const before = await t.dataSource.query(`SELECT role_id, permission_name FROM role_permissions ORDER BY 1, 2`);
    await as(manager.token)
      .put(`roles/${roleIds['Role managers']}`, { permissions: [PERMISSIONS.adminRoles, PERMISSIONS.adminUsers] })
      .expect(403);
    await as(manager.token)
      .post('roles', { name: 'Sneaky', description: 'x', permissions: [PERMISSIONS.adminUsers] })
      .expect(403);
    expect(await t.dataSource.query(`SELECT role_id, permission_name FROM role_permissions ORDER BY 1, 2`)).toEqual(
      before,
    );
    // What it holds, it may hand out.
    await as(manager.token)
      .post('roles', { name: 'Helpers', description: 'x', permissions: [PERMISSIONS.adminRoles] })
      .expect(201);
  });

  it('the last enabled administrator cannot be demoted or disabled, even by someone holding every permission', async () => {
    const superUser = await userWith('Everything but the Admin role');
    const before = await userRow(t.dataSource, adminId);
    const demote = await as(superUser.token)
      .put(`users/${adminId}`, { roleIds: [roleIds[ROLES.user]] })
      .expect(422);
    expect(demote.body.errors[0]).toEqual({
      reason: 'This would leave no enabled administrator. Make someone else an administrator first.',
      field: 'roleIds',
    });
    await as(superUser.token).put(`users/${adminId}`, { isDisabled: true }).expect(422);
    expect(await userRow(t.dataSource, adminId)).toEqual(before);
    expect(await rolesOf(adminId)).toEqual([ROLES.admin]);

    // With a second administrator, the first may go.
    const second = await createUser(t.dataSource);
    await as(superUser.token)
      .put(`users/${second.id}`, { roleIds: [roleIds[ROLES.admin]] })
      .expect(200);
    await as(superUser.token).put(`users/${adminId}`, { isDisabled: true }).expect(200);
    const secondToken = await login(t, second.email, second.password);
    await as(secondToken).put(`users/${adminId}`, { isDisabled: false }).expect(200);
  });
});
