// A kind's CSV download list that keeps itself current (ARCHITECTURE §7): fetched afresh when a screen starts
// watching it, then polled every 3 s while any download is Queued or Processing, and not at all when none
// is. The "CSV successfully generated." toast is raised by the list call itself (api.ts), so it appears on
// whichever screen is watching.
import { CsvDownloadStatus, type CsvDownload } from '@leadsignal/contracts';
import type { ExportApi } from '../api/export-api';

export const DOWNLOADS_POLL_MS = 3000;

const isActive = (download: CsvDownload) =>
  download.status === CsvDownloadStatus.Queued || download.status === CsvDownloadStatus.Processing;

export function useCsvDownloads<C>(api: ExportApi<C>, options: { skip?: boolean } = {}) {
  const skip = options.skip ?? false;
  const { data, isLoading, isError, refetch } = api.useListQuery(undefined, {
    skip,
    refetchOnMountOrArgChange: true,
  });
  // Any answer is tolerated: one that is not a list shows no downloads.
  const downloads = Array.isArray(data) ? data : [];
  const active = !skip && downloads.some(isActive);
  // A second subscription carries the polling, so the interval starts and stops with `active`.
  api.useListQuery(undefined, { skip: !active, pollingInterval: active ? DOWNLOADS_POLL_MS : 0 });
  return { downloads, isLoading, isError, active, refetch };
}
