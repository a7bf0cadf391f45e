// Badges shared by the shell header and the search screens (spec §2 header, §4 download status colours).
import { CSV_DOWNLOAD_STATUS_LABELS, CsvDownloadStatus } from '@leadsignal/contracts';
import Badge from 'react-bootstrap/Badge';
import { formatNumber } from '../lib/format';

export function CreditBadge({ credits }: { credits: number }) {
  return (
    <Badge bg="success" className="app-badge" title="Credits left this month">
      Credit: {formatNumber(credits)}
    </Badge>
  );
}

/** A limit of 0 means downloads are not capped (spec §6). */
export function DownloadLimitBadge({ limit }: { limit: number }) {
  return (
    <Badge bg="info" text="dark" className="app-badge" title="Most rows one download may hold">
      Download limit: {limit === 0 ? 'Unlimited' : formatNumber(limit)}
    </Badge>
  );
}

export function NotificationCountBadge({ count }: { count: number }) {
  return (
    <span className="notification-count" title="Unread notifications">
      Notifications{' '}
      <Badge bg={count > 0 ? 'danger' : 'secondary'} pill>
        {formatNumber(count)}
      </Badge>
    </span>
  );
}

const STATUS_COLOURS: Record<CsvDownloadStatus, string> = {
  [CsvDownloadStatus.Failed]: 'danger',
  [CsvDownloadStatus.Ready]: 'success',
  [CsvDownloadStatus.Queued]: 'secondary',
  [CsvDownloadStatus.Processing]: 'warning',
};

export function CsvDownloadStatusBadge({ status }: { status: CsvDownloadStatus }) {
  return (
    <Badge bg={STATUS_COLOURS[status]} text={status === CsvDownloadStatus.Processing ? 'dark' : undefined}>
      {CSV_DOWNLOAD_STATUS_LABELS[status]}
    </Badge>
  );
}
