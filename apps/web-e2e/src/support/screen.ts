// Steps the journeys share: signing in as the seeded demo user or admin and working the alerts filter panel.
import type { Page } from '@playwright/test';
import { TEST_ADMIN, TEST_DEMO } from '@leadsignal/testing';

export async function signInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/home');
}

export const signInAsDemo = (page: Page): Promise<void> => signInAs(page, TEST_DEMO);
export const signInAsAdmin = (page: Page): Promise<void> => signInAs(page, TEST_ADMIN);

/** Switches a multi-choice criterion on and picks the option whose label starts with `text`. */
export async function chooseOption(page: Page, criterion: string, text: string): Promise<void> {
  await page.getByRole('checkbox', { name: criterion, exact: true }).check();
  const input = page.getByRole('combobox', { name: criterion, exact: true });
  await input.fill(text);
  await input.press('Enter');
}

/** The Credit badge's text for a balance, in the app's one number format ("Credit: 4,999"). */
export const creditText = (credits: number): string => `Credit: ${credits.toLocaleString('en-US')}`;

/** The Credit badge's number. */
export async function credit(page: Page): Promise<number> {
  const text = await page
    .getByText(/^Credit: [\d,]+$/)
    .first()
    .textContent();
  return Number(text?.replace(/\D/g, ''));
}
