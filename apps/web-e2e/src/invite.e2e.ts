// "An invite accepted" in Chromium: the seeded admin invites a teammate on /manage/users, the invitation
// e-mail arrives in the captured mailbox, the invitee opens its link, chooses a password and signs in (the
// link then no longer works). Then the invitee exports alerts, sees when the file expires on the downloads
// page and deletes it after the confirmation.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createDataSource } from '@leadsignal/server-core';
import { setCredits } from '@leadsignal/testing';
import { newPage } from './support/browser';
import { firstLink, toAddress, waitForMail } from './support/mailbox';
import { chooseOption, signInAs, signInAsAdmin } from './support/screen';

const PASSWORD = 'Invited-password-42';

test.describe('invitations', () => {
  test('an invite accepted: the invitee sets a password from the e-mail, signs in and deletes a download', async ({
    browser,
    page,
  }) => {
    const email = `ivy-${randomBytes(4).toString('hex')}@example.com`;

    // The admin invites.
    const admin = await newPage(browser);
    await signInAsAdmin(admin.page);
    await admin.page.goto('/manage/users');
    await admin.page.getByRole('button', { name: 'Invite user' }).click();
    const dialog = admin.page.getByRole('dialog', { name: 'Invite user' });
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('First name').fill('Ivy');
    await dialog.getByLabel('Last name').fill('Invitee');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await admin.page.getByText(`Invitation sent to ${email}.`, { exact: false }).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Inviting the same address again is refused in the form.
    await admin.page.getByRole('button', { name: 'Invite user' }).click();
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByLabel('First name').fill('Ivy');
    await dialog.getByLabel('Last name').fill('Again');
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByRole('alert').getByText('A user with this e-mail address already exists.').waitFor();
    await admin.context.close();

    // The invitee opens the e-mailed link and chooses a password.
    const mail = await waitForMail((m) => toAddress(m) === email && /invited you/i.test(m.subject ?? ''));
    const link = firstLink(mail, '/acceptinvite?token=');
    await page.goto(link);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set password and join' }).click();
    await page.waitForURL('**/login?email=*');
    await page.getByText('Your password is set.', { exact: false }).waitFor();
    // The sign-in page opens with the invitee's address filled in.
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    await signInAs(page, { email, password: PASSWORD });
    await page.getByText('Ivy Invitee').first().waitFor();

    // The link was single-use.
    const again = await newPage(browser);
    await again.page.goto(link);
    await again.page.getByLabel('Password', { exact: true }).fill('Another-password-42');
    await again.page.getByLabel('Confirm password').fill('Another-password-42');
    await again.page.getByRole('button', { name: 'Set password and join' }).click();
    await again.page.getByRole('alert').getByText('This invitation link is invalid', { exact: false }).waitFor();
    await again.context.close();

    // A download to delete: credits for the new account, then an export of a narrow search.
    const db = createDataSource(process.env.DATABASE_URL as string, 'leadsignal-e2e-invite');
    await db.initialize();
    try {
      const [{ id }] = await db.query(`SELECT id FROM users WHERE email = $1`, [email]);
      await setCredits(db, id, 5000);
    } finally {
      await db.destroy();
    }
    await page.goto('/alerts');
    await page.getByText(/^[\d,]+ alerts? found$/).waitFor();
    await chooseOption(page, 'Alert Types', 'Awards');
    await chooseOption(page, 'States', 'Texas');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/event/gettriggerevents') && r.status() === 200);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = await (await answer).json();
    expect(results.totalCount).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('button', { name: `Download up to ${results.totalCount} alerts` }).click();
    const modal = page.getByRole('dialog', { name: 'Alerts CSV Download' });
    await modal.getByLabel('Name').fill('Ivy awards');
    await modal.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('CSV download added to queue.').waitFor();

    const listed = page.waitForResponse(
      (r) => r.url().endsWith('/api/event/getAllEventsCsvDownloads') && r.status() === 200,
    );
    await page.goto('/eventscsvdownload');
    const [download] = (await (await listed).json()) as { name: string; createdOn: string; expiresOn: string }[];
    expect(download.name).toBe('Ivy awards');
    expect(Date.parse(download.expiresOn)).toBeGreaterThan(Date.parse(download.createdOn));
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Ivy awards' }) });
    await row.getByText('Ready').waitFor({ timeout: 60_000 });
    const expires = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(download.expiresOn),
    );
    await row.getByRole('cell', { name: expires }).waitFor();

    await row.getByRole('button', { name: 'Delete Ivy awards' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete CSV download' });
    await confirm.getByText('credits it used are not refunded', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('CSV download deleted.').waitFor();
    await row.waitFor({ state: 'detached' });
  });
});
