// The signed-in caller as the guards loaded it: `@CurrentUser() user: AuthUser` in a controller.
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AccountCaller } from '@leadsignal/accounts';
import { DomainError } from '@leadsignal/server-core';

/**
 * The caller accounts act for, as the guards loaded it: its permissions as read at most AUTH_CACHE_TTL_MS ago
 * (auth/auth-user-cache.ts), its token version the one the access token carries (equal to the user's current one).
 */
export interface AuthUser extends AccountCaller {
  mustChangePassword: boolean;
}

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser => {
  const user = ctx.switchToHttp().getRequest<{ user?: AuthUser }>().user;
  // Only reachable on a @Public() route, where asking for the caller is a programming error.
  if (!user) throw DomainError.unauthenticated();
  return user;
});
