// Teams in Chromium (issue 26, docs/teams.md): an owner invites a teammate on /team with a monthly cap of 2 (the
// invitation e-mail is captured), reveals a person; the teammate chooses a password from the e-mailed link, sees
// the owner's person as already paid for (free), reveals two new people and is refused the third with the cap's
// message while the pool still has credits.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { capReachedReason } from '@leadsignal/contracts';
import { createDataSource } from '@leadsignal/server-core';
import { createUser, setCredits } from '@leadsignal/testing';
import type { DataSource } from 'typeorm';
import { newPage } from './support/browser';
import { firstLink, toAddress, waitForMail } from './support/mailbox';
import { signInAs } from './support/screen';

const PASSWORD = 'Teammate-password-42';

/** The alert rows, once the first page is in. */
async function alertRows(page: Page) {
  await page.goto('/alerts');
  await page.getByText(/^[\d,]+ alerts? found$/).waitFor();
  return page.getByRole('table', { name: 'Alerts' }).getByRole('row');
}

/** Reveals the e-mail of the alert in row `n` (1 = the first row) through Alert Information and the 1-credit Confirm. */
async function revealRow(page: Page, n: number): Promise<void> {
  const row = (await alertRows(page)).nth(n);
  await row.getByRole('button').first().click();
  const info = page.getByRole('dialog', { name: 'Alert Information' });
  await info.getByRole('button', { name: 'Reveal e-mail' }).click();
  await page.getByRole('dialog', { name: 'Confirm' }).getByRole('button', { name: 'Confirm' }).click();
}

test.describe('teams', () => {
  let db: DataSource;
  test.beforeAll(async () => {
    db = createDataSource(process.env.DATABASE_URL as string, 'leadsignal-e2e-team');
    await db.initialize();
  });
  test.afterAll(async () => {
    await db?.destroy();
  });

  test('an owner invites a teammate with a cap of 2; the teammate reveals 2, is refused the third, and the owner’s person is free', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const owner = await createUser(db, { firstName: 'Olga' });
    await setCredits(db, owner.id, 20);
    const email = `tess-${randomBytes(4).toString('hex')}@example.com`;

    // The owner invites with a cap of 2.
    await signInAs(page, owner);
    await page.goto('/team');
    const invite = page.getByRole('form', { name: 'Invite someone' });
    await invite.getByLabel('E-mail').fill(email);
    await invite.getByLabel('Monthly cap (optional)').fill('2');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByRole('cell', { name: email }).first().waitFor();

    // The owner reveals the person of the first row.
    await revealRow(page, 1);
    await page.getByRole('dialog', { name: 'Email' }).getByRole('link', { name: /@/ }).waitFor();

    // The teammate joins from the e-mail.
    const mail = await waitForMail((m) => toAddress(m) === email && /invited you/i.test(m.subject ?? ''));
    const mate = await newPage(browser);
    await mate.page.goto(firstLink(mail, '/acceptinvite?token='));
    await mate.page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await mate.page.getByLabel('Confirm password').fill(PASSWORD);
    await mate.page.getByRole('button', { name: 'Set password and join' }).click();
    await mate.page.waitForURL('**/login?email=*');
    await signInAs(mate.page, { email, password: PASSWORD });

    // The person the owner revealed is paid for by the team: shown as viewed, and revealing it costs nothing.
    const rows = await alertRows(mate.page);
    await expect(rows.nth(1).locator('button.alerts-email-icon.is-viewed')).toBeVisible();
    await rows.nth(1).locator('button.alerts-email-icon').click();
    const shown = mate.page.getByRole('dialog', { name: 'Email' });
    await shown.getByText(/^Revealed by Olga User, \w{3} \d{1,2} — free for your team\.$/).waitFor();
    await shown.getByRole('button', { name: 'Close' }).last().click();
    const [{ pool: before }] = await db.query(
      `SELECT monthly_available_credits + topup_credits AS pool FROM credit_accounts WHERE workspace_id = $1`,
      [owner.id],
    );
    expect(before).toBe(19);

    // Two new people, then the cap.
    const fresh = (n: number) => rows.nth(n).locator('button.alerts-email-icon:not(.is-viewed)');
    const targets: number[] = [];
    for (let n = 2; targets.length < 3 && n < 12; n += 1) if (await fresh(n).count()) targets.push(n);
    expect(targets).toHaveLength(3);
    for (const n of targets.slice(0, 2)) {
      await revealRow(mate.page, n);
      await mate.page.getByRole('dialog', { name: 'Email' }).getByRole('link', { name: /@/ }).waitFor();
    }
    await revealRow(mate.page, targets[2]);
    await mate.page.getByText(capReachedReason(2, 2)).first().waitFor();
    const [{ pool: after }] = await db.query(
      `SELECT monthly_available_credits + topup_credits AS pool FROM credit_accounts WHERE workspace_id = $1`,
      [owner.id],
    );
    expect(after).toBe(17);

    // The owner sees the teammate's use against the cap.
    await page.goto('/team');
    const memberRow = page.getByRole('table', { name: 'Members' }).getByRole('row').filter({ hasText: email });
    await expect(memberRow).toContainText('2 credits');
    await expect(memberRow).toContainText('At cap');
    // The pool's history names the member who spent each row.
    await expect(page.getByRole('table', { name: "The pool's credit history, newest first" })).toContainText(
      email.split('@')[0],
    );
    await mate.context.close();
  });
});
