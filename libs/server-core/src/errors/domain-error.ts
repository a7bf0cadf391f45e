// The one error type: every service, guard, pipe and controller throws a DomainError naming what went wrong in
// the domain's terms (not found, not enough credit, conflict …) with the reason a user reads. The API's
// exception filter maps the kind to its HTTP status and the contract's error shape once
// (apps/api/src/common/errors/all-exceptions.filter.ts); the worker decides from the kind whether retrying can help.
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'insufficient-credit'
  | 'conflict'
  | 'unprocessable'
  | 'too-many'
  | 'timeout'
  | 'unavailable'
  | 'upstream';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly reason: string,
    readonly field?: string,
    /** When the same request may succeed again (a 429's Retry-After), if known. */
    readonly retryAfterSeconds?: number,
  ) {
    super(reason);
    this.name = 'DomainError';
  }

  static invalid(reason: string, field?: string): DomainError {
    return new DomainError('invalid', reason, field);
  }
  /** The caller is not signed in, or their session or token is not valid. */
  static unauthenticated(reason = 'You are not signed in or your session has expired.'): DomainError {
    return new DomainError('unauthenticated', reason);
  }
  static forbidden(reason = 'You do not have permission to do this.'): DomainError {
    return new DomainError('forbidden', reason);
  }
  static notFound(reason = 'Not found.'): DomainError {
    return new DomainError('not-found', reason);
  }
  static insufficientCredit(reason: string): DomainError {
    return new DomainError('insufficient-credit', reason);
  }
  static conflict(reason: string, field?: string): DomainError {
    return new DomainError('conflict', reason, field);
  }
  static unprocessable(reason: string, field?: string): DomainError {
    return new DomainError('unprocessable', reason, field);
  }
  static tooMany(reason: string, retryAfterSeconds?: number): DomainError {
    return new DomainError('too-many', reason, undefined, retryAfterSeconds);
  }
  /** The work took longer than it may (a statement timeout): the same request may succeed later or narrower. */
  static timeout(reason: string): DomainError {
    return new DomainError('timeout', reason);
  }
  /** Too many attempts of one kind (sign-in, sign-up …): the reason says how long to wait, as a person reads it. */
  static tooManyAttempts(retryAfterSeconds: number): DomainError {
    return DomainError.tooMany(`Too many attempts. Try again in ${waitText(retryAfterSeconds)}.`, retryAfterSeconds);
  }
  static unavailable(reason: string, field?: string): DomainError {
    return new DomainError('unavailable', reason, field);
  }
  /** A service this one depends on (the payment provider) failed or could not be reached. */
  static upstream(reason: string): DomainError {
    return new DomainError('upstream', reason);
  }
}

export function isDomainError(error: unknown, kind?: DomainErrorKind): error is DomainError {
  return error instanceof DomainError && (kind === undefined || error.kind === kind);
}

/** "45 seconds", "12 minutes", "5 hours": a wait as a person reads it (seconds up to two minutes). */
function waitText(seconds: number): string {
  if (seconds <= 120) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
