// Seeding on its own fresh database: first start creates the catalogue, roles, wording and two
// accounts (asking for their starting credits); later starts change nothing an admin edited and create no
// more accounts.
import { randomBytes } from 'node:crypto';
import { ALL_PERMISSIONS, DEFAULT_ROLE_PERMISSIONS } from '@leadsignal/contracts';
import type { DataSource } from 'typeorm';
import { createDataSource, runMigrations, dropDatabase, ensureDatabase } from '@leadsignal/server-core';
import { verifyPassword } from './passwords';
import type { AccountCredits } from './ports';
import { DEFAULT_ADMIN_EMAIL, DEFAULT_DEMO_EMAIL, seedAccounts } from './seed-accounts';
import { DEFAULT_VERBIAGE } from './verbiage';

const NO_SEED_ENV = { SEED_ADMIN_EMAIL: '', SEED_ADMIN_PASSWORD: '', SEED_DEMO_EMAIL: '', SEED_DEMO_PASSWORD: '' };

/** The starting credits and download limit seeding asked for, by user id. */
const opened = new Map<string, { credits: number; downloadLimit: number }>();
const openingCredits: Pick<AccountCredits, 'open'> = {
  open: async (_tx, userId, start) => {
    if (opened.has(userId)) throw new Error(`${userId} was opened twice`);
    opened.set(userId, start);
  },
};

describe('seedAccounts', () => {
  let url: string;
  let db: DataSource;

  beforeAll(async () => {
    const base = new URL(process.env.DATABASE_URL!);
    base.pathname = `/${base.pathname.slice(1)}_seed_${randomBytes(3).toString('hex')}`;
    url = base.toString();
    await ensureDatabase(url);
    db = createDataSource(url);
    await db.initialize();
    await runMigrations(db);
  });
  afterAll(async () => {
    await db?.destroy();
    if (url) await dropDatabase(url);
  });

  const grants = () =>
    db.query(`SELECT r.name, array_agg(rp.permission_name ORDER BY rp.permission_name) AS permissions
              FROM roles r LEFT JOIN role_permissions rp ON rp.role_id = r.id GROUP BY r.name ORDER BY r.name`);
  const accounts = () =>
    db.query(`SELECT u.email, u.password_hash, u.id, u.email_confirmed_at IS NOT NULL AS confirmed, array_agg(r.name) AS roles
              FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
              GROUP BY u.id ORDER BY u.email`);

  it('refuses a weak configured password before changing anything', async () => {
    await expect(
      seedAccounts(db, { ...NO_SEED_ENV, SEED_DEMO_PASSWORD: 'short' }, () => undefined, openingCredits),
    ).rejects.toThrow(/SEED_DEMO_PASSWORD is not allowed: .*at least 8/);
    expect(await db.query(`SELECT * FROM roles`)).toEqual([]);
  });

  it('creates the catalogue, roles, wording and an admin and demo account with generated passwords, logged once', async () => {
    const log: string[] = [];
    await seedAccounts(db, NO_SEED_ENV, (m) => log.push(m), openingCredits);

    expect((await db.query(`SELECT name FROM permissions ORDER BY name`)).map((r: { name: string }) => r.name)).toEqual(
      [...ALL_PERMISSIONS].sort(),
    );
    expect(await grants()).toEqual([
      { name: 'Admin', permissions: [...DEFAULT_ROLE_PERMISSIONS.Admin].sort() },
      { name: 'User', permissions: [...DEFAULT_ROLE_PERMISSIONS.User].sort() },
    ]);
    expect(await db.query(`SELECT key, value FROM settings ORDER BY key`)).toEqual([
      { key: 'loginVerbiage', value: DEFAULT_VERBIAGE.loginVerbiage },
      { key: 'signupVerbiage', value: DEFAULT_VERBIAGE.signupVerbiage },
    ]);

    const [admin, demo] = await accounts();
    expect(admin).toMatchObject({ email: DEFAULT_ADMIN_EMAIL, confirmed: true, roles: ['Admin'] });
    expect(demo).toMatchObject({
      email: DEFAULT_DEMO_EMAIL,
      confirmed: true,
      roles: ['User'],
    });
    expect(opened).toEqual(
      new Map([
        [admin.id, { credits: 500, downloadLimit: 0 }],
        [demo.id, { credits: 500, downloadLimit: 1000 }],
      ]),
    );

    expect(log).toHaveLength(2);
    const adminPassword = /admin@leadsignal\.local \(password: (\S+) /.exec(log[0])?.[1];
    const demoPassword = /demo@leadsignal\.local \(password: (\S+) /.exec(log[1])?.[1];
    expect(adminPassword).toHaveLength(16);
    expect(await verifyPassword(admin.password_hash, adminPassword!)).toBe(true);
    expect(await verifyPassword(demo.password_hash, demoPassword!)).toBe(true);
    expect(demoPassword).not.toBe(adminPassword);
  });

  it('changes nothing on a later start, keeping what admins edited', async () => {
    await db.query(`DELETE FROM role_permissions WHERE permission_name = 'billing.manage'
                    AND role_id = (SELECT id FROM roles WHERE name = 'User')`);
    await db.query(`DELETE FROM role_permissions WHERE permission_name = 'admin.plans'
                    AND role_id = (SELECT id FROM roles WHERE name = 'Admin')`);
    await db.query(`UPDATE settings SET value = 'Edited' WHERE key = 'loginVerbiage'`);
    const before = { accounts: await accounts(), grants: await grants() };
    const log: string[] = [];

    await seedAccounts(
      db,
      { ...NO_SEED_ENV, SEED_ADMIN_PASSWORD: 'Another-admin-password-1' },
      (m) => log.push(m),
      openingCredits,
    );

    expect(log).toEqual([]);
    expect(await accounts()).toEqual(before.accounts);
    const after = await grants();
    expect(after[1]).toEqual(before.grants[1]);
    // Admin always has everything.
    expect(after[0].permissions).toEqual([...ALL_PERMISSIONS].sort());
    expect((await db.query(`SELECT value FROM settings WHERE key = 'loginVerbiage'`))[0].value).toBe('Edited');
  });

  it('grants a permission new to the catalogue to the roles that have it by default', async () => {
    await db.query(`DELETE FROM permissions WHERE name = 'data.report'`);
    await seedAccounts(db, NO_SEED_ENV, () => undefined, openingCredits);
    const [admin, user] = await grants();
    expect(admin.permissions).toContain('data.report');
    expect(user.permissions).toContain('data.report');
    expect(user.permissions).not.toContain('billing.manage');
  });

  it('is safe when two API replicas seed at once', async () => {
    await Promise.all([
      seedAccounts(db, NO_SEED_ENV, () => undefined, openingCredits),
      seedAccounts(db, NO_SEED_ENV, () => undefined, openingCredits),
    ]);
    expect(await db.query(`SELECT count(*)::int AS n FROM users`)).toEqual([{ n: 2 }]);
    expect(opened.size).toBe(2);
  });
});
