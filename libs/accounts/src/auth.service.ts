// Sign-up, sign-in (password or Google), e-mail confirmation, password change and reset: the account
// rules. A successful sign-in answers the user; the API turns it into an access token.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ROLES,
  type ChangePasswordRequest,
  type ConfirmEmailResponse,
  type EmailTemplateKey,
  type LoginRequest,
  type SignUpRequest,
} from '@leadsignal/contracts';
import { APP_CONFIG, type Env, DomainError } from '@leadsignal/server-core';
import { AuthTokensRepository, type AuthTokenPurpose } from './auth-tokens.repository';
import { GoogleIdentity } from './google-identity';
import { hashOneTimeToken, newOneTimeToken, TOKEN_TTL_MINUTES } from './one-time-tokens';
import { hashPassword, verifyPassword } from './passwords';
import { AccountCredits, AccountMail, AttemptLimiter, type AccountCaller } from './ports';
import { UsersRepository, type UserRecord } from './users.repository';

export const DISABLED_REASON = 'This account has been disabled. Contact your administrator.';

export const FORGOT_PASSWORD_ANSWER = {
  message: 'If an account exists for this e-mail address, we sent it a link to choose a new password.',
};

export const RESEND_CONFIRMATION_ANSWER = {
  message: 'If this address has an account waiting for confirmation, we sent it a new link.',
};

/** The least time between two confirmation mails to one account (sign-in attempts and "resend" alike). */
export const CONFIRMATION_RESEND_COOLDOWN_SECONDS = 60;
const DAY_MS = 86_400_000;

const WRONG_CREDENTIALS = 'Incorrect e-mail or password.';
const UNCONFIRMED = 'Confirm your e-mail address first. We sent you a link.';
const BAD_CONFIRM_LINK = 'This confirmation link is invalid or has expired. Sign in to get a new one.';
const BAD_RESET_LINK = 'This password reset link is invalid or has expired. Ask for a new one.';

@Injectable()
export class AuthService implements OnModuleDestroy {
  private readonly logger = new Logger('Auth');
  private readonly appUrl: string;
  /** Accounts one IP may make a (UTC) day: sign-ups and first Google sign-ins (0 = no daily limit). */
  private readonly newAccountsPerIpPerDay: number;
  /** Top-up credits a self-signed-up account starts with (SIGNUP_FREE_CREDITS). */
  private readonly signUpCredits: number;
  /** Work that finishes after the answer was sent (forgot-password); awaited on shutdown. */
  private readonly background = new Set<Promise<void>>();

  constructor(
    @Inject(APP_CONFIG) config: Env,
    @Inject(DataSource) private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly tokens: AuthTokensRepository,
    private readonly mail: AccountMail,
    private readonly google: GoogleIdentity,
    private readonly rateLimiter: AttemptLimiter,
    private readonly credits: AccountCredits,
  ) {
    this.appUrl = config.APP_URL.replace(/\/+$/, '');
    this.newAccountsPerIpPerDay = config.SIGN_UPS_PER_IP_PER_DAY;
    this.signUpCredits = config.SIGNUP_FREE_CREDITS;
  }

  /** The user signing in with e-mail and password. */
  async login({ email, password }: LoginRequest, ip: string): Promise<UserRecord> {
    // Counted per IP and per IP + account, not per account alone: wrong passwords sent from elsewhere
    // must not lock the owner out (docs/security.md, sign-in throttling).
    await this.rateLimiter.hit('login', { ip, ipAccount: `${ip} ${email}` });
    const user = await this.users.findByEmail(email);
    // Always verify (against a dummy hash for unknown e-mails) so timing does not reveal accounts.
    const matches = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !matches) throw DomainError.unauthenticated(WRONG_CREDENTIALS);
    if (user.isDisabled) throw DomainError.unauthenticated(DISABLED_REASON);
    if (!user.emailConfirmedAt) {
      await this.resendConfirmation(user);
      throw DomainError.forbidden(UNCONFIRMED);
    }
    return user;
  }

  /** The user signing in with a Google credential: linked to the account of its address, or a new account. */
  async loginWithGoogle(idToken: string, ip: string): Promise<UserRecord> {
    await this.rateLimiter.hit('login', { ip });
    const profile = await this.google.verify(idToken);
    let user = await this.users.findByGoogleSubject(profile.subject);
    if (!user) {
      const sameEmail = await this.users.findByEmail(profile.email);
      if (sameEmail?.googleSubject) {
        throw DomainError.conflict('This e-mail address is linked to a different Google account.');
      }
      if (sameEmail) {
        await this.users.linkGoogleAccount(sameEmail.id, profile.subject);
      } else {
        // A first Google sign-in makes an account: counted like a sign-up from this IP.
        await this.limitNewAccounts(ip);
        const created = await this.dataSource.transaction(async (manager) => {
          const userId = await this.users
            .in(manager)
            .create(
              { ...profile, passwordHash: null, googleSubject: profile.subject, emailConfirmed: true },
              ROLES.user,
            );
          if (userId) await this.openSignUpCredits(manager, userId);
          return userId;
        });
        if (created) await this.sendQuietly(profile.email, 'welcome', profile.firstName, `${this.appUrl}/home`);
      }
      // Also covers a concurrent first sign-in with the same Google account.
      user = await this.users.findByGoogleSubject(profile.subject);
      if (!user) throw DomainError.conflict('Google sign-in could not be completed. Try again.');
    }
    if (user.isDisabled) throw DomainError.unauthenticated(DISABLED_REASON);
    return user;
  }

  /** Creates an unconfirmed account and mails the confirmation link; 409 when the e-mail is taken. */
  async signUp(body: SignUpRequest, ip: string): Promise<{ id: string }> {
    await this.rateLimiter.hit('sign-up', { ip, account: body.email });
    await this.limitNewAccounts(ip);
    const passwordHash = await hashPassword(body.password);
    // The mail is queued inside the transaction: if it cannot be, no half-made account remains.
    const id = await this.dataSource.transaction(async (manager) => {
      const userId = await this.users.in(manager).create(
        {
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          passwordHash,
          emailConfirmed: false,
        },
        ROLES.user,
      );
      if (!userId) return null;
      await this.openSignUpCredits(manager, userId);
      const token = await this.issueToken(this.tokens.in(manager), userId, 'confirm_email');
      await this.mail.send(this.linkMail(body.email, 'confirm-email', body.firstName, `/login?confirmToken=${token}`));
      return userId;
    });
    if (!id)
      throw DomainError.conflict(
        'An account with this e-mail address already exists. Sign in or reset your password.',
        'email',
      );
    return { id };
  }

  /** A self-signed-up account's starting credits (an opening ledger row; nothing when 0), in its transaction. */
  private async openSignUpCredits(manager: EntityManager, userId: string): Promise<void> {
    if (this.signUpCredits > 0)
      await this.credits.open(manager, userId, { credits: this.signUpCredits, downloadLimit: 0 });
  }

  /**
   * Confirms the address of the link's account. A link opened again once the address is confirmed (this
   * link or another one) answers alreadyConfirmed instead of "invalid": the account is fine.
   */
  async confirmEmail(token: string): Promise<ConfirmEmailResponse> {
    const tokenHash = hashOneTimeToken(token);
    const confirmed = await this.dataSource.transaction(async (manager) => {
      const userId = await this.tokens.in(manager).consume(tokenHash, 'confirm_email');
      if (!userId) return null;
      const users = this.users.in(manager);
      return (await users.confirmEmail(userId)) ? users.findById(userId) : undefined;
    });
    if (confirmed === null) {
      const owner = await this.tokens.ownerOf(tokenHash, 'confirm_email');
      const user = owner ? await this.users.findById(owner) : undefined;
      if (user?.emailConfirmedAt) return { alreadyConfirmed: true };
      throw DomainError.invalid(BAD_CONFIRM_LINK, 'token');
    }
    if (!confirmed) return { alreadyConfirmed: true };
    await this.sendQuietly(confirmed.email, 'welcome', confirmed.firstName, `${this.appUrl}/home`);
    return { alreadyConfirmed: false };
  }

  /** Answers the same whether or not the account exists; the lookup and mail happen after the answer. */
  async forgotPassword(email: string, ip: string): Promise<typeof FORGOT_PASSWORD_ANSWER> {
    await this.rateLimiter.hit('forgot-password', { ip, account: email });
    const work = this.sendResetLink(email)
      .catch((error: unknown) => this.logger.error(`Password reset mail not sent: ${(error as Error).message}`))
      .finally(() => this.background.delete(work));
    this.background.add(work);
    return FORGOT_PASSWORD_ANSWER;
  }

  /** "Send the link again": answers the same whether or not the account exists or needs it. */
  async resendConfirmationLink(email: string, ip: string): Promise<typeof RESEND_CONFIRMATION_ANSWER> {
    await this.rateLimiter.hit('resend-confirmation', { ip, account: email });
    const user = await this.users.findByEmail(email);
    if (user && !user.isDisabled && !user.emailConfirmedAt) await this.resendConfirmation(user);
    return RESEND_CONFIRMATION_ANSWER;
  }

  async resetPassword(token: string, password: string, ip: string): Promise<Record<string, never>> {
    const tokenHash = hashOneTimeToken(token);
    await this.rateLimiter.hit('reset-password', { ip, token: tokenHash });
    const passwordHash = await hashPassword(password);
    await this.dataSource.transaction(async (manager) => {
      const tokens = this.tokens.in(manager);
      const users = this.users.in(manager);
      const userId = await tokens.consume(tokenHash, 'reset_password');
      if (!userId) throw DomainError.invalid(BAD_RESET_LINK, 'token');
      const user = await users.findById(userId);
      // Thrown inside the transaction, so the link stays unused.
      if (!user) throw DomainError.invalid(BAD_RESET_LINK, 'token');
      if (user.isDisabled) throw DomainError.unauthenticated(DISABLED_REASON);
      await users.setPassword(userId, passwordHash);
      await tokens.expireUnused(userId, 'reset_password');
    });
    return {};
  }

  /**
   * Sets a new password and revokes every session (the token version moves on); answers the updated user,
   * for a fresh token of this session.
   */
  async changePassword(caller: AccountCaller, body: ChangePasswordRequest): Promise<UserRecord> {
    await this.rateLimiter.hit('change-password', { account: caller.id });
    const user = await this.users.findById(caller.id);
    if (!user) throw DomainError.unauthenticated();
    if (!user.passwordHash) {
      throw DomainError.unprocessable(
        'Your account signs in with Google and has no password yet. Use "Forgot password" on the sign-in page to set one.',
        'currentPassword',
      );
    }
    if (!(await verifyPassword(user.passwordHash, body.currentPassword))) {
      throw DomainError.invalid('The current password is not correct.', 'currentPassword');
    }
    if (body.newPassword === body.currentPassword) {
      throw DomainError.invalid('Choose a new password that differs from the current one.', 'newPassword');
    }
    const tokenVersion = await this.users.setPassword(
      user.id,
      await hashPassword(body.newPassword),
      caller.tokenVersion,
    );
    // Null: the session was revoked (e.g. sign out everywhere) while we were hashing.
    if (tokenVersion === null) throw DomainError.unauthenticated();
    const updated = await this.users.findById(user.id);
    if (!updated) throw DomainError.unauthenticated();
    return updated;
  }

  /** Revokes every access token of the caller, this one included. */
  async signOutEverywhere(caller: AccountCaller): Promise<Record<string, never>> {
    await this.users.bumpTokenVersion(caller.id);
    return {};
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.allSettled([...this.background]);
  }

  /**
   * Accounts from one IP a day, on top of the minute's limit: each free account gets its own search limits, so
   * many of them from one place would add up to one user's share many times over (docs/security.md, "Fair
   * share").
   */
  private async limitNewAccounts(ip: string): Promise<void> {
    if (!this.newAccountsPerIpPerDay) return;
    await this.rateLimiter.hit('sign-up-daily', { ip }, { limit: this.newAccountsPerIpPerDay, windowMs: DAY_MS });
  }

  private async sendResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.isDisabled) return;
    await this.dataSource.transaction(async (manager) => {
      const tokens = this.tokens.in(manager);
      await tokens.expireUnused(user.id, 'reset_password');
      const token = await this.issueToken(tokens, user.id, 'reset_password');
      await this.mail.send(
        this.linkMail(user.email, 'reset-password', user.firstName, `/resetpassword?token=${token}`),
      );
    });
  }

  /**
   * A sign-in attempt of an unconfirmed account, or "resend" on the sign-in screen, mails a fresh link —
   * at most one per CONFIRMATION_RESEND_COOLDOWN_SECONDS per account (counted in PostgreSQL from the
   * newest link's issue time, the user row locked so concurrent attempts send one). Earlier links stay
   * valid until they expire: whichever mail arrives works.
   */
  private async resendConfirmation(user: UserRecord): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        await this.users.in(manager).lock(user.id);
        const tokens = this.tokens.in(manager);
        if (await tokens.issuedWithin(user.id, 'confirm_email', CONFIRMATION_RESEND_COOLDOWN_SECONDS)) return;
        const token = await this.issueToken(tokens, user.id, 'confirm_email');
        await this.mail.send(
          this.linkMail(user.email, 'confirm-email', user.firstName, `/login?confirmToken=${token}`),
        );
      });
    } catch (error) {
      // The answer (403, confirm first) stands; the next attempt tries again.
      this.logger.error(`Confirmation mail not resent: ${(error as Error).message}`);
    }
  }

  private async issueToken(tokens: AuthTokensRepository, userId: string, purpose: AuthTokenPurpose): Promise<string> {
    const { token, hash } = newOneTimeToken();
    await tokens.issue(userId, purpose, hash, TOKEN_TTL_MINUTES[purpose]);
    return token;
  }

  private linkMail(to: string, template: EmailTemplateKey, firstName: string, path: string) {
    return { to, template, variables: { firstName, link: `${this.appUrl}${path}` } };
  }

  /** For mails a user can do without (welcome): failure is logged, the call still succeeds. */
  private async sendQuietly(to: string, template: EmailTemplateKey, firstName: string, link: string): Promise<void> {
    try {
      await this.mail.send({ to, template, variables: { firstName, link } });
    } catch (error) {
      this.logger.error(`The ${template} mail to a user was not queued: ${(error as Error).message}`);
    }
  }
}
