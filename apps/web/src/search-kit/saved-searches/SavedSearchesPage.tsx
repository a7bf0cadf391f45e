// A kind's saved-search page (spec §2 "saved-search management", e.g. /managealertsavesearch): open a search
// on the kind's search screen, rename it, turn its notifications on or off, delete it (after confirming), make
// it the default, switch its monitoring on or off; sortable columns (a new sort starts at page 1), paged
// 10 / 15 / 20 / 25 / 30. Searches a teammate shares show their owner (docs/teams-sharing.md): rename only when
// shared to edit, sharing and delete for the owner only; default, notifications and monitoring are the user's own.
import { isErrorBody, type KindManifest, type SavedSearch } from '@leadsignal/contracts';
import { useMemo, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { ConfirmModal } from '../../components/modals/ConfirmModal';
import { lastPageOf } from '../../components/Pagination';
import { notifyError, notifySuccess } from '../../lib/toast';
import { ariaSortOf, nextSort, SortHeader } from '../../components/SortHeader';
import { savedSearchEndpoints } from '../api/saved-search-api';
import { RenameSavedSearchModal } from './RenameSavedSearchModal';
import { SharingModal, SharingNote, sharingSavedText } from '../sharing/sharing';
import { handOver, savedSearchAddress } from './handover';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, sortSavedSearches, type SavedSearchSortKey, type SortState } from './sorting';
import { formatDate } from '../../lib/format';
import { actionsColumn } from '../../components/RowActions';

export const SEARCH_DELETED = 'Saved search deleted.';
export const DEFAULT_SET = 'Default search set.';

/** Notifications are sent only for a monitored search: an unmonitored one reads Off. */
const notifying = (search: SavedSearch) => search.enableNotification && search.isMonitored;

export function SavedSearchesPage({ manifest }: { manifest: KindManifest }) {
  const navigate = useNavigate();
  const api = savedSearchEndpoints(manifest);
  const { data, isLoading } = api.useListQuery(undefined, { refetchOnMountOrArgChange: true });
  const [deleteSearch, deleting] = api.useDeleteMutation();
  const [setDefault, settingDefault] = api.useSetDefaultMutation();
  const [updateMonitored, updatingMonitored] = api.useUpdateMonitoredMutation();
  const [updateSearch, updating] = api.useUpdateMutation();
  const pathOf = (search: SavedSearch) => savedSearchAddress(manifest.routes.search, search.id);
  const [sort, setSort] = useState<SortState>({ key: 'createdOn', direction: 'desc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [toDelete, setToDelete] = useState<SavedSearch | null>(null);
  const [toRename, setToRename] = useState<SavedSearch | null>(null);
  const [toShare, setToShare] = useState<SavedSearch | null>(null);

  const searches = useMemo(() => data ?? [], [data]);
  const sorted = useMemo(() => sortSavedSearches(searches, sort), [searches, sort]);
  // A delete can empty the last page: show the new last one.
  const shownPage = Math.min(page, lastPageOf(sorted.length, pageSize));
  const rows = sorted.slice((shownPage - 1) * pageSize, shownPage * pageSize);

  const onSort = (key: SavedSearchSortKey) => {
    setSort(nextSort(sort, key));
    setPage(1);
  };

  const open = (search: SavedSearch) => navigate(pathOf(search), { state: handOver(search) });

  const toggleMonitored = (search: SavedSearch, monitored: boolean) => {
    const ids = searches.filter((s) => (s.id === search.id ? monitored : s.isMonitored)).map((s) => s.id);
    void updateMonitored(ids);
  };

  // Notifications on also monitors the search (the server starts watching from now); off keeps it monitored.
  const toggleNotifications = async (search: SavedSearch, enableNotification: boolean) => {
    const result = await updateSearch({ id: search.id, enableNotification });
    if ('error' in result) {
      const error = result.error as { data?: unknown } | undefined;
      notifyError(
        isErrorBody(error?.data) ? error.data.errors[0].reason : `Notifications of '${search.name}' did not change.`,
      );
    }
  };

  const makeDefault = async (search: SavedSearch) => {
    const result = await setDefault(search.id);
    if ('error' in result) notifyError(`'${search.name}' could not be made the default.`);
    else notifySuccess(DEFAULT_SET);
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
      label: 'Name',
      sort: ariaSortOf(sort, 'name'),
      cell: (search) => (
        <div>
          <Link to={pathOf(search)} state={handOver(search)}>
            {search.name}
          </Link>
          <SharingNote item={search} />
          {search.criteriaError && (
            <div className="small text-danger" title={search.criteriaError}>
              Its filters can no longer be applied.
            </div>
          )}
        </div>
      ),
    },
    {
      id: 'createdOn',
      header: <SortHeader label="Created" column="createdOn" sort={sort} onSort={onSort} />,
      label: 'Created',
      className: 'text-nowrap',
      sort: ariaSortOf(sort, 'createdOn'),
      cell: (search) => <time dateTime={search.createdOn}>{formatDate(search.createdOn)}</time>,
    },
    {
      id: 'enableNotification',
      header: <SortHeader label="Notifications" column="enableNotification" sort={sort} onSort={onSort} />,
      label: 'Notifications',
      sort: ariaSortOf(sort, 'enableNotification'),
      cell: (search) => (
        <Form.Check
          type="switch"
          role="switch"
          id={`notifications-${search.id}`}
          aria-label={`Notifications for ${search.name}`}
          label={notifying(search) ? 'On' : 'Off'}
          checked={notifying(search)}
          disabled={updating.isLoading}
          onChange={(event) => void toggleNotifications(search, event.target.checked)}
        />
      ),
    },
    {
      id: 'isDefault',
      header: <SortHeader label="Default" column="isDefault" sort={sort} onSort={onSort} />,
      label: 'Default',
      sort: ariaSortOf(sort, 'isDefault'),
      cell: (search) =>
        search.isDefault ? (
          <Badge bg="primary">Default</Badge>
        ) : (
          <Button
            size="sm"
            variant="outline-primary"
            className="text-nowrap"
            disabled={settingDefault.isLoading}
            aria-label={`Set ${search.name} as default`}
            onClick={() => void makeDefault(search)}
          >
            Set default
          </Button>
        ),
    },
    {
      id: 'isMonitored',
      header: <SortHeader label="Monitored" column="isMonitored" sort={sort} onSort={onSort} />,
      label: 'Monitored',
      sort: ariaSortOf(sort, 'isMonitored'),
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
          label={search.isMonitored ? 'On' : 'Off'}
          checked={search.isMonitored}
          disabled={updatingMonitored.isLoading}
          onChange={(event) => toggleMonitored(search, event.target.checked)}
        />
      ),
    },
    actionsColumn((search) => [
      { label: 'Open', ariaLabel: `Open ${search.name}`, variant: 'secondary', onClick: () => open(search) },
      search.canEdit && {
        label: 'Rename',
        ariaLabel: `Rename ${search.name}`,
        variant: 'secondary',
        onClick: () => setToRename(search),
      },
      search.mine && {
        label: 'Sharing',
        ariaLabel: `Sharing of ${search.name}`,
        variant: 'secondary',
        onClick: () => setToShare(search),
      },
      search.mine && {
        label: 'Delete',
        ariaLabel: `Delete ${search.name}`,
        variant: 'danger',
        onClick: () => setToDelete(search),
      },
    ]),
  ];

  return (
    <div className="container-fluid py-3">
      <h1 className="h3 mb-3">{manifest.labels.savedSearchesTitle}</h1>
      <DataTable
        id={`${manifest.kind}-saved-searches`}
        label={manifest.labels.savedSearchesTable}
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
      <RenameSavedSearchModal api={api} search={toRename} onHide={() => setToRename(null)} />
      <SharingModal
        item={toShare}
        noun="saved search"
        onHide={() => setToShare(null)}
        onSave={async (sharing) => {
          if (!toShare) return false;
          const result = await updateSearch({ id: toShare.id, ...sharing });
          if ('error' in result) {
            const error = result.error as { data?: unknown } | undefined;
            notifyError(
              isErrorBody(error?.data)
                ? error.data.errors[0].reason
                : `The sharing of '${toShare.name}' did not change.`,
            );
            return false;
          }
          notifySuccess(sharingSavedText(toShare.name, sharing));
          return true;
        }}
      />
    </div>
  );
}
