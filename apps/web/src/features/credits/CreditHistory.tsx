// A credit history table (date, kind, what it was for, change, balance after), paged and filtered by kind;
// the user's own (with a CSV export) or, for an admin, another user's; paged 10 / 15 / 20 / 25 / 30 (spec §9).
import { ADMIN_TABLE_PAGE_SIZES, LEDGER_KINDS, LEDGER_KIND_LABELS, type LedgerEntry } from '@leadsignal/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Pagination } from '../../components/Pagination';
import { notifyError } from '../../lib/toast';
import { downloadLedgerCsv, useGetLedgerQuery, useGetUserLedgerQuery } from './api';
import { formatChange, formatDateTime, formatNumber } from '../../lib/format';

function LedgerTable({ items, caption }: { items: readonly LedgerEntry[]; caption: string }) {
  return (
    <Table size="sm" responsive className="align-middle">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">What for</th>
          <th scope="col" className="text-end">
            Change
          </th>
          <th scope="col" className="text-end">
            Balance after
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((row) => (
          <tr key={row.id} data-testid="ledger-row">
            <td className="text-nowrap">{formatDateTime(row.createdOn)}</td>
            <td>
              <div>{LEDGER_KIND_LABELS[row.kind]}</div>
              <div className="small text-muted">
                {row.reason}
                {row.subject ? ` — ${row.subject}` : ''}
                {row.actorName ? ` (by ${row.actorName})` : ''}
              </div>
            </td>
            <td className={`text-end ${row.delta < 0 ? 'text-danger' : 'text-success'}`}>{formatChange(row.delta)}</td>
            <td className="text-end">{formatNumber(row.balanceAfter)}</td>
          </tr>
        ))}
        {items.length === 0 && (
          <tr>
            <td colSpan={4} className="text-muted">
              No credit changes yet.
            </td>
          </tr>
        )}
      </tbody>
    </Table>
  );
}

export function CreditHistory({ userId, idPrefix = 'ledger' }: { userId?: string; idPrefix?: string }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(ADMIN_TABLE_PAGE_SIZES[0]);
  const [kind, setKind] = useState('');
  const args = { page, pageSize, kind: kind || undefined };
  const own = useGetLedgerQuery(args, { skip: Boolean(userId) });
  const other = useGetUserLedgerQuery({ ...args, userId: userId ?? '' }, { skip: !userId });
  const query = userId ? other : own;
  const data = query.data;

  return (
    <section aria-label="Credit history">
      <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
        <Form.Group controlId={`${idPrefix}-kind`}>
          <Form.Label className="small mb-0">Kind</Form.Label>
          <Form.Select
            size="sm"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value);
              setPage(1);
            }}
          >
            <option value="">All kinds</option>
            {LEDGER_KINDS.map((value) => (
              <option key={value} value={value}>
                {LEDGER_KIND_LABELS[value]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {!userId && (
          <Button
            size="sm"
            variant="outline-secondary"
            onClick={() => downloadLedgerCsv(kind || undefined).catch((error: Error) => notifyError(error.message))}
          >
            Export CSV
          </Button>
        )}
      </div>
      {query.isLoading && <p role="status">Loading...</p>}
      {query.isError && <p className="text-danger">The credit history could not be loaded.</p>}
      {data && (
        <>
          <LedgerTable items={data.items} caption="Credit history, newest first" />
          <Pagination
            id={`${idPrefix}-pages`}
            page={page}
            pageSize={pageSize}
            pageSizes={ADMIN_TABLE_PAGE_SIZES}
            totalCount={data.totalCount}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </>
      )}
    </section>
  );
}
