// Playwright's global setup: starts the built app (API + worker via `npm start`'s launcher) on a free port,
// against a fresh database and Redis prefix, with a real SMTP server capturing every e-mail into a folder and
// a Stripe-compatible fake taking the payments. What it sets in process.env reaches the worker that runs the
// journeys; global-teardown.ts (run by Playwright even when this fails half way) stops and drops it all.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { ensureDatabase } from '@leadsignal/server-core';
import { FAKE_STRIPE_KEY, startFakeStripe, makeTestEnv, freePort } from '@leadsignal/testing';

const E2E_WEBHOOK_SECRET = 'whsec_leadsignal_e2e';

const root = join(__dirname, '../../../..');

async function waitForReady(url: string, timeoutMs: number, app: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The app exited with code ${app.exitCode} before it was ready`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The app did not become ready at ${url} within ${timeoutMs} ms`);
}

export default async function globalSetup(): Promise<void> {
  const env = makeTestEnv('e2e');
  const mailbox = join(env.TEST_TMP_DIR, 'mailbox');
  mkdirSync(mailbox, { recursive: true });
  let count = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFileSync(join(mailbox, `${Date.now()}-${String(count).padStart(4, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const port = await freePort();
  // Payments go to a Stripe-compatible fake whose checkout page sends the signed event back to the app.
  const stripe = await startFakeStripe({
    webhookSecret: E2E_WEBHOOK_SECRET,
    webhookUrl: () => `http://localhost:${port}/api/payment/webhook`,
  });
  Object.assign(process.env, env, {
    STRIPE_SECRET_KEY: FAKE_STRIPE_KEY,
    STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    SERVE_SPA: 'true',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    E2E_BASE_URL: `http://localhost:${port}`,
    E2E_MAILBOX_DIR: mailbox,
    SEED_DEMO_EVENTS: process.env.E2E_DEMO_EVENTS ?? '20000',
    RATE_LIMIT_PER_MINUTE: '1000',
  });
  await ensureDatabase(env.DATABASE_URL);

  const app = spawn(process.execPath, [join(root, 'tools/start.js')], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', process.env.E2E_APP_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  Object.assign(globalThis, { __E2E_APP__: app, __E2E_SMTP__: smtp, __E2E_STRIPE__: stripe });
  await waitForReady(`http://localhost:${port}/api/health/ready`, 180_000, app);
}
