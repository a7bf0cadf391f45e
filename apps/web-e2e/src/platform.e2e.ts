// The platform journey: the built SPA is served by the API with plain paths, the public layout shows
// its logo and links, pages load lazily, and an unknown address shows the not-found page.
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage } from './support/browser';

describe('platform', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('reports ready with every dependency up', async () => {
    const res = await fetch(`${baseUrl()}/api/health/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', checks: { postgres: 'up', redis: 'up', storage: 'up' } });
  });

  it('shows the public layout with a 120px logo and the Login and Signup links on a lazily loaded page', async () => {
    const { context, page } = await newPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    const logo = page.getByRole('img', { name: 'LeadSignal' }).first();
    expect(await logo.getAttribute('width')).toBe('120');
    await page.getByRole('link', { name: 'Signup' }).click();
    await page.waitForURL('**/signup');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');
    // The entry bundle plus at least one lazily fetched page chunk.
    expect(scripts.length).toBeGreaterThan(1);
    await context.close();
  });

  it('answers an unknown address with the not-found page (history-API fallback, no hash)', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(page.url()).toBe(`${baseUrl()}/no/such/page`);
    await context.close();
  });
});
