import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveJwtSecret } from './jwt-secret';

describe('resolveJwtSecret', () => {
  const dir = () => mkdtempSync(join(tmpdir(), 'jwt-secret-'));

  it('uses JWT_SECRET when set and writes no file', () => {
    const file = join(dir(), 'jwt-secret');
    expect(resolveJwtSecret({ JWT_SECRET: 's'.repeat(32) }, file)).toBe('s'.repeat(32));
    expect(() => statSync(file)).toThrow();
  });

  it('creates a random secret file readable only by its owner, and keeps it across restarts', () => {
    const file = join(dir(), 'nested', 'jwt-secret');
    const first = resolveJwtSecret({ JWT_SECRET: '' }, file);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(resolveJwtSecret({ JWT_SECRET: '' }, file)).toBe(first);
    expect(resolveJwtSecret({ JWT_SECRET: '' }, join(dir(), 'jwt-secret'))).not.toBe(first);
  });

  it('refuses a file too short to be a secret', () => {
    const file = join(dir(), 'jwt-secret');
    writeFileSync(file, 'short');
    expect(() => resolveJwtSecret({ JWT_SECRET: '' }, file)).toThrow(/JWT secret/);
  });
});
