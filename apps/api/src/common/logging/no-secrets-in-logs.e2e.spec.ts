// Runs the real API as a process at the most verbose log level, walks the requests whose secrets used to
// reach the log (a sign-up's e-mail and password hash, a Google ID token, a download link's token, a
// bearer token, one-time link tokens, passwords) and greps everything the process wrote for them.
import type { ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { spawnTypeScript, stopProcess, waitFor, freePort } from '@leadsignal/testing';
import { GOOD_PASSWORD } from '../../../test/accounts';
import jwt from 'jsonwebtoken';
import { DataSource } from 'typeorm';
import { dataSourceOptions, loadEnv } from '@leadsignal/server-core';

const API_MAIN = join(__dirname, '../../main.ts');
const KEY_ID = 'log-spec-key';
const google = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

describe('logs hold no secrets or personal data', () => {
  let api: ChildProcess;
  let base: string;
  let log = '';
  let db: DataSource;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    api = spawnTypeScript(API_MAIN, {
      env: {
        PORT: String(port),
        LOG_LEVEL: 'trace',
        TEST_GOOGLE_KEY_ID: KEY_ID,
        TEST_GOOGLE_CERT_PEM: google.publicKey,
      },
      preload: [join(__dirname, '../../../test/local-google-certs.js')],
      output: 'pipe',
    });
    api.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    api.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitFor(
      async () => ((await fetch(`${base}/api/health/live`).catch(() => null))?.ok ? true : undefined),
      90_000,
    );
    db = new DataSource(dataSourceOptions(process.env.DATABASE_URL as string, 'log-spec'));
    await db.initialize();
  }, 120_000);
  afterAll(async () => {
    await db?.destroy();
    if (api) await stopProcess(api, 'SIGTERM');
  });

  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('logs the requests but none of their secrets', async () => {
    const email = `log-${randomBytes(6).toString('hex')}@example.com`;
    const password = `${GOOD_PASSWORD}-${randomBytes(4).toString('hex')}`;
    const linkToken = `link${randomBytes(16).toString('hex')}`;
    // Signed by "Google" but expired: the library's message quotes the payload, e-mail address included.
    const googleEmail = `google-${randomBytes(6).toString('hex')}@example.com`;
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const googleToken = jwt.sign(
      {
        iss: 'https://accounts.google.com',
        aud: loadEnv().GOOGLE_CLIENT_ID,
        sub: '1234567890',
        email: googleEmail,
        email_verified: true,
        iat: hourAgo - 60,
        exp: hourAgo,
      },
      google.privateKey,
      { algorithm: 'RS256', keyid: KEY_ID },
    );
    const forgedGoogleToken = `eyJhbGciOiJSUzI1NiJ9.${randomBytes(24).toString('base64url')}.sig`;
    const bearer = `bearer${randomBytes(16).toString('hex')}`;
    const oneTime = randomBytes(32).toString('base64url');

    expect((await post('auth/SignUp', { firstName: 'Lo', lastName: 'Gger', email, password })).status).toBe(201);
    expect((await post('auth/SignUp', { firstName: 'Lo', lastName: 'Gger', email, password })).status).toBe(409);
    expect((await post('auth/Login', { email, password: `${password}x` })).status).toBe(401);
    expect((await post('auth/Login', { email, password })).status).toBe(403);
    expect((await post('auth/ConfirmEmail', { token: oneTime })).status).toBe(400);
    expect((await post('auth/ResetPassword', { token: oneTime, password })).status).toBe(400);
    expect((await post('auth/ForgotPassword', { email })).status).toBe(200);
    expect((await post('auth/LoginWithGoogle', { idToken: googleToken })).status).toBe(401);
    expect((await post('auth/LoginWithGoogle', { idToken: forgedGoogleToken })).status).toBe(401);
    const download = await fetch(`${base}/api/exports/${randomUUID()}/download?token=${linkToken}`);
    expect(download.status).toBeGreaterThanOrEqual(400);
    expect((await fetch(`${base}/api/users/me`, { headers: { Authorization: `Bearer ${bearer}` } })).status).toBe(401);

    const [{ hash }] = await db.query(`SELECT password_hash AS hash FROM users WHERE email = $1`, [email]);
    // Every request above is in the access log, by path.
    await waitFor(() => (log.includes('/api/users/me') ? true : undefined), 5000);
    expect(log).toContain('/api/auth/SignUp');
    expect(log).toContain('Rejected a Google credential: Token used too late');
    expect(log).toMatch(/\/api\/exports\/[0-9a-f-]{36}\/download\?\[query removed\]/);

    for (const [what, secret] of [
      ['e-mail address', email],
      ['password', password],
      ['password hash', hash as string],
      ['download link token', linkToken],
      ['Google ID token', googleToken],
      ['Google ID token payload', googleToken.split('.')[1]],
      ["Google account's e-mail address", googleEmail],
      ['forged Google ID token', forgedGoogleToken.split('.')[1]],
      ['bearer token', bearer],
      ['one-time link token', oneTime],
    ]) {
      expect({ what, found: log.includes(secret) }).toEqual({ what, found: false });
    }
  });
});
