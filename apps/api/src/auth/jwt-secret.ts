// The key that signs access tokens. Production sets JWT_SECRET; in development and tests without
// one, a random key is kept in ./data/jwt-secret so restarting the API keeps everyone signed in.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Env } from '@leadsignal/server-core';

export const JWT_SECRET_FILE = './data/jwt-secret';

export function resolveJwtSecret(env: Pick<Env, 'JWT_SECRET'>, file = JWT_SECRET_FILE): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const path = resolve(file);
  const existing = readSecret(path);
  if (existing) return existing;
  mkdirSync(dirname(path), { recursive: true });
  try {
    // 'wx': when another process creates the file first, we read its secret instead of replacing it.
    writeFileSync(path, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const created = readSecret(path);
  if (!created) throw new Error(`Could not read the JWT secret from ${path}; set JWT_SECRET or delete the file.`);
  return created;
}

function readSecret(path: string): string | null {
  try {
    const secret = readFileSync(path, 'utf8').trim();
    return secret.length >= 32 ? secret : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
