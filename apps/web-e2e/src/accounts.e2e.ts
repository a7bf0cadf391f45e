// Account journeys in Chromium against the built app, with e-mails read from the captured mailbox.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { firstLink, toAddress, waitForMail } from './support/mailbox';

const PASSWORD = 'Journey-password-42';

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('accounts', () => {
  test('signs up, confirms from the e-mail, signs in, sees the name in the shell and signs out', async ({ page }) => {
    const email = `ada-${randomBytes(4).toString('hex')}@example.com`;
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
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

    await signIn(page, email, PASSWORD);
    await page.waitForURL('**/home');
    await page.getByText('Ada Lovelace').first().waitFor();

    await page.getByRole('button', { name: /log ?out/i }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('resets a forgotten password from the e-mailed link and signs in with the new one', async ({ page }) => {
    const email = `grace-${randomBytes(4).toString('hex')}@example.com`;
    const res = await fetch(`${process.env.E2E_BASE_URL}/api/auth/SignUp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ firstName: 'Grace', lastName: 'Hopper', email, password: PASSWORD }),
    });
    expect(res.status).toBe(201);
    const confirm = await waitForMail((m) => toAddress(m) === email && /confirm/i.test(m.subject ?? ''));
    const token = new URL(firstLink(confirm, 'confirmToken=')).searchParams.get('confirmToken');
    await fetch(`${process.env.E2E_BASE_URL}/api/auth/ConfirmEmail`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });

    await page.goto('/forgotpassword');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.waitForURL('**/forgotpasswordsuccess');

    const reset = await waitForMail((m) => toAddress(m) === email && /reset/i.test(m.subject ?? ''));
    await page.goto(firstLink(reset, '/resetpassword?token='));
    const newPassword = 'Brand-new-password-7';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL('**/resetpasswordsuccess');

    await signIn(page, email, newPassword);
    await page.waitForURL('**/home');
  });

  test('sends a user whose token has expired to the login page', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('accessToken', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwiZXhwIjoxfQ.expired');
      localStorage.setItem(
        'currentUser',
        JSON.stringify({
          id: 'x',
          userName: 'x',
          firstName: 'X',
          lastName: 'Y',
          email: 'x@y.z',
          fullName: 'X Y',
          createdOn: '',
          allowedPermissions: [],
        }),
      );
    });
    await page.goto('/home');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});
