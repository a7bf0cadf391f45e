import { PERMISSIONS, type AdminPlan } from '@leadsignal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifySuccess } from '../../lib/toast';
import { fieldProblems } from '../../components/forms';
import { formOf, planFormSchema, priceToCents } from './PlanModal';
import { PricingPage } from './PricingPage';
import { apiError, jsonResponse, mockApi } from '../../../test/api';
import { storeSession, testUser } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';

jest.mock('../../lib/toast');

const STARTER: AdminPlan = {
  id: 'starter',
  kind: 'pack',
  name: 'Starter',
  description: 'For a first campaign.',
  priceCents: 4900,
  currency: 'usd',
  credits: 1000,
  downloadLimit: 500,
  isActive: true,
  sortOrder: 1,
};
const PRO: AdminPlan = {
  id: 'pro',
  kind: 'pack',
  name: 'Pro',
  description: 'For whole sales teams.',
  priceCents: 14900,
  currency: 'usd',
  credits: 10000,
  downloadLimit: 0,
  isActive: true,
  sortOrder: 2,
};
const LEGACY: AdminPlan = {
  id: 'legacy',
  kind: 'pack',
  name: 'Legacy',
  description: 'No longer sold.',
  priceCents: 9900,
  currency: 'eur',
  credits: 5000,
  downloadLimit: 2500,
  isActive: false,
  sortOrder: 3,
};

const ADMIN = testUser({ allowedPermissions: [PERMISSIONS.billing, PERMISSIONS.adminPlans] });

beforeEach(() => {
  localStorage.clear();
  jest.mocked(notifySuccess).mockClear();
});

/** The plans API as the server keeps it: POST adds a plan, PUT changes one; the public list shows the active. */
function plansApi(extra: Parameters<typeof mockApi>[0] = {}) {
  let plans: AdminPlan[] = [STARTER, PRO, LEGACY];
  const publicPlans = () =>
    plans.filter((plan) => plan.isActive).map(({ isActive: _active, sortOrder: _order, ...plan }) => plan);
  return mockApi({
    'GET pricing/plans': () => jsonResponse(200, publicPlans()),
    'GET payment/orders': () => jsonResponse(200, []),
    'GET plans': () => jsonResponse(200, plans),
    'POST plans': async (_body, request) => {
      const created: AdminPlan = { ...(await request.json()), id: 'new-plan' };
      plans = [...plans, created];
      return jsonResponse(201, created);
    },
    'PUT plans/pro': async (_body, request) => {
      const updated: AdminPlan = { ...PRO, ...(await request.json()) };
      plans = plans.map((plan) => (plan.id === PRO.id ? updated : plan));
      return jsonResponse(200, updated);
    },
    ...extra,
  });
}

const cellsOf = (row: HTMLElement) => Array.from((row as HTMLTableRowElement).cells).map((cell) => cell.textContent);

async function openPlansTable() {
  const table = await screen.findByRole('table', { name: 'All plans' });
  await within(table).findByText('Legacy');
  return table;
}

describe('managing plans on the pricing page', () => {
  it('is not there without admin.plans, and GET plans is not called', async () => {
    storeSession(testUser({ allowedPermissions: [PERMISSIONS.billing] }));
    const api = plansApi();
    renderPage('/pricing', <PricingPage />);
    await screen.findByRole('button', { name: 'Buy Pro' });
    await screen.findByText('You have not bought anything yet.');

    expect(screen.queryByRole('heading', { name: 'Manage plans' })).toBeNull();
    expect(screen.queryByRole('table', { name: 'All plans' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New plan' })).toBeNull();
    expect(api.bodiesOf('GET plans')).toEqual([]);
  });

  it('lists every plan, hidden ones too, with price, credits, download limit, a badge and the order', async () => {
    storeSession(ADMIN);
    plansApi();
    renderPage('/pricing', <PricingPage />);

    expect(await screen.findByRole('heading', { name: 'Manage plans', level: 2 })).toBeTruthy();
    const table = await openPlansTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cellsOf)).toEqual([
      ['Starter', 'One-time credit pack', '$49.00', '1,000', '500', 'Shown', '1', 'EditDelete'],
      ['Pro', 'One-time credit pack', '$149.00', '10,000', 'Unlimited', 'Shown', '2', 'EditDelete'],
      ['Legacy', 'One-time credit pack', '€99.00', '5,000', '2,500', 'Hidden', '3', 'EditDelete'],
    ]);
    expect(within(rows[0]).getByText('Shown').className).toContain('bg-success');
    expect(within(rows[2]).getByText('Hidden').className).toContain('bg-secondary');
    expect(within(rows[2]).getByRole('button', { name: 'Edit plan Legacy' })).toBeTruthy();
    // The hidden plan is not on sale.
    expect(screen.queryByRole('button', { name: 'Buy Legacy' })).toBeNull();
  });

  it('creates a plan: sends the parsed body, toasts, and refreshes both lists', async () => {
    storeSession(ADMIN);
    const api = plansApi();
    renderPage('/pricing', <PricingPage />);
    await openPlansTable();
    fireEvent.click(screen.getByRole('button', { name: 'New plan' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('New plan')).toBeTruthy();
    expect((within(dialog).getByLabelText('Currency') as HTMLInputElement).value).toBe('usd');
    expect(within(dialog).getByText('0 means unlimited.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Description').tagName).toBe('TEXTAREA');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Team ' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'For agencies.' } });
    fireEvent.change(within(dialog).getByLabelText('Price'), { target: { value: '19.99' } });
    fireEvent.change(within(dialog).getByLabelText('Currency'), { target: { value: 'EUR' } });
    expect((within(dialog).getByLabelText('Kind') as HTMLSelectElement).value).toBe('pack');
    expect(within(dialog).getByText('The credits are added once, as top-ups that never expire.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Kind'), { target: { value: 'subscription' } });
    expect(within(dialog).getByText(/monthly allowance, renewed on the billing day/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Credits per month'), { target: { value: '2000' } });
    fireEvent.change(within(dialog).getByLabelText('Download limit'), { target: { value: '750' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf('POST plans')).toEqual([
      {
        kind: 'subscription',
        name: 'Team',
        description: 'For agencies.',
        priceCents: 1999,
        currency: 'eur',
        credits: 2000,
        downloadLimit: 750,
        isActive: true,
        // After the last plan.
        sortOrder: 4,
      },
    ]);
    expect(notifySuccess).toHaveBeenCalledWith('The plan has been saved.');
    const table = screen.getByRole('table', { name: 'All plans' });
    expect(await within(table).findByText('Team')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Buy Team' })).toBeTruthy();
    expect(api.bodiesOf('GET plans')).toHaveLength(2);
    expect(api.bodiesOf('GET pricing/plans')).toHaveLength(2);
  });

  it('shows each refusal under its field and sends nothing', async () => {
    storeSession(ADMIN);
    const api = plansApi();
    renderPage('/pricing', <PricingPage />);
    await openPlansTable();
    fireEvent.click(screen.getByRole('button', { name: 'New plan' }));
    const dialog = await screen.findByRole('dialog');
    // Nothing is flagged before a save is tried.
    expect(within(dialog).queryByText('Name is required.')).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('Price'), { target: { value: '19.999' } });
    fireEvent.change(within(dialog).getByLabelText('Currency'), { target: { value: 'dollars' } });
    fireEvent.change(within(dialog).getByLabelText('Credits'), { target: { value: '-5' } });
    fireEvent.change(within(dialog).getByLabelText('Order on the pricing page'), { target: { value: 'last' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Name is required.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a price such as 149.00.')).toBeTruthy();
    expect(within(dialog).getByText('The currency must be a three-letter code such as usd.')).toBeTruthy();
    expect(within(dialog).getByText('Credits cannot be negative.')).toBeTruthy();
    expect(within(dialog).getByText('The order must be a whole number from 0 to 1000.')).toBeTruthy();
    const price = within(dialog).getByLabelText('Price');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(price.getAttribute('aria-describedby')).toContain('plan-price-problem');
    expect(document.getElementById('plan-price-problem')?.textContent).toBe('Enter a price such as 149.00.');
    expect(within(dialog).getByLabelText('Download limit').getAttribute('aria-invalid')).toBeNull();

    // Fixing a field clears its message at once.
    fireEvent.change(price, { target: { value: '19.9' } });
    await waitFor(() => expect(within(dialog).queryByText('Enter a price such as 149.00.')).toBeNull());
    expect(api.bodiesOf('POST plans')).toEqual([]);
  });

  it('edits a plan: sends only what changed, and closes without a call when nothing did', async () => {
    storeSession(ADMIN);
    const api = plansApi();
    renderPage('/pricing', <PricingPage />);
    const table = await openPlansTable();

    fireEvent.click(within(table).getByRole('button', { name: 'Edit plan Pro' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit plan "Pro"')).toBeTruthy();
    expect((within(dialog).getByLabelText('Price') as HTMLInputElement).value).toBe('149.00');
    expect((within(dialog).getByLabelText('Shown on the pricing page') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf('PUT plans/pro')).toEqual([]);
    expect(notifySuccess).not.toHaveBeenCalled();

    fireEvent.click(within(table).getByRole('button', { name: 'Edit plan Pro' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Shown on the pricing page'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.bodiesOf('PUT plans/pro')).toEqual([{ isActive: false }]);
    expect(notifySuccess).toHaveBeenCalledWith('The plan has been saved.');
    const pro = (await within(table).findByText('Pro')).closest('tr') as HTMLElement;
    expect(await within(pro).findByText('Hidden')).toBeTruthy();
    // No longer on sale.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Buy Pro' })).toBeNull());
  });

  it("shows the server's reason in the form when it refuses, e.g. a taken name", async () => {
    storeSession(ADMIN);
    const api = plansApi({
      'PUT plans/pro': () => apiError(409, 'A plan with this name already exists.', 'name'),
    });
    renderPage('/pricing', <PricingPage />);
    const table = await openPlansTable();
    fireEvent.click(within(table).getByRole('button', { name: 'Edit plan Pro' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Starter' } });
    fireEvent.change(within(dialog).getByLabelText('Price'), { target: { value: '159' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('A plan with this name already exists.');
    expect(alert.className).toContain('alert-danger');
    expect(api.bodiesOf('PUT plans/pro')).toEqual([{ name: 'Starter', priceCents: 15900 }]);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});

describe('plan form', () => {
  it('reads prices in the main unit as cents', () => {
    expect(priceToCents('149')).toBe(14900);
    expect(priceToCents(' 149.5 ')).toBe(14950);
    expect(priceToCents('19.99')).toBe(1999);
    expect(priceToCents('0.07')).toBe(7);
    for (const bad of ['', '19.999', '-5', '1,499.00', 'abc', '.5', '5.']) expect(priceToCents(bad)).toBeNull();
  });

  it('checks the whole form with the contract', () => {
    const form = { ...formOf(null), name: 'Team', price: '10', credits: '2.5', downloadLimit: '20000000' };
    expect(fieldProblems(planFormSchema, form)).toEqual({
      credits: 'Credits must be a whole number.',
      downloadLimit: 'The download limit must be at most 10,000,000.',
    });
    expect(planFormSchema.parse({ ...form, credits: '3', downloadLimit: '0' })).toEqual({
      kind: 'pack',
      name: 'Team',
      description: '',
      priceCents: 1000,
      currency: 'usd',
      credits: 3,
      downloadLimit: 0,
      isActive: true,
      sortOrder: 0,
    });
  });
});

describe('deleting plans', () => {
  it('deletes a plan after asking, and leaves the server to refuse one with orders', async () => {
    storeSession(ADMIN);
    let deleted = false;
    const api = plansApi({
      'GET plans': () => jsonResponse(200, deleted ? [STARTER, PRO] : [STARTER, PRO, LEGACY]),
      [`DELETE plans/${LEGACY.id}`]: () => {
        deleted = true;
        return jsonResponse(200, { id: LEGACY.id });
      },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderPage('/pricing', <PricingPage />);
    const table = await openPlansTable();
    const button = within(table).getByRole('button', { name: 'Delete plan Legacy' });
    fireEvent.click(button);
    expect(api.calls.filter((call) => call.key.startsWith('DELETE'))).toHaveLength(0);
    fireEvent.click(button);
    await waitFor(() => expect(within(table).queryByText('Legacy')).toBeNull());
    expect(jest.mocked(notifySuccess)).toHaveBeenCalledWith('Plan Legacy deleted.');
    confirm.mockRestore();
  });
});
