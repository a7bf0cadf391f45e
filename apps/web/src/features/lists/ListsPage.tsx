// /updateList (issue 12): the user's lists — of prospects, and of companies for users who keep those — with
// rename and delete; `?list=<id>` opens one (ListMembers: its members paged and searched through the kind's
// own search with the list criterion, remove members, export the list).
import { KIND_MANIFESTS, type ListKind, type SavedList } from '@leadsignal/contracts';
import { useState, type FormEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useSearchParams } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { ConfirmModal } from '../../components/modals/ConfirmModal';
import { notifySuccess } from '../../lib/toast';
import { useAppSelector } from '../../stores/hooks';
import { selectAllowedPermissions } from '../../stores/session-slice';
import { formatDate } from '../../lib/format';
import {
  useCreateListMutation,
  useDeleteListMutation,
  useGetListsQuery,
  useRenameListMutation,
} from '../../search-kit';
import { ListMembers } from './ListMembers';
import './lists.css';

export const NO_LISTS_TEXT = 'You have no lists yet. Select prospects on Find Prospects and choose Add to list.';
export const LIST_PARAM = 'list';

const LIST_KINDS: readonly ListKind[] = ['prospects', 'companies'];

/** The list kinds this user keeps: a kind's lists need its save permission. */
function useListKinds(): ListKind[] {
  const permissions = useAppSelector(selectAllowedPermissions);
  return LIST_KINDS.filter((kind) => permissions.includes(KIND_MANIFESTS[kind].permissions.save));
}

export function ListsPage() {
  const kinds = useListKinds();
  const prospects = useGetListsQuery('prospects', { skip: !kinds.includes('prospects') });
  const companies = useGetListsQuery('companies', { skip: !kinds.includes('companies') });
  const [params, setParams] = useSearchParams();
  const [renaming, setRenaming] = useState<SavedList | null>(null);
  const [creating, setCreating] = useState<ListKind | null>(null);
  const [toDelete, setToDelete] = useState<SavedList | null>(null);
  const [deleteList, deleting] = useDeleteListMutation();

  const lists = [...(prospects.data ?? []), ...(companies.data ?? [])];
  const loading = prospects.isLoading || companies.isLoading;
  const openId = params.get(LIST_PARAM);
  const open = lists.find((list) => list.id === openId) ?? null;
  const openList = (list: SavedList | null) => setParams(list ? { [LIST_PARAM]: list.id } : {});

  const confirmDelete = async () => {
    if (!toDelete) return;
    const outcome = await deleteList(toDelete.id);
    if (!('error' in outcome)) {
      notifySuccess(`List '${toDelete.name}' deleted.`);
      if (openId === toDelete.id) openList(null);
    }
    setToDelete(null);
  };

  if (openId && open) {
    return (
      <div className="container-fluid py-3">
        <ListMembers
          list={open}
          onBack={() => openList(null)}
          onRename={() => setRenaming(open)}
          onDelete={() => setToDelete(open)}
        />
        <RenameListModal list={renaming} onHide={() => setRenaming(null)} />
        <DeleteListModal
          list={toDelete}
          busy={deleting.isLoading}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        />
      </div>
    );
  }

  const columns: DataTableColumn<SavedList>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (list) => (
        <Button variant="link" size="sm" className="p-0 text-start" onClick={() => openList(list)}>
          {list.name}
        </Button>
      ),
    },
    {
      id: 'kind',
      header: 'Kind',
      cell: (list) => (
        <Badge bg={list.kind === 'prospects' ? 'info' : 'secondary'}>{KIND_MANIFESTS[list.kind].labels.area}</Badge>
      ),
    },
    { id: 'members', header: 'Members', className: 'text-end', cell: (list) => list.memberCount },
    { id: 'updated', header: 'Updated', className: 'text-nowrap', cell: (list) => formatDate(list.updatedOn) },
    {
      id: 'actions',
      // A visible header: a visually-hidden one is absolutely placed outside the table's scroll box and
      // widened the page at 390 px.
      header: 'Actions',
      className: 'text-end text-nowrap',
      cell: (list) => (
        <span className="d-inline-flex gap-2">
          <Button
            size="sm"
            variant="outline-secondary"
            aria-label={`Rename ${list.name}`}
            onClick={() => setRenaming(list)}
          >
            Rename
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={`Delete ${list.name}`}
            onClick={() => setToDelete(list)}
          >
            Delete
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="container-fluid py-3">
      <header className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">Lists</h1>
        {kinds.map((kind) => (
          <Button key={kind} variant="outline-primary" size="sm" onClick={() => setCreating(kind)}>
            New {KIND_MANIFESTS[kind].nouns.one} list
          </Button>
        ))}
      </header>
      {openId && !open && !loading && <p className="text-muted">That list is not one of yours any more.</p>}
      <DataTable
        id="lists"
        label="Your lists"
        columns={columns}
        rows={lists}
        loading={loading}
        emptyText={NO_LISTS_TEXT}
      />
      <RenameListModal list={renaming} onHide={() => setRenaming(null)} />
      <NewListModal kind={creating} onHide={() => setCreating(null)} />
      <DeleteListModal
        list={toDelete}
        busy={deleting.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}

function DeleteListModal(props: {
  list: SavedList | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmModal
      show={props.list !== null}
      title="Delete list"
      message={props.list ? `Delete the list '${props.list.name}'? Its members stay in LeadSignal.` : ''}
      confirmLabel="Delete"
      busy={props.busy}
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    />
  );
}

/** A name for a list: rename one, or create a prospect list. */
function ListNameModal(props: {
  show: boolean;
  title: string;
  initial: string;
  busy: boolean;
  onSave: (name: string) => Promise<boolean>;
  onHide: () => void;
}) {
  const [name, setName] = useState(props.initial);
  const [shownFor, setShownFor] = useState<string | null>(null);
  const key = props.show ? props.title + props.initial : null;
  if (key !== shownFor) {
    setShownFor(key);
    setName(props.initial);
  }
  const problem = name.trim() === '' ? 'Name is required.' : null;
  const [touched, setTouched] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    if (await props.onSave(name.trim())) {
      setTouched(false);
      props.onHide();
    }
  };
  return (
    <Modal show={props.show} onHide={props.onHide} aria-labelledby="list-name-title" centered>
      <Modal.Header closeButton>
        <Modal.Title id="list-name-title">{props.title}</Modal.Title>
      </Modal.Header>
      <Form onSubmit={submit} noValidate>
        <Modal.Body>
          <Form.Group controlId="list-name">
            <Form.Label>Name</Form.Label>
            <Form.Control
              value={name}
              autoFocus
              isInvalid={touched && problem !== null}
              onChange={(event) => setName(event.target.value)}
            />
            <Form.Control.Feedback type="invalid">{problem}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={props.onHide}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={props.busy}>
            Save
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

function RenameListModal({ list, onHide }: { list: SavedList | null; onHide: () => void }) {
  const [rename, renaming] = useRenameListMutation();
  return (
    <ListNameModal
      show={list !== null}
      title="Rename list"
      initial={list?.name ?? ''}
      busy={renaming.isLoading}
      onHide={onHide}
      onSave={async (name) => {
        if (!list) return false;
        const outcome = await rename({ id: list.id, name });
        if ('error' in outcome) return false;
        notifySuccess(`List renamed to '${name}'.`);
        return true;
      }}
    />
  );
}

function NewListModal({ kind, onHide }: { kind: ListKind | null; onHide: () => void }) {
  const [create, creating] = useCreateListMutation();
  return (
    <ListNameModal
      show={kind !== null}
      title={`New ${KIND_MANIFESTS[kind ?? 'prospects'].nouns.one} list`}
      initial=""
      busy={creating.isLoading}
      onHide={onHide}
      onSave={async (name) => {
        if (!kind) return false;
        const outcome = await create({ kind, name });
        if ('error' in outcome) return false;
        notifySuccess(`List '${name}' created.`);
        return true;
      }}
    />
  );
}
