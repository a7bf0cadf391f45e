// Page and page size of a server-paged table with the generic tables' sizes (spec §9: 10, 15, 20, 25, 30;
// default 10): a new page size, like a new filter or sort (restart()), starts again at page 1.
import { ADMIN_TABLE_PAGE_SIZES } from '@leadsignal/contracts';
import { useState } from 'react';
import type { PaginationProps } from './Pagination';

export function useTablePaging() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ADMIN_TABLE_PAGE_SIZES[0]);
  return {
    page,
    pageSize,
    /** Back to page 1, after the filter or sort changed. */
    restart: () => setPage(1),
    /** The DataTable's `pagination` for this many rows in all; disabled while a page loads. */
    pagination: (totalCount: number, loading: boolean): Omit<PaginationProps, 'id'> => ({
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
    }),
  };
}
