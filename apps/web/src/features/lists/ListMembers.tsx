// One open list (/updateList?list=<id>), prospects or companies alike: its members paged and searched through the
// kind's own search with the list criterion ({isListSelected: true, listId}), removal of the selected members (who
// may edit the list), and the kind's Export menu over the list criteria (export-all through the kind's downloadAll: the export's credit
// rules apply). What differs per kind is a ListKindConfig (the kind definition, the columns, the search words).
import { KIND_MANIFESTS, PAGE_SIZES, type ListKind, type SavedList } from '@leadsignal/contracts';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DataTable } from '../../components/DataTable';
import { ConfirmModal } from '../../components/modals/ConfirmModal';
import { useRowSelection } from '../../components/use-row-selection';
import { plural } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/toast';
import {
  ExportMenu,
  listCriteria,
  SharingNote,
  useRemoveListMembersMutation,
  type ListKindConfig,
  type ListSearchFields,
  type SearchCriteriaBase,
  type SearchRow,
} from '../../search-kit';
import { companyList } from '../companies';
import { prospectList } from '../prospects';

export interface ListMembersProps {
  list: SavedList;
  onBack: () => void;
  onRename: () => void;
  /** The owner's Sharing dialog. */
  onShare: () => void;
  onDelete: () => void;
}

/** Each list kind's members, from one component configured per kind (a new list kind is one entry). */
const MEMBERS: Record<ListKind, (list: SavedList) => ReactNode> = {
  prospects: (list) => <KindListMembers key={list.id} list={list} config={prospectList} />,
  companies: (list) => <KindListMembers key={list.id} list={list} config={companyList} />,
};

export function ListMembers({ list, onBack, onRename, onShare, onDelete }: ListMembersProps) {
  return (
    <section aria-labelledby="list-heading">
      <header className="list-header">
        <Button variant="link" size="sm" className="p-0" onClick={onBack}>
          ← All lists
        </Button>
        <h1 id="list-heading" className="h3 mb-0">
          {list.name}
        </h1>
        <span className="text-muted">
          {KIND_MANIFESTS[list.kind].labels.area} · {plural(list.memberCount, 'member', 'members')}
        </span>
        <SharingNote item={list} />
        <span className="list-header-actions">
          {list.canEdit && (
            <Button size="sm" variant="outline-secondary" onClick={onRename}>
              Rename
            </Button>
          )}
          {list.mine && (
            <>
              <Button size="sm" variant="outline-secondary" onClick={onShare}>
                Sharing
              </Button>
              <Button size="sm" variant="outline-danger" onClick={onDelete}>
                Delete
              </Button>
            </>
          )}
        </span>
      </header>
      {MEMBERS[list.kind](list)}
    </section>
  );
}

function KindListMembers<C extends SearchCriteriaBase<S> & ListSearchFields, R extends SearchRow, S extends string>({
  list,
  config,
}: {
  list: SavedList;
  config: ListKindConfig<C, R, S>;
}) {
  const { kind, columns, searchBy } = config;
  const [words, setWords] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const selection = useRowSelection<R>();
  const [removeMembers, removing] = useRemoveListMembersMutation();
  const criteria = useMemo(
    () => listCriteria(kind, list.id, query, page, pageSize),
    [kind, list.id, query, page, pageSize],
  );
  const [search, result] = kind.api.useLazySearchQuery();
  // A member count that changed (members added or removed) asks again.
  useEffect(() => {
    void search(criteria).then((answer) => {
      if (answer.isError) notifyError(kind.manifest.messages.searchFailed);
    });
  }, [search, criteria, kind, list.memberCount]);

  const loading = result.isUninitialized || result.isFetching;
  const rows = (!loading && result.currentData?.rows) || [];
  const totalCount = result.currentData?.totalCount ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(words.trim());
    setPage(1);
  };
  const remove = async () => {
    const ids = selection.selectedRows.map((row) => row.id);
    const outcome = await removeMembers({ id: list.id, ids });
    setConfirmRemove(false);
    if ('error' in outcome || !outcome.data) return;
    notifySuccess(`${plural(outcome.data.changed, 'member', 'members')} removed from '${list.name}'.`);
    selection.clear();
  };

  return (
    <>
      <div className="list-toolbar">
        <Form className="list-search" role="search" onSubmit={submit}>
          <Form.Control
            type="search"
            size="sm"
            aria-label={`Search this list by ${searchBy}`}
            placeholder={`Search by ${searchBy}`}
            value={words}
            onChange={(event) => setWords(event.target.value)}
          />
          <Button type="submit" size="sm" variant="outline-primary">
            Search
          </Button>
        </Form>
        <span className="list-toolbar-actions">
          {list.canEdit && (
            <Button
              size="sm"
              variant="outline-danger"
              disabled={selection.count === 0}
              onClick={() => setConfirmRemove(true)}
            >
              Remove from list{selection.count ? ` (${selection.count})` : ''}
            </Button>
          )}
          <ExportMenu
            kind={kind}
            criteria={criteria}
            totalCount={totalCount}
            loading={loading}
            selectedRows={selection.selectedRows.map((row) => ({ id: row.id, isViewed: Boolean(row.isViewed) }))}
            onDownloaded={() => void search(criteria)}
          />
        </span>
      </div>
      <DataTable
        id="list-members"
        label={`Members of ${list.name}`}
        columns={columns}
        rows={rows}
        loading={loading}
        emptyText={query ? 'No member of this list matches.' : 'This list has no members yet.'}
        selection={selection.forTable(kind.rowLabel)}
        pagination={{
          page,
          pageSize,
          pageSizes: PAGE_SIZES,
          totalCount,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
      />
      <ConfirmModal
        show={confirmRemove}
        title="Remove from list"
        message={`Remove ${plural(selection.count, 'member', 'members')} from '${list.name}'?`}
        confirmLabel="Remove"
        busy={removing.isLoading}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmRemove(false)}
      />
    </>
  );
}
