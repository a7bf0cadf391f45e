// Find Alerts follows permissions and credits (issue 16): no reveal without the reveal permission, no Create
// Alerts (nor Save Search on export) without the save permission, and at 0 credits a reveal or an export goes
// straight to the insufficient-credit modal, which links to /pricing for users who may buy.
import { NOT_ENOUGH_CREDITS_REASON, PERMISSIONS, UI_MESSAGES } from '@leadsignal/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifyError } from '../../lib/toast';
import { jsonResponse, mockApi } from '../../../test/api';
import { ALERT_PERMISSIONS, alertRow, pagedSearch, renderAlertsPage } from '../../../test/kinds/alerts';

jest.mock('../../lib/toast');
jest.setTimeout(30_000);

const SEARCH = 'POST event/gettriggerevents';
const GET_EMAIL = 'POST event/getEmail';
const without = (permission: string) => ALERT_PERMISSIONS.filter((p) => p !== permission);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const table = () => screen.getByRole('table', { name: 'Alerts' });

async function firstSearch(api: ReturnType<typeof mockApi>) {
  await waitFor(() => expect(api.bodiesOf(SEARCH)).toHaveLength(1));
  await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
}

beforeEach(() => {
  localStorage.clear();
  jest.mocked(notifyError).mockClear();
});

describe('find alerts: permissions and credits', () => {
  it('offers no reveal without the reveal permission, in the table or in Alert Information', async () => {
    const api = mockApi({
      [SEARCH]: pagedSearch(2),
      'POST event/getById': () => jsonResponse(200, { ...alertRow(1), email: null }),
    });
    renderAlertsPage({}, { permissions: without(PERMISSIONS.alertsReveal) });
    await firstSearch(api);

    expect(within(table()).queryByRole('button', { name: /Show e-mail/ })).toBeNull();
    fireEvent.click(button('Pat Lee1'));
    const info = screen.getByRole('dialog', { name: 'Alert Information' });
    await waitFor(() => expect(api.bodiesOf('POST event/getById')).toHaveLength(1));
    expect(within(info).queryByRole('button', { name: 'Reveal e-mail' })).toBeNull();
    expect(within(info).getByText('Hidden (your role cannot reveal e-mails)')).toBeTruthy();
    expect(api.bodiesOf(GET_EMAIL)).toHaveLength(0);
  });

  it('offers no Report in Alert Information without the report permission', async () => {
    const api = mockApi({
      [SEARCH]: pagedSearch(2),
      'POST event/getById': () => jsonResponse(200, alertRow(1)),
    });
    renderAlertsPage({}, { permissions: without(PERMISSIONS.reportData) });
    await firstSearch(api);
    fireEvent.click(button('Pat Lee1'));
    const info = screen.getByRole('dialog', { name: 'Alert Information' });
    await waitFor(() => expect(api.bodiesOf('POST event/getById')).toHaveLength(1));
    expect(within(info).queryByRole('button', { name: 'Report' })).toBeNull();
    expect(within(info).getAllByRole('button', { name: 'Close' }).length).toBeGreaterThan(0);
  });

  it('offers no Create Alerts without the save permission, nor Save Search when exporting everything', async () => {
    const api = mockApi({ [SEARCH]: pagedSearch(3) });
    renderAlertsPage({ monthlyAvailableCredits: 100 }, { permissions: without(PERMISSIONS.alertsSave) });
    await firstSearch(api);
    expect(screen.queryByRole('button', { name: 'Create Alerts' })).toBeNull();
    expect(button('Clear Alerts')).toBeTruthy();

    await act(async () => fireEvent.click(button('Export')));
    fireEvent.click(button('Download up to 3 alerts'));
    const dialog = await screen.findByRole('dialog', { name: 'Alerts CSV Download' });
    expect(within(dialog).queryByLabelText('Save Search')).toBeNull();
    expect(within(dialog).queryByLabelText('Notifications')).toBeNull();
  });

  it('goes straight to the insufficient-credit modal at 0 credits, linking to /pricing', async () => {
    const api = mockApi({ [SEARCH]: pagedSearch(2) });
    renderAlertsPage({ monthlyAvailableCredits: 0 }, { permissions: [...ALERT_PERMISSIONS, PERMISSIONS.billing] });
    await firstSearch(api);
    expect(button('Show e-mail of Pat Lee1').title).toBe('No credit left to reveal this e-mail');

    fireEvent.click(button('Show e-mail of Pat Lee1'));
    const dialog = screen.getByRole('dialog', { name: 'Not enough credits' });
    expect(within(dialog).getByText(NOT_ENOUGH_CREDITS_REASON)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('dialog', { name: 'Confirm' })).toBeNull();
    expect(api.bodiesOf(GET_EMAIL)).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('still reveals a viewed row at 0 credits, for free', async () => {
    const api = mockApi({
      [SEARCH]: pagedSearch(1, () => ({ isViewed: true })),
      [GET_EMAIL]: () =>
        jsonResponse(200, { data: 'pat.lee1@acme1.com', isCreditDeducted: false, monthlyAvailableCredit: 0 }),
    });
    renderAlertsPage({ monthlyAvailableCredits: 0 });
    await firstSearch(api);
    fireEvent.click(button('Show e-mail of Pat Lee1'));
    const email = await screen.findByRole('dialog', { name: 'Email' });
    expect(await within(email).findByRole('link', { name: 'pat.lee1@acme1.com' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Not enough credits' })).toBeNull();
  });

  it('sends an export the credits cannot pay for straight to "Download CSV?"; no link for users who cannot buy', async () => {
    const api = mockApi({ [SEARCH]: pagedSearch(45) });
    renderAlertsPage({ monthlyAvailableCredits: 10 });
    await firstSearch(api);
    await act(async () => fireEvent.click(button('Export')));
    fireEvent.click(button('Download up to 45 alerts'));
    const dialog = await screen.findByRole('dialog', { name: 'Download CSV?' });
    expect(within(dialog).getByText(UI_MESSAGES.insufficientCredit)).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Buy credits' })).toBeNull();
    expect(api.calls.map((call) => call.key)).not.toContain('POST event/downloadAllTriggerEvents');
  });
});
