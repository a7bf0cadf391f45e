// Turns every failure — a thrown DomainError (the one error type), validation, unknown route, Nest's own
// HttpExceptions, body-parser errors, unexpected crashes — into the contract's error shape, and never sends a
// stack trace.
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ZodError } from 'zod';
import { isErrorBody, type ErrorBody } from '@leadsignal/contracts';
import { DomainError, withoutQuery, type DomainErrorKind } from '@leadsignal/server-core';
import { zodErrorToItems } from '../validation/zod-errors';

/** The HTTP status of each kind of error the shared services raise. */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  'insufficient-credit': HttpStatus.PAYMENT_REQUIRED,
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  unprocessable: HttpStatus.UNPROCESSABLE_ENTITY,
  'too-many': HttpStatus.TOO_MANY_REQUESTS,
  timeout: HttpStatus.SERVICE_UNAVAILABLE,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  upstream: HttpStatus.BAD_GATEWAY,
};

const REASONS: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'You are not signed in or your session has expired.',
  403: 'You do not have permission to do this.',
  404: 'Not found.',
  429: 'Too many requests.',
};

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const response = ctx.getResponse<Response>();
    const request = ctx.getRequest<Request>();
    const body = this.toBody(exception, request);
    if (body.statusCode >= 500) {
      this.logger.error(
        { err: exception, method: request.method, url: withoutQuery(request.originalUrl) },
        `Unhandled error on ${request.method} ${request.path}`,
      );
    }
    if (exception instanceof DomainError && exception.retryAfterSeconds !== undefined && !response.headersSent) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    if (response.headersSent) return;
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, request: Request): ErrorBody {
    if (exception instanceof DomainError) {
      return {
        statusCode: DOMAIN_ERROR_STATUS[exception.kind],
        errors: [{ reason: exception.reason, field: exception.field }],
      };
    }
    if (exception instanceof ZodError) {
      return { statusCode: 400, errors: zodErrorToItems(exception) };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      if (isErrorBody(payload)) return payload;
      if (
        status === HttpStatus.NOT_FOUND &&
        /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)/.test(exception.message)
      ) {
        return { statusCode: 404, errors: [{ reason: `No such route: ${request.method} ${request.path}.` }] };
      }
      const message = typeof payload === 'object' && payload && 'message' in payload ? payload.message : payload;
      const reason = Array.isArray(message) ? String(message[0]) : typeof message === 'string' ? message : undefined;
      return { statusCode: status, errors: [{ reason: reason || REASONS[status] || 'The request failed.' }] };
    }
    return { statusCode: 500, errors: [{ reason: 'Something went wrong on our side. Please try again.' }] };
  }
}
