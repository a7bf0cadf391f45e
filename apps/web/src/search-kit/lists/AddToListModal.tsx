// Add the selected rows to a list (issue 12): one of the user's lists of the kind, or a new one named here.
import { listNameSchema, type ListKind, type SavedList } from '@leadsignal/contracts';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { notifySuccess } from '../../lib/toast';
import { useAddListMembersMutation, useCreateListMutation, useGetListsQuery } from './lists-api';

export interface AddToListModalProps {
  show: boolean;
  kind: ListKind;
  /** The ids to add. */
  ids: readonly string[];
  onHide: () => void;
  /** After the members were added. */
  onAdded?: (list: SavedList) => void;
}

const NEW_LIST = 'new';

export function AddToListModal(props: AddToListModalProps) {
  return (
    <Modal show={props.show} onHide={props.onHide} aria-labelledby="add-to-list-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="add-to-list-title">Add to list</Modal.Title>
      </Modal.Header>
      {props.show && <AddToListForm {...props} />}
    </Modal>
  );
}

function AddToListForm({ kind, ids, onHide, onAdded }: AddToListModalProps) {
  const lists = useGetListsQuery(kind);
  const [createList, creating] = useCreateListMutation();
  const [addMembers, adding] = useAddListMembersMutation();
  const [choice, setChoice] = useState<string>('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const existing = lists.data ?? [];
  const target = choice || (existing.length ? '' : NEW_LIST);
  const busy = creating.isLoading || adding.isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let list = existing.find((candidate) => candidate.id === target);
    if (target === NEW_LIST) {
      const parsed = listNameSchema.safeParse(name);
      if (!parsed.success) {
        setProblem(parsed.error.issues[0].message);
        return;
      }
      const created = await createList({ kind, name: parsed.data });
      // The base query has toasted the reason (e.g. a list by that name exists).
      if ('error' in created || !created.data) return;
      list = created.data;
    }
    if (!list) {
      setProblem('Choose a list.');
      return;
    }
    const added = await addMembers({ id: list.id, ids: [...ids] });
    if ('error' in added || !added.data) return;
    notifySuccess(`${added.data.changed} added to '${list.name}' (${added.data.memberCount} in the list).`);
    onAdded?.(list);
    onHide();
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Modal.Body>
        <p className="text-muted small">
          {ids.length} selected {ids.length === 1 ? 'row' : 'rows'} will be added.
        </p>
        <Form.Group className="mb-3" controlId="add-to-list-choice">
          <Form.Label>List</Form.Label>
          <Form.Select
            value={target}
            disabled={lists.isLoading}
            onChange={(event) => {
              setChoice(event.target.value);
              setProblem(null);
            }}
          >
            {existing.length > 0 && <option value="">Choose a list</option>}
            {existing.map((list) => (
              <option key={list.id} value={list.id}>
                {list.name} ({list.memberCount})
              </option>
            ))}
            <option value={NEW_LIST}>New list…</option>
          </Form.Select>
        </Form.Group>
        {target === NEW_LIST && (
          <Form.Group className="mb-3" controlId="add-to-list-name">
            <Form.Label>New list name</Form.Label>
            <Form.Control
              value={name}
              autoFocus
              isInvalid={problem !== null}
              onChange={(event) => {
                setName(event.target.value);
                setProblem(null);
              }}
            />
            <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
          </Form.Group>
        )}
        {target !== NEW_LIST && problem && <div className="text-danger small">{problem}</div>}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" disabled={busy}>
          Add
        </Button>
      </Modal.Footer>
    </Form>
  );
}
