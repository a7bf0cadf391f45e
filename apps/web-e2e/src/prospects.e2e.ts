// The Find Prospects journey: filter prospects, reveal one person for one credit (and find that person free
// through an alert afterwards), add three to a new list, open the list, export it (Ready on
// /prospectscsvdownload), and save and monitor the search. Screenshots at 1440 and 390 px go to
// test-results/web-e2e/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_STORAGE_KEYS } from '@leadsignal/contracts';
import { expect, test, type Page } from '@playwright/test';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@leadsignal/server-core';
import { createUser, creditsOf, setCredits } from '@leadsignal/testing';
import { baseUrl } from './support/browser';
import { chooseOption, credit, signInAs } from './support/screen';

const SHOTS = join(__dirname, '../../../test-results/web-e2e');
const SEARCH_PATH = '/api/prospect/search';

async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  // Toasts slide in and out past the window's edge; the layout is what is being looked at.
  const deadline = Date.now() + 10_000;
  while ((await page.locator('.Toastify__toast').count()) > 0 && Date.now() < deadline) await page.waitForTimeout(250);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: join(SHOTS, `prospects-${name}-${width}.png`), fullPage: true });
    // Nothing may be wider than the window (a table scrolls inside its own box).
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect({ name, width, overflow }).toEqual({ name, width, overflow: 0 });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

const searched = (page: Page, matches: (body: Record<string, unknown>) => boolean = () => true) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith(SEARCH_PATH) &&
      response.status() === 200 &&
      matches(response.request().postDataJSON() as Record<string, unknown>),
  );

test.describe('find prospects', () => {
  test.describe.configure({ timeout: 180_000 });
  let dataSource: DataSource;
  test.beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, 'leadsignal-e2e-prospects');
    await dataSource.initialize();
  });
  test.afterAll(async () => {
    await dataSource.destroy();
  });

  test('filters, reveals once across prospects and alerts, keeps a list, exports it and monitors the search', async ({
    page,
  }) => {
    const user = await createUser(dataSource, { firstName: 'Prospector' });
    await setCredits(dataSource, user.id, 50);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, user);

    // The sidebar offers the prospect screens to a user who may use them.
    await page.getByRole('link', { name: 'Find Prospects', exact: true }).click();
    await page.waitForURL('**/prospects');
    await page.getByText(/^[\d,]+ prospects? found$/).waitFor();
    await expect(page.getByRole('link', { name: 'Lists', exact: true })).toHaveCount(1);

    // Filter: VPs with an e-mail, at companies of one size band (a company criterion).
    await chooseOption(page, 'Seniority', 'VP');
    await page.getByRole('checkbox', { name: 'Email Required', exact: true }).check();
    const answer = searched(page, (body) => body.isContactJobLevelSelected === true);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = await (await answer).json();
    expect(results.totalCount).toBeGreaterThan(3);
    for (const row of results.prospects) {
      expect(row.seniority).toBe('vp');
      expect(row.hasEmail).toBe(true);
      expect(row).not.toHaveProperty('email');
    }
    await page.waitForURL((url) => url.searchParams.get('seniority') === 'vp' && url.searchParams.has('emailRequired'));
    await page.getByRole('group', { name: 'Active filters' }).getByText('Seniority: VP').waitFor();
    await screenshots(page, 'search');

    // Reveal a person not paid for yet: the Confirm modal, then e-mail and phone; one credit.
    const table = page.getByRole('table', { name: 'Prospects' });
    const icon = table
      .locator('button.reveal-icon:not(.is-viewed):not([disabled])[aria-label^="Show e-mail of "]')
      .first();
    const person = ((await icon.getAttribute('aria-label')) ?? '').replace('Show e-mail of ', '');
    const before = await credit(page);
    const revealCall = page.waitForRequest((request) => request.url().endsWith('/api/prospect/getEmail'));
    await icon.click();
    await page.getByRole('dialog', { name: 'Confirm' }).getByRole('button', { name: 'Confirm' }).click();
    const emailDialog = page.getByRole('dialog', { name: 'Email' });
    await emailDialog.getByRole('link', { name: /@/ }).waitFor();
    const personId = ((await revealCall).postDataJSON() as { id: string }).id;
    expect(await credit(page)).toBe(before - 1);
    await emailDialog.getByRole('button', { name: 'Close' }).first().click();
    await table
      .getByRole('button', { name: `Copy e-mail of ${person}` })
      .first()
      .waitFor();
    expect(await creditsOf(dataSource, user.id)).toBe(before - 1);

    // The same person named by an alert: revealing that alert costs nothing now.
    let [alert] = (await dataSource.query(`SELECT id FROM trigger_events WHERE contact_id = $1 LIMIT 1`, [
      personId,
    ])) as { id: string }[];
    if (!alert) {
      [alert] = await dataSource.query(
        `INSERT INTO trigger_events (title, url, type, date_published, contact_id, contact_first_name,
           contact_last_name, has_contact_email, company_id)
         SELECT 'E2E: ' || first_name || ' joins', 'https://news.test.example/e2e-' || id, 'personnel', now(), id,
           first_name, last_name, true, company_id FROM contacts WHERE id = $1 RETURNING id`,
        [personId],
      );
    }
    const token = await page.evaluate((key) => localStorage.getItem(key), LOCAL_STORAGE_KEYS.accessToken);
    const viaAlert = await fetch(`${baseUrl()}/api/event/getEmail`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ id: alert.id }),
    });
    expect(viaAlert.status).toBe(200);
    expect(await viaAlert.json()).toMatchObject({ isCreditDeducted: false });
    expect(await creditsOf(dataSource, user.id)).toBe(before - 1);

    // Add three people to a new list.
    for (const n of [1, 2, 3]) await table.getByRole('row').nth(n).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Add to list (3)' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add to list' });
    const listName = `VPs ${Date.now()}`;
    await addDialog.getByLabel('New list name').fill(listName);
    await addDialog.getByRole('button', { name: 'Add' }).click();
    await page.getByText(`3 added to '${listName}' (3 in the list).`).waitFor();
    const searchAddress = page.url();

    // Open the list on /updateList: its three members, searchable.
    await page.getByRole('link', { name: 'Lists', exact: true }).click();
    await page.waitForURL('**/updateList');
    const listRow = page.getByRole('row').filter({ hasText: listName });
    await listRow.getByRole('cell', { name: '3', exact: true }).waitFor();
    await listRow.getByText('Prospects').waitFor();
    await screenshots(page, 'lists');
    const members = searched(page, (body) => body.isListSelected === true);
    await listRow.getByRole('button', { name: listName, exact: true }).click();
    expect((await (await members).json()).totalCount).toBe(3);
    const memberTable = page.getByRole('table', { name: `Members of ${listName}` });
    await memberTable.getByRole('row').nth(3).waitFor();
    await expect(memberTable.getByRole('row')).toHaveCount(4);
    await screenshots(page, 'list');

    // Export the list: the prospects export of the list criteria, Ready on /prospectscsvdownload.
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('button', { name: 'Download up to 3 prospects' }).click();
    const modal = page.getByRole('dialog', { name: 'Prospects CSV Download' });
    await modal.getByLabel('Name').fill(listName);
    await modal.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('CSV download added to queue.').waitFor();
    await page.getByRole('link', { name: 'Prospect CSV Downloads' }).click();
    await page.waitForURL('**/prospectscsvdownload');
    const download = page.getByRole('row').filter({ has: page.getByRole('cell', { name: listName }) });
    await download.getByText('Ready').waitFor({ timeout: 60_000 });
    await download.getByRole('cell', { name: '3', exact: true }).waitFor();
    await screenshots(page, 'downloads');

    // Save the search and monitor it.
    await page.goto(searchAddress);
    await page.getByText(/^[\d,]+ prospects? found$/).waitFor();
    await page.getByRole('button', { name: 'Save Search' }).click();
    const save = page.getByRole('dialog', { name: 'Save Prospect Search' });
    const searchName = `Texas VPs ${Date.now()}`;
    await save.getByLabel('Name').fill(searchName);
    await save.getByLabel('Notifications').check();
    await save.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Search successfully saved.').waitFor();
    await page.getByText(`You are currently viewing results from saved search '${searchName}'`).waitFor();
    await page.getByRole('link', { name: 'Saved Prospect Searches' }).click();
    await page.waitForURL('**/manageprospectssearch');
    const savedRow = page.getByRole('row').filter({ hasText: searchName });
    await expect(savedRow.getByRole('switch', { name: `Monitor ${searchName}` })).toBeChecked();
    await savedRow.getByRole('button', { name: `Open ${searchName}` }).click();
    await page.waitForURL(/\/prospects\?ssid=[0-9a-f-]{36}/);
    await page.getByRole('checkbox', { name: 'Seniority', exact: true }).waitFor();
    await expect(page.getByRole('checkbox', { name: 'Seniority', exact: true })).toBeChecked();
  });
});
