// The platform journey: the built SPA is served by the API with plain paths, the public layout shows
// its logo and links, pages load lazily, and an unknown address shows the not-found page.
import { networkInterfaces } from 'node:os';
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

  it('renders over plain HTTP through a non-loopback address of this machine, scripts gzipped', async () => {
    const address = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    if (!address) throw new Error('This machine has no non-loopback IPv4 address to test with.');
    const lanUrl = `http://${address}:${new URL(baseUrl()).port}`;
    const context = await browser.newContext({ baseURL: lanUrl });
    const page = await context.newPage();
    page.setDefaultTimeout(15000);
    const failed: string[] = [];
    const encodings: string[] = [];
    // The app's own requests (an upgrade to https would fail them all); Google's script needs the internet.
    page.on('requestfailed', (request) => {
      if (request.url().startsWith(lanUrl) || request.url().startsWith(`https://${address}`))
        failed.push(`${request.url()} ${request.failure()?.errorText}`);
    });
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        encodings.push((await response.headerValue('content-encoding')) ?? 'none');
    });
    const response = await page.goto('/login');
    expect(await response?.headerValue('content-security-policy')).not.toContain('upgrade-insecure-requests');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(page.url()).toBe(`${lanUrl}/login`);
    expect(failed).toEqual([]);
    // Over plain HTTP Chromium offers gzip (brotli only over HTTPS): the build's precompressed scripts
    // answer; files under 1 KB are sent as they are.
    expect(encodings).toContain('gzip');
    expect(encodings.filter((encoding) => encoding !== 'gzip' && encoding !== 'none')).toEqual([]);
    await context.close();
  });
});
