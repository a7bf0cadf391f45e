// Debian's Chromium driven by playwright-core (no browser download), one browser per test file.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the e2e tests through jest (global setup starts the app).');
  return url;
};

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), acceptDownloads: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  return { context, page };
}
