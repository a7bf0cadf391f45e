// The browser journeys: @playwright/test driving Debian's Chromium (nothing downloads a browser) against the
// built app, which global setup starts with a fresh database, Redis prefix, captured SMTP and fake Stripe.
// One worker, one journey at a time: the machine CI runs on has two cores, and the app under test uses them.
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Playwright loads this file in its runner and again in each worker, before any journey or global setup
// imports a server library: from here on those compile with SWC (see register-ts.js for why).
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('../../libs/testing/src/register-ts.js')({ under: join(__dirname, '../../libs') });

export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  globalSetup: './src/support/global-setup.ts',
  globalTeardown: './src/support/global-teardown.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: 'list',
  // The journeys write their screenshots to test-results/web-e2e/ themselves; Playwright's own files (a failed
  // journey's last screen) go beside them, in a folder it empties at the start of each run.
  outputDir: '../../test-results/web-e2e/failures',
  use: {
    // Global setup starts the app on a free port and names it in E2E_BASE_URL before the worker, which loads
    // this file again, starts.
    baseURL: process.env.E2E_BASE_URL,
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    screenshot: 'only-on-failure',
    launchOptions: {
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
    },
  },
});
