// Lighthouse's mobile performance score of a cold /login (docs/performance.md, "Lighthouse, cold /login"): the
// built app as the journeys start it (precompressed assets, its caching headers), Lighthouse run through npx on
// Debian's Chromium (CHROME_PATH; nothing downloads a browser), the mobile preset with simulated throttling.
// Opt-in, as it needs Lighthouse from the npm registry: LIGHTHOUSE=1 npx playwright test -c
// apps/web-e2e/playwright.config.ts lighthouse.e2e.ts. The report goes to test-results/web-e2e/.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { baseUrl } from './support/browser';

const OUT = join(__dirname, '..', '..', '..', 'test-results', 'web-e2e');
const MIN_SCORE = 95;

interface Report {
  categories: { performance: { score: number } };
  audits: Record<string, { displayValue?: string; numericValue?: number }>;
}

test.skip(!process.env.LIGHTHOUSE, 'Lighthouse runs with LIGHTHOUSE=1 (it comes from the npm registry through npx).');

test(`a cold /login scores at least ${MIN_SCORE} in Lighthouse's mobile performance`, async () => {
  test.setTimeout(300_000);
  mkdirSync(OUT, { recursive: true });
  const path = join(OUT, 'lighthouse-login.json');
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@13',
      `${baseUrl()}/login`,
      '--only-categories=performance',
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
      '--output=json',
      `--output-path=${path}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: 'inherit' },
  );
  const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
  const score = Math.round(report.categories.performance.score * 100);
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index'];
  console.log(
    `Lighthouse mobile performance of /login: ${score};`,
    [...metrics, 'total-byte-weight'].map((id) => `${id} ${report.audits[id].displayValue}`).join(', '),
  );
  expect(score).toBeGreaterThanOrEqual(MIN_SCORE);
});
