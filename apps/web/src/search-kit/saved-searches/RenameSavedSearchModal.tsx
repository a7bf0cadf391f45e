// Rename a saved search (the saved-search page; …/updateSaveSearch {id, name}): the name is required, Save is
// disabled while it is empty, unchanged or saving, and a refused name (e.g. one the user already has) is shown
// under the field.
import { isApiErrorBody, SAVED_SEARCH_NAME_MAX, type SavedSearch } from '@leadsignal/contracts';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { notifySuccess } from '../../lib/toast';
import type { SavedSearchApi } from '../api/saved-search-api';

export const SEARCH_RENAMED = 'Saved search renamed.';

export interface RenameSavedSearchModalProps {
  api: SavedSearchApi;
  /** The search to rename; null when closed. */
  search: SavedSearch | null;
  onHide: () => void;
}

export function RenameSavedSearchModal({ api, search, onHide }: RenameSavedSearchModalProps) {
  return (
    <Modal show={search !== null} onHide={onHide} aria-labelledby="rename-saved-search-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="rename-saved-search-title">Rename saved search</Modal.Title>
      </Modal.Header>
      {/* Mounted while shown, so every opening starts from the search's current name. */}
      {search && <RenameForm api={api} search={search} onHide={onHide} />}
    </Modal>
  );
}

function RenameForm({ api, search, onHide }: { api: SavedSearchApi; search: SavedSearch; onHide: () => void }) {
  const [update, { isLoading }] = api.useUpdateMutation();
  const [name, setName] = useState(search.name);
  const [problem, setProblem] = useState<string | null>(null);
  const unchanged = name.trim() === '' || name.trim() === search.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (unchanged || isLoading) return;
    const result = await update({ id: search.id, name: name.trim() });
    if ('data' in result) {
      notifySuccess(SEARCH_RENAMED);
      onHide();
      return;
    }
    const error = result.error as { data?: unknown } | undefined;
    setProblem(isApiErrorBody(error?.data) ? error.data.errors[0].reason : 'The search could not be renamed.');
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <Modal.Body>
        <Form.Group controlId="rename-saved-search-name">
          <Form.Label>Name</Form.Label>
          <Form.Control
            value={name}
            maxLength={SAVED_SEARCH_NAME_MAX}
            required
            autoFocus
            isInvalid={problem !== null}
            aria-describedby={problem ? 'rename-saved-search-problem' : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(null);
            }}
          />
          {problem && (
            <Form.Control.Feedback type="invalid" id="rename-saved-search-problem">
              {problem}
            </Form.Control.Feedback>
          )}
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={unchanged || isLoading}>
          Save
        </Button>
      </Modal.Footer>
    </Form>
  );
}
