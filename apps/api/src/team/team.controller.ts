// The team calls (docs/teams.md): the caller's workspace, its members, invitations, usage and pool ledger.
// Every signed-in user has a team; what only owners and managers may do, TeamsService refuses with 403.
import { Controller, Delete, Get, HttpCode, Patch, Post } from '@nestjs/common';
import type { z } from 'zod';
import {
  acceptTeamInvitationRequestSchema,
  renameTeamRequestSchema,
  teamInvitationRequestSchema,
  teamLedgerQuerySchema,
  updateTeamMemberRequestSchema,
  type LedgerPage,
  type Team,
  type TeamInvitation,
  type TeamInvitationRequest,
  type TeamLedgerQuery,
  type TeamUsage,
  type UpdateTeamMemberRequest,
} from '@leadsignal/contracts';
import { TeamsService } from '@leadsignal/teams';
import { SignedIn } from '../common/auth/access.decorators';
import { CurrentUser, type AuthUser } from '../common/auth/current-user.decorator';
import { IdParam, ZodBody, ZodQuery } from '../common/validation/zod.pipe';

const NO_MEMBER = 'No member of your team has this id.';
const NO_INVITATION = 'No invitation of your team has this id.';

@Controller('team')
@SignedIn()
export class TeamController {
  constructor(private readonly teams: TeamsService) {}

  @Get()
  team(@CurrentUser() user: AuthUser): Promise<Team> {
    return this.teams.team(user.id);
  }

  @Patch()
  rename(
    @CurrentUser() user: AuthUser,
    @ZodBody(renameTeamRequestSchema) body: z.infer<typeof renameTeamRequestSchema>,
  ): Promise<Team> {
    return this.teams.rename(user.id, body.name);
  }

  @Get('invitations')
  invitations(@CurrentUser() user: AuthUser): Promise<TeamInvitation[]> {
    return this.teams.invitations(user.id);
  }

  @Post('invitations')
  invite(
    @CurrentUser() user: AuthUser,
    @ZodBody(teamInvitationRequestSchema) body: TeamInvitationRequest,
  ): Promise<TeamInvitation> {
    return this.teams.invite(user, body);
  }

  @Post('invitations/accept')
  @HttpCode(200)
  accept(
    @CurrentUser() user: AuthUser,
    @ZodBody(acceptTeamInvitationRequestSchema) body: z.infer<typeof acceptTeamInvitationRequestSchema>,
  ): Promise<Team> {
    return this.teams.accept(user, body.token);
  }

  @Post('invitations/:id/resend')
  @HttpCode(200)
  resend(@CurrentUser() user: AuthUser, @IdParam('id', NO_INVITATION) id: string): Promise<TeamInvitation> {
    return this.teams.resend(user, id);
  }

  @Delete('invitations/:id')
  async revoke(@CurrentUser() user: AuthUser, @IdParam('id', NO_INVITATION) id: string): Promise<{ id: string }> {
    await this.teams.revoke(user.id, id);
    return { id };
  }

  @Patch('members/:userId')
  updateMember(
    @CurrentUser() user: AuthUser,
    @IdParam('userId', NO_MEMBER) memberId: string,
    @ZodBody(updateTeamMemberRequestSchema) body: UpdateTeamMemberRequest,
  ): Promise<Team> {
    return this.teams.updateMember(user.id, memberId, body);
  }

  @Delete('members/:userId')
  async removeMember(
    @CurrentUser() user: AuthUser,
    @IdParam('userId', NO_MEMBER) memberId: string,
  ): Promise<{ userId: string }> {
    await this.teams.removeMember(user.id, memberId);
    return { userId: memberId };
  }

  @Get('usage')
  usage(@CurrentUser() user: AuthUser): Promise<TeamUsage> {
    return this.teams.usage(user.id);
  }

  @Get('ledger')
  ledger(@CurrentUser() user: AuthUser, @ZodQuery(teamLedgerQuerySchema) query: TeamLedgerQuery): Promise<LedgerPage> {
    return this.teams.ledgerPage(user.id, query);
  }
}
