// The export-all modal, e.g. "Alerts CSV Download" (spec §2, §5): names the export (required; Continue
// disabled while empty), and can save the search too — Notifications only when Save Search is ticked, and
// unticking it clears them. Without the save permission there is nothing to tick.
import { CSV_DOWNLOAD_NAME_MAX } from '@leadsignal/contracts';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { DownloadAllOptions } from '../api/export-api';
import { formatNumber, plural } from '../../lib/format';

export interface CsvDownloadModalProps {
  /** Prefix of the DOM ids (the kind). */
  id: string;
  /** "Alerts CSV Download"; a row is called `one`, rows `many`. */
  title: string;
  one: string;
  many: string;
  /** The user may save searches: Save Search and Notifications are offered. */
  canSaveSearch: boolean;
  show: boolean;
  /** Rows the search found, and how many of them the download will hold (after the download limit). */
  totalCount: number;
  rowCount: number;
  busy: boolean;
  onSubmit: (choice: DownloadAllOptions) => void;
  onCancel: () => void;
}

export function CsvDownloadModal(props: CsvDownloadModalProps) {
  const { id, title, one, many, canSaveSearch, show, totalCount, rowCount, busy } = props;
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
    if (canContinue)
      props.onSubmit({
        csvDownloadName: name.trim(),
        saveSearch: canSaveSearch && saveSearch,
        enableNotification: canSaveSearch && enableNotification,
      });
  };

  return (
    <Modal show={show} onHide={props.onCancel} onExited={reset} aria-labelledby={`${id}-csv-download-title`} centered>
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton>
          <Modal.Title id={`${id}-csv-download-title`}>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="mb-2">
            {plural(rowCount, one, many)} will be exported. Each {one} you have not downloaded or revealed before uses
            one credit when the file is ready.
          </p>
          {rowCount < totalCount && (
            <p className="text-muted small" role="note">
              Your download limit is {formatNumber(rowCount)}: only the first{' '}
              {formatNumber(rowCount)} of {plural(totalCount, one, many)} will be downloaded.
            </p>
          )}
          <Form.Group className="mb-3" controlId={`${id}-csv-download-name`}>
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
          {canSaveSearch && (
            <>
              <Form.Check
                id={`${id}-csv-download-save-search`}
                type="checkbox"
                label="Save Search"
                checked={saveSearch}
                onChange={(event) => {
                  setSaveSearch(event.target.checked);
                  if (!event.target.checked) setEnableNotification(false);
                }}
              />
              <Form.Check
                id={`${id}-csv-download-notifications`}
                type="checkbox"
                label="Notifications"
                checked={enableNotification}
                disabled={!saveSearch}
                onChange={(event) => setEnableNotification(event.target.checked)}
              />
            </>
          )}
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
