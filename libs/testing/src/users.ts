// Users made straight in the database for the specs of every project (signing up through the API would
// need a confirmation e-mail first). The role is granted by name, as the seeded roles are named.
import { randomBytes } from 'node:crypto';
import { ROLES } from '@leadsignal/contracts';
import argon2 from 'argon2';
import type { DataSource } from 'typeorm';

export const GOOD_PASSWORD = 'Correct-horse-battery-9';

export function uniqueEmail(label = 'user'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.com`;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export async function createUser(
  dataSource: DataSource,
  options: { email?: string; password?: string; role?: string; confirmed?: boolean; firstName?: string } = {},
): Promise<TestUser> {
  const email = (options.email ?? uniqueEmail()).toLowerCase();
  const password = options.password ?? GOOD_PASSWORD;
  const [row] = await dataSource.query(
    `INSERT INTO users (email, user_name, first_name, last_name, password_hash, email_confirmed_at)
     VALUES ($1, $1, $2, 'User', $3, CASE WHEN $4 THEN now() END)
     ON CONFLICT DO NOTHING
     RETURNING id`,
    [
      email,
      options.firstName ?? 'Test',
      await argon2.hash(password, { type: argon2.argon2id }),
      options.confirmed ?? true,
    ],
  );
  if (!row) throw new Error(`could not create ${email}`);
  await dataSource.query(`INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2`, [
    row.id,
    options.role ?? ROLES.user,
  ]);
  return { id: row.id, email, password };
}
