// Playwright's global teardown: stops what global-setup.ts started (the app, SMTP, fake Stripe) and drops the
// run's database and Redis keys.
import type { ChildProcess } from 'node:child_process';
import type { SMTPServer } from 'smtp-server';
import { dropDatabase } from '@leadsignal/server-core';
import { deleteRedisPrefix, type FakeStripe } from '@leadsignal/testing';

export default async function globalTeardown(): Promise<void> {
  const {
    __E2E_APP__: app,
    __E2E_SMTP__: smtp,
    __E2E_STRIPE__: stripe,
  } = globalThis as unknown as {
    __E2E_APP__?: ChildProcess;
    __E2E_SMTP__?: SMTPServer;
    __E2E_STRIPE__?: FakeStripe;
  };
  if (app && app.exitCode === null) {
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15000))]);
    if (app.exitCode === null) app.kill('SIGKILL');
  }
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await stripe?.close();
  const { DATABASE_URL, REDIS_URL, REDIS_PREFIX } = process.env;
  if (DATABASE_URL) await dropDatabase(DATABASE_URL);
  if (REDIS_URL && REDIS_PREFIX) await deleteRedisPrefix(REDIS_URL, REDIS_PREFIX);
}
