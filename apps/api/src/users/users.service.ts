// The signed-in user's own account (users/me) and the admin users page.
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PERMISSIONS, type MeResponse, type UpdateProfileRequest } from '@leadsignal/contracts';
import type { AuthUser } from '../common/auth/current-user.decorator';
import { ApiError } from '../common/errors/api-error';
import { toCurrentUser } from './current-user';
import type { AdminUser, ListUsersQuery, UpdateUserRequest, UserPage } from '@leadsignal/contracts';
import { UsersRepository, type AdminUserRecord } from './users.repository';

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly dataSource: DataSource,
  ) {}

  async me(caller: AuthUser): Promise<MeResponse> {
    const user = await this.users.findById(caller.id);
    // The guard loaded this user a moment ago; it can only be gone if deleted in between.
    if (!user) throw ApiError.unauthorized();
    return {
      ...toCurrentUser(user),
      monthlyAvailableCredits: user.monthlyAvailableCredits,
      downloadLimit: user.downloadLimit,
      notificationCount: await this.users.countUnreadNotifications(user.id),
      mustChangePassword: user.mustChangePassword,
    };
  }

  async updateProfile(caller: AuthUser, profile: UpdateProfileRequest): Promise<MeResponse> {
    if (!(await this.users.updateProfile(caller.id, profile.firstName, profile.lastName)))
      throw ApiError.unauthorized();
    return this.me(caller);
  }

  async list(query: ListUsersQuery): Promise<UserPage> {
    const { rows, totalCount } = await this.users.list({ ...query, search: query.search || undefined });
    return { items: rows.map(toAdminUser), totalCount };
  }

  async get(id: string): Promise<AdminUser> {
    const user = await this.users.findForAdmin(id);
    if (!user) throw ApiError.notFound('User not found.');
    return toAdminUser(user);
  }

  async update(caller: AuthUser, id: string, changes: UpdateUserRequest): Promise<AdminUser> {
    return this.dataSource.transaction(async (manager) => {
      const users = this.users.in(manager);
      if (!(await users.findForAdmin(id))) throw ApiError.notFound('User not found.');
      // Admins cannot lock themselves out; another admin can.
      if (id === caller.id && changes.isDisabled) {
        throw ApiError.unprocessable('You cannot disable your own account.', 'isDisabled');
      }
      if (changes.roleIds) {
        const roleIds = [...new Set(changes.roleIds)];
        if ((await users.existingRoleIds(roleIds)).length !== roleIds.length) {
          throw ApiError.unprocessable('One of the roles does not exist.', 'roleIds');
        }
        if (id === caller.id && !(await users.permissionsOfRoles(roleIds)).includes(PERMISSIONS.adminUsers)) {
          throw ApiError.unprocessable('You cannot remove your own access to user management.', 'roleIds');
        }
        await users.setRoles(id, roleIds);
      }
      await users.applyAdminChanges(id, changes);
      const updated = await users.findForAdmin(id);
      if (!updated) throw ApiError.notFound('User not found.');
      return toAdminUser(updated);
    });
  }
}

function toAdminUser(user: AdminUserRecord): AdminUser {
  return {
    ...toCurrentUser(user),
    isDisabled: user.isDisabled,
    emailConfirmed: user.emailConfirmedAt !== null,
    mustChangePassword: user.mustChangePassword,
    hasPassword: user.passwordHash !== null,
    hasGoogleSignIn: user.googleSubject !== null,
    monthlyAvailableCredits: user.monthlyAvailableCredits,
    downloadLimit: user.downloadLimit,
    roles: user.roles,
  };
}
