// The admin roles page: list, create and edit roles and what they grant.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ALL_PERMISSIONS, ROLES } from '@leadsignal/contracts';
import { ApiError } from '../common/errors/api-error';
import { isUniqueViolation } from '../database/sql';
import type { CreateRoleRequest, Role, UpdateRoleRequest } from '@leadsignal/contracts';
import { RolesRepository, type RoleRecord } from './roles.repository';

const BUILT_IN: readonly string[] = Object.values(ROLES);
const nameTaken = () => ApiError.conflict('A role with this name already exists.', 'name');

@Injectable()
export class RolesService {
  constructor(
    private readonly roles: RolesRepository,
    private readonly dataSource: DataSource,
  ) {}

  async list(): Promise<Role[]> {
    return (await this.roles.list()).map(toRole);
  }

  async create(body: CreateRoleRequest): Promise<Role> {
    return this.dataSource.transaction(async (manager) => {
      const roles = this.roles.in(manager);
      const id = await roles.create(body.name, body.description);
      if (!id) throw nameTaken();
      await roles.setPermissions(id, [...new Set(body.permissions)]);
      return toRole((await roles.findById(id))!);
    });
  }

  async update(id: string, changes: UpdateRoleRequest): Promise<Role> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const roles = this.roles.in(manager);
        const role = await roles.findById(id);
        if (!role) throw ApiError.notFound('Role not found.');
        if (BUILT_IN.includes(role.name) && changes.name !== undefined && changes.name !== role.name) {
          throw ApiError.unprocessable(`The ${role.name} role is built in and cannot be renamed.`, 'name');
        }
        if (
          role.name === ROLES.admin &&
          changes.permissions &&
          !ALL_PERMISSIONS.every((p) => changes.permissions!.includes(p))
        ) {
          // Otherwise admins could take away their own access to this page.
          throw ApiError.unprocessable('The Admin role always grants every permission.', 'permissions');
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
