import { defaultAlertSearchCriteria, UI_MESSAGES, type SavedSearch } from '@leadsignal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { notifyError, notifySuccess } from '../../lib/toast';
import { CreateSavedSearchModal } from '../../search-kit/saved-searches/CreateSavedSearchModal';
import { alertsKind } from './alerts-kind';
import { apiError, jsonResponse, mockApi } from '../../../test/api';
import { storeSession } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { ownSharing } from '../../../test/sharing';

jest.mock('../../lib/toast');

const criteria = {
  ...defaultAlertSearchCriteria(),
  isTriggerEventsTypeSelected: true,
  eventTypes: ['funding'],
  page: 3,
  pageSize: 50,
};

function saved(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: '0190a6c2-0000-7000-8000-0000000000aa',
    kind: 'alerts',
    name: 'Funding in Texas',
    searchCriteria: JSON.stringify({ ...criteria, page: 1 }),
    enableNotification: false,
    isDefault: false,
    isMonitored: false,
    createdOn: '2025-06-01T00:00:00.000Z',
    criteriaError: null,
    ...ownSharing,
    ...overrides,
  };
}

function renderModal() {
  const onCreated = jest.fn();
  const onHide = jest.fn();
  const view = renderPage(
    '/alerts',
    <CreateSavedSearchModal kind={alertsKind} show criteria={criteria} onHide={onHide} onCreated={onCreated} />,
  );
  return { onCreated, onHide, ...view };
}

const nameInput = () => screen.getByLabelText('Name') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

beforeEach(() => {
  localStorage.clear();
  storeSession();
  jest.mocked(notifyError).mockClear();
  jest.mocked(notifySuccess).mockClear();
});

describe('Create Alert modal', () => {
  it('keeps Save disabled while the name is empty or blank', async () => {
    const api = mockApi();
    renderModal();
    expect(screen.getByText('Create Alert')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(nameInput(), { target: { value: '   ' } });
    expect(saveButton().disabled).toBe(true);
    fireEvent.submit(nameInput().form as HTMLFormElement);
    expect(api.calls).toEqual([]);
    fireEvent.change(nameInput(), { target: { value: 'Funding' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    expect((screen.getByLabelText('Notifications') as HTMLInputElement).checked).toBe(false);
  });

  it('saves the criteria from page 1 and hands the alert over without making it the default', async () => {
    const api = mockApi({
      'POST event/saveSearch': () => jsonResponse(201, saved()),
    });
    const { onCreated, onHide } = renderModal();
    fireEvent.change(nameInput(), { target: { value: '  Funding in Texas ' } });
    fireEvent.click(saveButton());

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const [body] = api.bodiesOf('POST event/saveSearch') as {
      name: string;
      searchCriteria: string;
      enableNotification: boolean;
    }[];
    expect(body).toEqual({ name: 'Funding in Texas', searchCriteria: expect.any(String), enableNotification: false });
    expect(JSON.parse(body.searchCriteria)).toEqual({ ...criteria, page: 1 });
    expect(api.calls.map((call) => call.key)).toEqual(['POST event/saveSearch']);
    expect(onCreated).toHaveBeenCalledWith(saved());
    expect(onHide).toHaveBeenCalled();
    expect(notifySuccess).toHaveBeenCalledWith(UI_MESSAGES.alertCreated);
  });

  it('with Notifications ticked, saves it notifying; the server monitors it, so no other call follows', async () => {
    // The server answers a search saved with notifications as monitored.
    const created = saved({ enableNotification: true, isMonitored: true });
    const api = mockApi({
      'POST event/saveSearch': () => jsonResponse(201, created),
    });
    const { onCreated } = renderModal();
    fireEvent.change(nameInput(), { target: { value: 'Funding in Texas' } });
    fireEvent.click(screen.getByLabelText('Notifications'));
    fireEvent.click(saveButton());

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(api.bodiesOf('POST event/saveSearch')[0]).toMatchObject({ enableNotification: true });
    expect(api.calls.map((call) => call.key)).toEqual(['POST event/saveSearch']);
    expect(onCreated).toHaveBeenCalledWith(created);
  });

  it('is private unless "Shared with team" says otherwise, and then sends how the team may use it', async () => {
    const created = saved({ visibility: 'team', teamAccess: 'edit' });
    const api = mockApi({ 'POST event/saveSearch': () => jsonResponse(201, created) });
    const { onCreated } = renderModal();
    const sharing = screen.getByLabelText('Shared with team') as HTMLSelectElement;
    expect(sharing.value).toBe('private');
    expect([...sharing.options].map((option) => option.textContent)).toEqual([
      'Only me',
      'Team can view',
      'Team can edit',
    ]);
    fireEvent.change(nameInput(), { target: { value: 'Funding in Texas' } });
    fireEvent.change(sharing, { target: { value: 'team-edit' } });
    fireEvent.click(saveButton());

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(api.bodiesOf('POST event/saveSearch')[0]).toMatchObject({ visibility: 'team', teamAccess: 'edit' });
  });

  it('disables Save while saving', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockApi({
      'POST event/saveSearch': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { onCreated } = renderModal();
    fireEvent.change(nameInput(), { target: { value: 'Funding in Texas' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    answer(jsonResponse(201, saved()));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
  });

  it('says "Failed to create an alert." and shows the reason when saving fails', async () => {
    mockApi({
      'POST event/saveSearch': () => apiError(409, "You already have a saved search named 'Funding'.", 'name'),
    });
    const { onCreated, onHide } = renderModal();
    fireEvent.change(nameInput(), { target: { value: 'Funding' } });
    fireEvent.click(saveButton());

    expect(await screen.findByText("You already have a saved search named 'Funding'.")).toBeTruthy();
    expect(notifyError).toHaveBeenCalledWith(UI_MESSAGES.alertCreateFailed);
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(onCreated).not.toHaveBeenCalled();
    expect(onHide).not.toHaveBeenCalled();
    expect(saveButton().disabled).toBe(false);
  });
});
