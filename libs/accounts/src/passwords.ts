// Password hashing: argon2id with the OWASP Password Storage Cheat Sheet parameters
// (19 MiB memory, 2 iterations, 1 lane).
import { randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import argon2 from 'argon2';

export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

const logger = new Logger('Passwords');
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

/**
 * True when the password matches the hash. Without a hash (unknown e-mail, Google-only account) it
 * still verifies against a dummy hash, so the answer takes as long as for a real account and timing
 * does not tell which e-mails have accounts.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
    await argon2.verify(await dummyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch (error) {
    // A stored hash argon2 cannot read: refuse the password, and say so for whoever runs the server.
    logger.error(`Unreadable password hash: ${(error as Error).message}`);
    return false;
  }
}
