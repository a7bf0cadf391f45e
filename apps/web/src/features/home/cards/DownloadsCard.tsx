// Recent CSV downloads on /home, of every kind the user may export (from the kinds' manifests), newest first
// with their status. The lists are the download pages' own (kept current while one is Queued or Processing).
import { CsvDownloadStatus, MANIFESTS, type CsvDownload, type KindManifest } from '@leadsignal/contracts';
import { shallowEqual } from 'react-redux';
import { Link } from 'react-router-dom';
import { CsvDownloadStatusBadge } from '../../../components/Badges';
import { formatNumber, timeAgo } from '../../../lib/format';
import { exportEndpoints, useCsvDownloads } from '../../../search-kit';
import { useAppSelector } from '../../../stores/hooks';
import { selectAllowedPermissions } from '../../../stores/session-slice';
import { CardEmpty, CardError, CardLoading, DashboardCard } from './DashboardCard';

export const HOME_DOWNLOADS = 5;

type KindDownload = CsvDownload & { manifest: KindManifest };

/** Keeps one kind's list fetched afresh on arrival and polled while a download is Queued or Processing. */
function WatchDownloads({ manifest }: { manifest: KindManifest }) {
  useCsvDownloads(exportEndpoints(manifest));
  return null;
}

export function DownloadsCard() {
  const permissions = useAppSelector(selectAllowedPermissions);
  const kinds = MANIFESTS.filter((manifest) => permissions.includes(manifest.permissions.export));
  const lists = useAppSelector(
    (state) => kinds.map((manifest) => exportEndpoints(manifest).selectListState(state)),
    shallowEqual,
  );
  if (!kinds.length) return null;

  // Any answer is tolerated: a list that is not one shows nothing of its kind.
  const recent: KindDownload[] = lists
    .flatMap((list, index) =>
      Array.isArray(list.data) ? list.data.map((download) => ({ ...download, manifest: kinds[index] })) : [],
    )
    .sort((a, b) => b.createdOn.localeCompare(a.createdOn))
    .slice(0, HOME_DOWNLOADS);

  let body;
  if (lists.some((list) => !list.isSuccess && !list.isError)) body = <CardLoading />;
  else if (lists.some((list) => list.isError)) body = <CardError what="downloads" />;
  else if (!recent.length)
    body = <CardEmpty>No CSV downloads yet. Export search results and they appear here.</CardEmpty>;
  else
    body = (
      <ul className="list-unstyled mb-0">
        {recent.map((download) => (
          <li key={download.id} className="d-flex align-items-center gap-2 py-1 border-top" data-testid="home-download">
            <span className="me-auto text-break">
              <Link to={download.manifest.routes.downloads}>{download.name}</Link>
              <span className="d-block small text-muted">
                {download.manifest.labels.area}
                {download.status === CsvDownloadStatus.Ready &&
                  download.totalRows !== null &&
                  ` · ${formatNumber(download.totalRows)} rows`}{' '}
                · {timeAgo(download.createdOn)}
              </span>
            </span>
            <CsvDownloadStatusBadge status={download.status} />
          </li>
        ))}
      </ul>
    );

  return (
    <DashboardCard id="home-downloads" title="Recent downloads">
      {kinds.map((manifest) => (
        <WatchDownloads key={manifest.kind} manifest={manifest} />
      ))}
      {body}
    </DashboardCard>
  );
}
