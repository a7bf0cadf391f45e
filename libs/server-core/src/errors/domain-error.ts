// Errors the shared services raise for a caller to answer: each names what went wrong in the domain's terms
// (not found, not enough credit, conflict …) with the reason a user reads. The API's exception filter maps
// the kind to its HTTP status; the worker decides from the kind whether retrying can help.
export type DomainErrorKind =
  | 'invalid'
  | 'not-found'
  | 'insufficient-credit'
  | 'conflict'
  | 'unprocessable'
  | 'too-many'
  | 'timeout'
  | 'unavailable';

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
  static notFound(reason: string): DomainError {
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
  static unavailable(reason: string): DomainError {
    return new DomainError('unavailable', reason);
  }
}

export function isDomainError(error: unknown, kind?: DomainErrorKind): error is DomainError {
  return error instanceof DomainError && (kind === undefined || error.kind === kind);
}
