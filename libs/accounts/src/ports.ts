// What accounts need from beside them and the app supplies (AccountsModule.forRoot): accounts sit on the
// same tier as mail and credits, so they name the service they need here instead of importing it.
import type { MailJob, Permission } from '@leadsignal/contracts';
import type { Queryable } from '@leadsignal/server-core';

/** The signed-in user a service acts for (the API's AuthUser satisfies it). */
export interface AccountCaller {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** What the caller's roles grant. */
  permissions: ReadonlySet<Permission>;
  /** The token version of the caller's session. */
  tokenVersion: number;
}

/** Records and queues an e-mail (the app binds @leadsignal/mail's MailService). */
export abstract class AccountMail {
  abstract send(mail: MailJob): Promise<void>;
}

export type AttemptAction =
  | 'login'
  | 'sign-up'
  | 'sign-up-daily'
  | 'forgot-password'
  | 'reset-password'
  | 'change-password'
  | 'resend-confirmation'
  | 'accept-invite';

/**
 * Counts one attempt against every key (`{ ip, account }`; empty values skipped) and refuses (429) when any is
 * over the limit of its window (the app binds its Redis throttle).
 */
export abstract class AttemptLimiter {
  abstract hit(
    action: AttemptAction,
    keys: Record<string, string | undefined>,
    per?: { limit: number; windowMs: number },
  ): Promise<void>;
}

/**
 * An account's credits, which @leadsignal/credits alone writes (the app binds its CreditsService): a new
 * account's starting credits and download limit, and an admin's change of the limit, each in the caller's
 * transaction.
 */
export abstract class AccountCredits {
  abstract open(tx: Queryable, userId: string, start: { credits: number; downloadLimit: number }): Promise<void>;
  abstract setDownloadLimit(tx: Queryable, userId: string, downloadLimit: number): Promise<void>;
}
