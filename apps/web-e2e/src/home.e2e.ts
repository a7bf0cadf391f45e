// The home dashboard journey, at 1440×900 and at 390×844: a new user with credits granted by an admin and a
// monitored default alert search opens /home (credits left, the grant in the ledger, no usage yet, the search
// and its 12-week trend), reveals an e-mail on /alerts, and back on /home sees the reveal as the newest ledger
// row, one credit fewer and today's bar in the usage chart (and its table). No console errors on /home.
// Screenshots of /home at both sizes go to test-results/web-e2e/.
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@leadsignal/server-core';
import { createUser, TEST_ADMIN, type TestUser } from '@leadsignal/testing';
import { api, tokenOf } from './support/api';
import { newPage } from './support/browser';
import { signInAs } from './support/screen';

const SHOTS = join(__dirname, '..', '..', '..', 'test-results', 'web-e2e');
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

/** A new user with `credits` granted by the admin and a monitored default alert search; its name. */
async function preparedUser(db: DataSource, credits: number): Promise<TestUser & { searchName: string }> {
  const user = await createUser(db, { firstName: 'Dashboard' });
  await api(`users/${user.id}/credits`, await tokenOf(TEST_ADMIN), { delta: credits, reason: 'Home journey credits' });
  const token = await tokenOf(user);
  const searchName = `Home trend ${randomBytes(3).toString('hex')}`;
  const saved = await api('event/saveSearch', token, {
    name: searchName,
    searchCriteria: JSON.stringify({}),
    enableNotification: true,
  });
  await api('event/setDefaultEventSearch', token, { id: saved.id });
  return { ...user, searchName };
}

/** The usage chart's drawn bar segments, once the lazily loaded chart is on screen. */
async function usageBars(page: Page): Promise<number> {
  const chart = page.getByTestId('home-credits').getByRole('img', { name: /Credits used per day/ });
  await chart.waitFor();
  return chart.locator('rect').count();
}

/** Today's row of the usage chart's table (the last): reveal, download, total. */
async function todaysUsage(page: Page): Promise<string[]> {
  const table = page.getByTestId('home-credits').getByRole('table', { name: /Credits used per day/ });
  return table.locator('tbody tr').last().locator('td').allTextContents();
}

test.describe('home dashboard', () => {
  let dataSource: DataSource;
  test.beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, 'leadsignal-e2e-home');
    await dataSource.initialize();
    await mkdir(SHOTS, { recursive: true });
  });
  test.afterAll(async () => {
    await dataSource.destroy();
  });

  for (const viewport of VIEWPORTS) {
    const size = `${viewport.width}x${viewport.height}`;

    test(`reveals an e-mail and sees the ledger row and the usage chart move on /home at ${size}`, async ({
      browser,
    }) => {
      const user = await preparedUser(dataSource, 5);
      const { context, page } = await newPage(browser, { viewport });
      const errors: string[] = [];
      await signInAs(page, user);
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));

      const credits = page.getByTestId('home-credits');
      await credits.getByTestId('home-credits-left').getByText('5', { exact: true }).waitFor();
      await credits
        .getByTestId('home-ledger-row')
        .first()
        .getByText(/Granted by an administrator/)
        .waitFor();
      await credits.getByTestId('home-usage-summary').getByText('No credits used in the last 30 days.').waitFor();
      expect(await usageBars(page)).toBe(0);
      expect(await todaysUsage(page)).toEqual(['0', '0', '0']);
      const searches = page.getByTestId('home-monitored-searches');
      await searches.getByRole('link', { name: user.searchName }).waitFor();
      const trend = page.getByTestId('home-trend');
      await trend.getByRole('link', { name: user.searchName }).waitFor();
      await trend.getByTestId('home-trend-summary').waitFor();
      await trend.getByRole('img', { name: /New trigger events per week by type/ }).waitFor();

      // Reveal an e-mail not yet revealed, for one credit.
      await page.goto('/alerts');
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
      const email = page.getByRole('dialog', { name: 'Email' });
      await email.getByRole('link', { name: /@/ }).waitFor();
      await email.getByRole('button', { name: 'Close' }).first().click();
      await info.getByRole('button', { name: 'Close' }).first().click();

      // Back home through the app's own link: the ledger row, the balance and the chart have moved.
      await page.getByRole('link', { name: 'LeadSignal' }).first().click();
      await page.waitForURL('**/home');
      await credits.getByTestId('home-credits-left').getByText('4', { exact: true }).waitFor();
      const newest = credits.getByTestId('home-ledger-row').first();
      await newest.getByText(/E-mail reveal/).waitFor();
      await expect(newest).toContainText('-1');
      await credits
        .getByTestId('home-usage-summary')
        .getByText('1 credit used in the last 30 days: 1 on e-mail reveals and 0 on CSV downloads.')
        .waitFor();
      expect(await usageBars(page)).toBe(1);
      expect(await todaysUsage(page)).toEqual(['1', '0', '1']);

      // Nothing wider than the screen; then the picture of the dashboard.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: join(SHOTS, `home-${size}.png`), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
