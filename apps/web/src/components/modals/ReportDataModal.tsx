// Report a row as inaccurate (spec §2 Report Alerts, §5 details required, §8 messages).
import { createReportRequestSchema, REPORT_TYPES, UI_MESSAGES, type CreateReportRequest } from '@leadsignal/contracts';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { notifyError, notifySuccess } from '../../lib/toast';
import { useCreateReportMutation } from './report-data-api';

export const DETAILS_REQUIRED_MESSAGE = 'Details are required.';

export interface ReportDataModalProps {
  show: boolean;
  /** e.g. "Report Alerts". */
  title: string;
  reportedSource: CreateReportRequest['reportedSource'];
  /** The reported row's id. */
  reportedSourceId: string | null;
  onHide: () => void;
}

export function ReportDataModal({ show, title, reportedSource, reportedSourceId, onHide }: ReportDataModalProps) {
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="report-modal-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="report-modal-title">{title}</Modal.Title>
      </Modal.Header>
      {show && reportedSourceId && (
        <ReportForm reportedSource={reportedSource} reportedSourceId={reportedSourceId} onDone={onHide} />
      )}
    </Modal>
  );
}

interface ReportFormProps {
  reportedSource: CreateReportRequest['reportedSource'];
  reportedSourceId: string;
  onDone: () => void;
}

function ReportForm({ reportedSource, reportedSourceId, onDone }: ReportFormProps) {
  const [type, setType] = useState<number>(REPORT_TYPES[0].value);
  const [details, setDetails] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [createReport, { isLoading }] = useCreateReportMutation();
  const problem = details.trim() === '' ? DETAILS_REQUIRED_MESSAGE : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const request = createReportRequestSchema.safeParse({ reportedSourceId, reportedSource, type, details });
    if (problem || !request.success) return;
    const outcome = await createReport(request.data);
    // Spec §7: any truthy answer means success.
    if ('data' in outcome && outcome.data) {
      notifySuccess(UI_MESSAGES.reportSubmitted);
      onDone();
    } else {
      notifyError(UI_MESSAGES.reportFailed);
    }
  };

  const showProblem = submitted && problem;
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Modal.Body>
        <Form.Group className="mb-3" controlId="report-type">
          <Form.Label>Type</Form.Label>
          <Form.Select value={type} onChange={(event) => setType(Number(event.target.value))}>
            {REPORT_TYPES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="report-details">
          <Form.Label>Details</Form.Label>
          <Form.Control
            as="textarea"
            rows={4}
            value={details}
            maxLength={5000}
            placeholder="What is inaccurate?"
            onChange={(event) => setDetails(event.target.value)}
            isInvalid={Boolean(showProblem)}
            aria-invalid={showProblem ? true : undefined}
            aria-required
            aria-describedby={showProblem ? 'report-details-problem' : undefined}
          />
          {showProblem && (
            <Form.Control.Feedback type="invalid" id="report-details-problem">
              {problem}
            </Form.Control.Feedback>
          )}
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={isLoading}>
          Submit
        </Button>
      </Modal.Footer>
    </Form>
  );
}
