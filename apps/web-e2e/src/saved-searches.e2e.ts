// Saved searches that watch: create an alert from the filters (it becomes the current search, kept in the
// address over a reload), open it from the manage page by its ssid, then ingest new events, run the monitor,
// see the notification count rise, open it on just the new matches (then all of them), and get the digest.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MONITORING_JOBS, QUEUES } from '@leadsignal/contracts';
import { Queue } from 'bullmq';
import { expect, test, type Page } from '@playwright/test';
import type { DataSource } from 'typeorm';
import { createUser } from '@leadsignal/testing';
import { createDataSource, redisConnectionOptions } from '@leadsignal/server-core';
import { IngestRepository, IngestService } from '@leadsignal/ingest';
import { toAddress, waitForMail } from './support/mailbox';

const run = randomBytes(4).toString('hex');
const ALERT = `Funding watch ${run}`;

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/home');
}

test.describe('saved searches', () => {
  let dataSource: DataSource;
  let dir: string;

  test.beforeAll(async () => {
    dataSource = createDataSource(process.env.DATABASE_URL as string, 'leadsignal-e2e-saved-searches');
    await dataSource.initialize();
    dir = await mkdtemp(join(tmpdir(), 'leadsignal-e2e-feed-'));
  });
  test.afterAll(async () => {
    await dataSource.destroy();
    await rm(dir, { recursive: true, force: true });
  });

  /** Runs the worker's monitoring job now instead of waiting for its schedule. */
  async function runMonitoring(): Promise<void> {
    const queue = new Queue(QUEUES.monitoring, {
      connection: redisConnectionOptions(process.env.REDIS_URL as string, 'worker'),
      prefix: process.env.REDIS_PREFIX,
    });
    try {
      const job = await queue.add(MONITORING_JOBS.run, {});
      const deadline = Date.now() + 30_000;
      for (;;) {
        const state = await job.getState();
        if (state === 'completed') return;
        if (state === 'failed' || Date.now() > deadline) throw new Error(`monitoring job ended ${state}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      await queue.close();
    }
  }

  test('creates an alert, keeps it over a reload, opens it by ssid, and is told about new matches', async ({
    page,
  }) => {
    const user = await createUser(dataSource, { firstName: 'Grace' });
    await signIn(page, user.email, user.password);

    // Create an alert from the filters.
    await page.goto('/alerts');
    await page.getByText(/^[\d,]+ alerts? found$/).waitFor();
    await page.getByRole('checkbox', { name: 'Alert Types', exact: true }).check();
    const types = page.getByRole('combobox', { name: 'Alert Types', exact: true });
    await types.fill('Funding');
    await types.press('Enter');
    await page.getByRole('button', { name: 'Create Alerts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Alert' });
    await dialog.getByLabel('Name').fill(ALERT);
    await dialog.getByLabel('Notifications').check();
    const searched = page.waitForResponse((r) => r.url().endsWith('/api/event/gettriggerevents') && r.status() === 200);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Alert successfully created.').waitFor();
    const notice = page.getByText(`You are currently viewing results from created alert '${ALERT}'`);
    await notice.waitFor();
    const body = (await (await searched).request().postDataJSON()) as { eventTypes: string[] };
    expect(body.eventTypes).toEqual(['funding']);

    // The address names it: a reload shows it again (it is current, not the default).
    expect(new URL(page.url()).searchParams.get('ssid')).toMatch(/^[0-9a-f-]{36}$/);
    await page.reload();
    await notice.waitFor();
    await expect(page.getByRole('checkbox', { name: 'Alert Types', exact: true })).toBeChecked();

    // Opened from the manage page by its ssid, monitored because Notifications was ticked.
    await page.goto('/managealertsavesearch');
    const row = page.getByRole('row').filter({ hasText: ALERT });
    await expect(row.getByRole('switch', { name: `Monitor ${ALERT}` })).toBeChecked();
    await row.getByRole('button', { name: `Open ${ALERT}` }).click();
    await page.waitForURL(/\/alerts\?ssid=[0-9a-f-]{36}$/);
    const ssid = new URL(page.url()).searchParams.get('ssid');
    await notice.waitFor();

    // New events arrive through the ingest path, and the monitor runs.
    const feed = join(dir, 'feed.ndjson');
    const lines = [
      { kind: 'company', domain: `watch-${run}.example.com`, name: 'Watchful Robotics', country: 'US', state: 'Texas' },
      ...[1, 2].map((n) => ({
        kind: 'event',
        url: `https://news.example.com/${run}/${n}`,
        title: `Watchful Robotics closes round ${n} ${run}`,
        type: 'funding',
        datePublished: '2024-02-01',
        companyDomain: `watch-${run}.example.com`,
        contactFirstName: 'Ida',
        contactLastName: `Rhodes${n}`,
      })),
    ];
    await writeFile(feed, lines.map((line) => JSON.stringify(line)).join('\n'));
    const summary = await new IngestService(dataSource, new IngestRepository()).ingestFile(feed);
    expect(summary.rejected).toBe(0);
    await runMonitoring();

    // The count rises; opening the notification shows the two new alerts only, then every match on request.
    await page.goto('/home');
    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await page.getByRole('button', { name: new RegExp(`2 new alerts for '${ALERT}'`) }).click();
    await page.waitForURL(new RegExp(`/alerts\\?ssid=${ssid}&arrivedAfter=[^&]+&arrivedUntil=[^&]+$`));
    const opened = new URL(page.url()).searchParams;
    const instant = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;
    expect(opened.get('arrivedAfter')).toMatch(instant);
    expect(opened.get('arrivedUntil')).toMatch(instant);
    await notice.waitFor();
    await page.getByText('2 alerts found', { exact: true }).waitFor();
    const newMatches = page.getByRole('status', { name: 'New matches' });
    await newMatches.getByText(/^Showing the 2 new alerts since /).waitFor();
    const table = page.getByRole('table', { name: 'Alerts' });
    const rows = (await table.getByRole('row').allTextContents()).slice(1);
    expect(rows).toHaveLength(2);
    for (const n of [1, 2]) {
      expect(rows.filter((text) => text.includes(`Watchful Robotics closes round ${n} ${run}`))).toHaveLength(1);
    }
    await page
      .getByRole('group', { name: 'Active filters' })
      .getByText(/^Arrived: since /)
      .waitFor();
    await page.getByRole('button', { name: 'Notifications, 0 unread' }).waitFor();

    // Every match: the saved search's criteria (funding, Name Required by default) without the window.
    const [{ total }] = (await dataSource.query(
      `SELECT count(*)::int AS total FROM trigger_events WHERE type = 'funding' AND has_contact_name`,
    )) as { total: number }[];
    expect(total).toBeGreaterThan(2);
    await newMatches.getByRole('button', { name: 'Show all matches' }).click();
    await page.getByText(`${total.toLocaleString('en-US')} alerts found`, { exact: true }).waitFor();
    await expect(newMatches).toHaveCount(0);
    const all = new URL(page.url()).searchParams;
    expect(all.get('ssid')).toBe(ssid);
    expect(all.has('arrivedAfter')).toBe(false);
    await notice.waitFor();

    const mail = await waitForMail(
      (m) => toAddress(m) === user.email && m.subject === 'New matches for your saved searches on LeadSignal',
    );
    expect(mail.html).toContain(`Watchful Robotics closes round 2 ${run}`);
    const windowed = new URLSearchParams({
      ssid: ssid as string,
      arrivedAfter: opened.get('arrivedAfter') as string,
      arrivedUntil: opened.get('arrivedUntil') as string,
    });
    expect(mail.html).toContain(`/alerts?${windowed.toString().replace(/&/g, '&amp;')}`);
  });
});
