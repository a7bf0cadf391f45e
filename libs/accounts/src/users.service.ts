// The signed-in user's own account (users/me) and the admin users page.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type {
  AdminUser,
  ListUsersQuery,
  MeResponse,
  UpdateProfileRequest,
  UpdateUserRequest,
  UserPage,
} from '@leadsignal/contracts';
import { DomainError, type Queryable, type UserRef } from '@leadsignal/server-core';
import { toCurrentUser } from './current-user';
import { AccountCredits, type AccountCaller } from './ports';
import { UsersRepository, type AdminUserRecord } from './users.repository';

/**
 * users/me as accounts know it: without the subscription's allowance (monthlyAllowance, renewsOn) and the unread
 * notifications (notificationCount), which the app adds from @leadsignal/credits and @leadsignal/notifications.
 */
export type OwnAccount = Omit<
  MeResponse,
  'monthlyAllowance' | 'renewsOn' | 'notificationCount' | 'monthlyCap' | 'capRemaining'
>;

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly credits: AccountCredits,
  ) {}

  async me(caller: UserRef): Promise<OwnAccount> {
    const user = await this.users.findById(caller.id);
    // The guard loaded this user a moment ago; it can only be gone if deleted in between.
    if (!user) throw DomainError.unauthenticated();
    return {
      ...toCurrentUser(user),
      monthlyAvailableCredits: user.monthlyAvailableCredits,
      allowanceCredits: user.allowanceCredits,
      topUpCredits: user.topUpCredits,
      downloadLimit: user.downloadLimit,
      mustChangePassword: user.mustChangePassword,
    };
  }

  async updateProfile(caller: UserRef, profile: UpdateProfileRequest): Promise<OwnAccount> {
    if (!(await this.users.updateProfile(caller.id, profile.firstName, profile.lastName)))
      throw DomainError.unauthenticated();
    return this.me(caller);
  }

  async list(query: ListUsersQuery): Promise<UserPage> {
    const { rows, totalCount } = await this.users.list({ ...query, search: query.search || undefined });
    return { items: rows.map(toAdminUser), totalCount };
  }

  async get(id: string): Promise<AdminUser> {
    const user = await this.users.findForAdmin(id);
    if (!user) throw DomainError.notFound('User not found.');
    return toAdminUser(user);
  }

  /**
   * The user another user may manage (credits, access): found, not the caller, and holding no permission the
   * caller lacks. Run in the transaction that makes the change.
   */
  async manageable(
    tx: Queryable,
    caller: AccountCaller,
    id: string,
    refusalToSelf: DomainError,
  ): Promise<AdminUserRecord> {
    const users = this.users.in(tx);
    const target = await users.findForAdmin(id);
    if (!target) throw DomainError.notFound('User not found.');
    if (target.id === caller.id) throw refusalToSelf;
    await requireBelow(users, caller, target);
    return target;
  }

  /**
   * An admin's change to a user (credits change only through the ledger: CreditsController). Nobody
   * changes their own roles, download limit, disabled state or password requirement here (another admin
   * must); another user can be changed only by someone holding every permission that user holds, a role
   * granted only by someone who holds every permission it grants; and no change may leave the product
   * without an enabled administrator. `id` is the parsed (lower-cased) id of the path.
   */
  async update(caller: AccountCaller, id: string, changes: UpdateUserRequest): Promise<AdminUser> {
    return this.dataSource.transaction(async (manager) => {
      const users = this.users.in(manager);
      await users.lockAdministratorChanges();
      const target = await users.findForAdmin(id);
      if (!target) throw DomainError.notFound('User not found.');
      if (target.id === caller.id) refuseChangesToSelf(target, changes);
      else await requireBelow(users, caller, target);
      if (changes.roleIds) {
        const roleIds = [...new Set(changes.roleIds)];
        if ((await users.existingRoleIds(roleIds)).length !== roleIds.length) {
          throw DomainError.unprocessable('One of the roles does not exist.', 'roleIds');
        }
        const added = roleIds.filter((roleId) => !target.roles.some((role) => role.id === roleId));
        const missing = (await users.permissionsOfRoles(added)).filter((p) => !caller.permissions.has(p));
        if (missing.length) {
          throw DomainError.forbidden(
            `You can grant only roles whose permissions you hold yourself; you do not hold ${missing.join(', ')}.`,
          );
        }
        await users.setRoles(id, roleIds);
      }
      await users.applyAdminChanges(id, changes);
      if (changes.downloadLimit !== undefined) await this.credits.setDownloadLimit(manager, id, changes.downloadLimit);
      if ((changes.roleIds || changes.isDisabled) && (await users.countEnabledAdministrators()) === 0) {
        throw DomainError.unprocessable(
          'This would leave no enabled administrator. Make someone else an administrator first.',
          changes.roleIds ? 'roleIds' : 'isDisabled',
        );
      }
      const updated = await users.findForAdmin(id);
      if (!updated) throw DomainError.notFound('User not found.');
      return toAdminUser(updated);
    });
  }
}

/** The admin API never changes the caller's own access or balance: another administrator must. */
function refuseChangesToSelf(self: AdminUserRecord, changes: UpdateUserRequest): void {
  if (changes.isDisabled !== undefined && changes.isDisabled !== self.isDisabled) {
    throw DomainError.unprocessable('You cannot disable your own account.', 'isDisabled');
  }
  if (changes.roleIds) {
    const current = self.roles.map((role) => role.id).sort();
    const wanted = [...new Set(changes.roleIds)].sort();
    if (current.join() !== wanted.join()) {
      throw DomainError.unprocessable('You cannot change your own roles; ask another administrator.', 'roleIds');
    }
  }
  if (changes.downloadLimit !== undefined && changes.downloadLimit !== self.downloadLimit) {
    throw DomainError.unprocessable('You cannot change your own download limit.', 'downloadLimit');
  }
  if (changes.mustChangePassword !== undefined && changes.mustChangePassword !== self.mustChangePassword) {
    throw DomainError.unprocessable('You cannot change your own password requirement.', 'mustChangePassword');
  }
}

/**
 * A user manager acts only on users below them: the target's permissions must all be the actor's too (the
 * rule that already governs granting a role), so a manager can neither demote, disable nor charge an admin.
 */
async function requireBelow(
  users: UsersRepository,
  caller: AccountCaller,
  target: Pick<AdminUserRecord, 'roles'>,
): Promise<void> {
  const held = await users.permissionsOfRoles(target.roles.map((role) => role.id));
  const missing = held.filter((permission) => !caller.permissions.has(permission));
  if (missing.length) {
    throw DomainError.forbidden(
      `You can change only users whose permissions you hold yourself; this user holds ${missing.join(', ')}.`,
    );
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
    allowanceCredits: user.allowanceCredits,
    topUpCredits: user.topUpCredits,
    downloadLimit: user.downloadLimit,
    roles: user.roles,
    team: user.team,
  };
}
