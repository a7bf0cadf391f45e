// Invitations (docs/admin.md, Invite): an admin creates a teammate's account — default role, no password,
// address not confirmed — and mails a one-time link; the invitee opens it and chooses a password, which
// also confirms the address (only the owner of the mailbox can have the link).
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  INVITE_EMAIL_TAKEN_REASON,
  ROLES,
  type AcceptInviteRequest,
  type AcceptInviteResponse,
  type InviteUserRequest,
  type InviteUserResponse,
} from '@leadsignal/contracts';
import { APP_CONFIG, type Env, DomainError, type Queryable } from '@leadsignal/server-core';
import { AuthTokensRepository } from './auth-tokens.repository';
import { DISABLED_REASON } from './auth.service';
import { hashOneTimeToken, newOneTimeToken, TOKEN_TTL_MINUTES } from './one-time-tokens';
import { hashPassword } from './passwords';
import { AccountMail, AttemptLimiter, type AccountCaller } from './ports';
import { UsersRepository } from './users.repository';

export const BAD_INVITE_LINK =
  'This invitation link is invalid, has expired or was used already. Ask your administrator for a new one, or use "Forgot password" on the sign-in page.';

@Injectable()
export class InvitesService {
  private readonly appUrl: string;

  constructor(
    @Inject(APP_CONFIG) config: Env,
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly tokens: AuthTokensRepository,
    private readonly mail: AccountMail,
    private readonly rateLimiter: AttemptLimiter,
  ) {
    this.appUrl = config.APP_URL.replace(/\/+$/, '');
  }

  /**
   * Creates the account and queues the invitation mail in one transaction: if the mail cannot be queued,
   * no account without a way in remains. 409 when the address already has an account (invited or not).
   */
  async invite(
    caller: AccountCaller,
    body: InviteUserRequest,
    options: { within?: (tx: Queryable, userId: string) => Promise<void> } = {},
  ): Promise<InviteUserResponse> {
    const ttlMinutes = TOKEN_TTL_MINUTES.invite;
    const id = await this.dataSource.transaction(async (manager) => {
      const userId = await this.users.in(manager).create(
        {
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          passwordHash: null,
          emailConfirmed: false,
        },
        ROLES.user,
      );
      if (!userId) return null;
      // What else the invitation is (a team's, libs/teams): in the same transaction, before the mail is queued.
      if (options.within) await options.within(manager, userId);
      await this.issueAndMail(manager, caller, { id: userId, email: body.email, firstName: body.firstName });
      return userId;
    });
    if (!id) throw DomainError.conflict(INVITE_EMAIL_TAKEN_REASON, 'email');
    return { id, email: body.email, expiresOn: new Date(Date.now() + ttlMinutes * 60_000).toISOString() };
  }

  /**
   * A new link for an invited account that has not accepted yet (a team's "Resend"): the earlier links end.
   * False when the account has accepted already (it has a password) or does not exist.
   */
  async reissue(caller: AccountCaller, userId: string): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.in(manager).findById(userId);
      if (!user || user.passwordHash !== null || user.googleSubject !== null) return false;
      await this.tokens.in(manager).expireUnused(userId, 'invite');
      await this.issueAndMail(manager, caller, user);
      return true;
    });
  }

  /** Ends the invitation links of an account that never accepted (a team's "Revoke"), in the caller's transaction. */
  async withdraw(tx: Queryable, userId: string): Promise<void> {
    await this.tokens.in(tx).expireUnused(userId, 'invite');
  }

  private async issueAndMail(
    tx: Queryable,
    caller: AccountCaller,
    invitee: { id: string; email: string; firstName: string },
  ): Promise<void> {
    const { token, hash } = newOneTimeToken();
    await this.tokens.in(tx).issue(invitee.id, 'invite', hash, TOKEN_TTL_MINUTES.invite);
    const inviterName = `${caller.firstName} ${caller.lastName}`.trim() || caller.email;
    await this.mail.send({
      to: invitee.email,
      template: 'invite',
      variables: { firstName: invitee.firstName, inviterName, link: `${this.appUrl}/acceptinvite?token=${token}` },
    });
  }

  /**
   * Uses the link: sets the password, confirms the address and ends the other invitation links — one
   * transaction, so a refused accept leaves the link unused. Unknown, expired and used links are a 400.
   * Answers the invitee's address, which the SPA fills in on the sign-in page.
   */
  async accept(body: AcceptInviteRequest, ip: string): Promise<AcceptInviteResponse> {
    const tokenHash = hashOneTimeToken(body.token);
    await this.rateLimiter.hit('accept-invite', { ip, token: tokenHash });
    const passwordHash = await hashPassword(body.password);
    return this.dataSource.transaction(async (manager) => {
      const tokens = this.tokens.in(manager);
      const users = this.users.in(manager);
      const userId = await tokens.consume(tokenHash, 'invite');
      if (!userId) throw DomainError.invalid(BAD_INVITE_LINK, 'token');
      const user = await users.findById(userId);
      if (!user) throw DomainError.invalid(BAD_INVITE_LINK, 'token');
      if (user.isDisabled) throw DomainError.unauthenticated(DISABLED_REASON);
      // setPassword also confirms the address.
      await users.setPassword(userId, passwordHash);
      await tokens.expireUnused(userId, 'invite');
      return { email: user.email };
    });
  }
}
