// The admin's review of one report (reportedData/getById): what was reported, by whom and why, the
// actions taken so far, and a form to act on it (reportedData/createActions) — resolved, dismissed or
// corrected, with an optional note. The server's reason for a refusal is shown inside the modal.
import {
  REPORT_ACTIONS,
  REPORT_NOTE_MAX,
  type ReportActionEntry,
  type ReportActionName,
  type ReportedDataItem,
  type ReportStatus,
} from '@leadsignal/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { errorMessage } from '../../../lib/base-api';
import { notifySuccess } from '../../../lib/toast';
import { useCreateReportActionMutation, useGetReportQuery } from './api';
import { formatDateTime, formatNumber } from '../../../lib/format';

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

export function ReviewReportModal({ report, onClose }: { report: ReportedDataItem; onClose: () => void }) {
  const [action, setAction] = useState<ReportActionName | null>(null);
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [createAction, { isLoading }] = useCreateReportActionMutation();

  const problems = {
    action: action ? null : ACTION_REQUIRED_TEXT,
    note: note.trim().length > REPORT_NOTE_MAX ? NOTE_TOO_LONG_TEXT : null,
  };
  const shown = {
    action: submitted ? problems.action : null,
    note: submitted ? problems.note : null,
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (!action || problems.note) return;
    createAction({ id: report.id, action, note: note.trim() })
      .unwrap()
      .then(
        () => {
          notifySuccess(REPORT_UPDATED_TEXT);
          onClose();
        },
        (error: FetchBaseQueryError) => setFailure(errorMessage(error)),
      );
  };

  const noteDescribedBy = [shown.note ? 'review-report-note-problem' : null, 'review-report-note-help']
    .filter(Boolean)
    .join(' ');

  return (
    <Modal show onHide={onClose} aria-labelledby="review-report-title" centered size="lg">
      <Form noValidate onSubmit={submit} aria-label={`Review report from ${report.reporter.fullName}`}>
        <Modal.Header closeButton>
          <Modal.Title id="review-report-title">Review report</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ReportSummary reportId={report.id} />
          {failure && (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          )}
          <fieldset className="mb-3" aria-describedby={shown.action ? 'review-report-action-problem' : undefined}>
            <legend className="form-label fs-6">Action</legend>
            {REPORT_ACTIONS.map((name) => (
              <Form.Check
                key={name}
                id={`review-report-action-${name}`}
                type="radio"
                name="review-report-action"
                label={REPORT_STATUS_LABELS[name]}
                value={name}
                checked={action === name}
                onChange={() => setAction(name)}
                isInvalid={Boolean(shown.action)}
                aria-invalid={shown.action ? true : undefined}
                aria-describedby={shown.action ? 'review-report-action-problem' : undefined}
              />
            ))}
            {shown.action && (
              <Form.Control.Feedback type="invalid" id="review-report-action-problem" className="d-block">
                {shown.action}
              </Form.Control.Feedback>
            )}
          </fieldset>
          <Form.Group controlId="review-report-note">
            <Form.Label>Note</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              isInvalid={Boolean(shown.note)}
              aria-invalid={shown.note ? true : undefined}
              aria-describedby={noteDescribedBy}
            />
            <Form.Text id="review-report-note-help" muted>
              Optional; at most {formatNumber(REPORT_NOTE_MAX)} characters.
            </Form.Text>
            {shown.note && (
              <Form.Control.Feedback type="invalid" id="review-report-note-problem">
                {shown.note}
              </Form.Control.Feedback>
            )}
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={isLoading}>
            Save
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
