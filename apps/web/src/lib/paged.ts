// A paged answer of the API, `{items, totalCount}`, as the screens read it: tolerant of an answer that is not
// one (not there yet, failed, or malformed), which then shows no rows.
export interface Paged<T> {
  items: T[];
  totalCount: number;
}

/** The page's rows, or null when there is no page to show. */
export function itemsOf<T>(page: Partial<Paged<T>> | undefined): T[] | null {
  return Array.isArray(page?.items) ? page.items : null;
}
