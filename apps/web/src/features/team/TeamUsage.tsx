// Credits spent per member per day over the last 30 days (GET team/usage): one stacked bar a day, a colour a
// member (the shared ChartPanel, with its table equivalent). Past the palette's colours, the members who spent
// least are drawn together as "Everyone else".
import type { TeamUsage as TeamUsageAnswer } from '@leadsignal/contracts';
import { ChartPanel } from '../../components/charts/ChartPanel';
import { CHART_COLORS, dayLabels, type ChartPoint, type ChartSeries } from '../../components/charts/chart-data';
import { formatNumber, plural } from '../../lib/format';
import { useGetTeamUsageQuery } from './api';

export const NO_TEAM_USAGE = 'No credits used by the team in the last 30 days.';
export const EVERYONE_ELSE = 'Everyone else';
const OTHERS_KEY = 'others';

export interface UsageChart {
  points: ChartPoint[];
  series: ChartSeries[];
  total: number;
  summary: string;
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The chart of an answer: members who spent, most first, one series each (or grouped past the colours). */
export function usageChart(usage: TeamUsageAnswer): UsageChart {
  const spenders = usage.members
    .map((member) => ({ ...member, total: sum(member.spent) }))
    .filter((member) => member.total > 0)
    .sort((a, b) => b.total - a.total);
  const drawn = spenders.length > CHART_COLORS.length ? spenders.slice(0, CHART_COLORS.length - 1) : spenders;
  const others = spenders.slice(drawn.length);
  const series: ChartSeries[] = drawn.map((member, index) => ({
    key: member.userId,
    label: member.fullName,
    color: CHART_COLORS[index],
  }));
  if (others.length) series.push({ key: OTHERS_KEY, label: EVERYONE_ELSE, color: CHART_COLORS[drawn.length] });

  const points = usage.days.map((day, index) => {
    const values: Record<string, number> = {};
    for (const member of drawn) values[member.userId] = member.spent[index] ?? 0;
    if (others.length) values[OTHERS_KEY] = sum(others.map((member) => member.spent[index] ?? 0));
    return { ...dayLabels(day), values };
  });
  const total = sum(spenders.map((member) => member.total));
  const top = spenders[0];
  const summary = top
    ? `${plural(total, 'credit')} used in the last 30 days by ${plural(spenders.length, 'member')}; most by ${top.fullName} (${formatNumber(top.total)}).`
    : NO_TEAM_USAGE;
  return { points, series, total, summary };
}

export function TeamUsage() {
  const { data, isLoading, isError } = useGetTeamUsageQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <p role="status">Loading...</p>;
  if (isError || !data || !Array.isArray(data.days) || !Array.isArray(data.members))
    return <p className="text-danger mb-0">The team&apos;s usage could not be loaded.</p>;
  const chart = usageChart(data);
  return (
    <>
      <p className="small text-muted mb-2" data-testid="team-usage-summary">
        {chart.summary}
      </p>
      {chart.total > 0 && (
        <ChartPanel
          points={chart.points}
          series={chart.series}
          title="Credits used per day over the last 30 days, by member"
          summary={chart.summary}
          pointHeader="Day"
          height={180}
        />
      )}
    </>
  );
}
