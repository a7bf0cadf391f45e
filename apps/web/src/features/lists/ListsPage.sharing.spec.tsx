// /updateList with lists shared in a team (docs/teams-sharing.md): a teammate's list names its owner and offers only
// what the user may do (Rename when shared to edit; Sharing and Delete for the owner only); a new list may be shared
// from the start; the owner changes a list's sharing; an open list shared to view has no Rename, Delete or Remove;
// Add to list offers only the lists the user may change.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifySuccess } from '../../lib/toast';
import { ListsPage, NO_LISTS_TEXT } from './ListsPage';
import { AddToListModal } from '../../search-kit/lists/AddToListModal';
import { jsonResponse, mockApi } from '../../../test/api';
import { PROSPECT_PERMISSIONS, prospectRow, savedList } from '../../../test/kinds/prospects';
import { renderRoute } from '../../../test/render';
import { teammateSharing } from '../../../test/sharing';

jest.mock('../../lib/toast');

const LISTS = 'GET lists';
const mine = savedList(1, { name: 'Mine' });
const mineShared = savedList(2, { name: 'Mine, shared', visibility: 'team', teamAccess: 'edit' });
const theirsEdit = savedList(3, { name: 'Team edits', ...teammateSharing('edit') });
const theirsView = savedList(4, { name: 'Team reads', ...teammateSharing('view') });
const ALL = [mine, mineShared, theirsEdit, theirsView];

function renderPage(entry = '/updateList') {
  return renderRoute('/updateList', <ListsPage />, { entry, permissions: PROSPECT_PERMISSIONS });
}

beforeEach(() => {
  localStorage.clear();
  jest.mocked(notifySuccess).mockClear();
});

describe('lists shared in a team', () => {
  it('shows shared lists with their owner and only the actions the user may take', async () => {
    mockApi({ [LISTS]: () => jsonResponse(200, { items: ALL, totalCount: ALL.length }) });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Your lists' });
    await within(table).findByText('Team reads');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'Mine',
      'Mine, sharedTeam can edit',
      'Team editsSharedby Ana Reyes',
      'Team readsSharedby Ana Reyes · View only',
    ]);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      'RenameSharingDelete',
      'RenameSharingDelete',
      'Rename',
      '',
    ]);
    expect(screen.queryByRole('button', { name: 'Delete Team edits' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sharing of Team edits' })).toBeNull();
  });

  it('creates a list shared with the team when chosen, private otherwise', async () => {
    const api = mockApi({
      [LISTS]: () => jsonResponse(200, { items: [], totalCount: 0 }),
      'POST lists': (body) => jsonResponse(201, savedList(9, { ...(body as object), memberCount: 0 })),
    });
    renderPage();
    await screen.findByText(NO_LISTS_TEXT);
    for (const [name, choice] of [
      ['Ours', 'team-view'],
      ['Just mine', 'private'],
    ]) {
      fireEvent.click(screen.getByRole('button', { name: 'New prospect list' }));
      const dialog = await screen.findByRole('dialog', { name: 'New prospect list' });
      fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: name } });
      expect((within(dialog).getByLabelText('Shared with team') as HTMLSelectElement).value).toBe('private');
      fireEvent.change(within(dialog).getByLabelText('Shared with team'), { target: { value: choice } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(api.bodiesOf('POST lists')).toEqual([
      { kind: 'prospects', name: 'Ours', visibility: 'team', teamAccess: 'view' },
      { kind: 'prospects', name: 'Just mine' },
    ]);
  });

  it("changes a list's sharing through PUT lists/:id/sharing", async () => {
    const api = mockApi({
      [LISTS]: () => jsonResponse(200, { items: [mine], totalCount: 1 }),
      [`PUT lists/${mine.id}/sharing`]: (body) => jsonResponse(200, { ...mine, ...(body as object) }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Sharing of Mine' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share list' });
    fireEvent.change(within(dialog).getByLabelText('Shared with team'), { target: { value: 'team-edit' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.bodiesOf(`PUT lists/${mine.id}/sharing`)).toEqual([{ visibility: 'team', teamAccess: 'edit' }]),
    );
    expect(notifySuccess).toHaveBeenCalledWith("'Mine' is shared with your team (can edit).");
  });

  it('opens a list shared to view with its owner named, and nothing to rename, delete or remove', async () => {
    mockApi({
      [LISTS]: () => jsonResponse(200, { items: ALL, totalCount: ALL.length }),
      'POST prospect/search': () => jsonResponse(200, { prospects: [prospectRow(1)], totalCount: 1 }),
    });
    renderPage(`/updateList?list=${theirsView.id}`);
    const header = (await screen.findByRole('heading', { name: 'Team reads' })).closest('header') as HTMLElement;
    expect(within(header).getByText('by Ana Reyes · View only')).toBeTruthy();
    await screen.findByRole('table', { name: 'Members of Team reads' });
    for (const name of ['Rename', 'Sharing', 'Delete', /Remove from list/]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
  });

  it('opens a list shared to edit with Rename and Remove, but no Sharing or Delete', async () => {
    mockApi({
      [LISTS]: () => jsonResponse(200, { items: ALL, totalCount: ALL.length }),
      'POST prospect/search': () => jsonResponse(200, { prospects: [prospectRow(1)], totalCount: 1 }),
    });
    renderPage(`/updateList?list=${theirsEdit.id}`);
    await screen.findByRole('heading', { name: 'Team edits' });
    expect(screen.getByRole('button', { name: 'Rename' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Remove from list/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sharing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('offers in Add to list the lists the user may change, a teammate’s with its owner', async () => {
    mockApi({ [LISTS]: () => jsonResponse(200, { items: ALL, totalCount: ALL.length }) });
    renderRoute('/prospects', <AddToListModal show kind="prospects" ids={['a']} onHide={() => undefined} />, {
      permissions: PROSPECT_PERMISSIONS,
    });
    const select = (await screen.findByLabelText('List')) as HTMLSelectElement;
    await waitFor(() => expect(select.options.length).toBe(5));
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Choose a list',
      'Mine (3)',
      'Mine, shared (3)',
      'Team edits (3) · Ana Reyes',
      'New list…',
    ]);
  });
});
