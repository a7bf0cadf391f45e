// "Add to list" on a results table (issue 12), for one kind of list: the selection action the search screen
// shows beside the selection, and the modal it opens. Keeping lists of a kind needs that kind's save
// permission (docs/prospects.md, Lists); without it there is no button.
import { PERMISSIONS, type ListKind, type Permission } from '@leadsignal/contracts';
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useAppSelector } from '../../stores/hooks';
import { selectAllowedPermissions } from '../../stores/session-slice';
import { AddToListModal } from './AddToListModal';

const SAVE_PERMISSION: Record<ListKind, Permission> = {
  prospects: PERMISSIONS.prospectsSave,
  companies: PERMISSIONS.companiesSave,
};

const NOUNS: Record<ListKind, string> = { prospects: 'prospects', companies: 'companies' };

export interface AddToList<R> {
  /** For SearchScreen's selectionActions. */
  action: (selected: readonly R[], clear: () => void) => ReactNode;
  /** Rendered once inside the screen. */
  modal: ReactNode;
}

export function useAddToList<R extends { id: string }>(kind: ListKind): AddToList<R> {
  const [adding, setAdding] = useState<{ ids: string[]; clear: () => void } | null>(null);
  const canKeepLists = useAppSelector(selectAllowedPermissions).includes(SAVE_PERMISSION[kind]);
  return {
    action: (selected, clear) =>
      canKeepLists && (
        <Button
          variant="outline-primary"
          size="sm"
          disabled={selected.length === 0}
          title={selected.length === 0 ? `Select ${NOUNS[kind]} to add them to a list` : undefined}
          onClick={() => setAdding({ ids: selected.map((row) => row.id), clear })}
        >
          Add to list{selected.length > 0 ? ` (${selected.length})` : ''}
        </Button>
      ),
    modal: (
      <AddToListModal
        show={adding !== null}
        kind={kind}
        ids={adding?.ids ?? []}
        onHide={() => setAdding(null)}
        onAdded={() => adding?.clear()}
      />
    ),
  };
}
