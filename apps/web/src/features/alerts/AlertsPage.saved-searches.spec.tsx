// The saved-search parts as the Find Alerts screen uses them: the default applied on arrival (one
// search, with its criteria), the notice, Create Alerts making the new alert current and searching
// again, and Clear leaving the saved search.
import {
  defaultAlertSearchCriteria,
  UI_MESSAGES,
  type SavedSearch,
  type AlertSearchCriteria,
} from '@leadsignal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifySuccess } from '../../lib/toast';
import { AlertsPage } from './AlertsPage';
import { jsonResponse, mockApi } from '../../../test/api';
import { storeSession } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { ownSharing } from '../../../test/sharing';

jest.mock('../../lib/toast');
jest.setTimeout(30_000);

const SEARCH = 'POST event/gettriggerevents';
const emptyResults = () => jsonResponse(200, { triggerEvents: [], totalCount: 0 });

function saved(
  name: string,
  criteria: Partial<AlertSearchCriteria>,
  overrides: Partial<SavedSearch> = {},
): SavedSearch {
  return {
    id: '0190a6c2-0000-7000-8000-0000000000d1',
    kind: 'alerts',
    name,
    searchCriteria: JSON.stringify({ ...defaultAlertSearchCriteria(), ...criteria }),
    enableNotification: false,
    isDefault: true,
    isMonitored: false,
    createdOn: '2025-06-01T00:00:00.000Z',
    criteriaError: null,
    ...ownSharing,
    ...overrides,
  };
}

beforeEach(() => {
  localStorage.clear();
  storeSession();
  jest.mocked(notifySuccess).mockClear();
});

describe('saved searches on the alerts screen', () => {
  it('applies the default on arrival: one search, with its criteria, and the notice', async () => {
    const funding = saved('Funding', {
      isTriggerEventsTypeSelected: true,
      eventTypes: ['funding'],
      pageSize: 50,
      page: 3,
    });
    const api = mockApi({
      'GET event/getDefaultSaveSearch': () => jsonResponse(200, funding),
      [SEARCH]: emptyResults,
    });
    renderPage('/alerts', <AlertsPage />);

    expect(await screen.findByText(UI_MESSAGES.viewingSavedAlert('Funding'))).toBeTruthy();
    await waitFor(() => expect(api.bodiesOf(SEARCH)).toHaveLength(1));
    expect(api.bodiesOf(SEARCH)[0]).toMatchObject({
      isTriggerEventsTypeSelected: true,
      eventTypes: ['funding'],
      page: 1,
      pageSize: 50,
    });
    expect(
      (screen.getByLabelText('Alert Types', { selector: 'input[type=checkbox]' }) as HTMLInputElement).checked,
    ).toBe(true);
    // Keys are checked in call order: the default first, then the one search.
    expect(api.calls.map((call) => call.key)).toEqual(['GET event/getDefaultSaveSearch', SEARCH]);

    fireEvent.click(screen.getByRole('button', { name: 'Clear Alerts' }));
    await waitFor(() => expect(api.bodiesOf(SEARCH)).toHaveLength(2));
    expect(screen.queryByText(UI_MESSAGES.viewingSavedAlert('Funding'))).toBeNull();
  });

  it('creates an alert from the filters: it becomes current (not the default) and the search runs again', async () => {
    const created = saved(
      'Hires in Texas',
      { isContactNameRequiredSelected: false },
      { id: '0190a6c2-0000-7000-8000-0000000000d2', isDefault: false },
    );
    const api = mockApi({
      'GET event/getDefaultSaveSearch': () => jsonResponse(200, null),
      [SEARCH]: emptyResults,
      'POST event/saveSearch': () => jsonResponse(201, created),
    });
    renderPage('/alerts', <AlertsPage />);
    await waitFor(() => expect(api.bodiesOf(SEARCH)).toHaveLength(1));
    expect(screen.queryByText(/You are currently viewing results/)).toBeNull();

    // Name Required off in the panel, not searched yet: the alert takes the filters as shown.
    fireEvent.click(screen.getByLabelText('Name Required', { selector: 'input[type=checkbox]' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create Alerts' }));
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Hires in Texas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(UI_MESSAGES.viewingSavedAlert('Hires in Texas'))).toBeTruthy();
    const [body] = api.bodiesOf('POST event/saveSearch') as { searchCriteria: string }[];
    expect(JSON.parse(body.searchCriteria)).toMatchObject({ isContactNameRequiredSelected: false, page: 1 });
    expect(api.bodiesOf('POST event/setDefaultEventSearch')).toEqual([]);
    expect(notifySuccess).toHaveBeenCalledWith(UI_MESSAGES.alertCreated);
    await waitFor(() => expect(api.bodiesOf(SEARCH)).toHaveLength(2));
    expect(api.bodiesOf(SEARCH)[1]).toMatchObject({ isContactNameRequiredSelected: false, page: 1 });
  });
});
