// One open list (/updateList?list=<id>): its members paged and searched through the kind's own search with the
// list criterion ({isListSelected: true, listId}), removal of the selected members, and the kind's Export menu
// over the list criteria (export-all through prospect/downloadAll: the export's credit rules apply).
import { PAGE_SIZES, type Prospect, type SavedList } from '@leadsignal/contracts';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { ConfirmModal } from '../../components/modals/ConfirmModal';
import { useRowSelection } from '../../components/use-row-selection';
import { notifyError, notifySuccess } from '../../lib/toast';
import { ExportMenu } from '../downloads';
import { plural } from '../downloads/export-rules';
import { formatDate, locationOf, prospectName, seniorityLabel } from '../prospects/format';
import { prospectsKind } from '../prospects/prospects-kind';
import { useRemoveListMembersMutation } from './api';
import { LIST_KIND_LABELS } from './labels';

export interface ListMembersProps {
  list: SavedList;
  onBack: () => void;
  onRename: () => void;
  onDelete: () => void;
}

/** The prospects search for the members of a list, optionally narrowed by words of the name or job title. */
export function listCriteria(listId: string, words: string, page: number, pageSize: number) {
  const keywords = words.split(/\s+/).filter(Boolean);
  return {
    ...prospectsKind.criteria.defaults(),
    isListSelected: true,
    listId,
    isKeywordsSelected: keywords.length > 0,
    keywords,
    page,
    pageSize,
  };
}

const columns: DataTableColumn<Prospect>[] = [
  { id: 'name', header: 'Name', cell: (row) => prospectName(row) },
  { id: 'jobTitle', header: 'Job Title', cell: (row) => row.jobTitle || '—' },
  { id: 'seniority', header: 'Seniority', cell: (row) => seniorityLabel(row.seniority) },
  { id: 'company', header: 'Company', cell: (row) => row.company?.name ?? '—' },
  { id: 'location', header: 'Location', cell: (row) => locationOf(row) },
  { id: 'dateAdded', header: 'Date Added', className: 'text-nowrap', cell: (row) => formatDate(row.dateAdded) },
];

export function ListMembers({ list, onBack, onRename, onDelete }: ListMembersProps) {
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
          {LIST_KIND_LABELS[list.kind]} · {plural(list.memberCount, 'member', 'members')}
        </span>
        <span className="list-header-actions">
          <Button size="sm" variant="outline-secondary" onClick={onRename}>
            Rename
          </Button>
          <Button size="sm" variant="outline-danger" onClick={onDelete}>
            Delete
          </Button>
        </span>
      </header>
      {list.kind === 'prospects' ? (
        <ProspectListMembers list={list} />
      ) : (
        <p className="text-muted mt-3">Company lists are opened and exported from Registered Companies.</p>
      )}
    </section>
  );
}

function ProspectListMembers({ list }: { list: SavedList }) {
  const [words, setWords] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const selection = useRowSelection<Prospect>();
  const [removeMembers, removing] = useRemoveListMembersMutation();
  const criteria = useMemo(() => listCriteria(list.id, query, page, pageSize), [list.id, query, page, pageSize]);
  const [search, result] = prospectsKind.api.useLazySearchQuery();
  // A member count that changed (members added or removed) asks again.
  useEffect(() => {
    void search(criteria).then((answer) => {
      if (answer.isError) notifyError(prospectsKind.messages.searchFailed);
    });
  }, [search, criteria, list.memberCount]);

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
            aria-label="Search this list by name or job title"
            placeholder="Search by name or job title"
            value={words}
            onChange={(event) => setWords(event.target.value)}
          />
          <Button type="submit" size="sm" variant="outline-primary">
            Search
          </Button>
        </Form>
        <span className="list-toolbar-actions">
          <Button
            size="sm"
            variant="outline-danger"
            disabled={selection.count === 0}
            onClick={() => setConfirmRemove(true)}
          >
            Remove from list{selection.count ? ` (${selection.count})` : ''}
          </Button>
          <ExportMenu
            kind={prospectsKind}
            criteria={criteria}
            totalCount={totalCount}
            loading={loading}
            selectedRows={selection.selectedRows.map((row) => ({ id: row.id, isViewed: row.isViewed }))}
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
        selection={{
          isSelected: selection.isSelected,
          onChange: selection.change,
          rowLabel: (row) => `prospect ${prospectName(row)}`,
          count: selection.count,
        }}
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
