// A new user can try everything, and the count shown is the count charged:
// - on a second app without Stripe keys (test mode): sign up, confirm, buy Starter through the test checkout,
//   see the credits arrive and reveal an e-mail with them;
// - on the run's app: a selection of two rows naming one person and a row viewed before — Confirm Download
//   says 1 credit, and 1 credit is what the download takes.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { DataSource } from 'typeorm';
import { createDataSource, dropDatabase, ensureDatabase } from '@leadsignal/server-core';
import { createUser, deleteRedisPrefix, freePort, makeTestEnv, waitFor } from '@leadsignal/testing';
import { firstLink, toAddress, waitForMail } from './support/mailbox';
import { credit, creditText } from './support/screen';

const root = join(__dirname, '../../..');
const PASSWORD = 'Try-it-password-42';

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

test.describe('try it in test mode', () => {
  test.describe.configure({ timeout: 300_000 });
  let app: ChildProcess | undefined;
  let env: Record<string, string>;
  let url: string;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const port = await freePort();
    url = `http://localhost:${port}`;
    env = {
      ...makeTestEnv('tryit'),
      // No payment provider: checkout runs in test mode (NODE_ENV is test, not production).
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      STRIPE_API_URL: '',
      PORT: String(port),
      APP_URL: url,
      SERVE_SPA: 'true',
      API_PROCESSES: '1',
      // The run's SMTP server captures the confirmation mail.
      SMTP_URL: process.env.SMTP_URL ?? '',
      SEED_DEMO_EVENTS: '400',
      RATE_LIMIT_PER_MINUTE: '1000',
    };
    await ensureDatabase(env.DATABASE_URL);
    app = spawn(process.execPath, [join(root, 'tools/start.js')], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(async () => {
      if (app?.exitCode !== null) throw new Error(`the test-mode app exited with ${app?.exitCode}`);
      return (await answers(`${url}/api/health/ready`)) || undefined;
    }, 180_000);
  });

  test.afterAll(async () => {
    if (app && app.exitCode === null) {
      const exited = new Promise((resolve) => app?.once('exit', resolve));
      app.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (app.exitCode === null) app.kill('SIGKILL');
    }
    if (env) {
      await dropDatabase(env.DATABASE_URL);
      await deleteRedisPrefix(env.REDIS_URL, env.REDIS_PREFIX);
    }
  });

  test('signs up, buys Starter through the test checkout, sees the credits and reveals an e-mail', async ({ page }) => {
    const email = `try-${randomBytes(4).toString('hex')}@example.com`;
    await page.goto(`${url}/signup`);
    await page.getByLabel('First name').fill('Tess');
    await page.getByLabel('Last name').fill('Tryer');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/welcome');
    const mail = await waitForMail((m) => toAddress(m) === email && /confirm/i.test(m.subject ?? ''));
    await page.goto(firstLink(mail, 'confirmToken='));
    await page
      .getByText(/confirmed/i)
      .first()
      .waitFor();

    await page.goto(`${url}/login`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/home');
    await page.getByText(creditText(0)).first().waitFor();

    await page.goto(`${url}/pricing`);
    await page.getByText('Test mode.').waitFor();
    await page.getByRole('button', { name: 'Buy Starter (test mode)' }).click();
    const checkout = page.getByRole('dialog', { name: 'Test checkout' });
    await checkout.getByText('Test mode: no card is charged and no money moves.').waitFor();
    await checkout.getByRole('button', { name: 'Complete test payment' }).click();

    await page.waitForURL('**/payment/success?order=*');
    await page.getByRole('heading', { name: 'Thank you', level: 1 }).waitFor();
    await page.getByText('Payment received: 500 credits have been added to your account.').waitFor();
    await page.getByText('This was a test payment: no card was charged and no money moved.').waitFor();
    await page.getByText(creditText(500)).first().waitFor();

    await page.goto(`${url}/alerts`);
    await page.getByText(/^[\d,]+ alerts? found$/).waitFor();
    const row = page
      .getByRole('table', { name: 'Alerts' })
      .getByRole('row')
      .filter({ has: page.locator('button.alerts-email-icon:not(.is-viewed):not([disabled])') })
      .first();
    await row.getByRole('button').first().click();
    const info = page.getByRole('dialog', { name: 'Alert Information' });
    await info.getByRole('button', { name: 'Reveal e-mail' }).click();
    await page.getByRole('dialog', { name: 'Confirm' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('dialog', { name: 'Email' }).getByRole('link', { name: /@/ }).waitFor();
    await page.getByText(creditText(499)).first().waitFor();
    expect(await credit(page)).toBe(499);
  });
});

test.describe('the count shown is the count charged', () => {
  let db: DataSource;
  test.beforeAll(async () => {
    db = createDataSource(process.env.DATABASE_URL as string, 'leadsignal-e2e-estimate');
    await db.initialize();
  });
  test.afterAll(async () => {
    await db?.destroy();
  });

  test('Confirm Download counts two rows of one person once and a viewed row free, and charges that', async ({
    page,
  }) => {
    const user = await createUser(db);
    await db.query(`UPDATE credit_accounts SET monthly_available_credits = 50 WHERE workspace_id = $1`, [user.id]);
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/home');

    const answer = page.waitForResponse((r) => r.url().endsWith('/api/event/gettriggerevents') && r.status() === 200);
    await page.goto('/alerts');
    const [first, second, third] = ((await (await answer).json()).triggerEvents as { id: string }[]).map(
      (row) => row.id,
    );
    // The first two rows name one new person; the third was viewed (revealed) before.
    const [person] = await db.query(
      `INSERT INTO contacts (id, first_name, last_name, email) VALUES (gen_random_uuid(), 'Same', 'Person', $1)
       RETURNING id`,
      [`same-${randomBytes(4).toString('hex')}@example.com`],
    );
    await db.query(`UPDATE trigger_events SET contact_id = $1 WHERE id = ANY($2::uuid[])`, [
      person.id,
      [first, second],
    ]);
    await db.query(
      `INSERT INTO viewed_items (workspace_id, user_id, item_kind, item_id, source)
       SELECT $1, $1, CASE WHEN contact_id IS NULL THEN 'alert' ELSE 'prospect' END, coalesce(contact_id, id), 'reveal'
       FROM trigger_events WHERE id = $2`,
      [user.id, third],
    );

    await page.reload();
    const table = page.getByRole('table', { name: 'Alerts' });
    await table.getByRole('row').nth(3).waitFor();
    for (const n of [1, 2, 3]) await table.getByRole('row').nth(n).getByRole('checkbox').check();
    const before = await credit(page);
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('button', { name: 'Download selected (3)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Download' });
    await expect(confirm).toContainText('Downloading 3 alerts uses 1 credit');

    const saving = page.waitForEvent('download');
    await confirm.getByRole('button', { name: 'Download' }).click();
    await saving;
    await page
      .getByText(creditText(before - 1))
      .first()
      .waitFor();
    const [{ charged }] = await db.query(
      `SELECT coalesce(sum(delta), 0)::int AS charged FROM credit_ledger WHERE user_id = $1 AND kind = 'download'`,
      [user.id],
    );
    expect(charged).toBe(-1);
  });
});
