// "Add to list" on a results table, for a kind whose rows are kept in lists (companies, prospects): the
// selection action the search screen shows beside the selection, and the modal it opens. Keeping lists of a
// kind needs that kind's save permission (docs/prospects.md, Lists); without it there is no button.
import type { KindManifest, ListKind } from '@leadsignal/contracts';
import { useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useAppSelector } from '../../stores/hooks';
import { selectAllowedPermissions } from '../../stores/session-slice';
import { AddToListModal } from './AddToListModal';

export interface AddToList<R> {
  /** For SearchScreen's selectionActions. */
  action: (selected: readonly R[], clear: () => void) => ReactNode;
  /** Rendered once inside the screen. */
  modal: ReactNode;
}

export function useAddToList<R extends { id: string }>(manifest: KindManifest<ListKind>): AddToList<R> {
  const [adding, setAdding] = useState<{ ids: string[]; clear: () => void } | null>(null);
  const canKeepLists = useAppSelector(selectAllowedPermissions).includes(manifest.permissions.save);
  return {
    action: (selected, clear) =>
      canKeepLists && (
        <Button
          variant="outline-primary"
          size="sm"
          disabled={selected.length === 0}
          title={selected.length === 0 ? `Select ${manifest.nouns.many} to add them to a list` : undefined}
          onClick={() => setAdding({ ids: selected.map((row) => row.id), clear })}
        >
          Add to list{selected.length > 0 ? ` (${selected.length})` : ''}
        </Button>
      ),
    modal: (
      <AddToListModal
        show={adding !== null}
        kind={manifest.kind}
        ids={adding?.ids ?? []}
        onHide={() => setAdding(null)}
        onAdded={() => adding?.clear()}
      />
    ),
  };
}
