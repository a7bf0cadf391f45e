// Phones, feedback and permissions (issue 25, web half). A user with rows everywhere (saved searches of every
// kind, two finished alert downloads, lists) is made through the API first. At 390 px every signed-in route of
// that user has no sideways page scroll and every row action is in the viewport once scrolled to (rows are cards
// below 600 px); screenshots of the searches, a downloads page, a saved-searches page and /updateList at 390 and
// 1440 px go to test-results/web-e2e/, and every filter placeholder fits its box at both widths. The saved-search notice goes once the criteria change; Search is disabled while a
// search runs; a user without the report permission sees no Report and the console logs no 403.
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ALERTS_MANIFEST, CsvDownloadStatus, MANIFESTS, PERMISSIONS, type CsvDownload } from '@leadsignal/contracts';
import { expect, test, type Page } from '@playwright/test';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@leadsignal/server-core';
import { createUser, TEST_ADMIN, type TestUser } from '@leadsignal/testing';
import { api, roleWith, tokenOf } from './support/api';
import { signInAs, signInAsDemo } from './support/screen';

const SHOTS = join(__dirname, '..', '..', '..', 'test-results', 'web-e2e');
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SEARCH_PATH = '/api/event/gettriggerevents';

const SIGNED_IN_ROUTES = [
  '/home',
  ...MANIFESTS.flatMap((manifest) => [
    manifest.routes.search,
    manifest.routes.savedSearches,
    manifest.routes.downloads,
  ]),
  '/updateList',
  '/team',
  '/profile',
  '/changepassword',
  '/pricing',
];

/** The pages photographed at both widths. */
const SHOT_ROUTES = [
  '/alerts',
  '/registries',
  '/prospects',
  '/eventscsvdownload',
  '/managealertsavesearch',
  '/updateList',
  '/team',
];

/** How far the page scrolls sideways (0 when it fits). */
const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => Math.max(0, (document.scrollingElement as Element).scrollWidth - window.innerWidth));

/** The route's page has drawn: its heading, no "Loading..." left, the network quiet. */
async function settle(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
}

/** Scrolls through the page once, so lazily loaded images (company logos) are in before a full-page picture. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const height = (document.scrollingElement as Element).scrollHeight;
    for (let top = 0; top < height; top += window.innerHeight) {
      window.scrollTo({ top, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
}

/** The buttons and links of table rows that lie outside the viewport's width once scrolled into view. */
async function rowActionsOutOfView(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const outside: string[] = [];
    const controls = Array.from(document.querySelectorAll<HTMLElement>('table tbody td button, table tbody td a'));
    for (const control of controls) {
      if (!control.offsetParent) continue;
      // Instantly: Bootstrap makes the page's own scrolling smooth.
      control.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const box = control.getBoundingClientRect();
      if (box.left < -1 || box.right > window.innerWidth + 1 || box.top < -1 || box.bottom > window.innerHeight + 1)
        outside.push(control.getAttribute('aria-label') ?? control.textContent ?? control.tagName);
    }
    window.scrollTo(0, 0);
    return outside;
  });
}

/** Alerts of one type in Texas: few enough to export for a handful of credits. */
const texas = (eventType: string) => ({
  isTriggerEventsTypeSelected: true,
  eventTypes: [eventType],
  isStatesSelected: true,
  states: ['Texas'],
});

/** The user's alert CSV downloads, once none is Queued or Processing any more. */
async function finishedDownloads(token: string): Promise<CsvDownload[]> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const downloads = (await api(
      `${ALERTS_MANIFEST.api.exports.prefix}/${ALERTS_MANIFEST.api.exports.list}`,
      token,
    )) as unknown as CsvDownload[];
    const waiting = downloads.filter(
      (download) => download.status === CsvDownloadStatus.Queued || download.status === CsvDownloadStatus.Processing,
    );
    if (waiting.length === 0) return downloads;
    if (Date.now() > deadline) throw new Error(`downloads still unfinished: ${waiting.map((d) => d.name).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * A new user with credits and rows on every page the journeys look at: a saved search of every kind (the alert
 * one monitored and the default, a second one with a long name), two alert CSV downloads the worker finished,
 * and two lists.
 */
async function userWithRows(db: DataSource): Promise<TestUser> {
  const user = await createUser(db, { firstName: 'Pictured' });
  await tokenOf(TEST_ADMIN).then((admin) =>
    api(`users/${user.id}/credits`, admin, { delta: 5000, reason: 'Phones journey: downloads to show' }),
  );
  const token = await tokenOf(user);
  for (const manifest of MANIFESTS) {
    const { prefix, save, setDefault } = manifest.api.savedSearches;
    const watched = await api(`${prefix}/${save}`, token, {
      name: `Watched ${manifest.nouns.many}`,
      searchCriteria: JSON.stringify(manifest.kind === 'alerts' ? texas('awards') : {}),
      enableNotification: true,
    });
    await api(`${prefix}/${setDefault}`, token, { id: watched.id });
    await api(`${prefix}/${save}`, token, {
      name: `Every new ${manifest.nouns.one} in the Dallas–Fort Worth metroplex, reviewed each Monday`,
      searchCriteria: JSON.stringify({}),
      enableNotification: false,
    });
  }
  const { prefix, all } = ALERTS_MANIFEST.api.exports;
  for (const [csvDownloadName, eventType] of [
    ['Texas awards', 'awards'],
    ['Texas funding rounds and investments for the quarterly pipeline review', 'investment_financing'],
  ]) {
    await api(`${prefix}/${all}`, token, {
      ...texas(eventType),
      csvDownloadName,
      saveSearch: false,
      enableNotification: false,
    });
  }
  const downloads = await finishedDownloads(token);
  const failed = downloads.filter((download) => download.status !== CsvDownloadStatus.Ready);
  if (failed.length) throw new Error(`downloads failed: ${failed.map((d) => `${d.name}: ${d.error}`).join('; ')}`);
  await api('lists', token, { kind: 'prospects', name: 'Conference follow-ups' });
  await api('lists', token, { kind: 'companies', name: 'Registered in Texas since 2020, to call back' });
  return user;
}

/** Switches on every criterion of the search's filter panel (opening the panel first on a phone). */
async function enableEveryCriterion(page: Page): Promise<void> {
  const panel = page.locator('aside.search-filters');
  const toggle = panel.locator('.search-filters-toggle');
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const off = panel.locator('.filter-compact-list input[type="checkbox"]');
  // A click, not check(): the toggle leaves the list as its criterion becomes a card.
  while ((await off.count()) > 0) await off.first().click();
}

/**
 * The filter panel's placeholders that do not fit their box: an input's placeholder measured in the input's font
 * against its content width, and a dropdown's placeholder (react-select draws it as text) that overflows or wraps.
 */
async function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const panel = document.querySelector('aside.search-filters');
    if (!panel) return ['no filter panel'];
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    const cut: string[] = [];
    for (const input of Array.from(panel.querySelectorAll<HTMLInputElement>('input[placeholder]'))) {
      if (!input.offsetParent || input.value !== '' || input.placeholder === '') continue;
      const style = getComputedStyle(input);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(input.placeholder).width;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (text > room + 0.5)
        cut.push(`${input.getAttribute('aria-label')}: "${input.placeholder}" ${Math.ceil(text)} px in ${room} px`);
    }
    for (const shown of Array.from(panel.querySelectorAll<HTMLElement>('[class*="__placeholder"]'))) {
      if (shown.scrollWidth > shown.clientWidth + 1)
        cut.push(`"${shown.textContent}" ${shown.scrollWidth} px in ${shown.clientWidth} px`);
      // Not cut but wrapped: the dropdown grows a line (its text's boxes stand on more than one line).
      const range = document.createRange();
      range.selectNodeContents(shown);
      const lines = new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top)));
      if (lines.size > 1) cut.push(`"${shown.textContent}" wraps onto ${lines.size} lines`);
    }
    return cut;
  });
}

test.describe('phones, feedback and permissions', () => {
  let dataSource: DataSource;
  let pictured: TestUser;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await mkdir(SHOTS, { recursive: true });
    dataSource = createDataSource(process.env.DATABASE_URL as string, 'leadsignal-e2e-phones');
    await dataSource.initialize();
    pictured = await userWithRows(dataSource);
  });
  test.afterAll(async () => {
    await dataSource.destroy();
  });

  test('at 390 px no signed-in route scrolls sideways and every row action is in view', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(PHONE);
    await signInAs(page, pictured);
    // A list made here too, through its dialog at 390 px.
    await page.goto('/updateList');
    await page.getByRole('button', { name: 'New prospect list' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(`Phone list ${randomBytes(2).toString('hex')}`);
    await dialog.getByRole('button', { name: /Save|Create/ }).click();
    await page.getByRole('table', { name: 'Your lists' }).locator('tbody tr').first().waitFor();

    const problems: string[] = [];
    for (const path of SIGNED_IN_ROUTES) {
      await page.goto(path);
      await settle(page);
      const scroll = await sidewaysScroll(page);
      if (scroll > 0) problems.push(`${path}: scrolls ${scroll} px sideways`);
      const outside = await rowActionsOutOfView(page);
      if (outside.length) problems.push(`${path}: out of view: ${outside.slice(0, 5).join(', ')}`);
    }
    expect(problems).toEqual([]);
    // The top bar's badges are in the menu, whole.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByText(/^Download limit: /).waitFor();
    const clipped = await menu
      .getByText(/^Download limit: /)
      .evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    expect(clipped).toBe(false);
  });

  test('every filter placeholder fits its box at 1440 and 390 px', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAsDemo(page);
    const problems: string[] = [];
    for (const size of [WIDE, PHONE]) {
      await page.setViewportSize(size);
      for (const manifest of MANIFESTS) {
        await page.goto(manifest.routes.search);
        await settle(page);
        await enableEveryCriterion(page);
        // The whole panel, every criterion on (its own scrolling undone for the picture).
        const panel = page.locator('aside.search-filters');
        await panel.evaluate((element) => {
          Object.assign(element.style, { maxHeight: 'none', position: 'static' });
          const actions = element.querySelector<HTMLElement>('.search-filter-actions');
          if (actions) actions.style.position = 'static';
        });
        // The page whole, cut to the panel: a picture of the element alone would tile it under the fixed top bar.
        await page.evaluate(() => window.scrollTo(0, 0));
        const box = await panel.boundingBox();
        if (box)
          await page.screenshot({
            path: join(SHOTS, `issue25-filters${manifest.routes.search.replace(/\//g, '-')}-${size.width}.png`),
            fullPage: true,
            clip: box,
          });
        for (const cut of await cutPlaceholders(page))
          problems.push(`${manifest.routes.search} at ${size.width}: ${cut}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('the Country dropdown opens at the chosen country', async ({ page }) => {
    await signInAsDemo(page);
    await page.setViewportSize(WIDE);
    await page.goto('/alerts');
    await settle(page);
    await page.getByRole('checkbox', { name: 'Country', exact: true }).check();
    const country = page.getByRole('combobox', { name: 'Country', exact: true });
    await country.fill('Norw');
    await country.press('Enter');
    await page.locator('.criterion-select__single-value', { hasText: 'Norway' }).waitFor();
    await country.press('ArrowDown');
    const list = page.locator('.criterion-select__menu-list');
    const chosen = list.locator('.criterion-select__option--is-selected');
    await expect(chosen).toHaveText('Norway');
    await expect(chosen).toHaveClass(/criterion-select__option--is-focused/);
    // In sight inside the list's own box, without any scrolling by the user.
    const [listBox, chosenBox] = await Promise.all([list.boundingBox(), chosen.boundingBox()]);
    expect(
      chosenBox && listBox && chosenBox.y >= listBox.y && chosenBox.y + chosenBox.height <= listBox.y + listBox.height,
    ).toBe(true);
  });

  test('screenshots of the searches, downloads, saved searches and lists at 390 and 1440 px', async ({ page }) => {
    test.setTimeout(240_000);
    await signInAs(page, pictured);
    // The pages photographed with rows, not empty.
    await page.goto('/eventscsvdownload');
    await page.getByRole('row').filter({ hasText: 'Texas awards' }).getByText('Ready').waitFor();
    await page.goto('/managealertsavesearch');
    await page.getByRole('row').filter({ hasText: 'Watched alerts' }).waitFor();
    await page.goto('/updateList');
    await page.getByRole('row').filter({ hasText: 'Conference follow-ups' }).waitFor();
    for (const size of [PHONE, WIDE]) {
      await page.setViewportSize(size);
      for (const path of SHOT_ROUTES) {
        await page.goto(path);
        await settle(page);
        await loadLazyImages(page);
        const name = `issue25${path.replace(/\//g, '-')}-${size.width}`;
        await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
        expect([path, size.width, await sidewaysScroll(page)]).toEqual([path, size.width, 0]);
      }
    }
  });

  test('clears the saved-search notice once the criteria change, and disables Search while one runs', async ({
    page,
  }) => {
    const user = await createUser(dataSource, { firstName: 'Noor' });
    await signInAs(page, user);
    await page.setViewportSize(WIDE);
    await page.goto('/alerts');
    await page.getByText(/^[\d,]+ alerts? found$/).waitFor();
    const name = `Notice ${randomBytes(2).toString('hex')}`;
    await page.getByRole('button', { name: 'Create Alerts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Alert' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByRole('button', { name: 'Save' }).click();
    const notice = page.getByText(`You are currently viewing results from created alert '${name}'`);
    await notice.waitFor();

    // A slow search: Search stays disabled until it answers, so a second click cannot run it again.
    let searches = 0;
    await page.route(`**${SEARCH_PATH}`, async (route) => {
      searches += 1;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('checkbox', { name: 'Name Required', exact: true }).uncheck();
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await search.click();
    await expect(search).toBeDisabled();
    await search.click({ force: true }).catch(() => undefined);
    await page.getByText(/^[\d,]+ alerts? found$/).waitFor();
    await expect(search).toBeEnabled();
    expect(searches).toBe(1);
    // The criteria are not the saved search's any more: its notice is gone.
    await expect(notice).toHaveCount(0);
  });

  test('a user without the report permission sees no Report and the console logs no 403', async ({ page }) => {
    const role = await roleWith([PERMISSIONS.alertsSearch], 'Search alerts only');
    const user = await createUser(dataSource, { role, firstName: 'Searcher' });
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(`${response.request().method()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /403/.test(message.text())) refused.push(`console: ${message.text()}`);
    });
    await page.setViewportSize(WIDE);
    await signInAs(page, user);
    await settle(page);
    await page.goto('/alerts');
    await page.getByText(/^[\d,]+ alerts? found$/).waitFor();
    const table = page.getByRole('table', { name: 'Alerts' });
    await table.locator('tbody tr').first().getByRole('button').first().click();
    const info = page.getByRole('dialog', { name: 'Alert Information' });
    await info.waitFor();
    await page.waitForLoadState('networkidle');
    await expect(info.getByRole('button', { name: 'Report' })).toHaveCount(0);
    await info.getByRole('button', { name: 'Close' }).last().click();
    for (const path of ['/profile', '/pricing']) {
      await page.goto(path);
      await settle(page);
    }
    expect(refused).toEqual([]);
  });
});
