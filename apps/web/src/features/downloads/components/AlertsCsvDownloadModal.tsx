// "Alerts CSV Download" (spec §2, §5): names the export (required; Continue disabled while empty), and can
// save the search too — Notifications only when Save Search is ticked, and unticking it clears them.
import { CSV_DOWNLOAD_NAME_MAX } from '@leadsignal/contracts';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { plural } from '../export-rules';

export interface AlertsCsvDownloadChoice {
  csvDownloadName: string;
  saveSearch: boolean;
  enableNotification: boolean;
}

export interface AlertsCsvDownloadModalProps {
  show: boolean;
  /** Rows the search found, and how many of them the download will hold (after the download limit). */
  totalCount: number;
  rowCount: number;
  busy: boolean;
  onSubmit: (choice: AlertsCsvDownloadChoice) => void;
  onCancel: () => void;
}

export function AlertsCsvDownloadModal(props: AlertsCsvDownloadModalProps) {
  const { show, totalCount, rowCount, busy } = props;
  const [name, setName] = useState('');
  const [saveSearch, setSaveSearch] = useState(false);
  const [enableNotification, setEnableNotification] = useState(false);
  const canContinue = name.trim() !== '' && !busy;

  const reset = () => {
    setName('');
    setSaveSearch(false);
    setEnableNotification(false);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canContinue) props.onSubmit({ csvDownloadName: name.trim(), saveSearch, enableNotification });
  };

  return (
    <Modal show={show} onHide={props.onCancel} onExited={reset} aria-labelledby="alerts-csv-download-title" centered>
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id="alerts-csv-download-title">Alerts CSV Download</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-2">
            {plural(rowCount, 'alert')} will be exported. Each alert you have not downloaded or revealed before uses one
            credit when the file is ready.
          </p>
          {rowCount < totalCount && (
            <p className="text-muted small" role="note">
              Your download limit is {rowCount.toLocaleString('en-US')}: only the first{' '}
              {rowCount.toLocaleString('en-US')} of {plural(totalCount, 'alert')} will be downloaded.
            </p>
          )}
          <Form.Group className="mb-3" controlId="csv-download-name">
            <Form.Label>Name</Form.Label>
            <Form.Control
              value={name}
              maxLength={CSV_DOWNLOAD_NAME_MAX}
              autoFocus
              aria-required
              placeholder="e.g. Funding rounds this quarter"
              onChange={(event) => setName(event.target.value)}
            />
          </Form.Group>
          <Form.Check
            id="csv-download-save-search"
            type="checkbox"
            label="Save Search"
            checked={saveSearch}
            onChange={(event) => {
              setSaveSearch(event.target.checked);
              if (!event.target.checked) setEnableNotification(false);
            }}
          />
          <Form.Check
            id="csv-download-notifications"
            type="checkbox"
            label="Notifications"
            checked={enableNotification}
            disabled={!saveSearch}
            onChange={(event) => setEnableNotification(event.target.checked)}
          />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={!canContinue}>
            Continue
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
