// Paging controls of a table (spec §9 labels): "Rows per page:", "1-20 of 345" and first/previous/next/last.
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatNumber } from '../lib/format';

export interface PaginationProps {
  /** Prefix of the DOM ids. */
  id: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  totalCount: number;
  onPageChange: (page: number) => void;
  /** A new page size starts again at page 1; the caller decides (it gets only the size). */
  onPageSizeChange: (pageSize: number) => void;
  /** The furthest page the server serves, if it caps paging. */
  maxPage?: number;
  disabled?: boolean;
}

export function lastPageOf(totalCount: number, pageSize: number, maxPage = Infinity): number {
  return Math.max(1, Math.min(maxPage, Math.ceil(totalCount / pageSize)));
}

export function Pagination(props: PaginationProps) {
  const { id, page, pageSize, pageSizes, totalCount, onPageChange, onPageSizeChange, maxPage, disabled } = props;
  const lastPage = lastPageOf(totalCount, pageSize, maxPage);
  const from = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(totalCount, page * pageSize);
  const atStart = disabled || page <= 1;
  const atEnd = disabled || page >= lastPage;
  return (
    <div className="table-pagination">
      <label htmlFor={`${id}-page-size`} className="mb-0">
        Rows per page:
      </label>
      <Form.Select
        id={`${id}-page-size`}
        size="sm"
        className="table-pagination-size"
        value={pageSize}
        disabled={disabled}
        onChange={(event) => onPageSizeChange(Number(event.target.value))}
      >
        {pageSizes.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Form.Select>
      <span className="table-pagination-range" aria-live="polite">
        {from}-{to} of {formatNumber(totalCount)}
      </span>
      <span className="d-inline-flex gap-1">
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label="First Page"
          disabled={atStart}
          onClick={() => onPageChange(1)}
        >
          «
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label="Previous Page"
          disabled={atStart}
          onClick={() => onPageChange(page - 1)}
        >
          ‹
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label="Next Page"
          disabled={atEnd}
          onClick={() => onPageChange(page + 1)}
        >
          ›
        </Button>
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label="Last Page"
          disabled={atEnd}
          onClick={() => onPageChange(lastPage)}
        >
          »
        </Button>
      </span>
    </div>
  );
}
