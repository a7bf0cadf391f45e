// First global guard: every route not marked @Public() needs a valid, unrevoked bearer token.
// The passport-jwt strategy (auth/jwt.strategy.ts) verifies it and loads the user.
import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC_KEY } from './access.decorators';
import type { AuthUser } from './current-user.decorator';
import { DomainError } from '@leadsignal/server-core';

export const JWT_STRATEGY = 'jwt';

@Injectable()
export class JwtAuthGuard extends AuthGuard(JWT_STRATEGY) {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    if (isPublicRoute(this.reflector, context)) return true;
    return super.canActivate(context);
  }

  override handleRequest<TUser = AuthUser>(err: unknown, user: TUser | false, info: unknown): TUser {
    if (err) throw err;
    if (!user) {
      const expired = info instanceof Error && info.name === 'TokenExpiredError';
      throw DomainError.unauthenticated(expired ? 'Your session has expired. Sign in again.' : undefined);
    }
    return user;
  }
}

export function isPublicRoute(reflector: Reflector, context: ExecutionContext): boolean {
  return reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [context.getHandler(), context.getClass()]) === true;
}
