// The environment of one test run: a fresh database and Redis key prefix, so runs never collide.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const TEST_ADMIN = { email: 'admin@test.leadsignal.local', password: 'Admin-test-password-1' };
export const TEST_DEMO = { email: 'demo@test.leadsignal.local', password: 'Demo-test-password-1' };

export function makeTestEnv(label: string): Record<string, string> {
  const id = `${label}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(join(tmpdir(), `leadsignal-${label}-`));
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/leadsignal_test_${id}`,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `lstest:${id}`,
    STORAGE_DRIVER: 'local',
    STORAGE_LOCAL_DIR: join(dir, 'storage'),
    MAIL_OUTBOX_DIR: join(dir, 'outbox'),
    SMTP_URL: '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SERVE_SPA: 'false',
    SEED_ADMIN_EMAIL: TEST_ADMIN.email,
    SEED_ADMIN_PASSWORD: TEST_ADMIN.password,
    SEED_DEMO_EMAIL: TEST_DEMO.email,
    SEED_DEMO_PASSWORD: TEST_DEMO.password,
    SEED_DEMO_EVENTS: '0',
    GOOGLE_CLIENT_ID: 'test-client-id.apps.googleusercontent.com',
    RATE_LIMIT_PER_MINUTE: '1000',
    // Every spec of a run signs up from loopback; rate-limit.e2e.spec.ts sets its own.
    SIGN_UPS_PER_IP_PER_DAY: '100000',
    // Specs change users and roles and expect the next request to see it; auth-cache.e2e.spec.ts sets its own.
    AUTH_CACHE_TTL_MS: '0',
    TEST_TMP_DIR: dir,
  };
}

/**
 * A database beside the run's own (`<DATABASE_URL>_<suffix>`), for a spec that reads whole tables and so must
 * see only its own rows, whatever other specs of the run committed before it. The spec creates and drops it.
 */
export function siblingDatabaseUrl(suffix: string): string {
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `${url.pathname}_${suffix}`;
  return url.toString();
}
