// /reported/data: the reports users filed about inaccurate data, newest first, filtered by status (open
// by default) and source and paged like the other admin tables; Review opens a report to act on it.
import {
  REPORT_STATUSES,
  REPORTED_SOURCES,
  type ReportedDataItem,
  type ReportedSource,
  type ReportStatus,
  type SearchReportsRequest,
} from '@leadsignal/contracts';
import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { CellText } from '../../../components/CellText';
import { useTablePaging } from '../../../components/use-table-paging';
import { useSearchReportsQuery } from './api';
import { formatDateTime } from '../../../lib/format';
import { REPORT_STATUS_LABELS, ReportStatusBadge, ReviewReportModal } from './ReviewReportModal';
import { actionsColumn } from '../../../components/RowActions';

const DEFAULT_STATUS: ReportStatus = 'open';
export const NO_OPEN_REPORTS_TEXT = 'There are no reports to review.';

export function ReportedDataPage() {
  const { page, pageSize, restart, table } = useTablePaging();
  const [status, setStatus] = useState<ReportStatus | ''>(DEFAULT_STATUS);
  const [source, setSource] = useState<ReportedSource | ''>('');
  const [reviewing, setReviewing] = useState<ReportedDataItem | null>(null);

  const request: SearchReportsRequest = { page, pageSize };
  if (status) request.status = status;
  if (source) request.reportedSource = source;
  const query = useSearchReportsQuery(request);

  const changeStatus = (value: string) => {
    setStatus(value as ReportStatus | '');
    restart();
  };
  const changeSource = (value: string) => {
    setSource(value as ReportedSource | '');
    restart();
  };

  const columns: DataTableColumn<ReportedDataItem>[] = [
    {
      id: 'reported',
      header: 'Reported',
      className: 'text-nowrap',
      cell: (item) => <time dateTime={item.createdOn}>{formatDateTime(item.createdOn)}</time>,
    },
    { id: 'source', header: 'Source', cell: (item) => item.reportedSource },
    {
      id: 'row',
      header: 'Row',
      cell: (item) => (
        <>
          {item.subject ?? <span className="text-muted">No longer exists</span>}
          <div className="small text-muted text-break">{item.reportedSourceId}</div>
        </>
      ),
    },
    { id: 'type', header: 'Type', cell: (item) => item.typeLabel },
    {
      id: 'details',
      header: 'Details',
      cell: (item) =>
        item.details ? (
          <CellText text={item.details} />
        ) : (
          <span className="text-muted">—</span>
        ),
    },
    {
      id: 'reporter',
      header: 'Reporter',
      cell: (item) => (
        <>
          {item.reporter.fullName}
          <div className="small text-muted">{item.reporter.email}</div>
        </>
      ),
    },
    { id: 'status', header: 'Status', cell: (item) => <ReportStatusBadge status={item.status} /> },
    actionsColumn((item) => [
      { label: 'Review', ariaLabel: `Review report from ${item.reporter.fullName}`, onClick: () => setReviewing(item) },
    ]),
  ];

  return (
    <section aria-labelledby="reported-data-title">
      <h1 id="reported-data-title" className="h3 mb-3">
        Reported Data
      </h1>
      <div className="d-flex flex-wrap gap-3 mb-3" role="group" aria-label="Report filters">
        <Form.Group controlId="reported-data-status">
          <Form.Label className="mb-1">Status</Form.Label>
          <Form.Select size="sm" value={status} onChange={(event) => changeStatus(event.target.value)}>
            <option value="">All</option>
            {REPORT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {REPORT_STATUS_LABELS[value]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="reported-data-source">
          <Form.Label className="mb-1">Source</Form.Label>
          <Form.Select size="sm" value={source} onChange={(event) => changeSource(event.target.value)}>
            <option value="">All</option>
            {REPORTED_SOURCES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <DataTable
        id="reported-data"
        label="Reported data"
        columns={columns}
        {...table(query)}
        emptyText={status === 'open' ? NO_OPEN_REPORTS_TEXT : undefined}
      />
      {reviewing && <ReviewReportModal report={reviewing} onClose={() => setReviewing(null)} />}
    </section>
  );
}
