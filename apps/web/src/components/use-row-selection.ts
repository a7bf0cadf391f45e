// Rows selected in a paged table, kept by id so a selection survives paging and new searches (spec §2).
import { useCallback, useMemo, useState } from 'react';
import type { DataTableSelection } from './DataTable';

export interface RowSelection<T> {
  /** The selected rows by id, as they were when selected. */
  selected: Readonly<Record<string, T>>;
  selectedRows: T[];
  count: number;
  isSelected: (row: T) => boolean;
  /** Selects or unselects these rows (one row, or every row of a page). */
  change: (rows: readonly T[], selected: boolean) => void;
  clear: () => void;
  /** DataTable's selection prop for this selection, rows named by `rowLabel`. */
  forTable: (rowLabel: (row: T) => string) => DataTableSelection<T>;
}

export function useRowSelection<T extends { id: string }>(): RowSelection<T> {
  const [selected, setSelected] = useState<Record<string, T>>({});
  const change = useCallback((rows: readonly T[], on: boolean) => {
    setSelected((previous) => {
      const next = { ...previous };
      for (const row of rows) {
        if (on) next[row.id] = row;
        else delete next[row.id];
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected({}), []);
  return useMemo(() => {
    const selectedRows = Object.values(selected);
    const isSelected = (row: T) => Object.hasOwn(selected, row.id);
    return {
      selected,
      selectedRows,
      count: selectedRows.length,
      isSelected,
      change,
      clear,
      forTable: (rowLabel) => ({ isSelected, onChange: change, rowLabel, count: selectedRows.length }),
    };
  }, [selected, change, clear]);
}
