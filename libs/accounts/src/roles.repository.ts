// SQL for roles and the permissions they grant.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { Permission } from '@leadsignal/contracts';
import { isUuid, queryRows, type Queryable } from '@leadsignal/server-core';

export interface RoleRecord {
  id: string;
  name: string;
  description: string;
  permissions: Permission[];
  userCount: number;
  createdAt: Date;
}

const ROLE_COLUMNS = `
  r.id, r.name, r.description, r.created_at AS "createdAt",
  ARRAY(SELECT rp.permission_name FROM role_permissions rp WHERE rp.role_id = r.id ORDER BY 1) AS permissions,
  (SELECT count(*)::int FROM user_roles ur WHERE ur.role_id = r.id) AS "userCount"`;

@Injectable()
export class RolesRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  in(db: Queryable): RolesRepository {
    return new RolesRepository(db);
  }

  list(): Promise<RoleRecord[]> {
    return queryRows<RoleRecord>(this.db, `SELECT ${ROLE_COLUMNS} FROM roles r ORDER BY r.name`);
  }

  async findById(id: string): Promise<RoleRecord | null> {
    if (!isUuid(id)) return null;
    const [row] = await queryRows<RoleRecord>(this.db, `SELECT ${ROLE_COLUMNS} FROM roles r WHERE r.id = $1`, [id]);
    return row ?? null;
  }

  /**
   * Deletes a role nobody holds: 'in-use' when someone does, 'not-found' when there is no such role. The
   * role row is locked and its holders counted in the same statement order as a grant takes (user_roles
   * references roles), so a concurrent grant either lands first (in use) or fails on the foreign key.
   */
  async deleteUnused(id: string): Promise<'deleted' | 'in-use' | 'not-found'> {
    if (!isUuid(id)) return 'not-found';
    const [role] = await queryRows<{ id: string }>(this.db, `SELECT id FROM roles WHERE id = $1 FOR UPDATE`, [id]);
    if (!role) return 'not-found';
    const [{ count }] = await queryRows<{ count: number }>(
      this.db,
      `SELECT count(*)::int AS count FROM user_roles WHERE role_id = $1`,
      [id],
    );
    if (count > 0) return 'in-use';
    await this.db.query(`DELETE FROM role_permissions WHERE role_id = $1`, [id]);
    await this.db.query(`DELETE FROM roles WHERE id = $1`, [id]);
    return 'deleted';
  }

  /** Null when the name is taken. */
  async create(name: string, description: string): Promise<string | null> {
    const [row] = await queryRows<{ id: string }>(
      this.db,
      `INSERT INTO roles (name, description) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING id`,
      [name, description],
    );
    return row?.id ?? null;
  }

  /** Renames and/or redescribes; throws PostgreSQL's unique violation when the name is taken. */
  async update(id: string, changes: { name?: string; description?: string }): Promise<void> {
    await this.db.query(
      `UPDATE roles SET name = COALESCE($2, name), description = COALESCE($3, description) WHERE id = $1`,
      [id, changes.name ?? null, changes.description ?? null],
    );
  }

  /** Makes the role grant exactly these permissions. */
  async setPermissions(roleId: string, permissions: Permission[]): Promise<void> {
    await this.db.query(`DELETE FROM role_permissions WHERE role_id = $1 AND NOT (permission_name = ANY($2::text[]))`, [
      roleId,
      permissions,
    ]);
    await this.db.query(
      `INSERT INTO role_permissions (role_id, permission_name) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
      [roleId, permissions],
    );
  }

  /** Adds these permissions to the named role's grants (keeping the others). */
  async grantByName(name: string, permissions: Permission[]): Promise<void> {
    await this.db.query(
      `INSERT INTO role_permissions (role_id, permission_name)
       SELECT r.id, p FROM roles r, unnest($2::text[]) AS p WHERE r.name = $1
       ON CONFLICT DO NOTHING`,
      [name, permissions],
    );
  }
}
