// Recent CSV downloads on /home, of every kind the user may export, newest first with their status. The
// lists are the download pages' own (kept current while one is Queued or Processing).
import { CsvDownloadStatus, type CsvDownload, type SearchKind } from '@leadsignal/contracts';
import { Link } from 'react-router-dom';
import { CsvDownloadStatusBadge } from '../../../components/Badges';
import { useAppSelector } from '../../../stores/hooks';
import { selectAllowedPermissions } from '../../../stores/session-slice';
import { alertsSearchApi } from '../../alerts/api';
import { companiesSearchApi } from '../../companies/api';
import { DOWNLOADS_POLL_MS, type ExportApi } from '../../downloads';
import { prospectsSearchApi } from '../../prospects/api';
import { timeAgo } from '../format';
import { KIND_PAGES } from '../kinds';
import { CardEmpty, CardError, CardLoading, DashboardCard } from './DashboardCard';

export const HOME_DOWNLOADS = 5;

type KindDownload = CsvDownload & { kind: SearchKind };

const isActive = (download: CsvDownload) =>
  download.status === CsvDownloadStatus.Queued || download.status === CsvDownloadStatus.Processing;

/**
 * A kind's download list, fetched afresh on arrival and polled while one of its downloads is Queued or
 * Processing (as the download pages do; useCsvDownloads assumes a well-formed list, this tolerates any answer).
 */
function useDownloadList<C>(api: ExportApi<C>, skip: boolean) {
  const { data, isLoading, isError } = api.useListQuery(undefined, { skip, refetchOnMountOrArgChange: true });
  const downloads = Array.isArray(data) ? data : [];
  const active = !skip && downloads.some(isActive);
  api.useListQuery(undefined, { skip: !active, pollingInterval: active ? DOWNLOADS_POLL_MS : 0 });
  return { downloads, isLoading, isError };
}

function ofKind(kind: SearchKind, downloads: unknown): KindDownload[] {
  return Array.isArray(downloads) ? (downloads as CsvDownload[]).map((download) => ({ ...download, kind })) : [];
}

export function DownloadsCard() {
  const permissions = useAppSelector(selectAllowedPermissions);
  const may = (kind: SearchKind) => permissions.includes(KIND_PAGES[kind].downloads.permission);
  const alerts = useDownloadList(alertsSearchApi.exports, !may('alerts'));
  const companies = useDownloadList(companiesSearchApi.exports, !may('companies'));
  const prospects = useDownloadList(prospectsSearchApi.exports, !may('prospects'));
  const lists = [alerts, companies, prospects];
  const allowedKinds = (['alerts', 'companies', 'prospects'] as const).filter(may);
  const recent: KindDownload[] = [
    ...ofKind('alerts', alerts.downloads),
    ...ofKind('companies', companies.downloads),
    ...ofKind('prospects', prospects.downloads),
  ]
    .sort((a, b) => b.createdOn.localeCompare(a.createdOn))
    .slice(0, HOME_DOWNLOADS);

  let body;
  if (lists.some((list) => list.isLoading)) body = <CardLoading />;
  else if (lists.some((list) => list.isError)) body = <CardError what="downloads" />;
  else if (!recent.length)
    body = <CardEmpty>No CSV downloads yet. Export search results and they appear here.</CardEmpty>;
  else
    body = (
      <ul className="list-unstyled mb-0">
        {recent.map((download) => (
          <li key={download.id} className="d-flex align-items-center gap-2 py-1 border-top" data-testid="home-download">
            <span className="me-auto text-break">
              <Link to={KIND_PAGES[download.kind].downloads.path}>{download.name}</Link>
              <span className="d-block small text-muted">
                {KIND_PAGES[download.kind].label}
                {download.status === CsvDownloadStatus.Ready &&
                  download.totalRows !== null &&
                  ` · ${download.totalRows.toLocaleString('en-US')} rows`}{' '}
                · {timeAgo(download.createdOn)}
              </span>
            </span>
            <CsvDownloadStatusBadge status={download.status} />
          </li>
        ))}
      </ul>
    );

  if (!allowedKinds.length) return null;
  return (
    <DashboardCard id="home-downloads" title="Recent downloads">
      {body}
    </DashboardCard>
  );
}
