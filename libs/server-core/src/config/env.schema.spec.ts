import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { searchDatabaseUrl } from '../database/search-database';
import { InvalidEnvironmentError, loadEnv } from './env.schema';

describe('loadEnv', () => {
  it('gives defaults that work on a developer machine', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/leadsignal');
    expect(env.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(env.STORAGE_DRIVER).toBe('local');
    expect(env.SERVE_SPA).toBe(true);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/x' }],
    ['REDIS_URL', { REDIS_URL: 'not a url' }],
    ['STORAGE_DRIVER', { STORAGE_DRIVER: 'ftp' }],
    ['S3_BUCKET', { STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
    ['JWT_SECRET', { NODE_ENV: 'production', JWT_SECRET: 'short' }],
    ['SERVE_SPA', { SERVE_SPA: 'maybe' }],
    ['SEARCH_DATABASE_URL', { SEARCH_DATABASE_URL: 'replica.internal:5432' }],
    ['CSV_EXPORT_LOCK_DURATION_MS', { CSV_EXPORT_LOCK_DURATION_MS: 'soon' }],
    ['CSV_EXPORT_STALLED_INTERVAL_MS', { CSV_EXPORT_STALLED_INTERVAL_MS: '0' }],
    ['CSV_EXPORT_MAX_INTERRUPTIONS', { CSV_EXPORT_MAX_INTERRUPTIONS: '0' }],
  ])('stops with a message naming %s', (name, source) => {
    expect(() => loadEnv(source)).toThrow(InvalidEnvironmentError);
    expect(() => loadEnv(source)).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it("gives the csv-export workers' settings their defaults", () => {
    expect(loadEnv({})).toMatchObject({
      CSV_EXPORT_LOCK_DURATION_MS: 60_000,
      CSV_EXPORT_STALLED_INTERVAL_MS: 30_000,
      CSV_EXPORT_CLEANUP_EVERY_MS: 3_600_000,
      CSV_EXPORT_MAX_INTERRUPTIONS: 10,
      WORKER_RECONCILE_EVERY_MS: 15_000,
      WORKER_SHUTDOWN_GRACE_MS: 8_000,
    });
  });

  it('sends searches to SEARCH_DATABASE_URL when set (a replica), else to DATABASE_URL', () => {
    expect(searchDatabaseUrl(loadEnv({}))).toBe('postgres://postgres@127.0.0.1:5432/leadsignal');
    const replica = 'postgres://reader@replica.internal:5433/leadsignal';
    const env = loadEnv({ SEARCH_DATABASE_URL: replica });
    expect(searchDatabaseUrl(env)).toBe(replica);
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/leadsignal');
  });
});

describe('.env.example', () => {
  it('names every variable the schema reads (the README points to it for "every variable, with its default")', () => {
    const example = readFileSync(join(__dirname, '../../../../.env.example'), 'utf8');
    const named = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
    const variables = Object.keys(loadEnv({})) as string[];
    expect(variables.filter((name) => !named.has(name))).toEqual([]);
  });
});
