// The Create Alert modal (spec §2, §5): a required name (Save disabled while it is empty or while
// saving) and Notifications. Saving is useCreateAlert's; the screen gets the new search in onCreated.
import { SAVED_SEARCH_NAME_MAX, type SavedSearch, type SearchCriteria } from '@leadsignal/contracts';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useCreateAlert } from '../use-create-alert';

export interface CreateAlertModalProps {
  show: boolean;
  /** The criteria the screen's filters describe now (page and size included). */
  criteria: SearchCriteria;
  onHide: () => void;
  onCreated: (savedSearch: SavedSearch) => void;
}

export function CreateAlertModal({ show, criteria, onHide, onCreated }: CreateAlertModalProps) {
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="create-alert-title" centered>
      {/* Mounted while shown, so every opening starts with an empty form. */}
      {show && <CreateAlertForm criteria={criteria} onHide={onHide} onCreated={onCreated} />}
    </Modal>
  );
}

function CreateAlertForm({ criteria, onHide, onCreated }: Omit<CreateAlertModalProps, 'show'>) {
  const { create, saving } = useCreateAlert();
  const [name, setName] = useState('');
  const [enableNotification, setEnableNotification] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const empty = name.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || saving) return;
    setProblem(null);
    const result = await create({ name, criteria, enableNotification });
    if (result.ok) {
      onCreated(result.savedSearch);
      onHide();
    } else setProblem(result.reason);
  };

  return (
    <Form noValidate onSubmit={submit}>
      <Modal.Header closeButton>
        <Modal.Title id="create-alert-title">Create Alert</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form.Group controlId="create-alert-name" className="mb-3">
          <Form.Label>Name</Form.Label>
          <Form.Control
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX}
            required
            autoFocus
            isInvalid={problem !== null}
            aria-describedby={problem ? 'create-alert-problem' : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(null);
            }}
          />
          {problem && (
            <Form.Control.Feedback type="invalid" id="create-alert-problem">
              {problem}
            </Form.Control.Feedback>
          )}
        </Form.Group>
        <Form.Check
          id="create-alert-notifications"
          label="Notifications"
          checked={enableNotification}
          onChange={(event) => setEnableNotification(event.target.checked)}
        />
        <Form.Text muted>Get a notification and an e-mail when new alerts match this search.</Form.Text>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={empty || saving}>
          {saving && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
          Save
        </Button>
      </Modal.Footer>
    </Form>
  );
}
