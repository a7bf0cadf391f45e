// One wording for one action across the three searches (issue 24): the buttons beside Search, the save modal,
// its toast and the notice over a saved search's results read the same on /registries and /prospects, and the
// alert screen keeps the spec's words ("Create Alerts", "Clear Alerts", "…from created alert '…'"). The words
// come from the kind manifest in libs/contracts; this journey reads them off the screens.
import { randomBytes } from 'node:crypto';
import { ALERTS_MANIFEST, MANIFESTS, type KindManifest } from '@leadsignal/contracts';
import { expect, test, type Page } from '@playwright/test';
import { signInAsDemo } from './support/screen';

const run = randomBytes(4).toString('hex');

interface ScreenWords {
  heading: string;
  actions: string[];
  saveTitle: string;
  toast: string;
  notice: string;
}

/** Opens the kind's search from the sidebar, saves the search, and reads what the screen said. */
async function readScreen(page: Page, manifest: KindManifest): Promise<ScreenWords> {
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: manifest.labels.title, exact: true }).first().click();
  await page.waitForURL(`**${manifest.routes.search}`);
  // The page has arrived when its heading reads what the sidebar's link said.
  await expect(page.getByRole('heading', { level: 1, name: manifest.labels.title, exact: true })).toBeVisible();
  const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim() ?? '';
  // The buttons beside Search, in the order the panel shows them.
  const actions = (await page.locator('.search-filter-actions').getByRole('button').allTextContents()).map((text) =>
    text.trim(),
  );

  await page.getByRole('button', { name: manifest.labels.create, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  const saveTitle = (await dialog.locator('.modal-title').first().textContent())?.trim() ?? '';
  const name = `Wording ${manifest.kind} ${run}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  const toast = manifest.messages.created;
  await page.getByText(toast).first().waitFor();
  const notice = manifest.messages.viewingSavedSearch(name);
  await page.getByText(notice).waitFor();
  return { heading, actions, saveTitle, toast, notice: notice.replace(name, '{name}') };
}

test.describe('wording', () => {
  test('the three searches use the same words for the same actions; alerts keep the spec’s', async ({ page }) => {
    await signInAsDemo(page);
    const words = new Map<string, ScreenWords>();
    for (const manifest of MANIFESTS) words.set(manifest.kind, await readScreen(page, manifest));

    const companies = words.get('companies') as ScreenWords;
    const prospects = words.get('prospects') as ScreenWords;
    const alerts = words.get('alerts') as ScreenWords;

    // The sidebar's link text is the page's heading.
    for (const manifest of MANIFESTS) expect(words.get(manifest.kind)?.heading).toBe(manifest.labels.title);

    // Companies and prospects: the same buttons, toast and notice; the modal differs only by the noun.
    expect(companies.actions).toEqual(['Search', 'Save Search', 'Clear Filters']);
    expect(prospects.actions).toEqual(companies.actions);
    expect(prospects.toast).toBe(companies.toast);
    expect(companies.toast).toBe('Search successfully saved.');
    expect(prospects.notice).toBe(companies.notice);
    expect(companies.notice).toBe("You are currently viewing results from saved search '{name}'");
    expect([companies.saveTitle, prospects.saveTitle]).toEqual(['Save Company Search', 'Save Prospect Search']);

    // Alerts: the spec's words (spec §2, §8).
    expect(alerts.actions).toEqual(['Search', 'Create Alerts', 'Clear Alerts']);
    expect(alerts.saveTitle).toBe('Create Alert');
    expect(alerts.toast).toBe('Alert successfully created.');
    expect(alerts.notice).toBe("You are currently viewing results from created alert '{name}'");
    expect(ALERTS_MANIFEST.labels.report).toBe('Report');
  });
});
