import { PERMISSIONS, type Order, type Plan } from '@leadsignal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { meApi } from '../../lib/me-api';
import { goToCheckout } from './api';
import { PaymentCancelPage } from './PaymentCancelPage';
import { PAYMENT_POLL_MS, PaymentSuccessPage } from './PaymentSuccessPage';
import { PricingPage } from './PricingPage';
import { apiError, jsonResponse, mockApi } from '../../../test/api';
import { storeSession, testMe, testUser } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';

jest.mock('../../lib/toast');
jest.mock('./api', () => ({ ...jest.requireActual<object>('./api'), goToCheckout: jest.fn() }));

const STARTER: Plan = {
  id: 'starter',
  kind: 'pack',
  name: 'Starter',
  description: 'For a first campaign.',
  priceCents: 4900,
  currency: 'usd',
  credits: 1000,
  downloadLimit: 500,
};
const PRO: Plan = {
  id: 'pro',
  kind: 'subscription',
  name: 'Pro',
  description: 'For whole sales teams.',
  priceCents: 14900,
  currency: 'usd',
  credits: 10000,
  downloadLimit: 0,
};

function order(n: number, overrides: Partial<Order> = {}): Order {
  return {
    id: `0190a6c2-0000-7000-8000-${String(n).padStart(12, '0')}`,
    kind: 'pack',
    planName: 'Starter',
    status: 'paid',
    amountCents: 4900,
    currency: 'usd',
    credits: 1000,
    createdOn: '2025-03-04T10:00:00.000Z',
    paidOn: '2025-03-04T10:01:00.000Z',
    testMode: false,
    ...overrides,
  };
}

beforeEach(() => {
  localStorage.clear();
  storeSession(testUser({ allowedPermissions: [PERMISSIONS.alertsSearch, PERMISSIONS.billing] }));
  jest.mocked(goToCheckout).mockClear();
});

const cardOf = (planName: string) =>
  screen.getByRole('heading', { name: planName, level: 2 }).closest('.card') as HTMLElement;

describe('pricing page', () => {
  it('shows each plan with its price, credits and download limit, a subscription per month', async () => {
    mockApi({
      'GET pricing/plans': () => jsonResponse(200, [STARTER, PRO]),
      'GET payment/orders': () => jsonResponse(200, []),
    });
    renderPage('/pricing', <PricingPage />);

    expect(screen.getByRole('heading', { name: 'Pricing', level: 1 })).toBeTruthy();
    // The plans and the orders table each say so.
    expect(screen.getAllByText('Loading...')).toHaveLength(2);
    await screen.findByRole('heading', { name: 'Starter' });
    const starter = cardOf('Starter');
    expect(within(starter).getByText('$49.00')).toBeTruthy();
    expect(within(starter).getByText('1,000 credits, one-time')).toBeTruthy();
    expect(within(starter).queryByText('/month')).toBeNull();
    expect(within(starter).getByText('Downloads of up to 500 rows')).toBeTruthy();
    expect(within(starter).getByText('For a first campaign.')).toBeTruthy();
    expect(within(starter).getByRole('button', { name: 'Buy Starter' })).toBeTruthy();
    const pro = cardOf('Pro');
    expect(within(pro).getByText('$149.00')).toBeTruthy();
    expect(within(pro).getByText('/month')).toBeTruthy();
    expect(within(pro).getByText('10,000 credits every month')).toBeTruthy();
    expect(within(pro).getByText('Unlimited downloads')).toBeTruthy();
    expect(within(pro).getByRole('button', { name: 'Buy Pro' })).toBeTruthy();
  });

  it('says when no plan is on sale, and when nothing was bought yet', async () => {
    mockApi({
      'GET pricing/plans': () => jsonResponse(200, []),
      'GET payment/orders': () => jsonResponse(200, []),
    });
    renderPage('/pricing', <PricingPage />);
    expect(await screen.findByText('No plans are available right now.')).toBeTruthy();
    expect(await screen.findByText('You have not bought anything yet.')).toBeTruthy();
  });

  it('buys a plan: sends its id, waits on every button, then goes to the checkout page', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = mockApi({
      'GET pricing/plans': () => jsonResponse(200, [STARTER, PRO]),
      'GET payment/orders': () => jsonResponse(200, []),
      'POST payment/checkout': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderPage('/pricing', <PricingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Pro' }));

    const redirecting = await screen.findByRole('button', { name: 'Redirecting...' });
    expect((redirecting as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Buy Starter' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(api.bodiesOf('POST payment/checkout')).toEqual([{ planId: 'pro' }]));

    answer(jsonResponse(201, { url: 'https://checkout.example.com/c/pay/cs_test_1' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('https://checkout.example.com/c/pay/cs_test_1'));
    expect(goToCheckout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's reason when payments are not set up, and stays on the page", async () => {
    mockApi({
      'GET pricing/plans': () => jsonResponse(200, [STARTER, PRO]),
      'GET payment/orders': () => jsonResponse(200, []),
      'POST payment/checkout': () => apiError(503, 'Payments are not set up on this server.'),
    });
    renderPage('/pricing', <PricingPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Starter' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Payments are not set up on this server.');
    expect(goToCheckout).not.toHaveBeenCalled();
    // The buttons can be used again.
    expect((screen.getByRole('button', { name: 'Buy Starter' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Buy Pro' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('in test mode says so, and Buy opens a test checkout step that completes the order', async () => {
    const api = mockApi({
      'GET settings/public': () => jsonResponse(200, { googleClientId: null, payments: 'test' }),
      'GET pricing/plans': () => jsonResponse(200, [STARTER, PRO]),
      'GET payment/orders': () => jsonResponse(200, []),
      'POST payment/checkout': () => jsonResponse(200, { url: `/payment/success?order=${order(7).id}` }),
    });
    renderPage('/pricing', <PricingPage />);
    expect((await screen.findByRole('note')).textContent).toContain('Test mode.');
    fireEvent.click(await screen.findByRole('button', { name: 'Buy Starter (test mode)' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Test mode: no card is charged and no money moves.');
    expect(api.bodiesOf('POST payment/checkout')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete test payment' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(`/payment/success?order=${order(7).id}`));
    expect(api.bodiesOf('POST payment/checkout')).toEqual([{ planId: 'starter' }]);
  });

  it('with payments off says so on every button before a click', async () => {
    mockApi({
      'GET settings/public': () => jsonResponse(200, { googleClientId: null, payments: 'off' }),
      'GET pricing/plans': () => jsonResponse(200, [STARTER, PRO]),
      'GET payment/orders': () => jsonResponse(200, []),
    });
    renderPage('/pricing', <PricingPage />);
    expect((await screen.findByRole('note')).textContent).toContain('Payments are off on this server');
    const buttons = await screen.findAllByRole('button', { name: 'Payments are off' });
    expect(buttons).toHaveLength(2);
    expect(buttons.every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });

  it("lists the user's orders with amount, credits and a status badge", async () => {
    mockApi({
      'GET pricing/plans': () => jsonResponse(200, [STARTER, PRO]),
      'GET payment/orders': () =>
        jsonResponse(200, [
          order(3, { planName: 'Pro', status: 'pending', amountCents: 14900, credits: 10000, paidOn: null }),
          order(2, { status: 'paid' }),
          order(1, { planName: 'Pro', status: 'expired', amountCents: 14900, credits: 10000, paidOn: null }),
        ]),
    });
    renderPage('/pricing', <PricingPage />);

    expect(screen.getByRole('heading', { name: 'Your orders', level: 2 })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Your orders' });
    await within(table).findByText('Pending');
    const rows = within(table).getAllByRole('row').slice(1) as HTMLTableRowElement[];
    expect(
      rows.map((row) =>
        Array.from(row.cells)
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Pro', '$149.00', '10,000', 'Pending'],
      ['Starter', '$49.00', '1,000', 'Paid'],
      ['Pro', '$149.00', '10,000', 'Expired'],
    ]);
    expect(within(rows[0]).getByText('Pending').className).toContain('bg-warning');
    expect(within(rows[1]).getByText('Paid').className).toContain('bg-success');
    expect(within(rows[2]).getByText('Expired').className).toContain('bg-secondary');
    expect(rows[0].cells[0].textContent).toMatch(/2025/);
  });
});

describe('payment success page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const tick = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  it('polls while the newest order is pending, then shows the credits and refreshes users/me', async () => {
    const answers = [
      [order(2, { status: 'pending', credits: 10000, paidOn: null }), order(1)],
      [order(2, { status: 'pending', credits: 10000, paidOn: null }), order(1)],
      [order(2, { status: 'paid', credits: 10000 }), order(1)],
    ];
    let answer = 0;
    const api = mockApi({
      'GET payment/orders': () => jsonResponse(200, answers[Math.min(answer++, answers.length - 1)]),
      'GET users/me': () => jsonResponse(200, testMe({ monthlyAvailableCredits: 10042 })),
    });
    const { store } = renderPage('/payment/success', <PaymentSuccessPage />);
    // The shell keeps users/me subscribed; stand in for it.
    store.dispatch(meApi.endpoints.getMe.initiate());
    await waitFor(() => expect(api.bodiesOf('GET users/me')).toHaveLength(1));

    expect(screen.getByRole('heading', { name: 'Confirming your payment', level: 1 })).toBeTruthy();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('We are confirming your payment…');
    expect(api.bodiesOf('GET payment/orders')).toHaveLength(1);

    await tick(PAYMENT_POLL_MS);
    await waitFor(() => expect(api.bodiesOf('GET payment/orders')).toHaveLength(2));
    expect(screen.getByText('We are confirming your payment…')).toBeTruthy();

    await tick(PAYMENT_POLL_MS);
    expect(await screen.findByText('Payment received: 10,000 credits have been added to your account.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Thank you', level: 1 })).toBeTruthy();
    await waitFor(() => expect(api.bodiesOf('GET users/me')).toHaveLength(2));
    await waitFor(() => expect(store.getState().shared.monthlyAvailableCredits).toBe(10042));

    // Paid: no more polling, and users/me is fetched once only.
    const calls = api.bodiesOf('GET payment/orders').length;
    await tick(PAYMENT_POLL_MS * 3);
    expect(api.bodiesOf('GET payment/orders')).toHaveLength(calls);
    expect(api.bodiesOf('GET users/me')).toHaveLength(2);

    expect(screen.getByRole('link', { name: 'Back to alerts' }).getAttribute('href')).toBe('/alerts');
    expect(screen.getByRole('link', { name: 'See your orders' }).getAttribute('href')).toBe('/pricing');
  });

  it('does not poll once the newest order is no longer pending', async () => {
    const api = mockApi({
      'GET payment/orders': () => jsonResponse(200, [order(2, { status: 'expired', paidOn: null }), order(1)]),
    });
    renderPage('/payment/success', <PaymentSuccessPage />);
    expect(
      await screen.findByText('Your last checkout expired before it was paid, so you were not charged.'),
    ).toBeTruthy();
    await tick(PAYMENT_POLL_MS * 3);
    expect(api.bodiesOf('GET payment/orders')).toHaveLength(1);
  });

  it('says so when there is no order at all', async () => {
    const api = mockApi({ 'GET payment/orders': () => jsonResponse(200, []) });
    renderPage('/payment/success', <PaymentSuccessPage />);
    expect(await screen.findByText('No payment was found.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No payment found');
    await tick(PAYMENT_POLL_MS * 3);
    expect(api.bodiesOf('GET payment/orders')).toHaveLength(1);
  });
});

describe('payment success page with an order', () => {
  it('describes the named order: a test payment says no money moved', async () => {
    const paid = order(3, { testMode: true, credits: 500 });
    const api = mockApi({ [`GET payment/orders/${paid.id}`]: () => jsonResponse(200, paid) });
    renderPage('/payment/success', <PaymentSuccessPage />, `/payment/success?order=${paid.id}`);
    expect(await screen.findByText('Payment received: 500 credits have been added to your account.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Thank you', level: 1 })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('Test mode');
    expect(api.bodiesOf('GET payment/orders')).toEqual([]);
  });

  it('says an unknown order was not found, without thanking anyone', async () => {
    const missing = order(4);
    mockApi({ [`GET payment/orders/${missing.id}`]: () => apiError(404, 'The order was not found.') });
    renderPage('/payment/success', <PaymentSuccessPage />, `/payment/success?order=${missing.id}`);
    expect(
      await screen.findByText('This order was not found in your account, so nothing was charged for it.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No payment found');
  });
});

describe('payment cancel page', () => {
  it('says nothing was charged and links back to the pricing page', () => {
    const api = mockApi();
    renderPage('/payment/cancel', <PaymentCancelPage />);
    expect(screen.getByRole('heading', { name: 'Payment cancelled', level: 1 })).toBeTruthy();
    expect(screen.getByText('You were not charged. You can choose a plan again whenever you like.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to pricing' }).getAttribute('href')).toBe('/pricing');
    expect(api.calls).toEqual([]);
  });

  it('says what became of the named order', async () => {
    const left = order(5, { status: 'pending', paidOn: null, planName: 'Growth' });
    mockApi({ [`GET payment/orders/${left.id}`]: () => jsonResponse(200, left) });
    renderPage('/payment/cancel', <PaymentCancelPage />, `/payment/cancel?order=${left.id}`);
    expect(
      await screen.findByText(
        'Your Growth order was not paid, so you were not charged. You can choose a plan again whenever you like.',
      ),
    ).toBeTruthy();
  });
});
