// Errors are values in one shape: throw ApiError and the global filter answers it as is.
import { HttpException, HttpStatus } from '@nestjs/common';
import type { ApiErrorBody, ApiErrorItem } from '@leadsignal/contracts';

export class ApiError extends HttpException {
  constructor(status: number, errors: ApiErrorItem[], headers?: Record<string, string>) {
    super({ statusCode: status, errors } satisfies ApiErrorBody, status);
    this.headers = headers;
  }

  readonly headers?: Record<string, string>;

  static badRequest(reason: string, field?: string): ApiError {
    return new ApiError(HttpStatus.BAD_REQUEST, [{ reason, field }]);
  }
  static unauthorized(reason = 'You are not signed in or your session has expired.'): ApiError {
    return new ApiError(HttpStatus.UNAUTHORIZED, [{ reason }]);
  }
  static paymentRequired(reason: string): ApiError {
    return new ApiError(HttpStatus.PAYMENT_REQUIRED, [{ reason }]);
  }
  static forbidden(reason = 'You do not have permission to do this.'): ApiError {
    return new ApiError(HttpStatus.FORBIDDEN, [{ reason }]);
  }
  static notFound(reason = 'Not found.'): ApiError {
    return new ApiError(HttpStatus.NOT_FOUND, [{ reason }]);
  }
  static conflict(reason: string, field?: string): ApiError {
    return new ApiError(HttpStatus.CONFLICT, [{ reason, field }]);
  }
  static unprocessable(reason: string, field?: string): ApiError {
    return new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, [{ reason, field }]);
  }
  static tooManyRequests(retryAfterSeconds: number): ApiError {
    return new ApiError(
      HttpStatus.TOO_MANY_REQUESTS,
      [{ reason: `Too many attempts. Try again in ${waitText(retryAfterSeconds)}.` }],
      { 'Retry-After': String(retryAfterSeconds) },
    );
  }
  static unavailable(reason: string, field?: string): ApiError {
    return new ApiError(HttpStatus.SERVICE_UNAVAILABLE, [{ reason, field }]);
  }
}

/** "45 seconds", "12 minutes", "5 hours": a wait as a person reads it (seconds up to two minutes). */
function waitText(seconds: number): string {
  if (seconds <= 120) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}
