// POST users/invite (admin.users) and POST auth/AcceptInvite (public: the link is the proof).
import { Controller, HttpCode, Ip, Post } from '@nestjs/common';
import {
  PERMISSIONS,
  acceptInviteRequestSchema,
  inviteUserSchema,
  type AcceptInviteRequest,
  type InviteUserRequest,
  type InviteUserResponse,
} from '@leadsignal/contracts';
import { InvitesService } from '@leadsignal/accounts';
import { Public, RequirePermissions } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { ZodBody } from '../common/validation/zod.pipe';

@Controller()
export class InvitesController {
  constructor(private readonly invites: InvitesService) {}

  @RequirePermissions(PERMISSIONS.adminUsers)
  @Post('users/invite')
  @HttpCode(201)
  invite(
    @CurrentUser() user: AuthUser,
    @ZodBody(inviteUserSchema) body: InviteUserRequest,
  ): Promise<InviteUserResponse> {
    return this.invites.invite(user, body);
  }

  @Public()
  @Post('auth/AcceptInvite')
  @HttpCode(200)
  accept(@ZodBody(acceptInviteRequestSchema) body: AcceptInviteRequest, @Ip() ip: string) {
    return this.invites.accept(body, ip);
  }
}
