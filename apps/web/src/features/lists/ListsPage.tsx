// /updateList: the user's lists — of prospects, and of companies for users who keep those — and the lists their
// team shares with them (owner named, docs/teams-sharing.md), with rename (who may edit), sharing and delete (the
// owner); `?list=<id>` opens one (ListMembers: its members paged and searched through the kind's own search with
// the list criterion, remove members, export the list).
import {
  KIND_MANIFESTS,
  listNameSchema,
  sharingOfChoice,
  type ListKind,
  type SavedList,
  type SharingChoice,
} from '@leadsignal/contracts';
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
  SharingField,
  SharingModal,
  SharingNote,
  sharingChoiceSchema,
  sharingSavedText,
  useCreateListMutation,
  useDeleteListMutation,
  useGetListsQuery,
  useRenameListMutation,
  useSetListSharingMutation,
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
  const [sharing, setSharing] = useState<SavedList | null>(null);
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
      // One block, so a phone card keeps the owner's note under the name, beside the column's label.
      cell: (list) => (
        <div>
          <Button variant="link" size="sm" className="p-0 text-start" onClick={() => openList(list)}>
            {list.name}
          </Button>
          <SharingNote item={list} />
        </div>
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
        list.canEdit && {
          label: 'Rename',
          ariaLabel: `Rename ${list.name}`,
          variant: 'secondary',
          onClick: () => setRenaming(list),
        },
        list.mine && {
          label: 'Sharing',
          ariaLabel: `Sharing of ${list.name}`,
          variant: 'secondary',
          onClick: () => setSharing(list),
        },
        list.mine && {
          label: 'Delete',
          ariaLabel: `Delete ${list.name}`,
          variant: 'danger',
          onClick: () => setToDelete(list),
        },
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
          onShare={() => setSharing(open)}
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
          {openId && !open && !loading && (
            <p className="text-muted">That list is not one of yours, or shared with you, any more.</p>
          )}
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
      <ListSharingModal list={sharing} onHide={() => setSharing(null)} />
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
const newListFormSchema = z.object({ name: listNameSchema, sharing: sharingChoiceSchema });

/** A new name for a list (the contract's rule). */
function RenameListModal({ list, onHide }: { list: SavedList | null; onHide: () => void }) {
  const [rename] = useRenameListMutation();
  return (
    <FormModal
      id="list"
      title="Rename list"
      show={list !== null}
      onHide={onHide}
      schema={listNameFormSchema}
      defaultValues={{ name: list?.name ?? '' }}
      onSubmit={async ({ name }) => {
        if (!list) return;
        const outcome = await rename({ id: list.id, name });
        if ('error' in outcome) return;
        notifySuccess(`List renamed to '${name}'.`);
        onHide();
      }}
    >
      {(form) => <TextField form={form} name="name" label="Name" autoFocus className="" />}
    </FormModal>
  );
}

/** A new list of a kind: its name, and whether the team shares it (private unless chosen). */
function NewListModal({ kind, onHide }: { kind: ListKind | null; onHide: () => void }) {
  const [create] = useCreateListMutation();
  return (
    <FormModal
      id="list"
      title={`New ${KIND_MANIFESTS[kind ?? 'prospects'].nouns.one} list`}
      show={kind !== null}
      onHide={onHide}
      schema={newListFormSchema}
      defaultValues={{ name: '', sharing: 'private' as SharingChoice }}
      onSubmit={async ({ name, sharing }) => {
        if (!kind) return;
        const outcome = await create({ kind, name, ...(sharing === 'private' ? {} : sharingOfChoice(sharing)) });
        if ('error' in outcome) return;
        notifySuccess(`List '${name}' created.`);
        onHide();
      }}
    >
      {(form) => (
        <>
          <TextField form={form} name="name" label="Name" autoFocus />
          <SharingField form={form} name="sharing" />
        </>
      )}
    </FormModal>
  );
}

/** The owner's Sharing dialog of a list. */
function ListSharingModal({ list, onHide }: { list: SavedList | null; onHide: () => void }) {
  const [setSharing] = useSetListSharingMutation();
  return (
    <SharingModal
      item={list}
      noun="list"
      onHide={onHide}
      onSave={async (sharing) => {
        if (!list) return false;
        const outcome = await setSharing({ id: list.id, ...sharing });
        if ('error' in outcome) return false;
        notifySuccess(sharingSavedText(list.name, sharing));
        return true;
      }}
    />
  );
}
