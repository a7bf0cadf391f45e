// /managealertsavesearch: the user's saved alert searches (spec §2 "saved-search management"): open one
// on the alerts screen, delete it (after confirming), make it the default, switch its monitoring on or
// off; sortable columns (a new sort starts at page 1), paged 10 / 15 / 20 / 25 / 30.
import type { SavedSearch } from '@leadsignal/contracts';
import { useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { ConfirmModal } from '../../../components/modals/ConfirmModal';
import { lastPageOf } from '../../../components/Pagination';
import { notifySuccess } from '../../../lib/toast';
import {
  useDeleteAlertSearchMutation,
  useListAlertSearchesQuery,
  useSetDefaultAlertSearchMutation,
  useUpdateMonitoredAlertSearchesMutation,
} from '../api';
import { alertSearchPath, handOver } from '../handover';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, sortSavedSearches, type SavedSearchSortKey, type SortState } from '../sorting';
import { nextSort, SortHeader } from '../../../components/SortHeader';

export const SEARCH_DELETED = 'Saved search deleted.';

function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function ManageAlertSearchesPage() {
  const navigate = useNavigate();
  const { data, isLoading } = useListAlertSearchesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [deleteSearch, deleting] = useDeleteAlertSearchMutation();
  const [setDefault, settingDefault] = useSetDefaultAlertSearchMutation();
  const [updateMonitored, updatingMonitored] = useUpdateMonitoredAlertSearchesMutation();
  const [sort, setSort] = useState<SortState>({ key: 'createdOn', direction: 'desc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [toDelete, setToDelete] = useState<SavedSearch | null>(null);

  const searches = useMemo(() => data ?? [], [data]);
  const sorted = useMemo(() => sortSavedSearches(searches, sort), [searches, sort]);
  // A delete can empty the last page: show the new last one.
  const shownPage = Math.min(page, lastPageOf(sorted.length, pageSize));
  const rows = sorted.slice((shownPage - 1) * pageSize, shownPage * pageSize);

  const onSort = (key: SavedSearchSortKey) => {
    setSort(nextSort(sort, key));
    setPage(1);
  };

  const open = (search: SavedSearch) => navigate(alertSearchPath(search.id), { state: handOver(search) });

  const toggleMonitored = (search: SavedSearch, monitored: boolean) => {
    const ids = searches.filter((s) => (s.id === search.id ? monitored : s.isMonitored)).map((s) => s.id);
    void updateMonitored(ids);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    const result = await deleteSearch(toDelete.id);
    if (!('error' in result)) notifySuccess(SEARCH_DELETED);
    setToDelete(null);
  };

  const columns: DataTableColumn<SavedSearch>[] = [
    {
      id: 'name',
      header: <SortHeader label="Name" column="name" sort={sort} onSort={onSort} />,
      cell: (search) => (
        <>
          <Link to={alertSearchPath(search.id)} state={handOver(search)}>
            {search.name}
          </Link>
          {search.criteriaError && (
            <div className="small text-danger" title={search.criteriaError}>
              Its filters can no longer be applied.
            </div>
          )}
        </>
      ),
    },
    {
      id: 'createdOn',
      header: <SortHeader label="Created" column="createdOn" sort={sort} onSort={onSort} />,
      cell: (search) => <time dateTime={search.createdOn}>{formatDate(search.createdOn)}</time>,
    },
    {
      id: 'enableNotification',
      header: <SortHeader label="Notifications" column="enableNotification" sort={sort} onSort={onSort} />,
      cell: (search) => (
        <Badge bg={search.enableNotification ? 'success' : 'secondary'}>
          {search.enableNotification ? 'On' : 'Off'}
        </Badge>
      ),
    },
    {
      id: 'isDefault',
      header: <SortHeader label="Default" column="isDefault" sort={sort} onSort={onSort} />,
      cell: (search) =>
        search.isDefault ? (
          <Badge bg="primary">Default</Badge>
        ) : (
          <Button
            size="sm"
            variant="outline-primary"
            disabled={settingDefault.isLoading}
            aria-label={`Set ${search.name} as default`}
            onClick={() => void setDefault(search.id)}
          >
            Set default
          </Button>
        ),
    },
    {
      id: 'isMonitored',
      header: <SortHeader label="Monitored" column="isMonitored" sort={sort} onSort={onSort} />,
      cell: (search) => (
        <Form.Check
          type="switch"
          role="switch"
          id={`monitor-${search.id}`}
          aria-label={`Monitor ${search.name}`}
          title={
            search.enableNotification
              ? undefined
              : 'Notifications are off for this search: monitoring finds new matches but does not announce them.'
          }
          checked={search.isMonitored}
          disabled={updatingMonitored.isLoading}
          onChange={(event) => toggleMonitored(search, event.target.checked)}
        />
      ),
    },
    {
      id: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end text-nowrap',
      cell: (search) => (
        <span className="d-inline-flex gap-2">
          <Button size="sm" variant="outline-secondary" aria-label={`Open ${search.name}`} onClick={() => open(search)}>
            Open
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={`Delete ${search.name}`}
            onClick={() => setToDelete(search)}
          >
            Delete
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className="container-fluid py-3">
      <h1 className="h3 mb-3">Saved Alert Searches</h1>
      <DataTable
        id="saved-alert-searches"
        label="Saved alert searches"
        columns={columns}
        rows={rows}
        loading={isLoading}
        pagination={{
          page: shownPage,
          pageSize,
          pageSizes: PAGE_SIZES,
          totalCount: sorted.length,
          onPageChange: setPage,
          onPageSizeChange: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
      />
      <ConfirmModal
        show={toDelete !== null}
        title="Delete saved search"
        message={toDelete ? `Delete the saved search '${toDelete.name}'? This cannot be undone.` : ''}
        confirmLabel="Delete"
        busy={deleting.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
