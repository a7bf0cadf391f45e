// The admin roles page: list, create and edit roles and what they grant.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  ALL_PERMISSIONS,
  ROLES,
  type CreateRoleRequest,
  type Permission,
  type Role,
  type UpdateRoleRequest,
} from '@leadsignal/contracts';
import { isUniqueViolation, DomainError } from '@leadsignal/server-core';
import type { AccountCaller } from './ports';
import { RolesRepository, type RoleRecord } from './roles.repository';

const BUILT_IN: readonly string[] = Object.values(ROLES);
const nameTaken = () => DomainError.conflict('A role with this name already exists.', 'name');

@Injectable()
export class RolesService {
  constructor(
    private readonly roles: RolesRepository,
    private readonly dataSource: DataSource,
  ) {}

  async list(): Promise<Role[]> {
    return (await this.roles.list()).map(toRole);
  }

  async create(caller: AccountCaller, body: CreateRoleRequest): Promise<Role> {
    refuseUnheldPermissions(caller, body.permissions);
    return this.dataSource.transaction(async (manager) => {
      const roles = this.roles.in(manager);
      const id = await roles.create(body.name, body.description);
      if (!id) throw nameTaken();
      await roles.setPermissions(id, [...new Set(body.permissions)]);
      return toRole((await roles.findById(id))!);
    });
  }

  async update(caller: AccountCaller, id: string, changes: UpdateRoleRequest): Promise<Role> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const roles = this.roles.in(manager);
        const role = await roles.findById(id);
        if (!role) throw DomainError.notFound('Role not found.');
        if (BUILT_IN.includes(role.name) && changes.name !== undefined && changes.name !== role.name) {
          throw DomainError.unprocessable(`The ${role.name} role is built in and cannot be renamed.`, 'name');
        }
        if (
          role.name === ROLES.admin &&
          changes.permissions &&
          !ALL_PERMISSIONS.every((p) => changes.permissions!.includes(p))
        ) {
          // Otherwise admins could take away their own access to this page.
          throw DomainError.unprocessable('The Admin role always grants every permission.', 'permissions');
        }
        if (changes.permissions) {
          refuseUnheldPermissions(
            caller,
            changes.permissions.filter((permission) => !role.permissions.includes(permission)),
          );
        }
        await roles.update(id, changes);
        if (changes.permissions) await roles.setPermissions(id, [...new Set(changes.permissions)]);
        return toRole((await roles.findById(id))!);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  /** Deletes a role no user holds; built-in roles (Admin, User) stay. */
  async delete(id: string): Promise<RoleDeletion> {
    return this.dataSource.transaction(async (manager) => {
      const roles = this.roles.in(manager);
      const role = await roles.findById(id);
      if (!role) throw DomainError.notFound('Role not found.');
      if (BUILT_IN.includes(role.name)) {
        throw DomainError.unprocessable(`The ${role.name} role is built in and cannot be deleted.`);
      }
      const outcome = await roles.deleteUnused(id);
      if (outcome === 'not-found') throw DomainError.notFound('Role not found.');
      if (outcome === 'in-use') {
        throw DomainError.conflict(
          `The ${role.name} role is held by ${role.userCount === 1 ? 'a user' : 'users'}. Take it away from them first.`,
        );
      }
      return { id };
    });
  }
}

export interface RoleDeletion {
  id: string;
}

/**
 * A role can be given a permission only by someone who holds it: otherwise anyone managing roles could
 * add the admin permissions to their own role.
 */
function refuseUnheldPermissions(caller: AccountCaller, permissions: readonly Permission[]): void {
  const missing = [...new Set(permissions)].filter((permission) => !caller.permissions.has(permission));
  if (missing.length) {
    throw DomainError.forbidden(
      `You can grant only permissions you hold yourself; you do not hold ${missing.join(', ')}.`,
    );
  }
}

function toRole(role: RoleRecord): Role {
  return {
    id: role.id,
    name: role.name,
    description: role.description,
    permissions: role.permissions,
    userCount: role.userCount,
    isBuiltIn: BUILT_IN.includes(role.name),
    createdOn: new Date(role.createdAt).toISOString(),
  };
}
