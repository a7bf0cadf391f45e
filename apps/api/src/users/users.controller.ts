import { Controller, Get, Put } from '@nestjs/common';
import {
  PERMISSIONS,
  listUsersQuerySchema,
  updateProfileSchema,
  updateUserSchema,
  type AdminUser,
  type ListUsersQuery,
  type MeResponse,
  type UpdateProfileRequest,
  type UpdateUserRequest,
  type UserPage,
} from '@leadsignal/contracts';
import { UsersService, type OwnAccount } from '@leadsignal/accounts';
import { AllowanceService, CreditsService } from '@leadsignal/credits';
import { NotificationsService } from '@leadsignal/notifications';
import { AllowedBeforePasswordChange, RequirePermissions, SignedIn } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { IdParam, ZodBody, ZodQuery } from '../common/validation/zod.pipe';

@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly allowance: AllowanceService,
    private readonly notifications: NotificationsService,
    private readonly credits: CreditsService,
  ) {}

  // users/me is declared before users/:id so "me" is never taken for an id.
  @SignedIn()
  @AllowedBeforePasswordChange()
  @Get('me')
  async me(@CurrentUser() user: AuthUser): Promise<MeResponse> {
    return this.complete(await this.users.me(user));
  }

  @SignedIn()
  @Put('me')
  async updateMe(
    @CurrentUser() user: AuthUser,
    @ZodBody(updateProfileSchema) body: UpdateProfileRequest,
  ): Promise<MeResponse> {
    return this.complete(await this.users.updateProfile(user, body));
  }

  @RequirePermissions(PERMISSIONS.adminUsers)
  @Get()
  list(@ZodQuery(listUsersQuerySchema) query: ListUsersQuery): Promise<UserPage> {
    return this.users.list(query);
  }

  @RequirePermissions(PERMISSIONS.adminUsers)
  @Get(':id')
  get(@IdParam('id', 'User not found.') id: string): Promise<AdminUser> {
    return this.users.get(id);
  }

  @RequirePermissions(PERMISSIONS.adminUsers)
  @Put(':id')
  update(
    @CurrentUser() user: AuthUser,
    @IdParam('id', 'User not found.') id: string,
    @ZodBody(updateUserSchema) body: UpdateUserRequest,
  ): Promise<AdminUser> {
    return this.users.update(user, id, body);
  }

  /**
   * The account with its subscription's monthly allowance and renewal day (none once it ended or was canceled)
   * and its unread notifications.
   */
  private async complete(account: OwnAccount): Promise<MeResponse> {
    const [subscription, notificationCount, cap] = await Promise.all([
      this.allowance.of(account.id),
      this.notifications.unreadCount(account.id),
      this.credits.capOf(account.id),
    ]);
    const renewing = subscription && subscription.status !== 'ended' && subscription.status !== 'canceled';
    return {
      ...account,
      notificationCount,
      monthlyAllowance: renewing ? subscription.monthlyCredits : 0,
      renewsOn: renewing ? subscription.nextRenewalOn : null,
      monthlyCap: cap.cap,
      capRemaining: cap.cap === null ? null : Math.max(0, cap.cap - cap.used),
    };
  }
}
