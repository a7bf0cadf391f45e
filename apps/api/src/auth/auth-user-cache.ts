// The user a bearer token names, as the JWT strategy last read it (permissions, disabled, token version),
// kept for AUTH_CACHE_TTL_MS (default 5 s) so that authenticating a request is not a database round trip.
// What bounds how late a change is seen (docs/decisions.md, "Authentication cache"):
// - every entry is read again from PostgreSQL once it is AUTH_CACHE_TTL_MS old, so disabling or deleting a
//   user, a role's permissions changing, or a revocation ("sign out everywhere", a password change or reset,
//   all of which raise the token version) is seen by every API process within AUTH_CACHE_TTL_MS;
// - a token whose version differs from the cached one is never answered from the cache (it is read again),
//   so a token issued after a revocation works at once.
// 0 turns the cache off (every request reads the user, as before).
import { Inject, Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { UsersRepository, type UserRecord } from '@leadsignal/accounts';
import { APP_CONFIG, metricsRegistry, type Env } from '@leadsignal/server-core';

/** Users kept at most; the oldest entry makes room for a new one. */
const MAX_ENTRIES = 10_000;

export const authCacheLookups = new Counter({
  name: 'leadsignal_auth_cache_lookups_total',
  help: 'Authenticated requests by whether the user came from the in-process cache (hit) or PostgreSQL (miss)',
  labelNames: ['result'] as const,
  registers: [metricsRegistry],
});

@Injectable()
export class AuthUserCache {
  private readonly ttlMs: number;
  private readonly entries = new Map<string, { user: UserRecord; expires: number }>();

  constructor(
    @Inject(APP_CONFIG) config: Pick<Env, 'AUTH_CACHE_TTL_MS'>,
    private readonly users: UsersRepository,
  ) {
    this.ttlMs = config.AUTH_CACHE_TTL_MS;
  }

  /** The user with this id as read at most AUTH_CACHE_TTL_MS ago, for a token of this version; null if none. */
  async load(id: string, tokenVersion: number): Promise<UserRecord | null> {
    const now = Date.now();
    const entry = this.entries.get(id);
    if (entry && entry.expires > now && entry.user.tokenVersion === tokenVersion) {
      authCacheLookups.inc({ result: 'hit' });
      return entry.user;
    }
    authCacheLookups.inc({ result: 'miss' });
    const user = await this.users.findById(id);
    this.entries.delete(id);
    if (user && this.ttlMs > 0) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(id, { user, expires: now + this.ttlMs });
    }
    return user;
  }
}
