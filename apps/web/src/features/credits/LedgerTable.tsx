// A page of the credit ledger as a table (date, what it was for, change, balance after), newest first and paged
// 10 / 15 / 20 / 25 / 30 (spec §9); below 600 px each row is a card (DataTable). The one history table of the
// app: the user's own and an admin's view of a user (CreditHistory), and a team's pool (/team).
import { LEDGER_KIND_LABELS, type LedgerEntry } from '@leadsignal/contracts';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import type { PageQueryState, TablePaging } from '../../components/use-table-paging';
import { formatChange, formatDateTime, formatNumber } from '../../lib/format';

export const NO_LEDGER_ROWS = 'No credit changes yet.';
export const LEDGER_FAILED = 'The credit history could not be loaded.';

const COLUMNS: DataTableColumn<LedgerEntry>[] = [
  { id: 'date', header: 'Date', className: 'text-nowrap', cell: (row) => formatDateTime(row.createdOn) },
  {
    id: 'what',
    header: 'What for',
    cell: (row) => (
      <div>
        <div>{LEDGER_KIND_LABELS[row.kind] ?? row.kind}</div>
        <div className="small text-muted">
          {row.reason}
          {row.subject ? ` — ${row.subject}` : ''}
          {row.actorName ? ` (by ${row.actorName})` : ''}
        </div>
      </div>
    ),
  },
  {
    id: 'change',
    header: 'Change',
    className: 'text-end',
    cell: (row) => <span className={row.delta < 0 ? 'text-danger' : 'text-success'}>{formatChange(row.delta)}</span>,
  },
  {
    id: 'balance',
    header: 'Balance after',
    className: 'text-end',
    cell: (row) => formatNumber(row.balanceAfter),
  },
];

/** Who spent or bought, on a team's pool history (GET team/ledger names each row's member). */
const MEMBER_COLUMN: DataTableColumn<LedgerEntry> = {
  id: 'member',
  header: 'Member',
  cell: (row) => row.memberName ?? '—',
};
const WITH_MEMBER = [COLUMNS[0], MEMBER_COLUMN, ...COLUMNS.slice(1)];

export interface LedgerTableProps {
  /** Prefix of the DOM ids (the pagination's is `<id>-pagination`). */
  id: string;
  /** The table's accessible name. */
  label: string;
  /** The ledger page query's state (RTK Query). */
  query: PageQueryState<LedgerEntry>;
  /** The page and size the query asked for (useTablePaging). */
  paging: TablePaging;
  emptyText?: string;
  /** A column naming each row's member (a team's pool history of every member). */
  showMember?: boolean;
}

export function LedgerTable({ id, label, query, paging, emptyText = NO_LEDGER_ROWS, showMember }: LedgerTableProps) {
  return (
    <DataTable
      id={id}
      label={label}
      columns={showMember ? WITH_MEMBER : COLUMNS}
      rowTestId="ledger-row"
      emptyText={query.isError ? LEDGER_FAILED : emptyText}
      {...paging.table(query)}
    />
  );
}
