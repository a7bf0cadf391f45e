// The sharing control (docs/teams-sharing.md): the owner's Sharing dialog starts at the item's current choice, saves
// only a change and sends what the API takes; a row's note names a teammate's item's owner and says when it is view
// only, and says how the user's own shared item is shared.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SharingModal, SharingNote } from './sharing';
import { ownSharing, teammateSharing } from '../../../test/sharing';

describe('SharingNote', () => {
  it('says nothing of the user’s own private item', () => {
    const { container } = render(<SharingNote item={ownSharing} />);
    expect(container.textContent).toBe('');
  });

  it('says how the user’s own shared item is shared', () => {
    const { container, rerender } = render(<SharingNote item={{ ...ownSharing, visibility: 'team' }} />);
    expect(container.textContent).toBe('Team can view');
    rerender(<SharingNote item={{ ...ownSharing, visibility: 'team', teamAccess: 'edit' }} />);
    expect(container.textContent).toBe('Team can edit');
  });

  it('names the owner of a teammate’s item, and says when it is view only', () => {
    const { container, rerender } = render(<SharingNote item={teammateSharing('view')} />);
    expect(container.textContent).toBe('Sharedby Ana Reyes · View only');
    rerender(<SharingNote item={teammateSharing('edit')} />);
    expect(container.textContent).toBe('Sharedby Ana Reyes');
  });
});

describe('SharingModal', () => {
  const renderModal = (item: Parameters<typeof SharingModal>[0]['item']) => {
    const onSave = jest.fn(async () => true);
    const onHide = jest.fn();
    render(<SharingModal item={item} noun="list" onSave={onSave} onHide={onHide} />);
    return { onSave, onHide };
  };
  const choice = () => screen.getByLabelText('Shared with team') as HTMLSelectElement;
  const save = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

  it('starts at the item’s sharing and saves only a change, as visibility and team access', async () => {
    const { onSave, onHide } = renderModal({ name: 'Texas VPs', visibility: 'team', teamAccess: 'view' });
    expect(screen.getByRole('dialog', { name: 'Share list' })).toBeTruthy();
    expect(screen.getByText('Texas VPs')).toBeTruthy();
    expect(choice().value).toBe('team-view');
    expect(save().disabled).toBe(true);
    fireEvent.change(choice(), { target: { value: 'team-edit' } });
    await waitFor(() => expect(save().disabled).toBe(false));
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ visibility: 'team', teamAccess: 'edit' }));
    await waitFor(() => expect(onHide).toHaveBeenCalled());
  });

  it('makes an item private with the visibility alone (its team access is kept for next time)', async () => {
    const { onSave } = renderModal({ name: 'Texas VPs', visibility: 'team', teamAccess: 'edit' });
    expect(choice().value).toBe('team-edit');
    fireEvent.change(choice(), { target: { value: 'private' } });
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ visibility: 'private' }));
  });

  it('stays open when the change was refused', async () => {
    const onSave = jest.fn(async () => false);
    const onHide = jest.fn();
    render(
      <SharingModal
        item={{ name: 'Mine', visibility: 'private', teamAccess: 'view' }}
        noun="saved search"
        onSave={onSave}
        onHide={onHide}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Share saved search' })).toBeTruthy();
    fireEvent.change(choice(), { target: { value: 'team-view' } });
    fireEvent.click(save());
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ visibility: 'team', teamAccess: 'view' }));
    expect(onHide).not.toHaveBeenCalled();
  });
});
