import { Logger } from '@nestjs/common';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('hashes with argon2id at the OWASP parameters and verifies', async () => {
    const hash = await hashPassword('Correct-horse-battery-9');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    await expect(verifyPassword(hash, 'Correct-horse-battery-9')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'correct-horse-battery-9')).resolves.toBe(false);
  });

  it('refuses every password without a hash, after doing the same work', async () => {
    await expect(verifyPassword(null, 'anything')).resolves.toBe(false);
  });

  it('refuses a password against an unreadable hash', async () => {
    await expect(verifyPassword('not-a-hash', 'anything')).resolves.toBe(false);
  });
});
