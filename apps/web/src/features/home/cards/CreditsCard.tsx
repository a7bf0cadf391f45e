// Credits on /home: what is left, when the allowance renews, the latest ledger rows and the credits spent per
// day and kind over the last 30 days (a chart with its table).
import { LEDGER_KIND_LABELS, PERMISSIONS, type CreditUsageDay } from '@leadsignal/contracts';
import { Link } from 'react-router-dom';
import { useGetMeQuery } from '../../../lib/me-api';
import { useAppSelector } from '../../../stores/hooks';
import { selectAllowedPermissions } from '../../../stores/session-slice';
import { selectMonthlyAvailableCredits } from '../../../stores/shared-slice';
import { useGetLedgerQuery, useGetUsageQuery } from '../../credits';
import { ChartPanel } from '../../../components/charts/ChartPanel';
import { CHART_COLORS, dayLabels, type ChartPoint, type ChartSeries } from '../../../components/charts/chart-data';
import { CardEmpty, CardError, CardLoading, DashboardCard } from './DashboardCard';
import { formatChange, formatDay, formatNumber, plural, timeAgo } from '../../../lib/format';
import { itemsOf } from '../../../lib/paged';

export const LATEST_LEDGER_ROWS = 3;

const USAGE_SERIES: ChartSeries[] = [
  { key: 'reveal', label: LEDGER_KIND_LABELS.reveal, color: CHART_COLORS[0] },
  { key: 'download', label: LEDGER_KIND_LABELS.download, color: CHART_COLORS[1] },
];

export function usagePoints(days: readonly CreditUsageDay[]): ChartPoint[] {
  return days.map((day) => ({ ...dayLabels(day.day), values: { reveal: day.reveal, download: day.download } }));
}

function Balance() {
  // Fetched afresh on arrival (renewal and allowance); the number is the badge's, which reveals keep current.
  const { data: me, isLoading, isError } = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });
  const left = useAppSelector(selectMonthlyAvailableCredits);
  const permissions = useAppSelector(selectAllowedPermissions);
  if (isLoading) return <CardLoading />;
  if (isError || !me || typeof me.monthlyAvailableCredits !== 'number') return <CardError what="credits" />;
  return (
    <div className="mb-3">
      <p className="mb-1">
        <span className="home-big-number" data-testid="home-credits-left">
          {formatNumber(left)}
        </span>{' '}
        {left === 1 ? 'credit' : 'credits'} left
      </p>
      <p className="small text-muted mb-0" data-testid="home-credits-renewal">
        {me.renewsOn
          ? `Your allowance renews to ${formatNumber(me.monthlyAllowance)} credits on ${formatDay(me.renewsOn)}.`
          : 'No monthly allowance renews: you have no active plan.'}
        {me.topUpCredits > 0 && ` ${formatNumber(me.topUpCredits)} purchased credits never expire.`}
        {permissions.includes(PERMISSIONS.billing) && (
          <>
            {' '}
            <Link to="/pricing">Buy credits</Link>
          </>
        )}
      </p>
    </div>
  );
}

function Usage() {
  const { data, isLoading, isError } = useGetUsageQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <CardLoading />;
  if (isError || !Array.isArray(data)) return <CardError what="credit usage" />;
  const spent = data.reduce((sum, day) => sum + day.reveal + day.download, 0);
  const reveals = data.reduce((sum, day) => sum + day.reveal, 0);
  const summary =
    spent === 0
      ? 'No credits used in the last 30 days.'
      : `${plural(spent, 'credit')} used in the last 30 days: ${formatNumber(reveals)} on e-mail reveals and ${formatNumber(spent - reveals)} on CSV downloads.`;
  return (
    <div className="mb-3">
      <h3 className="h6 mb-1">Credits used, last 30 days</h3>
      <p className="small text-muted mb-2" data-testid="home-usage-summary">
        {summary}
      </p>
      <ChartPanel
        points={usagePoints(data)}
        series={USAGE_SERIES}
        title="Credits used per day over the last 30 days, by kind"
        summary={summary}
        pointHeader="Day"
        height={160}
      />
    </div>
  );
}

function LatestRows() {
  const { data, isLoading, isError } = useGetLedgerQuery(
    { page: 1, pageSize: LATEST_LEDGER_ROWS },
    { refetchOnMountOrArgChange: true },
  );
  if (isLoading) return <CardLoading />;
  const items = itemsOf(data);
  if (isError || !items) return <CardError what="credit history" />;
  if (!items.length) return <CardEmpty>No credit changes yet.</CardEmpty>;
  return (
    <ul className="list-unstyled mb-0" aria-label="Latest credit changes">
      {items.map((row) => (
        <li key={row.id} className="d-flex gap-2 py-1 border-top small" data-testid="home-ledger-row">
          <span className="me-auto">
            {LEDGER_KIND_LABELS[row.kind] ?? row.kind}
            {row.subject && <span className="text-muted"> — {row.subject}</span>}
            <span className="d-block text-muted">{timeAgo(row.createdOn)}</span>
          </span>
          <span className={`text-nowrap fw-semibold ${row.delta < 0 ? 'text-danger' : 'text-success'}`}>
            {formatChange(row.delta)}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function CreditsCard() {
  return (
    <DashboardCard
      id="home-credits"
      title="Credits"
      action={
        <Link to="/profile#credits" className="small">
          Full history
        </Link>
      }
    >
      <Balance />
      <Usage />
      <h3 className="h6 mb-1">Latest changes</h3>
      <LatestRows />
    </DashboardCard>
  );
}
