// A table of rows with optional row selection and paging, with the loading and empty states of spec §9. Below
// 600 px each row is a card (data-table.css): every value under its column's name, the row's actions in view.
import { useEffect, useRef, type ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { Pagination, type PaginationProps } from './Pagination';
import './data-table.css';

export const NO_RECORDS_TEXT = 'There are no records to display';

export interface DataTableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  className?: string;
  /** The column's name beside each value when rows show as cards (below 600 px); default: a text header. */
  label?: string;
  /** A sortable column's state (aria-sort on its header). */
  sort?: 'ascending' | 'descending' | 'none';
}

export interface DataTableSelection<T> {
  isSelected: (row: T) => boolean;
  /** One row (its checkbox) or the page's rows (the header checkbox) were ticked or unticked. */
  onChange: (rows: readonly T[], selected: boolean) => void;
  /** Names a row in its checkbox's label: "Select {rowLabel}". */
  rowLabel: (row: T) => string;
  /** Selected rows on every page, shown as "3 items selected". */
  count?: number;
}

export interface DataTableProps<T> {
  /** Prefix of the DOM ids. */
  id: string;
  /** The table's accessible name. */
  label: string;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  rowKey?: (row: T) => string;
  loading?: boolean;
  emptyText?: string;
  selection?: DataTableSelection<T>;
  pagination?: Omit<PaginationProps, 'id'>;
  rowClassName?: (row: T) => string | undefined;
  /** Every row's data-testid (what a journey finds a row by, e.g. "ledger-row"). */
  rowTestId?: string;
}

/** What a card shows before a value: the column's label or its text header. */
function labelOf<T>(column: DataTableColumn<T>): string | undefined {
  return column.label ?? (typeof column.header === 'string' ? column.header : undefined);
}

const defaultRowKey = (row: unknown) => String((row as { id: unknown }).id);

export function selectionText(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'} selected`;
}

function PageCheckbox<T>({ rows, selection }: { rows: readonly T[]; selection: DataTableSelection<T> }) {
  const ref = useRef<HTMLInputElement>(null);
  const selectedOnPage = rows.filter(selection.isSelected).length;
  const all = rows.length > 0 && selectedOnPage === rows.length;
  const some = selectedOnPage > 0 && !all;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="form-check-input"
      aria-label="Select all rows on this page"
      checked={all}
      disabled={rows.length === 0}
      onChange={(event) => selection.onChange(rows, event.target.checked)}
    />
  );
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { id, label, columns, rows, rowKey = defaultRowKey, loading, emptyText = NO_RECORDS_TEXT } = props;
  const { selection, pagination, rowClassName, rowTestId } = props;
  const columnCount = columns.length + (selection ? 1 : 0);
  const visibleRows = loading ? [] : rows;

  return (
    <div className="data-table">
      {selection?.count !== undefined && selection.count > 0 && (
        <div className="data-table-selection" role="status">
          {selectionText(selection.count)}
        </div>
      )}
      <div className="table-responsive">
        <Table hover size="sm" className="mb-0 align-middle" aria-label={label} aria-busy={loading || undefined}>
          <thead>
            <tr>
              {selection && (
                <th scope="col" className="data-table-select">
                  <PageCheckbox rows={visibleRows} selection={selection} />
                </th>
              )}
              {columns.map((column) => (
                <th key={column.id} scope="col" className={column.className} aria-sort={column.sort}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading && (
              <tr>
                <td colSpan={columnCount} className="data-table-message" role="status">
                  <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
                  Loading...
                </td>
              </tr>
            )}
            {!loading && rows.length === 0 && (
              <tr>
                <td colSpan={columnCount} className="data-table-message">
                  {emptyText}
                </td>
              </tr>
            )}
            {visibleRows.map((row) => {
              const key = rowKey(row);
              const selected = selection?.isSelected(row) ?? false;
              return (
                <tr
                  key={key}
                  data-testid={rowTestId}
                  className={
                    [rowClassName?.(row), selected ? 'table-active' : undefined].filter(Boolean).join(' ') || undefined
                  }
                >
                  {selection && (
                    <td className="data-table-select">
                      <input
                        type="checkbox"
                        className="form-check-input"
                        aria-label={`Select ${selection.rowLabel(row)}`}
                        checked={selected}
                        onChange={(event) => selection.onChange([row], event.target.checked)}
                      />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td key={column.id} className={column.className} data-label={labelOf(column)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
      {pagination && <Pagination id={`${id}-pagination`} {...pagination} />}
    </div>
  );
}
