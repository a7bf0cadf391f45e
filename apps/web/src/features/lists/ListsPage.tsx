// /updateList: the user's lists — of prospects, and of companies for users who keep those — with
// rename and delete; `?list=<id>` opens one (ListMembers: its members paged and searched through the kind's
// own search with the list criterion, remove members, export the list).
import { KIND_MANIFESTS, listNameSchema, type ListKind, type SavedList } from '@leadsignal/contracts';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { FormModal, TextField } from '../../components/forms';
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
import { actionsColumn } from '../../components/RowActions';
import { useClientPaging } from '../../components/use-table-paging';

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
  const paging = useClientPaging(lists);
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
    actionsColumn(
      (list) => [
        { label: 'Rename', ariaLabel: `Rename ${list.name}`, variant: 'secondary', onClick: () => setRenaming(list) },
        { label: 'Delete', ariaLabel: `Delete ${list.name}`, variant: 'danger', onClick: () => setToDelete(list) },
      ],
      true,
    ),
  ];

  return (
    <div className="container-fluid py-3">
      {openId && open ? (
        <ListMembers
          list={open}
          onBack={() => openList(null)}
          onRename={() => setRenaming(open)}
          onDelete={() => setToDelete(open)}
        />
      ) : (
        <>
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
            rows={paging.rows}
            loading={loading}
            pagination={paging.pagination}
            emptyText={NO_LISTS_TEXT}
          />
        </>
      )}
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

const listNameFormSchema = z.object({ name: listNameSchema });

/** A name for a list (the contract's rule): rename one, or create one of a kind. */
function ListNameModal(props: {
  show: boolean;
  title: string;
  initial: string;
  onSave: (name: string) => Promise<boolean>;
  onHide: () => void;
}) {
  return (
    <FormModal
      id="list"
      title={props.title}
      show={props.show}
      onHide={props.onHide}
      schema={listNameFormSchema}
      defaultValues={{ name: props.initial }}
      onSubmit={async ({ name }) => {
        if (await props.onSave(name)) props.onHide();
      }}
    >
      {(form) => <TextField form={form} name="name" label="Name" autoFocus className="" />}
    </FormModal>
  );
}

function RenameListModal({ list, onHide }: { list: SavedList | null; onHide: () => void }) {
  const [rename] = useRenameListMutation();
  return (
    <ListNameModal
      show={list !== null}
      title="Rename list"
      initial={list?.name ?? ''}
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
  const [create] = useCreateListMutation();
  return (
    <ListNameModal
      show={kind !== null}
      title={`New ${KIND_MANIFESTS[kind ?? 'prospects'].nouns.one} list`}
      initial=""
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
