// The platform journey: the built SPA is served by the API with plain paths, the public layout shows
// its logo and links, pages load lazily, and an unknown address shows the not-found page.
import { networkInterfaces } from 'node:os';
import { expect, test } from '@playwright/test';
import { baseUrl, newPage } from './support/browser';

test.describe('platform', () => {
  test('reports ready with every dependency up', async () => {
    const res = await fetch(`${baseUrl()}/api/health/ready`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', checks: { postgres: 'up', redis: 'up', storage: 'up' } });
  });

  test('shows the public layout with a 120px logo and the Login and Signup links on a lazily loaded page', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    const logo = page.getByRole('img', { name: 'LeadSignal' }).first();
    await expect(logo).toHaveAttribute('width', '120');
    await page.getByRole('link', { name: 'Signup' }).click();
    await page.waitForURL('**/signup');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');
    // The entry bundle plus at least one lazily fetched page chunk.
    expect(scripts.length).toBeGreaterThan(1);
  });

  test('answers an unknown address with the not-found page (history-API fallback, no hash)', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expect(page).toHaveURL(`${baseUrl()}/no/such/page`);
  });

  test('renders over plain HTTP through a non-loopback address of this machine, scripts gzipped', async ({
    browser,
  }) => {
    const address = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    if (!address) throw new Error('This machine has no non-loopback IPv4 address to test with.');
    const lanUrl = `http://${address}:${new URL(baseUrl()).port}`;
    const { context, page } = await newPage(browser, { baseURL: lanUrl });
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
    await expect(page).toHaveURL(`${lanUrl}/login`);
    expect(failed).toEqual([]);
    // Over plain HTTP Chromium offers gzip (brotli only over HTTPS): the build's precompressed scripts
    // answer; files under 1 KB are sent as they are.
    expect(encodings).toContain('gzip');
    expect(encodings.filter((encoding) => encoding !== 'gzip' && encoding !== 'none')).toEqual([]);
    await context.close();
  });
});
