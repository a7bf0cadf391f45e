// SQL for one-time tokens (e-mail confirmation, password reset, invitation). Only a SHA-256 of each token is
// stored, so a leaked database does not hand out working links.
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { queryRows, type Queryable } from '@leadsignal/server-core';

export type AuthTokenPurpose = 'confirm_email' | 'reset_password' | 'invite';

@Injectable()
export class AuthTokensRepository {
  constructor(@Inject(DataSource) private readonly db: Queryable) {}

  in(db: Queryable): AuthTokensRepository {
    return new AuthTokensRepository(db);
  }

  async issue(userId: string, purpose: AuthTokenPurpose, tokenHash: string, ttlMinutes: number): Promise<void> {
    await this.db.query(
      `INSERT INTO auth_tokens (user_id, purpose, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
      [userId, purpose, tokenHash, ttlMinutes],
    );
  }

  /**
   * Uses the token: marks it used and answers its user, in one statement, so two concurrent uses
   * cannot both succeed. Null when unknown, already used or expired.
   */
  async consume(tokenHash: string, purpose: AuthTokenPurpose): Promise<string | null> {
    const [row] = await queryRows<{ userId: string }>(
      this.db,
      `UPDATE auth_tokens SET used_at = now()
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
       RETURNING user_id AS "userId"`,
      [tokenHash, purpose],
    );
    return row?.userId ?? null;
  }

  /** The user a token of this purpose was issued to, used or not, expired or not. */
  async ownerOf(tokenHash: string, purpose: AuthTokenPurpose): Promise<string | null> {
    const [row] = await queryRows<{ userId: string }>(
      this.db,
      `SELECT user_id AS "userId" FROM auth_tokens WHERE token_hash = $1 AND purpose = $2`,
      [tokenHash, purpose],
    );
    return row?.userId ?? null;
  }

  /** Ends the user's unused tokens of this purpose (a newer link replaces older ones). */
  async expireUnused(userId: string, purpose: AuthTokenPurpose): Promise<void> {
    await this.db.query(
      `UPDATE auth_tokens SET expires_at = now()
       WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()`,
      [userId, purpose],
    );
  }

  /** True when a token of this purpose was issued to the user in the last `seconds` (a resend cooldown). */
  async issuedWithin(userId: string, purpose: AuthTokenPurpose, seconds: number): Promise<boolean> {
    const rows = await queryRows(
      this.db,
      `SELECT 1 FROM auth_tokens
       WHERE user_id = $1 AND purpose = $2 AND created_at > now() - make_interval(secs => $3) LIMIT 1`,
      [userId, purpose, seconds],
    );
    return rows.length > 0;
  }
}
