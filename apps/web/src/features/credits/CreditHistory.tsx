// A credit history (LedgerTable) filtered by kind: the user's own (with a CSV export) or, for an admin, another
// user's; paged 10 / 15 / 20 / 25 / 30 (spec §9).
import { LEDGER_KINDS, LEDGER_KIND_LABELS } from '@leadsignal/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTablePaging } from '../../components/use-table-paging';
import { notifyError } from '../../lib/toast';
import { downloadLedgerCsv, useGetLedgerQuery, useGetUserLedgerQuery } from './api';
import { LedgerTable } from './LedgerTable';

export function CreditHistory({ userId, idPrefix = 'ledger' }: { userId?: string; idPrefix?: string }) {
  const paging = useTablePaging();
  const [kind, setKind] = useState('');
  const args = { page: paging.page, pageSize: paging.pageSize, kind: kind || undefined };
  const own = useGetLedgerQuery(args, { skip: Boolean(userId) });
  const other = useGetUserLedgerQuery({ ...args, userId: userId ?? '' }, { skip: !userId });
  const query = userId ? other : own;

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
              paging.restart();
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
      <LedgerTable id={idPrefix} label="Credit history, newest first" query={query} paging={paging} />
    </section>
  );
}
