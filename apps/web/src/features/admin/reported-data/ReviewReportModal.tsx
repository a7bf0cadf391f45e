// The admin's review of one report (reportedData/getById): what was reported, by whom and why, the
// actions taken so far, and a form to act on it (reportedData/createActions) — resolved, dismissed or
// corrected, with an optional note. The server's reason for a refusal is shown inside the modal.
import {
  createReportActionRequestSchema,
  REPORT_ACTIONS,
  REPORT_NOTE_MAX,
  type ReportActionEntry,
  type ReportedDataItem,
  type ReportStatus,
} from '@leadsignal/contracts';
import Badge from 'react-bootstrap/Badge';
import Spinner from 'react-bootstrap/Spinner';
import { z } from 'zod';
import { FormModal, RadioField, serverReason, TextField } from '../../../components/forms';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { notifySuccess } from '../../../lib/toast';
import { useCreateReportActionMutation, useGetReportQuery } from './api';

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  open: 'Open',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
  corrected: 'Corrected',
};

const STATUS_COLOURS: Record<ReportStatus, { bg: string; text?: 'dark' }> = {
  open: { bg: 'warning', text: 'dark' },
  resolved: { bg: 'success' },
  dismissed: { bg: 'secondary' },
  corrected: { bg: 'info', text: 'dark' },
};

export const ACTION_REQUIRED_TEXT = 'Choose an action.';
export const NOTE_TOO_LONG_TEXT = `The note must be at most ${formatNumber(REPORT_NOTE_MAX)} characters.`;
export const REPORT_UPDATED_TEXT = 'The report has been updated.';

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const colour = STATUS_COLOURS[status];
  return (
    <Badge bg={colour.bg} text={colour.text}>
      {REPORT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** "Resolved by Ada Admin on Mar 4, 2025, 2:30 PM: the note" (no colon without a note). */
export function actionText(entry: ReportActionEntry): string {
  const text = `${REPORT_STATUS_LABELS[entry.action]} by ${entry.admin.fullName} on ${formatDateTime(entry.createdOn)}`;
  return entry.note ? `${text}: ${entry.note}` : text;
}

function ReportSummary({ reportId }: { reportId: string }) {
  const { data: report, isLoading, isError } = useGetReportQuery({ id: reportId }, { refetchOnMountOrArgChange: true });
  if (isLoading)
    return (
      <div role="status" className="mb-3">
        <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
        Loading...
      </div>
    );
  if (isError || !report) return <p className="text-muted mb-3">The report could not be loaded.</p>;
  return (
    <>
      <dl className="row mb-2">
        <dt className="col-sm-3">Status</dt>
        <dd className="col-sm-9">
          <ReportStatusBadge status={report.status} />
        </dd>
        <dt className="col-sm-3">Source</dt>
        <dd className="col-sm-9">{report.reportedSource}</dd>
        <dt className="col-sm-3">Row</dt>
        <dd className="col-sm-9">
          {report.subject ?? <span className="text-muted">No longer exists</span>}
          <div className="small text-muted text-break">{report.reportedSourceId}</div>
        </dd>
        <dt className="col-sm-3">Type</dt>
        <dd className="col-sm-9">{report.typeLabel}</dd>
        <dt className="col-sm-3">Reporter</dt>
        <dd className="col-sm-9">
          {report.reporter.fullName}
          <div className="small text-muted">{report.reporter.email}</div>
        </dd>
        <dt className="col-sm-3">Reported</dt>
        <dd className="col-sm-9">
          <time dateTime={report.createdOn}>{formatDateTime(report.createdOn)}</time>
        </dd>
        <dt className="col-sm-3">Details</dt>
        <dd className="col-sm-9 text-break" style={{ whiteSpace: 'pre-wrap' }}>
          {report.details || <span className="text-muted">None</span>}
        </dd>
      </dl>
      <h3 className="h6">History</h3>
      {report.actions.length === 0 ? (
        <p className="text-muted small">No action has been taken yet.</p>
      ) : (
        <ul className="small mb-3" aria-label="History">
          {report.actions.map((entry, index) => (
            <li key={`${entry.createdOn}-${index}`} className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
              {actionText(entry)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export const reviewFormSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: ACTION_REQUIRED_TEXT }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, NOTE_TOO_LONG_TEXT)
    .pipe(createReportActionRequestSchema.shape.note.unwrap()),
});

export function ReviewReportModal({ report, onClose }: { report: ReportedDataItem; onClose: () => void }) {
  const [createAction] = useCreateReportActionMutation();
  return (
    <FormModal
      id="review-report"
      title="Review report"
      label={`Review report from ${report.reporter.fullName}`}
      size="lg"
      onHide={onClose}
      schema={reviewFormSchema}
      // No action chosen yet: the schema refuses it with "Choose an action.".
      defaultValues={{ action: undefined, note: '' }}
      onSubmit={async ({ action, note }) => {
        const outcome = await createAction({ id: report.id, action, note });
        if ('error' in outcome) return serverReason(outcome.error);
        notifySuccess(REPORT_UPDATED_TEXT);
        onClose();
      }}
    >
      {(form) => (
        <>
          <ReportSummary reportId={report.id} />
          <RadioField
            form={form}
            name="action"
            label="Action"
            options={REPORT_ACTIONS.map((name) => ({ value: name, label: REPORT_STATUS_LABELS[name] }))}
          />
          <TextField
            form={form}
            name="note"
            label="Note"
            rows={3}
            hint={`Optional; at most ${formatNumber(REPORT_NOTE_MAX)} characters.`}
          />
        </>
      )}
    </FormModal>
  );
}
