// The secrets in confirmation, reset and invitation links: 32 random bytes, base64url in the link, SHA-256 hex
// in the database.
import { createHash, randomBytes } from 'node:crypto';
import { INVITE_TTL_DAYS } from '@leadsignal/contracts';
import type { AuthTokenPurpose } from './auth-tokens.repository';

export const TOKEN_TTL_MINUTES: Record<AuthTokenPurpose, number> = {
  confirm_email: 24 * 60,
  reset_password: 60,
  invite: INVITE_TTL_DAYS * 24 * 60,
};

export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
