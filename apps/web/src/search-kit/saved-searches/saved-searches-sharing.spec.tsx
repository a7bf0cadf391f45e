// A kind's saved-search page with searches shared in a team (docs/teams-sharing.md): a teammate's search names its
// owner and offers only what the user may do (Rename when shared to edit; Sharing and Delete for the owner), while
// the default, notifications and monitoring stay the user's own switches; the owner changes the sharing through
// …/updateSaveSearch.
import { ALERTS_MANIFEST, type SavedSearch } from '@leadsignal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifySuccess } from '../../lib/toast';
import { SavedSearchesPage } from './SavedSearchesPage';
import { jsonResponse, mockApi } from '../../../test/api';
import { storeSession } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { ownSharing, teammateSharing } from '../../../test/sharing';

jest.mock('../../lib/toast');

function search(n: number, name: string, overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: `0190a6c2-0000-7000-8000-${String(n).padStart(12, '0')}`,
    kind: 'alerts',
    name,
    searchCriteria: '{}',
    enableNotification: false,
    isDefault: false,
    isMonitored: false,
    createdOn: new Date(Date.UTC(2025, 0, 10 - n)).toISOString(),
    criteriaError: null,
    ...ownSharing,
    ...overrides,
  };
}

const mine = search(1, 'Mine');
const theirsEdit = search(2, 'Team edits', teammateSharing('edit'));
const theirsView = search(3, 'Team reads', teammateSharing('view'));
const LIST = 'GET event/listSaveSearch';
const UPDATE = 'POST event/updateSaveSearch';

beforeEach(() => {
  localStorage.clear();
  storeSession();
  jest.mocked(notifySuccess).mockClear();
});

describe('saved searches shared in a team', () => {
  it('names the owner of a shared search and offers only the actions the user may take', async () => {
    mockApi({ [LIST]: () => jsonResponse(200, [mine, theirsEdit, theirsView]) });
    renderPage('/managealertsavesearch', <SavedSearchesPage manifest={ALERTS_MANIFEST} />);
    const table = await screen.findByRole('table', { name: 'Saved alert searches' });
    await within(table).findByText('Team reads');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'Mine',
      'Team editsSharedby Ana Reyes',
      'Team readsSharedby Ana Reyes · View only',
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      'OpenRenameSharingDelete',
      'OpenRename',
      'Open',
    ]);
    // The user's own switches and default stay on every row.
    expect(screen.getByRole('switch', { name: 'Notifications for Team reads' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Monitor Team reads' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set Team reads as default' })).toBeTruthy();
  });

  it('turns the user’s own notifications on for a search shared to view', async () => {
    const api = mockApi({
      [LIST]: () => jsonResponse(200, [theirsView]),
      [UPDATE]: () => jsonResponse(200, { ...theirsView, enableNotification: true, isMonitored: true }),
    });
    renderPage('/managealertsavesearch', <SavedSearchesPage manifest={ALERTS_MANIFEST} />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Notifications for Team reads' }));
    await waitFor(() => expect(api.bodiesOf(UPDATE)).toEqual([{ id: theirsView.id, enableNotification: true }]));
  });

  it('shares the owner’s search with the team through …/updateSaveSearch', async () => {
    const api = mockApi({
      [LIST]: () => jsonResponse(200, [mine]),
      [UPDATE]: (body) => jsonResponse(200, { ...mine, ...(body as object) }),
    });
    renderPage('/managealertsavesearch', <SavedSearchesPage manifest={ALERTS_MANIFEST} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Sharing of Mine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share saved search' });
    fireEvent.change(within(dialog).getByLabelText('Shared with team'), { target: { value: 'team-view' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodiesOf(UPDATE)).toEqual([{ id: mine.id, visibility: 'team', teamAccess: 'view' }]),
    );
    expect(notifySuccess).toHaveBeenCalledWith("'Mine' is shared with your team (can view).");
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
