import {
  capReachedReason,
  NOT_ENOUGH_CREDITS_REASON,
  UI_MESSAGES,
  type AlertSearchCriteria,
} from '@leadsignal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NO_RECORDS_TEXT } from '../../components/DataTable';
import { notifyError, notifySuccess } from '../../lib/toast';
import { clearedCriteria } from './AlertsPage';
import { REVEAL_COST_MESSAGE } from '../../search-kit';
import { apiError, jsonResponse, mockApi } from '../../../test/api';
import { alertRow, pagedSearch, renderAlertsPage } from '../../../test/kinds/alerts';

jest.mock('../../lib/toast');
// Whole-screen journeys through a panel of 21 criteria and a table of 20 rows take a few seconds in jsdom.
jest.setTimeout(30_000);

const SEARCH = 'POST event/gettriggerevents';
const GET_EMAIL = 'POST event/getEmail';
const GET_BY_ID = 'POST event/getById';
const REPORT = 'POST reportedData/create';

beforeEach(() => {
  localStorage.clear();
  jest.mocked(notifyError).mockClear();
  jest.mocked(notifySuccess).mockClear();
});

// Label queries: role queries over the whole panel are slow in jsdom (the e2e uses roles).
const toggle = (name: string) => screen.getByLabelText(name, { selector: 'input[type=checkbox]' }) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const table = () => screen.getByRole('table', { name: 'Alerts' });
const dataRows = () => within(table()).getAllByRole('row').slice(1);
const rowCheckbox = (n: number) =>
  screen.getByRole('checkbox', { name: `Select alert Acme ${n} hires a new VP of Sales` }) as HTMLInputElement;

function pick(name: string, typed: string) {
  const input = screen.getByLabelText(name, { selector: 'input[role=combobox]' });
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

function typeEntry(name: string, text: string) {
  const input = screen.getByLabelText(name, { selector: 'input[type=text], input:not([type])' });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

async function searchesSent(api: ReturnType<typeof mockApi>, count: number): Promise<AlertSearchCriteria> {
  await waitFor(() => expect(api.bodiesOf(SEARCH)).toHaveLength(count));
  await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
  return api.bodiesOf(SEARCH)[count - 1] as AlertSearchCriteria;
}

describe('find alerts: search', () => {
  it('searches on load with the defaults: Name Required on, United States, page 1 of 20', async () => {
    const api = mockApi({ [SEARCH]: pagedSearch(45) });
    renderAlertsPage();
    const body = await searchesSent(api, 1);

    expect(body).toEqual(clearedCriteria());
    expect(body).toMatchObject({
      isContactNameRequiredSelected: true,
      isCountriesSelected: false,
      country: 'united states',
      alertDateRangeOption: 0,
      page: 1,
      pageSize: 20,
      sources: [],
      companyTechnologies: [],
      usaStatesSelected: [],
    });
    expect(dataRows()).toHaveLength(20);
    expect(screen.getByText('45 alerts found')).toBeTruthy();
    expect(screen.getByText('1-20 of 45')).toBeTruthy();
    expect(toggle('Name Required').checked).toBe(true);
    expect(screen.getByRole('group', { name: 'Name Required' })).toBeTruthy();
    expect(toggle('Alert Types').checked).toBe(false);
  });

  it('sends the flags and values of the criteria switched on in the panel', async () => {
    const api = mockApi({ [SEARCH]: pagedSearch(3) });
    renderAlertsPage();
    await searchesSent(api, 1);

    fireEvent.click(toggle('Alert Types'));
    pick('Alert Types', 'Personnel');
    pick('Alert Types', 'funding');
    fireEvent.click(toggle('Alert Keyword'));
    typeEntry('Alert Keyword', 'expansion');
    fireEvent.click(toggle('Alert Date Range'));
    pick('Alert Date Range', 'Last Week');
    fireEvent.click(toggle('Email Required'));
    fireEvent.click(toggle('Name Required'));
    fireEvent.click(toggle('Job Level'));
    pick('Job Level', 'cxo');
    fireEvent.click(toggle('Hire Type'));
    pick('Hire Type', 'Promotion');
    fireEvent.click(toggle('Company Website'));
    typeEntry('Company Website', 'acme.com');
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Company Website' })).getByRole('checkbox', { name: 'Exact Match' }),
    );
    fireEvent.click(toggle('Investors'));
    typeEntry('Investors', 'Sequoia');
    fireEvent.click(toggle('Country'));
    pick('Country', 'Canada');
    fireEvent.click(toggle('States'));
    pick('States', 'Ontario');
    fireEvent.click(toggle('Zip Code'));
    typeEntry('Zip Code', 'SW1A 1AA');
    fireEvent.click(button('Search'));

    expect(await searchesSent(api, 2)).toEqual({
      ...clearedCriteria(),
      isTriggerEventsTypeSelected: true,
      eventTypes: ['personnel', 'funding'],
      isTitlesSelected: true,
      titles: ['expansion'],
      isTriggerEventsDateRangeSelected: true,
      alertDateRangeOption: 2,
      isContactEmailRequiredSelected: true,
      isContactNameRequiredSelected: false,
      isContactJobLevelSelected: true,
      contactJobLevels: ['cxo'],
      isNewHireTypeSelected: true,
      newHireType: 'promotion',
      isCompanyURLsSelected: true,
      companyURLs: ['acme.com'],
      companyURLsExactMatch: false,
      isInvestorsSelected: true,
      fundingInvestors: ['Sequoia'],
      isCountriesSelected: true,
      country: 'canada',
      isStatesSelected: true,
      states: ['Ontario'],
      isZipcodesSelected: true,
      zipCodes: ['SW1A 1AA'],
    });
  });

  it('offers the states of the chosen country, United States by default', async () => {
    const api = mockApi({ [SEARCH]: pagedSearch(3) });
    renderAlertsPage();
    await searchesSent(api, 1);
    fireEvent.click(toggle('States'));
    pick('States', 'Ontario');
    pick('States', 'Califor');
    fireEvent.click(toggle('Country'));
    pick('Country', 'Canada');
    pick('States', 'Ontario');
    fireEvent.click(button('Search'));
    expect(await searchesSent(api, 2)).toMatchObject({ country: 'canada', states: ['Ontario'] });
  });

  it('pages on the server with 10, 20 or 50 rows and keeps the searched filters', async () => {
    const api = mockApi({ [SEARCH]: pagedSearch(45) });
    renderAlertsPage();
    await searchesSent(api, 1);
    fireEvent.click(toggle('Quote Required'));

    fireEvent.click(button('Next Page'));
    expect(await searchesSent(api, 2)).toMatchObject({ page: 2, pageSize: 20, isQuotesRequiredSelected: false });
    expect(screen.getByText('21-40 of 45')).toBeTruthy();

    const sizes = screen.getByLabelText('Rows per page:') as HTMLSelectElement;
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '50']);
    fireEvent.change(sizes, { target: { value: '50' } });
    expect(await searchesSent(api, 3)).toMatchObject({ page: 1, pageSize: 50 });
    expect(dataRows()).toHaveLength(45);
    expect(button('Next Page').disabled).toBe(true);
  });

  it('keeps selected rows across pages', async () => {
    const api = mockApi({ [SEARCH]: pagedSearch(45) });
    renderAlertsPage();
    await searchesSent(api, 1);
    fireEvent.click(rowCheckbox(1));
    fireEvent.click(rowCheckbox(2));

    fireEvent.click(button('Next Page'));
    await searchesSent(api, 2);
    expect(rowCheckbox(21).checked).toBe(false);
    fireEvent.click(rowCheckbox(21));
    expect(screen.getByText('3 items selected')).toBeTruthy();

    fireEvent.click(button('Last Page'));
    await searchesSent(api, 3);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByText('8 items selected')).toBeTruthy();

    fireEvent.click(button('First Page'));
    await searchesSent(api, 4);
    expect(rowCheckbox(1).checked).toBe(true);
    expect(rowCheckbox(2).checked).toBe(true);
    expect(rowCheckbox(3).checked).toBe(false);
    expect(
      (screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement).indeterminate,
    ).toBe(true);
  });

  it('Clear Alerts resets the filters, the selection, page 1 and 20 rows, then searches', async () => {
    const api = mockApi({ [SEARCH]: pagedSearch(45) });
    renderAlertsPage();
    await searchesSent(api, 1);
    fireEvent.click(toggle('Alert Types'));
    pick('Alert Types', 'Awards');
    fireEvent.click(toggle('Name Required'));
    fireEvent.click(button('Search'));
    await searchesSent(api, 2);
    fireEvent.change(screen.getByLabelText('Rows per page:'), { target: { value: '10' } });
    await searchesSent(api, 3);
    fireEvent.click(button('Next Page'));
    await searchesSent(api, 4);
    fireEvent.click(rowCheckbox(11));
    expect(screen.getByText('1 item selected')).toBeTruthy();

    fireEvent.click(button('Clear Alerts'));
    expect(await searchesSent(api, 5)).toEqual(clearedCriteria());
    expect(toggle('Alert Types').checked).toBe(false);
    expect(toggle('Name Required').checked).toBe(true);
    expect(screen.queryByText(/selected$/)).toBeNull();
    expect((screen.getByLabelText('Rows per page:') as HTMLSelectElement).value).toBe('20');
    expect(screen.getByText('1-20 of 45')).toBeTruthy();

    // Clearing again still searches, although nothing changed.
    fireEvent.click(button('Clear Alerts'));
    expect(await searchesSent(api, 6)).toEqual(clearedCriteria());
  });

  it.each([
    ['a failed search', () => apiError(500, 'Database unavailable.')],
    ['an empty answer', () => jsonResponse(200, {})],
  ])('says "Failed to get the alerts." on %s', async (_case, respond) => {
    mockApi({ [SEARCH]: respond });
    renderAlertsPage();
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(UI_MESSAGES.alertsFailed));
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(screen.getByText(NO_RECORDS_TEXT)).toBeTruthy();
  });

  it('shows the empty state, without an error, when nothing matches', async () => {
    const api = mockApi({ [SEARCH]: pagedSearch(0) });
    renderAlertsPage();
    await searchesSent(api, 1);
    expect(screen.getByText(NO_RECORDS_TEXT)).toBeTruthy();
    expect(screen.getByText('0 alerts found')).toBeTruthy();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('shows "Loading..." while searching', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({ [SEARCH]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderAlertsPage();
    expect(await screen.findByText('Loading...')).toBeTruthy();
    answer(jsonResponse(200, { triggerEvents: [alertRow(1)], totalCount: 1 }));
    await waitFor(() => expect(screen.queryByText('Loading...')).toBeNull());
    expect(dataRows()).toHaveLength(1);
  });

  it('shows every column of a row', async () => {
    const api = mockApi({
      [SEARCH]: pagedSearch(1, () => ({
        companyLogo: 'https://logos.example.com/acme.png',
        type: 'mergers_and_acquisitions',
      })),
    });
    renderAlertsPage({ downloadLimit: 0 });
    await searchesSent(api, 1);
    const row = within(dataRows()[0]);

    expect(row.getByRole('link', { name: 'Acme 1' }).getAttribute('href')).toBe('https://acme1.com/');
    expect(row.getByRole('link', { name: 'Acme 1' }).getAttribute('target')).toBe('_blank');
    const title = row.getByRole('link', { name: 'Acme 1 hires a new VP of Sales' });
    expect(title.getAttribute('href')).toBe('https://news.example.com/acme-1');
    expect(title.getAttribute('target')).toBe('_blank');
    expect(row.getByRole('button', { name: 'Pat Lee1' })).toBeTruthy();
    expect(row.getByText('VP of Sales')).toBeTruthy();
    expect(row.getByText('Mar 4, 2025')).toBeTruthy();
    expect(row.getByText('Mergers & Acquisitions')).toBeTruthy();

    fireEvent.error(row.getByRole('img', { name: 'Acme 1 logo' }));
    expect(row.getByRole('img', { name: 'Acme 1 logo' }).textContent).toBe('A1');

    fireEvent.click(row.getByRole('button', { name: 'Show quote' }));
    expect(await screen.findByText('Quote 1')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Show summary' }));
    expect(await screen.findByText('Summary 1')).toBeTruthy();
  });
});

describe('find alerts: e-mail reveal', () => {
  it('asks before spending a credit, shows the e-mail, lowers the badge and marks the row viewed', async () => {
    const api = mockApi({
      [SEARCH]: pagedSearch(2),
      [GET_EMAIL]: () =>
        jsonResponse(200, { data: 'pat.lee1@acme1.com', isCreditDeducted: true, monthlyAvailableCredit: 4 }),
    });
    const { store } = renderAlertsPage({ monthlyAvailableCredits: 5 });
    await searchesSent(api, 1);

    fireEvent.click(button('Show e-mail of Pat Lee1'));
    const confirm = screen.getByRole('dialog', { name: 'Confirm' });
    expect(within(confirm).getByText(REVEAL_COST_MESSAGE)).toBeTruthy();
    expect(api.bodiesOf(GET_EMAIL)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    const email = await screen.findByRole('dialog', { name: 'Email' });
    expect(within(email).getByRole('link', { name: 'pat.lee1@acme1.com' })).toBeTruthy();
    expect(api.bodiesOf(GET_EMAIL)).toEqual([{ id: alertRow(1).id }]);
    expect(store.getState().shared.monthlyAvailableCredits).toBe(4);
    expect(button('Show e-mail of Pat Lee1').className).toContain('is-viewed');

    fireEvent.click(within(email).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Email' })).toBeNull());
    // Viewed now: shown again without asking and without another call.
    fireEvent.click(button('Show e-mail of Pat Lee1'));
    expect(await screen.findByRole('dialog', { name: 'Email' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Confirm' })).toBeNull();
    expect(api.bodiesOf(GET_EMAIL)).toHaveLength(1);
  });

  it('reveals a row the server marks viewed without asking and without a charge', async () => {
    const api = mockApi({
      [SEARCH]: pagedSearch(1, () => ({ isViewed: true })),
      [GET_EMAIL]: () =>
        jsonResponse(200, { data: 'pat.lee1@acme1.com', isCreditDeducted: false, monthlyAvailableCredit: 5 }),
    });
    const { store } = renderAlertsPage({ monthlyAvailableCredits: 5 });
    await searchesSent(api, 1);
    fireEvent.click(button('Show e-mail of Pat Lee1'));
    expect(screen.queryByRole('dialog', { name: 'Confirm' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'pat.lee1@acme1.com' })).toBeTruthy();
    expect(store.getState().shared.monthlyAvailableCredits).toBe(5);
  });

  it.each([
    ['the server sends no balance', {}],
    ['the server sends a negative balance', { monthlyAvailableCredit: -1 }],
  ])('never lowers the credits below 0 when %s', async (_case, balance) => {
    const api = mockApi({
      [SEARCH]: pagedSearch(1),
      [GET_EMAIL]: () => jsonResponse(200, { data: 'pat.lee1@acme1.com', isCreditDeducted: true, ...balance }),
    });
    const { store } = renderAlertsPage({ monthlyAvailableCredits: 1 });
    await searchesSent(api, 1);
    fireEvent.click(button('Show e-mail of Pat Lee1'));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('link', { name: 'pat.lee1@acme1.com' })).toBeTruthy();
    expect(store.getState().shared.monthlyAvailableCredits).toBe(0);
  });

  it.each([
    ['no credit is left', NOT_ENOUGH_CREDITS_REASON],
    ["the member's monthly cap is reached", capReachedReason(2, 2)],
  ])("shows the server's reason as is when %s", async (_case, reason) => {
    const api = mockApi({
      [SEARCH]: pagedSearch(1),
      [GET_EMAIL]: () => apiError(402, reason),
    });
    const { store } = renderAlertsPage({ monthlyAvailableCredits: 1 });
    await searchesSent(api, 1);
    fireEvent.click(button('Show e-mail of Pat Lee1'));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(reason));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.getState().shared.monthlyAvailableCredits).toBe(1);
    expect(button('Show e-mail of Pat Lee1').className).not.toContain('is-viewed');
  });

  it('offers no reveal for a contact without an e-mail', async () => {
    const api = mockApi({ [SEARCH]: pagedSearch(1, () => ({ isHasContactEmail: false })) });
    renderAlertsPage();
    await searchesSent(api, 1);
    expect(button('Show e-mail of Pat Lee1').disabled).toBe(true);
  });
});

describe('find alerts: alert information and reports', () => {
  const detail = { ...alertRow(1), email: null };

  it('opens Alert Information from the contact and reveals the e-mail there', async () => {
    const api = mockApi({
      [SEARCH]: pagedSearch(1),
      [GET_BY_ID]: () => jsonResponse(200, detail),
      [GET_EMAIL]: () =>
        jsonResponse(200, { data: 'pat.lee1@acme1.com', isCreditDeducted: true, monthlyAvailableCredit: 4 }),
    });
    renderAlertsPage();
    await searchesSent(api, 1);
    fireEvent.click(button('Pat Lee1'));

    const info = screen.getByRole('dialog', { name: 'Alert Information' });
    await waitFor(() => expect(api.bodiesOf(GET_BY_ID)).toEqual([{ id: detail.id }]));
    expect(within(info).getByText('VP of Sales')).toBeTruthy();
    expect(within(info).getByText('Personnel')).toBeTruthy();
    expect(within(info).getByText('Mar 4, 2025')).toBeTruthy();
    expect(within(info).getByRole('link', { name: 'Acme 1 hires a new VP of Sales' })).toBeTruthy();
    expect(within(info).getByRole('link', { name: 'Acme 1' })).toBeTruthy();

    fireEvent.click(within(info).getByRole('button', { name: 'Reveal e-mail' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Email' })).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('dialog', { name: 'Alert Information' })).getByRole('link', {
          name: 'pat.lee1@acme1.com',
        }),
      ).toBeTruthy(),
    );
  });

  it('shows the e-mail the details carry for a viewed row', async () => {
    const api = mockApi({
      [SEARCH]: pagedSearch(1, () => ({ isViewed: true })),
      [GET_BY_ID]: () => jsonResponse(200, { ...detail, isViewed: true, email: 'pat.lee1@acme1.com' }),
    });
    renderAlertsPage();
    await searchesSent(api, 1);
    fireEvent.click(button('Pat Lee1'));
    const info = screen.getByRole('dialog', { name: 'Alert Information' });
    expect(await within(info).findByRole('link', { name: 'pat.lee1@acme1.com' })).toBeTruthy();
  });

  it('reports a row with the required details', async () => {
    const api = mockApi({
      [SEARCH]: pagedSearch(1),
      [GET_BY_ID]: () => jsonResponse(200, detail),
      [REPORT]: () => jsonResponse(201, { id: 'report-1' }),
    });
    renderAlertsPage();
    await searchesSent(api, 1);
    fireEvent.click(button('Pat Lee1'));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Alert Information' })).getByRole('button', { name: 'Report' }),
    );

    const report = screen.getByRole('dialog', { name: 'Report Alerts' });
    const type = within(report).getByLabelText('Type') as HTMLSelectElement;
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Inaccurate Data']);
    fireEvent.click(within(report).getByRole('button', { name: 'Submit' }));
    expect(await within(report).findByText('Details are required.')).toBeTruthy();
    expect(api.bodiesOf(REPORT)).toHaveLength(0);

    fireEvent.change(within(report).getByLabelText('Details'), { target: { value: ' Wrong person ' } });
    fireEvent.click(within(report).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith(UI_MESSAGES.reportSubmitted));
    expect(api.bodiesOf(REPORT)).toEqual([
      { reportedSourceId: detail.id, reportedSource: 'Alerts', type: 1, details: 'Wrong person' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report Alerts' })).toBeNull());
  });

  it.each([
    ['fails', () => apiError(500, 'Database unavailable.')],
    ['answers without data', () => jsonResponse(200, null)],
  ])('says "Unable to submit the report." when the call %s', async (_case, respond) => {
    const api = mockApi({
      [SEARCH]: pagedSearch(1),
      [GET_BY_ID]: () => jsonResponse(200, detail),
      [REPORT]: respond,
    });
    renderAlertsPage();
    await searchesSent(api, 1);
    fireEvent.click(button('Pat Lee1'));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Alert Information' })).getByRole('button', { name: 'Report' }),
    );
    const report = screen.getByRole('dialog', { name: 'Report Alerts' });
    fireEvent.change(within(report).getByLabelText('Details'), { target: { value: 'Wrong person' } });
    fireEvent.click(within(report).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith(UI_MESSAGES.reportFailed));
    expect(screen.getByRole('dialog', { name: 'Report Alerts' })).toBeTruthy();
  });
});
