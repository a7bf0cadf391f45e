// A sortable column header (spec §4: sort direction asc or desc; a new sort starts at page 1, which the
// table's owner does). The same column flips its direction; another column starts ascending.
export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/** The next sort after clicking a column. */
export function nextSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

export function SortHeader<K extends string>({
  label,
  column,
  sort,
  onSort,
}: {
  label: string;
  column: K;
  sort: SortState<K>;
  onSort: (key: K) => void;
}) {
  const active = sort.key === column;
  const arrow = active ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : '';
  return (
    <button
      type="button"
      className="btn btn-link p-0 fw-semibold text-decoration-none text-reset"
      aria-label={`Sort by ${label}${active ? `, sorted ${sort.direction === 'asc' ? 'ascending' : 'descending'}` : ''}`}
      onClick={() => onSort(column)}
    >
      {label}
      <span aria-hidden="true">{arrow}</span>
    </button>
  );
}

/** A sortable column header's aria-sort: the direction of the sorted column, 'none' for the others. */
export function ariaSortOf<K extends string>(sort: SortState<K>, column: K): 'ascending' | 'descending' | 'none' {
  if (sort.key !== column) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}
