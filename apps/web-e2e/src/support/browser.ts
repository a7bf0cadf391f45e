// The app's address, and pages beside a journey's own `page` fixture (another user, a visitor), each in a
// context of its own. Chromium itself is launched by Playwright from playwright.config.ts.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the journeys with apps/web-e2e/playwright.config.ts.');
  return url;
};

/** A page in a fresh context (own cookies and storage) on the app's address. */
export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), ...options });
  const page = await context.newPage();
  return { context, page };
}
