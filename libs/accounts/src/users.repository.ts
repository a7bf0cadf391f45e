// SQL for user accounts: lookups for sign-in and the session guard, profile, admin list and edits.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ROLES, type Permission, type UserSortKey } from '@leadsignal/contracts';
import { containsPattern, isUuid, queryRows, type Queryable } from '@leadsignal/server-core';

export interface UserRecord {
  id: string;
  email: string;
  userName: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  googleSubject: string | null;
  emailConfirmedAt: Date | null;
  isDisabled: boolean;
  mustChangePassword: boolean;
  tokenVersion: number;
  /** allowance + top-ups (the badge). */
  monthlyAvailableCredits: number;
  allowanceCredits: number;
  topUpCredits: number;
  downloadLimit: number;
  createdAt: Date;
  /** Granted through the user's roles, sorted. */
  permissions: Permission[];
}

export interface UserRoleRef {
  id: string;
  name: string;
}

export interface AdminUserRecord extends UserRecord {
  roles: UserRoleRef[];
  team: { id: string; name: string; role: 'owner' | 'manager' | 'member'; memberCount: number };
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  googleSubject?: string | null;
  emailConfirmed: boolean;
}

export interface UserAdminChanges {
  isDisabled?: boolean;
  mustChangePassword?: boolean;
}

const USER_COLUMNS = `
  u.id, u.email, u.user_name AS "userName", u.first_name AS "firstName", u.last_name AS "lastName",
  u.password_hash AS "passwordHash", u.google_subject AS "googleSubject",
  u.email_confirmed_at AS "emailConfirmedAt", u.is_disabled AS "isDisabled",
  u.must_change_password AS "mustChangePassword", u.token_version AS "tokenVersion",
  ca.monthly_available_credits + ca.topup_credits AS "monthlyAvailableCredits",
  ca.monthly_available_credits AS "allowanceCredits", ca.topup_credits AS "topUpCredits", ca.download_limit AS "downloadLimit",
  u.created_at AS "createdAt",
  ARRAY(
    SELECT DISTINCT rp.permission_name FROM user_roles ur
    JOIN role_permissions rp ON rp.role_id = ur.role_id
    WHERE ur.user_id = u.id ORDER BY 1
  ) AS permissions`;

/** The balances of the user's pool (libs/credits' credit_accounts of the user's workspace) beside the user. */
const BALANCES =
  'JOIN workspace_members wm ON wm.user_id = u.id JOIN credit_accounts ca ON ca.workspace_id = wm.workspace_id';

const ROLES_COLUMN = `
  COALESCE((
    SELECT json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY r.name)
    FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id
  ), '[]'::json) AS roles,
  (SELECT json_build_object('id', w.id, 'name', w.name, 'role', wm.role,
            'memberCount', (SELECT count(*) FROM workspace_members o WHERE o.workspace_id = w.id))
   FROM workspaces w WHERE w.id = wm.workspace_id) AS team`;

const USER_ORDER: Record<UserSortKey, string> = {
  name: `lower(u.first_name || ' ' || u.last_name)`,
  email: 'u.email',
  createdOn: 'u.created_at',
  credits: '(ca.monthly_available_credits + ca.topup_credits)',
};

@Injectable()
export class UsersRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  /** The same queries inside a transaction (`dataSource.transaction(m => users.in(m)…)`). */
  in(db: Queryable): UsersRepository {
    return new UsersRepository(db);
  }

  async findById(id: string): Promise<UserRecord | null> {
    if (!isUuid(id)) return null;
    const [row] = await queryRows<UserRecord>(
      this.db,
      `SELECT ${USER_COLUMNS} FROM users u ${BALANCES} WHERE u.id = $1`,
      [id],
    );
    return row ?? null;
  }

  async findByEmail(email: string): Promise<UserRecord | null> {
    const [row] = await queryRows<UserRecord>(
      this.db,
      `SELECT ${USER_COLUMNS} FROM users u ${BALANCES} WHERE u.email = $1`,
      [email.toLowerCase()],
    );
    return row ?? null;
  }

  async findByGoogleSubject(subject: string): Promise<UserRecord | null> {
    const [row] = await queryRows<UserRecord>(
      this.db,
      `SELECT ${USER_COLUMNS} FROM users u ${BALANCES} WHERE u.google_subject = $1`,
      [subject],
    );
    return row ?? null;
  }

  /**
   * Creates the user with the named role; a trigger opens its credit account empty (starting credits and the
   * download limit are @leadsignal/credits': AccountCredits.open). Null when the e-mail (or Google account) is taken.
   */
  async create(user: NewUser, roleName: string): Promise<string | null> {
    const [row] = await queryRows<{ id: string }>(
      this.db,
      `INSERT INTO users (email, user_name, first_name, last_name, password_hash, google_subject,
                          email_confirmed_at)
       VALUES ($1, $1, $2, $3, $4, $5, CASE WHEN $6 THEN now() END)
       ON CONFLICT DO NOTHING
       RETURNING id`,
      [
        user.email.toLowerCase(),
        user.firstName,
        user.lastName,
        user.passwordHash,
        user.googleSubject ?? null,
        user.emailConfirmed,
      ],
    );
    if (!row) return null;
    await this.db.query(
      `INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2 ON CONFLICT DO NOTHING`,
      [row.id, roleName],
    );
    return row.id;
  }

  /** Locks the user's row until the transaction ends (one of several concurrent attempts at a time). */
  async lock(id: string): Promise<void> {
    await this.db.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [id]);
  }

  async countAll(): Promise<number> {
    const [row] = await queryRows<{ count: number }>(this.db, `SELECT count(*)::int AS count FROM users`);
    return row.count;
  }

  /**
   * Sets a new password, clears must-change-password and bumps the token version so every session
   * issued before is refused. Also confirms the e-mail: only its owner can have received a reset link
   * (and a signed-in user changing the password has confirmed it already). With `expectedTokenVersion`, only if no other change revoked the
   * caller's session meanwhile. Answers the new token version, or null when nothing was updated.
   */
  async setPassword(id: string, passwordHash: string, expectedTokenVersion?: number): Promise<number | null> {
    const [row] = await queryRows<{ tokenVersion: number }>(
      this.db,
      `UPDATE users SET password_hash = $2, must_change_password = false, token_version = token_version + 1,
              email_confirmed_at = COALESCE(email_confirmed_at, now()), updated_at = now()
       WHERE id = $1 AND ($3::int IS NULL OR token_version = $3)
       RETURNING token_version AS "tokenVersion"`,
      [id, passwordHash, expectedTokenVersion ?? null],
    );
    return row?.tokenVersion ?? null;
  }

  /** True when this call confirmed the address (false when it already was). */
  async confirmEmail(id: string): Promise<boolean> {
    const rows = await queryRows(
      this.db,
      `UPDATE users SET email_confirmed_at = now(), updated_at = now()
       WHERE id = $1 AND email_confirmed_at IS NULL RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  /**
   * Links a Google account to an existing user; Google has verified the address, so it counts as
   * confirmed. An unconfirmed account's password is dropped: whoever chose it never proved they own
   * the address (otherwise pre-registering someone's e-mail would hand over their account later).
   */
  async linkGoogleAccount(id: string, googleSubject: string): Promise<boolean> {
    const rows = await queryRows(
      this.db,
      `UPDATE users SET google_subject = $2,
              password_hash = CASE WHEN email_confirmed_at IS NULL THEN NULL ELSE password_hash END,
              token_version = token_version + CASE WHEN email_confirmed_at IS NULL THEN 1 ELSE 0 END,
              email_confirmed_at = COALESCE(email_confirmed_at, now()), updated_at = now()
       WHERE id = $1 AND google_subject IS NULL RETURNING id`,
      [id, googleSubject],
    );
    return rows.length > 0;
  }

  /** Revokes every access token issued so far. */
  async bumpTokenVersion(id: string): Promise<number | null> {
    const [row] = await queryRows<{ tokenVersion: number }>(
      this.db,
      `UPDATE users SET token_version = token_version + 1, updated_at = now() WHERE id = $1
       RETURNING token_version AS "tokenVersion"`,
      [id],
    );
    return row?.tokenVersion ?? null;
  }

  async updateProfile(id: string, firstName: string, lastName: string): Promise<boolean> {
    const rows = await queryRows(
      this.db,
      `UPDATE users SET first_name = $2, last_name = $3, updated_at = now() WHERE id = $1 RETURNING id`,
      [id, firstName, lastName],
    );
    return rows.length > 0;
  }

  async findForAdmin(id: string): Promise<AdminUserRecord | null> {
    if (!isUuid(id)) return null;
    const [row] = await queryRows<AdminUserRecord>(
      this.db,
      `SELECT ${USER_COLUMNS}, ${ROLES_COLUMN} FROM users u ${BALANCES} WHERE u.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /**
   * One page in the asked order (ties: newest first, then id, so pages never overlap); `search` matches
   * e-mail or full name anywhere, case-insensitively.
   */
  async list(query: {
    page: number;
    pageSize: number;
    search?: string;
    sort: UserSortKey;
    direction: 'asc' | 'desc';
  }): Promise<{ rows: AdminUserRecord[]; totalCount: number }> {
    const pattern = query.search ? containsPattern(query.search) : null;
    const where = `($1::text IS NULL OR u.email ILIKE $1 OR (u.first_name || ' ' || u.last_name) ILIKE $1)`;
    // Whitelisted SQL per key: the direction is one of two words, never the caller's text.
    const direction = query.direction === 'asc' ? 'ASC' : 'DESC';
    const rows = await queryRows<AdminUserRecord>(
      this.db,
      `SELECT ${USER_COLUMNS}, ${ROLES_COLUMN} FROM users u ${BALANCES} WHERE ${where}
       ORDER BY ${USER_ORDER[query.sort]} ${direction}, u.created_at DESC, u.id LIMIT $2 OFFSET $3`,
      [pattern, query.pageSize, (query.page - 1) * query.pageSize],
    );
    const [count] = await queryRows<{ count: number }>(
      this.db,
      `SELECT count(*)::int AS count FROM users u WHERE ${where}`,
      [pattern],
    );
    return { rows, totalCount: count.count };
  }

  /** Applies the admin's changes; disabling also revokes the user's sessions. False for an unknown id. */
  async applyAdminChanges(id: string, changes: UserAdminChanges): Promise<boolean> {
    const rows = await queryRows(
      this.db,
      `UPDATE users SET
         is_disabled = COALESCE($2, is_disabled),
         must_change_password = COALESCE($3, must_change_password),
         token_version = token_version + CASE WHEN $2 AND NOT is_disabled THEN 1 ELSE 0 END,
         updated_at = now()
       WHERE id = $1 RETURNING id`,
      [id, changes.isDisabled ?? null, changes.mustChangePassword ?? null],
    );
    return rows.length > 0;
  }

  /** Replaces the user's roles. */
  async setRoles(userId: string, roleIds: string[]): Promise<void> {
    await this.db.query(`DELETE FROM user_roles WHERE user_id = $1 AND NOT (role_id = ANY($2::uuid[]))`, [
      userId,
      roleIds,
    ]);
    await this.db.query(
      `INSERT INTO user_roles (user_id, role_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`,
      [userId, roleIds],
    );
  }

  /** Of these role ids, the ones that exist. */
  async existingRoleIds(roleIds: string[]): Promise<string[]> {
    const rows = await queryRows<{ id: string }>(this.db, `SELECT id FROM roles WHERE id = ANY($1::uuid[])`, [roleIds]);
    return rows.map((r) => r.id);
  }

  /**
   * Serialises changes that could take away the last administrator: two admins demoting or disabling
   * each other at the same moment run one after the other (released when the transaction ends).
   */
  async lockAdministratorChanges(): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(724013)');
  }

  /** Serialises start-up seeding when several API processes start together (released when the transaction ends). */
  async lockSeeding(): Promise<void> {
    await this.db.query('SELECT pg_advisory_xact_lock(724012)');
  }

  /** Enabled users holding the built-in Admin role. */
  async countEnabledAdministrators(): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      this.db,
      `SELECT count(DISTINCT u.id)::int AS count
       FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
       WHERE r.name = $1 AND NOT u.is_disabled`,
      [ROLES.admin],
    );
    return row.count;
  }

  /** What a set of roles grants together. */
  async permissionsOfRoles(roleIds: string[]): Promise<Permission[]> {
    const rows = await queryRows<{ name: Permission }>(
      this.db,
      `SELECT DISTINCT permission_name AS name FROM role_permissions WHERE role_id = ANY($1::uuid[])`,
      [roleIds],
    );
    return rows.map((r) => r.name);
  }
}
