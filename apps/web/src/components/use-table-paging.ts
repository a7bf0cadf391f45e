// Page and page size of a server-paged table with the generic tables' sizes (spec §9: 10, 15, 20, 25, 30;
// default 10): a new page size, like a new filter or sort (restart()), starts again at page 1. `table` gives a
// DataTable its rows, loading state and pagination from the page query's state.
import { ADMIN_TABLE_PAGE_SIZES } from '@leadsignal/contracts';
import { useState } from 'react';
import { itemsOf, type Paged } from '../lib/paged';
import { lastPageOf, type PaginationProps } from './Pagination';

/** What `table` reads of a page query (RTK Query's state). */
export interface PageQueryState<R> {
  data?: Partial<Paged<R>>;
  isFetching: boolean;
  isError: boolean;
}

export function useTablePaging() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ADMIN_TABLE_PAGE_SIZES[0]);
  /** The DataTable's `pagination` for this many rows in all; disabled while a page loads. */
  const pagination = (totalCount: number, loading: boolean): Omit<PaginationProps, 'id'> => ({
    page,
    pageSize,
    pageSizes: ADMIN_TABLE_PAGE_SIZES,
    totalCount,
    onPageChange: setPage,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setPage(1);
    },
    disabled: loading,
  });
  return {
    page,
    pageSize,
    /** Back to page 1, after the filter or sort changed. */
    restart: () => setPage(1),
    pagination,
    /** The DataTable's rows, loading state and pagination: no rows after a failure, "Loading..." until a page. */
    table: <R>({ data, isFetching, isError }: PageQueryState<R>) => ({
      rows: (!isError && itemsOf(data)) || [],
      loading: isFetching && !data,
      pagination: pagination(data?.totalCount ?? 0, isFetching),
    }),
  };
}

/** A server-paged table's page, page size and DataTable props (useTablePaging), for a component given them. */
export type TablePaging = ReturnType<typeof useTablePaging>;

/**
 * Paging of a table whose rows all came in one answer (downloads, lists, saved searches): the spec's sizes,
 * a new size starts at page 1, and a page emptied by a delete gives way to the new last page.
 */
export function useClientPaging<R>(rows: readonly R[]) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ADMIN_TABLE_PAGE_SIZES[0]);
  const shownPage = Math.min(page, lastPageOf(rows.length, pageSize));
  const pagination: Omit<PaginationProps, 'id'> = {
    page: shownPage,
    pageSize,
    pageSizes: ADMIN_TABLE_PAGE_SIZES,
    totalCount: rows.length,
    onPageChange: setPage,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setPage(1);
    },
  };
  return { rows: rows.slice((shownPage - 1) * pageSize, shownPage * pageSize), pagination, restart: () => setPage(1) };
}
