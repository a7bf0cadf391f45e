// Teams (docs/teams.md): a workspace's members, roles and monthly caps, and its invitations. An invitation to an
// address without an account creates the account inside the team (the admin's invitation mail and page, libs/
// accounts); one to an existing account is accepted by its owner after signing in, and moves them in with their
// balance (libs/credits' moveToWorkspace). Owners and managers manage; every member sees the pool and their cap.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  canManageTeam,
  type LedgerPage,
  type Team,
  type TeamInvitation,
  type TeamInvitationRequest,
  type TeamLedgerQuery,
  type TeamUsage,
  type UpdateTeamMemberRequest,
} from '@leadsignal/contracts';
import {
  hashOneTimeToken,
  InvitesService,
  newOneTimeToken,
  TOKEN_TTL_MINUTES,
  UsersRepository,
  type AccountCaller,
} from '@leadsignal/accounts';
import { CreditsService, LedgerRepository } from '@leadsignal/credits';
import { MailService } from '@leadsignal/mail';
import { APP_CONFIG, DomainError, type Env } from '@leadsignal/server-core';
import { TeamsRepository, type Membership } from './teams.repository';

export const TEAM_MESSAGES = {
  manageOnly: "Only your team's owner and managers can do this.",
  memberNotFound: 'No member of your team has this id.',
  invitationNotFound: 'No invitation of your team has this id.',
  ownerFixed: "The owner's role cannot be changed and the owner cannot be removed.",
  notYourself: 'You cannot remove yourself from your team.',
  alreadyMember: 'This person is already in your team.',
  alreadyInvited: 'An invitation to this address is pending; resend it instead.',
  otherTeamMember:
    'This person belongs to another team with other members; they must leave it (or be removed) before joining yours.',
  badLink: 'This invitation link is invalid, was revoked or has expired. Ask for a new one.',
  wrongAccount: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  notPending: 'This invitation is no longer pending.',
  ownerCannotLeave: 'You own a team with other members; remove them before joining another team.',
} as const;

/** Days of spending the team page charts. */
export const TEAM_USAGE_DAYS = 30;

@Injectable()
export class TeamsService {
  private readonly appUrl: string;

  constructor(
    @Inject(APP_CONFIG) config: Env,
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
    private readonly invites: InvitesService,
    private readonly credits: CreditsService,
    private readonly ledger: LedgerRepository,
    private readonly mail: MailService,
  ) {
    this.appUrl = config.APP_URL.replace(/\/+$/, '');
  }

  private async membershipOf(userId: string): Promise<Membership> {
    const membership = await this.teams.membership(userId);
    if (!membership) throw DomainError.notFound('You are not in a team.');
    return membership;
  }

  private async managerOf(userId: string): Promise<Membership> {
    const membership = await this.membershipOf(userId);
    if (!canManageTeam(membership.role)) throw DomainError.forbidden(TEAM_MESSAGES.manageOnly);
    return membership;
  }

  async team(userId: string): Promise<Team> {
    const membership = await this.membershipOf(userId);
    const [balances, { used }, members] = await Promise.all([
      this.credits.balances(null, userId),
      this.credits.capOf(userId),
      canManageTeam(membership.role) ? this.teams.members(membership.workspaceId) : Promise.resolve([]),
    ]);
    return {
      id: membership.workspaceId,
      name: membership.name,
      role: membership.role,
      pool: { allowance: balances.allowance, topUp: balances.topUp },
      you: { monthlyCap: membership.monthlyCap, usedThisPeriod: used },
      members,
    };
  }

  async rename(userId: string, name: string): Promise<Team> {
    const membership = await this.managerOf(userId);
    await this.teams.rename(membership.workspaceId, name);
    return this.team(userId);
  }

  /**
   * Invites by e-mail. An address without an account gets one, already in the team with the role and cap, and the
   * invitation mail with its link to choose a password; an address with an account gets the team-invite mail with
   * a link to accept after signing in. 409 when the person is in the team already or an invitation is pending.
   */
  async invite(caller: AccountCaller, body: TeamInvitationRequest): Promise<TeamInvitation> {
    const membership = await this.managerOf(caller.id);
    const cap = body.monthlyCap ?? null;
    const existing = await this.users.findByEmail(body.email);
    let id: string | null = null;
    if (existing) {
      const theirs = await this.teams.membership(existing.id);
      if (theirs?.workspaceId === membership.workspaceId)
        throw DomainError.conflict(TEAM_MESSAGES.alreadyMember, 'email');
      id = await this.dataSource.transaction(async (tx) => {
        const teams = this.teams.in(tx);
        await teams.retireStale(membership.workspaceId, body.email);
        const { token, hash } = newOneTimeToken();
        const created = await teams.createInvitation({
          workspaceId: membership.workspaceId,
          email: body.email,
          role: body.role,
          monthlyCap: cap,
          invitedBy: caller.id,
          userId: null,
          tokenHash: hash,
          ttlMinutes: TOKEN_TTL_MINUTES.invite,
        });
        if (!created) return null;
        await this.sendJoinMail(caller, membership.name, existing, token);
        return created;
      });
    } else {
      const local = body.email.split('@')[0] ?? body.email;
      await this.dataSource.transaction((tx) => this.teams.in(tx).retireStale(membership.workspaceId, body.email));
      // An address someone signed up with meanwhile is a 409 of accounts; asked again, it is an existing account.
      await this.invites.invite(
        caller,
        { email: body.email, firstName: local.slice(0, 50), lastName: '' },
        {
          within: async (tx, userId) => {
            const teams = this.teams.in(tx);
            await teams.setMembership(userId, membership.workspaceId, body.role, cap);
            id = await teams.createInvitation({
              workspaceId: membership.workspaceId,
              email: body.email,
              role: body.role,
              monthlyCap: cap,
              invitedBy: caller.id,
              userId,
              // The account's own invite link (libs/accounts) is the way in; this hash only keeps rows unique.
              tokenHash: newOneTimeToken().hash,
              ttlMinutes: TOKEN_TTL_MINUTES.invite,
            });
            if (!id) throw DomainError.conflict(TEAM_MESSAGES.alreadyInvited, 'email');
          },
        },
      );
    }
    if (!id) throw DomainError.conflict(TEAM_MESSAGES.alreadyInvited, 'email');
    const [created] = await this.teams.invitations(membership.workspaceId, id);
    return created;
  }

  private async sendJoinMail(
    caller: AccountCaller,
    teamName: string,
    invitee: { email: string; firstName: string },
    token: string,
  ): Promise<void> {
    await this.mail.send({
      to: invitee.email,
      template: 'team-invite',
      variables: {
        firstName: invitee.firstName,
        inviterName: `${caller.firstName} ${caller.lastName}`.trim() || caller.email,
        teamName,
        link: `${this.appUrl}/team/join?token=${token}`,
      },
    });
  }

  async invitations(userId: string): Promise<TeamInvitation[]> {
    const membership = await this.managerOf(userId);
    return this.teams.invitations(membership.workspaceId);
  }

  /** A new link (and mail) for a pending invitation, valid 7 days again; the old link stops working. */
  async resend(caller: AccountCaller, id: string): Promise<TeamInvitation> {
    const membership = await this.managerOf(caller.id);
    const newAccount = await this.dataSource.transaction(async (tx) => {
      const teams = this.teams.in(tx);
      const invitation = await teams.invitation(membership.workspaceId, id);
      if (!invitation) throw DomainError.notFound(TEAM_MESSAGES.invitationNotFound);
      if (invitation.status !== 'pending') throw DomainError.conflict(TEAM_MESSAGES.notPending);
      const { token, hash } = newOneTimeToken();
      await teams.renewInvitation(id, hash, TOKEN_TTL_MINUTES.invite);
      if (invitation.userId) return invitation.userId;
      const invitee = await this.users.findByEmail(invitation.email);
      if (!invitee) throw DomainError.conflict(TEAM_MESSAGES.notPending);
      await this.sendJoinMail(caller, membership.name, invitee, token);
      return null;
    });
    // An account the invitation created gets a new link to choose its password (libs/accounts).
    if (newAccount && !(await this.invites.reissue(caller, newAccount))) {
      throw DomainError.conflict(TEAM_MESSAGES.notPending);
    }
    const [invitation] = await this.teams.invitations(membership.workspaceId, id);
    return invitation;
  }

  /**
   * Revokes a pending invitation: its link stops working. An account the invitation created and that never
   * accepted leaves the team (back to a workspace of its own) and its invitation links end.
   */
  async revoke(userId: string, id: string): Promise<void> {
    const membership = await this.managerOf(userId);
    await this.dataSource.transaction(async (tx) => {
      const teams = this.teams.in(tx);
      const invitation = await teams.invitation(membership.workspaceId, id);
      if (!invitation) throw DomainError.notFound(TEAM_MESSAGES.invitationNotFound);
      if (invitation.status !== 'pending') throw DomainError.conflict(TEAM_MESSAGES.notPending);
      await teams.setInvitationStatus(id, 'revoked');
      if (invitation.userId && !invitation.accountActive) {
        await this.invites.withdraw(tx, invitation.userId);
        await teams.returnHome(invitation.userId);
      }
    });
  }

  /**
   * A signed-in person accepts an e-mailed invitation to another team: they move in with the role and cap it
   * names, and their balance comes with them as top-ups (when they were alone in their workspace). An owner of a
   * team with other members must empty it first.
   */
  async accept(caller: AccountCaller, token: string): Promise<Team> {
    await this.dataSource.transaction(async (tx) => {
      const teams = this.teams.in(tx);
      const invitation = await teams.invitationByToken(hashOneTimeToken(token));
      if (!invitation || invitation.status !== 'pending' || invitation.expired || invitation.userId) {
        throw DomainError.invalid(TEAM_MESSAGES.badLink, 'token');
      }
      if (invitation.email.toLowerCase() !== caller.email.toLowerCase()) {
        throw DomainError.forbidden(TEAM_MESSAGES.wrongAccount);
      }
      const current = await teams.membership(caller.id, { lock: true });
      if (current?.workspaceId === invitation.workspaceId) throw DomainError.conflict(TEAM_MESSAGES.alreadyMember);
      if (current?.role === 'owner' && (await teams.members(current.workspaceId)).length > 1) {
        throw DomainError.conflict(TEAM_MESSAGES.ownerCannotLeave);
      }
      await this.credits.moveToWorkspace(tx, {
        userId: caller.id,
        reason: 'Joined a team: your credits moved into its pool',
        change: () => teams.setMembership(caller.id, invitation.workspaceId, invitation.role, invitation.monthlyCap),
      });
      await teams.setInvitationStatus(invitation.id, 'accepted');
    });
    return this.team(caller.id);
  }

  async updateMember(callerId: string, memberId: string, body: UpdateTeamMemberRequest): Promise<Team> {
    const membership = await this.managerOf(callerId);
    await this.dataSource.transaction(async (tx) => {
      const teams = this.teams.in(tx);
      const member = await teams.membership(memberId, { lock: true });
      if (!member || member.workspaceId !== membership.workspaceId) {
        throw DomainError.notFound(TEAM_MESSAGES.memberNotFound);
      }
      if (member.role === 'owner' && body.role !== undefined) throw DomainError.forbidden(TEAM_MESSAGES.ownerFixed);
      await teams.updateMember(memberId, { role: body.role, monthlyCap: body.monthlyCap });
    });
    return this.team(callerId);
  }

  /** Removes a member: they go back to a workspace of their own, empty; the pool and what it paid for stay. */
  async removeMember(callerId: string, memberId: string): Promise<void> {
    const membership = await this.managerOf(callerId);
    if (memberId === callerId) throw DomainError.forbidden(TEAM_MESSAGES.notYourself);
    await this.dataSource.transaction(async (tx) => {
      const teams = this.teams.in(tx);
      const member = await teams.membership(memberId, { lock: true });
      if (!member || member.workspaceId !== membership.workspaceId) {
        throw DomainError.notFound(TEAM_MESSAGES.memberNotFound);
      }
      if (member.role === 'owner') throw DomainError.forbidden(TEAM_MESSAGES.ownerFixed);
      await teams.returnHome(memberId);
    });
  }

  async usage(userId: string): Promise<TeamUsage> {
    const membership = await this.managerOf(userId);
    const [rows, members] = await Promise.all([
      this.ledger.poolUsage(membership.workspaceId, TEAM_USAGE_DAYS),
      this.teams.members(membership.workspaceId),
    ]);
    const days = [...new Set(rows.map((row) => row.day))].sort();
    return {
      days,
      members: members.map((member) => {
        const spent = new Map(rows.filter((row) => row.userId === member.userId).map((row) => [row.day, row.spent]));
        return { userId: member.userId, fullName: member.fullName, spent: days.map((day) => spent.get(day) ?? 0) };
      }),
    };
  }

  async ledgerPage(userId: string, query: TeamLedgerQuery): Promise<LedgerPage> {
    const membership = await this.managerOf(userId);
    return this.ledger.poolPage(membership.workspaceId, {
      page: query.page,
      pageSize: query.pageSize,
      memberId: query.member,
    });
  }
}
