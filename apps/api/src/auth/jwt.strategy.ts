// passport-jwt: checks the bearer token's HS256 signature and expiry, then loads the user with their
// permissions (one query, or none while auth-user-cache.ts holds a read younger than AUTH_CACHE_TTL_MS) and
// refuses a deleted or disabled user, or a token of an older token version (revoked by a password change or
// reset, "sign out everywhere", or disabling).
import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { DISABLED_REASON } from '@leadsignal/accounts';
import { APP_CONFIG, type Env, DomainError } from '@leadsignal/server-core';
import type { AuthUser } from '../common/auth/current-user.decorator';
import { JWT_STRATEGY } from '../common/auth/jwt-auth.guard';
import { AuthUserCache } from './auth-user-cache';
import { resolveJwtSecret } from './jwt-secret';

/** What an access token carries: the user id and the user's token version when it was issued. */
export interface AccessTokenPayload {
  sub: string;
  tv: number;
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  /** The longest a token may live (its exp − iat): what this server issues, with a minute of clock slack. */
  private readonly maxLifetimeSeconds: number;

  constructor(
    @Inject(APP_CONFIG) config: Env,
    private readonly users: AuthUserCache,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, not the string: given a string, jsonwebtoken first tries (and fails) to parse it as a PEM
      // public key on every verify, which cost a fifth of an authenticated request's CPU (docs/performance.md).
      // passport-jwt passes the key through untouched; its types only know strings and Buffers.
      secretOrKey: createSecretKey(Buffer.from(resolveJwtSecret(config))) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
    this.maxLifetimeSeconds = config.JWT_TTL_MINUTES * 60 + 60;
  }

  async validate(payload: Partial<AccessTokenPayload> & { exp?: unknown; iat?: unknown }): Promise<AuthUser> {
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') throw DomainError.unauthenticated();
    // jsonwebtoken checks exp only when present: a token without one (or living longer than this server's
    // tokens do) was not issued here, even if it carries our signature.
    if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number') throw DomainError.unauthenticated();
    if (payload.exp - payload.iat > this.maxLifetimeSeconds) throw DomainError.unauthenticated();
    const user = await this.users.load(payload.sub, payload.tv);
    if (!user) throw DomainError.unauthenticated();
    if (user.isDisabled) throw DomainError.unauthenticated(DISABLED_REASON);
    if (user.tokenVersion !== payload.tv) throw DomainError.unauthenticated('Your session has ended. Sign in again.');
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      permissions: new Set(user.permissions),
      tokenVersion: user.tokenVersion,
      mustChangePassword: user.mustChangePassword,
    };
  }
}
