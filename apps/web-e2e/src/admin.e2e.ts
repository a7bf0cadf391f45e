// The admin journey in Chromium: the seeded admin finds a user and changes their credits (its own account
// is read-only there), creates a role,
// reads the permission catalogue, edits the login page's wording, which visitors then see, and resolves a
// row the demo user reported, changes the reset-password e-mail, which the next reset then sends, manages
// plans, and requires a user to change their password.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { TEST_ADMIN, TEST_DEMO } from '@leadsignal/testing';
import { createUser } from '@leadsignal/testing';
import { createDataSource } from '@leadsignal/server-core';
import { newPage } from './support/browser';
import { firstLink, toAddress, waitForMail } from './support/mailbox';
import { credit, signInAs, signInAsAdmin, signInAsDemo } from './support/screen';

test.describe('admin', () => {
  test('edits a user, creates a role, lists permissions and changes the login wording', async ({ browser, page }) => {
    await signInAsAdmin(page);

    // Users: the admin's own account is read-only where it would raise its own access or balance.
    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.waitForURL('**/manage/users');
    await page.getByLabel('Search users').fill(TEST_ADMIN.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('row')
      .filter({ hasText: TEST_ADMIN.email })
      .getByRole('button', { name: /^Edit / })
      .click();
    const ownDialog = page.getByRole('dialog');
    await ownDialog.getByText(/This is your own account/).waitFor();
    await expect(ownDialog.getByLabel('Download limit')).toBeDisabled();
    await expect(ownDialog.getByLabel('Credits to grant (negative takes back)')).toHaveCount(0);
    await ownDialog.getByRole('button', { name: 'Cancel' }).click();
    await ownDialog.waitFor({ state: 'detached' });

    // Someone else's account: 777 credits granted with a reason (a ledger row), which they then see on their badge.
    const db = createDataSource(process.env.DATABASE_URL as string, 'leadsignal-e2e');
    await db.initialize();
    const member = await createUser(db, { firstName: 'Grace' }).finally(() => db.destroy());
    await page.getByLabel('Search users').fill(member.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: member.email });
    await row.getByRole('button', { name: /^Edit / }).click();
    const userDialog = page.getByRole('dialog');
    await userDialog.getByLabel('Credits to grant (negative takes back)').fill('777');
    await userDialog.getByRole('button', { name: 'Apply credits' }).click();
    await userDialog.getByText('Say why (at least 3 characters).').waitFor();
    await userDialog.getByLabel('Reason').fill('Welcome to the team');
    await userDialog.getByRole('button', { name: 'Apply credits' }).click();
    await userDialog.getByTestId('ledger-row').filter({ hasText: 'Welcome to the team' }).waitFor();
    await userDialog.getByRole('button', { name: 'Cancel' }).click();
    await userDialog.waitFor({ state: 'detached' });
    await row.getByText('777', { exact: true }).waitFor();
    const memberPage = await newPage(browser);
    await signInAs(memberPage.page, member);
    await memberPage.page.getByText('Credit: 777').first().waitFor();
    expect(await credit(memberPage.page)).toBe(777);
    await memberPage.context.close();

    // Roles: a new role granting alert search.
    const roleName = `Researchers ${randomBytes(3).toString('hex')}`;
    await page.getByRole('link', { name: 'Roles', exact: true }).click();
    await page.waitForURL('**/manage/roles');
    await page.getByRole('button', { name: 'New role' }).click();
    const roleDialog = page.getByRole('dialog');
    await roleDialog.getByRole('button', { name: 'Save' }).click();
    await roleDialog.getByText('Name is required.').waitFor();
    await roleDialog.getByLabel('Name', { exact: true }).fill(roleName);
    await roleDialog.getByLabel(/alerts\.search/).check();
    await roleDialog.getByRole('button', { name: 'Save' }).click();
    await roleDialog.waitFor({ state: 'detached' });
    const roleRow = page.getByRole('row').filter({ hasText: roleName });
    await roleRow.getByText('alerts.search').waitFor();

    // Permissions: the catalogue, with the new role among those granting alert search.
    await page.getByRole('link', { name: 'Permissions', exact: true }).click();
    await page.waitForURL('**/manage/permissions');
    const searchRow = page.getByRole('row').filter({ hasText: 'alerts.search' });
    await searchRow.getByText(roleName).waitFor();

    // Login wording: changed here, shown to a visitor on /login, then put back.
    await page.getByRole('link', { name: 'Login Wording', exact: true }).click();
    await page.waitForURL('**/settings/loginverbiage');
    const wording = page.getByLabel('Wording', { exact: true });
    await wording.waitFor();
    const original = await wording.inputValue();
    const fresh = `Fresh trigger events today ${randomBytes(3).toString('hex')}.`;
    await wording.fill(fresh);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The wording has been saved.').waitFor();

    const visitor = await newPage(browser);
    await visitor.page.goto('/login');
    await visitor.page.getByText(fresh).waitFor();
    await visitor.context.close();

    await wording.fill(original);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The wording has been saved.').waitFor();
  });

  test('reviews a row the demo user reported: the report is resolved with a note and leaves the open list', async ({
    browser,
    page,
  }) => {
    // The demo user reports the first alert of the default search (through the API, as the Report modal does).
    const demo = await newPage(browser);
    await signInAsDemo(demo.page);
    const details = `Wrong funding amount ${randomBytes(3).toString('hex')}.`;
    const status = await demo.page.evaluate(async (text) => {
      const headers = {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${localStorage.getItem('accessToken')}`,
      };
      const search = await fetch('/api/event/gettriggerevents', {
        method: 'POST',
        headers,
        body: JSON.stringify({ page: 1, pageSize: 10 }),
      }).then((res) => res.json());
      const res = await fetch('/api/reportedData/create', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          reportedSourceId: search.triggerEvents[0].id,
          reportedSource: 'Alerts',
          type: 1,
          details: text,
        }),
      });
      return res.status;
    }, details);
    expect(status).toBe(201);
    await demo.context.close();

    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'Reported Data', exact: true }).click();
    await page.waitForURL('**/reported/data');
    const row = page.getByRole('row').filter({ hasText: details });
    await row.getByRole('button', { name: /^Review report from / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(details).first().waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Choose an action.').waitFor();
    await dialog.getByLabel('Resolved').check();
    await dialog.getByLabel('Note').fill('Amount fixed from the press release.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });

    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Resolved' });
    await row.getByText('Resolved', { exact: true }).waitFor();
    await row.getByRole('button', { name: /^Review report from / }).click();
    await page
      .getByRole('dialog')
      .getByText(/Resolved by .*: Amount fixed from the press release\./)
      .waitFor();
  });

  test('edits the reset-password e-mail: the next reset e-mail carries the new subject and text', async ({
    browser,
    page,
  }) => {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'E-mail Templates', exact: true }).click();
    await page.waitForURL('**/settings/emailtemplates');
    await page.getByRole('button', { name: 'Edit Reset password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit "Reset password"' });
    const subject = dialog.getByLabel('Subject', { exact: true });
    const body = dialog.getByLabel('Body (HTML)');
    const original = { subject: await subject.inputValue(), body: await body.inputValue() };

    const marker = randomBytes(3).toString('hex');
    await body.fill(`<p>{{coupon}}</p>`);
    await dialog.getByText('{{coupon}} is not a placeholder of this e-mail').waitFor();
    await body.fill(`<p>Hello {{firstName}}, code ${marker}.</p><p><a href="">Reset it here</a></p>`);
    // The link placeholder goes in with its button, at the cursor inside href="".
    await body.focus();
    await body.evaluate((element: HTMLTextAreaElement) => {
      const at = element.value.indexOf('href="') + 'href="'.length;
      element.setSelectionRange(at, at);
    });
    await dialog.getByRole('button', { name: '{{link}}', exact: true }).click();
    await subject.fill(`Reset your password ${marker}`);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText(`Reset your password ${marker}`, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });

    try {
      const visitor = await newPage(browser);
      await visitor.page.goto('/forgotpassword');
      await visitor.page.getByLabel('Email', { exact: true }).fill(TEST_DEMO.email);
      await visitor.page.getByRole('button', { name: 'Send reset link' }).click();
      await visitor.page.waitForURL('**/forgotpasswordsuccess');
      await visitor.context.close();
      const mail = await waitForMail((m) => toAddress(m) === TEST_DEMO.email && (m.subject ?? '').includes(marker));
      expect(mail.subject).toBe(`Reset your password ${marker}`);
      expect(mail.text).toContain(`code ${marker}`);
      expect(firstLink(mail, '/resetpassword?token=')).toContain('/resetpassword?token=');
    } finally {
      // Put the template back for the other journeys.
      await page.getByRole('button', { name: 'Edit Reset password' }).click();
      await page.getByRole('dialog').getByLabel('Subject', { exact: true }).fill(original.subject);
      await page.getByRole('dialog').getByLabel('Body (HTML)').fill(original.body);
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
  });

  test('hides a plan from the pricing page and shows it again', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/pricing');
    const plans = page.getByRole('table', { name: 'All plans' });
    await plans.getByRole('button', { name: 'Edit plan Scale' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Shown on the pricing page').uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await plans.getByRole('row').filter({ hasText: 'Scale' }).getByText('Hidden', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Buy Scale' }).waitFor({ state: 'detached' });

    await plans.getByRole('button', { name: 'Edit plan Scale' }).click();
    await page.getByRole('dialog').getByLabel('Shown on the pricing page').check();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Buy Scale' }).waitFor();
  });

  test('requires a new password: the user is held at /changepasswordrequired until they change it', async ({
    browser,
    page,
  }) => {
    const db = createDataSource(process.env.DATABASE_URL as string, 'leadsignal-e2e-admin');
    await db.initialize();
    const user = await createUser(db, { firstName: 'Hedy' }).finally(() => db.destroy());

    const admin = await newPage(browser);
    await signInAsAdmin(admin.page);
    await admin.page.goto('/manage/users');
    await admin.page.getByLabel('Search users').fill(user.email);
    await admin.page.getByRole('button', { name: 'Search', exact: true }).click();
    await admin.page
      .getByRole('row')
      .filter({ hasText: user.email })
      .getByRole('button', { name: /^Edit / })
      .click();
    await admin.page.getByRole('dialog').getByLabel('Must change password at next sign-in').check();
    await admin.page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await admin.page.getByRole('row').filter({ hasText: user.email }).getByText('Must change password').waitFor();
    await admin.context.close();

    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/changepasswordrequired');
    // The API opens nothing else meanwhile, and the SPA brings the user back here without a permission toast.
    await page.goto('/alerts');
    await page.waitForURL('**/changepasswordrequired');
    await expect(page.getByText('You are currently have no permission.')).toHaveCount(0);

    const fresh = 'Fresh-password-2026';
    await page.getByLabel('Current password').fill(user.password);
    await page.getByLabel('New password', { exact: true }).fill(fresh);
    await page.getByLabel('Confirm new password').fill(fresh);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.waitForURL('**/home');
    await page.goto('/alerts');
    await page.getByText(/^[\d,]+ alerts? found$/).waitFor();
  });
});
