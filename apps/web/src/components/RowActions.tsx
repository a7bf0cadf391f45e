// The buttons at the end of a table row (Edit, Delete, Review…), each named for its row for assistive
// technology ("Edit role Admin"), and the column that holds them.
import Button from 'react-bootstrap/Button';
import type { DataTableColumn } from './DataTable';

export interface RowAction {
  label: string;
  /** The button's accessible name: the action and its row. */
  ariaLabel: string;
  onClick: () => void;
  /** Edit-like (default), danger (Delete) or secondary (Open, Rename). */
  variant?: 'primary' | 'danger' | 'secondary';
  disabled?: boolean;
  title?: string;
}

export function RowActions({ actions }: { actions: readonly (RowAction | false | null | undefined)[] }) {
  return (
    // One line in a table (a long name in another column must not fold the buttons); wrapping on a phone's card.
    <span className="d-inline-flex flex-wrap flex-sm-nowrap gap-2">
      {actions
        .filter((action): action is RowAction => Boolean(action))
        .map((action) => (
          <Button
            key={action.label}
            size="sm"
            variant={`outline-${action.variant ?? 'primary'}`}
            aria-label={action.ariaLabel}
            disabled={action.disabled}
            title={action.title}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ))}
    </span>
  );
}

/**
 * The actions column. Its header is visible text when `visibleHeader`: a visually-hidden header is placed
 * outside a table's scroll box and widens a narrow page (/updateList at 390 px).
 */
export function actionsColumn<R>(
  actionsOf: (row: R) => readonly (RowAction | false | null | undefined)[],
  visibleHeader = false,
): DataTableColumn<R> {
  return {
    id: 'actions',
    header: visibleHeader ? 'Actions' : <span className="visually-hidden">Actions</span>,
    className: 'text-end text-nowrap',
    cell: (row) => <RowActions actions={actionsOf(row)} />,
  };
}
