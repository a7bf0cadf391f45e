// The Find Alerts journey as the demo user: filter, page, select across pages, open a contact,
// reveal an e-mail for one credit, report a row.
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';
import { chooseOption, credit, signInAsDemo } from './support/screen';

describe('find alerts', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('filters, pages, selects across pages, reveals an e-mail for one credit and reports a row', async () => {
    const { context, page } = await newPage(browser);
    await signInAsDemo(page);
    await page.goto('/alerts');
    await page.getByText(/^[\d,]+ alerts? found$/).waitFor();

    await chooseOption(page, 'Alert Types', 'Personnel');
    await chooseOption(page, 'States', 'California');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/event/gettriggerevents') && r.status() === 200);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const body = await (await answer).json();
    expect(body.totalCount).toBeGreaterThan(20);
    for (const row of body.triggerEvents) expect(row.type).toBe('personnel');

    const table = page.getByRole('table', { name: 'Alerts' });
    const rows = table.getByRole('row');
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Next Page' }).click();
    await page.getByText(/^21-\d+ of [\d,]+$/).waitFor();
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByText('2 items selected').waitFor();

    // Open the contact of a row that has an e-mail not yet revealed.
    const row = table
      .getByRole('row')
      .filter({ has: page.locator('button.alerts-email-icon:not(.is-viewed):not([disabled])') })
      .first();
    await row.getByRole('button').first().click();
    const info = page.getByRole('dialog', { name: 'Alert Information' });
    await info.waitFor();

    const before = await credit(page);
    await info.getByRole('button', { name: 'Reveal e-mail' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm' });
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const email = page.getByRole('dialog', { name: 'Email' });
    await email.getByRole('link', { name: /@/ }).waitFor();
    expect(await credit(page)).toBe(before - 1);
    await email.getByRole('button', { name: 'Close' }).first().click();

    await info.getByRole('button', { name: 'Report' }).click();
    const report = page.getByRole('dialog', { name: 'Report Alerts' });
    await report.getByLabel('Details').fill('The contact left this company last year.');
    await report.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Your report has been successfully submitted.').waitFor();
    await context.close();
  });
});
