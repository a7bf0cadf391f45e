// A kind's CSV-downloads page (e.g. /eventscsvdownload): the user's exports of that kind, newest first —
// name, date, rows, status — with a Download button once a file is Ready. The list keeps itself current while
// exports run (use-download-list).
import { CsvDownloadStatus, type CsvDownload } from '@leadsignal/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { CsvDownloadStatusBadge } from '../../../components/Badges';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { notifyError } from '../../../lib/toast';
import type { SearchCriteriaBase, SearchKindDefinition, SearchRow } from '../../search/kind';
import { openDownloadLink } from '../save-file';
import { useCsvDownloads } from '../use-download-list';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDownloadDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

export function CsvDownloadsPage<C extends SearchCriteriaBase<S>, R extends SearchRow, S extends string>({
  kind,
}: {
  kind: SearchKindDefinition<C, R, S>;
}) {
  const { downloads, isLoading, refetch } = useCsvDownloads(kind.api.exports);
  const [opening, setOpening] = useState<string | null>(null);

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
    { id: 'date', header: 'Date', cell: (row) => formatDownloadDate(row.createdOn) },
    {
      id: 'rows',
      header: 'Rows',
      className: 'text-end',
      cell: (row) => (row.totalRows === null ? '—' : row.totalRows.toLocaleString('en-US')),
    },
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
    {
      id: 'download',
      header: <span className="visually-hidden">Download</span>,
      cell: (row) =>
        row.status === CsvDownloadStatus.Ready && row.downloadUrl ? (
          <Button
            size="sm"
            variant="outline-primary"
            aria-label={`Download ${row.name}`}
            disabled={opening === row.id}
            onClick={() => void download(row)}
          >
            Download
          </Button>
        ) : null,
    },
  ];

  return (
    <div className="downloads-page">
      <h1 className="h3 mb-3">{kind.labels.downloadsTitle}</h1>
      <DataTable
        id={`${kind.id}-csv-downloads`}
        label={kind.labels.downloadsTable}
        columns={columns}
        rows={downloads}
        loading={isLoading}
      />
    </div>
  );
}
