// A kind's CSV-downloads page (e.g. /eventscsvdownload): the user's exports of that kind, newest first —
// name, date, rows, status, when the file expires (the API's expiresOn) — with a Download button once a
// file is Ready and Delete (after a confirmation) once it is finished. The list keeps itself current while
// exports run (use-download-list).
import { CsvDownloadStatus, type CsvDownload, type KindManifest } from '@leadsignal/contracts';
import { useState } from 'react';
import { CsvDownloadStatusBadge } from '../../components/Badges';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { ConfirmModal } from '../../components/modals/ConfirmModal';
import { actionsColumn } from '../../components/RowActions';
import { useClientPaging } from '../../components/use-table-paging';
import { notifyError, notifySuccess } from '../../lib/toast';
import { exportEndpoints } from '../api/export-api';
import { openDownloadLink } from './save-file';
import { useCsvDownloads } from './use-download-list';
import { formatDateTime, formatNumber } from '../../lib/format';

export const DOWNLOAD_DELETED_MESSAGE = 'CSV download deleted.';

const isFinished = (row: CsvDownload) =>
  row.status === CsvDownloadStatus.Ready || row.status === CsvDownloadStatus.Failed;

export function CsvDownloadsPage({ manifest }: { manifest: KindManifest }) {
  const api = exportEndpoints(manifest);
  const { downloads, isLoading, refetch } = useCsvDownloads(api);
  const [opening, setOpening] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<CsvDownload | null>(null);
  const [deleteDownload, { isLoading: deleteBusy }] = api.useDeleteMutation();
  const paging = useClientPaging(downloads);

  // The API's refusal (409 while still running, 404 when already gone) is toasted by the base query.
  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await deleteDownload(deleting.id);
    setDeleting(null);
    if (!('error' in result)) notifySuccess(DOWNLOAD_DELETED_MESSAGE);
  };

  // Links are short-lived: fetch a fresh one at the moment of the click.
  const download = async (row: CsvDownload) => {
    setOpening(row.id);
    try {
      const fresh = (await refetch()).data?.find((d) => d.id === row.id);
      if (fresh?.downloadUrl) openDownloadLink(fresh.downloadUrl);
      else notifyError('This CSV download is no longer available.');
    } finally {
      setOpening(null);
    }
  };

  const columns: DataTableColumn<CsvDownload>[] = [
    { id: 'name', header: 'Name', cell: (row) => row.name },
    { id: 'date', header: 'Date', className: 'text-nowrap', cell: (row) => formatDateTime(row.createdOn) },
    {
      id: 'rows',
      header: 'Rows',
      className: 'text-end',
      cell: (row) => (row.totalRows === null ? '—' : formatNumber(row.totalRows)),
    },
    // A dash while the expiry is not known yet (a download just queued).
    { id: 'expires', header: 'Expires', className: 'text-nowrap', cell: (row) => formatDateTime(row.expiresOn) },
    {
      id: 'status',
      header: 'Status',
      cell: (row) => (
        <>
          <CsvDownloadStatusBadge status={row.status} />
          {row.status === CsvDownloadStatus.Failed && row.error && (
            <div className="small text-danger mt-1">{row.error}</div>
          )}
        </>
      ),
    },
    actionsColumn((row) => [
      row.status === CsvDownloadStatus.Ready &&
        row.downloadUrl !== null && {
          label: 'Download',
          ariaLabel: `Download ${row.name}`,
          disabled: opening === row.id,
          onClick: () => void download(row),
        },
      isFinished(row) && {
        label: 'Delete',
        ariaLabel: `Delete ${row.name}`,
        variant: 'danger',
        disabled: deleteBusy && deleting?.id === row.id,
        onClick: () => setDeleting(row),
      },
    ]),
  ];

  return (
    <div className="downloads-page">
      <h1 className="h3 mb-3">{manifest.labels.downloadsTitle}</h1>
      <DataTable
        id={`${manifest.kind}-csv-downloads`}
        label={manifest.labels.downloadsTable}
        columns={columns}
        rows={paging.rows}
        loading={isLoading}
        pagination={paging.pagination}
      />
      <ConfirmModal
        show={deleting !== null}
        title="Delete CSV download"
        message={
          <p className="mb-0">
            Delete <strong>{deleting?.name}</strong>? The file is removed for good; credits it used are not refunded.
          </p>
        }
        confirmLabel="Delete"
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
