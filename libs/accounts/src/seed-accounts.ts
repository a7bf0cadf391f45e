// Start-up seeding of everything accounts need: the permission catalogue, the Admin and User roles
// with their grants, the login/signup wording, and on an empty database an admin and a demo user (their
// starting credits and download limit through the caller's credits, AccountCredits). Idempotent and safe when several API replicas
// start together (one transaction, advisory lock).
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import {
  ALL_PERMISSIONS,
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSION_DESCRIPTIONS,
  ROLES,
  emailSchema,
  passwordProblem,
  type Permission,
} from '@leadsignal/contracts';
import type { Env } from '@leadsignal/server-core';
import { hashPassword } from './passwords';
import { PermissionsRepository } from './permissions.repository';
import type { AccountCredits } from './ports';
import { RolesRepository } from './roles.repository';
import { SettingsRepository } from './settings.repository';
import { UsersRepository } from './users.repository';
import { DEFAULT_VERBIAGE } from './verbiage';

const ROLE_DESCRIPTIONS: Record<string, string> = {
  [ROLES.admin]: 'Everything, including the admin pages.',
  [ROLES.user]: 'Search, reveal, export and save searches; report data; buy credits.',
};

export const DEFAULT_ADMIN_EMAIL = 'admin@leadsignal.local';
export const DEFAULT_DEMO_EMAIL = 'demo@leadsignal.local';
export const DEMO_MONTHLY_CREDITS = 500;
export const DEMO_DOWNLOAD_LIMIT = 1000;

type SeedEnv = Pick<Env, 'SEED_ADMIN_EMAIL' | 'SEED_ADMIN_PASSWORD' | 'SEED_DEMO_EMAIL' | 'SEED_DEMO_PASSWORD'>;

export async function seedAccounts(
  dataSource: DataSource,
  env: SeedEnv,
  log: (message: string) => void,
  credits: Pick<AccountCredits, 'open'>,
): Promise<void> {
  // Check the configuration before touching the database, so a bad value changes nothing.
  const admin = account(env.SEED_ADMIN_EMAIL, env.SEED_ADMIN_PASSWORD, DEFAULT_ADMIN_EMAIL, 'SEED_ADMIN');
  const demo = account(env.SEED_DEMO_EMAIL, env.SEED_DEMO_PASSWORD, DEFAULT_DEMO_EMAIL, 'SEED_DEMO');

  await dataSource.transaction(async (manager) => {
    const users = new UsersRepository(manager);
    await users.lockSeeding();
    // A permission dropped from the catalogue guards nothing any more; its grants go with it.
    const added = await new PermissionsRepository(manager).replaceCatalogue(
      ALL_PERMISSIONS.map((name) => ({ name, description: PERMISSION_DESCRIPTIONS[name] })),
    );
    const roles = new RolesRepository(manager);
    for (const [roleName, grants] of Object.entries(DEFAULT_ROLE_PERMISSIONS)) {
      await upsertRole(roles, roleName, grants, added);
    }
    const settings = new SettingsRepository(manager);
    for (const [key, content] of Object.entries(DEFAULT_VERBIAGE)) await settings.setDefault(key, content);

    if ((await users.countAll()) > 0) return;
    const adminId = await users.create(
      {
        email: admin.email,
        firstName: 'Admin',
        lastName: 'LeadSignal',
        passwordHash: await hashPassword(admin.password),
        emailConfirmed: true,
      },
      ROLES.admin,
    );
    if (adminId) await credits.open(manager, adminId, { credits: DEMO_MONTHLY_CREDITS, downloadLimit: 0 });
    const demoId = await users.create(
      {
        email: demo.email,
        firstName: 'Demo',
        lastName: 'User',
        passwordHash: await hashPassword(demo.password),
        emailConfirmed: true,
      },
      ROLES.user,
    );
    if (demoId)
      await credits.open(manager, demoId, { credits: DEMO_MONTHLY_CREDITS, downloadLimit: DEMO_DOWNLOAD_LIMIT });
    log(`Created the admin account ${admin.email} (password: ${admin.shownPassword}).`);
    log(`Created the demo account ${demo.email} (password: ${demo.shownPassword}).`);
  });
}

interface SeedAccount {
  email: string;
  password: string;
  /** What the log prints: a generated password once, never one that came from the environment. */
  shownPassword: string;
}

function account(email: string, password: string, defaultEmail: string, variable: string): SeedAccount {
  const parsedEmail = emailSchema.safeParse(email || defaultEmail);
  if (!parsedEmail.success) throw new Error(`${variable}_EMAIL must be an e-mail address.`);
  if (!password) {
    const generated = randomBytes(12).toString('base64url');
    return {
      email: parsedEmail.data,
      password: generated,
      shownPassword: `${generated} — generated, shown only this once`,
    };
  }
  const problem = passwordProblem(password);
  if (problem) throw new Error(`${variable}_PASSWORD is not allowed: ${problem}`);
  return { email: parsedEmail.data, password, shownPassword: `from ${variable}_PASSWORD` };
}

/**
 * Creates the role with its default grants. An existing role keeps an admin's edits and only gains
 * the default grants of permissions new to the catalogue, except Admin, which always has them all.
 */
async function upsertRole(
  roles: RolesRepository,
  name: string,
  grants: Permission[],
  added: Set<Permission>,
): Promise<void> {
  const created = await roles.create(name, ROLE_DESCRIPTIONS[name] ?? '');
  const toGrant = created || name === ROLES.admin ? grants : grants.filter((p) => added.has(p));
  if (toGrant.length) await roles.grantByName(name, toGrant);
}
