// The registered-companies journey: a group of its own (a parent, a subsidiary with a trigger event) is
// inserted, then a user opens Registered Companies from the sidebar, filters, sorts, opens the subsidiary
// (its parent and latest alert, the parent's subsidiaries in place), reports it, exports the selection,
// saves and monitors the search, exports everything (Ready on the downloads page), renames the search on the
// manage page and opens it again; the company's alerts open on /alerts; both companies go to a new company
// list, opened on /updateList, where one is removed. No console errors on any screen.
// Screenshots at 1440 and 390 px go to test-results/web-e2e/.
import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page, type Request } from '@playwright/test';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@leadsignal/server-core';
import { createUser, setCredits } from '@leadsignal/testing';
import { signInAs } from './support/screen';

const run = randomBytes(4).toString('hex');
const PARENT = { name: `Zephyr Holdings ${run}`, domain: `zephyr-${run}.example.com` };
const SUBSIDIARY = { name: `Zephyr Robotics ${run}`, domain: `zephyr-robotics-${run}.example.com` };
const EVENT_TITLE = `Zephyr Robotics raises a Series B ${run}`;
const SEARCH_NAME = `Zephyr group ${run}`;
const RENAMED = `Zephyr watch ${run}`;
const SHOTS = join(__dirname, '..', '..', '..', 'test-results', 'web-e2e');
const SEARCH_PATH = '/api/company/registered/search';

function nextSearch(page: Page, matches: (body: Record<string, unknown>) => boolean = () => true): Promise<Request> {
  return page.waitForRequest(
    (request) => request.url().endsWith(SEARCH_PATH) && request.method() === 'POST' && matches(request.postDataJSON()),
  );
}

/** Inserts the parent, its subsidiary and one trigger event about the subsidiary. */
async function insertGroup(db: DataSource): Promise<void> {
  const insert = `
    INSERT INTO companies (name, legal_name, domain, website, industry, top_industry, company_type, employee_size,
      revenue_band, country, country_code, state, city, zip_code, incorporation_date, status, relationship,
      parent_company_id, registration_number, jurisdiction_country, technologies, description, phone, address)
    VALUES ($1, $1 || ' Ltd', $2, 'https://' || $2, $3, $4, 'privately_held', $5, $6, 'united kingdom', 'GB',
      'England', 'London', $7, $8, 'active', $9, $10, $11, 'GB', $12, $13, '+44 20 7946 0000', '1 Market St, London')
    RETURNING id`;
  const [parent] = await db.query(insert, [
    PARENT.name,
    PARENT.domain,
    'manufacturing',
    'manufacturing',
    '1001-5000',
    '$100 - 250m',
    'SW1A 1AA',
    '1998-04-01',
    'Parent',
    null,
    `P${run}`,
    ['SAP', 'Salesforce'],
    'The holding company of the Zephyr group.',
  ]);
  const [subsidiary] = await db.query(insert, [
    SUBSIDIARY.name,
    SUBSIDIARY.domain,
    'robotics engineering',
    'manufacturing',
    '51-200',
    '$10 - 50m',
    'EC1A 1BB',
    '2019-09-15',
    'Subsidiary',
    parent.id,
    `S${run}`,
    ['Kubernetes', `ZephyrOS ${run}`],
    'Warehouse robots, made in London.',
  ]);
  await db.query(
    `INSERT INTO trigger_events (title, url, type, date_published, company_id, company_name, company_domain,
       company_website, contact_first_name, contact_last_name, article_job_title, country, state, city)
     VALUES ($1, $2, 'funding', now() - interval '1 day', $3, $4, $5, 'https://' || $5, 'Ada', 'Quill', 'CEO',
       'united kingdom', 'England', 'London')`,
    [EVENT_TITLE, `https://news.example.com/zephyr/${run}`, subsidiary.id, SUBSIDIARY.name, SUBSIDIARY.domain],
  );
  // An alert that names no contact: "See all alerts" must show it too (Name Required off).
  await db.query(
    `INSERT INTO trigger_events (title, url, type, date_published, company_id, company_name, company_domain,
       company_website, country, state, city)
     VALUES ($1, $2, 'awards', now() - interval '2 days', $3, $4, $5, 'https://' || $5, 'united kingdom', 'England',
       'London')`,
    [
      `Zephyr Robotics wins an award ${run}`,
      `https://news.example.com/zephyr-award/${run}`,
      subsidiary.id,
      SUBSIDIARY.name,
      SUBSIDIARY.domain,
    ],
  );
}

async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

test.describe('registered companies', () => {
  test.describe.configure({ timeout: 180_000 });
  let db: DataSource;
  test.beforeAll(async () => {
    db = createDataSource(process.env.DATABASE_URL as string, 'leadsignal-e2e-companies');
    await db.initialize();
    await insertGroup(db);
    await mkdir(SHOTS, { recursive: true });
  });
  test.afterAll(async () => {
    await db.destroy();
  });

  test('filters, sorts, opens a group in place, reports, exports, saves, monitors and renames a search', async ({
    page,
  }) => {
    const user = await createUser(db, { firstName: 'Cora' });
    await setCredits(db, user.id, 50);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, user);
    // The login page may log that Google's script did not load (offline); watch from a fresh /home on.
    await page.reload();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

    // The sidebar opens the screen; the first search is a plain one.
    const first = nextSearch(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Registered Companies' })
      .click();
    await page.waitForURL('**/registries');
    expect((await first).postDataJSON()).toMatchObject({ sortBy: 'name', sortDirection: 'asc', page: 1 });
    await page.getByText(/^[\d,]+ compan(y|ies) found$/).waitFor();

    // Filter: company names containing the run's tag, and a postcode of the free-text Zip Code.
    await page.getByRole('checkbox', { name: 'Company Name', exact: true }).check();
    const names = page.getByRole('textbox', { name: 'Company Name', exact: true });
    await names.fill(`zephyr`);
    await names.press('Enter');
    await names.fill(run);
    await names.press('Enter');
    await page.getByRole('checkbox', { name: 'Company Name', exact: true }).waitFor();
    await page.getByLabel('Exact Match').uncheck();
    // Two partial names match either; the run's tag keeps it to this group.
    const filtered = nextSearch(page, (body) => body.isCompanyNamesSelected === true);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect((await filtered).postDataJSON()).toMatchObject({ companyNamesExactMatch: false });
    await page.getByText('2 companies found').waitFor();
    const table = page.getByRole('table', { name: 'Companies' });

    // Sort by incorporation date: the newest first after a second click; page 1 each time.
    let sorted = nextSearch(page, (body) => body.sortBy === 'incorporationDate');
    await page.getByRole('button', { name: 'Sort by Incorporated' }).click();
    expect((await sorted).postDataJSON()).toMatchObject({ sortDirection: 'asc', page: 1 });
    await page.waitForURL(/sort=incorporationDate\.asc/);
    sorted = nextSearch(page, (body) => body.sortBy === 'incorporationDate' && body.sortDirection === 'desc');
    await page.getByRole('button', { name: 'Sort by Incorporated, sorted ascending' }).click();
    await sorted;
    await page.getByRole('button', { name: 'Sort by Incorporated, sorted descending' }).waitFor();
    await table.getByRole('row').nth(1).getByRole('button', { name: SUBSIDIARY.name }).waitFor();
    await table.getByRole('row').nth(2).getByRole('button', { name: PARENT.name }).waitFor();
    // Values by their labels.
    await table.getByRole('row').nth(2).getByRole('cell', { name: '1,001-5,000' }).waitFor();
    await table.getByRole('row').nth(2).getByRole('cell', { name: 'London, England, United Kingdom' }).waitFor();
    await screenshot(page, 'companies-1440');

    // Open the subsidiary: its parent and its latest alert; the parent opens in place with its subsidiaries.
    await table.getByRole('button', { name: SUBSIDIARY.name }).click();
    let details = page.getByRole('dialog', { name: SUBSIDIARY.name });
    await details.getByText(EVENT_TITLE).waitFor();
    await details.getByText('Robotics Engineering').waitFor();
    await details.getByText(`ZephyrOS ${run}`).waitFor();
    const alertsLink = details.getByRole('link', { name: `See all alerts for ${SUBSIDIARY.name}` });
    await expect(alertsLink).toHaveAttribute(
      'href',
      `/alerts?companyURLs=${SUBSIDIARY.domain}&off=nameRequired&page=1`,
    );
    // The link shows the company's alerts, the one without a named contact too.
    const alertsPage = await page.context().newPage();
    await alertsPage.goto((await alertsLink.getAttribute('href')) as string);
    await alertsPage.getByText('2 alerts found').waitFor();
    await expect(alertsPage.getByRole('table', { name: 'Alerts' }).locator('tbody tr')).toHaveCount(2);
    await alertsPage.close();
    await screenshot(page, 'company-detail-1440');
    await details.getByRole('button', { name: PARENT.name }).click();
    details = page.getByRole('dialog', { name: PARENT.name });
    await details.getByText('Subsidiaries (1)').waitFor();
    await details.getByRole('button', { name: SUBSIDIARY.name }).click();
    details = page.getByRole('dialog', { name: SUBSIDIARY.name });
    await details.getByText(EVENT_TITLE).waitFor();

    // Report: one dialog at a time, the details return when it closes.
    await details.getByRole('button', { name: 'Report', exact: true }).click();
    const report = page.getByRole('dialog', { name: 'Report inaccurate data' });
    await report.getByLabel('Details').fill('The subsidiary moved to Manchester.');
    await details.waitFor({ state: 'hidden' });
    await expect(page.getByRole('dialog')).toHaveCount(1);
    const reported = page.waitForRequest((r) => r.url().endsWith('/api/reportedData/create'));
    await report.getByRole('button', { name: 'Submit' }).click();
    expect((await reported).postDataJSON()).toMatchObject({ reportedSource: 'Registered Companies' });
    await page.getByText('Your report has been successfully submitted.').waitFor();
    await details.getByText(EVENT_TITLE).waitFor();
    await details.getByRole('button', { name: 'Close' }).last().click();
    await details.waitFor({ state: 'hidden' });

    // Export the selection: two companies not downloaded before cost two credits.
    await table.getByRole('checkbox', { name: `Select company ${PARENT.name}` }).check();
    await table.getByRole('checkbox', { name: `Select company ${SUBSIDIARY.name}` }).check();
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('button', { name: 'Download selected (2)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Download' });
    await confirm.getByText('one for each company you have not downloaded before.', { exact: false }).waitFor();
    const saving = page.waitForEvent('download');
    await confirm.getByRole('button', { name: 'Download' }).click();
    expect((await saving).suggestedFilename()).toBe('companies.csv');
    await page.getByText('Credit: 48').first().waitFor();

    // Save the search with notifications: it becomes the current search and is monitored.
    await page.getByRole('button', { name: 'Save Search' }).click();
    const create = page.getByRole('dialog', { name: 'Save Company Search' });
    await create.getByLabel('Name').fill(SEARCH_NAME);
    await create.getByLabel('Notifications').check();
    await create.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Search successfully saved.').waitFor();
    await page.getByText(`You are currently viewing results from saved search '${SEARCH_NAME}'`).waitFor();
    await page.waitForURL(/ssid=[0-9a-f-]{36}/);

    // Export all: queued, then Ready on the downloads page.
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('button', { name: 'Download up to 2 companies' }).click();
    const csv = page.getByRole('dialog', { name: 'Companies CSV Download' });
    await csv.getByLabel('Name').fill(`Zephyr export ${run}`);
    await csv.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('CSV download added to queue.').waitFor();
    await page.goto('/registeredcompaniescsvdownload');
    const download = page.getByRole('row').filter({ has: page.getByRole('cell', { name: `Zephyr export ${run}` }) });
    await download.getByText('Ready').waitFor({ timeout: 60_000 });
    await download.getByRole('cell', { name: '2', exact: true }).waitFor();

    // The manage page: monitored, renamed, opened again.
    await page.goto('/manageregisteredcompanysearch');
    let saved = page.getByRole('row').filter({ hasText: SEARCH_NAME });
    await expect(saved.getByRole('switch', { name: `Monitor ${SEARCH_NAME}` })).toBeChecked();
    await expect(saved.getByRole('switch', { name: `Notifications for ${SEARCH_NAME}` })).toBeChecked();
    await saved.getByRole('button', { name: `Rename ${SEARCH_NAME}` }).click();
    const rename = page.getByRole('dialog', { name: 'Rename saved search' });
    await rename.getByLabel('Name').fill(RENAMED);
    await rename.getByRole('button', { name: 'Save' }).click();
    saved = page.getByRole('row').filter({ hasText: RENAMED });
    await saved.waitFor();
    await screenshot(page, 'company-searches-1440');
    const reopened = nextSearch(page, (body) => body.isCompanyNamesSelected === true);
    await saved.getByRole('button', { name: `Open ${RENAMED}` }).click();
    await page.waitForURL(/\/registries\?ssid=[0-9a-f-]{36}$/);
    expect((await reopened).postDataJSON()).toMatchObject({ companyNames: ['zephyr', run] });
    await page.getByText(`You are currently viewing results from saved search '${RENAMED}'`).waitFor();
    await page.getByText('2 companies found').waitFor();

    // The company's alerts on /alerts.
    await page.goto(`/alerts?companyURLs=${SUBSIDIARY.domain}&page=1`);
    await page.getByRole('table', { name: 'Alerts' }).getByText(EVENT_TITLE).waitFor();
    await page.getByText('1 alert found').waitFor();

    // Keep both in a new company list, open it on /updateList through the companies search with the list
    // criterion, and remove one.
    const listName = `Zephyr list ${run}`;
    await page.goto(`/registries?companyNames=zephyr&companyNames=${run}&contains=companyNames&page=1`);
    await page.getByText('2 companies found').waitFor();
    await table.getByRole('checkbox', { name: `Select company ${PARENT.name}` }).check();
    await table.getByRole('checkbox', { name: `Select company ${SUBSIDIARY.name}` }).check();
    await page.getByRole('button', { name: 'Add to list (2)' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add to list' });
    await addDialog.getByLabel('New list name').fill(listName);
    await addDialog.getByRole('button', { name: 'Add' }).click();
    await page.getByText(`2 added to '${listName}' (2 in the list).`).waitFor();
    await page.goto('/updateList');
    const listRow = page.getByRole('row').filter({ hasText: listName });
    await listRow.getByText('Companies').waitFor();
    const members = nextSearch(page, (body) => body.isListSelected === true);
    await listRow.getByRole('button', { name: listName, exact: true }).click();
    expect((await members).postDataJSON()).toMatchObject({ isListSelected: true, page: 1 });
    const memberTable = page.getByRole('table', { name: `Members of ${listName}` });
    await memberTable.getByText(SUBSIDIARY.domain).waitFor();
    await memberTable.getByText(PARENT.domain).waitFor();
    await memberTable.getByRole('checkbox', { name: `Select company ${SUBSIDIARY.name}` }).check();
    await page.getByRole('button', { name: 'Remove from list (1)' }).click();
    await page.getByRole('dialog', { name: 'Remove from list' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText(`1 member removed from '${listName}'.`).waitFor();
    await memberTable.getByText(SUBSIDIARY.domain).waitFor({ state: 'detached' });
    await memberTable.getByText(PARENT.domain).waitFor();
    await page.getByRole('button', { name: 'Export' }).waitFor();

    // The narrow screen: the same pages at 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/registries?companyNames=zephyr&companyNames=${run}&contains=companyNames&page=1`);
    await page.getByText('2 companies found').waitFor();
    await screenshot(page, 'companies-390', true);
    await page.getByRole('table', { name: 'Companies' }).getByRole('button', { name: SUBSIDIARY.name }).click();
    await page.getByRole('dialog', { name: SUBSIDIARY.name }).getByText(EVENT_TITLE).waitFor();
    await screenshot(page, 'company-detail-390');
    await page.goto('/manageregisteredcompanysearch');
    await page.getByRole('row').filter({ hasText: RENAMED }).waitFor();
    await screenshot(page, 'company-searches-390', true);

    expect(errors).toEqual([]);
  });
});
