// The Find Alerts journeys: as the demo user, filter, page, select across pages, open a contact, reveal an
// e-mail for one credit, report a row; as a new user, sort and walk back and forth through searches kept in
// the address; as a user whose role cannot reveal e-mails, see no reveal offered.
import { PERMISSIONS } from '@leadsignal/contracts';
import { expect, test, type Page, type Request } from '@playwright/test';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@leadsignal/server-core';
import { createUser } from '@leadsignal/testing';
import { roleWith } from './support/api';
import { chooseOption, credit, signInAs, signInAsDemo } from './support/screen';

const SEARCH_PATH = '/api/event/gettriggerevents';

/** The next search request whose body matches. */
function nextSearch(page: Page, matches: (body: Record<string, unknown>) => boolean = () => true): Promise<Request> {
  return page.waitForRequest(
    (request) => request.url().endsWith(SEARCH_PATH) && request.method() === 'POST' && matches(request.postDataJSON()),
  );
}

const addressOf = (page: Page) => new URL(page.url()).search;

test.describe('find alerts', () => {
  let dataSource: DataSource;
  test.beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, 'leadsignal-e2e-alerts');
    await dataSource.initialize();
  });
  test.afterAll(async () => {
    await dataSource.destroy();
  });

  test('filters, pages, selects across pages, reveals an e-mail for one credit and reports a row', async ({ page }) => {
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
  });

  test('sorts on the server and keeps each search in the address for back, forward and a shared link', async ({
    context,
    page,
  }) => {
    // A new user, so no default saved search of another journey changes where /alerts starts.
    const user = await createUser(dataSource, { firstName: 'Sorter' });
    await signInAs(page, user);
    const first = nextSearch(page);
    await page.goto('/alerts');
    expect((await first).postDataJSON()).toMatchObject({ sortBy: 'datePublished', sortDirection: 'desc', page: 1 });
    await page.getByText(/^[\d,]+ alerts? found$/).waitFor();
    await page.getByRole('button', { name: 'Sort by Date, sorted descending' }).waitFor();

    // A column sorts on the server, from page 1; the address says so.
    await page.getByRole('button', { name: 'Next Page' }).click();
    await page.waitForURL((url) => url.search === '?page=2');
    const sorted = nextSearch(page, (body) => body.sortBy === 'companyName');
    await page.getByRole('button', { name: 'Sort by Company' }).click();
    expect((await sorted).postDataJSON()).toMatchObject({ sortBy: 'companyName', sortDirection: 'asc', page: 1 });
    await page.waitForURL((url) => url.search === '?sort=companyName.asc&page=1');
    await page.getByRole('button', { name: 'Sort by Company, sorted ascending' }).waitFor();
    await page.getByText(/^1-20 of [\d,]+$/).waitFor();

    // A filter, then page 2.
    await chooseOption(page, 'Alert Types', 'Personnel');
    const filtered = nextSearch(page, (body) => body.isTriggerEventsTypeSelected === true);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect((await filtered).postDataJSON()).toMatchObject({ eventTypes: ['personnel'], sortBy: 'companyName' });
    await page.waitForURL((url) => url.search === '?eventTypes=personnel&sort=companyName.asc&page=1');
    await page.getByRole('group', { name: 'Active filters' }).getByText('Alert Types: Personnel').waitFor();
    await page.getByRole('button', { name: 'Next Page' }).click();
    await page.waitForURL((url) => url.search === '?eventTypes=personnel&sort=companyName.asc&page=2');
    await page.getByText(/^21-\d+ of [\d,]+$/).waitFor();

    // Back and forward restore each search: its request, its page, its filters, its sort.
    let restored = nextSearch(page, (body) => body.page === 1 && body.isTriggerEventsTypeSelected === true);
    await page.goBack();
    expect((await restored).postDataJSON()).toMatchObject({ eventTypes: ['personnel'], sortBy: 'companyName' });
    expect(addressOf(page)).toBe('?eventTypes=personnel&sort=companyName.asc&page=1');
    await page.getByText(/^1-20 of [\d,]+$/).waitFor();

    restored = nextSearch(page, (body) => body.isTriggerEventsTypeSelected === false);
    await page.goBack();
    expect((await restored).postDataJSON()).toMatchObject({ sortBy: 'companyName', sortDirection: 'asc', page: 1 });
    expect(addressOf(page)).toBe('?sort=companyName.asc&page=1');
    await expect(page.getByRole('checkbox', { name: 'Alert Types', exact: true })).not.toBeChecked();
    await page.getByRole('button', { name: 'Sort by Company, sorted ascending' }).waitFor();

    restored = nextSearch(page, (body) => body.page === 2);
    await page.goForward();
    await page.goForward();
    expect((await restored).postDataJSON()).toMatchObject({ eventTypes: ['personnel'], sortBy: 'companyName' });
    await expect(page.getByRole('checkbox', { name: 'Alert Types', exact: true })).toBeChecked();
    await page.getByText(/^21-\d+ of [\d,]+$/).waitFor();

    // The address is a link: opened afresh, it runs the same search.
    const shared = page.url();
    const other = await context.newPage();
    const again = nextSearch(other);
    await other.goto(shared);
    expect((await again).postDataJSON()).toMatchObject({
      eventTypes: ['personnel'],
      sortBy: 'companyName',
      sortDirection: 'asc',
      page: 2,
    });
    await other.getByRole('button', { name: 'Sort by Company, sorted ascending' }).waitFor();
  });

  test('offers no e-mail reveal to a user whose role cannot reveal', async ({ page }) => {
    const role = await roleWith(
      [PERMISSIONS.alertsSearch, PERMISSIONS.alertsExport, PERMISSIONS.alertsSave],
      'Search and export alerts, no e-mail reveal',
    );
    const user = await createUser(dataSource, { role, firstName: 'Reader' });
    await signInAs(page, user);
    await page.goto('/alerts');
    await page.getByText(/^[\d,]+ alerts? found$/).waitFor();

    const table = page.getByRole('table', { name: 'Alerts' });
    await table.getByRole('row').nth(1).waitFor();
    await expect(table.getByRole('button', { name: /^Show e-mail of / })).toHaveCount(0);
    await expect(page.locator('button.alerts-email-icon')).toHaveCount(0);

    // Alert Information says the e-mail is hidden instead of offering to reveal it.
    await table.getByRole('row').nth(1).getByRole('button').first().click();
    const info = page.getByRole('dialog', { name: 'Alert Information' });
    await info.waitFor();
    await info.getByText(/Hidden \(your role cannot reveal e-mails\)|Not available/).waitFor();
    await expect(info.getByRole('button', { name: 'Reveal e-mail' })).toHaveCount(0);
  });
});
