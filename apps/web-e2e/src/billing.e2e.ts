// Buying a plan in Chromium: the demo user picks a plan, pays on the (fake) provider's hosted checkout page,
// comes back to /payment/success, which waits for the signed event, and the Credit badge rises.
import { expect, test } from '@playwright/test';
import { credit, signInAsDemo, creditText } from './support/screen';

test.describe('billing', () => {
  test('buys the Starter plan: checkout, payment, confirmation, credits and the order', async ({ page }) => {
    await signInAsDemo(page);
    const before: number = await page.evaluate(async () => {
      const res = await fetch('/api/users/me', {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return (await res.json()).monthlyAvailableCredits;
    });
    await page.getByText(creditText(before)).first().waitFor();

    await page.getByRole('link', { name: 'Pricing', exact: true }).click();
    await page.waitForURL('**/pricing');
    await page.getByText('$49.00').waitFor();
    await page.getByRole('button', { name: 'Buy Starter' }).click();

    // The provider's page, then back to the app.
    await page.getByRole('heading', { name: 'Pay LeadSignal Starter' }).waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL('**/payment/success?order=*');
    await page.getByText('Payment received: 500 credits have been added to your account.').waitFor();
    await page
      .getByText(creditText(before + 500))
      .first()
      .waitFor();
    expect(await credit(page)).toBe(before + 500);

    await page.getByRole('link', { name: 'See your orders' }).click();
    const order = page.getByRole('table', { name: 'Your orders' }).getByRole('row').filter({ hasText: 'Starter' });
    await order.getByText('Paid', { exact: true }).waitFor();
  });

  test('comes back from a cancelled checkout without being charged', async ({ page }) => {
    await signInAsDemo(page);
    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Buy Growth' }).click();
    await page.getByRole('heading', { name: 'Pay LeadSignal Growth' }).waitFor();
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL('**/payment/cancel?order=*');
    await page.getByText('You were not charged.', { exact: false }).waitFor();
  });
});
