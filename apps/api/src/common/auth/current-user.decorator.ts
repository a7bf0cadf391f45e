// The signed-in caller as the guards loaded it: `@CurrentUser() user: AuthUser` in a controller.
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Permission } from '@leadsignal/contracts';
import { DomainError } from '@leadsignal/server-core';

export interface AuthUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** What the user's roles grant, as read at most AUTH_CACHE_TTL_MS ago (auth/auth-user-cache.ts). */
  permissions: ReadonlySet<Permission>;
  /** The token version the access token carries; equal to the user's current one. */
  tokenVersion: number;
  mustChangePassword: boolean;
}

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser => {
  const user = ctx.switchToHttp().getRequest<{ user?: AuthUser }>().user;
  // Only reachable on a @Public() route, where asking for the caller is a programming error.
  if (!user) throw DomainError.unauthenticated();
  return user;
});
