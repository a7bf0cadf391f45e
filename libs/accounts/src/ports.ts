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

/** Gives a new account its starting credits, in the transaction that created it (the credit ledger's job). */
export type OpeningCredits = (tx: Queryable, userId: string, credits: number) => Promise<void>;
