// The admin roles and permissions calls, end to end.
import { randomUUID } from 'node:crypto';
import { ALL_PERMISSIONS, DEFAULT_ROLE_PERMISSIONS, PERMISSION_DESCRIPTIONS } from '@leadsignal/contracts';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createUser, login, seed } from '../../test/accounts';

describe('roles and permissions', () => {
  let t: TestApp;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.dataSource);
    const admin = await createUser(t.dataSource, { role: 'Admin' });
    adminToken = await login(t, admin.email, admin.password);
  });
  afterAll(() => t?.close());

  const admin = () => ({
    get: (path: string) => t.http.get(`/api/${path}`).set('Authorization', `Bearer ${adminToken}`),
    post: (path: string, body: object) =>
      t.http.post(`/api/${path}`).set('Authorization', `Bearer ${adminToken}`).send(body),
    put: (path: string, body: object) =>
      t.http.put(`/api/${path}`).set('Authorization', `Bearer ${adminToken}`).send(body),
    delete: (path: string) => t.http.delete(`/api/${path}`).set('Authorization', `Bearer ${adminToken}`),
  });
  const uniqueName = () => `Analyst ${randomUUID().slice(0, 8)}`;
  const rolesTable = () =>
    t.dataSource.query(
      `SELECT r.name, rp.permission_name FROM roles r LEFT JOIN role_permissions rp ON rp.role_id = r.id ORDER BY 1, 2`,
    );

  describe('GET permissions', () => {
    it('answers the catalogue with descriptions', async () => {
      const res = await admin().get('permissions').expect(200);
      expect(res.body).toEqual(
        [...ALL_PERMISSIONS].sort().map((name) => ({ name, description: PERMISSION_DESCRIPTIONS[name] })),
      );
    });
  });

  describe('GET roles', () => {
    it('lists the built-in roles with what they grant', async () => {
      const res = await admin().get('roles').expect(200);
      const byName = Object.fromEntries(res.body.map((r: { name: string }) => [r.name, r]));
      expect(byName.Admin).toMatchObject({ isBuiltIn: true, permissions: [...ALL_PERMISSIONS].sort() });
      expect(byName.User).toMatchObject({ isBuiltIn: true, permissions: [...DEFAULT_ROLE_PERMISSIONS.User].sort() });
      expect(byName.Admin.userCount).toBeGreaterThanOrEqual(1);
    });
  });

  describe('POST roles', () => {
    it('creates a role whose permissions its users get', async () => {
      const name = uniqueName();
      const res = await admin()
        .post('roles', {
          name,
          description: 'Reads alerts',
          permissions: ['alerts.search', 'alerts.search', 'admin.permissions'],
        })
        .expect(201);
      expect(res.body).toMatchObject({
        id: expect.any(String),
        name,
        description: 'Reads alerts',
        permissions: ['admin.permissions', 'alerts.search'],
        userCount: 0,
        isBuiltIn: false,
      });
      const user = await createUser(t.dataSource);
      await admin()
        .put(`users/${user.id}`, { roleIds: [res.body.id] })
        .expect(200);
      const token = await login(t, user.email, user.password);
      await t.http.get('/api/permissions').set('Authorization', `Bearer ${token}`).expect(200);
      await t.http.get('/api/roles').set('Authorization', `Bearer ${token}`).expect(403);
    });

    it.each([
      ['a taken name', () => ({ name: 'Admin', permissions: [] }), 409],
      ['an unknown permission', () => ({ name: uniqueName(), permissions: ['alerts.everything'] }), 400],
      ['no name', () => ({ permissions: [] }), 400],
      ['a blank name', () => ({ name: '   ', permissions: [] }), 400],
      ['no permissions list', () => ({ name: uniqueName() }), 400],
      ['an unknown field', () => ({ name: uniqueName(), permissions: [], isBuiltIn: true }), 400],
    ])('refuses %s and changes nothing', async (_label, body, status) => {
      const before = await rolesTable();
      await admin().post('roles', body()).expect(status);
      expect(await rolesTable()).toEqual(before);
    });
  });

  describe('PUT roles/:id', () => {
    const create = async () =>
      (
        await admin()
          .post('roles', { name: uniqueName(), permissions: ['alerts.search'] })
          .expect(201)
      ).body as { id: string; name: string };
    const roleId = async (name: string) =>
      (await t.dataSource.query(`SELECT id FROM roles WHERE name = $1`, [name]))[0].id as string;

    it('renames, redescribes and replaces the permissions', async () => {
      const role = await create();
      const name = uniqueName();
      const res = await admin()
        .put(`roles/${role.id}`, { name, description: 'Now exports', permissions: ['alerts.export'] })
        .expect(200);
      expect(res.body).toMatchObject({ id: role.id, name, description: 'Now exports', permissions: ['alerts.export'] });
      const partial = await admin().put(`roles/${role.id}`, { description: 'Only this' }).expect(200);
      expect(partial.body).toMatchObject({ name, description: 'Only this', permissions: ['alerts.export'] });
    });

    it('refuses to rename the User role', async () => {
      // Its permissions stay untouched here: other specs running meanwhile rely on them.
      const before = await rolesTable();
      await admin()
        .put(`roles/${await roleId('User')}`, { name: 'Members' })
        .expect(422);
      expect(await rolesTable()).toEqual(before);
    });

    it('keeps every permission on the Admin role', async () => {
      const id = await roleId('Admin');
      const before = await rolesTable();
      const res = await admin()
        .put(`roles/${id}`, { permissions: ['alerts.search'] })
        .expect(422);
      expect(res.body.errors[0]).toEqual({
        reason: 'The Admin role always grants every permission.',
        field: 'permissions',
      });
      await admin().put(`roles/${id}`, { name: 'Root' }).expect(422);
      expect(await rolesTable()).toEqual(before);
      await admin().put(`roles/${id}`, { description: 'Runs the place' }).expect(200);
    });

    it('answers 409 for a taken name and changes nothing', async () => {
      const role = await create();
      const before = await rolesTable();
      await admin().put(`roles/${role.id}`, { name: 'User', permissions: [] }).expect(409);
      expect(await rolesTable()).toEqual(before);
    });

    it('answers 404 for an unknown role and 400 for a bad body', async () => {
      await admin().put(`roles/${randomUUID()}`, { description: 'x' }).expect(404);
      await admin().put('roles/admin', { description: 'x' }).expect(404);
      const role = await create();
      await admin().put(`roles/${role.id}`, {}).expect(400);
      await admin()
        .put(`roles/${role.id}`, { permissions: ['nope'] })
        .expect(400);
    });
  });

  describe('DELETE roles/:id', () => {
    it('deletes a role nobody holds, with what it granted', async () => {
      const role = (
        await admin()
          .post('roles', { name: uniqueName(), permissions: ['alerts.search'] })
          .expect(201)
      ).body as { id: string; name: string };
      expect((await admin().delete(`roles/${role.id}`).expect(200)).body).toEqual({ id: role.id });
      expect(await t.dataSource.query(`SELECT 1 FROM roles WHERE id = $1`, [role.id])).toEqual([]);
      expect(await t.dataSource.query(`SELECT 1 FROM role_permissions WHERE role_id = $1`, [role.id])).toEqual([]);
      await admin().delete(`roles/${role.id}`).expect(404);
    });

    it('refuses a role someone holds (409) and the built-in roles (422), changing nothing', async () => {
      const role = (await admin().post('roles', { name: uniqueName(), permissions: [] }).expect(201)).body as {
        id: string;
        name: string;
      };
      const holder = await createUser(t.dataSource, { role: role.name });
      const inUse = await admin().delete(`roles/${role.id}`).expect(409);
      expect(inUse.body.errors[0].reason).toBe(
        `The ${role.name} role is held by a user. Take it away from them first.`,
      );
      await t.dataSource.query(`DELETE FROM user_roles WHERE user_id = $1`, [holder.id]);
      await admin().delete(`roles/${role.id}`).expect(200);

      const [{ id: userRoleId }] = await t.dataSource.query(`SELECT id FROM roles WHERE name = 'User'`);
      const builtIn = await admin().delete(`roles/${userRoleId}`).expect(422);
      expect(builtIn.body.errors[0].reason).toBe('The User role is built in and cannot be deleted.');
      await admin().delete('roles/not-a-uuid').expect(404);
    });

    it('needs the roles permission', async () => {
      const user = await createUser(t.dataSource);
      const token = await login(t, user.email, user.password);
      await t.http.delete(`/api/roles/${randomUUID()}`).set('Authorization', `Bearer ${token}`).expect(403);
    });
  });
});
