// New trigger events of the user's default alert search per week and type over the last 12 weeks (a chart
// with its table), for users who may search alerts.
import { ALERTS_MANIFEST, HOME_TREND_WEEKS, type TriggerEventWeek } from '@leadsignal/contracts';
import { EVENT_TYPES, findOption } from '@leadsignal/reference-data';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../stores/hooks';
import { selectAllowedPermissions } from '../../../stores/session-slice';
import { useGetTriggerEventTrendQuery } from '../api';
import { ChartPanel } from '../../../components/charts/ChartPanel';
import { CHART_COLORS, type ChartPoint, type ChartSeries } from '../../../components/charts/chart-data';
import { formatDay, formatNumber, formatShortDay } from '../../../lib/format';
import { CardEmpty, CardError, CardLoading, DashboardCard } from './DashboardCard';

/** The event types that occur, in the reference list's order, each with its colour. */
export function trendSeries(weeks: readonly TriggerEventWeek[]): ChartSeries[] {
  const present = new Set(weeks.flatMap((week) => Object.keys(week.counts)));
  const known: string[] = EVENT_TYPES.map((type) => type.value);
  const ordered = [...known.filter((type) => present.has(type)), ...[...present].filter((t) => !known.includes(t))];
  return ordered.map((type) => ({
    key: type,
    label: findOption(EVENT_TYPES, type)?.label ?? type,
    color: CHART_COLORS[(known.includes(type) ? known.indexOf(type) : known.length) % CHART_COLORS.length],
  }));
}

export function trendPoints(weeks: readonly TriggerEventWeek[]): ChartPoint[] {
  return weeks.map((week) => ({
    label: formatShortDay(week.weekStart),
    description: `Week of ${formatDay(week.weekStart)}`,
    values: week.counts,
  }));
}

function TrendBody() {
  const permissions = useAppSelector(selectAllowedPermissions);
  const { data, isLoading, isError } = useGetTriggerEventTrendQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <CardLoading />;
  if (isError || !data || !Array.isArray(data.weeks)) return <CardError what="trigger events" />;
  if (!data.savedSearch)
    return (
      <CardEmpty>
        <p className="mb-1">You have no default alert search.</p>
        <p className="small mb-0">
          {permissions.includes(ALERTS_MANIFEST.permissions.save) ? (
            <>
              Make one of your <Link to={ALERTS_MANIFEST.routes.savedSearches}>saved alert searches</Link> the default
              to follow its new events here.
            </>
          ) : (
            'A default alert search shows its new events here.'
          )}
        </p>
      </CardEmpty>
    );
  const name = (
    <p className="small mb-2">
      Default search: <Link to={data.savedSearch.link}>{data.savedSearch.name}</Link>
    </p>
  );
  if (data.criteriaError)
    return (
      <>
        {name}
        <p className="text-danger small mb-0">This search can no longer run: {data.criteriaError}</p>
      </>
    );
  const total = data.weeks.reduce((sum, week) => sum + week.total, 0);
  if (total === 0)
    return (
      <>
        {name}
        <CardEmpty>No events matched it in the last {HOME_TREND_WEEKS} weeks.</CardEmpty>
      </>
    );
  const series = trendSeries(data.weeks);
  const busiest = series
    .map((s) => ({ label: s.label, count: data.weeks.reduce((sum, week) => sum + (week.counts[s.key] ?? 0), 0) }))
    .sort((a, b) => b.count - a.count)[0];
  const summary = `${formatNumber(total)} events in ${HOME_TREND_WEEKS} weeks; most were ${busiest.label} (${formatNumber(busiest.count)}).`;
  return (
    <>
      {name}
      <p className="small text-muted mb-2" data-testid="home-trend-summary">
        {summary}
      </p>
      <ChartPanel
        points={trendPoints(data.weeks)}
        series={series}
        title={`New trigger events per week by type over the last ${HOME_TREND_WEEKS} weeks for ${data.savedSearch.name}`}
        summary={summary}
        pointHeader="Week"
        height={200}
      />
    </>
  );
}

export function TriggerTrendCard() {
  const permissions = useAppSelector(selectAllowedPermissions);
  if (!permissions.includes(ALERTS_MANIFEST.permissions.search)) return null;
  return (
    <DashboardCard id="home-trend" title={`Trigger events, last ${HOME_TREND_WEEKS} weeks`}>
      <TrendBody />
    </DashboardCard>
  );
}
