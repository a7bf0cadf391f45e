// Client-side sorting and paging of the saved searches (the list call answers them all; a user has tens).
import type { SavedSearch } from '@leadsignal/contracts';

import type { SortState as ColumnSort } from '../../components/SortHeader';

export type SavedSearchSortKey = 'name' | 'createdOn' | 'enableNotification' | 'isDefault' | 'isMonitored';
export type SortState = ColumnSort<SavedSearchSortKey>;

export const PAGE_SIZES = [10, 15, 20, 25, 30] as const;
export const DEFAULT_PAGE_SIZE = 10;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compare(a: SavedSearch, b: SavedSearch, key: SavedSearchSortKey): number {
  switch (key) {
    case 'name':
      return collator.compare(a.name, b.name);
    case 'createdOn':
      return a.createdOn.localeCompare(b.createdOn);
    default:
      return Number(a[key]) - Number(b[key]);
  }
}

/** Sorted copy; ties keep the newest first so the order never jumps between renders. */
export function sortSavedSearches(searches: readonly SavedSearch[], sort: SortState): SavedSearch[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...searches].sort(
    (a, b) => sign * compare(a, b, sort.key) || b.createdOn.localeCompare(a.createdOn) || a.id.localeCompare(b.id),
  );
}
