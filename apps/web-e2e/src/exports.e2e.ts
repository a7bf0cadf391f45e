// The export journeys as the demo user: download selected rows at once (alerts.csv, credits drop), and export
// all results through the worker (the row goes Queued → Ready on the downloads page without a reload, and
// the file downloads, its cells in the labels the screens show). The export dialog also saves the search
// with Notifications, which makes it a monitored one on the manage page.
import { readFile } from 'node:fs/promises';
import { findOption, INDUSTRIES } from '@leadsignal/reference-data';
import { expect, test, type Download } from '@playwright/test';
import { chooseOption, credit, signInAsDemo, creditText } from './support/screen';

async function savedText(download: Download): Promise<Buffer> {
  return readFile((await download.path()) as string);
}

const BOM = [0xef, 0xbb, 0xbf];

/** The records of a CSV text (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || record.length) records.push([...record, cell]);
  return records;
}

test.describe('CSV exports', () => {
  test('downloads the selected rows as alerts.csv, then exports all results through the worker', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/alerts');
    await page.getByText(/^[\d,]+ alerts? found$/).waitFor();

    // A narrow search, so exporting all of it stays within the demo user's credits.
    await chooseOption(page, 'Alert Types', 'Awards');
    await chooseOption(page, 'States', 'Texas');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/event/gettriggerevents') && r.status() === 200);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = await (await answer).json();
    expect(results.totalCount).toBeGreaterThan(2);
    expect(results.totalCount).toBeLessThan(await credit(page));

    // Download selected: two rows not viewed yet cost two credits, after the Confirm Download modal.
    const table = page.getByRole('table', { name: 'Alerts' });
    await table.getByRole('row').nth(1).getByRole('checkbox').check();
    await table.getByRole('row').nth(2).getByRole('checkbox').check();
    const before = await credit(page);
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('button', { name: 'Download selected (2)' }).click();
    const firstTwoUnviewed = results.triggerEvents
      .slice(0, 2)
      .filter((row: { isViewed: boolean }) => !row.isViewed).length;
    const saving = page.waitForEvent('download');
    if (firstTwoUnviewed > 0) {
      await page.getByRole('dialog', { name: 'Confirm Download' }).getByRole('button', { name: 'Download' }).click();
    }
    const selected = await saving;
    expect(selected.suggestedFilename()).toBe('alerts.csv');
    const selectedBytes = await savedText(selected);
    expect([...selectedBytes.subarray(0, 3)]).toEqual(BOM);
    const selectedLines = selectedBytes.toString('utf8').slice(1).trim().split('\n');
    expect(selectedLines[0].startsWith('Alert ID,Alert Title,')).toBe(true);
    expect(selectedLines[1].startsWith(results.triggerEvents[0].id)).toBe(true);
    // Download selected says the file is ready, as an export does; gone before the export's own toast is awaited.
    const readyToast = page.getByText('CSV successfully generated.');
    await readyToast.waitFor();
    await readyToast.waitFor({ state: 'hidden', timeout: 15_000 });
    await page
      .getByText(creditText(before - firstTwoUnviewed))
      .first()
      .waitFor();

    // Export all: the Alerts CSV Download modal, then the downloads page follows the export to Ready.
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('button', { name: `Download up to ${results.totalCount} alerts` }).click();
    const modal = page.getByRole('dialog', { name: 'Alerts CSV Download' });
    await modal.getByLabel('Name').fill('Texas awards');
    // Saved from the dialog with Notifications: a monitored search (checked on the manage page below).
    await modal.getByLabel('Save Search').check();
    await modal.getByLabel('Notifications').check();
    await modal.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('CSV download added to queue.').waitFor();

    await page.getByRole('link', { name: 'Alert CSV Downloads' }).first().click();
    await page.waitForURL('**/eventscsvdownload');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Texas awards' }) });
    await row.waitFor();
    // No reload from here on: the page polls until the worker is done.
    await row.getByText('Ready').waitFor({ timeout: 60_000 });
    await page.getByText('CSV successfully generated.').waitFor();
    await row.getByRole('cell', { name: String(results.totalCount) }).waitFor();

    const saving2 = page.waitForEvent('download');
    await row.getByRole('button', { name: 'Download Texas awards' }).click();
    const file = await saving2;
    expect(file.suggestedFilename()).toBe('Texas awards.csv');
    const bytes = await savedText(file);
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    const lines = bytes.toString('utf8').slice(1).trim().split('\n');
    expect(lines[0].startsWith('Alert ID,Alert Title,')).toBe(true);
    // Cells carry labels, not the stored values: "Awards" not "awards", "United States" not "united states".
    const [header, ...records] = parseCsv(bytes.toString('utf8').slice(1).trim());
    expect(records).toHaveLength(results.totalCount);
    const column = (name: string) => records.map((record) => record[header.indexOf(name)]);
    expect(new Set(column('Alert Type'))).toEqual(new Set(['Awards']));
    expect(new Set(column('Country'))).toEqual(new Set(['United States']));
    const industries = column('Industry').filter(Boolean);
    expect(industries.length).toBeGreaterThan(0);
    for (const industry of industries) expect(INDUSTRIES.map((option) => option.label)).toContain(industry);
    expect(industries.some((industry) => findOption(INDUSTRIES, industry)?.value !== industry)).toBe(true);
    // The worker charged the rows of the file not viewed before; the badge follows the server.
    const afterSelected = before - firstTwoUnviewed;
    const deadline = Date.now() + 20_000;
    while ((await credit(page)) >= afterSelected && Date.now() < deadline) await page.waitForTimeout(250);
    expect(await credit(page)).toBeLessThan(afterSelected);

    // The search the dialog saved is listed as monitored.
    await page.goto('/managealertsavesearch');
    const saved = page.getByRole('row').filter({ hasText: 'Texas awards' });
    await expect(saved.getByRole('switch', { name: 'Monitor Texas awards' })).toBeChecked();
  });
});
