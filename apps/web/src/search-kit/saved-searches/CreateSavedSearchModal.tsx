// The create-saved-search modal (spec §2 Create Alert, §5): a required name (Save disabled while it is empty
// or while saving) and Notifications. Saving is useCreateSavedSearch's; the screen gets the new search in
// onCreated.
import { SAVED_SEARCH_NAME_MAX, type SavedSearch } from '@leadsignal/contracts';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import type { SearchCriteriaBase, SearchKindDefinition, SearchRow } from '../kind';
import { useCreateSavedSearch } from './use-create-saved-search';

export interface CreateSavedSearchModalProps<C extends SearchCriteriaBase<S>, R extends SearchRow, S extends string> {
  kind: SearchKindDefinition<C, R, S>;
  show: boolean;
  /** The criteria the screen's filters describe now (page and size included). */
  criteria: C;
  onHide: () => void;
  onCreated: (savedSearch: SavedSearch) => void;
}

export function CreateSavedSearchModal<C extends SearchCriteriaBase<S>, R extends SearchRow, S extends string>(
  props: CreateSavedSearchModalProps<C, R, S>,
) {
  const { kind, show, onHide } = props;
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={`${kind.manifest.kind}-create-title`} centered>
      {/* Mounted while shown, so every opening starts with an empty form. */}
      {show && <CreateSavedSearchForm {...props} />}
    </Modal>
  );
}

function CreateSavedSearchForm<C extends SearchCriteriaBase<S>, R extends SearchRow, S extends string>({
  kind,
  criteria,
  onHide,
  onCreated,
}: CreateSavedSearchModalProps<C, R, S>) {
  const { create, saving } = useCreateSavedSearch(kind);
  const [name, setName] = useState('');
  const [enableNotification, setEnableNotification] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const empty = name.trim() === '';
  const domId = `${kind.manifest.kind}-create`;

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
        <Modal.Title id={`${domId}-title`}>{kind.manifest.labels.createTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Form.Group controlId={`${domId}-name`} className="mb-3">
          <Form.Label>Name</Form.Label>
          <Form.Control
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX}
            required
            autoFocus
            isInvalid={problem !== null}
            aria-describedby={problem ? `${domId}-problem` : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(null);
            }}
          />
          {problem && (
            <Form.Control.Feedback type="invalid" id={`${domId}-problem`}>
              {problem}
            </Form.Control.Feedback>
          )}
        </Form.Group>
        <Form.Check
          id={`${domId}-notifications`}
          label="Notifications"
          checked={enableNotification}
          onChange={(event) => setEnableNotification(event.target.checked)}
        />
        <Form.Text muted>{kind.manifest.labels.notificationsHint}</Form.Text>
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
